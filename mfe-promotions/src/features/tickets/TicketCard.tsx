import { useId, useState } from 'react';
import { Button, http, isApiError, useMoney, useSiteDate, useTranslation } from '@portal/shared';
import { PROMOFE_claimTicket, type ClaimTicket, type ClaimTicketAnswer } from '@portal/shared/contracts';
import { NS } from '../../i18n';
import styles from './Tickets.module.css';

const ICON: Record<ClaimTicket['type'], string> = { GOLDEN_EGG: '🥚', RED_ENVELOPE: '🧧', PRIZE_WHEEL: '🎡' };

/**
 * A held ticket: its seed hash (the server's commitment), Open, then the server's prize revealed by a
 * CSS animation (which only shows the answer) and the seed that proves it. The header balance follows
 * by the shell's balance push: nothing here asks for it.
 */
export function TicketCard({ ticket }: { ticket: ClaimTicket }) {
  const { t } = useTranslation(NS);
  const money = useMoney();
  const date = useSiteDate();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [opened, setOpened] = useState<ClaimTicketAnswer | null>(null);
  const type = t(`codes.ticket.${ticket.type}`);

  const open = async () => {
    setProblem(null);
    setBusy(true);
    try {
      setOpened(await http.call(PROMOFE_claimTicket, { transactionId: ticket.transactionId }));
    } catch (failure: unknown) {
      setProblem(isApiError(failure) && failure.message ? failure.message : t('tickets.openFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={styles.ticket} aria-labelledby={titleId} data-testid="ticket">
      <div className={`${styles.token} ${styles[ticket.type]} ${opened ? styles.reveal : ''}`} aria-hidden="true">
        {ICON[ticket.type]}
      </div>
      <div className={styles.body}>
        <h4 id={titleId} className={styles.ticketTitle}>
          {t('tickets.named', { type, title: ticket.title })}
        </h4>
        <p className={styles.meta}>{t('tickets.received', { date: date(ticket.createdTime) })}</p>
        <p className={styles.seed}>
          <span>{t('tickets.seedHash')}</span> <code>{opened?.seedHash ?? ticket.seedHash}</code>
        </p>
        <div role="status" className={styles.result}>
          {opened && (
            <>
              <strong className={`${styles.prize} ${styles.pop}`}>
                {opened.prizeAmount > 0 ? t('tickets.won', { amount: money(opened.prizeAmount) }) : t('tickets.noPrize')}
              </strong>
              <span className={styles.seed}>
                <span>{t('tickets.serverSeed')}</span> <code>{opened.serverSeed}</code>
              </span>
            </>
          )}
        </div>
        {problem && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
        <Button className={styles.touch} loading={busy} disabled={opened !== null} aria-label={opened ? t('tickets.openedNamed', { type }) : t('tickets.openNamed', { type })} onClick={() => void open()}>
          {opened ? t('tickets.opened') : t('tickets.open')}
        </Button>
      </div>
    </article>
  );
}
