import { sendCommand } from '@portal/kernel';
import { Button, MINIMUM_AGE } from '@portal/shared';
import { BotCheckStatus, FormAlert, type AccountForm, type BotCheck } from '../accountForms';
import styles from './AuthForm.module.css';
import { useShellTranslation } from '../../i18n';

/**
 * The end of every form that makes an account (the register form, a one-click identity's sign-up): the
 * terms box, the bot check's state, the form's alert, the submit button, and the way to the login popup.
 */
export function TermsAndSubmit({
  terms,
  onTerms,
  form,
  botCheck,
  submit,
  onClose,
}: {
  terms: boolean;
  onTerms: (checked: boolean) => void;
  form: Pick<AccountForm<'terms'>, 'errors' | 'formError' | 'sending'>;
  botCheck: BotCheck;
  submit: string;
  onClose: () => void;
}) {
  const { t } = useShellTranslation();
  return (
    <>
      <div className={styles.terms}>
        <label className={styles.check}>
          <input type="checkbox" name="terms" checked={terms} onChange={(e) => onTerms(e.target.checked)} aria-invalid={form.errors.terms ? true : undefined} />
          {t('register.terms', { age: MINIMUM_AGE })}
        </label>
        {form.errors.terms && (
          <p className={styles.error} role="alert">
            {form.errors.terms}
          </p>
        )}
      </div>
      <BotCheckStatus state={botCheck.state} />
      <FormAlert problem={form.formError ?? (form.errors.terms ? { key: 'shell:register.errors.agreeTo', values: { terms: t('register.termsName') } } : null)} />
      <Button type="submit" variant="primary" loading={form.sending}>
        {submit}
      </Button>
      <p className={styles.switch}>
        {t('register.haveAccount')}{' '}
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            onClose();
            sendCommand({ type: 'openModal', modal: 'login' });
          }}
        >
          {t('register.toLogin')}
        </button>
      </p>
    </>
  );
}
