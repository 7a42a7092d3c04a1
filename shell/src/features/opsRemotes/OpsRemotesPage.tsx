import { useEffect, useState, type FormEvent } from 'react';
import { Button, ErrorState, isApiError, Skeleton, TextField, useQuery, useTranslation } from '@portal/shared';
import { adminRemotes } from '@portal/shared/contracts';
import { opsCall } from './opsApi';
import { opsSession } from './opsSession';
import { RemoteCard } from './RemoteCard';
import './i18n';
import styles from './OpsRemotes.module.css';

/** 401 (no token) and 403 (a wrong one): the page asks for the token again. */
const refused = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 403);

function TokenForm({ onToken, wasRefused }: { onToken: (token: string) => void; wasRefused: boolean }) {
  const { t } = useTranslation('shell');
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onToken(value.trim());
  };
  return (
    <form className={styles.tokenForm} onSubmit={submit}>
      <TextField
        label={t('opsRemotes.token.label')}
        type="password"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        hint={t('opsRemotes.token.hint')}
        error={wasRefused ? t('opsRemotes.token.refused') : null}
      />
      <Button type="submit">{t('opsRemotes.token.submit')}</Button>
    </form>
  );
}

/**
 * The ops page of remote delivery (issue 18): each remote's stable and canary builds, the last hour's
 * loads and failure rate per version, the history, and the set / canary / widen / promote / roll back /
 * override-link actions. Behind the admin token, asked here and kept for this tab only.
 */
export function OpsRemotesPage() {
  const { t } = useTranslation('shell');
  const [token, setToken] = useState(opsSession.token);
  const [actor, setActor] = useState(opsSession.actor);
  const [wasRefused, setWasRefused] = useState(false);
  const overview = useQuery((signal) => opsCall(adminRemotes, token, undefined, signal), [token], { enabled: !!token });

  const enterToken = (next: string) => {
    opsSession.setToken(next);
    setWasRefused(false);
    // The same token again (after a refusal): ask again, the query's deps did not change.
    if (next === token) overview.retry();
    else setToken(next);
  };
  const forget = (becauseRefused = false) => {
    opsSession.setToken('');
    setWasRefused(becauseRefused);
    setToken('');
  };
  const changeActor = (next: string) => {
    opsSession.setActor(next);
    setActor(next);
  };

  const tokenRefused = overview.status === 'failed' && refused(overview.cause);
  // A refused token is not kept for the next visit of the page.
  useEffect(() => {
    if (tokenRefused) opsSession.setToken('');
  }, [tokenRefused]);
  let body;
  if (!token || tokenRefused) {
    body = <TokenForm onToken={enterToken} wasRefused={wasRefused || tokenRefused} />;
  } else if (overview.status === 'failed' && !overview.data) {
    body = <ErrorState message={overview.error ?? t('opsRemotes.failed')} onRetry={overview.retry} />;
  } else if (!overview.data) {
    body = (
      <div aria-busy="true" aria-label={t('opsRemotes.loading')}>
        <Skeleton lines={6} />
      </div>
    );
  } else {
    body = (
      <>
        <div className={styles.toolbar}>
          <TextField
            className={styles.actor}
            label={t('opsRemotes.actor.label')}
            value={actor}
            maxLength={64}
            autoComplete="name"
            onChange={(event) => changeActor(event.target.value)}
          />
          <div className={styles.toolbarButtons}>
            <Button variant="secondary" onClick={overview.retry} loading={overview.loading}>
              {t('opsRemotes.refresh')}
            </Button>
            <Button variant="ghost" onClick={() => forget()}>
              {t('opsRemotes.token.forget')}
            </Button>
          </div>
        </div>
        {overview.data.map((remote) => (
          <RemoteCard key={remote.remote} overview={remote} token={token} actor={actor} onChanged={overview.retry} onRefused={() => forget(true)} />
        ))}
      </>
    );
  }

  return (
    <main className={styles.page} data-testid="ops-remotes-page">
      <h1 className={styles.title}>{t('opsRemotes.title')}</h1>
      <p className={styles.lead}>{t('opsRemotes.lead')}</p>
      {body}
    </main>
  );
}
