const BLOCKS = 'p,div,li,br,tr,h1,h2,h3,h4,h5,h6,blockquote';
/** Elements whose text is code or markup, not words for the reader. */
const NOT_TEXT = 'script,style,template,noscript,iframe,object,svg';

/**
 * An announcement's back-office HTML as plain text, one paragraph a line. The agent centre shows notices
 * as text rather than HTML: nothing the back office wrote can run or load here (a DOMParser document is
 * inert: no scripts, no requests), and the remote needs no HTML sanitizer of its own.
 */
export function noticeText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll(NOT_TEXT).forEach((element) => element.remove());
  body.querySelectorAll(BLOCKS).forEach((element) => element.after('\n'));
  return (body.textContent ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
