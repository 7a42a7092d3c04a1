import { CURRENCY_DECIMALS, formatMoney } from '../contracts/money/money';
import type { Column } from './DataTable';

/*
 * CSV of a records table, built from the columns the page already shows: the headers in the reader's
 * language, each row's cells as text, amounts in major units. For Excel: a UTF-8 byte-order mark (without
 * it Excel reads Burmese and Chinese as Windows-1252 and shows mojibake) and CRLF line ends.
 */

const BOM = '\uFEFF';

/** A cell: quoted when it holds a comma, a quote, a line break or edge spaces; quotes doubled (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A text a spreadsheet would run as a formula (=, +, -, @, a tab or CR first) is written with a leading
 * apostrophe: an account or remark typed by a member must never become a formula in the agent's Excel.
 */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** An amount in minor units as plain major units: -195000 → -1950.00 (no symbol, no grouping), as a spreadsheet sums it. */
export function csvAmount(minor: number, decimals = CURRENCY_DECIMALS): string {
  return formatMoney(minor, decimals).replaceAll(',', '');
}

function cellText<T>(column: Column<T>, row: T): string {
  if (column.amount) {
    const minor = column.amount(row);
    return minor === null || minor === undefined ? '' : csvAmount(minor);
  }
  if (column.text) return safeText(column.text(row));
  const shown = column.cell(row);
  return typeof shown === 'string' || typeof shown === 'number' ? safeText(String(shown)) : '';
}

/**
 * The CSV text of a table: a header line and one line a row. A column's cell is written from its
 * `amount` (minor units → major), else its `text`, else what `cell` shows when that is plain text or a
 * number. An amount column's header names the currency: "Profit (K)".
 */
export function buildCsv<T>(columns: readonly Column<T>[], rows: readonly T[], currencySymbol: string): string {
  const header = columns.map((column) => csvField(column.amount ? `${column.header} (${currencySymbol})` : column.header));
  const lines = rows.map((row) => columns.map((column) => csvField(cellText(column, row))).join(','));
  return `${BOM}${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** `team-profit_2025-06-09_2025-06-15.csv`: the report and the period it covers (one day: that day once). */
export function csvFileName(report: string, from: string, to: string): string {
  return from === to ? `${report}_${from}.csv` : `${report}_${from}_${to}.csv`;
}

/** Hands the text to the browser as a download through a Blob link (no server round trip, no popup). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the Blob to the download; revoking on the next task frees it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A page of a list, as the records calls answer. */
export interface CsvPage<T> {
  content: readonly T[];
  totalPages: number;
}

/** At most this many pages (of `CSV_PAGE_SIZE`) go into one file: a period's list, not the whole history. */
export const CSV_MAX_PAGES = 50;
/** The records calls' largest page (contracts/common `PageQuery`). */
export const CSV_PAGE_SIZE = 100;

/**
 * Every row of a list for the filters on screen, page by page through the page's own call, one call at
 * a time, at most `maxPages`. `complete` is false when the list had more pages than that.
 */
export async function fetchAllPages<T>(page: (pageNo: number, pageSize: number) => Promise<CsvPage<T>>, maxPages = CSV_MAX_PAGES): Promise<{ rows: T[]; complete: boolean }> {
  const rows: T[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const answer = await page(pageNo, CSV_PAGE_SIZE);
    rows.push(...answer.content);
    if (pageNo >= answer.totalPages || answer.content.length === 0) return { rows, complete: true };
    if (pageNo >= maxPages) return { rows, complete: false };
  }
}
