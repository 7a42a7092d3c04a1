import { useEffect, useRef } from 'react';
import { renderSafeHtml } from './sanitize';

/** Back-office HTML, sanitized (sanitize.ts). The only place the shell renders HTML it did not write. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = ref.current;
    if (!target) return undefined;
    let current = true;
    void renderSafeHtml(target, html, () => current);
    return () => {
      current = false;
    };
  }, [html]);
  return <div ref={ref} className={className} />;
}
