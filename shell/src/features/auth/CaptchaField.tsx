import { TextField } from '@portal/shared';
import type { Captcha } from './useCaptcha';
import styles from './AuthForm.module.css';
import { useShellTranslation } from '../../i18n';

interface Props {
  captcha: Captcha;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The code input with its image beside it; clicking the image draws a new one (at most once a second). */
export function CaptchaField({ captcha, value, onChange, error }: Props) {
  const { t } = useShellTranslation();
  return (
    <TextField
      label={t('login.captcha')}
      name="captcha"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      trailing={
        <button type="button" className={styles.captchaImage} onClick={captcha.refresh} aria-label={t('login.refreshCaptcha')}>
          {captcha.image ? <img src={captcha.image} alt={t('login.captchaImage')} /> : <span aria-hidden="true">…</span>}
        </button>
      }
    />
  );
}
