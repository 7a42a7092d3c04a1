import { useState } from 'react';
import { isApiError } from '@portal/kernel';
import { Button, FormMessage, TextField, useForm } from '@portal/shared';
import { adminRemoteRollback, type RemoteRollout } from '@portal/shared/contracts';
import { opsCall } from './opsApi';
import styles from './OpsRemotes.module.css';
import { useShellTranslation } from '../../i18n';

const FIELDS = ['reason'] as const;

interface Props {
  rollout: RemoteRollout;
  actor: string;
  onChanged: () => void;
  onSignedOut: () => void;
}

/**
 * Roll back in one click, a reason optional: with a canary running it is dropped (everyone gets
 * stable), else stable goes back one build. No confirmation step: going back is the safe direction.
 */
export function RollbackForm({ rollout, actor, onChanged, onSignedOut }: Props) {
  const { t } = useShellTranslation();
  const [reason, setReason] = useState('');
  const form = useForm(FIELDS);
  const { remote, stable, canary } = rollout;
  const submit = form.handleSubmit(
    () => ({}),
    async () => {
      try {
        await opsCall(adminRemoteRollback, { remote, actor, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      } catch (error) {
        if (isApiError(error) && error.status === 401) onSignedOut();
        throw error;
      }
      setReason('');
      onChanged();
      return t('opsRemotes.actions.done', { remote, action: t('opsRemotes.actions.rollback') });
    },
  );
  return (
    <form className={styles.actions} onSubmit={(event) => void submit(event)} noValidate aria-label={t('opsRemotes.rollback.title', { remote })}>
      <h3 className={styles.subTitle}>{t('opsRemotes.rollback.title', { remote })}</h3>
      <p className={styles.muted}>{canary ? t('opsRemotes.rollback.dropsCanary', { version: canary.version, stable: stable.version }) : t('opsRemotes.rollback.stepsBack', { version: stable.version })}</p>
      <TextField label={t('opsRemotes.rollback.reason')} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      <Button type="submit" variant="secondary" loading={form.sending}>
        {t('opsRemotes.rollback.submit')}
      </Button>
      <FormMessage message={form.formError} />
      <FormMessage message={form.done} tone="success" />
    </form>
  );
}
