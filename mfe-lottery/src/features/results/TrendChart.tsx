import { useState } from 'react';
import { http } from '@portal/kernel';
import { ResultView, useQuery } from '@portal/shared';
import { LOTTERY_TREND_MAX_DRAWS, lotteryTrend, type LotteryTrendCell } from '@portal/shared/contracts';
import { useLotteryTranslation } from '../../i18n';
import type { CatalogGame } from '../catalog';
import styles from './Results.module.css';

const SPANS = [30, 50, LOTTERY_TREND_MAX_DRAWS];
const SHOWN = 5;

function Bars({ cells, measure, max, label }: { cells: LotteryTrendCell[]; measure: (cell: LotteryTrendCell) => number; max: number; label: string }) {
  const { t } = useLotteryTranslation();
  return (
    <div className={styles.bars}>
      <h4 className={styles.barsTitle}>{label}</h4>
      <ol className={styles.barList}>
        {cells.map((cell) => (
          <li key={cell.value} className={styles.barItem}>
            <span className={styles.barValue}>{cell.value}</span>
            {/* The bar is the text beside it drawn; it is not read out twice. */}
            <span className={styles.barTrack} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${max > 0 ? Math.round((measure(cell) / max) * 100) : 0}%` }} />
            </span>
            <span className={styles.barText}>{t('trend.cell', { times: cell.count, missing: cell.missing })}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Hot and cold numbers over the last N draws (`GET /lgw/numeros/trend`): per position, the values that
 * came most often and the ones longest absent, as bars with their figures in text, and every value in a
 * table under a disclosure.
 */
export function TrendChart({ game, refreshKey }: { game: CatalogGame; refreshKey: unknown }) {
  const { t } = useLotteryTranslation();
  const [draws, setDraws] = useState(SPANS[0]!);
  const trend = useQuery((signal) => http.call(lotteryTrend, { gameId: game.gameId, draws }, { signal }), [game.gameId, draws, refreshKey]);
  const positionName = (position: number) => (game.family === 'FAST' ? t('ballN', { n: position }) : t('trend.lastTwo'));
  return (
    <div className={styles.trend}>
      <div role="group" aria-label={t('trend.span')} className={styles.chips}>
        {SPANS.map((span) => (
          <button key={span} type="button" className={styles.chip} aria-pressed={draws === span} onClick={() => setDraws(span)}>
            {t('trend.lastN', { n: span })}
          </button>
        ))}
      </div>
      <ResultView query={trend} isEmpty={(data) => data.cells.length === 0} empty={t('trend.empty')}>
        {(data) => {
          const positions = [...new Set(data.cells.map((cell) => cell.position))].sort((a, b) => a - b);
          return (
            <>
              <p className={styles.muted}>{t('trend.over', { n: data.draws })}</p>
              {positions.map((position) => {
                const cells = data.cells.filter((cell) => cell.position === position);
                const hot = [...cells].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, SHOWN);
                const cold = [...cells].sort((a, b) => b.missing - a.missing || a.value.localeCompare(b.value)).slice(0, SHOWN);
                const name = positionName(position);
                return (
                  <section key={position} className={styles.position} aria-label={name}>
                    <h3 className={styles.drawTitle}>{name}</h3>
                    <div className={styles.hotCold}>
                      <Bars cells={hot} measure={(cell) => cell.count} max={Math.max(...cells.map((cell) => cell.count))} label={t('trend.hot')} />
                      <Bars cells={cold} measure={(cell) => cell.missing} max={Math.max(...cells.map((cell) => cell.missing))} label={t('trend.cold')} />
                    </div>
                    <details className={styles.all}>
                      <summary>{t('trend.all')}</summary>
                      <table className={styles.table}>
                        <caption className={styles.visuallyHidden}>{name}</caption>
                        <thead>
                          <tr>
                            <th scope="col">{t('trend.value')}</th>
                            <th scope="col">{t('trend.count')}</th>
                            <th scope="col">{t('trend.missing')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {cells.map((cell) => (
                            <tr key={cell.value}>
                              <th scope="row">{cell.value}</th>
                              <td>{cell.count}</td>
                              <td>{cell.missing}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </details>
                  </section>
                );
              })}
            </>
          );
        }}
      </ResultView>
    </div>
  );
}
