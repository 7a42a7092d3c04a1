import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminRemoteCanary,
  adminRemoteHistory,
  adminRemoteOverrideLink,
  adminRemotePromote,
  adminRemoteRollback,
  adminRemoteSet,
  adminRemoteWiden,
  adminRemotes,
  remoteHealthReport,
  remoteOverrideClear,
  type RemotesOverview,
  VISITOR_COOKIE,
} from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { opsActor, requireAdminToken } from '../http/admin';
import { ApiError } from '../http/api-error';
import { translate } from '../http/messages';
import { RATE_LIMIT_WINDOW_MS } from '../http/rate-limit';
import { route } from '../http/route';
import { readCookie } from './cookies';
import { acceptReports, healthSince, judgeCanaries } from './health';
import { addPin, clearPins, OVERRIDE_PATH, overrideToken, pinOfToken } from './override';
import { checkRelease, readServedFile, readShellRelease, type ManifestSource } from './release';
import {
  currentRollouts,
  defaultEntry,
  DeliveryRuleError,
  history,
  promoteCanary,
  readFileRegistry,
  rollback,
  rolloutOf,
  setStable,
  startCanary,
  toContractRollout,
  widenCanary,
  type Build,
  type Rollout,
} from './registry';
import { loadKey, overrideKey } from './secret';

const HOUR_MS = 60 * 60_000;
const OVERVIEW_HISTORY = 50;

/** A rule of the registry refused (no canary, nothing to roll back to) as the contract's 400. */
async function ruled<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DeliveryRuleError) throw new ApiError(400, error.code, error.code);
    throw error;
  }
}

/**
 * The visitor's side of delivery (docs/wire-contract.md "Delivery of remotes"): health batches, the
 * override link's landing and its clearing. `/remotes.json` itself is served by api/src/web.
 */
export async function deliveryRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  // navigator.sendBeacon sends a Blob as its type says (application/json) but a string as text/plain:
  // in this scope only, text/plain is read as JSON too (the schema then validates it like any body).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 64 * 1024 }, app.getDefaultJsonParser('error', 'error'));

  route(app, ctx, remoteHealthReport, async (request) => {
    const now = new Date(ctx.config.now());
    // Only loads the server handed out count, each once; the rest is dropped and the answer is the same
    // (a forger learns nothing from it).
    const accepted = await acceptReports(ctx.db, await loadKey(ctx), request.body.reports, readCookie(request, VISITOR_COOKIE), now);
    const remotes = [...new Set(accepted.filter((r) => r.outcome !== 'ok').map((r) => r.remote))];
    for (const dropped of await judgeCanaries(ctx.db, ctx.config.deliveryRollback, now, remotes)) {
      request.log.warn({ rollback: dropped }, 'failing canary rolled back automatically');
    }
    return null;
  }, {
    // Every page sends a batch or two; generous per visitor, but no flood from one address.
    config: { rateLimit: { max: ctx.config.authRateLimit * 10, timeWindow: RATE_LIMIT_WINDOW_MS } },
  });

  route(app, ctx, remoteOverrideClear, async (request, reply) => {
    clearPins(request, reply);
    return null;
  });

  // The link ops hand out (not JSON: a redirect to the portal). A valid token pins the remote in this
  // browser; a forged or expired one is ignored, and the visitor lands on the portal all the same.
  app.get<{ Querystring: { token?: string } }>(OVERRIDE_PATH, async (request, reply) => {
    const now = ctx.config.now();
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const key = await overrideKey(ctx);
    const pin = token.length <= 4096 ? pinOfToken(key, token, now) : null;
    if (pin) {
      addPin(request, reply, key, pin, now);
      request.log.info({ override: { remote: pin.remote, version: pin.version } }, 'remote override pinned in a browser');
    }
    return reply.redirect('/', 302);
  });
}

