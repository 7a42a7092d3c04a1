import { usePaging } from '../query';
import { defaultRange } from './DateFilter';
import type { DateRange } from './dates';
import { RECORD_PAGE_SIZE } from './constants';

/**
 * The query of a records page on `usePaging`: the date window (the previous 7 days at first), the
 * page's own filters and the page number; a new window or filter starts again at page 1. Load it with
 * `useQuery((signal) => http.call(endpoint, query.params, { signal }), [query.key])`.
 */
export function useRecordQuery<F extends Record<string, string>>(filters: F, now?: () => Date) {
  const paging = usePaging<F & { range: DateRange }>(() => ({ ...filters, range: defaultRange(now) }));
  const { range, ...own } = paging.filters;
  return {
    ...paging,
    range,
    /** What a list call takes: the window, the filters, the page. */
    params: { from: range.from, to: range.to, ...own, pageNo: paging.page, pageSize: RECORD_PAGE_SIZE },
    setRange: (range: DateRange) => paging.setFilters({ range } as Partial<F & { range: DateRange }>),
  };
}
