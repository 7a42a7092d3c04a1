// Session: the transport key, the login (password or SMS code), its second factor on a new address,
// and the logout (docs/wire-contract.md, spec §4).
import { Type, type Static } from '@sinclair/typebox';
import { X_MESSAGE } from '../common/schemas';
import { BotCheckProof } from '../botCheck/schemas';
import { CaptchaKey } from '../captcha/schemas';
import { MemberType } from '../member/schemas';
import { CountryDialingCode, MobileNum, VerificationCode } from '../verification/schemas';

/** The signed-in account; `type`: 0 member, 4 trial, 1 / 2 / 41 / 42 agent (spec §3). */
export const SessionUser = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  nickname: Type.String(),
  type: MemberType,
  /** The avatar's picture (as `MemberInfo.avatarUrl`), so the header shows it from the login on. */
  avatarUrl: Type.Optional(Type.String()),
});
export type SessionUser = Static<typeof SessionUser>;

/** The value of a successful login (and of register, which logs in). */
export const LoginValue = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  user: SessionUser,
});
export type LoginValue = Static<typeof LoginValue>;

/** `agent`: the agent landing page's login, which refuses every account that is not an agent. */
export const LoginScope = Type.Union([Type.Literal('member'), Type.Literal('agent')]);
export type LoginScope = Static<typeof LoginScope>;

/**
 * A login by account and password (`type: 'username'`, the default) or by SMS code (whitelabel
 * MOBILEVERCODELOGIN3; the code comes from /wps/verification/sms/noLogin). The fields each type needs
 * are the if/then/else below: a missing one answers `<field>: input cannot be empty`.
 */
export const LoginBody = Type.Object(
  {
    type: Type.Optional(Type.Union([Type.Literal('username'), Type.Literal('sms')], { default: 'username' })),
    // Looser than the register rule: accounts made by other channels (mobile numbers) log in here too.
    username: Type.Optional(
      Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$', [X_MESSAGE]: 'validation.loginName' }),
    ),
    password: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    mobileNum: Type.Optional(MobileNum),
    countryDialingCode: Type.Optional(CountryDialingCode),
    code: Type.Optional(VerificationCode),
    captcha: Type.Optional(Type.String({ maxLength: 16 })),
    captchaKey: Type.Optional(CaptchaKey),
    /** Asked with the captcha once the account has failed logins (purpose `login`). */
    botCheck: Type.Optional(BotCheckProof),
    scope: Type.Optional(Type.Union([Type.Literal('member'), Type.Literal('agent')], { default: 'member' })),
  },
  {
    additionalProperties: false,
    if: { required: ['type'], properties: { type: { const: 'sms' } } },
    then: { required: ['mobileNum', 'countryDialingCode', 'code'] },
    else: { required: ['username', 'password'] },
  },
);
export type LoginBody = Static<typeof LoginBody>;

const Ticket = Type.String({ minLength: 1, maxLength: 128 });

/**
 * The ways to answer a second factor: a code sent to the bound mobile or e-mail, the bank account name,
 * or a code of the bound authenticator app (spec §4 "Google code"; a recovery code does too).
 */
export const SecondFactorMethod = Type.Union([Type.Literal('mobile'), Type.Literal('email'), Type.Literal('payeeName'), Type.Literal('authenticator')]);
export type SecondFactorMethod = Static<typeof SecondFactorMethod>;

/**
 * `login.verify.required` (403) carries the ticket and the methods the member can answer with:
 * `['authenticator']` alone when an authenticator app is bound, else what the member has bound.
 */
export const LoginVerifyRequired = Type.Object({ ticket: Type.String(), methods: Type.Array(SecondFactorMethod) });
export type LoginVerifyRequired = Static<typeof LoginVerifyRequired>;

export const LoginVerifySendBody = Type.Object(
  { ticket: Ticket, method: Type.Union([Type.Literal('mobile'), Type.Literal('email')]) },
  { additionalProperties: false },
);
export type LoginVerifySendBody = Static<typeof LoginVerifySendBody>;

export const LoginVerifyBody = Type.Object(
  {
    ticket: Ticket,
    method: SecondFactorMethod,
    // A code (any text up to 255, spec §5) or a bank account name.
    answer: Type.String({ minLength: 1, maxLength: 255 }),
  },
  { additionalProperties: false },
);
export type LoginVerifyBody = Static<typeof LoginVerifyBody>;

