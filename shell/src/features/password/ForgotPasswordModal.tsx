import { useState } from 'react';
import { http, sendCommand, useNavigate } from '@portal/kernel';
import { Button, checkField, checkMobileNumber, checkVerificationCode, ConfirmDialog, familyRule, type FieldRule, type FieldRules, Modal, TextField } from '@portal/shared';
import { forgotPasswordByEmail, forgotPasswordByMobile, login, sendNoLoginSms } from '@portal/shared/contracts';
import { useWhitelabel } from '../boot';
import { openSession } from '../session';
import { COUNTRY_DIALING_CODE, FormAlert, RulesGate, SendCodeButton, useAccountForm, useRegisterRules } from '../accountForms';
import { homeOf } from '../../app/paths';
import styles from './Password.module.css';
import { useShellTranslation } from '../../i18n';

/** A rule the form needs whatever the registration form does with the field: shown and required. */
const needed = (rule: FieldRule | undefined, fallback: FieldRule): FieldRule => ({ ...(rule ?? fallback), enabled: true, required: true });

/**
 * Forgot password of spec §2, §4: by mobile (SMS code and a new password, then an automatic login)
 * when the site has MOBILENUMPASSREG3 on, by e-mail (a temporary password is sent) otherwise.
 */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useShellTranslation();
  const byMobile = useWhitelabel('MOBILENUMPASSREG3');
  // The password and mobile-number rules (session-storage copy first, spec §5).
  const rules = useRegisterRules();
  return (
    <Modal open title={t('password.forgot.title')} onClose={onClose}>
      <RulesGate state={rules}>
        {(loaded) => (byMobile ? <ByMobile rules={loaded} onClose={onClose} /> : <ByEmail rules={loaded} onClose={onClose} />)}
      </RulesGate>
      <p className={styles.switch}>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            onClose();
            sendCommand({ type: 'openModal', modal: 'login' });
          }}
        >
          {t('password.forgot.toLogin')}
        </button>
      </p>
    </Modal>
  );
}

const EMAIL_FIELDS = ['username', 'email'] as const;
type EmailField = (typeof EMAIL_FIELDS)[number];

function ByEmail({ rules, onClose }: { rules: FieldRules; onClose: () => void }) {
  const { t } = useShellTranslation();
  const [values, setValues] = useState<Record<EmailField, string>>({ username: '', email: '' });
  const form = useAccountForm(EMAIL_FIELDS);
  const [sent, setSent] = useState(false);
  const username = values.username.trim();
  const email = values.email.trim();

  const submit = form.handleSubmit(
    () => ({
      username: checkField(needed(rules.username, familyRule('LETTER_FIRST_ALNUM')), username),
      email: checkField(needed(rules.email, familyRule('EMAIL')), email),
    }),
    async () => {
      // A temporary password goes to the member's e-mail.
      await http.call(forgotPasswordByEmail, { username, email });
      setSent(true);
    },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('password.forgot.emailIntro')}</p>
      <TextField
        label={t('password.forgot.username')}
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={(e) => setValues((current) => ({ ...current, username: e.target.value }))}
        error={form.errors.username}
      />
      <TextField
        label={t('password.forgot.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => setValues((current) => ({ ...current, email: e.target.value }))}
        error={form.errors.email}
      />
      <FormAlert problem={form.formError} />
      <Button type="submit" variant="primary" loading={form.sending}>
        {t('password.forgot.send')}
      </Button>
      <ConfirmDialog open={sent} title={t('password.forgot.sentTitle')} message={t('password.forgot.sent')} onConfirm={onClose} />
    </form>
  );
}

const MOBILE_FIELDS = ['mobileNum', 'verificationCode', 'newPassword'] as const;
type MobileField = (typeof MOBILE_FIELDS)[number];

function ByMobile({ rules, onClose }: { rules: FieldRules; onClose: () => void }) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<MobileField, string>>({ mobileNum: '', verificationCode: '', newPassword: '' });
  const form = useAccountForm(MOBILE_FIELDS, {
    byCode: {
      'verification.invalid': 'verificationCode',
      'verification.expired': 'verificationCode',
      'verification.missing': 'verificationCode',
      'phone.invalid': 'mobileNum',
      'password.same': 'newPassword',
    },
    rename: { password: 'newPassword' },
  });
  const [resetOnly, setResetOnly] = useState(false);
  const passwordRule = needed(rules.password, familyRule('NO_SPACES', { minLength: 6, maxLength: 20 }));
  const mobileNum = values.mobileNum.trim();

  const set = (field: MobileField) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  /** The send-code button's check: only the number, its message under it; the message above the form goes. */
  function checkNumber(): boolean {
    const problem = checkMobileNumber(mobileNum, rules.mobileNum);
    form.setIssue('mobileNum', problem);
    form.setFormError(null);
    return !problem;
  }

  const submit = form.handleSubmit(
    () => ({
      mobileNum: checkMobileNumber(mobileNum, rules.mobileNum),
      verificationCode: checkVerificationCode(values.verificationCode),
      newPassword: checkField(passwordRule, values.newPassword),
    }),
    async () => {
      // Answers the account the phone belongs to, which the automatic login then uses.
      const { account } = await http.call(forgotPasswordByMobile, {
        mobileNum,
        countryDialingCode: COUNTRY_DIALING_CODE,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
      });
      // Spec §4: the member is logged in with the new password and goes home.
      try {
        const session = openSession(await http.call(login, { type: 'username', username: account, password: values.newPassword }));
        onClose();
        navigate(homeOf(session));
      } catch {
        // The password is changed; only the automatic login did not go through.
        setResetOnly(true);
      }
    },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('password.forgot.mobileIntro')}</p>
      <TextField
        label={t('accountForms.mobileNumber')}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t('accountForms.dialingCode', { code: COUNTRY_DIALING_CODE })}
        value={values.mobileNum}
        onChange={set('mobileNum')}
        error={form.errors.mobileNum}
      />
      <TextField
        label={t('accountForms.smsCode')}
        name="verificationCode"
        autoComplete="one-time-code"
        value={values.verificationCode}
        onChange={set('verificationCode')}
        error={form.errors.verificationCode}
        trailing={<SendCodeButton validate={checkNumber} send={(botCheck) => http.call(sendNoLoginSms, { mobileNum, countryDialingCode: COUNTRY_DIALING_CODE, purpose: 'forgot', botCheck })} />}
      />
      <TextField
        label={t('password.forgot.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
        error={form.errors.newPassword}
      />
      <FormAlert problem={form.formError} />
      <Button type="submit" variant="primary" loading={form.sending}>
        {t('password.forgot.reset')}
      </Button>
      <ConfirmDialog
        open={resetOnly}
        title={t('password.forgot.resetTitle')}
        message={t('password.forgot.resetLogin')}
        onConfirm={() => {
          onClose();
          sendCommand({ type: 'openModal', modal: 'login' });
        }}
      />
    </form>
  );
}
