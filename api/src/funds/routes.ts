import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addBankCard as addBankCardEndpoint,
  adminWithdrawAction as adminWithdrawActionEndpoint,
  adminWithdrawOrders,
  bankCards as bankCardsEndpoint,
  banks as banksEndpoint,
  confirmWithdrawal as confirmWithdrawalEndpoint,
  createDeposit as createDepositEndpoint,
  createWithdrawal,
  depositCallback,
  depositChannels as depositChannelsEndpoint,
  depositOrder as depositOrderEndpoint,
  depositOrders,
  withdrawLimits as withdrawLimitsEndpoint,
  withdrawOrder,
  withdrawOrders,
  type FundsOrderNoParams,
} from '@portal/shared/contracts';
import { FundsOrderNoParams as orderNoParamsSchema } from '@portal/shared/contracts/schemas';
import type { RouteOptions } from '../context';
import { requireAdminToken } from '../http/admin';
import { ApiError } from '../http/api-error';
import { languageCode } from '../http/language';
import { named } from '../http/plugin-name';
import type { Language } from '../http/messages';
import { callerOf, merchantOf, sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { renderDemoPayNotFound, renderDemoPayPage, DEMO_PAY_CSP } from './demo-pay-page';
import { createDeposit, depositChannels, depositHistory, depositOrder, effectiveStatus, handleCallback } from './deposit-service';
import { PROOF_BODY_LIMIT } from './proof';
import { loadProvider, SIGNATURE_HEADER, type DepositProvider } from './provider';
import { addBankCard, bankCards, banks } from './bank-cards';
import { findDepositByNo } from './queries';
import {
  adminWithdrawAction,
  confirmWithdrawal,
  memberWithdrawal,
  requestWithdrawal,
  toWithdrawOrder,
  withdrawHistory,
  withdrawLimits,
} from './withdraw-service';

export const CALLBACK_PATH = depositCallback.path;
/** Where the provider sends the player back: the member centre's deposit page shows the order. */
export const returnUrlOf = (orderNo: string) => `/member/depositv2?orderNo=${encodeURIComponent(orderNo)}`;

/** The calls of deposits and withdrawals (docs/wire-contract.md) and the demo provider. */
export async function fundsRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const provider = await loadProvider(ctx.db);
  const memberOf = (request: FastifyRequest) => sessionOf(request).member;

  /* Deposits */

  route(app, ctx, depositChannelsEndpoint, async (request) => depositChannels(ctx, merchantOf(request).id));
  route(app, ctx, createDepositEndpoint, async (request) => createDeposit(ctx, callerOf(request), memberOf(request), request.body));
  route(app, ctx, depositOrders, async (request) => depositHistory(ctx, memberOf(request).id, request.query));
  route(app, ctx, depositOrderEndpoint, async (request) => depositOrder(ctx, memberOf(request).id, request.params.orderNo));

  await app.register(named('funds:callback', async (scope: FastifyInstance) => callbackRoute(scope, ctx, provider)));
  if (ctx.config.demoPay) demoPayRoutes(app, ctx, provider);

  /* Withdrawals */

  route(app, ctx, banksEndpoint, async () => banks(ctx));
  route(app, ctx, bankCardsEndpoint, async (request) => bankCards(ctx, memberOf(request).id));
  route(app, ctx, addBankCardEndpoint, async (request) => addBankCard(ctx, callerOf(request), memberOf(request), request.body));
  route(app, ctx, withdrawLimitsEndpoint, async (request) => withdrawLimits(ctx, callerOf(request), memberOf(request).id));
  route(app, ctx, createWithdrawal, async (request) => requestWithdrawal(ctx, callerOf(request), memberOf(request), request.body));
  route(app, ctx, withdrawOrders, async (request) => withdrawHistory(ctx, memberOf(request).id, request.query));
  route(app, ctx, withdrawOrder, async (request) => memberWithdrawal(ctx, memberOf(request).id, request.params.orderNo));
  route(app, ctx, confirmWithdrawalEndpoint, async (request) =>
    confirmWithdrawal(ctx, callerOf(request), memberOf(request).id, request.params.orderNo, request.body),
    // A proof image of up to 5 MB travels as a data URL: this call alone takes a body that large.
    { bodyLimit: PROOF_BODY_LIMIT },
  );

  /* Ops */

  const adminToken = ctx.config.adminToken;
  if (!adminToken) return;
  const admin = requireAdminToken(adminToken);

  route(app, ctx, adminWithdrawActionEndpoint, async (request) => adminWithdrawAction(ctx, callerOf(request), request.params.orderNo, request.body.action), {
    onRequest: admin,
  });

  route(
    app,
    ctx,
    adminWithdrawOrders,
    async (request) => {
      let query = ctx.db
        .selectFrom('withdraw_order as o')
        .innerJoin('member as m', 'm.id', 'o.member_id')
        .selectAll('o')
        .select('m.account')
        .where('o.merchant_id', '=', merchantOf(request).id);
      if (request.query.status) query = query.where('o.status', '=', request.query.status);
      const rows = await query.orderBy('o.id', 'desc').limit(100).execute();
      return rows.map((row) => ({ ...toWithdrawOrder(row), account: row.account }));
    },
    { onRequest: admin },
  );

  // The proof image itself (not JSON): ops only.
  app.get<{ Params: FundsOrderNoParams }>('/wps/admin/withdraw/:orderNo/proof', { schema: { params: orderNoParamsSchema }, onRequest: admin }, async (request, reply) => {
    const proof = await ctx.db
      .selectFrom('withdraw_proof as p')
      .innerJoin('withdraw_order as o', 'o.id', 'p.order_id')
      .select(['p.mime', 'p.data_base64'])
      .where('o.order_no', '=', request.params.orderNo)
      .where('o.merchant_id', '=', merchantOf(request).id)
      .executeTakeFirst();
    if (!proof) throw new ApiError(404, 'order.not.found', 'funds.order.not.found');
    return reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .type(proof.mime)
      .send(Buffer.from(proof.data_base64, 'base64'));
  });
}

