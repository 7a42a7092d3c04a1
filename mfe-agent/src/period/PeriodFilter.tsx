import { Button, CustomRange, Section } from '@portal/shared';
import { TEAM_PERIODS, type TeamPeriod } from '@portal/shared/contracts';
import { useAgentTranslation } from '../i18n';
import { layoutStyles } from '../layout';
import type { PeriodChoice } from './usePeriod';
import styles from './Period.module.css';

const NAMED: readonly Exclude<TeamPeriod, 'custom'>[] = TEAM_PERIODS.filter((p): p is Exclude<TeamPeriod, 'custom'> => p !== 'custom');

/**
 * Today / yesterday / this week / this month in one tap, or a custom window of at most 31 days
 * (refused in the form, as the API would refuse it).
 */
export function PeriodFilter({ value, onChange, disabled }: { value: PeriodChoice; onChange: (next: PeriodChoice) => void; disabled?: boolean }) {
  const { t } = useAgentTranslation();
  return (
    <Section title={t('common.period.label')}>
      <div className={styles.named} role="group" aria-label={t('common.period.label')}>
        {NAMED.map((period) => (
          <Button
            key={period}
            className={layoutStyles.touch}
            variant={value.period === period ? 'primary' : 'secondary'}
            aria-pressed={value.period === period}
            disabled={disabled}
            onClick={() => onChange({ ...value, period })}
          >
            {t(`common.period.${period}`)}
          </Button>
        ))}
      </div>
      <CustomRange from={value.from} to={value.to} active={value.period === 'custom'} disabled={disabled} onApply={(from, to) => onChange({ period: 'custom', from, to })} />
    </Section>
  );
}
