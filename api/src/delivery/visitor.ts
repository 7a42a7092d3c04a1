import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleOfMemberType, VISITOR_COOKIE, type VisitorRegistryEntry } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { ApiError, notFound } from '../http/api-error';
import { merchantByCode } from '../site';
import { channelOf, isVisitorId, newVisitorId, type CohortFacts } from './assign';
import { readCookie, setCookie } from './cookies';
import { loadToken } from './loadToken';
import { isEntryAllowed } from './release';
import { keepPins, pinsOf, type Pin } from './override';
import { currentRollouts, readFileRegistry, withdrawnSince, type Rollout } from './registry';
import { loadKey, overrideKey } from './secret';

/*
 * `/remotes.json` as one visitor gets it: per remote its entry, version and channel (override: this
 * browser is pinned by a valid override cookie; canary: the visitor is in the running canary, by
 * cohort or by its sticky bucket; else stable). Read from the database on every request, so every
 * instance serves a change at once. The `portal_visitor` cookie (a random id, a year) is set when
 * missing; it is the only thing the bucket hashes. Each entry carries a load token for this visitor,
 * remote and version (loadToken.ts), the only thing that makes the page's health report count. An
 * override whose version ops withdrew (rolled back) since its link was made is gone: the cookie is
 * rewritten without it, and the entry says `withdrawn` (the banner tells the tester) once.
 */

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Which build of each remote this visitor gets: the assignment itself, without HTTP. */
export function assignRemotes(rollouts: Rollout[], visitorId: string, facts: CohortFacts, pins: { remote: string; version: string; entry: string }[]): Record<string, VisitorRegistryEntry> {
  const answer: Record<string, VisitorRegistryEntry> = {};
  for (const rollout of rollouts) {
    const pin = pins.find((p) => p.remote === rollout.remote);
    if (pin) {
      answer[rollout.remote] = { entry: pin.entry, version: pin.version, channel: 'override' };
      continue;
    }
    const canary = rollout.canary;
    const channel = channelOf(visitorId, rollout.remote, canary, facts);
    const build = channel === 'canary' && canary ? canary : rollout.stable;
    answer[rollout.remote] = { entry: build.entry, version: build.version, channel };
  }
  return answer;
}

/**
 * What the request says for cohorts: the `Merchant` header's site and, when `Authorization` names a
 * live session of it, whether it is an agent and its account. Optional all through: a guest, an
 * unknown merchant or a dead token is simply in no cohort (this call never fails for them).
 */
async function cohortFacts(ctx: AppContext, request: FastifyRequest): Promise<CohortFacts> {
  const rawMerchant = request.headers.merchant;
  const code = (Array.isArray(rawMerchant) ? rawMerchant[0] : rawMerchant)?.trim().toUpperCase() || 'DEMO';
  const merchant = code.length <= 32 ? await merchantByCode(ctx.db, code) : undefined;
  const facts: CohortFacts = { isAgent: false, merchantCode: merchant ? merchant.code : null, account: null };
  const rawToken = request.headers.authorization;
  const token = (Array.isArray(rawToken) ? rawToken[0] : rawToken)?.trim();
  if (merchant && token) {
    const session = await ctx.sessions.resolve(token, merchant.id);
    if (session) {
      facts.isAgent = roleOfMemberType(session.member.type) === 'agent';
      facts.account = session.member.account;
    }
  }
  return facts;
}

/** This browser's pins that hold now, and, by remote, the version of each one ops withdrew since its link was made. */
async function livePins(ctx: AppContext, request: FastifyRequest, key: Buffer, now: number): Promise<{ kept: Pin[]; withdrawn: Map<string, string> }> {
  const kept: Pin[] = [];
  const withdrawn = new Map<string, string>();
  for (const pin of pinsOf(request, key, now)) {
    const gone = await withdrawnSince(ctx.db, pin.remote, new Date(pin.iat ?? 0).toISOString());
    if (gone.has(pin.version)) withdrawn.set(pin.remote, pin.version);
    else kept.push(pin);
  }
  return { kept, withdrawn };
}

export async function visitorRegistry(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  reply.header('cache-control', 'no-store');
  const file = await readFileRegistry(ctx.config.remotesRegistry);
  if (file.remotes === null) {
    // Serving a broken registry would break every page load in the browser; say so loudly here.
    request.log.error({ file: ctx.config.remotesRegistry }, 'remote registry is not valid JSON');
    throw new ApiError(500, 'system.error', 'system.error');
  }
  const rollouts = await currentRollouts(ctx.db, file);
  if (!file.exists && rollouts.length === 0) throw notFound();

  let visitorId = readCookie(request, VISITOR_COOKIE);
  if (!isVisitorId(visitorId)) {
    visitorId = newVisitorId();
    setCookie(request, reply, VISITOR_COOKIE, visitorId, YEAR_SECONDS);
  }
  const needsFacts = rollouts.some((rollout) => rollout.canary && Object.keys(rollout.canary.cohort).length > 0);
  const facts = needsFacts ? await cohortFacts(ctx, request) : { isAgent: false, merchantCode: null, account: null };
  const now = ctx.config.now();
  const key = await overrideKey(ctx);
  const { kept, withdrawn } = await livePins(ctx, request, key, now);
  if (withdrawn.size > 0) keepPins(request, reply, key, kept, now);
  const answer = assignRemotes(rollouts, visitorId, facts, kept);
  const tokens = await loadKey(ctx);
  for (const [remote, entry] of Object.entries(answer)) {
    entry.token = loadToken(tokens, visitorId, remote, entry.version, now);
    const gone = withdrawn.get(remote);
    if (gone) entry.withdrawn = gone;
  }
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
}

/**
 * The origins, other than the page's own, that this page may load remotes from: every stable and
 * canary entry, and this browser's valid override entries. The portal's CSP lets scripts (and their
 * fonts, pictures and manifest fetches) come from them. A missing or broken registry adds none.
 */
export async function pageRemoteOrigins(ctx: AppContext, request: FastifyRequest): Promise<string[]> {
  const origins = new Set<string>();
  const add = (entry: string) => {
    const origin = remoteOrigin(entry);
    if (origin) origins.add(origin);
  };
  try {
    const file = await readFileRegistry(ctx.config.remotesRegistry);
    for (const rollout of await currentRollouts(ctx.db, file.remotes === null ? { exists: true, remotes: {} } : file)) {
      add(rollout.stable.entry);
      if (rollout.canary) add(rollout.canary.entry);
    }
    for (const pin of (await livePins(ctx, request, await overrideKey(ctx), ctx.config.now())).kept) add(pin.entry);
  } catch (error) {
    request.log.warn({ err: error }, 'remote origins unavailable for the page CSP');
  }
  return [...origins];
}

const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * `https://cdn.example` for an absolute entry in an allowed form (release.ts: plain https, or a
 * developer's loopback http); null for the usual `/remotes/…` path or anything else, so nothing but an
 * origin ever reaches the CSP.
 */
function remoteOrigin(entry: string): string | null {
  if (entry.startsWith('/') || !isEntryAllowed(entry, { loopbackHttp: true })) return null;
  try {
    const url = new URL(entry, SAME_ORIGIN);
    return url.origin !== SAME_ORIGIN && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : null;
  } catch {
    return null;
  }
}
