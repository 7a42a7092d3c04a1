import type { FastifyRequest } from 'fastify';
import { CATEGORY_PATHS, categoryArtUrl, GAME_LIST_CATEGORIES, PAGE_BOOT_ELEMENT_ID, type PageBoot } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { escapeXml, firstBannerUrl } from '../content';
import { DEFAULT_MERCHANT } from '../http/merchant';
import { merchantByCode } from '../site';
import { pageBoot } from '../system';
import { homeFirstPaint, listFirstPaint, type FirstPaint } from './first-paint';

/** The shell's home banners are the `home` group (shell/src/features/announcements/HomeBanners.tsx). */
const HOME_BANNER_GROUP = 'home';

/** What the page at a path ('' is the home page) carries: extra `<head>` markup, and a first screen for `#root`. */
export interface PageExtras {
  head: string;
  root: string;
}
export type PageHints = (relative: string, request: FastifyRequest) => Promise<PageExtras>;

const NONE: PageExtras = { head: '', root: '' };

/** The game list pages by their path without its slash ('rng'), and their banner art. */
const LIST_ART = new Map(GAME_LIST_CATEGORIES.map((category) => [CATEGORY_PATHS[category].slice(1), categoryArtUrl(category)]));

const preloadImage = (url: string) => `<link rel="preload" as="image" href="${escapeXml(url)}" fetchpriority="high">`;

/** JSON inside a <script> element: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What the page carries for its first screen, for the default merchant (the page itself has
 * no Merchant header; an API call without one is answered for the same merchant):
 * - the boot answers (site config, domain routes, status: PageBoot), as JSON the shell reads instead of
 *   waiting a round trip for the three boot calls (on a phone line, half a second before the header);
 * - on the home page, its first banner, its largest picture, which the shell learns only from the
 *   announcements call, after its scripts: a preload, the picture itself in the page's first screen
 *   (first-paint.ts), and its URL in PageBoot so the shell draws it in its first render;
 * - on a game list page (/rng, /live …), its category banner (the contract's `categoryArtUrl`): a
 *   preload and the picture in the page's first screen.
 * Both are hints: if a lookup fails the page goes out without them and the shell makes its calls.
 */
export function pageHints(ctx: Pick<AppContext, 'db'>): PageHints {
  return async (relative, request) => {
    try {
      const merchant = await merchantByCode(ctx.db, DEFAULT_MERCHANT);
      if (!merchant) return NONE;
      const banner = relative === '' ? await firstBannerUrl(ctx.db, merchant.id, HOME_BANNER_GROUP) : null;
      const answers: PageBoot = { ...(await pageBoot(ctx.db, merchant, request)), homeBannerUrl: banner };
      const boot = `<script type="application/json" id="${PAGE_BOOT_ELEMENT_ID}">${scriptJson(answers)}</script>`;
      const art = LIST_ART.get(relative);
      const first: [string, FirstPaint] | null = banner ? [banner, homeFirstPaint(banner)] : art ? [art, listFirstPaint(art)] : null;
      if (!first) return { head: boot, root: '' };
      const [picture, paint] = first;
      return { head: `${preloadImage(picture)}${boot}${paint.style}`, root: paint.root };
    } catch (error) {
      request.log.warn({ err: error }, 'page hints: the boot answers or the first banner could not be read');
      return NONE;
    }
  };
}
