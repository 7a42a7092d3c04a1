import type { OpsCreatedOperator, OpsCreateOperatorBody, OpsOperator, OpsRole, OpsSignInBody } from '@portal/shared/contracts';
import { OPS_ROLES } from '@portal/shared/contracts';
import type { Kysely } from 'kysely';
import { matchStep, newSecret, openTotpSecret, otpauthUri, sealTotpSecret } from '../authenticator';
import type { AppContext } from '../context';
import { newToken, sha256Hex, TOKEN_PATTERN } from '../crypto/token';
import type { Database } from '../db/schema';
import { isoIn, isoNow } from '../db/time';
import { ApiError } from '../http/api-error';
import { clearAttempts, insertOperator, insertOpsSession, liveOpsSession, operatorByName, recordAttempt, revokeOpsSession, takeOperatorStep } from './queries';

/*
 * Named operators of the ops calls. A sign-in proves three things at once (name, password, the
 * authenticator's current code) and answers one refusal whichever was wrong. Wrong sign-ins lock the
 * name and the address: each attempt is written before it is checked and deleted when it succeeds, so
 * parallel guesses cannot slip past the count (the n-th attempt to commit sees at least n). A locked
 * sign-in is refused before the password is looked at, even a right one.
 */

/** Wrong sign-ins of one name within the window before the name is locked (members: captcha after 3). */
export const MAX_FAILURES_PER_NAME = 5;
/** Wrong sign-ins from one address within the window, whatever names they try. */
export const MAX_FAILURES_PER_ADDRESS = 20;
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** An operator's session lasts a working day and is not renewed by use. */
export const OPS_SESSION_TTL_MS = 8 * 60 * 60_000;

/** The operator a live session names. */
export interface SignedInOperator {
  name: string;
  roles: OpsRole[];
  expiresAt: string;
}

/** What the ops guard (api/src/http/admin.ts) asks: the operator of a session cookie, or null. */
export interface OperatorSessions {
  resolve(token: string): Promise<SignedInOperator | null>;
}

const wrong = () => new ApiError(400, 'ops.signin.wrong', 'ops.signin.wrong');
const locked = () => new ApiError(429, 'ops.signin.locked', 'ops.signin.locked');

const rolesOf = (stored: string): OpsRole[] => stored.split(',').filter((role): role is OpsRole => (OPS_ROLES as readonly string[]).includes(role));
const normalizeName = (name: string) => name.trim().toLowerCase();
const ownerOf = (name: string) => `operator:${name}`;

export function createOperatorSessions(db: Kysely<Database>): OperatorSessions {
  return {
    async resolve(token) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const row = await liveOpsSession(db, sha256Hex(token), isoNow());
      return row ? { name: row.name, roles: rolesOf(row.roles), expiresAt: row.expiresAt } : null;
    },
  };
}

/** A new operator (by the ADMIN_TOKEN or an admin operator, `createdBy`): its authenticator secret is answered this once. */
export async function createOperator(ctx: AppContext, body: OpsCreateOperatorBody, createdBy: string): Promise<OpsCreatedOperator> {
  const name = normalizeName(body.name);
  const secret = newSecret();
  const created = await insertOperator(ctx.db, {
    name,
    passwordHash: await ctx.passwords.hash(body.password),
    roles: body.roles.join(','),
    totpSealed: await sealTotpSecret(ctx, ownerOf(name), secret),
    createdBy,
    now: isoNow(),
  });
  if (!created) throw new ApiError(400, 'ops.operator.exists', 'ops.operator.exists', { field: 'name' });
  return { name, roles: body.roles, totpUri: otpauthUri('Portal ops', name, secret), totpSecret: secret };
}

/** Signs an operator in: the raw session token (for the cookie) and who it names. */
export async function signIn(ctx: AppContext, body: OpsSignInBody, ip: string): Promise<{ token: string; operator: OpsOperator }> {
  const name = normalizeName(body.name);
  const now = Date.now();
  const counts = await recordAttempt(ctx.db, name, ip, new Date(now).toISOString(), isoIn(-FAILURE_WINDOW_MS, now));
  if (counts.byName > MAX_FAILURES_PER_NAME || counts.byAddress > MAX_FAILURES_PER_ADDRESS) throw locked();

  const found = await operatorByName(ctx.db, name);
  const passwordRight = found ? await ctx.passwords.verify(body.password, found.password_hash) : (await ctx.passwords.burn(body.password), false);
  if (!found || !passwordRight) throw wrong();
  const step = await matchStep(await openTotpSecret(ctx, ownerOf(found.name), found.totp_sealed), body.code.replace(/\s+/g, ''), ctx.config.now());
  // A code already used (its step or an earlier one taken) is as wrong as a made-up one.
  if (step === null || !(await takeOperatorStep(ctx.db, found.id, step))) throw wrong();

  await clearAttempts(ctx.db, name);
  const token = newToken();
  const expiresAt = isoIn(OPS_SESSION_TTL_MS, now);
  await insertOpsSession(ctx.db, { tokenHash: sha256Hex(token), operatorId: found.id, ip, now: new Date(now).toISOString(), expiresAt });
  return { token, operator: { name: found.name, roles: rolesOf(found.roles), expiresAt } };
}

export async function signOut(ctx: AppContext, token: string | null): Promise<void> {
  if (token && TOKEN_PATTERN.test(token)) await revokeOpsSession(ctx.db, sha256Hex(token), isoNow());
}
