import { formatMoney } from '@portal/shared';
import { CURRENCY_SYMBOL } from '@portal/shared/contracts';
import type { TermsTier } from './pending';
import styles from './Contracts.module.css';
import { useShellTranslation } from '../../i18n';

const money = (minor: number) => `${CURRENCY_SYMBOL} ${formatMoney(minor)}`;
/** Basis points as a percentage with two places: 150 → 1.50 % (the same digits as minor units). */
const percent = (basisPoints: number) => `${formatMoney(basisPoints)} %`;

/** A contract's tiers as a table: thresholds in K, each tier's rate as a percentage or a fixed K amount. */
export function ContractTerms({ caption, tiers, dividend }: { caption: string; tiers: TermsTier[]; dividend: boolean }) {
  const { t } = useShellTranslation();
  return (
    // Scrolls sideways on a narrow phone rather than squeezing the figures; focusable so a keyboard can scroll it.
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contracts.column.tier')}</th>
            <th scope="col">{t('contracts.column.minimumBet')}</th>
            {dividend && <th scope="col">{t('contracts.column.netLoss')}</th>}
            <th scope="col">{t('contracts.column.activeMember')}</th>
            <th scope="col">{t('contracts.column.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              <td>{money(tier.minimumBet)}</td>
              {dividend && <td>{money(tier.netLoss ?? 0)}</td>}
              <td>{tier.activeMember}</td>
              <td>{tier.rateType === 'P' ? percent(tier.rate) : money(tier.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
