import { RECORD_PAGE_SIZE, usePaging } from '@portal/shared';
import type { DownlineQuery } from '@portal/shared/contracts';

/** The list's order, one choice each: what to sort by and which way. */
export const DOWNLINE_ORDERS = ['registered.desc', 'balance.desc', 'balance.asc', 'lastLogin.desc', 'lastLogin.asc'] as const;
export type DownlineOrder = (typeof DOWNLINE_ORDERS)[number];

export interface DownlineFilters {
  scope: NonNullable<DownlineQuery['scope']>;
  account: string;
  level: string;
  kind: NonNullable<DownlineQuery['kind']>;
  status: NonNullable<DownlineQuery['status']>;
  order: DownlineOrder;
}

/** The downline list's filters and page (direct downline, newest first, at first); a new filter goes back to page 1. */
export function useDownlineQuery() {
  const paging = usePaging<DownlineFilters>({ scope: 'direct', account: '', level: '', kind: '', status: '', order: 'registered.desc' });
  const { scope, account, level, kind, status, order } = paging.filters;
  const [sort, direction] = order.split('.') as [NonNullable<DownlineQuery['sort']>, NonNullable<DownlineQuery['order']>];
  const params: DownlineQuery = {
    scope,
    ...(account ? { account } : {}),
    // The direct downline is level 1 only: a level filter there would only ever empty the list.
    ...(level && scope === 'all' ? { level: Number(level) } : {}),
    kind,
    status,
    sort,
    order: direction,
    pageNo: paging.page,
    pageSize: RECORD_PAGE_SIZE,
  };
  return { ...paging, params };
}
