import { useState } from 'react';
import { http } from '@portal/kernel';
import { checkRequired, checkVerificationCode, formatIssue, FormMessage, Modal, TextField, useForm } from '@portal/shared';
import { authenticatorUnbind } from '@portal/shared/contracts';
import { FormActions } from '../../forms';
import { useCommonTranslation, useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import styles from './Authenticator.module.css';

type Proof = 'code' | 'password';
const PROOFS: readonly Proof[] = ['code', 'password'];
const BY_CODE = {
  'verification.invalid': 'code',
  'authenticator.code.used': 'code',
  'authenticator.proof.required': 'code',
  'authenticator.password.wrong': 'password',
} as const satisfies Record<string, Proof>;

/** Unbinds the authenticator app after a proof: a current code of it (or a recovery code), or the login password. */
export function AuthenticatorUnbindDialog({ onClose, onUnbound }: { onClose: () => void; onUnbound: () => void }) {
  const { t } = useMemberTranslation();
  const { t: tc } = useCommonTranslation();
  const [proof, setProof] = useState<Proof>('code');
  const [value, setValue] = useState('');
  const form = useForm(PROOFS, { byCode: BY_CODE, fallback: tc('failed') });

  const choose = (next: Proof) => {
    setProof(next);
    setValue('');
    form.clear('code', 'password');
    form.setFormError(null);
  };

  const submit = form.handleSubmit(
    () => ({ [proof]: formatIssue(proof === 'code' ? checkVerificationCode(value) : checkRequired(value)) }),
    async () => {
      await http.call(authenticatorUnbind, proof === 'code' ? { code: value.trim() } : { password: value });
      onUnbound();
    },
  );

  return (
    <Modal open title={t('security.authenticator.unbindTitle')} onClose={form.sending ? () => undefined : onClose} size="sm">
      <form className={layoutStyles.stack} onSubmit={submit} noValidate data-testid="authenticator-unbind-dialog">
        <p className={layoutStyles.note}>{t('security.authenticator.unbindLead')}</p>
        <fieldset className={styles.choices}>
          <legend>{t('security.authenticator.proof')}</legend>
          {PROOFS.map((option) => (
            <label key={option} className={styles.choice}>
              <input type="radio" name="authenticatorProof" value={option} checked={proof === option} onChange={() => choose(option)} />
              {t(`security.authenticator.proofs.${option}`)}
            </label>
          ))}
        </fieldset>
        {proof === 'code' ? (
          <TextField
            key="code"
            label={t('security.authenticator.codeOrRecovery')}
            name="code"
            autoComplete="one-time-code"
            maxLength={16}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              form.clear('code');
            }}
            error={form.errors.code}
          />
        ) : (
          <TextField
            key="password"
            label={t('security.authenticator.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={64}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              form.clear('password');
            }}
            error={form.errors.password}
          />
        )}
        <FormMessage message={form.formError} testId="authenticator-unbind-error" />
        <FormActions label={t('security.authenticator.unbind')} sending={form.sending} onCancel={onClose} cancelLabel={t('security.bind.cancel')} />
      </form>
    </Modal>
  );
}
