import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { REPO_ROOT } from './paths';
import { identityProvidersOf, type IdentityProviderConfig } from './identity-providers';

/** What a caller (tests, main.ts) may pass to createServer; anything given here wins over the env. */
export interface ServerOptions {
  /** `sqlite:<file>` (relative paths are from the repo root) or `postgres://…`. */
  databaseUrl?: string;
  shellDir?: string;
  remotesRoot?: string;
  remotesRegistry?: string;
  /** Requests per 5 minutes per IP on each auth call (login, register, captcha, …). */
  authRateLimit?: number;
  /** Enables the ops endpoints under /wps/admin; null or '' disables them (they answer 404). */
  adminToken?: string | null;
  /** scrypt cost parameter N (a power of two); tests lower it to stay fast. */
  scryptN?: number;
  /** Session lifetime in ms, renewed on every authenticated call. */
  sessionTtlMs?: number;
  /**
   * Serves the demo payment provider's page (`/wps/demo-pay/…`), where anyone with an order number
   * can "pay" it: right for the demo site, never for real money. Off unless asked for (`DEMO_PAY=on`,
   * which `npm start` sets): a deployment that forgets the setting must not give money away (404).
   */
  demoPay?: boolean;
  /**
   * Seeds the demo agent's team and its 60 days of history (seed step `agent-team`, a few seconds on a
   * fresh database). On unless asked otherwise (`DEMO_TEAM=off`); the API tests turn it off but where
   * they test it, so each test server starts as fast as before. Off, the step is not recorded: a later
   * start with it on adds the team.
   */
  demoTeam?: boolean;
  /** The contract settlement jobs on a timer (default on; env CONTRACT_JOBS). Tests run them with their own clock. */
  contractJobs?: boolean;
  /** The lottery's draw job on a timer (default on; env LOTTERY_JOBS). Tests run it with their own clock. */
  lotteryJobs?: boolean;
  /** The VIP job (upgrade bonuses, rank salaries) on a timer (default on; env VIP_JOBS). Tests run it with their own clock. */
  vipJobs?: boolean;
  /** The missions' milestone job (default on; env MISSION_JOBS). Incremental: each run reads the activity since the last. */
  missionJobs?: boolean;
  /** The referral's valid-bet reward job (default on; env REFERRAL_JOBS). Incremental like the missions'. */
  referralJobs?: boolean;
  /**
   * Which proxies may name the client's address in `X-Forwarded-For` (rate limits, the two-factor
   * step's "new address", region blocking all read it). `TRUST_PROXY`: unset or `off` trusts none (the
   * default: a client could otherwise claim any address); a number trusts that many hops; otherwise a
   * comma-separated list of proxy addresses or CIDRs (`10.0.0.0/8,127.0.0.1`, or `loopback`).
   */
  trustProxy?: TrustProxy;
  /**
   * The automatic rollback of a failing canary (api/src/delivery/health.ts): over the last
   * `windowMinutes` (env DELIVERY_ROLLBACK_WINDOW_MIN, default 10), a canary with at least `minLoads`
   * loads (DELIVERY_ROLLBACK_MIN_LOADS, default 20) whose failure rate (non-ok / loads) is above
   * `failureRate` (DELIVERY_ROLLBACK_FAILURE_RATE, a fraction in (0, 1], default 0.2) is dropped.
   */
  deliveryRollback?: Partial<DeliveryRollbackRule>;
  /** Days the field's health counts are kept (env DELIVERY_HEALTH_RETENTION_DAYS, default 7); the delivery job prunes older ones. */
  deliveryHealthRetentionDays?: number;
  /** How a release's https manifest is fetched before it may go live (embedding code and tests; default: global fetch). */
  deliveryManifestFetch?: typeof fetch;
  /**
   * How often the event dispatcher reads the `member_event` outbox on its own: 500 ms on SQLite; on
   * PostgreSQL, where each commit's NOTIFY wakes it, a safety net of 5 s (tests stretch it to show
   * that NOTIFY alone carries an event to another instance).
   */
  eventPollMs?: number;
  /**
   * The bot check of registration, SMS sends and logins after failures (api/src/botCheck): `BOT_CHECK`
   * altcha (default) | recaptcha | turnstile | off; `BOT_CHECK_COMPLEXITY` (ALTCHA's highest counter,
   * default 50000), `BOT_CHECK_TTL_SECONDS` (300), `BOT_CHECK_SITE_KEY` / `BOT_CHECK_SECRET` /
   * `BOT_CHECK_VERIFY_URL` / `BOT_CHECK_SCRIPT_URL` for the vendors. `fetch` and `now` are for embedding
   * code and tests.
   */
  botCheck?: Partial<BotCheckConfig>;
  /** SMS a site may send per day of its time zone (`SMS_DAILY_QUOTA`, default 1000), counted in the database. */
  smsDailyQuota?: number;
  /** The OpenID providers of one-click sign-in (api/src/identity-providers.ts reads them from the env). */
  identityProviders?: IdentityProviderConfig[];
  /**
   * The origin visitors open the portal at (`PUBLIC_URL`, `https://portal.example`; default
   * `http://localhost:<PORT>`, PORT defaulting to 8080 as in main.ts). Every absolute URL the API
   * builds starts with it (one-click sign-in's redirect URI), never with a request's Host or
   * X-Forwarded-* headers, which the sender chooses. An origin only: a path, query or fragment stops the start.
   */
  publicUrl?: string;
  /**
   * The server's clock in ms (default Date.now), read where the answer turns on the moment: every TOTP
   * window (members' authenticator apps and its timestamps, operators' sign-in), and delivery (health
   * minutes, the rollback window, load and override tokens, rollout records). Tests pass a fixed one
   * instead of waiting for a TOTP step or a minute to turn.
   */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
  env?: NodeJS.ProcessEnv;
}

