import { DEFAULT_SETTINGS, type SiteSettings } from '../site';

/**
 * The demo site's outside customer-service channels (ops change them with `adminServiceChannels`).
 * Live chat is not among them: it is the site's own chat (`CBS_launchChat`).
 */
const TELEGRAM = 'https://t.me/demosite_support';
/** The floating bar's second Telegram link (spec §2, resource `TELEGRAM1`): the site's news channel. */
const TELEGRAM_CHANNEL = 'https://t.me/demosite_news';
const WHATSAPP = 'https://wa.me/959000000000';

/** The demo site's settings. */
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
    { resourceType: 'TELEGRAM', url: TELEGRAM, labelNameEn: 'Telegram' },
    { resourceType: 'TELEGRAM1', url: TELEGRAM_CHANNEL, labelNameEn: 'Telegram channel' },
    { resourceType: 'WHATSAPP', url: WHATSAPP, labelNameEn: 'WhatsApp' },
  ],
  customerService: [
    { csType: 'TELEGRAM', title: 'Telegram', path: TELEGRAM },
    { csType: 'WHATSAPP', title: 'WhatsApp', path: WHATSAPP },
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

/**
 * The channels' settings, rewritten by seed step `own-links` only where they still hold the outside
 * placeholders the demo was first seeded with (links starting with this), never over ops' values.
 */
export const CHANNEL_SETTING_KEYS = ['resources', 'customerService'] as const;
export const OLD_PLACEHOLDER_LINK = 'https://example.com/demo/';

/** The funds' settings, written by seed step `funds` where missing (demo databases seeded without them). */
export const FUNDS_SETTING_KEYS = ['withdrawLimits', 'withdrawAutoProcessSeconds', 'withdrawConfirmMinutes'] as const;
