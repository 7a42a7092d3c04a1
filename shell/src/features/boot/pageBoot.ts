import { PAGE_BOOT_ELEMENT_ID, SYSTEM_STATUS, type PageBoot } from '@portal/shared/contracts';

/**
 * The boot answers the page arrived with (PageBoot, written by the API into the page), taken once: a
 * retry after a failure, or a later boot, asks the API. They are used only for the merchant the shell
 * is for, and only when the site is up: a status page is asked for in the reader's language, which the
 * page (written before any language is known) cannot know.
 */
export function takePageBoot(merchant: string): PageBoot | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_BOOT_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const boot = JSON.parse(element.textContent ?? '') as PageBoot;
    if (boot.merchant !== merchant || boot.status?.status !== SYSTEM_STATUS.normal) return null;
    homeBanner = boot.homeBannerUrl ?? null;
    return boot;
  } catch {
    return null;
  }
}

let homeBanner: string | null = null;

/**
 * The home page's first banner picture as the page named it (null: none, or not this merchant's page).
 * The home banners draw it while their call is on its way, so the page's largest picture is in its
 * first render (LCP); the banners' own answer then takes over, with the same picture first.
 */
export function pageHomeBannerUrl(): string | null {
  return homeBanner;
}
