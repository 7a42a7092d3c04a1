import { createHmac, randomUUID } from 'node:crypto';
import type {
  ClaimIssuedAnswer,
  ClaimPromotionList,
  ClaimTicketAnswer,
  ClaimTicketList,
  PromotionDecideAnswer,
  PromotionDetail,
  PromotionJoinAnswer,
  PromotionKind,
  PromotionList,
} from '@portal/shared/contracts';
import type { DemoPromotion } from '../src/promotions';
import { seedPromotions } from '../src/promotions';
import { solvedBotCheck } from './helpers/botCheck';
import { TestClient } from './helpers/client';
import { solvedCaptcha } from './helpers/forms';
import { ADMIN_TOKEN, forgetThrottle, lastCode } from './helpers/outbox';
import type { TestServer } from './helpers/server';
import { TEAM_PASSWORD, teamMember } from './helpers/team';

/** The promotions' calls as the front end makes them. */
export function promotionsApi(client: TestClient) {
  return {
    list: (token: string | null = null, language = 'EN') => client.get<PromotionList>('/wps/relay/MCSFE_getPromotionList', { token, headers: { Language: language } }),
    detail: (promotionId: number, token: string | null = null, language = 'EN') =>
      client.get<PromotionDetail>(`/wps/relay/MCSFE_getPromotionDetail?promotionId=${promotionId}`, { token, headers: { Language: language } }),
    join: (promotionId: number, token: string | null, language = 'EN') =>
      client.call<PromotionJoinAnswer>('POST', '/wps/relay/MCSFE_signUpPromotionJoin', { token, headers: { Language: language }, body: { promotionId } }),
    decide: (promotionId: number, account: string, decision: 'APPROVE' | 'REJECT', adminToken: string | null = ADMIN_TOKEN) =>
      client.call<PromotionDecideAnswer>('POST', '/wps/admin/promotions/decide', { headers: adminToken ? { 'Admin-Token': adminToken } : {}, body: { promotionId, account, decision } }),
    rewards: (token: string, status?: 'I' | 'C', promotionType?: string) => {
      const query = new URLSearchParams({ ...(status ? { status } : {}), ...(promotionType ? { promotionType } : {}) }).toString();
      return client.get<ClaimPromotionList>(`/wps/relay/MCSFE_getClaimPromotion?${query}`, { token });
    },
    claim: (promotionClaimId: number, promotionType: PromotionKind, token: string, language = 'EN') =>
      client.call<ClaimIssuedAnswer>('POST', '/wps/relay/MCSFE_claimIssuedPromotion', { token, headers: { Language: language }, body: { promotionClaimId, promotionType } }),
    tickets: (token: string, status?: 'AVAILABLE' | 'OPENED') => client.get<ClaimTicketList>(`/wps/relay/PROMOFE_getClaimTicketList${status ? `?status=${status}` : ''}`, { token }),
    open: (transactionId: number, token: string, language = 'EN') =>
      client.call<ClaimTicketAnswer>('POST', '/wps/relay/PROMOFE_claimTicket', { token, headers: { Language: language }, body: { transactionId } }),
    claimRaffle: (promotionId: number, token: string, language = 'EN') =>
      client.call<ClaimTicketAnswer>('POST', '/wps/relay/MCS2_claimRafflePromotion', { token, headers: { Language: language }, body: { promotionId } }),
    balance: async (token: string) => (await client.get<{ balance: number }>('/wps/v2/wallets/balance', { token })).body.value.balance,
  };
}

export type PromotionsApi = ReturnType<typeof promotionsApi>;

/** A fresh member of the demo site, signed in. */
export async function newMember(server: TestServer, client: TestClient, account: string, balance = 0): Promise<string> {
  await teamMember(server, account, 0, null, { balance });
  return client.tokenFor(account, TEAM_PASSWORD);
}

