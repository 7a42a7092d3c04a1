import { escapeXml } from '../content';

/*
 * The home page's first screen, drawn by the page itself (issue 13: LCP <= 2.5 s on a phone's slow 4G
 * line). The first banner is the page's largest picture; drawn by React it waits for ~190 KB of
 * scripts. Here it is in the HTML, in the place and size the shell gives it (the header's height, the
 * side column, the page's padding and gutter, the notice bar above it: shell/src/features/layout and
 * announcements, at the same breakpoints), so it is on the screen with the HTML and the picture. The
 * shell's entry starts after that paint (scripts/webpack/preload-first-wave.cjs) and React's first
 * render replaces it with the same banner in the same box: nothing moves, and nothing is announced
 * (aria-hidden: the real banner comes with its title). Colours are the theme's variables, which the
 * page's inlined CSS defines.
 */

const STYLE = `
.fp{min-height:100vh;background:var(--background)}
.fp-head{height:57px;background:var(--surface);border-bottom:1px solid var(--border);box-sizing:border-box}
.fp-body{--fp-gutter:max(0px,calc(80px - max(0px,(100vw - 1440px)/2)));display:flex;max-width:1440px;margin:0 auto;padding-right:var(--fp-gutter)}
.fp-side{display:none;flex:none;width:200px}
.fp-main{flex:1;min-width:0;padding:16px 20px}
.fp-notice{height:44px;margin-bottom:28px;border-radius:var(--radius-lg);background:var(--surface)}
.fp-banner{display:block;width:100%;aspect-ratio:3/1;object-fit:cover;border-radius:var(--radius-lg);background:var(--surface)}
@media (min-width:701px){.fp-head{height:103px}}
@media (min-width:901px){.fp-head{height:111px}.fp-side{display:block}}
@media (max-width:700px){.fp-main{padding:12px}}
@media (max-width:700px),(max-height:500px){.fp-body{--fp-gutter:0px}}
`.replace(/\n/g, '');

/** The page's `<style>` and the markup that goes inside `#root`, for a home page with its first banner. */
export function homeFirstPaint(bannerUrl: string): { style: string; root: string } {
  return {
    style: `<style>${STYLE}</style>`,
    root:
      '<div class="fp" aria-hidden="true"><div class="fp-head"></div><div class="fp-body"><div class="fp-side"></div><div class="fp-main">' +
      `<div class="fp-notice"></div><img class="fp-banner" src="${escapeXml(bannerUrl)}" alt="" fetchpriority="high"></div></div></div>`,
  };
}
