import type { AdminPromotionBody, PromotionDetail, RedDotCounts, RiskEvents } from '@portal/shared/contracts';
import { DEMO_ACCOUNTS } from '../src';
import { solvedBotCheck } from './helpers/botCheck';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN, setFlags } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { AGENT_CALLS, PAY_PASSWORD, sealedCall, setPayPassword } from './helpers/team';
import { browserClient, depositAndCredit, newMember, promotionsApi, registerByMobile, type PromotionsApi } from './promotions-helpers';

/*
 * Who may take a promotion: the rules ops set per promotion (self-registered only, a verified phone,
 * one per phone / device / bank account, not for accounts an agent opened, a minimum deposited),
 * checked when a member joins and again when the reward is issued, in that transaction; each refusal
 * in the reader's language and kept as a risk event. The Zalo envelope and the register bonus are
 * not farmed through the agent's account opening; a card shows Join only to a member who may join.
 */
let server: TestServer;
let client: TestClient;
let api: PromotionsApi;
let ids: Record<string, number>;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, authRateLimit: 1000 });
  client = new TestClient(server.url);
  api = promotionsApi(client);
  ids = Object.fromEntries((await api.list()).body.value.map((promotion) => [promotion.code, promotion.promotionId]));
});
afterAll(() => server.close());

const K = (kyat: number) => kyat * 100;
const admin = { 'Admin-Token': ADMIN_TOKEN };
const risks = async (memberId: number) =>
  (await client.get<RiskEvents>(`/wps/admin/risk?kind=promotion.ineligible&memberId=${memberId}`, { headers: admin })).body.value;
const memberId = async (account: string) => (await server.app.portal.db.selectFrom('member').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

const zaloTickets = async (token: string) => (await api.tickets(token, 'AVAILABLE')).body.value.filter((ticket) => ticket.promotionId === ids['zalo-binding']);
const saveZalo = (token: string, zalo: string) => client.call('PUT', '/wps/member/profile', { token, body: { zalo } });

describe('the Zalo red envelope and the register bonus are not farmed through account opening', () => {
  beforeAll(() => setFlags(client, { MOBILENUMREG3: true }));
  afterAll(() => setFlags(client, { MOBILENUMREG3: false }));

  it('opens accounts only with the bot check of registration', async () => {
    const agent = await client.tokenFor(DEMO_ACCOUNTS.agent.username, DEMO_ACCOUNTS.agent.password);
    const form = { kind: 'member', username: 'eligbot1', password: 'Opened123', confirmPassword: 'Opened123' };
    const refused = await sealedCall(client, agent, 'PUT', AGENT_CALLS.openAccount, form);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 'botcheck.invalid', value: { field: 'botCheck' } });
    const smsProof = await sealedCall(client, agent, 'PUT', AGENT_CALLS.openAccount, { ...form, botCheck: await solvedBotCheck(client, 'sms') });
    expect(smsProof.body.errorCode).toBe('botcheck.invalid');
    expect(await server.app.portal.db.selectFrom('member').select('id').where('account', '=', 'eligbot1').executeTakeFirst()).toBeUndefined();
    const proof = await solvedBotCheck(client, 'register');
    expect((await sealedCall(client, agent, 'PUT', AGENT_CALLS.openAccount, { ...form, botCheck: proof })).status).toBe(200);
    // A proof is spent once.
    expect((await sealedCall(client, agent, 'PUT', AGENT_CALLS.openAccount, { ...form, username: 'eligbot2', botCheck: proof })).body.errorCode).toBe('botcheck.invalid');
  });

  it('gives an account an agent opened no envelope and no register bonus, and keeps each try as a risk event', async () => {
    const agent = await client.tokenFor(DEMO_ACCOUNTS.agent.username, DEMO_ACCOUNTS.agent.password);
    const before = await server.app.portal.ledger.balanceOf(await memberId(DEMO_ACCOUNTS.agent.username));
    for (const username of ['eligfarm1', 'eligfarm2', 'eligfarm3']) {
      const opened = await sealedCall(client, agent, 'PUT', AGENT_CALLS.openAccount, {
        kind: 'member',
        username,
        password: 'Opened123',
        confirmPassword: 'Opened123',
        botCheck: await solvedBotCheck(client, 'register'),
      });
      expect(opened.status).toBe(200);
      const token = await client.tokenFor(username, 'Opened123');
      expect((await saveZalo(token, `zalo-${username}`)).status).toBe(200);
      expect(await zaloTickets(token)).toEqual([]);
      expect((await api.rewards(token)).body.value).toEqual([]);
      const id = await memberId(username);
      expect((await risks(id)).map((risk) => risk.detail)).toEqual([expect.stringContaining('zalo-binding')]);
      // The card does not offer it either: why not, in the reader's language.
      const card = (await api.list(token, 'CN')).body.value.find((promotion) => promotion.code === 'zalo-binding');
      expect(card).toMatchObject({ canJoin: false, whyNot: '该活动仅限会员本人注册的账号参加' });
    }
    expect(await server.app.portal.ledger.balanceOf(await memberId(DEMO_ACCOUNTS.agent.username))).toBe(before);
  });

  it('gives a member who registered itself with a verified number the envelope once per number and device', async () => {
    const browser = browserClient(server, 'device-elig-a');
    const first = await registerByMobile(server, browser);
    expect((await api.rewards(first.token, 'I', 'NEW_REGISTER')).body.value.map((reward) => reward.amount)).toEqual([K(1_000)]);
    expect((await saveZalo(first.token, 'zalo-first')).status).toBe(200);
    expect(await zaloTickets(first.token)).toHaveLength(1);

    // A second account from the same browser: a new number, the same device. Neither bonus.
    const second = await registerByMobile(server, browser);
    expect((await api.rewards(second.token, 'I', 'NEW_REGISTER')).body.value).toEqual([]);
    expect((await saveZalo(second.token, 'zalo-second')).status).toBe(200);
    expect(await zaloTickets(second.token)).toEqual([]);
    const refusals = await risks(await memberIdOfToken(second.token));
    expect(refusals.map((risk) => risk.detail).sort()).toEqual([expect.stringContaining('register-bonus'), expect.stringContaining('zalo-binding')].sort());
  });
});

