import type { BotCheckChallenge, BotCheckPurpose } from '@portal/shared/contracts';

/** Who is asking: a proof made for one site and purpose is spent only there. */
export interface BotCheckContext {
  merchantId: number;
  purpose: BotCheckPurpose;
  /** The visitor's address, passed on to the vendors that score it. */
  ip: string;
}

/**
 * The verdict on a proof. `id` names the proof for the replay store (one use across every instance),
 * `expiresAt` (epoch ms) says how long it must be remembered.
 */
export type BotCheckVerdict = { ok: true; id: string; expiresAt: number } | { ok: false; reason: string };

/**
 * A bot check: ALTCHA's self-hosted proof of work by default, reCAPTCHA or Turnstile by configuration
 * (`BOT_CHECK`). `challenge` is what the form needs to make a proof; `verify` judges one. Single use is
 * the caller's (service.ts), so every provider gets it alike.
 */
export interface BotCheckProvider {
  readonly name: BotCheckChallenge['provider'];
  challenge(ctx: Pick<BotCheckContext, 'merchantId' | 'purpose'>): Promise<BotCheckChallenge>;
  verify(proof: string, ctx: BotCheckContext): Promise<BotCheckVerdict>;
}
