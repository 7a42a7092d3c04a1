import { useRef, useState } from 'react';
import { http } from '@portal/kernel';
import { Button, checkMobileNumber, checkVerificationCode, formatIssue, FormMessage, Modal, serverProblem, SMS_ALTERNATE_COUNTDOWN_S, SMS_REQUEST_THROTTLE_MS, smsCountdownSeconds, TextField, useCountdown, useForm } from '@portal/shared';
import { bindEmail, bindMobile, sendBindEmail, sendBindSms, type CodeSent, type MemberProfile } from '@portal/shared/contracts';
import { FormActions } from '../../forms';
import { useCommonTranslation, useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import styles from './SecurityCenter.module.css';

/** The site serves Myanmar: the dialing code is fixed and shown beside the number, as in the shell's forms. */
export const COUNTRY_DIALING_CODE = '95';

export type BindKind = 'mobile' | 'email';
type Field = 'mobileNum' | 'email' | 'verificationCode';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 100;
/**
 * Refusals about the code that name no field (or another name for it) still belong under the code; a
 * refused number under the number (when this dialog shows one).
 */
const BY_CODE = {
  'verification.invalid': 'verificationCode',
  'verification.expired': 'verificationCode',
  'verification.missing': 'verificationCode',
  'phone.invalid': 'mobileNum',
} as const satisfies Record<string, Field>;

/**
 * Binds a mobile number or an e-mail address (or replaces the bound one): the address, a code sent to
 * it (the button counts down expiredMinutes × 60 s), then Bind. The answer is the new profile.
 */
export function BindDialog({ kind, replacing, onClose, onBound }: { kind: BindKind; replacing: boolean; onClose: () => void; onBound: (profile: MemberProfile) => void }) {
  const { t } = useMemberTranslation();
  const { t: tc } = useCommonTranslation();
  const target: Field = kind === 'mobile' ? 'mobileNum' : 'email';
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const fields: readonly Field[] = [target, 'verificationCode'];
  const sorting = { byCode: BY_CODE, fallback: tc('failed') };
  const form = useForm(fields, sorting);
  const { errors, setErrors, setFormError } = form;
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const [sendingCode, setSendingCode] = useState(false);
  const { remaining, start } = useCountdown();
  const lastSend = useRef(0);

  const addressProblem = (): string | undefined => {
    const value = address.trim();
    if (kind === 'mobile') return formatIssue(checkMobileNumber(value));
    if (!value) return t('security.bind.emailRequired');
    if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return t('security.bind.emailFormat');
    return undefined;
  };

  const sendCode = async () => {
    if (sendingCode || remaining > 0 || Date.now() - lastSend.current < SMS_REQUEST_THROTTLE_MS) return;
    setFormError(null);
    const problem = addressProblem();
    setErrors((previous) => ({ ...previous, [target]: problem }));
    if (problem) return;
    lastSend.current = Date.now();
    setSendingCode(true);
    try {
      const value = address.trim();
      const answer: CodeSent | null =
        kind === 'mobile' ? await http.call(sendBindSms, { mobileNum: value, countryDialingCode: COUNTRY_DIALING_CODE }) : await http.call(sendBindEmail, { email: value });
      const minutes = answer?.expiredMinutes;
      const valid = typeof minutes === 'number' && minutes > 0;
      start(valid ? smsCountdownSeconds(minutes) : SMS_ALTERNATE_COUNTDOWN_S);
      setSentMinutes(valid ? minutes : null);
    } catch (error) {
      const problem = serverProblem(error, fields, sorting.fallback, sorting);
      setErrors((previous) => ({ ...previous, ...problem.fields }));
      setFormError(problem.form);
    } finally {
      setSendingCode(false);
    }
  };

  const submit = form.handleSubmit(
    () => ({ [target]: addressProblem(), verificationCode: formatIssue(checkVerificationCode(code)) }),
    async () => {
      const value = address.trim();
      const verificationCode = code.trim();
      const profile =
        kind === 'mobile'
          ? await http.call(bindMobile, { mobileNum: value, countryDialingCode: COUNTRY_DIALING_CODE, verificationCode })
          : await http.call(bindEmail, { email: value, verificationCode });
      onBound(profile);
    },
  );

  const title = t(`security.bind.${kind}.${replacing ? 'change' : 'bind'}`);
  return (
    <Modal open title={title} onClose={form.sending ? () => undefined : onClose} size="sm">
      <form className={styles.bindForm} onSubmit={submit} noValidate data-testid={`bind-${kind}-dialog`}>
        {kind === 'mobile' ? (
          <TextField
            label={t('security.bind.mobileNum')}
            name="mobileNum"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
            hint={t('security.bind.dialingCode', { code: COUNTRY_DIALING_CODE })}
            value={address}
            onChange={(e) => {
              setAddress(e.target.value);
              form.clear('mobileNum');
            }}
            error={errors.mobileNum}
          />
        ) : (
          <TextField
            label={t('security.bind.emailAddress')}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={address}
            onChange={(e) => {
              setAddress(e.target.value);
              form.clear('email');
            }}
            error={errors.email}
          />
        )}
        <TextField
          label={t('security.bind.code')}
          name="verificationCode"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            form.clear('verificationCode');
          }}
          error={errors.verificationCode}
          trailing={
            <Button variant="secondary" className={styles.sendCode} onClick={sendCode} loading={sendingCode} disabled={remaining > 0} data-testid={`bind-${kind}-send`}>
              {remaining > 0 ? t('security.bind.resendIn', { seconds: remaining }) : t('security.bind.sendCode')}
            </Button>
          }
        />
        {sentMinutes !== null && remaining > 0 && (
          <p className={layoutStyles.note} role="status" data-testid={`bind-${kind}-sent`}>
            {t(kind === 'mobile' ? 'security.bind.smsSent' : 'security.bind.emailSent', { minutes: sentMinutes })}
          </p>
        )}
        <FormMessage message={form.formError} testId={`bind-${kind}-error`} />
        <FormActions label={t('security.bind.submit')} sending={form.sending} onCancel={onClose} cancelLabel={t('security.bind.cancel')} />
      </form>
    </Modal>
  );
}
