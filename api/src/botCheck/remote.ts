import { createHash } from 'node:crypto';
import type { BotCheckProvider } from './provider';

/*
 * reCAPTCHA and Cloudflare Turnstile: the browser's widget (site key) gives a token, the server asks
 * the vendor's siteverify whether it is good (secret key). Both take the same form post and answer
 * `{ success, action?, score?, 'error-codes'? }`. The call goes through an injectable fetch, so a
 * deployment can route it (proxy, timeouts) and the tests can point it at a fake vendor.
 */

export type RemoteVendor = 'recaptcha' | 'turnstile';

export const VERIFY_URLS: Record<RemoteVendor, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/**
 * The widgets' scripts, rendered explicitly by the page (a reCAPTCHA v2 checkbox, a Turnstile widget),
 * and the origins each needs in the page's script-src (reCAPTCHA's script loads the rest from gstatic).
 * Their frames come from the vendor over https, which the page's frame-src admits.
 */
export const SCRIPT_URLS: Record<RemoteVendor, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api.js?render=explicit',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
};
const SCRIPT_ORIGINS: Record<RemoteVendor, readonly string[]> = {
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com'],
  turnstile: ['https://challenges.cloudflare.com'],
};

/** The origins the page's script-src admits for this vendor's widget: its own and the script's. */
export function remoteScriptOrigins(vendor: RemoteVendor, scriptUrl: string): string[] {
  return [...new Set([...SCRIPT_ORIGINS[vendor], new URL(scriptUrl).origin])];
}

/** reCAPTCHA v3 scores 0 (bot) to 1 (person); below this a token is refused. */
export const MIN_SCORE = 0.5;
/** A vendor token lives a few minutes (reCAPTCHA 2, Turnstile 5); remembered that long as spent. */
const TOKEN_TTL_MS = 5 * 60 * 1000;
const VERIFY_TIMEOUT_MS = 10_000;

export interface RemoteSettings {
  vendor: RemoteVendor;
  siteKey: string;
  secret: string;
  verifyUrl: string;
  scriptUrl: string;
  fetch: typeof fetch;
}

interface SiteVerifyAnswer {
  success?: unknown;
  action?: unknown;
  score?: unknown;
}

export function remoteProvider(settings: RemoteSettings, now: () => number = Date.now): BotCheckProvider {
  return {
    name: settings.vendor,
    async challenge() {
      return { provider: settings.vendor, challenge: null, siteKey: settings.siteKey, script: settings.scriptUrl };
    },
    async verify(proof, { purpose, ip }) {
      let answer: SiteVerifyAnswer;
      try {
        const response = await settings.fetch(settings.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: settings.secret, response: proof, remoteip: ip }).toString(),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) return { ok: false, reason: `vendor answered ${response.status}` };
        answer = (await response.json()) as SiteVerifyAnswer;
      } catch {
        // The vendor cannot be reached: refuse (fail closed), the visitor may try again.
        return { ok: false, reason: 'vendor unreachable' };
      }
      if (answer.success !== true) return { ok: false, reason: 'refused by vendor' };
      // The widget names its action; when the vendor reports one it must be this call's purpose.
      if (typeof answer.action === 'string' && answer.action !== '' && answer.action !== purpose) return { ok: false, reason: 'other purpose' };
      if (typeof answer.score === 'number' && answer.score < MIN_SCORE) return { ok: false, reason: 'low score' };
      const id = createHash('sha256').update(`${settings.vendor}\n${proof}`).digest('hex');
      return { ok: true, id, expiresAt: now() + TOKEN_TTL_MS };
    },
  };
}