/** An operator's promotion on the demo merchant (the seed's own function), returning its id. */
export async function addPromotion(server: TestServer, promotion: Omit<DemoPromotion, 'texts'>, now = new Date()): Promise<number> {
  const db = server.app.portal.db;
  const texts = { title: `Test ${promotion.code}`, summary: 'summary', terms: 'terms' };
  await db.transaction().execute((trx) => seedPromotions(trx, 1, [{ ...promotion, texts: { MY: texts, EN: texts, CN: texts } }], now));
  const row = await db.selectFrom('promotion').select('id').where('code', '=', promotion.code).executeTakeFirstOrThrow();
  return row.id;
}

/** A deposit created through the member's call and paid by the provider's signed callback; `repeat` callbacks at once. */
export async function depositAndCredit(server: TestServer, client: TestClient, token: string, amount: number, repeat = 1): Promise<string> {
  const channels = (await client.get<{ id: number }[]>('/wps/transaction/deposit/channels', { token })).body.value;
  const created = await client.call<{ orderNo: string; amount: number }>('POST', '/wps/transaction/deposit', { token, body: { channelId: channels[0]!.id, amount, requestId: randomUUID() } });
  if (created.status !== 200) throw new Error(`deposit failed: ${JSON.stringify(created.body)}`);
  const key = await server.app.portal.db.selectFrom('server_key').select('value').where('name', '=', 'deposit-provider-secret').executeTakeFirstOrThrow();
  const raw = JSON.stringify({ orderNo: created.body.value.orderNo, amount, status: 'SUCCESS', providerRef: 'PROMO-TEST', paidAt: new Date().toISOString() });
  const signature = createHmac('sha256', Buffer.from(key.value, 'base64')).update(raw).digest('hex');
  const answers = await Promise.all(
    Array.from({ length: repeat }, () => fetch(`${server.url}/wps/transaction/deposit/callback`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Signature': signature }, body: raw })),
  );
  for (const answer of answers) if (answer.status !== 200) throw new Error(`callback failed: ${answer.status}`);
  return created.body.value.orderNo;
}

/** The ledger's `bonus` entries of a member's promotion payouts (keys `promotion:…`). */
export async function bonusEntries(server: TestServer, account: string) {
  return server.app.portal.db
    .selectFrom('ledger_entry as e')
    .innerJoin('wallet as w', 'w.id', 'e.wallet_id')
    .innerJoin('member as m', 'm.id', 'w.member_id')
    .select(['e.amount', 'e.kind', 'e.idempotency_key'])
    .where('m.account', '=', account)
    .where('e.idempotency_key', 'like', 'promotion:%')
    .orderBy('e.id')
    .execute();
}

/** One browser of the portal: its own `Device-Id`, as the shell sends it on every call. */
export function browserClient(server: TestServer, deviceId: string): TestClient {
  return new TestClient(server.url, { Language: 'EN', Merchant: 'DEMO', Device: 'web', 'Device-Id': deviceId });
}

let numbers = 0;
/**
 * Registers by mobile number as the register popup does (the SMS code, the bot check) from `browser`,
 * so the number is verified and the account is self-registered. Needs MOBILENUMREG3 on.
 */
export async function registerByMobile(server: TestServer, browser: TestClient): Promise<{ token: string }> {
  numbers += 1;
  const mobileNum = `0942${String(3_000_000 + numbers)}`;
  forgetThrottle(server);
  const sent = await browser.call('POST', '/wps/verification/sms/register', { body: { mobileNum, countryDialingCode: '95', botCheck: await solvedBotCheck(browser, 'sms') } });
  if (sent.status !== 200) throw new Error(`sms failed: ${JSON.stringify(sent.body)}`);
  const answer = await browser.sealed<{ token: string }>('PUT', '/wps/member/register/mobile', {
    mobileNum,
    countryDialingCode: '95',
    verificationCode: await lastCode(browser, `95${mobileNum.slice(1)}`),
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ...(await solvedCaptcha(browser, server)),
    botCheck: await solvedBotCheck(browser, 'register'),
    affiliateCode: '',
    registerUrl: 'http://localhost:8080/register',
    registerMethod: 'WEB',
    domain: 'localhost',
    login: true,
  });
  if (answer.status !== 200) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
  return { token: answer.body.value.token };
}
