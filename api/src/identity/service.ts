import {
  roleOfMemberType,
  type IdentityAuthorizeBody,
  type IdentityCallbackMessage,
  type IdentityProfile,
  type IdentitySessionValue,
  type IdentityTicketBody,
  type LinkedIdentities,
  IDENTITY_MESSAGE_TYPE,
} from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { Kysely } from 'kysely';
import type { Database, MemberRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { isoIn, isoNow } from '../db/time';
import { newToken, sha256Hex } from '../crypto/token';
import { ApiError, notLoggedIn } from '../http/api-error';
import type { Caller } from '../http/request-context';
import { checkRule, loadRegisterRules, MEMBER_LOGIN_TYPES, memberByAccount, memberById, normalizeAccount } from '../member';
import { requireSecondFactor, startSession, type ActiveSession } from '../session';
import type { OidcClient } from './oidc-client';
import type { IdentityProviderConfig } from '../identity-providers';
import { deleteDead, identitiesOfMember, identityBySubject, insertFlow, insertIdentity, insertTicket, liveTicket, spendFlow, spendTicket } from './queries';

/*
 * One-click sign-in. The popup's journey: identityAuthorize keeps a flow (state, nonce,
 * PKCE verifier, all random, the state stored hashed) and answers the provider's URL; the provider
 * sends the person back to the callback, which spends the flow once, has openid-client exchange the
 * code and check the ID token, and hands the opener a one-time ticket naming the identity. The ticket
 * then logs a known identity in, or registers a new one through the site's own register form (its
 * rules apply), or binds the identity to the signed-in account for good (§4: one-way, irreversible;
 * there is no unlink). A login by a provider counts as a password login: from a new address, an account
 * with an authenticator bound still answers the second factor (session/two-factor.ts), or binding the
 * app would protect nothing against whoever takes over the provider's account.
 */

/** An authorization request may take this long (sign-in and consent pages included). */
export const FLOW_TTL_MS = 10 * 60 * 1000;
/** What the opener has to spend the callback's ticket in (a register form may take a while). */
export const TICKET_TTL_MS = 15 * 60 * 1000;

const failed = () => new ApiError(400, 'identity.failed', 'identity.failed');

export function providerById(ctx: AppContext, id: string): IdentityProviderConfig {
  const provider = ctx.config.identityProviders.find((candidate) => candidate.id === id);
  if (!provider) throw new ApiError(400, 'identity.provider.unknown', 'identity.provider.unknown', { field: 'provider' });
  return provider;
}

const providerName = (ctx: AppContext, id: string) => ctx.config.identityProviders.find((provider) => provider.id === id)?.name ?? id;

export function identityProviderList(ctx: AppContext) {
  return { providers: ctx.config.identityProviders.map(({ id, name, kind }) => ({ id, name, kind })) };
}

/** Starts a flow. `link` is the signed-in formal account's; `login` anyone's (a guest's button). */
export async function authorize(
  ctx: AppContext,
  oidc: OidcClient,
  caller: Caller,
  session: ActiveSession | null,
  body: IdentityAuthorizeBody,
  redirectUri: string,
): Promise<{ url: string }> {
  const provider = providerById(ctx, body.provider);
  let memberId: number | null = null;
  if (body.intent === 'link') {
    if (!session) throw notLoggedIn();
    const role = roleOfMemberType(session.member.type);
    if (role !== 'member' && role !== 'agent') throw new ApiError(403, 'member.trial', 'member.trial');
    await refuseSecondLink(ctx, session.member.id, provider.id);
    memberId = session.member.id;
  }
  const request = await oidc.authorizationRequest(provider, redirectUri, caller.language).catch((error: unknown) => {
    caller.log.warn({ err: error, provider: provider.id }, 'identity: provider discovery failed');
    throw failed();
  });
  const now = Date.now();
  await deleteDead(ctx.db, new Date(now).toISOString());
  await insertFlow(ctx.db, {
    merchant_id: caller.merchant.id,
    state_hash: sha256Hex(request.state),
    provider: provider.id,
    intent: body.intent,
    member_id: memberId,
    nonce: request.nonce,
    code_verifier: request.codeVerifier,
    redirect_uri: redirectUri,
    created_at: new Date(now).toISOString(),
    expires_at: isoIn(FLOW_TTL_MS, now),
  });
  return { url: request.url };
}

/**
 * The provider's redirect back. Whatever goes wrong (a replayed or forged state, a code the provider
 * refuses, a nonce or signature that does not check), the opener hears 'identity.failed' and nothing
 * is kept; the cause goes to the log.
 */
export async function callback(ctx: AppContext, oidc: OidcClient, caller: Caller, query: Record<string, string | undefined>): Promise<IdentityCallbackMessage> {
  const failure: IdentityCallbackMessage = { type: IDENTITY_MESSAGE_TYPE, error: 'identity.failed' };
  const state = query.state;
  if (!state) return failure;
  const flow = await spendFlow(ctx.db, sha256Hex(state), isoNow());
  if (!flow) {
    caller.log.warn('identity: callback with an unknown, spent or expired state');
    return failure;
  }
  // The person cancelled at the provider (access_denied) or the provider could not go on.
  if (query.error) return failure;
  const provider = ctx.config.identityProviders.find((candidate) => candidate.id === flow.provider);
  if (!provider) return failure;

  const callbackUrl = new URL(flow.redirect_uri);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) callbackUrl.searchParams.set(name, value);
  let identity;
  try {
    identity = await oidc.exchange(provider, callbackUrl, { state, nonce: flow.nonce, codeVerifier: flow.code_verifier });
  } catch (error) {
    caller.log.warn({ err: error, provider: provider.id }, 'identity: the code exchange or the ID token was refused');
    return failure;
  }
  const ticket = newToken();
  const now = Date.now();
  await insertTicket(ctx.db, {
    merchant_id: flow.merchant_id,
    ticket_hash: sha256Hex(ticket),
    provider: provider.id,
    issuer: identity.issuer,
    subject: identity.subject,
    email: identity.email,
    name: identity.name,
    intent: flow.intent,
    member_id: flow.member_id,
    created_at: new Date(now).toISOString(),
    expires_at: isoIn(TICKET_TTL_MS, now),
  });
  return { type: IDENTITY_MESSAGE_TYPE, ticket };
}

