/** Elements whose text is code or markup, not words for the reader: dropped with their content. */
const NOT_TEXT = /<(script|style|template|noscript|iframe|object|svg)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Tags that end a line of text. */
const BLOCK_END = /<\/?(p|div|li|br|tr|h[1-6]|blockquote)\b[^>]*>/gi;
const TAG = /<\/?[a-z!][^>]*>/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * An announcement's back-office HTML as plain text, one paragraph a line. The agent centre shows notices
 * as text rather than HTML, and reads that text without handing the HTML to the browser at all: no
 * parser, so nothing the back office wrote can run, load or even reach the page's CSP as a refused
 * inline handler (a parsed `<img onerror>` does, even in an inert document). React then escapes it.
 */
export function noticeText(html: string): string {
  const text = html.replace(NOT_TEXT, '').replace(BLOCK_END, '\n').replace(TAG, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
