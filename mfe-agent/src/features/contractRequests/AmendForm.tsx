import { useState } from 'react';
import { http } from '@portal/kernel';
import { Button, FormMessage, useForm } from '@portal/shared';
import { agentAmendContract, type AgentContract, type DividendPeriod } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { formStyles } from '../../forms';
import { Ceiling } from './Ceiling';
import { PeriodSelect } from './OfferForm';
import { TierEditor } from './TierEditor';
import { draftOf, TIER_FIELDS } from './tiers';
import { useTerms } from './useTerms';
import styles from './ContractRequests.module.css';

const FIELDS = ['period', 'tiers', ...TIER_FIELDS];

/** New terms for a contract (P replaced, E or A amended): the waiting proposal, or the signed terms, to start from. */
export function AmendForm({ contract, onAmended, onCancel }: { contract: AgentContract; onAmended: (contract: AgentContract) => void; onCancel: () => void }) {
  const { t } = useAgentTranslation();
  const start = contract.proposedTiers ?? contract.tiers;
  const terms = useTerms(contract.kind, contract.product, start.length > 0 ? start.map(draftOf) : undefined);
  const [period, setPeriod] = useState<DividendPeriod>(contract.proposedPeriod ?? contract.period ?? 'W');
  const form = useForm<string>(FIELDS, { fallback: t('contracts.failed') });
  const dividend = contract.kind === 'dividend';

  const submit = form.handleSubmit(
    () => {
      const found = terms.check();
      return found.form ?? found.errors;
    },
    async () => {
      const { tiers } = terms.check();
      if (!tiers) return;
      onAmended(await http.call(agentAmendContract, { contractId: contract.id, tiers, ...(dividend ? { period } : {}) }));
    },
  );

  return (
    <form className={styles.stack} onSubmit={submit} noValidate data-testid="amend-form" aria-label={t('contracts.amend.title')}>
      <h3>{t('contracts.amend.title')}</h3>
      {dividend && (
        <div className={formStyles.form}>
          <PeriodSelect
            value={period}
            onChange={(next) => {
              setPeriod(next);
              form.clear('period');
            }}
            error={form.errors.period}
          />
        </div>
      )}
      <Ceiling kind={contract.kind} limits={terms.limits} />
      <TierEditor kind={contract.kind} tiers={terms.tiers} onChange={terms.setTiers} errors={form.errors} onEdit={(...fields) => form.clear(...fields)} />
      <FormMessage wrapAnywhere message={form.errors.tiers ?? form.formError} />
      <div className={formStyles.actions}>
        <Button type="submit" loading={form.sending}>
          {t('contracts.amend.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('contracts.amend.cancel')}
        </Button>
      </div>
    </form>
  );
}
