import { useState, type ReactNode } from 'react';
import { ApiError, http } from '@portal/kernel';
import { Button, checkMobileNumber, checkVerificationCode, TextField } from '@portal/shared';
import { login, sendNoLoginSms, type LoginScope, type LoginValue, type LoginVerifyRequired } from '@portal/shared/contracts';
import { COUNTRY_DIALING_CODE, FormAlert, SendCodeButton, useAccountForm, useRegisterRules } from '../accountForms';
import { rememberedLogin } from './rememberLogin';
import type { LoginWay } from './useFinishLogin';
import styles from './AuthForm.module.css';
import { useShellTranslation } from '../../i18n';

const FIELDS = ['mobileNum', 'code'] as const;

interface Props {
  onLoggedIn: (value: LoginValue, way: LoginWay) => Promise<void>;
  onVerify: (required: LoginVerifyRequired, way: LoginWay) => void;
  /** `agent`: the agent landing page's login; the server refuses non-agents. */
  scope?: LoginScope;
  options?: ReactNode;
  /** A submit starts: messages of an earlier attempt go. */
  onAttempt?: () => void;
}

/** SMS login (MOBILEVERCODELOGIN3): a valid mobile number and the code sent to it (spec §4, §5). */
export function SmsLoginForm({ onLoggedIn, onVerify, scope, options, onAttempt }: Props) {
  const { t } = useShellTranslation();
  const [mobileNum, setMobileNum] = useState(rememberedLogin()?.mobileNum ?? '');
  const [code, setCode] = useState('');
  const form = useAccountForm(FIELDS, {
    byCode: { 'verification.invalid': 'code', 'verification.expired': 'code', 'verification.missing': 'code', 'phone.invalid': 'mobileNum' },
    rename: { verificationCode: 'code' },
  });
  // The number is checked by the server's mobileNum rule when it is at hand; digits alone otherwise.
  const mobileRule = useRegisterRules().data?.mobileNum;

  /** The send-code button's check: only the number, its message under it; the message above the form goes. */
  const checkNumber = () => {
    const problem = checkMobileNumber(mobileNum, mobileRule);
    form.setIssue('mobileNum', problem);
    form.setFormError(null);
    return !problem;
  };

  const submit = form.handleSubmit(
    () => {
      onAttempt?.();
      return { mobileNum: checkMobileNumber(mobileNum, mobileRule), code: checkVerificationCode(code) };
    },
    async () => {
      const way: LoginWay = { kind: 'sms', mobileNum: mobileNum.trim() };
      try {
        const value = await http.call(login, {
          type: 'sms',
          mobileNum: way.mobileNum,
          countryDialingCode: COUNTRY_DIALING_CODE,
          code: code.trim(),
          ...(scope === 'agent' ? { scope } : {}),
        });
        await onLoggedIn(value, way);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'login.verify.required') {
          onVerify(error.value as LoginVerifyRequired, way);
          return;
        }
        throw error;
      }
    },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('accountForms.mobileNumber')}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t('accountForms.dialingCode', { code: COUNTRY_DIALING_CODE })}
        value={mobileNum}
        onChange={(e) => setMobileNum(e.target.value)}
        error={form.errors.mobileNum}
      />
      <TextField
        label={t('accountForms.smsCode')}
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={form.errors.code}
        trailing={<SendCodeButton validate={checkNumber} send={(botCheck) => http.call(sendNoLoginSms, { mobileNum: mobileNum.trim(), countryDialingCode: COUNTRY_DIALING_CODE, purpose: 'login', botCheck })} />}
      />
      {options}
      <FormAlert problem={form.formError} />
      <Button type="submit" variant="primary" loading={form.sending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
