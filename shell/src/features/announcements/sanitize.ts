import DOMPurify from 'dompurify';

// Links in back-office HTML open in a new tab and cannot reach back into the portal.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Announcement HTML comes from the back office; it is rendered only after DOMPurify has removed
 * scripts, event handlers, javascript: URLs and anything outside plain HTML.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}
