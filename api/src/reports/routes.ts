import type { FastifyInstance } from 'fastify';
import {
  betRecords as betRecordsEndpoint,
  bonusRecords as bonusRecordsEndpoint,
  creditReport as creditReportEndpoint,
  profitReport,
  transactionRecords as transactionRecordsEndpoint,
} from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { languageOf } from '../http/language';
import { sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { betRecords, bonusRecords, creditReport, profit, transactionRecords } from './service';

/** The member centre's records (personalHistoryCopy, transactionHistory, personalProfit, bonusDetails) and credit report (VIP: api/src/vip). */
export async function reportsRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const memberOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).member.id;

  route(app, ctx, betRecordsEndpoint, async (request) => betRecords(ctx.db, memberOf(request), request.query, languageOf(request)));
  route(app, ctx, transactionRecordsEndpoint, async (request) => transactionRecords(ctx.db, memberOf(request), request.query, languageOf(request)));
  route(app, ctx, profitReport, async (request) => profit(ctx.db, memberOf(request), request.query));
  route(app, ctx, bonusRecordsEndpoint, async (request) => bonusRecords(ctx.db, memberOf(request), request.query, languageOf(request)));
  route(app, ctx, creditReportEndpoint, async (request) => creditReport(ctx.db, memberOf(request)));
}
