import { DEFAULT_SETTINGS, type SiteSettings } from '../system/settings';

/**
 * The demo site's settings. Links point at example.com: they must look real in the UI without
 * sending anyone to a third party's account.
 */
export const DEMO_SITE_SETTINGS: SiteSettings = {
  ...DEFAULT_SETTINGS,
  status: { status: 0, title: null, message: null, maintenanceEnd: null },
  regionBlock: { ips: [] },
  whitelabel: {
    USERNAMEREG3: true,
    MOBILENUMREG3: false,
    MOBILENUMPASSREG3: false,
    REGMOBVERF3: false,
    FREEPLAY3: false,
    PWDEXPFORCECHANGE3: true,
    MOBILEVERCODELOGIN3: false,
    AGENTPOLICY3: true,
    PTSYS3: true,
    MANPLAYREB3: false,
  },
  resources: [
    { resourceType: 'TELEGRAM', url: 'https://example.com/demo/telegram', labelNameEn: 'Telegram' },
    { resourceType: 'WHATSAPP', url: 'https://example.com/demo/whatsapp', labelNameEn: 'WhatsApp' },
  ],
  customerService: [
    { csType: 'LIVECHAT', title: 'Live chat 24/7', path: 'https://example.com/demo/livechat' },
    { csType: 'TELEGRAM', title: 'Telegram', path: 'https://example.com/demo/telegram' },
    { csType: 'WHATSAPP', title: 'WhatsApp', path: 'https://example.com/demo/whatsapp' },
  ],
};
