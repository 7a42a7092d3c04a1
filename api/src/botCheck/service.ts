import type { BotCheckChallenge, BotCheckPurpose } from '@portal/shared/contracts';
import type { Kysely } from 'kysely';
import type { BotCheckConfig } from '../config';
import type { AppContext } from '../context';
import { loadServerSecret } from '../crypto/server-secret';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/request-context';
import { altchaProvider } from './altcha';
import type { BotCheckProvider } from './provider';
import { spendProof } from './queries';
import { remoteProvider, remoteScriptOrigins, SCRIPT_URLS, VERIFY_URLS, type RemoteVendor } from './remote';

/** Spec §8: 'Invalid reCaptcha input...' for a missing, bad, reused, expired or forged proof. */
export const botCheckInvalid = (value: Record<string, unknown> = {}) => new ApiError(400, 'botcheck.invalid', 'botcheck.invalid', { field: 'botCheck', ...value });

/** `off` asks nothing: every proof (or none) passes. */
const offProvider: BotCheckProvider = {
  name: 'off',
  challenge: async () => ({ provider: 'off', challenge: null, siteKey: null, script: null }),
  verify: async () => ({ ok: true, id: '', expiresAt: 0 }),
};

/** The configured provider; ALTCHA's HMAC secret is shared by every instance on the database. */
export async function createBotCheck(db: Kysely<Database>, config: BotCheckConfig): Promise<BotCheckProvider> {
  switch (config.provider) {
    case 'off':
      return offProvider;
    case 'recaptcha':
    case 'turnstile':
      return remoteProvider(
        { vendor: config.provider, siteKey: config.siteKey ?? '', secret: config.secret ?? '', verifyUrl: config.verifyUrl ?? VERIFY_URLS[config.provider], scriptUrl: scriptUrlOf(config, config.provider), fetch: config.fetch },
        config.now,
      );
    default:
      return altchaProvider(await loadServerSecret(db, 'bot-check-hmac'), { complexity: config.complexity, ttlMs: config.ttlMs }, config.now);
  }
}

const scriptUrlOf = (config: BotCheckConfig, vendor: RemoteVendor) => config.scriptUrl ?? SCRIPT_URLS[vendor];

/** What the portal's page must admit in its script-src for the configured bot check: nothing unless a vendor's. */
export function botCheckScriptOrigins(config: BotCheckConfig): string[] {
  return config.provider === 'recaptcha' || config.provider === 'turnstile' ? remoteScriptOrigins(config.provider, scriptUrlOf(config, config.provider)) : [];
}

export function botCheckChallengeFor(ctx: AppContext, caller: Caller, purpose: BotCheckPurpose): Promise<BotCheckChallenge> {
  return ctx.botCheck.challenge({ merchantId: caller.merchant.id, purpose });
}

/**
 * Spec §4 step 4 and §7: the proof of a registration, an SMS send or a login after failures. Good for
 * this site and purpose, in time, and never used before on any instance; else `botcheck.invalid`.
 */
export async function requireBotCheck(ctx: AppContext, caller: Pick<Caller, 'ip'> & { merchant: { id: number }; log?: Caller['log'] }, purpose: BotCheckPurpose, proof: string | undefined): Promise<void> {
  if (ctx.botCheck.name === 'off') return;
  // A login keeps telling the form to show its captcha (and so its bot check) while it is refused.
  const invalid = () => botCheckInvalid(purpose === 'login' ? { needCaptcha: true } : {});
  if (!proof) throw invalid();
  const verdict = await ctx.botCheck.verify(proof, { merchantId: caller.merchant.id, purpose, ip: caller.ip });
  if (!verdict.ok) {
    caller.log?.info({ purpose, reason: verdict.reason }, 'bot check refused');
    throw invalid();
  }
  const now = ctx.config.botCheck.now();
  if (!(await spendProof(ctx.db, verdict.id, new Date(verdict.expiresAt).toISOString(), new Date(now).toISOString()))) {
    caller.log?.info({ purpose, reason: 'reused' }, 'bot check refused');
    throw invalid();
  }
}
