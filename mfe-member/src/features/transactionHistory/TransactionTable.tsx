import { type Column, DataTable, LedgerDetailText, Signed, useMoney, useSiteDate } from '@portal/shared';
import type { LedgerKind, TransactionRecord } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';

/** Ledger kinds as the API writes them ('withdrawal.refund', 'transfer.upline') → a label key: one for every kind of the contract. */
const KIND_LABELS: Record<LedgerKind, string> = {
  seed: 'adjustment',
  adjustment: 'adjustment',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  'withdrawal.refund': 'refund',
  transfer: 'transfer',
  'transfer.upline': 'upline',
  'transfer.downline': 'downline',
  'transfer.envelope': 'envelope',
  bet: 'bet',
  payout: 'payout',
  bonus: 'bonus',
  salary: 'salary',
  dividend: 'dividend',
  'points.convert': 'pointsConvert',
  'points.redeem': 'pointsRedeem',
  'points.refund': 'pointsRefund',
};
/** A kind a newer ledger writes is named by the kind before its dot. */
export const kindLabelKey = (kind: string) => `common.kinds.${KIND_LABELS[kind as LedgerKind] ?? kind.split('.')[0]}`;

/** The order an entry moved money for, when it was an order (a deposit, a withdrawal): rows are found by it. */
const orderNoOf = ({ detail }: TransactionRecord) => (detail && (detail.type === 'depositOrder' || detail.type === 'withdrawOrder') ? detail.orderNo : null);

/** A page of ledger entries as a table (cards on narrow screens) with the period's total; the bonus details use it too. */
export function TransactionTable({
  page,
  caption,
  testId,
}: {
  page: { content: TransactionRecord[]; summary: { count: number; amount: number } };
  caption: string;
  testId: string;
}) {
  const { t } = useMemberTranslation();
  const formatDate = useSiteDate();
  const money = useMoney();
  const columns: Column<TransactionRecord>[] = [
    { key: 'createdAt', header: t('common.time'), cell: (r) => formatDate(r.createdAt) },
    { key: 'kind', header: t('common.type'), cell: (r) => t(kindLabelKey(r.kind), { defaultValue: r.kind }) },
    { key: 'wallet', header: t('common.wallet'), cell: (r) => (r.wallet === 'MAIN' ? t('mainWallet') : r.wallet) },
    { key: 'amount', header: t('common.amount.label'), numeric: true, cell: (r) => <Signed amount={r.amount} /> },
    { key: 'balanceAfter', header: t('common.balanceAfter'), numeric: true, cell: (r) => money(r.balanceAfter) },
    // What the entry is about (the API resolved the ledger's key): the game and round, the slip, the counterparty…
    { key: 'detail', header: t('common.detail'), cell: (r) => <LedgerDetailText detail={r.detail} amount={r.amount} /> },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={page.content}
      rowKey={(r) => r.id}
      testId={testId}
      rowTestId={(r) => `${testId}-row-${orderNoOf(r) ?? r.id}`}
      summary={[t('common.total'), t('common.records', { count: page.summary.count }), null, <Signed key="amount" amount={page.summary.amount} />]}
      summaryLabel={t('common.total')}
    />
  );
}
