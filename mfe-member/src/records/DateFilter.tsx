import { useState, type FormEvent } from 'react';
import { Button } from '@portal/shared';
import { formStyles } from '../forms';
import { useCommonTranslation } from '../i18n';
import { isSiteDay, siteDaysInRange } from '@portal/shared/contracts';
import { DATE_PRESETS, MAX_RANGE_DAYS, presetRange, type DatePreset, type DateRange } from './dates';
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
 * The records' date filter (spec §9): the previous or next 7 and 30 days in one click, or a custom
 * window of at most 31 days. A preset applies at once; a custom window on "Search".
 */
export function DateFilter({ value, onChange, now = () => new Date(), disabled }: DateFilterProps) {
  const { t } = useCommonTranslation();
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const [error, setError] = useState<string | null>(null);

  const pick = (preset: Exclude<DatePreset, 'custom'>) => {
    const range = presetRange(preset, now());
    setFrom(range.from);
    setTo(range.to);
    setError(null);
    onChange(range);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!isSiteDay(from) || !isSiteDay(to)) return setError(t('dates.invalid'));
    if (from > to) return setError(t('dates.order'));
    if (siteDaysInRange(from, to) > MAX_RANGE_DAYS) return setError(t('dates.tooLong', { max: MAX_RANGE_DAYS }));
    setError(null);
    onChange({ preset: 'custom', from, to });
  };

  return (
    <form className={styles.filter} onSubmit={apply} aria-label={t('dates.label')} data-testid="date-filter" noValidate>
      <div className={styles.presets} role="group" aria-label={t('dates.presets')}>
        {DATE_PRESETS.map((preset) => (
          <Button
            key={preset}
            variant={value.preset === preset ? 'primary' : 'secondary'}
            aria-pressed={value.preset === preset}
            disabled={disabled}
            onClick={() => pick(preset)}
          >
            {t(`dates.${preset}`)}
          </Button>
        ))}
      </div>
      <div className={styles.custom}>
        <label className={styles.dateField}>
          <span>{t('dates.from')}</span>
          <input type="date" className={formStyles.control} value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} aria-invalid={Boolean(error) || undefined} />
        </label>
        <label className={styles.dateField}>
          <span>{t('dates.to')}</span>
          <input type="date" className={formStyles.control} value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} aria-invalid={Boolean(error) || undefined} />
        </label>
        <Button type="submit" variant={value.preset === 'custom' ? 'primary' : 'secondary'} disabled={disabled}>
          {t('dates.search')}
        </Button>
      </div>
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
