import { useCallback } from 'react';
import { useMoney } from '@portal/shared';
import { formatMoney, type AgentContract, type ContractKind, type ContractTier, type RateType } from '@portal/shared/contracts';
import { useAgentTranslation } from '../i18n';

/** A rate as a person reads it: basis points as `1.50 %`, a fixed amount through `money`. */
export const shownRate = (type: RateType, rate: number, money: (minor: number) => string) => (type === 'P' ? `${formatMoney(rate)} %` : money(rate));

/**
 * A tier in words (`number` is its place, from 1): "Tier 1: bets ≥ K 1,000.00, net loss ≥ K 500.00,
 * 3 active members → 1.50 %" (without `number`, the thresholds and rate alone: a settlement's tier); a daily salary's bet threshold is worded "bet volume", salaries have no
 * net loss.
 */
export function useTierLine(kind: ContractKind): (tier: ContractTier, number?: number) => string {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const form = kind === 'dividend' ? 'dividend' : kind === 'dailySalary' ? 'daily' : 'salary';
  return useCallback(
    (tier, number) =>
      t(number === undefined ? `contractTerms.thresholds.${form}` : `contractTerms.termLine.${form}`, {
        number,
        bet: money(tier.minimumBet),
        netLoss: money(tier.netLoss),
        members: tier.activeMember,
        rate: shownRate(tier.rateType, tier.rate, money),
      }),
    [t, form, money],
  );
}

/** The kind as read, with a dividend's product and period: "Dividend · Sports · weekly". */
export function KindText({ contract }: { contract: Pick<AgentContract, 'kind' | 'product' | 'period'> }) {
  return <>{useKindWords()(contract)}</>;
}

/** `KindText`'s words as a function of a contract (a CSV cell). */
export function useKindWords(): (contract: Pick<AgentContract, 'kind' | 'product' | 'period'>) => string {
  const { t } = useAgentTranslation();
  return useCallback(
    (contract) => {
      const kind = t(`contractTerms.kinds.${contract.kind}`);
      if (contract.kind !== 'dividend') return kind;
      return [kind, t(`contractTerms.products.${contract.product}`), ...(contract.period ? [t(`contractTerms.periods.${contract.period}`)] : [])].join(' · ');
    },
    [t],
  );
}
