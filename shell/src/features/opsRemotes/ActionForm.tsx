import { useId, useState } from 'react';
import { isApiError } from '@portal/kernel';
import { Button, FormMessage, TextField, useForm, useSiteDate } from '@portal/shared';
import {
  adminRemoteCanary,
  adminRemoteOverrideLink,
  adminRemotePromote,
  adminRemoteSet,
  adminRemoteWiden,
  type CanaryCohort,
  type OverrideLink,
  type RemoteRollout,
} from '@portal/shared/contracts';
import { opsCall } from './opsApi';
import styles from './OpsRemotes.module.css';
import { useShellTranslation } from '../../i18n';

const ACTIONS = ['set', 'canary', 'widen', 'promote', 'overrideLink'] as const;
type Action = (typeof ACTIONS)[number];

const NEEDS_VERSION: readonly Action[] = ['set', 'canary', 'overrideLink'];
const NEEDS_PERCENT: readonly Action[] = ['canary', 'widen'];
/** An override link records no reason (the contract's body has none): the others all ask why. */
const NEEDS_REASON: readonly Action[] = ['set', 'canary', 'widen', 'promote'];
/** What changes what every visitor (or a share of them) loads: confirmed, from → to and the share, before it is sent. */
const NEEDS_CONFIRM: readonly Action[] = ['set', 'canary', 'widen', 'promote'];

const FIELDS = ['version', 'percent', 'minutes', 'reason'] as const;
type Field = (typeof FIELDS)[number];

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
  rollout: RemoteRollout;
  actor: string;
  onChanged: () => void;
  onSignedOut: () => void;
}

/**
 * The changes to one remote. Set, canary, widen and promote first show what will happen (from which
 * build to which, for what share of visitors) and are sent only when confirmed; the API may still
 * refuse (a build it cannot load, a role the operator lacks), and its reasons are shown as they come.
 */
export function ActionForm({ rollout, actor, onChanged, onSignedOut }: Props) {
  const { t } = useShellTranslation();
  const siteDate = useSiteDate();
  const selectId = useId();
  const { remote, stable, canary } = rollout;
  const [action, setAction] = useState<Action>('set');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const [link, setLink] = useState<OverrideLink | null>(null);
  const [copied, setCopied] = useState(false);
  const form = useForm(FIELDS);

  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setConfirming(false);
    if ((FIELDS as readonly string[]).includes(name)) form.clear(name as Field);
  };
  const required = t('opsRemotes.actions.required');
  const version = fields.version.trim();
  const percent = Number(fields.percent);

  const problems = () => ({
    version: NEEDS_VERSION.includes(action) && !version ? required : undefined,
    percent: NEEDS_PERCENT.includes(action) && !whole(fields.percent, 0, 100) ? required : undefined,
    minutes: action === 'overrideLink' && !whole(fields.minutes, 1, 7 * 24 * 60) ? required : undefined,
    reason: NEEDS_REASON.includes(action) && !fields.reason.trim() ? required : undefined,
  });

  /** The change in words: from → to and the share of visitors it reaches. */
  const summary = (): string => {
    switch (action) {
      case 'set':
        return t('opsRemotes.confirm.set', { remote, from: stable.version, to: version });
      case 'canary':
        return t('opsRemotes.confirm.canary', { remote, from: stable.version, to: version, percent });
      case 'widen':
        return t('opsRemotes.confirm.widen', { remote, version: canary?.version ?? '—', from: canary?.percent ?? 0, to: percent });
      case 'promote':
        return t('opsRemotes.confirm.promote', { remote, from: stable.version, to: canary?.version ?? '—' });
      default:
        return '';
    }
  };

  const call = () => {
    const why = { remote, actor, reason: fields.reason.trim() };
    const cohort = cohortOf(fields);
    switch (action) {
      case 'set':
        return opsCall(adminRemoteSet, { ...why, version });
      case 'canary':
        return opsCall(adminRemoteCanary, { ...why, version, percent, ...(cohort ? { cohort } : {}) });
      case 'widen':
        return opsCall(adminRemoteWiden, { ...why, percent, ...(cohort ? { cohort } : {}) });
      case 'promote':
        return opsCall(adminRemotePromote, why);
      case 'overrideLink':
        return opsCall(adminRemoteOverrideLink, { remote, actor, version, minutes: Number(fields.minutes) });
    }
  };

  const apply = form.handleSubmit(problems, async () => {
    setLink(null);
    setCopied(false);
    if (NEEDS_CONFIRM.includes(action) && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    let answer;
    try {
      answer = await call();
    } catch (error) {
      if (isApiError(error) && error.status === 401) onSignedOut();
      throw error;
    }
    if (action === 'overrideLink') setLink(answer as OverrideLink);
    else {
      setFields((current) => ({ ...EMPTY, minutes: current.minutes }));
      onChanged();
    }
    return t('opsRemotes.actions.done', { remote, action: t(`opsRemotes.actions.${action}`) });
  });

  // The API answers a path or a full URL; the person copies a full one.
  const linkUrl = link ? new URL(link.url, window.location.origin).toString() : '';
  const copy = async () => {
    await navigator.clipboard?.writeText(linkUrl).then(() => setCopied(true), () => undefined);
  };

  return (
    <form className={styles.actions} onSubmit={(event) => void apply(event)} noValidate aria-label={t('opsRemotes.actions.title', { remote })}>
      <h3 className={styles.subTitle}>{t('opsRemotes.actions.title', { remote })}</h3>
      <div className={styles.field}>
        <label htmlFor={selectId}>{t('opsRemotes.actions.action')}</label>
        <select
          id={selectId}
          className={styles.select}
          value={action}
          onChange={(event) => {
            setAction(event.target.value as Action);
            setConfirming(false);
            form.setErrors({});
          }}
        >
          {ACTIONS.map((name) => (
            <option key={name} value={name} disabled={(name === 'widen' || name === 'promote') && !canary}>
              {t(`opsRemotes.actions.${name}`)}
            </option>
          ))}
        </select>
      </div>
      {NEEDS_VERSION.includes(action) && (
        <TextField label={t('opsRemotes.actions.version')} value={fields.version} maxLength={64} error={form.errors.version} onChange={(e) => set('version', e.target.value)} />
      )}
      {NEEDS_PERCENT.includes(action) && (
        <TextField
          label={t('opsRemotes.actions.percent')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={fields.percent}
          error={form.errors.percent}
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
          error={form.errors.minutes}
          onChange={(e) => set('minutes', e.target.value)}
        />
      )}
      {NEEDS_REASON.includes(action) && (
        <TextField label={t('opsRemotes.actions.reason')} value={fields.reason} maxLength={300} error={form.errors.reason} onChange={(e) => set('reason', e.target.value)} />
      )}
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label={t('opsRemotes.confirm.title')} data-testid="ops-confirm">
          <p>
            <strong>{t('opsRemotes.confirm.title')}</strong> {summary()}
          </p>
          <div className={styles.toolbarButtons}>
            <Button type="submit" loading={form.sending}>
              {t('opsRemotes.confirm.apply')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('opsRemotes.confirm.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" loading={form.sending}>
          {t('opsRemotes.actions.submit')}
        </Button>
      )}
      <FormMessage message={form.formError} />
      <FormMessage message={form.done} tone="success" />
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
