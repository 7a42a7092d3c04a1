import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../paths';

/*
 * The portal's own Burmese font (shell/src/app/fonts.css: Noto Sans Myanmar cut to Burmese's
 * characters, as 'Portal Myanmar'), served by the API for the pages it renders itself (the demo
 * payment page), so Burmese never falls to a system font without Myanmar glyphs (boxes) and no outside
 * origin is asked: `/wps/asset/font/portal-myanmar-<weight>.woff2`. The same two files the shell ships.
 */

const FONT_DIR = path.join(REPO_ROOT, 'shell', 'src', 'app', 'fonts');
export const FONT_FILE_PATTERN = '^portal-myanmar-(400|700)\\.woff2$';
const FONT_URL = (weight: 400 | 700) => `/wps/asset/font/portal-myanmar-${weight}.woff2`;

/** The range fonts.css gives: Burmese only, so other Myanmar-script languages keep the system's fonts. */
const BURMESE_RANGE = 'U+1000-1059,U+200C-200D,U+25CC';

/** @font-face rules of 'Portal Myanmar' for a page's own <style> (its CSP needs `font-src 'self'`). */
export const PORTAL_MYANMAR_FONT_FACES = ([[400, '100 549'], [700, '550 900']] as const)
  .map(
    ([weight, range]) =>
      `@font-face{font-family:'Portal Myanmar';font-style:normal;font-display:swap;font-weight:${range};src:url('${FONT_URL(weight)}') format('woff2');unicode-range:${BURMESE_RANGE}}`,
  )
  .join('\n');

const fonts = new Map<string, Promise<{ bytes: Buffer; etag: string } | null>>();

/** A font file by name (one of FONT_FILE_PATTERN), read once; null when it is not there. */
export function fontFile(file: string): Promise<{ bytes: Buffer; etag: string } | null> {
  let loaded = fonts.get(file);
  if (!loaded) {
    loaded = readFile(path.join(FONT_DIR, file)).then(
      (bytes) => ({ bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 16)}"` }),
      () => null,
    );
    fonts.set(file, loaded);
  }
  return loaded;
}
