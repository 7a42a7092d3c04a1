import { DEFAULT_SETTINGS, type SiteSettings } from '../site';

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
    // The manual rebate is on in the demo, so its page and menu entry show.
    MANPLAYREB3: true,
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
  // The hosts the site answers on (the client's domain check): the local ones the demo runs on, and
  // an agent host that lands on the agent page.
  domainRoute: [
    { domain: 'localhost', route: '/' },
    { domain: '127.0.0.1', route: '/' },
    { domain: 'demo.example.com', route: '/' },
    { domain: 'agent.demo.example.com', route: '/agent' },
  ],
  verification: { expiredMinutes: 5 },
  // Optional on the demo's register form: e-mail and bank account name (both second factors), and the
  // invitation code (spec §4: shown when the link carries none).
  registerFields: {
    email: { enabled: true },
    payeeName: { enabled: true },
    affiliateCode: { enabled: true },
  },
  // Withdrawals. On the demo a withdrawal is approved and disbursed by itself after 5 s.
  withdrawLimits: { min: 10_000, max: 5_000_000, dailyMax: 10_000_000, dailyCountMax: 5 },
  withdrawAutoProcessSeconds: 5,
  withdrawConfirmMinutes: 30,
};

/** Settings seed step `accounts-content` writes, for demo databases seeded without them. */
export const ISSUE3_SETTING_KEYS = ['domainRoute', 'verification', 'registerFields'] as const;

/** The funds' settings, written by seed step `funds` where missing (demo databases seeded without them). */
export const FUNDS_SETTING_KEYS = ['withdrawLimits', 'withdrawAutoProcessSeconds', 'withdrawConfirmMinutes'] as const;
