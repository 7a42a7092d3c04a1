import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, Modal, sendCommand, TextField } from '@portal/shared';
import { establishSession } from '../session';
import { paths } from '../../app/paths';
import { postLogin } from './loginApi';
import { CaptchaField } from './CaptchaField';
import { useCaptcha } from './useCaptcha';
import { rememberedLogin, rememberLogin } from './rememberLogin';
import styles from './AuthForm.module.css';

type Field = 'username' | 'password' | 'captcha';
type Errors = Partial<Record<Field | 'form', string>>;

export function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const remembered = rememberedLogin();
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState(remembered?.password ?? '');
  const [remember, setRemember] = useState(!!remembered);
  const [captchaText, setCaptchaText] = useState('');
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();

  function validate(): Errors {
    const found: Errors = {};
    if (!username.trim()) found.username = t('login.errors.required');
    if (!password.trim()) found.password = t('login.errors.required');
    if (needCaptcha && !captchaText.trim()) found.captcha = t('login.errors.captchaRequired');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const value = await postLogin({
        type: 'username',
        username: username.trim(),
        password: password.trim(),
        ...(needCaptcha ? { captcha: captchaText.trim(), captchaKey: captcha.key } : {}),
      });
      const session = await establishSession(value.token);
      rememberLogin(remember ? { username: username.trim(), password: password.trim() } : null);
      onClose();
      if (session.isAgent) navigate(paths.agentHome);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const askCaptcha = (apiError?.value as { needCaptcha?: boolean } | undefined)?.needCaptcha === true;
      if (askCaptcha) {
        if (!needCaptcha) setNeedCaptcha(true);
        captcha.refresh();
        setCaptchaText('');
      }
      const field = apiError?.field as Field | undefined;
      setErrors(field && field !== 'username' && field !== 'password' ? { [field]: apiError?.message } : { form: apiError?.message ?? t('login.errors.failed') });
    } finally {
      setBusy(false);
    }
  }

  const openInstead = (modal: 'register') => {
    onClose();
    sendCommand({ type: 'openModal', modal });
  };

  return (
    <Modal open title={t('login.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={errors.username}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        {needCaptcha && <CaptchaField captcha={captcha} value={captchaText} onChange={setCaptchaText} error={errors.captcha} />}
        <div className={styles.row}>
          <label className={styles.check}>
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {t('login.remember')}
          </label>
        </div>
        {errors.form && (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" variant="primary" loading={busy}>
          {t('login.submit')}
        </Button>
        <p className={styles.switch}>
          {t('login.noAccount')}{' '}
          <button type="button" className={styles.link} onClick={() => openInstead('register')}>
            {t('login.toRegister')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
