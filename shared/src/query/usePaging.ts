import { useMemo, useState } from 'react';

export interface Paging<F extends object> {
  filters: F;
  /** From 1. */
  page: number;
  /** Changes whenever the filters or the page do: put it in a query's deps. */
  key: string;
  /** Sets one filter; a changed value starts again at page 1. */
  setFilter<K extends keyof F>(name: K, value: F[K]): void;
  /** Sets several filters at once (or maps them); starts again at page 1 when any changed. */
  setFilters(next: Partial<F> | ((filters: F) => F)): void;
  setPage(page: number): void;
}

/**
 * The query of a list shown one page at a time: its filters and the page number; a new filter value
 * starts again at page 1. Load it with `useQuery((signal) => list({ ...paging.filters, pageNo: paging.page }, signal), [paging.key])`.
 */
export function usePaging<F extends object>(initial: F | (() => F)): Paging<F> {
  const [query, setQuery] = useState(() => ({ filters: typeof initial === 'function' ? (initial as () => F)() : initial, page: 1 }));
  const actions = useMemo(
    () => ({
      setFilter<K extends keyof F>(name: K, value: F[K]) {
        setQuery((previous) => (Object.is(previous.filters[name], value) ? previous : { filters: { ...previous.filters, [name]: value }, page: 1 }));
      },
      setFilters(next: Partial<F> | ((filters: F) => F)) {
        setQuery((previous) => {
          const filters = typeof next === 'function' ? next(previous.filters) : { ...previous.filters, ...next };
          const changed = (Object.keys({ ...previous.filters, ...filters }) as Array<keyof F>).some((name) => !Object.is(previous.filters[name], filters[name]));
          return changed ? { filters, page: 1 } : previous;
        });
      },
      setPage(page: number) {
        setQuery((previous) => (previous.page === page ? previous : { ...previous, page }));
      },
    }),
    [],
  );
  return { filters: query.filters, page: query.page, key: JSON.stringify(query), ...actions };
}
