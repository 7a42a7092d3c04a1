import { useId } from 'react';
import { useMoney, useSiteDate } from '@portal/shared';
import type { ClaimTicket, PromotionPrize } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import { FairProof } from './FairProof';
import { GoldenEgg } from './GoldenEgg';
import { TIMING } from './motion';
import type { OpenerProps } from './opener';
import { PrizeWheel } from './PrizeWheel';
import { RedEnvelope } from './RedEnvelope';
import { useOpening } from './useOpening';
import styles from './Tickets.module.css';

/**
 * A held ticket with its opener (wheel, egg or envelope). The server draws the prize when the member
 * taps; the opener's animation only plays that answer, then the prize is announced (the live region)
 * with the seed that proves it. The header balance follows by the shell's balance push (the ledger
 * announces every posting on the member's event stream): nothing here asks for it or writes it.
 */
export function TicketCard({ ticket, prizes }: { ticket: ClaimTicket; prizes: readonly PromotionPrize[] | null }) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const date = useSiteDate();
  const titleId = useId();
  const opening = useOpening(ticket, TIMING[ticket.type]);
  const { phase, answer, problem } = opening;
  const type = t(`codes.ticket.${ticket.type}`);
  const action = t(`tickets.action.${ticket.type}`);
  const done = phase === 'done' && answer !== null;
  const opener: OpenerProps = {
    opening,
    label: done ? t('tickets.openedNamed', { type }) : t(`tickets.label.${ticket.type}`),
    action: done ? t('tickets.opened') : action,
  };

  return (
    <article className={styles.ticket} aria-labelledby={titleId} data-testid="ticket" data-type={ticket.type}>
      <div className={styles.head}>
        <h4 id={titleId} className={styles.ticketTitle}>
          {t('tickets.named', { type, title: ticket.title })}
        </h4>
        <p className={styles.meta}>{t('tickets.received', { date: date(ticket.createdTime) })}</p>
      </div>
      <div className={styles.stage}>
        {ticket.type === 'PRIZE_WHEEL' && <PrizeWheel {...opener} prizes={prizes} />}
        {ticket.type === 'GOLDEN_EGG' && <GoldenEgg {...opener} />}
        {ticket.type === 'RED_ENVELOPE' && <RedEnvelope {...opener} />}
      </div>
      <div role="status" className={styles.result}>
        {(phase === 'waiting' || phase === 'landing') && <span className={styles.meta}>{t('tickets.drawing')}</span>}
        {done && (
          <>
            <strong className={`${styles.prize} ${styles.pop}`}>{answer.prizeAmount > 0 ? t('tickets.won', { amount: money(answer.prizeAmount) }) : t('tickets.noPrize')}</strong>
            {answer.prizeAmount > 0 && <span className={styles.meta}> {t('tickets.paid')}</span>}
          </>
        )}
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <FairProof ticket={ticket} answer={done ? answer : null} prizes={prizes} />
    </article>
  );
}
