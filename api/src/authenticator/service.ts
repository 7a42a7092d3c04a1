import { randomInt } from 'node:crypto';
import type { AuthenticatorConfirmBody, AuthenticatorRecoveryCodes, AuthenticatorSetup, AuthenticatorStatus, AuthenticatorUnbindBody } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { MemberRow, MerchantRow } from '../db/schema';
import { ApiError, fieldError, validationFailed } from '../http/api-error';
import { memberById } from '../member';
import { hashRecoveryCode, openSecret, sealSecret } from './keys';
import { guardSecondFactor } from './second-factor-guard';
import {
  bindPending,
  countRecoveryCodesLeft,
  deleteAuthenticator,
  findAuthenticator,
  replaceRecoveryCodes,
  takeStep,
  upsertPending,
  useRecoveryCode,
  type AuthenticatorRow,
} from './queries';
import { matchStep, newSecret, otpauthUri } from './totp';

/*
 * The authenticator app of the security centre (spec §4's "Google code"): start (a pending secret,
 * shown once as a QR code and in base32), confirm with a current code (bound; 10 recovery codes shown
 * once), unbind with a code or the login password. Its codes answer the two-factor step of a login from
 * a new address (session/two-factor.ts). A code's time step is taken once: the same code never works
 * twice. Recovery codes work once each.
 */

/** A started binding not confirmed within this is refused; the member starts again. */
export const SETUP_TTL_MS = 30 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/i/l: recovery codes are written down and typed back. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_HALF = 5;

const invalidCode = (field: string) => new ApiError(400, 'verification.invalid', 'verification.invalid', { field });
const usedCode = (field: string) => new ApiError(400, 'authenticator.code.used', 'authenticator.code.used', { field });
const notBound = () => new ApiError(400, 'authenticator.not.bound', 'authenticator.not.bound');
const alreadyBound = () => new ApiError(400, 'authenticator.bound', 'authenticator.bound');

/** The server's clock (config.now), so the TOTP window and the setup's age read the same moment. */
const isoAt = (ctx: AppContext) => new Date(ctx.config.now()).toISOString();

const isBound = (row: AuthenticatorRow | undefined): row is AuthenticatorRow & { bound_at: string } => Boolean(row?.bound_at);

/** Whether the member has an authenticator bound (the two-factor step offers it first then). */
export async function hasAuthenticator(ctx: AppContext, memberId: number): Promise<boolean> {
  return isBound(await findAuthenticator(ctx.db, memberId));
}

export async function authenticatorStatusOf(ctx: AppContext, memberId: number): Promise<AuthenticatorStatus> {
  const row = await findAuthenticator(ctx.db, memberId);
  if (!isBound(row)) return { bound: false, boundAt: null, recoveryCodesLeft: 0 };
  return { bound: true, boundAt: row.bound_at, recoveryCodesLeft: await countRecoveryCodesLeft(ctx.db, memberId) };
}

export async function startBinding(ctx: AppContext, merchant: MerchantRow, member: MemberRow): Promise<AuthenticatorSetup> {
  const secret = newSecret();
  if (!(await upsertPending(ctx.db, member.id, await sealSecret(ctx, member.id, secret), isoAt(ctx)))) throw alreadyBound();
  return { uri: otpauthUri(merchant.name, member.account, secret), secret };
}

function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  const part = () => Array.from({ length: RECOVERY_HALF }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(`${part()}-${part()}`);
  return [...codes];
}

/** As people type them back: case, blanks and the dash do not matter. */
function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const compactCode = (code: string) => code.replace(/\s+/g, '');

export async function confirmBinding(ctx: AppContext, member: MemberRow, body: AuthenticatorConfirmBody): Promise<AuthenticatorRecoveryCodes> {
  const row = await findAuthenticator(ctx.db, member.id);
  if (isBound(row)) throw alreadyBound();
  if (!row || Date.parse(row.created_at) + SETUP_TTL_MS < ctx.config.now()) throw new ApiError(400, 'authenticator.setup.expired', 'authenticator.setup.expired');
  const step = await matchStep(await openSecret(ctx, member.id, row.secret_sealed), compactCode(body.code), ctx.config.now());
  if (step === null) throw invalidCode('code');
  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(recoveryCodes.map((code) => hashRecoveryCode(ctx, member.id, normalizeRecoveryCode(code))));
  const now = isoAt(ctx);
  const bound = await ctx.db.transaction().execute(async (trx) => {
    if (!(await bindPending(trx, member.id, step, now))) return false;
    await replaceRecoveryCodes(trx, member.id, hashes, now);
    return true;
  });
  if (!bound) throw alreadyBound();
  return { recoveryCodes };
}

/**
 * Takes a code of the bound authenticator (six digits, in the ±1 step window, of a step not taken yet)
 * or one of its unused recovery codes. Throws `verification.invalid` (wrong) or `authenticator.code.used`
 * (a code of a step already taken), both naming `field`.
 */
export async function takeAuthenticatorCode(ctx: AppContext, memberId: number, answer: string, field: string): Promise<void> {
  const row = await findAuthenticator(ctx.db, memberId);
  if (!isBound(row)) throw notBound();
  const code = compactCode(answer);
  if (/^\d+$/.test(code)) {
    const step = await matchStep(await openSecret(ctx, memberId, row.secret_sealed), code, ctx.config.now());
    if (step === null) throw invalidCode(field);
    if (!(await takeStep(ctx.db, memberId, step))) throw usedCode(field);
    return;
  }
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== RECOVERY_HALF * 2) throw invalidCode(field);
  if (!(await useRecoveryCode(ctx.db, memberId, await hashRecoveryCode(ctx, memberId, normalized), isoAt(ctx)))) throw invalidCode(field);
}

/**
 * Unbinds after a proof: the login password, or a code (or a recovery code) of the authenticator. The
 * proof is a guess at the second factor like a login's answer: it counts toward the same lock
 * (guardSecondFactor), whichever session or address it comes from.
 */
export async function unbind(ctx: AppContext, sessionMember: MemberRow, body: AuthenticatorUnbindBody): Promise<null> {
  if (!(await hasAuthenticator(ctx, sessionMember.id))) throw notBound();
  const password = body.password ?? '';
  const code = body.code?.trim() ?? '';
  if (!password && !code) throw validationFailed('code', 'authenticator.proof.required');
  await guardSecondFactor(ctx, sessionMember.id, async () => {
    if (password) {
      const member = (await memberById(ctx.db, sessionMember.id)) ?? sessionMember;
      if (!(await ctx.passwords.verify(password, member.password_hash))) throw fieldError(400, 'authenticator.password.wrong', 'authenticator.password.wrong', 'password');
    } else {
      await takeAuthenticatorCode(ctx, sessionMember.id, code, 'code');
    }
  });
  await ctx.db.transaction().execute((trx) => deleteAuthenticator(trx, sessionMember.id));
  return null;
}
