import type { LotteryPrizeLine } from '@portal/shared/contracts';
import { useLotteryTranslation } from '../../i18n';
import { useNames } from '../names';
import styles from './Results.module.css';

/** Tiers printed as a block of numbers (SEA's ten starters and ten consolations), not a single row. */
const BLOCK_TIERS = new Set(['STARTER', 'CONSOLATION']);
/** The fast games' sum: BIG from 23 (of 0–45), as the contract's FAST_SUM_BS. */
const SUM_BIG_FROM = 23;

/** Five balls in order, each named for a screen reader ("Ball 1: 7"), with their sum, big/small and odd/even. */
export function Balls({ numbers, withSum = true }: { numbers: string[]; withSum?: boolean }) {
  const { t } = useLotteryTranslation();
  const names = useNames();
  const sum = numbers.reduce((total, ball) => total + Number(ball), 0);
  return (
    <div className={styles.ballsRow}>
      <ol className={styles.balls} aria-label={t('results.balls')}>
        {numbers.map((ball, index) => (
          <li key={index} className={styles.ball} aria-label={t('ball', { n: index + 1, values: ball })}>
            <span aria-hidden="true">{ball}</span>
          </li>
        ))}
      </ol>
      {withSum && (
        <p className={styles.sum}>
          {t('results.sum', { sum })} · {names.side(sum >= SUM_BIG_FROM ? 'BIG' : 'SMALL')} · {names.side(sum % 2 === 1 ? 'ODD' : 'EVEN')}
        </p>
      )}
    </div>
  );
}

/**
 * A draw's result laid out as the real tables are: VN from the special prize down to the 7th (North)
 * or 8th (South, Central) with each tier's numbers on its row; SEA 4D's 1st, 2nd and 3rd, then the
 * starter and consolation blocks; the fast games' five balls. Tiers come in table order.
 */
export function ResultTable({ prizes, caption }: { prizes: LotteryPrizeLine[]; caption: string }) {
  const names = useNames();
  const balls = prizes.find((line) => line.tier === 'BALLS');
  if (balls) return <Balls numbers={balls.numbers} />;
  return (
    <table className={styles.table} data-testid="result-table">
      <caption className={styles.visuallyHidden}>{caption}</caption>
      <tbody>
        {prizes.map((line) => (
          <tr key={line.tier} data-tier={line.tier} className={line.tier === 'DB' || line.tier === 'P1' ? styles.top : undefined}>
            <th scope="row">{names.tier(line.tier)}</th>
            <td>
              <ul className={BLOCK_TIERS.has(line.tier) ? styles.block : styles.numbers}>
                {line.numbers.map((number, index) => (
                  <li key={index}>{number}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The headline of a result for a card: the balls, or the special / first prize. */
export function ResultSummary({ prizes }: { prizes: LotteryPrizeLine[] }) {
  const names = useNames();
  const balls = prizes.find((line) => line.tier === 'BALLS');
  if (balls) return <Balls numbers={balls.numbers} withSum={false} />;
  const head = prizes[0];
  if (!head) return null;
  return (
    <p className={styles.headline}>
      <span>{names.tier(head.tier)}</span> <strong className={styles.headNumber}>{head.numbers.join(' ')}</strong>
    </p>
  );
}
