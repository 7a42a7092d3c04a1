import { isApiError } from '@portal/kernel';
import { Button, ErrorState, Skeleton, useQuery } from '@portal/shared';
import { adminRemotes, opsMe, opsSignOut } from '@portal/shared/contracts';
import { opsCall } from './opsApi';
import { RemoteCard } from './RemoteCard';
import { SignInForm } from './SignInForm';
import './i18n';
import styles from './OpsRemotes.module.css';
import { useShellTranslation } from '../../i18n';

/** 401: the operator's session ended (expired, signed out elsewhere); the page asks to sign in again. */
const signedOut = (error: unknown) => isApiError(error) && error.status === 401;

function Loading() {
  const { t } = useShellTranslation();
  return (
    <div aria-busy="true" aria-label={t('opsRemotes.loading')}>
      <Skeleton lines={6} />
    </div>
  );
}

/**
 * The ops page of remote delivery: each remote's stable and canary builds, the last hour's loads and
 * failure rate per version, the history, and the actions. Behind an operator's sign-in (the session is
 * an httpOnly cookie the page never sees); the API decides what the operator's roles allow and its
 * refusals are shown as they come.
 */
export function OpsRemotesPage() {
  const { t } = useShellTranslation();
  // Wrapped: "nobody signed in" (null) is an answer, not the absence of one.
  const me = useQuery(async (signal) => ({ operator: await opsCall(opsMe, undefined, signal) }), []);
  const operator = me.data?.operator ?? null;
  const forget = () => me.setData({ operator: null });
  const overview = useQuery((signal) => opsCall(adminRemotes, undefined, signal), [operator], { enabled: !!operator });

  const signOut = async () => {
    await opsCall(opsSignOut).catch(() => undefined);
    forget();
  };

  let body;
  if (me.status === 'failed' && !me.data) {
    body = <ErrorState message={me.error ?? t('opsRemotes.failed')} onRetry={me.retry} />;
  } else if (!me.data) {
    body = <Loading />;
  } else if (!operator || (overview.status === 'failed' && signedOut(overview.cause))) {
    body = <SignInForm onSignedIn={(signedIn) => me.setData({ operator: signedIn })} />;
  } else if (overview.status === 'failed' && !overview.data) {
    body = <ErrorState message={overview.error ?? t('opsRemotes.failed')} onRetry={overview.retry} />;
  } else if (!overview.data) {
    body = <Loading />;
  } else {
    body = (
      <>
        <div className={styles.toolbar}>
          <p className={styles.muted} data-testid="ops-operator">
            {t('opsRemotes.signIn.as', { name: operator.name, roles: operator.roles.join(', ') })}
          </p>
          <div className={styles.toolbarButtons}>
            <Button variant="secondary" onClick={overview.retry} loading={overview.loading}>
              {t('opsRemotes.refresh')}
            </Button>
            <Button variant="ghost" onClick={() => void signOut()}>
              {t('opsRemotes.signIn.signOut')}
            </Button>
          </div>
        </div>
        {overview.data.map((remote) => (
          <RemoteCard key={remote.remote} overview={remote} actor={operator.name} onChanged={overview.retry} onSignedOut={forget} />
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
