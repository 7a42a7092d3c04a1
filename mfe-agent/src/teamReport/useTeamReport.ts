import { useRecordQuery } from '@portal/shared';
import type { TeamReportQuery } from '@portal/shared/contracts';

/**
 * The query of a team records page: the §9 date window (previous 7 days at first), the account search
 * and level, the page's own filters (strings, '' for none), the page. The window travels as the API's
 * custom period; an empty account or level is left out rather than sent empty.
 */
export function useTeamReport<F extends Record<string, string>>(own: F, now?: () => Date) {
  const query = useRecordQuery({ account: '', level: '', ...own }, now);
  const { account, level, from, to, pageNo, pageSize, ...rest } = query.params;
  const params = {
    period: 'custom',
    from,
    to,
    ...(account ? { account } : {}),
    ...(level ? { level: Number(level) } : {}),
    ...(rest as unknown as F),
    pageNo,
    pageSize,
  } satisfies TeamReportQuery & F;
  return { ...query, params };
}
