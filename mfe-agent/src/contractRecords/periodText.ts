import { useCallback } from 'react';
import { useSiteDate } from '@portal/shared';
import type { ContractSettlement } from '@portal/shared/contracts';
import { useAgentTranslation } from '../i18n';

/** A dividend's period letter from its key (`W2026-11-16`, `H2026-11-1`, `M2026-11`); a bare day is D. */
const dividendPeriod = (key: string) => (/^[WHM]/.test(key) ? (key[0] as 'W' | 'H' | 'M') : 'D');

/**
 * A settlement's period in the site's time zone and the reader's language: a site day (daily salary),
 * a site hour or a 5-minute window as its day, start and end time ("25 Nov 2026, 13:00–14:00"), a
 * dividend's period as its name and date range (`periodEnd` is the next period's start: the range
 * ends the millisecond before).
 */
export function usePeriodText(): (row: Pick<ContractSettlement, 'kind' | 'periodKey' | 'periodStart' | 'periodEnd'>) => string {
  const { t } = useAgentTranslation();
  const formatDate = useSiteDate();
  return useCallback(
    (row) => {
      const lastDay = formatDate(Date.parse(row.periodEnd) - 1, 'date');
      switch (row.kind) {
        case 'dailySalary':
          return formatDate(row.periodStart, 'date');
        case 'hourlySalary':
        case 'realtimeSalary':
          // 'dateTime' ends with HH:mm in every language; the end keeps only its time.
          return `${formatDate(row.periodStart, 'dateTime')}–${formatDate(row.periodEnd, 'dateTime').slice(-5)}`;
        case 'dividend': {
          const period = dividendPeriod(row.periodKey);
          const from = formatDate(row.periodStart, 'date');
          return t('contractRecords.dividendPeriod', { period: t(`contractTerms.periods.${period}`), range: period === 'D' ? from : `${from} – ${lastDay}` });
        }
      }
    },
    [t, formatDate],
  );
}
