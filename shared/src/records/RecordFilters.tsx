import { useId, type ReactNode } from 'react';
import { DateFilter } from './DateFilter';
import type { DateRange } from './dates';
import { useRecordsTranslation } from './i18n';
import styles from './Records.module.css';

/** The filter bar of a records page, a titled panel: the date window, then the page's own filters. */
export function RecordFilters({ range, onRange, now, children }: { range: DateRange; onRange: (range: DateRange) => void; now?: () => Date; children?: ReactNode }) {
  const { t } = useRecordsTranslation();
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {t('dates.label')}
      </h2>
      <DateFilter value={range} now={now} onChange={onRange} />
      {children}
    </section>
  );
}
