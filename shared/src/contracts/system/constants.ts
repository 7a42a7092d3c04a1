/** Spec §3 whitelabel modules: the site's on/off flags (`info.whitelabel`, modId → on). */
export const WHITELABEL_MOD_IDS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'AGENTPOLICY3',
  'PTSYS3',
  'MANPLAYREB3',
] as const;
export type WhitelabelModId = (typeof WHITELABEL_MOD_IDS)[number];

/** `status` of the system status: the portal shows only for normal; the others get their status page. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

/** The id of the page's element that carries the boot answers (PageBoot), written by the API. */
export const PAGE_BOOT_ELEMENT_ID = 'portal-boot';
