import type { ReactNode } from 'react';
import { DateFilter } from './DateFilter';
import type { DateRange } from './dates';
import { useCommonTranslation } from '../i18n';
import { Section } from '../layout';

/** The filter bar of a records page: the date window, then the page's own filters. */
export function RecordFilters({ range, onRange, now, children }: { range: DateRange; onRange: (range: DateRange) => void; now?: () => Date; children?: ReactNode }) {
  const { t } = useCommonTranslation();
  return (
    <Section title={t('dates.label')}>
      <DateFilter value={range} now={now} onChange={onRange} />
      {children}
    </Section>
  );
}
