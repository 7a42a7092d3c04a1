// The records pages' pieces: the §9 date filter on the site calendar (UTC+06:30), the records query
// (window, filters, page) on `usePaging`, paged results, tables that turn into cards below 640 px.
export { DataTable, type Column, type DataTableProps } from './DataTable';
export { DateFilter, defaultRange, type DateFilterProps } from './DateFilter';
export { Pager } from './Pager';
export { PagedResults } from './PagedResults';
export { RecordFilters } from './RecordFilters';
export { useRecordQuery } from './useRecordQuery';
export { presetRange, DATE_PRESETS, MAX_RANGE_DAYS, type DatePreset, type DateRange } from './dates';
export { GAME_TYPES, PAGE_SIZE, TRANSACTION_KINDS, type TransactionKind } from './labels';
