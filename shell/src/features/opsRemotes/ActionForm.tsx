import { useId, useState, type FormEvent } from 'react';
import { Button, isApiError, TextField, useSiteDate, useTranslation } from '@portal/shared';
import {
  adminRemoteCanary,
  adminRemoteOverrideLink,
  adminRemotePromote,
  adminRemoteRollback,
  adminRemoteSet,
  adminRemoteWiden,
  type CanaryCohort,
  type OverrideLink,
  type RemoteName,
} from '@portal/shared/contracts';
import { opsCall } from './opsApi';
import styles from './OpsRemotes.module.css';

const ACTIONS = ['set', 'canary', 'widen', 'promote', 'rollback', 'overrideLink'] as const;
type Action = (typeof ACTIONS)[number];

const NEEDS_VERSION: readonly Action[] = ['set', 'canary', 'overrideLink'];
const NEEDS_PERCENT: readonly Action[] = ['canary', 'widen'];
/** An override link records no reason (the contract's body has none): the others all ask why. */
const NEEDS_REASON: readonly Action[] = ['set', 'canary', 'widen', 'promote', 'rollback'];

interface Fields {
  version: string;
  percent: string;
  minutes: string;
  reason: string;
  agentsOnly: boolean;
  merchants: string;
  accounts: string;
}

const EMPTY: Fields = { version: '', percent: '', minutes: '60', reason: '', agentsOnly: false, merchants: '', accounts: '' };

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The cohort the fields describe, or none when nothing is asked (a share of visitors only). */
function cohortOf(fields: Fields): CanaryCohort | undefined {
  const cohort: CanaryCohort = {};
  if (fields.agentsOnly) cohort.agentsOnly = true;
  if (list(fields.merchants).length) cohort.merchants = list(fields.merchants);
  if (list(fields.accounts).length) cohort.accounts = list(fields.accounts);
  return Object.keys(cohort).length ? cohort : undefined;
}

const whole = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

interface Props {
  remote: RemoteName;
  hasCanary: boolean;
  token: string;
  actor: string;
  onChanged: () => void;
  onRefused: () => void;
}

