import { useState } from 'react';
import { http, isApiError } from '@portal/kernel';
import { Button, checkRequired, checkVerificationCode, TextField } from '@portal/shared';
import { loginVerify, loginVerifySend, type LoginValue, type LoginVerifyRequired, type SecondFactorMethod } from '@portal/shared/contracts';
import { FormAlert, SendCodeButton, useAccountForm } from '../accountForms';
import styles from './AuthForm.module.css';
import { useShellTranslation } from '../../i18n';

interface Props {
  required: LoginVerifyRequired;
  /** The second factor was accepted: the answer is a normal login. */
  onVerified: (value: LoginValue) => Promise<void>;
  onBack: () => void;
  /** The ticket is dead (used, expired, too many tries): the login has to start again. */
  onExpired: (message: string) => void;
}

const KNOWN: readonly SecondFactorMethod[] = ['authenticator', 'mobile', 'email', 'payeeName'];
/** Whatever the method, its one input is the answer: a refusal about the code lands under it. */
const FIELDS = ['answer'] as const;

/**
 * Two-factor verification of spec §4, for a login from an address the member never used: choose one of
 * the member's bound methods, have a code sent (mobile, e-mail), type the code of the authenticator app
 * (the "Google code": nothing is sent; a recovery code works too) or the bank account name, verify.
 */
export function TwoFactorStep({ required, onVerified, onBack, onExpired }: Props) {
  const { t } = useShellTranslation();
  const methods = required.methods.filter((method) => KNOWN.includes(method));
  const [method, setMethod] = useState<SecondFactorMethod>(methods[0] ?? 'mobile');
  const [answer, setAnswer] = useState('');
  const form = useAccountForm(FIELDS, {
    byCode: { 'verification.invalid': 'answer', 'verification.expired': 'answer', 'verification.missing': 'answer', 'authenticator.code.used': 'answer' },
  });
  const byCode = method !== 'payeeName';
  const sent = method === 'mobile' || method === 'email';

  function choose(next: SecondFactorMethod) {
    setMethod(next);
    setAnswer('');
    form.reset();
  }

  const submit = form.handleSubmit(
    () => ({ answer: byCode ? checkVerificationCode(answer) : checkRequired(answer) }),
    async () => {
      try {
        const value = await http.call(loginVerify, { ticket: required.ticket, method, answer: answer.trim() });
        await onVerified(value);
      } catch (error) {
        if (isApiError(error) && error.code === 'login.verify.expired') {
          onExpired(error.message);
          return;
        }
        throw error;
      }
    },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('twoFactor.intro')}</p>
      {methods.length > 1 && (
        <fieldset className={styles.choices}>
          <legend>{t('twoFactor.method')}</legend>
          {methods.map((option) => (
            <label key={option} className={styles.check}>
              <input type="radio" name="verifyMethod" value={option} checked={method === option} onChange={() => choose(option)} />
              {t(`twoFactor.methods.${option}`)}
            </label>
          ))}
        </fieldset>
      )}
      {sent ? (
        <TextField
          key={method}
          label={t('twoFactor.code')}
          name="verificationCode"
          autoComplete="one-time-code"
          hint={t(`twoFactor.sendTo.${method}`)}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          error={form.errors.answer}
          trailing={<SendCodeButton key={method} validate={() => true} send={() => http.call(loginVerifySend, { ticket: required.ticket, method: method as 'mobile' | 'email' })} />}
        />
      ) : method === 'authenticator' ? (
        <TextField
          key={method}
          label={t('twoFactor.authenticatorCode')}
          name="authenticatorCode"
          autoComplete="one-time-code"
          maxLength={16}
          hint={t('twoFactor.authenticatorHint')}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          error={form.errors.answer}
        />
      ) : (
        <TextField
          label={t('twoFactor.payeeName')}
          name="payeeName"
          autoComplete="off"
          hint={t('twoFactor.payeeNameHint')}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          error={form.errors.answer}
        />
      )}
      <FormAlert problem={form.formError} />
      <Button type="submit" variant="primary" loading={form.sending}>
        {t('twoFactor.submit')}
      </Button>
      <p className={styles.switch}>
        <button type="button" className={styles.link} onClick={onBack}>
          {t('twoFactor.back')}
        </button>
      </p>
    </form>
  );
}
