// The member: registration (by username or by mobile number, both log in), the member's info and
// language (spec §3, §4). The per-field rules of the form are the site's (`registerRules`).
import { Type, type Static, type TOptional, type TString } from '@sinclair/typebox';
import { BotCheckProof } from '../botCheck/schemas';
import { CaptchaKey } from '../captcha/schemas';
import { CountryDialingCode, MobileNum, VerificationCode } from '../verification/schemas';
import { AVATAR_MAX_BYTES, AVATAR_PRESETS, MEMBER_TYPE, REGISTER_FIELDS } from './constants';
import { X_MESSAGE } from '../common/schemas';

/** Spec §3: 0 member, 4 trial, 1 / 2 / 41 / 42 agent. */
export const MemberType = Type.Union([
  Type.Literal(MEMBER_TYPE.member),
  Type.Literal(MEMBER_TYPE.agent),
  Type.Literal(MEMBER_TYPE.agentLevel2),
  Type.Literal(MEMBER_TYPE.trial),
  Type.Literal(MEMBER_TYPE.agent41),
  Type.Literal(MEMBER_TYPE.agent42),
]);
export type MemberType = Static<typeof MemberType>;

/** `GET /wps/member/info`. No VIP programme is configured yet: every member is level 0. */
export const MemberInfo = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  nickname: Type.String(),
  type: MemberType,
  firstTimeLogin: Type.Boolean(),
  currencySymbol: Type.String(),
  currency: Type.String(),
  /**
   * The VIP flags (spec §3 public state): the level of the lifetime valid bet and its
   * name, the manual rebate's rate (basis points) and how many VIP rewards wait in the reward centre.
   */
  vip: Type.Object({
    level: Type.Integer(),
    enabled: Type.Boolean(),
    name: Type.Optional(Type.String()),
    rebateRate: Type.Optional(Type.Integer()),
    unclaimed: Type.Optional(Type.Integer()),
  }),
  /** The avatar's picture: a path on the API, absent while the member has none. */
  avatarUrl: Type.Optional(Type.String()),
  /**
   * False for an account made by one-click sign-in that has no password yet: the security centre
   * offers "Set a password" (`changePassword` without the old one). Absent: true.
   */
  passwordSet: Type.Optional(Type.Boolean()),
});
export type MemberInfo = Static<typeof MemberInfo>;

/** A drawn avatar (`AVATAR_PRESETS`). */
export const AvatarPresetName = Type.Unsafe<(typeof AVATAR_PRESETS)[number]>({ type: 'string', enum: [...AVATAR_PRESETS], [X_MESSAGE]: 'member.avatar.preset' });

/**
 * `/wps/member/info/icon`: exactly one of a preset or an uploaded picture (a `data:image/png` or
 * `data:image/jpeg` base64 URL; its bytes are checked and re-encoded by the API).
 */
export const MemberIconBody = Type.Object(
  {
    preset: Type.Optional(AvatarPresetName),
    image: Type.Optional(Type.String({ maxLength: Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64, [X_MESSAGE]: 'member.avatar.image' })),
  },
  { additionalProperties: false },
);
export type MemberIconBody = Static<typeof MemberIconBody>;

export const MemberIconAnswer = Type.Object({ avatarUrl: Type.String() });
export type MemberIconAnswer = Static<typeof MemberIconAnswer>;

/** The languages the outbox writes to a member in (SMS, e-mail). */
export const MemberLanguage = Type.Union([Type.Literal('MY'), Type.Literal('EN'), Type.Literal('CN')]);
export type MemberLanguage = Static<typeof MemberLanguage>;

export const MemberLanguageBody = Type.Object({ language: MemberLanguage }, { additionalProperties: false });
export type MemberLanguageBody = Static<typeof MemberLanguageBody>;

/**
 * Labels of spec §3 a form may send that have no rule: accepted and dropped (only fields with a rule,
 * enabled on the site, are stored).
 */
const EXTRA_LABELS = ['firebaseChannel', 'firebaseIdToken', 'nickname', 'birthday', 'address', 'nationality', 'occupation'] as const;

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const texts = <K extends string>(names: readonly K[], maxLength: number) =>
  Object.fromEntries(names.map((name) => [name, text(maxLength)])) as { [P in K]: TOptional<TString> };

/*
 * The schema only types the form (strings of sane size): which fields count and what they must look
 * like is the site's rule set, checked by the API's service, because it changes with the site's
 * settings while a route schema is compiled once. The order of the fields is the order ajv checks them.
 */
const formProperties = {
  ...texts(REGISTER_FIELDS, 255),
  captcha: text(16),
  captchaKey: Type.Optional(CaptchaKey),
  /** Spec §4 step 4: the bot check's proof (purpose `register`). */
  botCheck: Type.Optional(BotCheckProof),
  countryDialingCode: Type.Optional(CountryDialingCode),
  referralCode: text(64),
  registerUrl: text(2048),
  registerMethod: Type.Optional(Type.Literal('WEB')),
  domain: text(255),
  /** Log in after registering (the answer is the login's either way). */
  login: Type.Optional(Type.Boolean()),
  /** The ticket of a new one-click identity (identitySession's `register`): linked to the new account. */
  identityTicket: Type.Optional(Type.String({ minLength: 16, maxLength: 128 })),
  ...texts(EXTRA_LABELS, 255),
};

/** Registration by username (whitelabel USERNAMEREG3); answers the login's value (`LoginValue`). */
export const RegisterBody = Type.Object(formProperties, { additionalProperties: false });
export type RegisterBody = Static<typeof RegisterBody>;

const mobileRegister = Type.Object(
  { ...formProperties, mobileNum: MobileNum, countryDialingCode: CountryDialingCode, verificationCode: VerificationCode },
  { additionalProperties: false },
);
/**
 * Registration by mobile number (whitelabel MOBILENUMREG3): the same form, the number, its dialing
 * code and the SMS code required. The fields keep the form's order; a missing one is reported in the
 * order number, dialing code, code.
 */
// Object.assign, not a spread: TypeBox types `required` as a tuple of the keys in an order TypeScript
// does not fix (it differs between a fresh and an incremental build), so no literal tuple can match it.
export const MobileRegisterBody: typeof mobileRegister = Object.assign({}, mobileRegister, { required: ['mobileNum', 'countryDialingCode', 'verificationCode'] });
export type MobileRegisterBody = Static<typeof MobileRegisterBody>;
