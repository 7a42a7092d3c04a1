import type { LoginValue, LoginVerifyBody, LoginVerifySendBody, SecondFactorMethod } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { MemberRow } from '../db/schema';
import { isoIn, isoNow } from '../db/time';
import { newToken, sha256Hex } from '../crypto/token';
import { ApiError, validationFailed } from '../http/api-error';
import type { Caller } from '../http/request-context';
import { guardSecondFactor, hasAuthenticator, takeAuthenticatorCode } from '../authenticator';
import { memberById } from '../member';
import { checkCode, issueCode, memberLanguage } from '../verification';
import { claimTicketTry, deleteDeadTickets, findLiveTicket, insertTicket, loginIpHistory, refundTicketTry, useTicket } from './queries';
import { startSession } from './start-session';

/*
 * Two-factor login on a new address (spec §4: "Login from an unregistered IP triggers two-factor
 * verification by mobile, email, bank account name or Google code"). Every successful login remembers
 * its IP. A password login from an IP the member never used, by a member who has logged in before and
 * has something bound to answer with, gets 403 login.verify.required with a ticket instead of a session;
 * so does an SMS login or a one-click sign-in (identity) into an account with an authenticator bound. The ticket (10
 * minutes, single use, burnt by 5 wrong answers) is then answered with a code of the bound
 * authenticator app (api/src/authenticator: nothing is sent; a recovery code works too) or, for a
 * member without one, with a code sent to the bound mobile or e-mail or with the bank account name.
 * Wrong answers also count toward the account's lock (guardSecondFactor), across tickets and addresses.
 */

export type SecondFactor = SecondFactorMethod;

export const TICKET_TTL_MS = 10 * 60 * 1000;
export const TICKET_MAX_TRIES = 5;

/**
 * What the member can answer with. A bound authenticator app is the second factor, alone: a code sent
 * to a number or an address, or a bank account name (printed on statements, known to family), would
 * let a login around it, and binding the app would add nothing.
 */
export async function secondFactorsOf(ctx: AppContext, member: MemberRow): Promise<SecondFactor[]> {
  if (await hasAuthenticator(ctx, member.id)) return ['authenticator'];
  const methods: SecondFactor[] = [];
  if (member.mobile) methods.push('mobile');
  if (member.email) methods.push('email');
  if (member.payee_name) methods.push('payeeName');
  return methods;
}

export interface SecondFactorOptions {
  /** The login (before its second factor) was made with the default password. */
  passwordDefault?: boolean;
  /**
   * The first proof was a provider's (one-click sign-in) or an SMS code to the bound number: it is taken
   * as a password is, and only an authenticator bound asks for more (what else the member has bound is
   * no stronger than that proof).
   */
  authenticatorOnly?: boolean;
}

/**
 * Throws login.verify.required when this login needs a second factor. The first login of a member has
 * no history and passes (it records the address); so does a member with nothing bound.
 */
export async function requireSecondFactor(ctx: AppContext, member: MemberRow, ip: string, options: SecondFactorOptions = {}): Promise<void> {
  const methods = await secondFactorsOf(ctx, member);
  if (methods.length === 0) return;
  if (options.authenticatorOnly && !methods.includes('authenticator')) return;
  const history = await loginIpHistory(ctx.db, member.id, ip);
  if (!history.any || history.known) return;
  const ticket = newToken();
  const now = Date.now();
  await deleteDeadTickets(ctx.db, new Date(now).toISOString());
  await insertTicket(ctx.db, {
    ticketHash: sha256Hex(ticket),
    memberId: member.id,
    ip,
    passwordDefault: options.passwordDefault === true,
    createdAt: new Date(now).toISOString(),
    expiresAt: isoIn(TICKET_TTL_MS, now),
  });
  throw new ApiError(403, 'login.verify.required', 'login.verify.required', { ticket, methods });
}