async function ticketFor(ctx: AppContext, merchantId: number, ticket: string, intent: 'login' | 'link') {
  const row = await liveTicket(ctx.db, sha256Hex(ticket), isoNow());
  if (!row || row.merchant_id !== merchantId || row.intent !== intent) throw failed();
  return row;
}

/**
 * A login ticket: the session of a known identity, or the profile a new one registers with. From a new
 * address into an account with an authenticator bound, the ticket is spent and 403
 * `login.verify.required` answers the second factor's ticket instead of a session, as a password login.
 */
export async function identitySession(ctx: AppContext, caller: Caller, body: IdentityTicketBody): Promise<IdentitySessionValue> {
  const row = await ticketFor(ctx, caller.merchant.id, body.ticket, 'login');
  const linked = await identityBySubject(ctx.db, caller.merchant.id, row.issuer, row.subject);
  if (!linked) {
    return { status: 'register', login: null, ticket: body.ticket, profile: await profileOf(ctx, caller.merchant.id, row) };
  }
  const member = await memberById(ctx.db, linked.member_id);
  // Sessions open only for the types that log in (an account closed since cannot come back this way).
  if (!member || !MEMBER_LOGIN_TYPES.includes(member.type)) throw new ApiError(403, 'login.not.member', 'login.not.member');
  if (!(await spendTicket(ctx.db, row.id, isoNow()))) throw failed();
  await requireSecondFactor(ctx, member, caller.ip, { authenticatorOnly: true });
  return { status: 'login', login: await startSession(ctx, member, caller.ip), profile: null, ticket: null };
}

/** What the register form may prefill: a username the site's rule takes and nobody has, or ''. */
async function profileOf(ctx: AppContext, merchantId: number, row: { provider: string; email: string | null; name: string | null }): Promise<IdentityProfile> {
  return {
    provider: row.provider,
    providerName: providerName(ctx, row.provider),
    email: row.email,
    name: row.name,
    suggestedUsername: await suggestUsername(ctx, merchantId, row.email?.split('@')[0] ?? row.name ?? ''),
  };
}

async function suggestUsername(ctx: AppContext, merchantId: number, seed: string): Promise<string> {
  const rule = (await loadRegisterRules(ctx.db, merchantId)).username;
  let base = seed.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (base === '') return '';
  if (!/^[a-z]/.test(base)) base = `u${base}`;
  const max = typeof rule.maxLength === 'number' ? rule.maxLength : 16;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const suffix = attempt === 0 ? '' : String(100 + Math.floor(Math.random() * 900));
    const candidate = base.slice(0, Math.max(1, max - suffix.length)) + suffix;
    try {
      checkRule('username', rule, candidate);
    } catch {
      continue;
    }
    if (!(await memberByAccount(ctx.db, merchantId, normalizeAccount(candidate)))) return candidate;
  }
  return '';
}

