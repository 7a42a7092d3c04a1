import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, Modal, sendCommand, TextField } from '@portal/shared';
import { establishSession } from '../session';
import { paths } from '../../app/paths';
import { putRegister } from './registerApi';
import { useCaptcha } from './useCaptcha';
import { CaptchaField } from './CaptchaField';
import styles from './AuthForm.module.css';

type Field = 'username' | 'password' | 'confirmPassword' | 'captcha' | 'terms';
type Errors = Partial<Record<Field | 'form', string>>;

/** Codes a shared link carries: ?affiliateCode= for the agent, ?referralCode= for a friend. */
function codesFromUrl(search: string) {
  const query = new URLSearchParams(search);
  return {
    affiliateCode: query.get('affiliateCode') ?? query.get('code') ?? undefined,
    referralCode: query.get('referralCode') ?? undefined,
  };
}

export function RegisterModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [form, setForm] = useState({ username: '', password: '', confirmPassword: '', captcha: '' });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => captcha.refresh(), [captcha.refresh]);

  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  function validate(): Errors {
    const found: Errors = {};
    if (!terms) found.terms = t('register.errors.terms');
    for (const field of ['username', 'password', 'confirmPassword', 'captcha'] as const) {
      if (!form[field].trim()) found[field] = t('login.errors.required');
    }
    if (!found.confirmPassword && form.confirmPassword !== form.password) found.confirmPassword = t('register.errors.inconsistent');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const codes = codesFromUrl(window.location.search);
      const value = await putRegister({
        username: form.username.trim(),
        password: form.password,
        confirmPassword: form.confirmPassword,
        captcha: form.captcha.trim(),
        captchaKey: captcha.key,
        ...(codes.affiliateCode ? { affiliateCode: codes.affiliateCode } : {}),
        ...(codes.referralCode ? { referralCode: codes.referralCode } : {}),
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        domain: window.location.hostname,
        login: true,
      });
      await establishSession(value.token);
      onClose();
      navigate(paths.home);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const field = apiError?.field as Field | undefined;
      setErrors(field ? { [field]: apiError?.message } : { form: apiError?.message ?? t('login.errors.failed') });
      captcha.refresh();
      setForm((current) => ({ ...current, captcha: '' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={t('register.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={t('login.username')} name="username" autoComplete="username" value={form.username} onChange={set('username')} error={errors.username} />
        <TextField label={t('login.password')} name="password" type="password" autoComplete="new-password" value={form.password} onChange={set('password')} error={errors.password} />
        <TextField
          label={t('register.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <CaptchaField captcha={captcha} value={form.captcha} onChange={(captchaText) => setForm({ ...form, captcha: captchaText })} error={errors.captcha} />
        <label className={styles.check}>
          <input type="checkbox" name="terms" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
          {t('register.terms')}
        </label>
        {errors.terms && <p className={styles.error}>{errors.terms}</p>}
        {errors.form && (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" variant="primary" loading={busy}>
          {t('register.submit')}
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
      </form>
    </Modal>
  );
}
