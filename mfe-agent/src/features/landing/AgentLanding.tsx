import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, sendCommand, TextField, useSession } from '@portal/shared';
import { NS } from '../../i18n';
import { postAgentLogin } from './api';
import styles from './AgentLanding.module.css';

export function AgentLanding() {
  const { t } = useTranslation(NS);
  const session = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password.trim()) {
      setError(t('landing.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const value = await postAgentLogin(username.trim(), password.trim());
      // The shell owns the session: it checks the token, stores it and takes the agent in.
      sendCommand({ type: 'establishSession', token: value.token, redirect: '/agentHome' });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('landing.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={styles.landing}>
      <section className={styles.pitch}>
        <h1>{t('landing.title')}</h1>
        <p>{t('landing.lead')}</p>
        <ul>
          <li>{t('landing.point1')}</li>
          <li>{t('landing.point2')}</li>
          <li>{t('landing.point3')}</li>
        </ul>
        <Link to="/" className={styles.back}>
          {t('landing.backHome')}
        </Link>
      </section>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('landing.formTitle')}>
        <h2>{t('landing.formTitle')}</h2>
        {session.isAgent ? (
          <Link to="/agentHome" className={styles.enter}>
            {t('landing.enter')}
          </Link>
        ) : (
          <>
            <TextField label={t('landing.username')} name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
            <TextField
              label={t('landing.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
            <Button type="submit" variant="primary" loading={busy} block>
              {t('landing.submit')}
            </Button>
          </>
        )}
      </form>
    </main>
  );
}
