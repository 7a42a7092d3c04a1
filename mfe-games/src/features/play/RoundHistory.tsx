import { useId, useState } from 'react';
import { Button, Icon, type GameEngine } from '@portal/shared';
import type { GameRound } from '@portal/shared/contracts';
import { usePlayTranslation } from './i18n';
import { formatMultiplier } from './math';
import { VerifyRound } from './VerifyRound';
import styles from './Fair.module.css';

export interface RoundHistoryProps {
  /** Newest first; null while the first list is on its way. */
  rounds: GameRound[] | null;
  /** The list could not be fetched. */
  failed: boolean;
  engine: GameEngine;
  money: (minor: number) => string;
}

/** The last rounds of the ticket, newest first; a round whose seed is revealed can be verified. */
export function RoundHistory({ rounds, failed, engine, money }: RoundHistoryProps) {
  const { t } = usePlayTranslation();
  const titleId = useId();
  const [verifying, setVerifying] = useState<GameRound | null>(null);

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Icon name="history" size={18} /> {t('history.title')}
      </h2>
      {failed && <p className={styles.muted}>{t('history.failed')}</p>}
      {rounds && rounds.length === 0 && <p className={styles.muted}>{t('history.empty')}</p>}
      {rounds && rounds.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table} data-testid="round-history">
            <thead>
              <tr>
                <th scope="col">{t('history.nonce')}</th>
                <th scope="col">{t('history.bet')}</th>
                <th scope="col">{t('history.payout')}</th>
                <th scope="col">{t('history.multiplier')}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{t('history.fairness')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <tr key={round.roundId} data-testid="history-row">
                  <td>{round.nonce}</td>
                  <td>{money(round.bet)}</td>
                  <td className={round.payout > 0 ? styles.won : undefined}>{money(round.payout)}</td>
                  <td>{formatMultiplier(round.multiplier)}×</td>
                  <td>
                    {round.serverSeed ? (
                      <Button variant="ghost" className={styles.verify} onClick={() => setVerifying(round)} aria-label={t('history.verifyRound', { nonce: round.nonce })}>
                        {t('history.verify')}
                      </Button>
                    ) : (
                      <span className={styles.hidden}>{t('history.notRevealed')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {verifying && <VerifyRound round={verifying} engine={engine} onClose={() => setVerifying(null)} />}
    </section>
  );
}
