import { useState } from 'react';
import { http, useBalance, useBusEvent } from '@portal/kernel';
import { FactGrid, PageHero, PaymentPasswordNotice, ResultView, Section, useMoney, useQuery } from '@portal/shared';
import { bankCards, paymentPasswordStatus, withdrawLimits, type BankCard } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { BankCards } from './BankCards';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawLocks } from './WithdrawLocks';
import { WithdrawOrders } from './WithdrawOrders';

/** Withdrawals (spec §2 withdraw, §4 confirmation): bank cards, limits, the form and the orders. */
export function Withdraw() {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const [round, setRound] = useState(0);
  // What may leave moves with the money: a pushed balance, or a withdrawal moved on the server (a
  // rejection gives back its amount and its room of the day).
  const [moved, setMoved] = useState(0);
  useBusEvent('funds', (event) => {
    if (event.order === 'withdraw') setMoved((n) => n + 1);
  });
  const { balance } = useBalance();
  const cards = useQuery((signal) => http.call(bankCards, undefined, { signal }), []);
  const limits = useQuery((signal) => http.call(withdrawLimits, undefined, { signal }), [round, moved, balance]);
  const payment = useQuery((signal) => http.call(paymentPasswordStatus, undefined, { signal }), []);
  const passwordSet = payment.data?.set ?? true;

  const added = (card: BankCard) => cards.setData((list) => [...(list ?? []), card]);

  return (
    <article className={layoutStyles.page} data-member-page="withdraw">
      <PageHero tone="member" title={t('pages.withdraw.title')} lead={t('pages.withdraw.lead')} />
      <PaymentPasswordNotice />
      <Section title={t('withdraw.formTitle')} testId="withdraw-section">
        <ResultView query={limits}>
          {(l) => (
            <>
              {/* Said before the member fills the form: the API refuses to let the locked part leave. */}
              <WithdrawLocks limits={l} />
              <FactGrid
                facts={[
                  { label: t('withdraw.limits.perOrder'), value: `${money(l.min)} – ${money(l.max)}` },
                  { label: t('withdraw.limits.available'), value: money(l.available), testId: 'withdraw-available' },
                  { label: t('withdraw.limits.dailyLeft'), value: money(Math.max(0, l.dailyMax - l.usedToday)) },
                  { label: t('withdraw.limits.countLeft'), value: `${Math.max(0, l.dailyCountMax - l.countToday)} / ${l.dailyCountMax}` },
                ]}
              />
              <ResultView query={cards}>
                {(list) =>
                  list.length === 0 ? (
                    <p className={layoutStyles.note}>{t('withdraw.form.addCardFirst')}</p>
                  ) : (
                    <WithdrawForm key={list.length} cards={list} limits={l} onDone={() => setRound((n) => n + 1)} />
                  )
                }
              </ResultView>
            </>
          )}
        </ResultView>
      </Section>
      <Section title={t('withdraw.cards.title')} testId="bank-card-section">
        <ResultView query={cards}>
          {(list) => <BankCards cards={list} onAdded={added} paymentPasswordSet={passwordSet} />}
        </ResultView>
      </Section>
      <Section title={t('withdraw.orders.title')} testId="withdraw-orders-section">
        <WithdrawOrders refreshKey={round} />
      </Section>
    </article>
  );
}
