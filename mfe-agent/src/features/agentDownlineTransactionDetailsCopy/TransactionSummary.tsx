import { FactGrid, useMoney } from '@portal/shared';
import type { TeamTransactionSummary } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';

/** The filtered window's totals, over every page. */
export function TransactionSummary({ summary }: { summary: TeamTransactionSummary }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  return (
    <FactGrid
      facts={[
        { label: t('transactions.count'), value: summary.count, testId: 'transactions-count' },
        { label: t('common.figures.deposits'), value: money(summary.deposits), testId: 'transactions-deposits' },
        { label: t('common.figures.withdrawals'), value: money(summary.withdrawals), testId: 'transactions-withdrawals' },
        { label: t('common.figures.transfersIn'), value: money(summary.transfersIn) },
        { label: t('common.figures.transfersOut'), value: money(summary.transfersOut) },
      ]}
    />
  );
}