async function refuseSecondLink(ctx: AppContext, memberId: number, provider: string): Promise<void> {
  if ((await identitiesOfMember(ctx.db, memberId)).some((identity) => identity.provider === provider)) {
    throw new ApiError(400, 'identity.already.linked', 'identity.already.linked', null, null, { provider: providerName(ctx, provider) });
  }
}

/** Binds a link ticket's identity to the signed-in account that asked for it, for good. */
export async function linkIdentity(ctx: AppContext, session: ActiveSession, body: IdentityTicketBody): Promise<LinkedIdentities> {
  const member = session.member;
  const row = await ticketFor(ctx, member.merchant_id, body.ticket, 'link');
  if (row.member_id !== member.id) throw failed();
  const owner = await identityBySubject(ctx.db, member.merchant_id, row.issuer, row.subject);
  if (owner && owner.member_id !== member.id) {
    throw new ApiError(400, 'identity.linked.other', 'identity.linked.other', null, null, { provider: providerName(ctx, row.provider) });
  }
  if (!owner) await refuseSecondLink(ctx, member.id, row.provider);
  if (!(await spendTicket(ctx.db, row.id, isoNow()))) throw failed();
  if (!owner) await bind(ctx, member, row);
  return linkedIdentities(ctx, member.id);
}

async function bind(ctx: AppContext, member: MemberRow, row: { provider: string; issuer: string; subject: string; email: string | null }): Promise<void> {
  try {
    await insertIdentity(ctx.db, {
      merchant_id: member.merchant_id,
      member_id: member.id,
      provider: row.provider,
      issuer: row.issuer,
      subject: row.subject,
      email: row.email,
      linked_at: isoNow(),
    });
  } catch (error) {
    // Two links of one identity at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw new ApiError(400, 'identity.linked.other', 'identity.linked.other', null, null, { provider: providerName(ctx, row.provider) });
    throw error;
  }
}

export async function linkedIdentities(ctx: AppContext, memberId: number): Promise<LinkedIdentities> {
  const rows = await identitiesOfMember(ctx.db, memberId);
  return {
    identities: rows.map((row) => ({ provider: row.provider, providerName: providerName(ctx, row.provider), email: row.email, linkedTime: row.linked_at })),
  };
}

/*
 * Registration with a new identity (member/service.ts): the ticket is spent when every check of the
 * form has passed, right before the account is made, and the identity bound to it after.
 */

export interface RegistrationIdentity {
  provider: string;
  issuer: string;
  subject: string;
  email: string | null;
}

/** Spends the new identity a register form carries; refused when it is not (or no longer) one. */
export async function takeRegistrationIdentity(ctx: AppContext, merchantId: number, ticket: string): Promise<RegistrationIdentity> {
  const row = await ticketFor(ctx, merchantId, ticket, 'login');
  if (await identityBySubject(ctx.db, merchantId, row.issuer, row.subject)) throw failed();
  if (!(await spendTicket(ctx.db, row.id, isoNow()))) throw failed();
  return row;
}

/** Binds the registration's identity to the account just made. */
export function bindRegisteredIdentity(ctx: AppContext, identity: RegistrationIdentity, member: MemberRow): Promise<void> {
  return bind(ctx, member, identity);
}

/** A new identity's ticket, not spent yet: the account is made and the ticket spent in one transaction (claimIdentity). */
export interface PendingIdentity extends RegistrationIdentity {
  ticketId: number;
  name: string | null;
}

/** The new identity a one-click registration names: live, a login ticket, and no account's yet. */
export async function pendingRegistrationIdentity(ctx: AppContext, merchantId: number, ticket: string): Promise<PendingIdentity> {
  const row = await ticketFor(ctx, merchantId, ticket, 'login');
  if (await identityBySubject(ctx.db, merchantId, row.issuer, row.subject)) throw failed();
  return { ticketId: row.id, provider: row.provider, issuer: row.issuer, subject: row.subject, email: row.email, name: row.name };
}

/**
 * In the transaction that makes the account: spends the ticket (compare-and-set, so of two requests
 * with one ticket only one goes on) and binds the identity to the new member. A ticket spent meanwhile,
 * or the identity bound by another ticket meanwhile, undoes the whole account.
 */
export async function claimIdentity(trx: Kysely<Database>, identity: PendingIdentity, member: MemberRow): Promise<void> {
  const now = isoNow();
  if (!(await spendTicket(trx, identity.ticketId, now))) throw failed();
  try {
    await insertIdentity(trx, {
      merchant_id: member.merchant_id,
      member_id: member.id,
      provider: identity.provider,
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      linked_at: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw failed();
    throw error;
  }
}