async function memberIdOfToken(token: string): Promise<number> {
  return (await client.get<{ id: number }>('/wps/member/info', { token })).body.value.id;
}

describe('rules ops set per promotion', () => {
  const texts = (title: string) => ({ title, summary: `${title} summary`, terms: `${title} terms` });
  const body = (code: string, eligibility: NonNullable<AdminPromotionBody['rules']['eligibility']>): AdminPromotionBody => ({
    code,
    kind: 'RAFFLE',
    audience: 'ALL',
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + 86_400_000).toISOString(),
    budget: K(100_000),
    rules: { tickets: { type: 'GOLDEN_EGG', count: 1 }, eligibility },
    prizes: [{ amount: K(10), weight: 1, stock: null }],
    texts: { MY: texts('ရွှေဥ'), EN: texts(`Egg ${code}`), CN: texts('金蛋') },
  });
  const save = async (payload: AdminPromotionBody) => {
    const saved = await client.call<PromotionDetail>('POST', '/wps/admin/promotions', { headers: admin, body: payload });
    expect(saved.status).toBe(200);
    return saved.body.value;
  };

  it('stores the rules with the promotion and shows them on its page', async () => {
    const saved = await save(body('elig-rules', { verifiedPhone: true, onePerPaymentAccount: true, minDepositTotal: K(5_000) }));
    expect(saved.rules.eligibility).toEqual({
      selfRegisteredOnly: false,
      notAgentOpened: false,
      verifiedPhone: true,
      onePerPhone: false,
      onePerDevice: false,
      onePerPaymentAccount: true,
      minDepositTotal: K(5_000),
    });
    expect((await api.detail(saved.promotionId)).body.value.rules.eligibility).toEqual(saved.rules.eligibility);
  });

  it('refuses a member without a verified number, or below the minimum deposited, in MY, EN and CN, as risk events', async () => {
    const saved = await save(body('elig-phone', { verifiedPhone: true, minDepositTotal: K(5_000) }));
    const token = await newMember(server, client, 'eligphone');
    const answers = await Promise.all(['EN', 'MY', 'CN'].map((language) => api.join(saved.promotionId, token, language)));
    expect(answers.map((answer) => [answer.status, answer.body.errorCode])).toEqual(Array(3).fill([400, 'promotion.eligibility.verifiedPhone']));
    expect(answers.map((answer) => answer.body.message)).toEqual([
      'This promotion needs a verified mobile number: bind one in the security centre',
      'ဤပရိုမိုးရှင်းအတွက် အတည်ပြုထားသော ဖုန်းနံပါတ် လိုအပ်သည်၊ လုံခြုံရေးစင်တာတွင် ချိတ်ဆက်ပါ',
      '该活动需要已验证的手机号码：请在安全中心绑定',
    ]);
    expect(await risks(await memberId('eligphone'))).toHaveLength(3);

    // With the number verified (bound with its SMS code), the deposits still fall short.
    await server.app.portal.db.updateTable('member').set({ mobile: '959423999001', mobile_verified_at: new Date().toISOString() }).where('account', '=', 'eligphone').execute();
    const short = await api.join(saved.promotionId, token);
    expect(short.body).toMatchObject({ errorCode: 'promotion.eligibility.minDeposit', message: 'This promotion needs at least K 5,000.00 deposited in total' });
    expect((await api.detail(saved.promotionId, token)).body.value).toMatchObject({ status: 'JOIN', canJoin: false, whyNot: 'This promotion needs at least K 5,000.00 deposited in total' });
    await depositAndCredit(server, client, token, K(5_000));
    expect((await api.detail(saved.promotionId, token)).body.value).toMatchObject({ canJoin: true, whyNot: null });
    expect((await api.join(saved.promotionId, token)).body.value.status).toBe('SIGNED_UP');
  });

  it('takes one bank account once: a second member with the same account number is refused', async () => {
    const saved = await save(body('elig-card', { onePerPaymentAccount: true }));
    const tokens: string[] = [];
    for (const account of ['eligcard1', 'eligcard2', 'eligcard3']) {
      const token = await newMember(server, client, account);
      await setPayPassword(client, token);
      tokens.push(token);
    }
    const addCard = (token: string, accountNumber: string) =>
      client.sealed('POST', '/wps/member/bankCards', { bankCode: 'AYA', accountName: 'Card Owner', accountNumber, paymentPassword: PAY_PASSWORD }, { token });
    // No bank account yet: nothing to hold it to.
    expect((await api.join(saved.promotionId, tokens[0]!)).body.errorCode).toBe('promotion.eligibility.noPaymentAccount');
    expect((await addCard(tokens[0]!, '5555 6666 7777')).status).toBe(200);
    expect((await addCard(tokens[1]!, '555566667777')).status).toBe(200);
    expect((await addCard(tokens[2]!, '9999 0000 1111')).status).toBe(200);
    expect((await api.join(saved.promotionId, tokens[0]!)).body.value.status).toBe('SIGNED_UP');
    const again = await api.join(saved.promotionId, tokens[1]!);
    expect(again.body).toMatchObject({ errorCode: 'promotion.eligibility.paymentAccount', message: 'This promotion was already taken with this bank account' });
    expect((await api.list(tokens[1]!)).body.value.find((promotion) => promotion.code === 'elig-card')).toMatchObject({ status: 'JOIN', canJoin: false });
    expect((await api.join(saved.promotionId, tokens[2]!)).body.value.status).toBe('SIGNED_UP');
  });

  it('refuses accounts an agent opened when the rules say so', async () => {
    const saved = await save(body('elig-agent', { notAgentOpened: true }));
    const agent = await client.tokenFor(DEMO_ACCOUNTS.agent.username, DEMO_ACCOUNTS.agent.password);
    const opened = await sealedCall(client, agent, 'PUT', AGENT_CALLS.openAccount, {
      kind: 'member',
      username: 'eligopened',
      password: 'Opened123',
      confirmPassword: 'Opened123',
      botCheck: await solvedBotCheck(client, 'register'),
    });
    expect(opened.status).toBe(200);
    const token = await client.tokenFor('eligopened', 'Opened123');
    const refused = await api.join(saved.promotionId, token, 'MY');
    expect(refused.body.errorCode).toBe('promotion.eligibility.agentOpened');
    expect(refused.body.message).toBe('ဤပရိုမိုးရှင်းသည် ကိုယ်စားလှယ်က ဖွင့်ပေးသော အကောင့်များအတွက် မဟုတ်ပါ');
    expect((await risks(await memberId('eligopened'))).map((risk) => risk.kind)).toEqual(['promotion.ineligible']);
    // A member the demo made (not by an agent) may; the red dots count it for that member only.
    const plain = await newMember(server, client, 'eligplain');
    const dots = async (member: string) => (await client.get<RedDotCounts>('/wps/relay/MCSFE_getRedDotCounts', { token: member })).body.value.availablePromotions;
    expect(await dots(token)).toBe((await dots(plain)) - 1);
    expect((await api.join(saved.promotionId, plain)).body.value.status).toBe('SIGNED_UP');
  });
});

