// The authenticator app (TOTP, RFC 6238) of the security centre: the spec's "Google code" of the
// two-factor step (spec §4). Bind (start, confirm with a code: recovery codes), status, unbind.
import { Type, type Static } from '@sinclair/typebox';

/** Whether an authenticator is bound, since when, and how many unused recovery codes are left. */
export const AuthenticatorStatus = Type.Object({
  bound: Type.Boolean(),
  boundAt: Type.Union([Type.String(), Type.Null()]),
  recoveryCodesLeft: Type.Integer(),
});
export type AuthenticatorStatus = Static<typeof AuthenticatorStatus>;

/**
 * A pending binding: the otpauth URI (for the QR code) and the same secret in base32 for typing it in.
 * Answered once per start; once the binding is confirmed the secret is never sent again.
 */
export const AuthenticatorSetup = Type.Object({ uri: Type.String(), secret: Type.String() });
export type AuthenticatorSetup = Static<typeof AuthenticatorSetup>;

/** The six digits the app shows now (the API checks the form and answers under `code`). */
export const AuthenticatorCode = Type.String({ minLength: 1, maxLength: 32 });

export const AuthenticatorConfirmBody = Type.Object({ code: AuthenticatorCode }, { additionalProperties: false });
export type AuthenticatorConfirmBody = Static<typeof AuthenticatorConfirmBody>;

/** The one-time recovery codes of a new binding, shown once (the server keeps only their hashes). */
export const AuthenticatorRecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type AuthenticatorRecoveryCodes = Static<typeof AuthenticatorRecoveryCodes>;

/** Unbinding proves the member: a current code (or a recovery code), or the login password. */
export const AuthenticatorUnbindBody = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 32 })),
    password: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type AuthenticatorUnbindBody = Static<typeof AuthenticatorUnbindBody>;
