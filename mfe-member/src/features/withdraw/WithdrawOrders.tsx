import { useState } from 'react';
import { Button, http } from '@portal/shared';
import { withdrawOrders, type WithdrawOrder, type WithdrawStatus } from '@portal/shared/contracts';
import {
  commonStyles,
  cx,
  DataTable,
  DateFilter,
  formatDateTime,
  PagedResults,
  useMemberTranslation,
  useMoney,
  useRecordQuery,
  useRemote,
  type Column,
} from '../common';
import { ConfirmReceiptDialog } from './ConfirmReceiptDialog';

const TONE: Record<WithdrawStatus, string | undefined> = {
  pending: commonStyles.tagWarning,
  approved: commonStyles.tagWarning,
  disbursed: commonStyles.tagWarning,
  received: commonStyles.tagSuccess,
  partlyReceived: commonStyles.tagSuccess,
  disputed: commonStyles.tagDanger,
  rejected: commonStyles.tagDanger,
};

/** Withdrawal orders with their statuses; a disbursed one waits for the member's confirmation. */
export function WithdrawOrders({ refreshKey = 0 }: { refreshKey?: number }) {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const query = useRecordQuery({});
  const [confirming, setConfirming] = useState<WithdrawOrder | null>(null);
  const orders = useRemote((signal) => http.call(withdrawOrders, query.params, { signal }), `${query.key}:${refreshKey}`);

  const columns: Column<WithdrawOrder>[] = [
    { key: 'orderNo', header: t('withdraw.orders.orderNo'), cell: (o) => o.orderNo },
    { key: 'createdAt', header: t('withdraw.orders.createdAt'), cell: (o) => formatDateTime(o.createdAt) },
    { key: 'bank', header: t('withdraw.orders.bank'), cell: (o) => `${o.bankName} ${o.accountNumberMasked}` },
    { key: 'amount', header: t('common.amount.label'), numeric: true, cell: (o) => money(o.amount) },
    {
      key: 'status',
      header: t('withdraw.orders.status'),
      cell: (o) => (
        <span className={cx(commonStyles.tag, TONE[o.status])} data-testid={`withdraw-status-${o.orderNo}`} data-status={o.status}>
          {o.confirmation?.forced ? t('withdraw.orders.forced') : t(`withdraw.statuses.${o.status}`)}
        </span>
      ),
    },
    {
      key: 'action',
      header: t('withdraw.orders.action'),
      cell: (o) =>
        o.status === 'disbursed' ? (
          <span className={commonStyles.filter}>
            <Button variant="primary" onClick={() => setConfirming(o)} aria-label={t('withdraw.orders.confirmFor', { orderNo: o.orderNo })} data-testid={`confirm-${o.orderNo}`}>
              {t('withdraw.orders.confirm')}
            </Button>
            <span className={commonStyles.note}>{t('withdraw.orders.deadline', { at: formatDateTime(o.confirmDeadline) })}</span>
          </span>
        ) : o.confirmation?.result === 'partial' ? (
          <span className={commonStyles.note}>
            {t('withdraw.orders.partly', { received: money(o.confirmation.receivedAmount), remaining: money(o.confirmation.remainingAmount) })}
          </span>
        ) : (
          '—'
        ),
    },
  ];

  const replaceOrder = (updated: WithdrawOrder) => {
    if (orders.data) orders.replace({ ...orders.data, content: orders.data.content.map((o) => (o.orderNo === updated.orderNo ? updated : o)) });
    setConfirming(null);
  };

  return (
    <>
      <div>
        <Button variant="ghost" onClick={orders.reload} disabled={orders.status === 'loading'} data-testid="withdraw-orders-refresh">
          {t('withdraw.orders.refresh')}
        </Button>
      </div>
      <DateFilter value={query.range} onChange={query.setRange} />
      <PagedResults state={orders} onRetry={orders.reload} page={query.page} onPage={query.setPage} empty={t('withdraw.orders.empty')}>
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
