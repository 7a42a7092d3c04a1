import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { http } from '@portal/kernel';
import { Button, Modal } from '@portal/shared';
import { consolidatedFunds, type ContractAnswer } from '@portal/shared/contracts';
import { failureProblem, FormAlert } from '../accountForms';
import type { FieldProblem } from '@portal/shared';
import { contractPopupOpen$, openModal$ } from '../../app/openModal';
import { ContractTerms } from './ContractTerms';
import { pendingContracts, type PendingContract, type PopupAnswer } from './pending';
import './i18n';
import styles from './Contracts.module.css';
import { useShellTranslation } from '../../i18n';

function subscribeToModals(onChange: () => void) {
  const subscription = openModal$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/**
 * The contracts waiting for this user's answer (spec §4 "Contracts", §6): fetched once for the
 * session, shown when any waits, each answered in place. Closing it leaves the rest unanswered.
 */
export function ContractPopup() {
  const { t } = useShellTranslation();
  const [items, setItems] = useState<PendingContract[]>([]);
  const [closed, setClosed] = useState(false);
  const [result, setResult] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  // A form the user has open (login's forced password change, a deposit…) comes first: the popup waits.
  const otherModal = useSyncExternalStore(subscribeToModals, () => openModal$.value);

  useEffect(() => {
    let live = true;
    http.call(consolidatedFunds).then(
      (funds) => live && setItems(pendingContracts(funds)),
      // Nothing to show when the info does not come: the contracts wait for the next session.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const shown = !closed && !otherModal && items.length > 0;
  useEffect(() => {
    contractPopupOpen$.next(shown);
    return () => contractPopupOpen$.next(false);
  }, [shown]);

  if (!shown) return null;

  const answered = (item: PendingContract, answer: PopupAnswer, value: ContractAnswer) => {
    const message = t(`contracts.result.${item.status === 'V' ? (answer === 'C' ? 'terminated' : 'kept') : answer === 'A' ? 'accepted' : 'refused'}`);
    setResult(value.endedContracts > 0 ? `${message} ${t('contracts.result.endedDownline', { count: value.endedContracts })}` : message);
    setItems((current) => current.filter((other) => other.key !== item.key));
    // The answered item's buttons are gone: focus goes to the next item's heading, not the page.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>('h3')?.focus());
  };

  return (
    <Modal open title={t('contracts.title')} size="lg" onClose={() => setClosed(true)}>
      <p className={styles.visuallyHidden} role="status">
        {result}
      </p>
      <ul ref={listRef} className={styles.list}>
        {items.map((item) => (
          <ContractItem key={item.key} item={item} onAnswered={(answer, value) => answered(item, answer, value)} />
        ))}
      </ul>
    </Modal>
  );
}

function ContractItem({ item, onAnswered }: { item: PendingContract; onAnswered: (answer: PopupAnswer, value: ContractAnswer) => void }) {
  const { t } = useShellTranslation();
  const headingId = useId();
  const warningId = useId();
  const [busy, setBusy] = useState<PopupAnswer | null>(null);
  const [problem, setProblem] = useState<FieldProblem | undefined>();
  const [askHigherRate, setAskHigherRate] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // Focus follows the question: to its confirm button when asked, back to Accept when the user goes back.
  useEffect(() => {
    if (askHigherRate) confirmRef.current?.focus();
    else if (asked.current) acceptRef.current?.focus();
    asked.current = askHigherRate;
  }, [askHigherRate]);

  async function send(answer: PopupAnswer, confirmHigherRate = false) {
    // Accepting below what this user gives its own downline is asked about first (spec §4).
    if (answer === 'A' && item.status !== 'V' && item.downlineHigherRate && !confirmHigherRate) {
      setAskHigherRate(true);
      return;
    }
    setBusy(answer);
    setProblem(undefined);
    try {
      const value = await item.send(answer, confirmHigherRate);
      if (!value.applied && value.downlineHigherRate === 'Y') {
        // The rates changed since the info was read: the same question, then the same answer again.
        setBusy(null);
        setAskHigherRate(true);
        return;
      }
      onAnswered(answer, value);
    } catch (error) {
      setBusy(null);
      setProblem(failureProblem(error));
    }
  }

  const product = item.product === 'CONS' ? t('contracts.allProducts') : t(`category.${item.product}`);
  const title =
    item.kind === 'dividend'
      ? t('contracts.dividendTitle', { product, period: t(`contracts.period.${item.period ?? 'M'}`) })
      : t(`contracts.kind.${item.kind}`);
  const termination = item.status === 'V';

  return (
    <li className={styles.item}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading} tabIndex={-1}>
          {title}
        </h3>
        <p className={styles.meta}>
          <span className={styles.badge}>{t(`contracts.status.${item.status}`)}</span> {t('contracts.fromUpline', { upline: item.upline })}
        </p>
        <ContractTerms caption={t(termination ? 'contracts.terms.signed' : 'contracts.terms.proposed')} tiers={item.terms} dividend={item.kind === 'dividend'} />
        {item.current && <ContractTerms caption={t('contracts.terms.current')} tiers={item.current} dividend={item.kind === 'dividend'} />}
        <p className={styles.basis}>{t(item.kind === 'dividend' ? 'contracts.basis.dividend' : 'contracts.basis.salary')}</p>
        <FormAlert problem={problem} />
        {askHigherRate ? (
          <div className={styles.confirm} role="group" aria-labelledby={warningId}>
            <p id={warningId} className={styles.warning} role="alert">
              {t('contracts.higherRate.warning')}
            </p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setAskHigherRate(false)} disabled={busy !== null}>
                {t('contracts.higherRate.back')}
              </Button>
              <Button ref={confirmRef} onClick={() => void send('A', true)} loading={busy === 'A'}>
                {t('contracts.higherRate.confirm')}
              </Button>
            </div>
          </div>
        ) : (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              aria-describedby={headingId}
              onClick={() => void send(termination ? 'A' : 'R')}
              loading={busy === (termination ? 'A' : 'R')}
              disabled={busy !== null}
            >
              {t(termination ? 'contracts.actions.keep' : 'contracts.actions.refuse')}
            </Button>
            <Button
              ref={acceptRef}
              aria-describedby={headingId}
              onClick={() => void send(termination ? 'C' : 'A')}
              loading={busy === (termination ? 'C' : 'A')}
              disabled={busy !== null}
            >
              {t(termination ? 'contracts.actions.confirmTermination' : 'contracts.actions.accept')}
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}
