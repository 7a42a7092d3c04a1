import { http, useBusEvent } from '@portal/kernel';
import { type Column, DataTable, PagedResults, presetRange, RECORD_PAGE_SIZE, useMoney, usePaging, useQuery, useSiteDate } from '@portal/shared';
import { depositOrders, type DepositOrder } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles } from '../../layout';

const TONE = { pending: layoutStyles.tagWarning, credited: layoutStyles.tagSuccess, failed: layoutStyles.tagDanger, expired: layoutStyles.tagDanger } as const;

/** The deposit orders of the previous 30 days, newest first, 20 a page, following each pushed move. */
export function DepositOrders({ refreshKey = 0 }: { refreshKey?: number }) {
  const { t } = useMemberTranslation();
  const formatDate = useSiteDate();
  const money = useMoney();
  const paging = usePaging(() => presetRange('prev30', new Date()));
  const { from, to } = paging.filters;
  const orders = useQuery((signal) => http.call(depositOrders, { from, to, pageNo: paging.page, pageSize: RECORD_PAGE_SIZE }, { signal }), [paging.key, refreshKey]);
  // A credit, a decline or an expiry is pushed when it happens: the list reads itself again.
  useBusEvent('funds', (event) => {
    if (event.order === 'deposit') orders.retry();
  });

  const columns: Column<DepositOrder>[] = [
    { key: 'orderNo', header: t('deposit.orders.orderNo'), cell: (o) => o.orderNo },
    { key: 'createdAt', header: t('deposit.orders.createdAt'), cell: (o) => formatDate(o.createdAt) },
    { key: 'channel', header: t('deposit.channel'), cell: (o) => o.channel },
    { key: 'amount', header: t('common.amount.label'), numeric: true, cell: (o) => money(o.amount) },
    {
      key: 'status',
      header: t('deposit.orders.status'),
      cell: (o) => <span className={cx(layoutStyles.tag, TONE[o.status])}>{t(`deposit.statuses.${o.status}`)}</span>,
    },
  ];

  return (
    <PagedResults query={orders} paging={paging} empty={t('deposit.orders.empty')}>
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
