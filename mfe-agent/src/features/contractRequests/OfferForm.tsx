import { useState } from 'react';
import { http } from '@portal/kernel';
import { Button, FormMessage, SelectField, useForm } from '@portal/shared';
import { agentOfferContract, CONTRACT_KINDS, CONTRACT_PRODUCTS, DIVIDEND_PERIODS, type ContractKind, type ContractProduct, type DividendPeriod } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { formStyles } from '../../forms';
import { DirectDownlinePicker, type Receiver } from '../../downlinePicker';
import { Ceiling } from './Ceiling';
import { TierEditor } from './TierEditor';
import { emptyTier, TIER_FIELDS } from './tiers';
import { useTerms } from './useTerms';
import styles from './ContractRequests.module.css';

// The server's field names: `downlineId` (not a direct downline), `kind` (409 contract.exists), the tiers'.
const FIELDS = ['downlineId', 'kind', 'product', 'period', 'tiers', ...TIER_FIELDS];

/** A new contract offered to one direct downline (status P until it answers). */
export function OfferForm({ onOffered }: { onOffered: () => void }) {
  const { t } = useAgentTranslation();
  const [receivers, setReceivers] = useState<Receiver[]>([]);
  const [kind, setKind] = useState<ContractKind>('dividend');
  const [product, setProduct] = useState<ContractProduct>('CONS');
  const [period, setPeriod] = useState<DividendPeriod>('W');
  const terms = useTerms(kind, kind === 'dividend' ? product : 'CONS');
  const form = useForm<string>(FIELDS, { fallback: t('contracts.failed') });
  const receiver = receivers[0];
  const dividend = kind === 'dividend';

  const submit = form.handleSubmit(
    () => {
      const found = terms.check();
      if (found.form) return found.form;
      return { downlineId: receiver ? undefined : t('contracts.offer.noDownline'), ...found.errors };
    },
    async () => {
      const { tiers } = terms.check();
      if (!receiver || !tiers) return;
      await http.call(agentOfferContract, { downlineId: receiver.id, kind, ...(dividend ? { product, period } : {}), tiers });
      onOffered();
      return t('contracts.offer.done', { kind: t(`contractTerms.kinds.${kind}`), account: receiver.account });
    },
  );

  const changeKind = (next: ContractKind) => {
    setKind(next);
    // A salary has no net-loss threshold and a dividend pays a percentage: the tiers start again.
    terms.setTiers([emptyTier(next)]);
    form.setErrors({});
  };

  return (
    <form className={styles.stack} onSubmit={submit} noValidate data-testid="offer-form">
      <DirectDownlinePicker
        multiple={false}
        selected={receivers}
        onChange={(next) => {
          setReceivers(next);
          form.clear('downlineId');
        }}
        error={form.errors.downlineId}
      />
      {receiver && <p className={formStyles.chosen}>{t('contracts.offer.to', { account: receiver.account })}</p>}
      <div className={formStyles.form}>
        <SelectField touch label={t('contracts.kind')} value={kind} onChange={(e) => changeKind(e.target.value as ContractKind)} error={form.errors.kind}>
          {CONTRACT_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`contractTerms.kinds.${option}`)}
            </option>
          ))}
        </SelectField>
        {dividend && (
          <SelectField
            touch
            label={t('contracts.product')}
            value={product}
            onChange={(e) => {
              setProduct(e.target.value as ContractProduct);
              form.clear('product', 'kind');
            }}
            error={form.errors.product}
          >
            {CONTRACT_PRODUCTS.map((option) => (
              <option key={option} value={option}>
                {t(`contractTerms.products.${option}`)}
              </option>
            ))}
          </SelectField>
        )}
        {dividend && (
          <PeriodSelect
            value={period}
            onChange={(next) => {
              setPeriod(next);
              form.clear('period');
            }}
            error={form.errors.period}
          />
        )}
      </div>
      <Ceiling kind={kind} limits={terms.limits} />
      <TierEditor kind={kind} tiers={terms.tiers} onChange={terms.setTiers} errors={form.errors} onEdit={(...fields) => form.clear(...fields)} />
      <FormMessage wrapAnywhere message={form.errors.tiers ?? form.formError} />
      <FormMessage wrapAnywhere message={form.done} tone="success" />
      <div className={formStyles.actions}>
        <Button type="submit" loading={form.sending}>
          {t('contracts.offer.submit')}
        </Button>
      </div>
    </form>
  );
}

/** A dividend's period: daily, weekly, semimonthly, monthly. */
export function PeriodSelect({ value, onChange, error }: { value: DividendPeriod; onChange: (period: DividendPeriod) => void; error?: string }) {
  const { t } = useAgentTranslation();
  return (
    <SelectField touch label={t('contracts.period')} value={value} onChange={(e) => onChange(e.target.value as DividendPeriod)} error={error}>
      {DIVIDEND_PERIODS.map((option) => (
        <option key={option} value={option}>
          {t(`contractTerms.periods.${option}`)}
        </option>
      ))}
    </SelectField>
  );
}