export type BotCheckProviderName = 'altcha' | 'recaptcha' | 'turnstile' | 'off';

/** See ServerOptions.botCheck. */
export interface BotCheckConfig {
  provider: BotCheckProviderName;
  complexity: number;
  ttlMs: number;
  siteKey: string | null;
  secret: string | null;
  /** The vendor's siteverify; null: the vendor's own URL. */
  verifyUrl: string | null;
  /** The widget script the page loads; null: the vendor's own. Its origin joins the page's CSP. */
  scriptUrl: string | null;
  fetch: typeof fetch;
  now: () => number;
}

/** No proxy trusted, a hop count, or a list of proxy addresses/CIDRs as proxy-addr reads them. */
export type TrustProxy = false | number | string;

/** When a running canary is rolled back on the field's evidence (see ServerOptions.deliveryRollback). */
export interface DeliveryRollbackRule {
  windowMinutes: number;
  failureRate: number;
  minLoads: number;
}

export interface ApiConfig {
  databaseUrl: string;
  shellDir: string;
  remotesRoot: string;
  remotesRegistry: string;
  authRateLimit: number;
  adminToken: string | null;
  scryptN: number;
  sessionTtlMs: number;
  demoPay: boolean;
  demoTeam: boolean;
  contractJobs: boolean;
  lotteryJobs: boolean;
  vipJobs: boolean;
  missionJobs: boolean;
  referralJobs: boolean;
  trustProxy: TrustProxy;
  deliveryRollback: DeliveryRollbackRule;
  deliveryHealthRetentionDays: number;
  deliveryManifestFetch: typeof fetch;
  /** null: the dialect's default (see ServerOptions.eventPollMs). */
  eventPollMs: number | null;
  botCheck: BotCheckConfig;
  smsDailyQuota: number;
  identityProviders: IdentityProviderConfig[];
  /** See ServerOptions.publicUrl: an origin, without a trailing slash. */
  publicUrl: string;
  now: () => number;
  logger: FastifyServerOptions['logger'];
}

export const DEFAULT_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_AUTH_RATE_LIMIT = 30;
/** 2^15: ~50 ms per hash on this machine, the interactive-login end of OWASP's scrypt guidance. */
export const DEFAULT_SCRYPT_N = 2 ** 15;

