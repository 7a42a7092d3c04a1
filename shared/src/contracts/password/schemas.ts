// The login password: change (T), forgot by e-mail (a temporary one is sent) or by mobile (spec §4, §5).
import { Type, type Static } from '@sinclair/typebox';
import { X_MESSAGE } from '../common/schemas';
import { CountryDialingCode, MobileNum, VerificationCode } from '../verification/schemas';

/* The new password is checked by the site's password rule in the API's service (it can change per site). */
const NewPassword = Type.String({ maxLength: 255 });

export const ChangePasswordBody = Type.Object(
  {
    /** Required, unless the account has no password yet (one-click sign-in: MemberInfo `passwordSet` false). */
    oldPassword: Type.Optional(Type.String({ maxLength: 64 })),
    newPassword: NewPassword,
    confirmNewPassword: Type.String({ maxLength: 255 }),
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ForgotByEmailBody = Type.Object(
  {
    // As the login takes it: accounts made by mobile registration are digits.
    username: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$', [X_MESSAGE]: 'validation.loginName' }),
    email: Type.String({ minLength: 1, maxLength: 255 }),
  },
  { additionalProperties: false },
);
export type ForgotByEmailBody = Static<typeof ForgotByEmailBody>;

export const ForgotByMobileBody = Type.Object(
  { mobileNum: MobileNum, countryDialingCode: CountryDialingCode, verificationCode: VerificationCode, newPassword: NewPassword },
  { additionalProperties: false },
);
export type ForgotByMobileBody = Static<typeof ForgotByMobileBody>;

/** The account the phone belongs to, so the client's automatic login uses the right name. */
export const PasswordResetAnswer = Type.Object({ account: Type.String() });
export type PasswordResetAnswer = Static<typeof PasswordResetAnswer>;
