import { DataTable, formatMoney, type Column } from '@portal/shared';
import { CURRENCY_SYMBOL } from '@portal/shared/contracts';
import type { TermsTier } from './pending';
import styles from './Contracts.module.css';
import { useShellTranslation } from '../../i18n';

const money = (minor: number) => `${CURRENCY_SYMBOL} ${formatMoney(minor)}`;
/** Basis points as a percentage with two places: 150 → 1.50 % (the same digits as minor units). */
const percent = (basisPoints: number) => `${formatMoney(basisPoints)} %`;

type Row = TermsTier & { tier: number };

/**
 * A contract's tiers: thresholds in K, each tier's rate as a percentage or a fixed K amount. The
 * records kit's table, so at phone width each tier is a card of "column: figure" lines: the rate and
 * active members, last, are never behind a sideways swipe nobody is told about.
 */
export function ContractTerms({ caption, tiers, dividend }: { caption: string; tiers: TermsTier[]; dividend: boolean }) {
  const { t } = useShellTranslation();
  const columns: Column<Row>[] = [
    { key: 'tier', header: t('contracts.column.tier'), cell: (row) => row.tier },
    { key: 'minimumBet', header: t('contracts.column.minimumBet'), cell: (row) => money(row.minimumBet), numeric: true },
    ...(dividend ? [{ key: 'netLoss', header: t('contracts.column.netLoss'), cell: (row: Row) => money(row.netLoss ?? 0), numeric: true }] : []),
    { key: 'activeMember', header: t('contracts.column.activeMember'), cell: (row) => row.activeMember, numeric: true },
    { key: 'rate', header: t('contracts.column.rate'), cell: (row) => (row.rateType === 'P' ? percent(row.rate) : money(row.rate)), numeric: true },
  ];
  return (
    <div className={styles.terms}>
      {/* The table is named by its own caption for a screen reader; this is the same words, seen. */}
      <p className={styles.caption} aria-hidden="true">
        {caption}
      </p>
      <DataTable caption={caption} columns={columns} rows={tiers.map((tier, index) => ({ ...tier, tier: index + 1 }))} rowKey={(row) => row.tier} />
    </div>
  );
}
