import { useState, type FormEvent } from 'react';
import formStyles from '../forms/Forms.module.css';
import { Button } from '../ui';
import { cx } from '../ui/cx';
import { MAX_RANGE_DAYS, rangeProblem } from './dates';
import { useRecordsTranslation } from './i18n';
import styles from './Records.module.css';

export interface CustomRangeProps {
  /** The window the fields start with. */
  from: string;
  to: string;
  /** Whether the window shown is this custom one (its Search button is then the pressed one). */
  active: boolean;
  /** Called with a window that passed the checks. */
  onApply: (from: string, to: string) => void;
  disabled?: boolean;
}

/**
 * The custom window of spec §9: two site days, both ends counted, at most 31 days and not backwards.
 * A refused window shows why under the fields and is never sent: the API would refuse it too.
 */
export function CustomRange({ from: initialFrom, to: initialTo, active, onApply, disabled }: CustomRangeProps) {
  const { t } = useRecordsTranslation();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [error, setError] = useState<string | null>(null);
  // A preset picked elsewhere moves the fields to its window (state adjusted while rendering, not in an effect).
  const [shown, setShown] = useState({ initialFrom, initialTo });
  if (shown.initialFrom !== initialFrom || shown.initialTo !== initialTo) {
    setShown({ initialFrom, initialTo });
    setFrom(initialFrom);
    setTo(initialTo);
    setError(null);
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = rangeProblem(from, to);
    if (problem) return setError(t(`dates.${problem}`, { max: MAX_RANGE_DAYS }));
    setError(null);
    onApply(from, to);
  };

  return (
    <form className={styles.customForm} onSubmit={apply} aria-label={t('dates.label')} noValidate>
      <div className={styles.custom}>
        <label className={styles.dateField}>
          <span>{t('dates.from')}</span>
          <input type="date" className={cx(formStyles.control, formStyles.touch)} value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} aria-invalid={Boolean(error) || undefined} />
        </label>
        <label className={styles.dateField}>
          <span>{t('dates.to')}</span>
          <input type="date" className={cx(formStyles.control, formStyles.touch)} value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} aria-invalid={Boolean(error) || undefined} />
        </label>
        <Button type="submit" className={styles.touch} variant={active ? 'primary' : 'secondary'} disabled={disabled}>
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