const ticketExpired = () => new ApiError(400, 'login.verify.expired', 'login.verify.expired');

async function liveTicket(ctx: AppContext, caller: Caller, ticket: string) {
  const row = await findLiveTicket(ctx.db, sha256Hex(ticket), TICKET_MAX_TRIES, isoNow());
  const member = row ? await memberById(ctx.db, row.member_id) : undefined;
  if (!row || !member || member.merchant_id !== caller.merchant.id) throw ticketExpired();
  return { row, member };
}

const methodRefused = () => validationFailed('method', 'validation.format');

/** A method the member may answer with now (secondFactorsOf), or `validation.failed` on `method`. */
async function offered(ctx: AppContext, member: MemberRow, method: SecondFactor): Promise<void> {
  if (!(await secondFactorsOf(ctx, member)).includes(method)) throw methodRefused();
}

function codeTarget(member: MemberRow, method: SecondFactor): { channel: 'sms' | 'email'; to: string } {
  if (method === 'mobile' && member.mobile) return { channel: 'sms', to: member.mobile };
  if (method === 'email' && member.email) return { channel: 'email', to: member.email };
  throw methodRefused();
}

/** Sends the code of a ticket to the member's bound mobile or e-mail. */
export async function sendSecondFactorCode(ctx: AppContext, caller: Caller, body: LoginVerifySendBody): Promise<{ expiredMinutes: number }> {
  const { member } = await liveTicket(ctx, caller, body.ticket);
  await offered(ctx, member, body.method);
  const target = codeTarget(member, body.method);
  return issueCode(ctx, caller, 'verify', { ...target, memberId: member.id, language: memberLanguage(member.language) });
}

/** Bank account names compare as people type them: case, repeated blanks and width do not matter. */
function samePayeeName(stored: string, answer: string): boolean {
  const norm = (value: string) => value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(stored) === norm(answer);
}

/** The refusals that spend one of the ticket's tries: a wrong answer (a replayed authenticator code is one). */
const WRONG_ANSWERS = ['verification.invalid', 'authenticator.code.used'];

/** Checks the answer of one method; throws its refusal. */
async function checkAnswer(ctx: AppContext, caller: Caller, member: MemberRow, body: LoginVerifyBody): Promise<void> {
  if (body.method === 'payeeName') {
    if (!samePayeeName(member.payee_name ?? '', body.answer)) throw new ApiError(400, 'verification.invalid', 'verification.invalid', { field: 'answer' });
  } else if (body.method === 'authenticator') {
    await takeAuthenticatorCode(ctx, member.id, body.answer, 'answer');
  } else {
    await checkCode(ctx, caller.merchant.id, 'verify', codeTarget(member, body.method).to, body.answer, 'answer');
  }
}

/**
 * Answers a ticket; right, it opens the session and the address becomes a known one. The answer is
 * checked under the account's second-factor lock (guardSecondFactor): while it holds, nothing is
 * checked and no try of the ticket is spent.
 */
export async function verifySecondFactor(ctx: AppContext, caller: Caller, body: LoginVerifyBody): Promise<LoginValue> {
  const { row, member } = await liveTicket(ctx, caller, body.ticket);
  await offered(ctx, member, body.method);
  await guardSecondFactor(ctx, member.id, async () => {
    if (!(await claimTicketTry(ctx.db, row.id, TICKET_MAX_TRIES, isoNow()))) throw ticketExpired();
    try {
      await checkAnswer(ctx, caller, member, body);
    } catch (error) {
      // Only a wrong answer spends the ticket's try; "no code sent yet" or "code expired" do not.
      if (!(error instanceof ApiError && WRONG_ANSWERS.includes(error.errorCode))) await refundTicketTry(ctx.db, row.id);
      throw error;
    }
  });
  if (!(await useTicket(ctx.db, row.id))) throw ticketExpired();
  return startSession(ctx, member, row.ip, { passwordDefault: row.password_default === 1 });
}
