import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { requireSession } from '../http/auth';
import { ok } from '../http/envelope';
import { languageOf } from '../http/language';
import { sessionOf } from '../http/request-context';
import {
  betsSchema,
  bonusSchema,
  creditSchema,
  profitSchema,
  transactionsSchema,
  vipSchema,
  type BetsQuery,
  type PagedQuery,
  type TransactionsQuery,
  type WindowQuery,
} from './schemas';
import { betRecords, bonusRecords, creditReport, profit, transactionRecords, vip } from './service';

/** The member centre's records (personalHistoryCopy, transactionHistory, personalProfit, bonusDetails), VIP and credit report. */
export async function reportsRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const onRequest = requireSession(ctx.sessions);
  const memberOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).member.id;

  app.get<{ Querystring: BetsQuery }>('/wps/report/bets', { schema: betsSchema, onRequest }, async (request) =>
    ok(await betRecords(ctx.db, memberOf(request), request.query, languageOf(request))),
  );
  app.get<{ Querystring: TransactionsQuery }>('/wps/report/transactions', { schema: transactionsSchema, onRequest }, async (request) =>
    ok(await transactionRecords(ctx.db, memberOf(request), request.query)),
  );
  app.get<{ Querystring: WindowQuery }>('/wps/report/profit', { schema: profitSchema, onRequest }, async (request) =>
    ok(await profit(ctx.db, memberOf(request), request.query)),
  );
  app.get<{ Querystring: PagedQuery }>('/wps/report/bonus', { schema: bonusSchema, onRequest }, async (request) =>
    ok(await bonusRecords(ctx.db, memberOf(request), request.query)),
  );
  app.get('/wps/member/vip', { schema: vipSchema, onRequest }, async (request) => ok(await vip(ctx.db, memberOf(request), languageOf(request))));
  app.get('/wps/report/credit', { schema: creditSchema, onRequest }, async (request) => ok(await creditReport(ctx.db, memberOf(request))));
}
