import { useState, type ReactNode } from 'react';
import { ApiError, http } from '@portal/kernel';
import { Button, checkCaptcha, checkRequired, TextField } from '@portal/shared';
import { login, type LoginScope, type LoginValue, type LoginVerifyRequired } from '@portal/shared/contracts';
import { BotCheckStatus, FormAlert, proofForCall, refusalOf, useAccountForm, useBotCheck } from '../accountForms';
import { CaptchaField } from './CaptchaField';
import { useCaptcha } from './useCaptcha';
import { rememberedLogin } from './rememberLogin';
import type { LoginWay } from './useFinishLogin';
import styles from './AuthForm.module.css';
import { useShellTranslation } from '../../i18n';

const FIELDS = ['username', 'password', 'captcha'] as const;
type Field = (typeof FIELDS)[number];

/** The server wants the captcha from now on (after failed logins). */
const asksCaptcha = (error: unknown) => error instanceof ApiError && (error.value as { needCaptcha?: boolean } | undefined)?.needCaptcha === true;

interface Props {
  /** The login went through (or needs its second factor): the modal takes over. */
  onLoggedIn: (value: LoginValue, way: LoginWay) => Promise<void>;
  onVerify: (required: LoginVerifyRequired, way: LoginWay) => void;
  /** `agent`: the agent landing page's login; the server refuses non-agents. */
  scope?: LoginScope;
  /** Shown above the submit button (the remember-password box). */
  options?: ReactNode;
  /** A submit starts: messages of an earlier attempt go. */
  onAttempt?: () => void;
}

/** Username and password (trimmed, both required); the captcha appears when the server asks for it. */
export function UsernameLoginForm({ onLoggedIn, onVerify, scope, options, onAttempt }: Props) {
  const { t } = useShellTranslation();
  const remembered = rememberedLogin();
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState(remembered?.password ?? '');
  const [captchaText, setCaptchaText] = useState('');
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const form = useAccountForm(FIELDS);
  const captcha = useCaptcha();
  const botCheck = useBotCheck();

  const submit = form.handleSubmit(
    () => {
      onAttempt?.();
      return {
        username: checkRequired(username),
        password: checkRequired(password),
        captcha: needCaptcha ? checkCaptcha(captchaText) : null,
      };
    },
    async () => {
      const way: LoginWay = { kind: 'username', username: username.trim(), password: password.trim() };
      // After failures the server asks the bot check's proof with the captcha.
      const botCheckProof = needCaptcha ? await proofForCall(botCheck, 'login') : undefined;
      try {
        const value = await http.call(login, {
          type: 'username',
          username: way.username,
          password: way.password,
          ...(scope === 'agent' ? { scope } : {}),
          ...(needCaptcha ? { captcha: captchaText.trim(), captchaKey: captcha.key } : {}),
          ...(botCheckProof ? { botCheck: botCheckProof } : {}),
        });
        await onLoggedIn(value, way);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'login.verify.required') {
          onVerify(error.value as LoginVerifyRequired, way);
          return;
        }
        if (asksCaptcha(error) || needCaptcha) {
          // A captcha is single use: whatever happened, the next try needs a new one.
          if (asksCaptcha(error)) setNeedCaptcha(true);
          captcha.refresh();
          setCaptchaText('');
        }
        throw error;
      }
    },
    // A refusal never says which of username and password was wrong: only the captcha has a place of its own.
    (error) => refusalOf<Field>(asksCaptcha(error) || needCaptcha ? ['captcha'] : [], { byCode: { 'captcha.invalid': 'captcha' } })(error),
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={form.errors.username}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={form.errors.password}
      />
      {needCaptcha && <CaptchaField captcha={captcha} value={captchaText} onChange={setCaptchaText} error={form.errors.captcha} />}
      {options}
      {needCaptcha && <BotCheckStatus state={botCheck.state} />}
      <FormAlert problem={form.formError} />
      <Button type="submit" variant="primary" loading={form.sending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
