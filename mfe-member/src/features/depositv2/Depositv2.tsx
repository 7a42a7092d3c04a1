import { useState } from 'react';
import { http, PageHero, ResultView, Section, useQuery, useSearchParams } from '@portal/shared';
import { depositChannels } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { DepositForm } from './DepositForm';
import { DepositOrders } from './DepositOrders';
import { DepositStatusPanel } from './DepositStatusPanel';

/** Deposits (spec §2 depositv2): channels and amount, the returning order's status, recent orders. */
export function Depositv2() {
  const { t } = useMemberTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const channels = useQuery((signal) => http.call(depositChannels, undefined, { signal }), []);
  const [ordersKey, setOrdersKey] = useState(0);

  return (
    <article className={layoutStyles.page} data-member-page="depositv2">
      <PageHero tone="member" title={t('pages.depositv2.title')} lead={t('pages.depositv2.lead')} />
      {orderNo && <DepositStatusPanel key={orderNo} orderNo={orderNo} onSettled={() => setOrdersKey((n) => n + 1)} />}
      <Section title={t('deposit.formTitle')}>
        <ResultView query={channels} isEmpty={(list) => list.length === 0} empty={t('deposit.noChannels')}>
          {(list) => <DepositForm channels={list} />}
        </ResultView>
      </Section>
      <Section title={t('deposit.orders.title')}>
        <DepositOrders refreshKey={ordersKey} />
      </Section>
    </article>
  );
}