describe('a card shows Join only to a member who may still join', () => {
  it('after a normal first deposit the first-deposit card says why it cannot be joined', async () => {
    const token = await newMember(server, client, 'eligfirst');
    const card = async (language = 'EN') => (await api.list(token, language)).body.value.find((promotion) => promotion.code === 'first-deposit-100');
    expect(await card()).toMatchObject({ status: 'JOIN', canJoin: true, whyNot: null });
    const dots = async () => (await client.get<RedDotCounts>('/wps/relay/MCSFE_getRedDotCounts', { token })).body.value.availablePromotions;
    const before = await dots();
    await depositAndCredit(server, client, token, K(10_000));
    // The red dot counts what the cards offer: one promotion fewer to join.
    expect(await dots()).toBe(before - 1);
    expect(await card()).toMatchObject({ status: 'JOIN', canJoin: false, whyNot: 'This bonus is for the first deposit, and you have already deposited' });
    expect((await card('MY'))?.whyNot).toBe('ဤဆုကြေးသည် ပထမဆုံး ငွေသွင်းမှုအတွက်သာ ဖြစ်ပြီး သင် ငွေသွင်းပြီးဖြစ်သည်');
    expect((await api.detail(ids['first-deposit-100']!, token)).body.value).toMatchObject({ canJoin: false });
    // A guest is offered it (the sign-in comes first); a member who joined has nothing to join.
    expect((await api.list()).body.value.find((promotion) => promotion.code === 'first-deposit-100')).toMatchObject({ canJoin: true, whyNot: null });
    const joiner = await newMember(server, client, 'eligjoiner');
    await api.join(ids['first-deposit-100']!, joiner);
    expect((await api.list(joiner)).body.value.find((promotion) => promotion.code === 'first-deposit-100')).toMatchObject({ status: 'SIGNED_UP', canJoin: false, whyNot: null });
  });
});
