// Verification codes by SMS and e-mail: registration, login by code, forgot password, and the
// security centre's binding of a new number or address (spec §4, §5).
import { Type, type Static } from '@sinclair/typebox';
import { X_MESSAGE } from '../common/schemas';
import { BotCheckProof } from '../botCheck/schemas';

/** Loose on purpose: the number's format is checked by the API's normalizePhone (`phone.invalid`). */
export const MobileNum = Type.String({ minLength: 1, maxLength: 32 });
export const CountryDialingCode = Type.String({
  minLength: 1,
  maxLength: 5,
  pattern: '^\\+?[0-9]{1,4}$',
  [X_MESSAGE]: 'validation.countryDialingCode',
});
/** Spec §5: a verification code is any text up to 255 characters. */
export const VerificationCode = Type.String({ minLength: 1, maxLength: 255 });
/** Format checked by the API's normalizeEmail (`validation.failed` on `email`). */
export const VerificationEmail = Type.String({ minLength: 1, maxLength: 254, [X_MESSAGE]: 'profile.email' });

/** How long the code sent lives; also the client's resend countdown (expiredMinutes × 60 s). */
export const CodeSent = Type.Object({ expiredMinutes: Type.Integer() });
export type CodeSent = Static<typeof CodeSent>;

/** The number a code goes to, with the bot check's proof (purpose `sms`; spec §7's SMS send body). */
export const MobileTarget = Type.Object(
  { mobileNum: MobileNum, countryDialingCode: CountryDialingCode, botCheck: Type.Optional(BotCheckProof) },
  { additionalProperties: false },
);
export type MobileTarget = Static<typeof MobileTarget>;

/** What a code sent to a member's own number is for: a login by code, or forgot password. */
export const NoLoginPurpose = Type.Union([Type.Literal('login'), Type.Literal('forgot')]);
export type NoLoginPurpose = Static<typeof NoLoginPurpose>;

export const SmsNoLoginBody = Type.Object(
  { mobileNum: MobileNum, countryDialingCode: CountryDialingCode, purpose: NoLoginPurpose, botCheck: Type.Optional(BotCheckProof) },
  { additionalProperties: false },
);
export type SmsNoLoginBody = Static<typeof SmsNoLoginBody>;

export const EmailBindBody = Type.Object({ email: VerificationEmail }, { additionalProperties: false });
export type EmailBindBody = Static<typeof EmailBindBody>;

/**
 * Ops: the site's SMS of today (its time zone) against SMS_DAILY_QUOTA, and the day's limit of one
 * number, one member and one address, each below the quota.
 */
export const SmsQuotaStatus = Type.Object({
  day: Type.String(),
  quota: Type.Integer(),
  sent: Type.Integer(),
  remaining: Type.Integer(),
  limits: Type.Object({ number: Type.Integer(), member: Type.Integer(), address: Type.Integer() }),
});
export type SmsQuotaStatus = Static<typeof SmsQuotaStatus>;