export function loadConfig(options: ServerOptions = {}): ApiConfig {
  const env = options.env ?? process.env;
  const fromRoot = (value: string) => path.resolve(REPO_ROOT, value);
  const adminToken = options.adminToken !== undefined ? options.adminToken : env.ADMIN_TOKEN;
  return {
    databaseUrl: options.databaseUrl ?? env.DATABASE_URL ?? `sqlite:${fromRoot('data/portal.db')}`,
    shellDir: fromRoot(options.shellDir ?? env.SHELL_DIR ?? 'shell/dist'),
    remotesRoot: fromRoot(options.remotesRoot ?? env.REMOTES_ROOT ?? '.'),
    remotesRegistry: fromRoot(options.remotesRegistry ?? env.REMOTES_REGISTRY ?? 'data/remotes.json'),
    authRateLimit: options.authRateLimit ?? positiveInt('AUTH_RATE_LIMIT', env.AUTH_RATE_LIMIT, DEFAULT_AUTH_RATE_LIMIT),
    adminToken: adminToken ? adminToken : null,
    scryptN: options.scryptN ?? powerOfTwo('SCRYPT_N', env.SCRYPT_N, DEFAULT_SCRYPT_N),
    sessionTtlMs: options.sessionTtlMs ?? positiveInt('SESSION_TTL_MS', env.SESSION_TTL_MS, DEFAULT_SESSION_TTL_MS),
    demoPay: options.demoPay ?? onOff('DEMO_PAY', env.DEMO_PAY, false),
    demoTeam: options.demoTeam ?? onOff('DEMO_TEAM', env.DEMO_TEAM, true),
    contractJobs: options.contractJobs ?? onOff('CONTRACT_JOBS', env.CONTRACT_JOBS, true),
    lotteryJobs: options.lotteryJobs ?? onOff('LOTTERY_JOBS', env.LOTTERY_JOBS, true),
    vipJobs: options.vipJobs ?? onOff('VIP_JOBS', env.VIP_JOBS, true),
    missionJobs: options.missionJobs ?? onOff('MISSION_JOBS', env.MISSION_JOBS, true),
    referralJobs: options.referralJobs ?? onOff('REFERRAL_JOBS', env.REFERRAL_JOBS, true),
    trustProxy: options.trustProxy ?? trustProxyOf(env.TRUST_PROXY),
    deliveryRollback: {
      windowMinutes: options.deliveryRollback?.windowMinutes ?? positiveInt('DELIVERY_ROLLBACK_WINDOW_MIN', env.DELIVERY_ROLLBACK_WINDOW_MIN, 10),
      failureRate: options.deliveryRollback?.failureRate ?? fraction('DELIVERY_ROLLBACK_FAILURE_RATE', env.DELIVERY_ROLLBACK_FAILURE_RATE, 0.2),
      minLoads: options.deliveryRollback?.minLoads ?? positiveInt('DELIVERY_ROLLBACK_MIN_LOADS', env.DELIVERY_ROLLBACK_MIN_LOADS, 20),
    },
    deliveryHealthRetentionDays: options.deliveryHealthRetentionDays ?? positiveInt('DELIVERY_HEALTH_RETENTION_DAYS', env.DELIVERY_HEALTH_RETENTION_DAYS, 7),
    deliveryManifestFetch: options.deliveryManifestFetch ?? ((input, init) => fetch(input, init)),
    eventPollMs: options.eventPollMs ?? null,
    identityProviders: options.identityProviders ?? identityProvidersOf(env),
    publicUrl: publicOrigin(options.publicUrl ?? (env.PUBLIC_URL || `http://localhost:${positiveInt('PORT', env.PORT, DEFAULT_PORT)}`)),
    botCheck: botCheckOf(options.botCheck ?? {}, env),
    smsDailyQuota: options.smsDailyQuota ?? positiveInt('SMS_DAILY_QUOTA', env.SMS_DAILY_QUOTA, DEFAULT_SMS_DAILY_QUOTA),
    // Read at each call, not captured here: a caller that stands in Date.now (a test) moves this clock too.
    now: options.now ?? (() => Date.now()),
    logger: options.logger ?? { level: env.LOG_LEVEL ?? 'info' },
  };
}

