import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { http, PageHero } from '@portal/shared';
import { depositChannels } from '@portal/shared/contracts';
import { commonStyles, RemoteView, Section, useMemberTranslation, useRemote } from '../common';
import { DepositForm } from './DepositForm';
import { DepositOrders } from './DepositOrders';
import { DepositStatusPanel } from './DepositStatusPanel';

/** Deposits (spec §2 depositv2): channels and amount, the returning order's status, recent orders. */
export function Depositv2() {
  const { t } = useMemberTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const channels = useRemote((signal) => http.call(depositChannels, undefined, { signal }), 'channels');
  const [ordersKey, setOrdersKey] = useState(0);

  return (
    <article className={commonStyles.page} data-member-page="depositv2">
      <PageHero tone="member" title={t('pages.depositv2.title')} lead={t('pages.depositv2.lead')} />
      {orderNo && <DepositStatusPanel key={orderNo} orderNo={orderNo} onSettled={() => setOrdersKey((n) => n + 1)} />}
      <Section title={t('deposit.formTitle')}>
        <RemoteView state={channels} onRetry={channels.reload} isEmpty={(list) => list.length === 0} empty={t('deposit.noChannels')}>
          {(list) => <DepositForm channels={list} />}
        </RemoteView>
      </Section>
      <Section title={t('deposit.orders.title')}>
        <DepositOrders refreshKey={ordersKey} />
      </Section>
    </article>
  );
}
