// Named operators of the ops calls: sign-in with a password and an authenticator code (TOTP), their
// session (an httpOnly cookie, ./constants), and the operators an admin creates.
import { Type, type Static } from '@sinclair/typebox';
import { Codes } from '../common/schemas';
import { OPS_ROLES } from './constants';

const OperatorName = Type.String({ minLength: 3, maxLength: 32, pattern: '^[a-z][a-z0-9._-]*$' });
const OpsRoles = Type.Array(Codes(OPS_ROLES), { minItems: 1, maxItems: OPS_ROLES.length, uniqueItems: true });

export const OpsSignInBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 32 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
    /** The six digits the operator's authenticator app shows now. */
    code: Type.String({ minLength: 1, maxLength: 16 }),
  },
  { additionalProperties: false },
);
export type OpsSignInBody = Static<typeof OpsSignInBody>;

/** The signed-in operator: name, roles, and when the session ends (it is not renewed by use). */
export const OpsOperator = Type.Object({ name: Type.String(), roles: OpsRoles, expiresAt: Type.String() });
export type OpsOperator = Static<typeof OpsOperator>;
/** "Who am I": the operator the session cookie names, or null without a live one (the page then asks to sign in). */
export const OpsMeAnswer = Type.Union([OpsOperator, Type.Null()]);
export type OpsMeAnswer = Static<typeof OpsMeAnswer>;

export const OpsCreateOperatorBody = Type.Object(
  { name: OperatorName, password: Type.String({ minLength: 12, maxLength: 128 }), roles: OpsRoles },
  { additionalProperties: false },
);
export type OpsCreateOperatorBody = Static<typeof OpsCreateOperatorBody>;

/**
 * A new operator and its authenticator secret, answered this once (the `otpauth://` URI for the QR
 * code and the same secret in base32): the creator hands it to the operator, who adds it to an app.
 */
export const OpsCreatedOperator = Type.Object({ name: Type.String(), roles: OpsRoles, totpUri: Type.String(), totpSecret: Type.String() });
export type OpsCreatedOperator = Static<typeof OpsCreatedOperator>;
