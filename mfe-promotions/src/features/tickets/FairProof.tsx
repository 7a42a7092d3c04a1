import { useMoney } from '@portal/shared';
import type { ClaimTicket, ClaimTicketAnswer, PromotionPrize } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import styles from './Tickets.module.css';

/**
 * The provably-fair data: the seed hash (the server's commitment, shown from the start), and once the
 * prize is shown the server seed and how to check the draw with it (the contract's ClaimTicketAnswer:
 * HMAC message, candidates and their weights). Shown, not checked: the member verifies it elsewhere.
 */
export function FairProof({ ticket, answer, prizes }: { ticket: ClaimTicket; answer: ClaimTicketAnswer | null; prizes: readonly PromotionPrize[] | null }) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const total = answer?.candidates.reduce((sum, candidate) => sum + candidate.weight, 0) ?? 0;
  const prizeName = (prizeId: number) => {
    const prize = prizes?.find((candidate) => candidate.prizeId === prizeId);
    const amount = prize ? (prize.amount > 0 ? money(prize.amount) : t('tickets.wheel.nothing')) : null;
    return amount ? t('tickets.verify.prizeNamed', { id: prizeId, amount }) : t('tickets.verify.prize', { id: prizeId });
  };
  return (
    <div className={styles.proof}>
      <p className={styles.seed}>
        <span>{t('tickets.seedHash')}</span> <code>{answer?.seedHash ?? ticket.seedHash}</code>
      </p>
      {answer && (
        <>
          <p className={styles.seed}>
            <span>{t('tickets.serverSeed')}</span> <code>{answer.serverSeed}</code>
          </p>
          <details className={styles.verify}>
            <summary className={styles.summary}>{t('tickets.verify.title')}</summary>
            <ol className={styles.steps}>
              <li>{t('tickets.verify.hash')}</li>
              <li>
                {t('tickets.verify.hmac')} <code>{`ticket:${answer.transactionId}:${answer.attempt}`}</code>
              </li>
              <li>{t('tickets.verify.pick', { total })}</li>
            </ol>
            <ul className={styles.candidates}>
              {answer.candidates.map((candidate) => (
                <li key={candidate.prizeId}>
                  {prizeName(candidate.prizeId)}: {t('tickets.verify.weight', { weight: candidate.weight })}
                  {candidate.prizeId === answer.prizeId ? ` — ${t('tickets.verify.drawn')}` : ''}
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </div>
  );
}
