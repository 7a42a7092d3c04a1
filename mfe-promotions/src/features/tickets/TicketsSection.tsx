import { http, useLanguage } from '@portal/kernel';
import { EmptyState, ErrorState, Skeleton, useQuery } from '@portal/shared';
import { PROMOFE_getClaimTicketList, TICKET_TYPES } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import { TicketCard } from './TicketCard';
import { usePrizes } from './usePrizes';
import styles from './Tickets.module.css';

/**
 * The tickets a formal account holds, grouped by type (golden egg, red envelope, prize wheel), each
 * with its opener, and the prizes their promotions configure (the wheel's slices). `refreshKey`
 * changes when a join may have handed out new ones.
 */
export function TicketsSection({ refreshKey }: { refreshKey: unknown }) {
  const { t } = usePromotionsTranslation();
  const language = useLanguage();
  const tickets = useQuery((signal) => http.call(PROMOFE_getClaimTicketList, { status: 'AVAILABLE' }, { signal }), [refreshKey, language]);
  const prizes = usePrizes(tickets.data);

  let body;
  if (tickets.status === 'failed' && !tickets.data) body = <ErrorState message={tickets.error ?? t('tickets.failed')} onRetry={tickets.retry} />;
  else if (!tickets.data) {
    body = (
      <div aria-busy="true">
        <span className={styles.srOnly}>{t('tickets.loading')}</span>
        <Skeleton height={120} />
      </div>
    );
  } else if (tickets.data.length === 0) body = <EmptyState message={t('tickets.empty')} />;
  else {
    const held = tickets.data;
    body = TICKET_TYPES.filter((type) => held.some((ticket) => ticket.type === type)).map((type) => (
      <section key={type} aria-labelledby={`tickets-${type}`} className={styles.group}>
        <h3 id={`tickets-${type}`} className={styles.groupTitle}>
          {t('tickets.group', { type: t(`codes.ticket.${type}`), n: held.filter((ticket) => ticket.type === type).length })}
        </h3>
        <ul className={styles.list}>
          {held
            .filter((ticket) => ticket.type === type)
            .map((ticket) => (
              <li key={ticket.transactionId}>
                <TicketCard ticket={ticket} prizes={prizes.get(ticket.promotionId) ?? null} />
              </li>
            ))}
        </ul>
      </section>
    ));
  }

  return (
    <section aria-labelledby="tickets-title" className={styles.section} data-testid="tickets">
      <h2 id="tickets-title" className={styles.title}>
        {t('tickets.title')}
      </h2>
      <p className={styles.fair}>{t('tickets.fair')}</p>
      {body}
    </section>
  );
}
