import type { Language } from '../http/messages';

/*
 * Banner artwork drawn by the API (no outside image host): a 1200×400 SVG with the banner's gradient,
 * a few soft shapes and its title and subtitle in the requested language. Every text and attribute
 * value is XML-escaped, and the colours are only used when they are plain `#rrggbb`, so nothing stored
 * (or asked for) can turn into markup or script.
 */

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

export interface BannerArt {
  title: string;
  subtitle: string;
  colorFrom: string;
  colorTo: string;
  language: Language;
  /**
   * Draw the title and subtitle into the picture. The home carousel asks for the art alone and lays the
   * texts over it as HTML: an <img> cannot use the page's web fonts, and a visitor without a Myanmar
   * system font would see boxes. A picture shown on its own (a promotion image) keeps its texts.
   */
  withText: boolean;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  // Characters XML 1.0 does not allow at all (controls other than tab and newlines) are dropped.
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const safeColor = (value: string, fallback: string) => (HEX_COLOR.test(value) ? value : fallback);

/** Fonts that carry each script on the usual systems; the browser picks the first it has. */
const FONTS: Record<Language, string> = {
  MY: "'Noto Sans Myanmar', 'Myanmar Text', Padauk, 'Myanmar Sangam MN', sans-serif",
  CN: "'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', 'Hiragino Sans GB', sans-serif",
  EN: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};
const XML_LANG: Record<Language, string> = { MY: 'my', CN: 'zh-Hans', EN: 'en' };

/** A rough width in em of a text: wide CJK, medium Burmese, narrow Latin. */
function estimatedEms(text: string): number {
  let ems = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x2e80) ems += 1;
    else if (code >= 0x1000 && code <= 0x109f) ems += 0.75;
    else ems += 0.58;
  }
  return ems;
}

/** A text element that is squeezed to the available width only when it would overflow. */
function textLine(text: string, x: number, y: number, size: number, maxWidth: number, attributes: string): string {
  const fit = estimatedEms(text) * size > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" font-size="${size}"${fit} ${attributes}>${escapeXml(text)}</text>`;
}

export function drawBanner(art: BannerArt): string {
  const from = safeColor(art.colorFrom, '#1f2a44');
  const to = safeColor(art.colorTo, '#0e1424');
  const font = escapeXml(FONTS[art.language]);
  const textWidth = BANNER_WIDTH - 2 * 80;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" role="img" aria-label="${escapeXml(art.title)}" xml:lang="${XML_LANG[art.language]}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    '<radialGradient id="glow" cx="0.85" cy="0.2" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    '</defs>',
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#glow)"/>`,
    '<circle cx="1040" cy="90" r="170" fill="#ffffff" fill-opacity="0.08"/>',
    '<circle cx="930" cy="340" r="110" fill="#ffffff" fill-opacity="0.06"/>',
    '<path d="M0 330 C 300 270, 600 390, 1200 300 L 1200 400 L 0 400 Z" fill="#000000" fill-opacity="0.18"/>',
    '<rect x="80" y="96" width="72" height="8" rx="4" fill="#ffd34d"/>',
    art.withText ? `<g font-family="${font}" fill="#ffffff">` : '',
    art.withText ? textLine(art.title, 80, 200, 64, textWidth, 'font-weight="700"') : '',
    art.withText && art.subtitle ? textLine(art.subtitle, 80, 268, 30, textWidth, 'fill-opacity="0.88"') : '',
    art.withText ? '</g>' : '',
    '</svg>',
  ].join('');
}
