import { useState } from 'react';
import { useBalance } from '@portal/kernel';
import { Button } from '../ui';
import { buildCsv, CSV_MAX_PAGES, CSV_PAGE_SIZE, csvFileName, downloadCsv, fetchAllPages, type CsvPage } from './csv';
import type { Column } from './DataTable';
import { useRecordsTranslation } from './i18n';
import styles from './Records.module.css';

export interface CsvExportProps<T> {
  /** The file's name before the period: `team-profit` → `team-profit_2025-06-09_2025-06-15.csv`. */
  report: string;
  /** The period on screen (site days), for the file name. */
  from: string;
  to: string;
  /** The table's own columns: the headers and cells the page shows. */
  columns: readonly Column<T>[];
  /** One page of the list for the filters on screen: the page's own call with this page number and size. */
  page: (pageNo: number, pageSize: number) => Promise<CsvPage<T>>;
  disabled?: boolean;
}

/**
 * "Export CSV" of a records list: every page of the period and filters on screen, fetched through the
 * page's own call (one at a time, at most `CSV_MAX_PAGES`), written with the table's columns and
 * downloaded. A list longer than that exports its first pages and says so; a refusal says it failed.
 */
export function CsvExport<T>({ report, from, to, columns, page, disabled }: CsvExportProps<T>) {
  const { t } = useRecordsTranslation();
  const { currencySymbol } = useBalance();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; alert: boolean } | null>(null);

  const run = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const { rows, complete } = await fetchAllPages(page);
      downloadCsv(csvFileName(report, from, to), buildCsv(columns, rows, currencySymbol));
      setMessage(complete ? { text: t('csv.done', { count: rows.length }), alert: false } : { text: t('csv.partial', { count: CSV_MAX_PAGES * CSV_PAGE_SIZE }), alert: true });
    } catch {
      setMessage({ text: t('csv.failed'), alert: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.csv}>
      <Button variant="secondary" className={styles.touch} loading={busy} disabled={disabled || busy} onClick={() => void run()}>
        {t('csv.export')}
      </Button>
      <p className={styles.csvMessage} role={message?.alert ? 'alert' : 'status'}>
        {message?.text}
      </p>
    </div>
  );
}