/* The provider's callback: its signature covers the exact bytes sent, so this route (alone, in its own
 * scope) keeps the raw JSON body beside the parsed one and checks the signature before the schema. */

const rawBodies = new WeakMap<FastifyRequest, Buffer>();
const CALLBACK_BODY_LIMIT = 16 * 1024;

async function callbackRoute(scope: FastifyInstance, ctx: RouteOptions['ctx'], provider: DepositProvider): Promise<void> {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT }, (request, body, done) => {
    const raw = body as Buffer;
    rawBodies.set(request, raw);
    try {
      done(null, JSON.parse(raw.toString('utf8')));
    } catch {
      done(Object.assign(new Error('callback body is not JSON'), { statusCode: 400 }), undefined);
    }
  });

  const checkSignature = async (request: FastifyRequest) => {
    const raw = rawBodies.get(request);
    const header = request.headers[SIGNATURE_HEADER];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!raw || !provider.verify(raw, signature)) {
      request.log.warn({ url: request.url }, 'deposit callback with a bad signature');
      throw new ApiError(401, 'callback.signature.invalid', 'funds.callback.signature');
    }
  };

  route(scope, ctx, depositCallback, async (request) => handleCallback(ctx, callerOf(request), request.body), { preValidation: checkSignature });
}

/* The demo payment provider: its checkout page and the form behind its two buttons (an HTML page and
 * a form post, not calls of the contract). */

interface DemoPayQuery {
  lang?: string;
}
interface DemoPayBody {
  decision: 'pay' | 'decline';
}
const demoPayPageSchema = {
  params: orderNoParamsSchema,
  querystring: { type: 'object', properties: { lang: { type: 'string', maxLength: 8 } } },
};
const demoPayPostSchema = {
  params: orderNoParamsSchema,
  body: { type: 'object', required: ['decision'], properties: { decision: { type: 'string', enum: ['pay', 'decline'] } } },
};

