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
    return boot.merchant === merchant && boot.status?.status === SYSTEM_STATUS.normal ? boot : null;
  } catch {
    return null;
  }
}
