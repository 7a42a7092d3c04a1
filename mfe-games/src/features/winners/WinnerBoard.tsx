import { useId } from 'react';
import { http, useBalance, useLanguage, type LanguageCode } from '@portal/kernel';
import { BIGGEST_WINNER_CARDS, ErrorState, Skeleton, WINNERS_MAX, formatMoney, useInView, useQuery } from '@portal/shared';
import { GCSGAME_getRankList, type RankWinner } from '@portal/shared/contracts';
import { useGamesTranslation } from '../../i18n';
import styles from './WinnerBoard.module.css';

/** `GCSGAME_getRankList`: the biggest real-money wins of the last 30 days, biggest first. */
async function fetchWinners(language: LanguageCode, signal: AbortSignal): Promise<RankWinner[]> {
  const value = await http.call(GCSGAME_getRankList, { gameCategory: 'ALL', language, limitNum: WINNERS_MAX }, { signal });
  return (value.list ?? []).map((entry) => entry.vo);
}

/** Rows shown at once in the scrolling list; with more, the list scrolls slowly on its own. */
const SCROLL_OVER = 4;
/** Seconds per row of the automatic scroll. */
const SECONDS_PER_ROW = 3;

/**
 * The winner board of the home page: the first BIGGEST_WINNER_CARDS wins as big cards, the rest in a
 * list that scrolls slowly by itself, pauses under the pointer or focus, and stands still for anyone
 * who prefers reduced motion (it can then be scrolled by hand).
 */
export function WinnerBoard() {
  const { t } = useGamesTranslation();
  const headingId = useId();
  const language = useLanguage();
  // The last board stays while the next language's loads.
  const board = useQuery((signal) => fetchWinners(language, signal), [language]);
  const winners = board.data;
  const failed = board.status === 'failed';
  const { currencySymbol } = useBalance();
  const money = (amount: number) => `${currencySymbol ? `${currencySymbol} ` : ''}${formatMoney(amount)}`;
  // The ticker stands still while it is off screen: nobody sees it move, and each frame costs (README, "Idle pages").
  const [viewportRef, onScreen] = useInView<HTMLDivElement>();

  let body;
  if (failed) body = <ErrorState message={t('winners.failed')} onRetry={board.retry} />;
  else if (winners === null) body = <Skeleton lines={4} height={24} />;
  else if (winners.length === 0) body = <p className={styles.empty}>{t('winners.empty')}</p>;
  else {
    const biggest = winners.slice(0, BIGGEST_WINNER_CARDS);
    const rest = winners.slice(BIGGEST_WINNER_CARDS);
    const scrolls = rest.length > SCROLL_OVER;
    body = (
      <>
        <ol className={styles.biggest} aria-label={t('winners.biggest')}>
          {biggest.map((winner, index) => (
            <li key={`${winner.nodeId}:${winner.createdAt}:${index}`} className={styles.bigCard} data-testid="winner-big">
              <span className={styles.rank} aria-label={t('winners.rank', { rank: index + 1 })}>
                {index + 1}
              </span>
              <img src={winner.iconUrl} alt={winner.gameName} className={styles.bigIcon} loading="lazy" width={72} height={72} />
              <span className={styles.who}>{winner.customerName}</span>
              <span className={styles.game}>{winner.gameName}</span>
              <strong className={styles.bigAmount}>{money(winner.winAmount)}</strong>
            </li>
          ))}
        </ol>
        {rest.length > 0 && (
          <div
            ref={viewportRef}
            className={[styles.viewport, scrolls ? styles.scrolling : '', onScreen ? '' : styles.offScreen].filter(Boolean).join(' ')}
            tabIndex={scrolls ? 0 : undefined}
            aria-label={t('winners.more')}
            role="region"
          >
            <div className={styles.ticker} style={scrolls ? { animationDuration: `${rest.length * SECONDS_PER_ROW}s` } : undefined}>
              <WinnerRows winners={rest} money={money} />
              {/* The second copy makes the loop seamless; assistive tech reads the list once. */}
              {scrolls && <WinnerRows winners={rest} money={money} hidden />}
            </div>
          </div>
        )}
      </>
    );
  }

  return (
    <section className={styles.board} aria-labelledby={headingId} aria-busy={winners === null && !failed}>
      <h2 id={headingId} className={styles.title}>
        {t('winners.title')}
      </h2>
      {body}
    </section>
  );
}

function WinnerRows({ winners, money, hidden = false }: { winners: RankWinner[]; money: (amount: number) => string; hidden?: boolean }) {
  return (
    <ul className={styles.rows} aria-hidden={hidden || undefined} data-testid={hidden ? undefined : 'winner-rows'}>
      {winners.map((winner, index) => (
        <li key={`${winner.nodeId}:${winner.createdAt}:${index}`} className={styles.row}>
          <img src={winner.iconUrl} alt={hidden ? '' : winner.gameName} className={styles.rowIcon} loading="lazy" width={32} height={32} />
          <span className={styles.who}>{winner.customerName}</span>
          <span className={styles.game}>{winner.gameName}</span>
          <span className={styles.amount}>{money(winner.winAmount)}</span>
        </li>
      ))}
    </ul>
  );
}
