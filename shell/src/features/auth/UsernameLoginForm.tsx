import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, http, useTranslation } from '@portal/kernel';
import { Button, checkCaptcha, checkRequired, formatIssue, TextField } from '@portal/shared';
import { login, type LoginScope, type LoginValue, type LoginVerifyRequired } from '@portal/shared/contracts';
import { BotCheckStatus, FormAlert, hasProblems, onlyProblems, problemsFromError, useBotCheck, type Problems } from '../accountForms';
import { CaptchaField } from './CaptchaField';
import { useCaptcha } from './useCaptcha';
import { rememberedLogin } from './rememberLogin';
import type { LoginWay } from './useFinishLogin';
import styles from './AuthForm.module.css';

type Field = 'username' | 'password' | 'captcha';

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
  const { t } = useTranslation('shell');
  const remembered = rememberedLogin();
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState(remembered?.password ?? '');
  const [captchaText, setCaptchaText] = useState('');
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const botCheck = useBotCheck();

  async function submit(event: FormEvent) {
    event.preventDefault();
    onAttempt?.();
    const found = onlyProblems<Field>({
      username: checkRequired(username),
      password: checkRequired(password),
      captcha: needCaptcha ? checkCaptcha(captchaText) : null,
    });
    setProblems(found);
    if (hasProblems(found)) return;
    const way: LoginWay = { kind: 'username', username: username.trim(), password: password.trim() };
    setBusy(true);
    let botCheckProof: string | undefined;
    if (needCaptcha) {
      // After failures the server asks the bot check's proof with the captcha (issue 19).
      try {
        botCheckProof = await botCheck.prove('login');
      } catch (error) {
        setProblems(error instanceof ApiError ? problemsFromError<Field>(error, []) : { form: { key: 'shell:accountForms.botCheck.failed' } });
        setBusy(false);
        return;
      }
    }
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
      const askCaptcha = error instanceof ApiError && (error.value as { needCaptcha?: boolean } | undefined)?.needCaptcha === true;
      if (askCaptcha || needCaptcha) {
        // A captcha is single use: whatever happened, the next try needs a new one.
        if (askCaptcha) setNeedCaptcha(true);
        captcha.refresh();
        setCaptchaText('');
      }
      const shown: Field[] = askCaptcha || needCaptcha ? ['captcha'] : [];
      setProblems(problemsFromError<Field>(error, shown, { byCode: { 'captcha.invalid': 'captcha' } }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={formatIssue(problems.username)}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={formatIssue(problems.password)}
      />
      {needCaptcha && <CaptchaField captcha={captcha} value={captchaText} onChange={setCaptchaText} error={formatIssue(problems.captcha)} />}
      {options}
      {needCaptcha && <BotCheckStatus state={botCheck.state} />}
      <FormAlert problem={problems.form} />
      <Button type="submit" variant="primary" loading={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
