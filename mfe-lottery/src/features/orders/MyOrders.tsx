import { useState } from 'react';
import { http, isApiError, useSession } from '@portal/kernel';
import { Button, ConfirmDialog, EmptyState, ErrorState, Skeleton, usePagedQuery, useMoney, useSiteDate } from '@portal/shared';
import { LOTTERY_ORDER_FILTERS, lotteryCancelSuborders, lotteryTodayOrders, type LotteryBet } from '@portal/shared/contracts';
import { useLotteryTranslation } from '../../i18n';
import { multiplier } from '../betting';
import type { CatalogGame } from '../catalog';
import { serverNow, useNow } from '../draw';
import { useNames } from '../names';
import styles from './Orders.module.css';

type Filter = (typeof LOTTERY_ORDER_FILTERS)[number];
const PAGE_SIZE = 20;

export interface MyOrdersProps {
  game: CatalogGame;
  /** Changes when an order was placed or a draw settled: the list is read again. */
  refreshKey: unknown;
  /** Server clock minus this device's (ms), null until known: a bet can be cancelled until its lock on the server's clock. */
  offset: number | null;
}

/** Today's bets on the game (open, settled, all), each with its status and win; an open one can be cancelled before its lock. */
export function MyOrders({ game, refreshKey, offset }: MyOrdersProps) {
  const { t } = useLotteryTranslation();
  const session = useSession();
  const [filter, setFilter] = useState<Filter>('all');
  const [round, setRound] = useState(0);
  const [cancelling, setCancelling] = useState<LotteryBet | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const money = useMoney();
  const formal = session.isLogin && !session.isTrial;
  // The first page carries the day's sums of the filter (staked, won).
  const [sums, setSums] = useState<{ betAmount: number; winAmount: number } | null>(null);
  const orders = usePagedQuery(
    async (pageNo, signal) => {
      const answer = await http.call(lotteryTodayOrders, { gameId: game.gameId, status: filter, pageNo, pageSize: PAGE_SIZE }, { signal });
      if (pageNo === 1 && !signal.aborted) setSums({ betAmount: answer.betAmount, winAmount: answer.winAmount });
      return answer;
    },
    [game.gameId, filter, refreshKey, round],
    { enabled: formal, keyOf: (bet) => bet.betId },
  );
  // Re-rendered each second only while a bet can still be cancelled, so its button goes at the lock.
  const now = offset === null ? null : serverNow(offset);
  const cancellable = (bet: LotteryBet) => now !== null && bet.status === 'open' && Date.parse(bet.lockTime) > now;
  useNow(orders.items.some(cancellable));

  const cancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      const answer = await http.call(lotteryCancelSuborders, { betIds: [cancelling.betId] });
      const cancelled = new Map(answer.cancelled.map((bet) => [bet.betId, bet]));
      orders.setItems((items) => items.map((bet) => cancelled.get(bet.betId) ?? bet));
      // A listed bet was in the day's stake; refunded, it no longer is (the server sums it the same way).
      setSums((known) => known && { ...known, betAmount: Math.max(0, known.betAmount - answer.refunded) });
      setNotice({ ok: true, text: t('orders.cancelled', { amount: money(answer.refunded) }) });
    } catch (failure: unknown) {
      setNotice({ ok: false, text: isApiError(failure) && failure.message ? failure.message : t('orders.cancelFailed') });
      setRound((n) => n + 1);
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };

  if (!formal) return <EmptyState message={t('orders.formalOnly')} />;
  return (
    <div className={styles.orders}>
      <div role="group" aria-label={t('orders.filter')} className={styles.filters}>
        {LOTTERY_ORDER_FILTERS.map((option) => (
          <button key={option} type="button" className={styles.filter} aria-pressed={filter === option} onClick={() => setFilter(option)}>
            {t(`orders.filters.${option}`)}
          </button>
        ))}
      </div>
      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? styles.ok : styles.error}>
          {notice.text}
        </p>
      )}
      {orders.status === 'failed' ? (
        <ErrorState message={orders.error ?? t('loadFailed')} onRetry={orders.retry} />
      ) : orders.status !== 'ready' ? (
        <Skeleton lines={3} height={20} />
      ) : orders.items.length === 0 ? (
        <EmptyState message={t('orders.empty')} />
      ) : (
        <>
          {sums && (
            <p className={styles.sums} data-testid="orders-sums">
              {t('orders.sums', { staked: money(sums.betAmount), won: money(sums.winAmount) })}
            </p>
          )}
          <ul className={styles.list}>
          {orders.items.map((bet) => (
              <BetRow key={bet.betId} bet={bet} canCancel={cancellable(bet)} onCancel={() => setCancelling(bet)} />
            ))}
          </ul>
        </>
      )}
      {orders.hasMore && (
        <Button variant="secondary" className={styles.touch} loading={orders.loadingMore} onClick={orders.loadMore}>
          {orders.moreFailed ? t('retryMore') : t('more')}
        </Button>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('orders.cancelTitle')}
        message={cancelling ? t('orders.cancelConfirm', { numero: cancelling.numero, amount: money(cancelling.betAmount) }) : ''}
        confirmLabel={t('orders.cancelYes')}
        cancelLabel={t('orders.cancelNo')}
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setCancelling(null)}
      />
    </div>
  );
}

function BetRow({ bet, canCancel, onCancel }: { bet: LotteryBet; canCancel: boolean; onCancel: () => void }) {
  const { t } = useLotteryTranslation();
  const names = useNames();
  const money = useMoney();
  const date = useSiteDate();
  const selection = names.selection(bet.bettingContent);
  return (
    <li className={styles.bet} data-testid="bet" data-status={bet.status}>
      <div className={styles.betHead}>
        <strong>{names.play(bet.playId)}</strong>
        <span className={styles.selection}>{selection}</span>
        <span className={`${styles.status} ${styles[bet.status] ?? ''}`}>{names.status(bet.status)}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.numero')}</dt>
          <dd>{bet.numero}</dd>
        </div>
        <div>
          <dt>{t('orders.stake')}</dt>
          <dd>{money(bet.betAmount)}</dd>
        </div>
        <div>
          <dt>{t('orders.odds')}</dt>
          <dd>{bet.oddsPercent < 100 ? t('orders.oddsStepped', { odds: multiplier(bet.odds), percent: bet.oddsPercent }) : `×${multiplier(bet.odds)}`}</dd>
        </div>
        <div>
          <dt>{t('orders.win')}</dt>
          <dd>{bet.status === 'open' ? t('orders.upTo', { amount: money(bet.potentialWin) }) : money(bet.winAmount)}</dd>
        </div>
        <div>
          <dt>{t('orders.placedAt')}</dt>
          <dd>{date(bet.bettingTime, 'dateTime')}</dd>
        </div>
      </dl>
      {canCancel && (
        <Button variant="secondary" className={styles.cancel} aria-label={t('orders.cancelBet', { play: names.play(bet.playId), selection, numero: bet.numero })} onClick={onCancel}>
          {t('orders.cancel')}
        </Button>
      )}
    </li>
  );
}
