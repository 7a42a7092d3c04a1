import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { requireSession } from '../http/auth';
import { ok } from '../http/envelope';
import { sessionOf } from '../http/request-context';
import { CURRENCY, CURRENCY_DECIMALS, CURRENCY_SYMBOL } from './currency';
import { balanceSchema } from './schemas';

export async function walletRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  app.get('/wps/v2/wallets/balance', { schema: balanceSchema, onRequest: requireSession(ctx.sessions) }, async (request) => {
    const balance = await ctx.ledger.balanceOf(sessionOf(request).member.id, CURRENCY);
    return ok({ balance, decimals: CURRENCY_DECIMALS, currency: CURRENCY, currencySymbol: CURRENCY_SYMBOL });
  });
}
