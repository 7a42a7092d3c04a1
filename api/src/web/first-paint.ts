import { escapeXml } from '../content';

/*
 * A page's first screen, drawn by the page itself (the budget: LCP <= 2.5 s on a phone's slow 4G line):
 * the home page's first banner, a game list page's category banner. That picture is the page's
 * largest; drawn by React it waits for ~190 KB of scripts (and a remote's). Here it is in the HTML, in
 * the place and size the apps give it (the header's height, the side column, the page's padding and
 * gutter, the home's notice bar above it: shell/src/features/layout and announcements, mfe-games'
 * CategoryBanner, at the same breakpoints), so it is on the screen with the HTML and the picture. The
 * shell's entry starts after that paint (scripts/webpack/preload-first-wave.cjs) and React's first
 * render replaces it with the same picture in the same box: nothing moves, and nothing is announced
 * (aria-hidden: the real one comes with its title). Colours are the theme's variables, which the
 * page's inlined CSS defines.
 */

const STYLE = `
.fp{min-height:100vh;background:var(--background)}
.fp-head{height:57px;background:var(--surface);border-bottom:1px solid var(--border);box-sizing:border-box}
.fp-body{--fp-gutter:max(0px,calc(80px - max(0px,(100vw - 1440px)/2)));display:flex;max-width:1440px;margin:0 auto;padding-right:var(--fp-gutter)}
.fp-side{display:none;flex:none;width:200px}
.fp-main{flex:1;min-width:0;padding:16px 20px}
.fp-notice{height:44px;margin-bottom:28px;border-radius:var(--radius-lg);background:var(--surface)}
.fp-banner,.fp-hero{display:block;width:100%;aspect-ratio:3/1;object-fit:cover;border-radius:var(--radius-lg);background:var(--surface)}
@media (min-width:701px){.fp-head{height:103px}.fp-hero{aspect-ratio:5/1}}
@media (min-width:901px){.fp-head{height:111px}.fp-side{display:block}}
@media (max-width:700px){.fp-main{padding:12px}}
@media (max-width:700px),(max-height:500px){.fp-body{--fp-gutter:0px}}
`.replace(/\n/g, '');

export interface FirstPaint {
  /** The page's `<style>` for it. */
  style: string;
  /** The markup that goes inside `#root`. */
  root: string;
}

function firstPaint(content: string): FirstPaint {
  return {
    style: `<style>${STYLE}</style>`,
    root: `<div class="fp" aria-hidden="true"><div class="fp-head"></div><div class="fp-body"><div class="fp-side"></div><div class="fp-main">${content}</div></div></div>`,
  };
}

const picture = (className: string, url: string) => `<img class="${className}" src="${escapeXml(url)}" alt="" fetchpriority="high">`;

/** The home page, with its first banner under the notice bar. */
export const homeFirstPaint = (bannerUrl: string): FirstPaint => firstPaint(`<div class="fp-notice"></div>${picture('fp-banner', bannerUrl)}`);

/** A game list page (/rng, /live …), with its category banner at the top. */
export const listFirstPaint = (artUrl: string): FirstPaint => firstPaint(picture('fp-hero', artUrl));
