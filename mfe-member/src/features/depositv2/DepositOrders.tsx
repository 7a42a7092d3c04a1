import { useState } from 'react';
import { http } from '@portal/shared';
import { depositOrders, type DepositOrder } from '@portal/shared/contracts';
import {
  cx,
  commonStyles,
  DataTable,
  formatDateTime,
  PAGE_SIZE,
  PagedResults,
  presetRange,
  useMemberTranslation,
  useMoney,
  useRemote,
  type Column,
} from '../common';

const TONE = { pending: commonStyles.tagWarning, credited: commonStyles.tagSuccess, failed: commonStyles.tagDanger, expired: commonStyles.tagDanger } as const;

/** The deposit orders of the previous 30 days, newest first, 20 a page. */
export function DepositOrders({ refreshKey = 0 }: { refreshKey?: number }) {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const [range] = useState(() => presetRange('prev30', new Date()));
  const orders = useRemote((signal) => http.call(depositOrders, { from: range.from, to: range.to, pageNo: page, pageSize: PAGE_SIZE }, { signal }), `${page}:${refreshKey}`);

  const columns: Column<DepositOrder>[] = [
    { key: 'orderNo', header: t('deposit.orders.orderNo'), cell: (o) => o.orderNo },
    { key: 'createdAt', header: t('deposit.orders.createdAt'), cell: (o) => formatDateTime(o.createdAt) },
    { key: 'channel', header: t('deposit.channel'), cell: (o) => o.channel },
    { key: 'amount', header: t('common.amount.label'), numeric: true, cell: (o) => money(o.amount) },
    {
      key: 'status',
      header: t('deposit.orders.status'),
      cell: (o) => <span className={cx(commonStyles.tag, TONE[o.status])}>{t(`deposit.statuses.${o.status}`)}</span>,
    },
  ];

  return (
    <PagedResults state={orders} onRetry={orders.reload} page={page} onPage={setPage} empty={t('deposit.orders.empty')}>
      {(data) => (
        <DataTable
          caption={t('deposit.orders.title')}
          columns={columns}
          rows={data.content}
          rowKey={(o) => o.orderNo}
          testId="deposit-orders"
          rowTestId={(o) => `deposit-order-${o.orderNo}`}
        />
      )}
    </PagedResults>
  );
}
