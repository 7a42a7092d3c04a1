import { FORBIDDEN_ELEMENTS } from './forbidden';

/*
 * Announcement HTML comes from the back office, and is put into the page only sanitized: no scripts,
 * event handlers or javascript: URLs. A browser with the HTML Sanitizer API (`Element.setHTML`,
 * Chromium 13x and later) does it natively, and its safe baseline can't be configured away; any other
 * browser loads DOMPurify (purify.ts, 8 KB brotli) first. The guest's home popup is on the first
 * screen: were DOMPurify always bundled, every first load would carry it.
 */

type SetHtml = (html: string, options: { sanitizer: { removeElements: string[] } }) => void;

function nativeSetHtml(target: Element): SetHtml | null {
  const setHTML = (target as Element & { setHTML?: SetHtml }).setHTML;
  return typeof setHTML === 'function' ? setHTML.bind(target) : null;
}

/** Links open in a new tab and cannot reach back into the portal. */
function markLinks(target: Element): void {
  for (const link of target.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
}

/** Puts `html`, sanitized, into `target`; `current()` false (a newer call came) leaves it untouched. */
export async function renderSafeHtml(target: Element, html: string, current: () => boolean = () => true): Promise<void> {
  const setHTML = nativeSetHtml(target);
  if (setHTML) {
    setHTML(html, { sanitizer: { removeElements: [...FORBIDDEN_ELEMENTS] } });
  } else {
    const { sanitizeHtml } = await import(/* webpackChunkName: "purify" */ './purify');
    if (!current()) return;
    target.innerHTML = sanitizeHtml(html);
  }
  markLinks(target);
}
