// The records kit (spec §9), for every app's records pages (the member's and the agent's): the date
// filter on the site calendar (UTC+06:30), the records query (window, filters, page) on `usePaging`,
// the faces of a loaded section, paged results, tables that turn into cards below 640 px, signed
// amounts. Its texts are the `shared` namespace's, under `records`.
import './i18n';

export { DataTable, type Column, type DataTableProps } from './DataTable';
export { DateFilter, defaultRange, type DateFilterProps } from './DateFilter';
export { CustomRange, type CustomRangeProps } from './CustomRange';
export { Pager } from './Pager';
export { PagedResults } from './PagedResults';
export { ResultView } from './ResultView';
export { RecordFilters } from './RecordFilters';
export { useRecordQuery } from './useRecordQuery';
export { Signed, useMoney } from './Signed';
export { LedgerDetailText, useLedgerDetailWords } from './LedgerDetailText';
export { presetRange, rangeProblem, DATE_PRESETS, MAX_RANGE_DAYS, type DatePreset, type DateRange, type RangeProblem } from './dates';
export { RECORD_PAGE_SIZE } from './constants';
export { CsvExport, type CsvExportProps } from './CsvExport';
export { buildCsv, csvAmount, csvField, csvFileName, downloadCsv, fetchAllPages, CSV_MAX_PAGES, CSV_PAGE_SIZE, type CsvPage } from './csv';
