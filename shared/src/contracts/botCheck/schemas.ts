// The bot check (spec §3 "bot-check results", §4 registration step 4, §7 SMS send body): a proof that
// a person, or at least a costly client, is there, asked of registration, SMS sends and a login after
// failures. The API verifies it; a bad, reused, expired or forged one is `botcheck.invalid`.
import { Type, type Static } from '@sinclair/typebox';

/** What a proof is for: a proof made for one cannot be spent on another. */
export const BotCheckPurpose = Type.Union([Type.Literal('register'), Type.Literal('sms'), Type.Literal('login')]);
export type BotCheckPurpose = Static<typeof BotCheckPurpose>;

/** Which check the site runs (`BOT_CHECK`): self-hosted proof of work (default), a vendor's, or none. */
export const BotCheckProvider = Type.Union([Type.Literal('altcha'), Type.Literal('recaptcha'), Type.Literal('turnstile'), Type.Literal('off')]);
export type BotCheckProvider = Static<typeof BotCheckProvider>;

export const BotCheckQuery = Type.Object({ purpose: BotCheckPurpose }, { additionalProperties: false });
export type BotCheckQuery = Static<typeof BotCheckQuery>;

/**
 * The challenge: for `altcha`, the signed ALTCHA challenge as JSON text (kept as text so its signed
 * parameters reach the solver byte for byte); for `recaptcha` / `turnstile`, the site key of the
 * vendor's widget and `script`, the address of the widget's script the page loads (the vendor's, or
 * the mirror the site names); for `off`, none of them.
 */
export const BotCheckChallenge = Type.Object({
  provider: BotCheckProvider,
  challenge: Type.Union([Type.String(), Type.Null()]),
  siteKey: Type.Union([Type.String(), Type.Null()]),
  script: Type.Union([Type.String(), Type.Null()]),
});
export type BotCheckChallenge = Static<typeof BotCheckChallenge>;

/**
 * The proof a form sends as `botCheck`: for `altcha`, base64 of `{ challenge, solution }` (ALTCHA's
 * payload); for the vendors, their response token. Optional in the bodies; the API decides when it is
 * needed (a missing one where it is needed is `botcheck.invalid`).
 */
export const BotCheckProof = Type.String({ minLength: 1, maxLength: 8192 });
export type BotCheckProof = Static<typeof BotCheckProof>;
