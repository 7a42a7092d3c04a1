import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { escapeXml, firstBannerUrl } from '../content';
import { DEFAULT_MERCHANT } from '../http/merchant';
import { merchantByCode } from '../system';

/** The shell's home banners are the `home` group (shell/src/features/announcements/HomeBanners.tsx). */
const HOME_BANNER_GROUP = 'home';

/** Extra `<head>` markup for the page at a path ('' is the home page). */
export type PageHints = (relative: string, log: FastifyBaseLogger) => Promise<string>;

/**
 * The home page's largest picture is its first banner, which the shell learns only from the
 * announcements call, after its scripts: a preload in the page lets a phone fetch it during the
 * scripts' download instead (issue 13: LCP). The page itself carries no Merchant header, so it is
 * the default merchant's banner, as for any API call without one. A hint is only a hint: if the
 * lookup fails the page goes out without it.
 */
export function pageHints(ctx: Pick<AppContext, 'db'>): PageHints {
  return async (relative, log) => {
    if (relative !== '') return '';
    try {
      const merchant = await merchantByCode(ctx.db, DEFAULT_MERCHANT);
      const url = merchant ? await firstBannerUrl(ctx.db, merchant.id, HOME_BANNER_GROUP) : null;
      return url ? `<link rel="preload" as="image" href="${escapeXml(url)}" fetchpriority="high">` : '';
    } catch (error) {
      log.warn({ err: error }, 'page hints: the first banner could not be read');
      return '';
    }
  };
}
