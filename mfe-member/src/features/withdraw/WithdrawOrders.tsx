import { useState } from 'react';
import { http, useBusEvent } from '@portal/kernel';
import { Button, type Column, DataTable, DateFilter, PagedResults, useMoney, useQuery, useRecordQuery, useSiteDate } from '@portal/shared';
import { withdrawOrders, type WithdrawOrder, type WithdrawStatus } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles } from '../../layout';
import { ConfirmReceiptDialog } from './ConfirmReceiptDialog';

const TONE: Record<WithdrawStatus, string | undefined> = {
  pending: layoutStyles.tagWarning,
  approved: layoutStyles.tagWarning,
  disbursed: layoutStyles.tagWarning,
  received: layoutStyles.tagSuccess,
  partlyReceived: layoutStyles.tagSuccess,
  disputed: layoutStyles.tagDanger,
  rejected: layoutStyles.tagDanger,
};

/** Withdrawal orders with their statuses, following each pushed move; a disbursed one waits for the member's confirmation. */
export function WithdrawOrders({ refreshKey = 0 }: { refreshKey?: number }) {
  const { t } = useMemberTranslation();
  const formatDate = useSiteDate();
  const money = useMoney();
  const query = useRecordQuery({});
  const [confirming, setConfirming] = useState<WithdrawOrder | null>(null);
  const orders = useQuery((signal) => http.call(withdrawOrders, query.params, { signal }), [query.key, refreshKey]);
  // Ops, the jobs and the member's other tabs move orders on the server: each move is pushed, and the
  // list reads itself again (an approval and payout come seconds after the request).
  useBusEvent('funds', (event) => {
    if (event.order === 'withdraw') orders.retry();
  });

  const columns: Column<WithdrawOrder>[] = [
    { key: 'orderNo', header: t('withdraw.orders.orderNo'), cell: (o) => o.orderNo },
    { key: 'createdAt', header: t('withdraw.orders.createdAt'), cell: (o) => formatDate(o.createdAt) },
    { key: 'bank', header: t('withdraw.orders.bank'), cell: (o) => `${o.bankName} ${o.accountNumberMasked}` },
    { key: 'amount', header: t('common.amount.label'), numeric: true, cell: (o) => money(o.amount) },
    {
      key: 'status',
      header: t('withdraw.orders.status'),
      cell: (o) => (
        <span className={cx(layoutStyles.tag, TONE[o.status])} data-testid={`withdraw-status-${o.orderNo}`} data-status={o.status}>
          {o.confirmation?.forced ? t('withdraw.orders.forced') : t(`withdraw.statuses.${o.status}`)}
        </span>
      ),
    },
    {
      key: 'action',
      header: t('withdraw.orders.action'),
      cell: (o) =>
        o.status === 'disbursed' ? (
          <span className={layoutStyles.stack}>
            <Button variant="primary" onClick={() => setConfirming(o)} aria-label={t('withdraw.orders.confirmFor', { orderNo: o.orderNo })} data-testid={`confirm-${o.orderNo}`}>
              {t('withdraw.orders.confirm')}
            </Button>
            <span className={layoutStyles.note}>{t('withdraw.orders.deadline', { at: formatDate(o.confirmDeadline) })}</span>
          </span>
        ) : o.confirmation?.result === 'partial' ? (
          <span className={layoutStyles.note}>
            {t('withdraw.orders.partly', { received: money(o.confirmation.receivedAmount), remaining: money(o.confirmation.remainingAmount) })}
          </span>
        ) : (
          '—'
        ),
    },
  ];

  const replaceOrder = (updated: WithdrawOrder) => {
    if (orders.data) orders.setData({ ...orders.data, content: orders.data.content.map((o) => (o.orderNo === updated.orderNo ? updated : o)) });
    setConfirming(null);
  };

  return (
    <>
      <div>
        <Button variant="ghost" onClick={orders.retry} disabled={orders.loading} data-testid="withdraw-orders-refresh">
          {t('withdraw.orders.refresh')}
        </Button>
      </div>
      <DateFilter value={query.range} onChange={query.setRange} />
      <PagedResults query={orders} paging={query} empty={t('withdraw.orders.empty')}>
        {(data) => (
          <DataTable
            caption={t('withdraw.orders.title')}
            columns={columns}
            rows={data.content}
            rowKey={(o) => o.orderNo}
            testId="withdraw-orders"
            rowTestId={(o) => `withdraw-order-${o.orderNo}`}
          />
        )}
      </PagedResults>
      {confirming && <ConfirmReceiptDialog order={confirming} onClose={() => setConfirming(null)} onConfirmed={replaceOrder} />}
    </>
  );
}
