import { Button, SelectField, TextField } from '@portal/shared';
import { CONTRACT_MAX_TIERS, RATE_TYPES, type ContractKind, type RateType } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { emptyTier, TIER_KEYS, tierField, type TierDraft, type TierKey } from './tiers';
import styles from './ContractRequests.module.css';

interface TierEditorProps {
  kind: ContractKind;
  tiers: readonly TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  /** Messages by field name (`tiers[1].rate`, `tiers[1]` for the tier itself). */
  errors: Partial<Record<string, string>>;
  /** Clears the messages of the fields edited. */
  onEdit: (...fields: string[]) => void;
}

/**
 * The terms: 1 to 10 tiers, each a fieldset ("Tier 2") with its thresholds and its rate. A dividend
 * has a net-loss threshold and pays a percentage; a salary's rate is a percentage or a fixed amount.
 */
export function TierEditor({ kind, tiers, onChange, errors, onEdit }: TierEditorProps) {
  const { t } = useAgentTranslation();
  const dividend = kind === 'dividend';
  const set = (index: number, key: TierKey, value: string) => {
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, [key]: value } : tier)));
    onEdit(tierField(index, key), tierField(index));
  };
  const remove = (index: number) => {
    onChange(tiers.filter((_, i) => i !== index));
    // Messages belong to positions that just moved: drop the ones from here on.
    onEdit(...tiers.slice(index).flatMap((_, offset) => [tierField(index + offset), ...TIER_KEYS.map((key) => tierField(index + offset, key))]));
  };

  return (
    <div className={styles.tiers}>
      {tiers.map((tier, index) => {
        const rateType: RateType = dividend ? 'P' : tier.rateType;
        const number = index + 1;
        return (
          <fieldset key={index} className={styles.tier} data-testid={`tier-${number}`}>
            <legend>{t('contracts.tier.title', { number })}</legend>
            <TextField
              label={t(kind === 'dailySalary' ? 'contracts.tier.betVolume' : 'contracts.tier.minimumBet')}
              inputMode="decimal"
              autoComplete="off"
              value={tier.minimumBet}
              onChange={(e) => set(index, 'minimumBet', e.target.value)}
              error={errors[tierField(index, 'minimumBet')]}
            />
            {dividend && (
              <TextField
                label={t('contracts.tier.netLoss')}
                inputMode="decimal"
                autoComplete="off"
                value={tier.netLoss}
                onChange={(e) => set(index, 'netLoss', e.target.value)}
                error={errors[tierField(index, 'netLoss')]}
              />
            )}
            <TextField
              label={t('contracts.tier.activeMember')}
              inputMode="numeric"
              autoComplete="off"
              value={tier.activeMember}
              onChange={(e) => set(index, 'activeMember', e.target.value)}
              error={errors[tierField(index, 'activeMember')]}
            />
            {!dividend && (
              <SelectField touch label={t('contracts.tier.rateType')} value={rateType} onChange={(e) => set(index, 'rateType', e.target.value)} error={errors[tierField(index, 'rateType')]}>
                {RATE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`contracts.rateTypes.${type}`)}
                  </option>
                ))}
              </SelectField>
            )}
            <TextField
              label={t(rateType === 'P' ? 'contracts.tier.ratePercent' : 'contracts.tier.rateFixed')}
              inputMode="decimal"
              autoComplete="off"
              value={tier.rate}
              onChange={(e) => set(index, 'rate', e.target.value)}
              error={errors[tierField(index, 'rate')] ?? (dividend ? errors[tierField(index, 'rateType')] : undefined)}
            />
            {errors[tierField(index)] && (
              <p className={styles.tierError} role="alert">
                {errors[tierField(index)]}
              </p>
            )}
            {tiers.length > 1 && (
              <div className={styles.tierActions}>
                <Button variant="ghost" onClick={() => remove(index)} aria-label={t('contracts.tier.removeNamed', { number })}>
                  {t('contracts.tier.remove')}
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      <div className={styles.tierActions}>
        <Button variant="secondary" disabled={tiers.length >= CONTRACT_MAX_TIERS} onClick={() => onChange([...tiers, emptyTier(kind)])}>
          {t('contracts.tier.add')}
        </Button>
        <span className={styles.note}>{t('contracts.tier.count', { count: tiers.length, max: CONTRACT_MAX_TIERS })}</span>
      </div>
    </div>
  );
}