function pageLanguage(request: FastifyRequest<{ Querystring: DemoPayQuery }>): Language {
  const fromQuery = languageCode(request.query.lang);
  if (fromQuery) return fromQuery;
  const header = request.headers.language;
  const fromHeader = languageCode(Array.isArray(header) ? header[0] : header);
  if (fromHeader) return fromHeader;
  const accept = (request.headers['accept-language'] ?? '').toLowerCase();
  if (accept.startsWith('my')) return 'MY';
  if (accept.startsWith('zh')) return 'CN';
  return 'EN';
}

function demoPayRoutes(app: FastifyInstance, ctx: RouteOptions['ctx'], provider: DepositProvider): void {
  app.get<{ Params: FundsOrderNoParams; Querystring: DemoPayQuery }>('/wps/demo-pay/:orderNo', { schema: demoPayPageSchema }, async (request, reply) => {
    const language = pageLanguage(request);
    reply
      .header('content-security-policy', DEMO_PAY_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');
    const order = await findDepositByNo(ctx.db, request.params.orderNo);
    if (!order) return reply.code(404).send(renderDemoPayNotFound(language));
    const merchant = await ctx.db.selectFrom('merchant').select('name').where('id', '=', order.merchant_id).executeTakeFirst();
    const html = renderDemoPayPage(
      {
        orderNo: order.order_no,
        merchantName: merchant?.name ?? '',
        channelName: order.channel_name,
        amount: Number(order.amount),
        status: effectiveStatus(order),
        expiresAt: order.expires_at,
      },
      language,
      returnUrlOf(order.order_no),
    );
    return reply.send(html);
  });

  /*
   * Pay / Decline: the provider tells the merchant through the real callback endpoint, signed like any
   * provider's (through the server's own request pipeline: parser, signature check, schema, handler),
   * then sends the browser back to the site. An order that is no longer pending just goes back.
   */
  app.post<{ Params: FundsOrderNoParams; Body: DemoPayBody }>('/wps/demo-pay/:orderNo', { schema: demoPayPostSchema }, async (request, reply) => {
    const order = await findDepositByNo(ctx.db, request.params.orderNo);
    if (!order) throw new ApiError(404, 'order.not.found', 'funds.order.not.found');
    if (effectiveStatus(order) === 'pending') {
      const paid = request.body.decision === 'pay';
      const payload = JSON.stringify({
        orderNo: order.order_no,
        amount: Number(order.amount),
        status: paid ? 'SUCCESS' : 'FAILED',
        providerRef: `DEMOPAY-${randomBytes(8).toString('hex').toUpperCase()}`,
        paidAt: paid ? new Date().toISOString() : null,
      });
      const answer = await sendCallback(app, request, payload, provider.sign(payload));
      if (answer.status !== 200) request.log.error({ orderNo: order.order_no, status: answer.status, body: answer.body }, 'demo provider callback refused');
    }
    return reply.code(303).header('location', returnUrlOf(order.order_no)).send();
  });
}

/**
 * Posts the signed callback over HTTP to this very server, on the address and port the browser's
 * request came in on (the server can always reach its own listening socket), as an outside provider
 * would. A request that came without a socket (`inject`, an embedding caller) is answered through
 * `inject` instead.
 */
async function sendCallback(app: FastifyInstance, request: FastifyRequest, payload: string, signature: string): Promise<{ status: number; body: string }> {
  const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature };
  const { localAddress, localPort } = request.raw.socket ?? {};
  if (localAddress && localPort) {
    const host = localAddress.startsWith('::ffff:') ? localAddress.slice('::ffff:'.length) : localAddress;
    const origin = host.includes(':') ? `http://[${host}]:${localPort}` : `http://${host}:${localPort}`;
    const response = await fetch(`${origin}${CALLBACK_PATH}`, { method: 'POST', headers, body: payload, signal: AbortSignal.timeout(10_000) });
    return { status: response.status, body: await response.text() };
  }
  const answer = await app.inject({ method: 'POST', url: CALLBACK_PATH, headers, payload });
  return { status: answer.statusCode, body: answer.body };
}
