import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/** Back-office HTML, sanitized. The only place the shell renders HTML it did not write. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
