import type { FastifyInstance } from 'fastify';
import {
  consolidatedFunds as consolidatedFundsEndpoint,
  consolidateFunds,
  GCS_merchantWallet,
  GCS_walletTransfer,
  paymentPasswordStatus,
  setPaymentPassword as setPaymentPasswordEndpoint,
  transferUpline as transferUplineEndpoint,
  walletBalance,
  CURRENCY,
  CURRENCY_DECIMALS,
  CURRENCY_SYMBOL,
} from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { languageOf } from '../http/language';
import { sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { hasPaymentPassword, setPaymentPassword } from './payment-password';
import { consolidatedContracts } from '../contract';
import { consolidate, consolidatedFunds, merchantWallets, transferUpline, walletTransfer } from './service';

export async function walletRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const memberOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).member.id;

  route(app, ctx, walletBalance, async (request) => {
    const balance = await ctx.ledger.balanceOf(memberOf(request), CURRENCY);
    return { balance, decimals: CURRENCY_DECIMALS, currency: CURRENCY, currencySymbol: CURRENCY_SYMBOL };
  });
  route(app, ctx, GCS_merchantWallet, async (request) => merchantWallets(ctx.db, memberOf(request), languageOf(request)));
  route(app, ctx, GCS_walletTransfer, async (request) => walletTransfer(ctx, memberOf(request), languageOf(request), request.body));
  // The GET also carries the consolidated contract info (spec §3) when the agent policy is on.
  route(app, ctx, consolidatedFundsEndpoint, async (request) => {
    const [funds, contracts] = await Promise.all([consolidatedFunds(ctx.db, memberOf(request), languageOf(request)), consolidatedContracts(ctx, sessionOf(request).member)]);
    return { ...funds, ...contracts };
  });
  route(app, ctx, consolidateFunds, async (request) => consolidate(ctx, memberOf(request), languageOf(request), request.body.requestId));
  route(app, ctx, transferUplineEndpoint, async (request) => transferUpline(ctx, memberOf(request), request.body));
  route(app, ctx, paymentPasswordStatus, async (request) => ({ set: await hasPaymentPassword(ctx, memberOf(request)) }));
  route(app, ctx, setPaymentPasswordEndpoint, async (request) => setPaymentPassword(ctx, memberOf(request), request.body));
}