/** Ops (ADMIN_TOKEN): the rollouts, their health and history, and the changes. */
export async function deliveryAdminRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const adminToken = ctx.config.adminToken;
  if (!adminToken) return;
  const admin = { onRequest: requireAdminToken(adminToken) };
  const file = () => readFileRegistry(ctx.config.remotesRegistry);
  /** A change is recorded at the server's clock, the one the health window and the judge read. */
  const clock = () => new Date(ctx.config.now());
  // A release's manifest and record: a same-origin path is read where this server serves it from, an
  // https URL is fetched; the live shell's record from the folder the shell is served from.
  const manifests: ManifestSource = {
    local: (path) => readServedFile(ctx.config.remotesRoot, path),
    fetch: ctx.config.deliveryManifestFetch,
    shellRelease: () => readShellRelease(ctx.config.shellDir),
  };
  /** Refuses (400 `delivery.release.refused`, every reason in the caller's language) a build that may not go live. */
  const releasable = async (remote: string, build: Build) => {
    const refusals = await checkRelease(remote, build, manifests);
    if (refusals.length === 0) return;
    const reasons = (language: Parameters<typeof translate>[0]) => refusals.map((r) => translate(language, r.code, r.params)).join('; ');
    throw new ApiError(400, 'delivery.release.refused', 'delivery.release.refused', { reasons: refusals.map((r) => r.code) }, null, { remote, version: build.version, reasons });
  };
  const logged = (request: FastifyRequest, action: string, rollout: Rollout) => {
    request.log.info({ delivery: { action, remote: rollout.remote, stable: rollout.stable.version, canary: rollout.canary?.version ?? null, percent: rollout.canary?.percent ?? null } }, 'remote rollout changed by ops');
    return toContractRollout(rollout);
  };

  route(app, ctx, adminRemotes, async () => {
    const registry = await file();
    const since = new Date(ctx.config.now() - HOUR_MS).toISOString();
    const overview: RemotesOverview = [];
    for (const rollout of await currentRollouts(ctx.db, registry.remotes === null ? { exists: true, remotes: {} } : registry)) {
      const contract = toContractRollout(rollout);
      overview.push({ ...contract, health: await healthSince(ctx.db, rollout.remote, since), history: await history(ctx.db, rollout.remote, OVERVIEW_HISTORY) });
    }
    return overview;
  }, admin);

  route(app, ctx, adminRemoteHistory, async (request) => history(ctx.db, request.query.remote, request.query.limit ?? 100), admin);

  route(app, ctx, adminRemoteSet, async (request) => {
    const { remote, version, entry, actor, reason } = request.body;
    const to = { version, entry: entry ?? defaultEntry(remote, version) };
    await releasable(remote, to);
    return logged(request, 'SET', await setStable(ctx.db, await file(), remote, to, { actor: opsActor(request, actor), reason }, clock()));
  }, admin);

  route(app, ctx, adminRemoteCanary, async (request) => {
    const { remote, version, entry, percent, cohort, actor, reason } = request.body;
    const to = { version, entry: entry ?? defaultEntry(remote, version) };
    await releasable(remote, to);
    return logged(request, 'CANARY', await ruled(async () => startCanary(ctx.db, await file(), remote, to, percent, cohort ?? {}, { actor: opsActor(request, actor), reason }, clock())));
  }, admin);

  route(app, ctx, adminRemoteWiden, async (request) => {
    const { remote, percent, cohort, actor, reason } = request.body;
    // The canary's build is checked again before more visitors get it (its files may be gone since).
    const canary = (await rolloutOf(ctx.db, remote))?.canary;
    if (canary && (percent > canary.percent || cohort)) await releasable(remote, canary);
    return logged(request, 'WIDEN', await ruled(() => widenCanary(ctx.db, remote, percent, cohort, { actor: opsActor(request, actor), reason }, clock())));
  }, admin);

  route(app, ctx, adminRemotePromote, async (request) => {
    const { remote, actor, reason } = request.body;
    const canary = (await rolloutOf(ctx.db, remote))?.canary;
    if (canary) await releasable(remote, canary);
    return logged(request, 'PROMOTE', await ruled(() => promoteCanary(ctx.db, remote, { actor: opsActor(request, actor), reason }, clock())));
  }, admin);

  route(app, ctx, adminRemoteRollback, async (request) => {
    // One click: a reason is welcome, never required. Overrides pinning the withdrawn version end with
    // it (visitor.ts reads the history).
    const { remote, actor, reason } = request.body;
    return logged(request, 'ROLLBACK', await ruled(() => rollback(ctx.db, remote, { actor: opsActor(request, actor), reason: reason ?? '' }, clock())));
  }, admin);

  route(app, ctx, adminRemoteOverrideLink, async (request) => {
    const { remote, version, entry, minutes, actor } = request.body;
    const iat = ctx.config.now();
    const exp = iat + minutes * 60_000;
    const token = overrideToken(await overrideKey(ctx), { remote, version, entry: entry ?? defaultEntry(remote, version), exp, iat });
    request.log.info({ override: { remote, version, minutes, actor: opsActor(request, actor) } }, 'remote override link made by ops');
    return { url: `${OVERRIDE_PATH}?token=${token}`, expiresAt: new Date(exp).toISOString() };
  }, admin);
}
