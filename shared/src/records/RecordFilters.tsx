import type { ReactNode } from 'react';
import { Section } from '../layout';
import { DateFilter } from './DateFilter';
import type { DateRange } from './dates';
import { useRecordsTranslation } from './i18n';

/** The filter bar of a records page, a titled panel: the date window, then the page's own filters. */
export function RecordFilters({ range, onRange, now, children }: { range: DateRange; onRange: (range: DateRange) => void; now?: () => Date; children?: ReactNode }) {
  const { t } = useRecordsTranslation();
  return (
    <Section title={t('dates.label')}>
      <DateFilter value={range} now={now} onChange={onRange} />
      {children}
    </Section>
  );
}
