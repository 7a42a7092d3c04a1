import { useState } from 'react';
import { defaultRange } from './DateFilter';
import type { DateRange } from './dates';
import { PAGE_SIZE } from './types';

/**
 * The query of a records page: the date window (the previous 7 days at first), the page's own filters
 * and the page number. A new window or filter starts again at page 1.
 */
export function useRecordQuery<F extends Record<string, string>>(filters: F, now?: () => Date) {
  const [query, setQuery] = useState(() => ({ range: defaultRange(now), filters, page: 1 }));
  const { range, page } = query;
  return {
    range,
    filters: query.filters,
    page,
    /** What a list call takes: the window, the filters, the page. */
    params: { from: range.from, to: range.to, ...query.filters, pageNo: page, pageSize: PAGE_SIZE },
    /** Changes whenever the query does (the `key` of `useRemote`). */
    key: JSON.stringify(query),
    setRange: (next: DateRange) => setQuery((previous) => ({ ...previous, range: next, page: 1 })),
    setFilter: <K extends keyof F>(name: K, value: F[K]) => setQuery((previous) => ({ ...previous, filters: { ...previous.filters, [name]: value }, page: 1 })),
    setPage: (next: number) => setQuery((previous) => ({ ...previous, page: next })),
  };
}
