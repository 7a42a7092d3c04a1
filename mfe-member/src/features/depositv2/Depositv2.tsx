import { useState } from 'react';
import { http, useLanguage, useSearchParams } from '@portal/kernel';
import { PageHero, ResultView, Section, useQuery } from '@portal/shared';
import { depositChannels, MCSFE_getDepositPromotionList } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { ClosedDuringBreak } from '../responsibleGaming';
import { DepositForm } from './DepositForm';
import { DepositOrders } from './DepositOrders';
import { DepositStatusPanel } from './DepositStatusPanel';

/** Deposits (spec §2 depositv2): channels and amount, the returning order's status, recent orders. */
export function Depositv2() {
  const { t } = useMemberTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const language = useLanguage();
  const channels = useQuery((signal) => http.call(depositChannels, undefined, { signal }), []);
  // The bonuses to opt into, titled in the reader's language; without them the deposit still works.
  const offers = useQuery((signal) => http.call(MCSFE_getDepositPromotionList, undefined, { signal }), [language]);
  const [ordersKey, setOrdersKey] = useState(0);

  return (
    <article className={layoutStyles.page} data-member-page="depositv2">
      <PageHero tone="member" title={t('pages.depositv2.title')} lead={t('pages.depositv2.lead')} />
      {orderNo && <DepositStatusPanel key={orderNo} orderNo={orderNo} onSettled={() => setOrdersKey((n) => n + 1)} />}
      <Section title={t('deposit.formTitle')}>
        <ClosedDuringBreak what="deposit">
          {/* The form (channels, amounts, bonuses) is taller than a screen: its placeholder keeps one, so
              the recent deposits below never show and then jump away. */}
          <ResultView query={channels} isEmpty={(list) => list.length === 0} empty={t('deposit.noChannels')} reserve="100vh">
            {(list) => <DepositForm channels={list} offers={offers.data ?? []} />}
          </ResultView>
        </ClosedDuringBreak>
      </Section>
      <Section title={t('deposit.orders.title')}>
        <DepositOrders refreshKey={ordersKey} />
      </Section>
    </article>
  );
}
