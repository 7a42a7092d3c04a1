import { useId } from 'react';
import { http, useLanguage } from '@portal/kernel';
import { Button, ErrorState, Skeleton, formatMoney, useQuery } from '@portal/shared';
import { CURRENCY_SYMBOL, GLS2_roomList, type LiveTable } from '@portal/shared/contracts';
import { useGamesTranslation } from '../../i18n';
import { useLaunch } from '../launch';
import styles from './LiveRooms.module.css';

const money = (minor: number) => `${CURRENCY_SYMBOL} ${formatMoney(minor)}`;

/**
 * The live lobby of one vendor (`/live?vassalage=EVO`): its rooms and tables from `GLS2_roomList`, with
 * limits, seats, dealer and state. A table opens its game through the launch rules of every card (a
 * guest gets the login popup, a trial account its warning); a closed table cannot be joined. Seats
 * move with the server's clock: Refresh asks again.
 */
export function LiveRooms({ vassalage }: { vassalage: string }) {
  const { t } = useGamesTranslation();
  const headingId = useId();
  const language = useLanguage();
  const rooms = useQuery((signal) => http.call(GLS2_roomList, { vassalage, language }, { signal }), [vassalage, language], { keepData: false });

  let body;
  if (rooms.status === 'failed') body = <ErrorState message={t('live.failed')} onRetry={rooms.retry} />;
  else if (!rooms.data) body = <Skeleton lines={3} height={72} />;
  else if (rooms.data.rooms.length === 0) body = <p className={styles.empty}>{t('live.empty')}</p>;
  else {
    body = rooms.data.rooms.map((room) => (
      <section key={room.roomId} className={styles.room} aria-labelledby={`${headingId}-${room.roomId}`} data-testid="live-room">
        <h3 id={`${headingId}-${room.roomId}`} className={styles.roomName}>
          {room.roomName}
        </h3>
        <ul className={styles.tables}>
          {room.tables.map((table) => (
            <TableCard key={table.tableId} table={table} />
          ))}
        </ul>
      </section>
    ));
  }

  return (
    <section className={styles.lobby} aria-labelledby={headingId} aria-busy={rooms.loading} data-testid="live-lobby">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t('live.title', { vendor: rooms.data?.vendorName ?? vassalage })}
        </h2>
        <Button variant="secondary" onClick={rooms.retry} disabled={rooms.loading}>
          {t('live.refresh')}
        </Button>
      </div>
      {body}
    </section>
  );
}

function TableCard({ table }: { table: LiveTable }) {
  const { t } = useGamesTranslation();
  const launch = useLaunch();
  const id = useId();
  const closed = table.status === 'closed';
  return (
    <li className={styles.table} data-testid="live-table" data-status={table.status}>
      <div className={styles.tableHead}>
        <span id={`${id}-name`} className={styles.tableName}>
          {table.tableName}
        </span>
        <span className={`${styles.status} ${styles[table.status]}`}>{t(`live.status.${table.status}`)}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('live.limits')}</dt>
        <dd>{t('live.range', { min: money(table.minBet), max: money(table.maxBet) })}</dd>
        <dt>{t('live.seats')}</dt>
        <dd>{t('live.seatsOf', { taken: table.seatsTaken, total: table.seatsTotal })}</dd>
        <dt>{t('live.dealer')}</dt>
        <dd>{table.dealerName}</dd>
      </dl>
      {/* Named by its text and the table ("Join table Baccarat 7"): the visible words start the name. */}
      <Button id={`${id}-join`} onClick={() => launch({ game: table.game })} disabled={closed} aria-labelledby={`${id}-join ${id}-name`}>
        {closed ? t('live.closedAction') : t('live.joinShort')}
      </Button>
    </li>
  );
}
