import { Button } from '../ui';
import { CustomRange } from './CustomRange';
import { DATE_PRESETS, presetRange, type DatePreset, type DateRange } from './dates';
import { useRecordsTranslation } from './i18n';
import styles from './Records.module.css';

export interface DateFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The clock (tests pass a fixed one); defaults to the real time. */
  now?: () => Date;
  disabled?: boolean;
}

/** The initial window of every record page: the previous 7 days. */
export const defaultRange = (now: () => Date = () => new Date()) => presetRange('prev7', now());

/**
 * The records' date filter (spec §9): the previous 7 or 30 days in one click, or a custom
 * window of at most 31 days. A preset applies at once; a custom window on "Search".
 */
export function DateFilter({ value, onChange, now = () => new Date(), disabled }: DateFilterProps) {
  const { t } = useRecordsTranslation();
  const pick = (preset: Exclude<DatePreset, 'custom'>) => onChange(presetRange(preset, now()));

  return (
    <div className={styles.filter} data-testid="date-filter">
      <div className={styles.presets} role="group" aria-label={t('dates.presets')}>
        {DATE_PRESETS.map((preset) => (
          <Button
            key={preset}
            className={styles.touch}
            variant={value.preset === preset ? 'primary' : 'secondary'}
            aria-pressed={value.preset === preset}
            disabled={disabled}
            onClick={() => pick(preset)}
          >
            {t(`dates.${preset}`)}
          </Button>
        ))}
      </div>
      <CustomRange from={value.from} to={value.to} active={value.preset === 'custom'} disabled={disabled} onApply={(from, to) => onChange({ preset: 'custom', from, to })} />
    </div>
  );
}
