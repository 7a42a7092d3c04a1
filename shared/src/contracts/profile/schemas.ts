// The security centre (spec §2 securityCenter, §3): the profile, the bound mobile and e-mail, the
// login history.
import { Type, type Static } from '@sinclair/typebox';
import { PageOf, PagingFields } from '../common/schemas';
import { CountryDialingCode, MobileNum, VerificationCode, VerificationEmail } from '../verification/schemas';
import { LOGIN_HISTORY_MAX_PAGE_SIZE } from './constants';

const Text = Type.String();
const TextOrNull = Type.Unsafe<string | null>({ type: ['string', 'null'] });

/**
 * The member's profile. `mobile`, `email` and `payeeName` (the bank account name) arrive masked
 * (`95 94•••••001`, `de•••@example.com`, `D••• P•••••`) or null when not bound; the other fields as
 * stored or null (`PROFILE_FIELDS`).
 */
export const MemberProfile = Type.Object({
  account: Text,
  nickname: Text,
  mobile: TextOrNull,
  email: TextOrNull,
  payeeName: TextOrNull,
  birthday: TextOrNull,
  address: TextOrNull,
  nationality: TextOrNull,
  occupation: TextOrNull,
  sourceOfIncome: TextOrNull,
  zalo: TextOrNull,
  skype: TextOrNull,
  placeOfBirth: TextOrNull,
});
export type MemberProfile = Static<typeof MemberProfile>;

/**
 * Any of `PROFILE_FIELDS` ('' clears a free field; the nickname cannot be empty). Lengths and formats
 * are checked by the API, which refuses any other field by name (it is not dropped).
 */
export const ProfileUpdateBody = Type.Object({
  nickname: Type.Optional(Text),
  birthday: Type.Optional(Text),
  address: Type.Optional(Text),
  nationality: Type.Optional(Text),
  occupation: Type.Optional(Text),
  sourceOfIncome: Type.Optional(Text),
  zalo: Type.Optional(Text),
  skype: Type.Optional(Text),
  placeOfBirth: Type.Optional(Text),
});
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

/** With the code of `/wps/verification/sms/bind`. */
export const BindMobileBody = Type.Object(
  { mobileNum: MobileNum, countryDialingCode: CountryDialingCode, verificationCode: VerificationCode },
  { additionalProperties: false },
);
export type BindMobileBody = Static<typeof BindMobileBody>;

/** With the code of `/wps/verification/email/bind`. */
export const BindEmailBody = Type.Object({ email: VerificationEmail, verificationCode: VerificationCode }, { additionalProperties: false });
export type BindEmailBody = Static<typeof BindEmailBody>;

export const LoginHistoryQuery = Type.Object({
  pageNo: PagingFields.pageNo,
  pageSize: Type.Integer({ minimum: 1, maximum: LOGIN_HISTORY_MAX_PAGE_SIZE, default: 20 }),
});
export type LoginHistoryQuery = Static<typeof LoginHistoryQuery>;

/** One login of the member (from the sessions); `current` is the session making the call. */
export const LoginRecord = Type.Object({
  at: Type.String(),
  /** Null when the session was opened without a known address. */
  ip: TextOrNull,
  current: Type.Boolean(),
});
export type LoginRecord = Static<typeof LoginRecord>;

/** Newest first. */
export const LoginHistoryPage = PageOf(LoginRecord, { pageSize: Type.Integer() });
export type LoginHistoryPage = Static<typeof LoginHistoryPage>;
