import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { requireSession } from '../http/auth';
import { decryptBody } from '../http/encrypted';
import { ok } from '../http/envelope';
import { languageOf } from '../http/language';
import { sessionOf } from '../http/request-context';
import { CURRENCY, CURRENCY_DECIMALS, CURRENCY_SYMBOL } from './currency';
import { hasPaymentPassword, setPaymentPassword, type SetPaymentPasswordBody } from './payment-password';
import {
  balanceSchema,
  consolidatedSchema,
  consolidateSchema,
  merchantWalletSchema,
  paymentPasswordStatusSchema,
  setPaymentPasswordSchema,
  transferUplineSchema,
  walletTransferSchema,
  type ConsolidateBody,
} from './schemas';
import {
  consolidate,
  consolidatedFunds,
  merchantWallets,
  transferUpline,
  walletTransfer,
  type TransferUplineBody,
  type WalletTransferBody,
} from './service';

export async function walletRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const onRequest = requireSession(ctx.sessions);
  const preValidation = decryptBody(ctx.transportKey);
  const memberOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).member.id;

  app.get('/wps/v2/wallets/balance', { schema: balanceSchema, onRequest }, async (request) => {
    const balance = await ctx.ledger.balanceOf(memberOf(request), CURRENCY);
    return ok({ balance, decimals: CURRENCY_DECIMALS, currency: CURRENCY, currencySymbol: CURRENCY_SYMBOL });
  });

  app.get('/wps/relay/GCS_merchantWallet', { schema: merchantWalletSchema, onRequest }, async (request) =>
    ok(await merchantWallets(ctx.db, memberOf(request), languageOf(request))),
  );

  app.post<{ Body: WalletTransferBody }>('/wps/relay/GCS_walletTransfer', { schema: walletTransferSchema, onRequest }, async (request) =>
    ok(await walletTransfer(ctx, memberOf(request), languageOf(request), request.body)),
  );

  app.get('/wps/member/info/funds/consolidated', { schema: consolidatedSchema, onRequest }, async (request) =>
    ok(await consolidatedFunds(ctx.db, memberOf(request), languageOf(request))),
  );

  app.post<{ Body: ConsolidateBody }>('/wps/member/info/funds/consolidated', { schema: consolidateSchema, onRequest }, async (request) =>
    ok(await consolidate(ctx, memberOf(request), languageOf(request), request.body.requestId)),
  );

  app.post<{ Body: TransferUplineBody }>('/wps/transaction/transferUpline', { schema: transferUplineSchema, onRequest, preValidation }, async (request) =>
    ok(await transferUpline(ctx, memberOf(request), request.body)),
  );

  app.get('/wps/member/password/payment', { schema: paymentPasswordStatusSchema, onRequest }, async (request) =>
    ok({ set: await hasPaymentPassword(ctx, memberOf(request)) }),
  );

  app.post<{ Body: SetPaymentPasswordBody }>('/wps/member/password/payment', { schema: setPaymentPasswordSchema, onRequest, preValidation }, async (request) =>
    ok(await setPaymentPassword(ctx, memberOf(request), request.body)),
  );
}
