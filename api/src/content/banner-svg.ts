/*
 * Banner artwork drawn by the API (no outside image host): a 1200×400 SVG with the banner's gradient and
 * a few soft shapes, and no text at all. An <img> cannot use the page's web fonts, so Burmese drawn into
 * the picture showed as boxes to a visitor without a Myanmar system font: every front end lays the
 * banner's title (and subtitle) over the art as HTML instead. The picture therefore does not depend on
 * the language. Colours are only used when they are plain `#rrggbb`, so nothing stored (or asked for)
 * can turn into markup or script.
 */

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/**
 * Bumped whenever the drawing changes, so the versioned (cached for good) URLs change with it: revision
 * 2 took the texts out of the picture, and a browser must not keep a cached picture with texts.
 */
export const BANNER_ART_REVISION = 2;

export interface BannerArt {
  colorFrom: string;
  colorTo: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  // Characters XML 1.0 does not allow at all (controls other than tab and newlines) are dropped.
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const safeColor = (value: string, fallback: string) => (HEX_COLOR.test(value) ? value : fallback);

export function drawBanner(art: BannerArt): string {
  const from = safeColor(art.colorFrom, '#1f2a44');
  const to = safeColor(art.colorTo, '#0e1424');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" aria-hidden="true">`,
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
    '</svg>',
  ].join('');
}
