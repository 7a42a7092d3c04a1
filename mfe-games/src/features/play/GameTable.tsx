import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, http, isApiError, Skeleton, useSession } from '@portal/shared';
import { inhouseSession, type GameSession } from '@portal/shared/contracts';
import { GameRoom } from './GameRoom';
import { usePlayTranslation } from './i18n';
import links from './Links.module.css';
import styles from './GameTable.module.css';

type Load = { kind: 'loading' } | { kind: 'ready'; session: GameSession } | { kind: 'ended' } | { kind: 'failed'; message: string | null };

/** `/seamless?ticket=T`: loads the ticket's game session, then the table. */
export function GameTable({ ticket }: { ticket: string }) {
  const { t } = usePlayTranslation();
  const { token } = useSession();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // Loaded again when the token changes: a real ticket needs its member, who may just have logged in.
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    // The ticket is the credential; a real ticket also needs its member's token, sent when there is one.
    http.call(inhouseSession, { ticket }, { signal: controller.signal }).then(
      (session) => setLoad({ kind: 'ready', session }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.code === 'game.session.invalid') setLoad({ kind: 'ended' });
        else setLoad({ kind: 'failed', message: isApiError(error) ? error.message : null });
      },
    );
    return () => controller.abort();
  }, [ticket, token, attempt]);

  switch (load.kind) {
    case 'ready':
      return <GameRoom session={load.session} />;
    case 'ended':
      return (
        <EmptyState
          message={t('table.ended')}
          action={
            <Link className={links.button} to="/">
              {t('home')}
            </Link>
          }
        />
      );
    case 'failed':
      return <ErrorState message={load.message || t('launch.failed')} onRetry={() => setAttempt((n) => n + 1)} />;
    default:
      return (
        <div className={styles.loading} aria-busy="true" data-testid="play-loading">
          <Skeleton height={72} />
          <Skeleton height={320} />
        </div>
      );
  }
}
