import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FactGrid, http, PageHero } from '@portal/shared';
import { bankCards, paymentPasswordStatus, withdrawLimits, type BankCard } from '@portal/shared/contracts';
import { commonStyles, RemoteView, Section, useMemberTranslation, useMoney, useRemote } from '../common';
import { BankCards } from './BankCards';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawOrders } from './WithdrawOrders';

/** Withdrawals (spec §2 withdraw, §4 confirmation): bank cards, limits, the form and the orders. */
export function Withdraw() {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const [round, setRound] = useState(0);
  const cards = useRemote((signal) => http.call(bankCards, undefined, { signal }), 'cards');
  const limits = useRemote((signal) => http.call(withdrawLimits, undefined, { signal }), `limits:${round}`);
  const payment = useRemote((signal) => http.call(paymentPasswordStatus, undefined, { signal }), 'payment');
  const passwordSet = payment.data?.set ?? true;

  const added = (card: BankCard) => cards.replace([...(cards.data ?? []), card]);

  return (
    <article className={commonStyles.page} data-member-page="withdraw">
      <PageHero tone="member" title={t('pages.withdraw.title')} lead={t('pages.withdraw.lead')} />
      {!passwordSet && (
        <p className={commonStyles.formError} role="alert" data-testid="payment-password-missing">
          {t('withdraw.setPaymentPasswordFirst')} <Link to="../securityCenter" relative="path">{t('withdraw.goToSecurity')}</Link>
        </p>
      )}
      <Section title={t('withdraw.formTitle')} testId="withdraw-section">
        <RemoteView state={limits} onRetry={limits.reload}>
          {(l) => (
            <>
              <FactGrid
                facts={[
                  { label: t('withdraw.limits.perOrder'), value: `${money(l.min)} – ${money(l.max)}` },
                  { label: t('withdraw.limits.available'), value: money(l.available), testId: 'withdraw-available' },
                  { label: t('withdraw.limits.dailyLeft'), value: money(Math.max(0, l.dailyMax - l.usedToday)) },
                  { label: t('withdraw.limits.countLeft'), value: `${Math.max(0, l.dailyCountMax - l.countToday)} / ${l.dailyCountMax}` },
                ]}
              />
              <RemoteView state={cards} onRetry={cards.reload}>
                {(list) =>
                  list.length === 0 ? (
                    <p className={commonStyles.note}>{t('withdraw.form.addCardFirst')}</p>
                  ) : (
                    <WithdrawForm key={list.length} cards={list} limits={l} onDone={() => setRound((n) => n + 1)} />
                  )
                }
              </RemoteView>
            </>
          )}
        </RemoteView>
      </Section>
      <Section title={t('withdraw.cards.title')} testId="bank-card-section">
        <RemoteView state={cards} onRetry={cards.reload}>
          {(list) => <BankCards cards={list} onAdded={added} paymentPasswordSet={passwordSet} />}
        </RemoteView>
      </Section>
      <Section title={t('withdraw.orders.title')} testId="withdraw-orders-section">
        <WithdrawOrders refreshKey={round} />
      </Section>
    </article>
  );
}
