import DOMPurify from 'dompurify';
import { FORBIDDEN_ELEMENTS } from './forbidden';

/**
 * The sanitizer of browsers without `Element.setHTML` (sanitize.ts): DOMPurify removes scripts, event
 * handlers, javascript: URLs and anything outside plain HTML. Its own chunk, loaded only there.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: [...FORBIDDEN_ELEMENTS] });
}