/** The actions on one remote: each sends the contract's body with the operator's name and reason. */
export function ActionForm({ remote, hasCanary, token, actor, onChanged, onRefused }: Props) {
  const { t } = useTranslation('shell');
  const siteDate = useSiteDate();
  const selectId = useId();
  const [action, setAction] = useState<Action>('set');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof Fields, string>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [link, setLink] = useState<OverrideLink | null>(null);
  const [copied, setCopied] = useState(false);

  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => setFields((current) => ({ ...current, [name]: value }));
  const required = t('opsRemotes.actions.required');

  const check = (): boolean => {
    const next: Partial<Record<keyof Fields, string>> = {};
    if (NEEDS_VERSION.includes(action) && !fields.version.trim()) next.version = required;
    if (NEEDS_PERCENT.includes(action) && !whole(fields.percent, 0, 100)) next.percent = required;
    if (action === 'overrideLink' && !whole(fields.minutes, 1, 7 * 24 * 60)) next.minutes = required;
    if (NEEDS_REASON.includes(action) && !fields.reason.trim()) next.reason = required;
    setProblems(next);
    return Object.keys(next).length === 0;
  };

  const send = () => {
    const who = { remote, actor: actor.trim() };
    const why = { ...who, reason: fields.reason.trim() };
    const version = fields.version.trim();
    const percent = Number(fields.percent);
    const cohort = cohortOf(fields);
    switch (action) {
      case 'set':
        return opsCall(adminRemoteSet, token, { ...why, version });
      case 'canary':
        return opsCall(adminRemoteCanary, token, { ...why, version, percent, ...(cohort ? { cohort } : {}) });
      case 'widen':
        return opsCall(adminRemoteWiden, token, { ...why, percent, ...(cohort ? { cohort } : {}) });
      case 'promote':
        return opsCall(adminRemotePromote, token, why);
      case 'rollback':
        return opsCall(adminRemoteRollback, token, why);
      case 'overrideLink':
        return opsCall(adminRemoteOverrideLink, token, { ...who, version, minutes: Number(fields.minutes) });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    setFailure(null);
    setLink(null);
    setCopied(false);
    if (!actor.trim()) {
      setFailure(t('opsRemotes.actor.required'));
      return;
    }
    if (!check()) return;
    setSending(true);
    try {
      const answer = await send();
      if (action === 'overrideLink') setLink(answer as OverrideLink);
      else {
        setFields((current) => ({ ...EMPTY, minutes: current.minutes }));
        onChanged();
      }
      setDone(t('opsRemotes.actions.done', { remote, action: t(`opsRemotes.actions.${action}`) }));
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) onRefused();
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  // The API answers a path or a full URL; the person copies a full one.
  const linkUrl = link ? new URL(link.url, window.location.origin).toString() : '';
  const copy = async () => {
    await navigator.clipboard?.writeText(linkUrl).then(() => setCopied(true), () => undefined);
  };

  return (
    <form className={styles.actions} onSubmit={(event) => void submit(event)} noValidate aria-label={t('opsRemotes.actions.title', { remote })}>
      <h3 className={styles.subTitle}>{t('opsRemotes.actions.title', { remote })}</h3>
      <div className={styles.field}>
        <label htmlFor={selectId}>{t('opsRemotes.actions.action')}</label>
        <select
          id={selectId}
          className={styles.select}
          value={action}
          onChange={(event) => {
            setAction(event.target.value as Action);
            setProblems({});
          }}
        >
          {ACTIONS.map((name) => (
            <option key={name} value={name} disabled={(name === 'widen' || name === 'promote') && !hasCanary}>
              {t(`opsRemotes.actions.${name}`)}
            </option>
          ))}
        </select>
      </div>
      {NEEDS_VERSION.includes(action) && (
        <TextField label={t('opsRemotes.actions.version')} value={fields.version} maxLength={64} error={problems.version} onChange={(e) => set('version', e.target.value)} />
      )}
      {NEEDS_PERCENT.includes(action) && (
        <TextField
          label={t('opsRemotes.actions.percent')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={fields.percent}
          error={problems.percent}
          onChange={(e) => set('percent', e.target.value)}
        />
      )}
      {NEEDS_PERCENT.includes(action) && (
        <div className={styles.cohort}>
          <label className={styles.check}>
            <input type="checkbox" checked={fields.agentsOnly} onChange={(e) => set('agentsOnly', e.target.checked)} />
            {t('opsRemotes.actions.agentsOnly')}
          </label>
          <TextField label={t('opsRemotes.actions.merchants')} value={fields.merchants} onChange={(e) => set('merchants', e.target.value)} />
          <TextField label={t('opsRemotes.actions.accounts')} value={fields.accounts} onChange={(e) => set('accounts', e.target.value)} />
        </div>
      )}
      {action === 'overrideLink' && (
        <TextField
          label={t('opsRemotes.actions.minutes')}
          type="number"
          inputMode="numeric"
          min={1}
          value={fields.minutes}
          error={problems.minutes}
          onChange={(e) => set('minutes', e.target.value)}
        />
      )}
      {NEEDS_REASON.includes(action) && (
        <TextField label={t('opsRemotes.actions.reason')} value={fields.reason} maxLength={300} error={problems.reason} onChange={(e) => set('reason', e.target.value)} />
      )}
      <Button type="submit" loading={sending}>
        {t('opsRemotes.actions.submit')}
      </Button>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <p className={styles.done} role="status">
        {done}
      </p>
      {link && (
        <div className={styles.link}>
          <TextField label={t('opsRemotes.actions.link')} value={linkUrl} readOnly data-testid="ops-override-url" hint={t('opsRemotes.actions.expires', { at: siteDate(link.expiresAt, 'dateTime') })} onFocus={(e) => e.target.select()} />
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? t('opsRemotes.actions.copied') : t('opsRemotes.actions.copy')}
          </Button>
        </div>
      )}
    </form>
  );
}
