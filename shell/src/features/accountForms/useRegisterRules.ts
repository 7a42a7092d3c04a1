import { loadRegisterRules, useQuery, type FieldRules, type QueryResult } from '@portal/shared';

export type RulesState = QueryResult<FieldRules>;

/**
 * The server's registration rules for a form (spec §5): the session-storage copy first, fetched only
 * when it is missing.
 */
export function useRegisterRules(): RulesState {
  return useQuery(() => loadRegisterRules(), []);
}
