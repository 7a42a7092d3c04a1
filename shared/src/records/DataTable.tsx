import type { ReactNode } from 'react';
import { cx } from '../ui/cx';
import styles from './Records.module.css';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  /** An amount in minor units: a CSV export writes it in major units (`buildCsv`). */
  amount?: (row: T) => number | null | undefined;
  /** The cell as plain text, for a CSV export, when `cell` shows more than text. */
  text?: (row: T) => string;
}

export interface DataTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** A summary row under the rows: one cell per column (null leaves it blank). */
  summary?: readonly ReactNode[];
  summaryLabel?: string;
  testId?: string;
  rowTestId?: (row: T) => string;
}

/**
 * A records table. On narrow screens (below 640 px) each row becomes a card whose cells carry their
 * column name, so nothing scrolls sideways at 360 px.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, summary, summaryLabel, testId, rowTestId }: DataTableProps<T>) {
  return (
    // A wide table scrolls sideways in its own box: focusable and named, so a keyboard can scroll it
    // (axe: scrollable-region-focusable) and a screen reader says what it is.
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table} data-testid={testId}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cx(column.numeric && styles.numeric)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.header} className={cx(column.numeric && styles.numeric)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {summary && (
          <tfoot>
            <tr className={styles.summary} data-testid={testId ? `${testId}-summary` : undefined} aria-label={summaryLabel}>
              {columns.map((column, index) => (
                <td key={column.key} data-label={index === 0 ? summaryLabel : column.header} className={cx(column.numeric && styles.numeric)}>
                  {summary[index] ?? null}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
