export { useQuery, type QueryOptions, type QueryResult, type QueryState, type QueryStatus } from './useQuery';
export { usePagedQuery, type PageAnswer, type PagedQueryOptions, type PagedQueryResult } from './usePagedQuery';
export { usePaging, type Paging } from './usePaging';
