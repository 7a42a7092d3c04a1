import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type ApiConfig, type ServerOptions, type TrustProxy } from './config';
import type { AppContext } from './context';
import { DOMAIN_ROUTES, messagesRoutes, webRoutes } from './routes';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createPasswordHasher } from './crypto/password';
import { loadServerSecret } from './crypto/server-secret';
import { loadTransportKey } from './crypto/transport-key';
import { installErrorHandling, refusedRequestHandling } from './http/error-handler';
import { resolveMerchant } from './http/merchant';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { registerCompression } from './http/compression';
import { buildSerializer } from './http/serialization';
import { ajvOptions, buildValidator, schemaErrorFormatter } from './http/validation';
import { registerFormBodyParser } from './http/form-body';
import { registerDomain, type RouteMapEntry } from './http/route-map';
import { named } from './http/plugin-name';
import { registerContractJobs } from './contract';
import { createBotCheck } from './botCheck';
import { registerDeliveryJobs } from './delivery';
import { registerFundsJobs } from './funds';
import { registerCrashJobs } from './inhouse';
import { registerLotteryJobs } from './lottery';
import { assertUnlocked } from './promotions';
import { assertNotExcluded, assertStakeWithinLimits, sessionEnded } from './protection';
import { registerReferralJobs } from './referral';
import { registerMissionJobs } from './missions';
import { assertNotFrozen } from './member';
import { recordBalance, registerLiveUpdates } from './messages';
import { countMovement } from './agent';
import { recordRefusedAbuse } from './risk';
import { createOperatorSessions } from './ops';
import { registerVipJobs } from './vip';
import { seedDemo } from './seed';
import { createSessionStore } from './session';
import { createLedger } from './wallet';
import './http/request-context';

/**
 * Builds the platform API: connects and migrates the database, applies the demo seed steps it lacks,
 * loads the E transport key, and registers every route. Async because all of that must be done
 * before the first request; the caller then `listen`s (or `inject`s).
 */
export async function createServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options);
  const ctx = await createContext(config);
  try {
    await seedDemo(ctx);
    return await buildApp(ctx);
  } catch (error) {
    await ctx.db.destroy();
    throw error;
  }
}

async function createContext(config: ApiConfig): Promise<AppContext> {
  const handle = connectDatabase(config.databaseUrl);
  try {
    await migrateToLatest(handle);
    return {
      config,
      db: handle.db,
      dialect: handle.dialect,
      transportKey: await loadTransportKey(handle.db),
      passwords: createPasswordHasher(config.scryptN),
      // A member's own session limit ends its session once reached (api/src/protection).
      sessions: createSessionStore(handle.db, config.sessionTtlMs, (session) => sessionEnded(handle.db, session, config.now())),
      // Money leaving a member's reach passes every hold in the debit's transaction: a frozen member
      // (owing its downline) moves nothing out, and money under a running turnover (or a deposit not
      // played through) stays in the wallet.
      ledger: createLedger(handle.db, {
        hold: async (trx, leg) => {
          await assertNotFrozen(trx, leg.memberId, leg);
          await assertUnlocked(trx, leg.merchantId, leg.memberId, leg.balanceAfter, leg.amount, leg.kind);
        },
        // A stake (a bet, money into a vendor's games) passes the player's own protection: no stake
        // during a cool-off or self-exclusion, none past a loss or wager limit it set.
        stake: async (trx, leg) => {
          const now = config.now();
          await assertNotExcluded(trx, leg.memberId, now);
          await assertStakeWithinLimits(trx, leg.memberId, leg.amount, now);
        },
        posted: async (trx, { memberLegs, kind, at }) => {
          // The team reports' day figures (agent/day-totals.ts), keyed by the movement's kind.
          await countMovement(trx, memberLegs, kind, at);
          // Money announces itself: one balance event per member whose wallets moved.
          for (const memberId of new Set(memberLegs.map((leg) => leg.memberId))) await recordBalance(trx, memberId, at);
        },
      }),
      codeKey: await loadServerSecret(handle.db, 'verification-hmac'),
      botCheck: await createBotCheck(handle.db, config.botCheck),
      operators: createOperatorSessions(handle.db),
    };
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }
}

/** Fastify's form of TRUST_PROXY: a hop count becomes "the first n hops" (proxy-addr's meaning). */
function proxyTrust(trust: TrustProxy): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: ctx.config.logger,
    // X-Forwarded-For names the visitor (rate limits, the two-factor step, region block) only when it
    // comes from a proxy ops configured (TRUST_PROXY); by default no client can claim an address.
    trustProxy: proxyTrust(ctx.config.trustProxy),
    ajv: ajvOptions,
    schemaController: { compilersFactory: { buildValidator, buildSerializer } },
    schemaErrorFormatter,
    // The router's and Node's own refusals answer the envelope with the security headers too.
    ...refusedRequestHandling,
  });
  app.decorate('portal', ctx);
  const routeMap: RouteMapEntry[] = [];
  app.decorate('routeMap', routeMap);
  app.decorateRequest('merchant', null);
  app.decorateRequest('session', null);
  app.decorateRequest('opsCaller', null);
  app.addHook('onClose', async () => ctx.db.destroy());
  // Live updates (api/src/messages): NOTIFY-woken on PostgreSQL, so a stream on any instance hears it.
  const events = registerLiveUpdates(app, ctx);
  app.decorate('liveEvents', events);
  // Deposits and withdrawals (api/src/funds): expiry, the demo's auto-processing and forced receipts
  // run on an interval from onReady and stop in preClose, before the database closes.
  registerFundsJobs(app, ctx);
  registerCrashJobs(app, ctx);
  registerContractJobs(app, ctx);
  registerLotteryJobs(app, ctx);
  registerVipJobs(app, ctx);
  registerReferralJobs(app, ctx);
  registerMissionJobs(app, ctx);
  registerDeliveryJobs(app, ctx);
  installErrorHandling(app, recordRefusedAbuse(ctx.db));
  // CSP, nosniff, framing, referrer, permissions and HSTS on every answer (the HTML sets its own CSP).
  registerSecurityHeaders(app);
  // Before any route: the plugin attaches its hook to routes as they are declared.
  await registerRateLimit(app, ctx.db);
  // Likewise before any route: JSON and the page compressed on the way out (api/src/http/compression.ts).
  await registerCompression(app);

  await app.register(named('wps', async (api: FastifyInstance) => {
    api.addHook('onRequest', async (_request, reply) => {
      // API answers are personal or live; no shared or browser cache may keep them.
      reply.header('cache-control', 'no-store');
    });
    api.addHook('onRequest', resolveMerchant(ctx.db));
    registerFormBodyParser(api);
    // Each domain registers its routes in a scope of its own, tagged with its name for the route map.
    for (const [module, plugins] of DOMAIN_ROUTES) {
      await registerDomain(api, module, routeMap, async (scope) => {
        for (const plugin of plugins) await scope.register(named(`${module}:${plugin.name}`, plugin), { ctx });
      });
    }
    await registerDomain(api, 'messages', routeMap, async (scope) => {
      await scope.register(named('messages', messagesRoutes), { ctx, events });
    });
  }));
  await registerDomain(app, 'web', routeMap, async (scope) => {
    await scope.register(named('web', async (web: FastifyInstance) => webRoutes(web, ctx)));
  });
  return app;
}