export const DEFAULT_SMS_DAILY_QUOTA = 1000;
/** The listen port when PORT is unset (main.ts), and so the default PUBLIC_URL's. */
export const DEFAULT_PORT = 8080;

/** `PUBLIC_URL`: an http(s) origin (`https://portal.example`, a trailing slash allowed); anything else stops the start. */
export function publicOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) origin such as https://portal.example, got "${raw}"`);
  }
  const originOnly = (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !originOnly) {
    throw new Error(`PUBLIC_URL must be an http(s) origin such as https://portal.example, got "${raw}"`);
  }
  return url.origin;
}

/** A vendor without its keys, or an unknown provider, stops the start. */
function botCheckOf(given: Partial<BotCheckConfig>, env: NodeJS.ProcessEnv): BotCheckConfig {
  const provider = given.provider ?? (env.BOT_CHECK || 'altcha');
  if (!['altcha', 'recaptcha', 'turnstile', 'off'].includes(provider)) throw new Error(`BOT_CHECK must be altcha, recaptcha, turnstile or off, got "${provider}"`);
  const config: BotCheckConfig = {
    provider: provider as BotCheckProviderName,
    complexity: given.complexity ?? positiveInt('BOT_CHECK_COMPLEXITY', env.BOT_CHECK_COMPLEXITY, 50_000),
    ttlMs: given.ttlMs ?? positiveInt('BOT_CHECK_TTL_SECONDS', env.BOT_CHECK_TTL_SECONDS, 300) * 1000,
    siteKey: given.siteKey ?? (env.BOT_CHECK_SITE_KEY || null),
    secret: given.secret ?? (env.BOT_CHECK_SECRET || null),
    verifyUrl: given.verifyUrl ?? (env.BOT_CHECK_VERIFY_URL || null),
    scriptUrl: given.scriptUrl ?? (env.BOT_CHECK_SCRIPT_URL || null),
    fetch: given.fetch ?? ((input, init) => fetch(input, init)),
    now: given.now ?? Date.now,
  };
  if ((config.provider === 'recaptcha' || config.provider === 'turnstile') && (!config.siteKey || !config.secret)) {
    throw new Error(`BOT_CHECK=${config.provider} needs BOT_CHECK_SITE_KEY and BOT_CHECK_SECRET`);
  }
  if (config.scriptUrl && !/^https?:\/\/[^/]/.test(config.scriptUrl)) throw new Error(`BOT_CHECK_SCRIPT_URL must be an http(s) address, got "${config.scriptUrl}"`);
  return config;
}

/** A misspelt number in the env should stop the start, not silently fall back to a default. */
export function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** `TRUST_PROXY`: off (default), a hop count, or proxy addresses/CIDRs; a malformed entry stops the start. */
export function trustProxyOf(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'off') return false;
  if (/^\d+$/.test(value)) return positiveInt('TRUST_PROXY', value, 1);
  const entries = value.split(',').map((entry) => entry.trim());
  const known = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;
  const bad = entries.find((entry) => !known.test(entry));
  if (bad !== undefined) throw new Error(`TRUST_PROXY must be off, a hop count, or proxy addresses/CIDRs, got "${bad}"`);
  return entries.join(',');
}

/** A fraction in (0, 1]; a misspelt one stops the start. */
function fraction(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 1) throw new Error(`${name} must be a number above 0 and at most 1, got "${raw}"`);
  return value;
}

function onOff(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`${name} must be "on" or "off", got "${raw}"`);
}

function powerOfTwo(name: string, raw: string | undefined, fallback: number): number {
  const value = positiveInt(name, raw, fallback);
  if (value < 2 || (value & (value - 1)) !== 0) throw new Error(`${name} must be a power of two, got "${raw}"`);
  return value;
}
