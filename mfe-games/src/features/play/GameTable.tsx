import { http, isApiError, useSession } from '@portal/kernel';
import { ErrorState, Skeleton, useQuery } from '@portal/shared';
import { inhouseSession } from '@portal/shared/contracts';
import { GameRoom } from './GameRoom';
import { NothingToPlay } from './HomeLink';
import { usePlayTranslation } from './i18n';
import styles from './GameTable.module.css';

/** `/seamless?ticket=T`: loads the ticket's game session, then the table. */
export function GameTable({ ticket }: { ticket: string }) {
  const { t } = usePlayTranslation();
  const { token } = useSession();
  // Loaded again when the token changes: a real ticket needs its member, who may just have logged in.
  // The ticket is the credential; a real ticket also needs its member's token, sent when there is one.
  const load = useQuery((signal) => http.call(inhouseSession, { ticket }, { signal }), [ticket, token], { keepData: false });

  if (load.status === 'ready') return <GameRoom session={load.data} />;
  if (load.status === 'failed' && isApiError(load.cause) && load.cause.code === 'game.session.invalid') return <NothingToPlay message={t('table.ended')} />;
  if (load.status === 'failed') return <ErrorState message={load.error || t('launch.failed')} onRetry={load.retry} />;
  return (
    <div className={styles.loading} aria-busy="true" data-testid="play-loading">
      <Skeleton height={72} />
      <Skeleton height={320} />
    </div>
  );
}
