import type { ManualRebate, ManualRebateClaimAnswer, MemberInfo, VipJobReport, VipStatus } from '@portal/shared/contracts';
import { DEMO_ACCOUNTS } from '../src';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN, setFlags } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { DICE, inhouseApi, requestId } from './inhouse-helpers';
import { newMember, promotionsApi, type PromotionsApi } from './promotions-helpers';

/*
 * The VIP programme pays. Real in-house dice rounds raise a member's lifetime valid bet; the
 * upgrade bonus of each level reached lands in the reward centre once (however often the level is
 * read, and from the job), the rank salary once per member and site month (Myanmar time), and the
 * manual rebate pays floor(valid bet × rate) of the bets since the last claim, once, while MANPLAYREB3 is on.
 */
let server: TestServer;
let client: TestClient;
let promotions: PromotionsApi;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  promotions = promotionsApi(client);
});
afterAll(() => server.close());

const vip = (token: string, language = 'EN') => client.get<VipStatus>('/wps/member/vip', { token, headers: { Language: language } });
const info = (token: string) => client.get<MemberInfo>('/wps/member/info', { token });
const rebate = (token: string | null) => client.get<ManualRebate>('/wps/relay/MCSFE_getManualRebate', { token });
const claimRebate = (token: string | null) => client.call<ManualRebateClaimAnswer>('POST', '/wps/relay/MCSFE_claimManualRebate', { token });
const runJob = (asOf?: string, adminToken: string | null = ADMIN_TOKEN) =>
  client.call<VipJobReport>('POST', '/wps/admin/vip/run', { headers: adminToken ? { 'Admin-Token': adminToken } : {}, body: asOf ? { asOf } : {} });

/** Plays `rounds` in-house dice rounds of `bet` as the member: real settled bets, valid bet = stake. */
async function playDice(token: string, bet: number, rounds = 1): Promise<void> {
  const games = inhouseApi(client);
  const ticket = (await games.launch(DICE, token)).body.value.ticket;
  for (let n = 0; n < rounds; n += 1) {
    const answer = await games.round({ ticket, bet, requestId: requestId(), dice: { target: 50, over: true } }, token);
    if (answer.status !== 200) throw new Error(`round failed: ${JSON.stringify(answer.body)}`);
  }
}

/** The member's ledger entries of one idempotency-key family. */
async function entries(account: string, keyPrefix: string) {
  return server.app.portal.db
    .selectFrom('ledger_entry as e')
    .innerJoin('wallet as w', 'w.id', 'e.wallet_id')
    .innerJoin('member as m', 'm.id', 'w.member_id')
    .select(['e.amount', 'e.kind'])
    .where('m.account', '=', account)
    .where('e.idempotency_key', 'like', `${keyPrefix}%`)
    .execute();
}

describe('the upgrade bonus', () => {
  it('is issued once per level reached: a jump of two levels issues both, however often the level is read', async () => {
    const token = await newMember(server, client, 'vipjump', 20_000_000);
    expect((await vip(token)).body.value).toMatchObject({ level: 0, rebateRate: 30, rewards: [] });
    // K 50,000 of valid bet: level 2 (Silver) at once.
    await playDice(token, 1_000_000, 5);
    const reads = await Promise.all([vip(token), vip(token), info(token), vip(token, 'CN')]);
    for (const answer of reads) expect(answer.status).toBe(200);
    const status = (await vip(token)).body.value;
    expect(status).toMatchObject({ level: 2, name: 'Silver', validBetTotal: 5_000_000, rebateRate: 50, rebateRates: [30, 40, 50, 60, 80, 100] });
    expect(status.rewards.map((r) => [r.kind, r.level, r.amount, r.status, r.period]).sort()).toEqual([
      ['UPGRADE_BONUS', 1, 10_000, 'I', null],
      ['UPGRADE_BONUS', 2, 50_000, 'I', null],
    ]);
    expect((await info(token)).body.value.vip).toEqual({ level: 2, enabled: true, name: 'Silver', rebateRate: 50, unclaimed: 2 });
    // The reward centre holds them; the job finds no upgrade left to issue (it pays this month's salary).
    const issued = (await promotions.rewards(token, 'I', 'UPGRADE_BONUS')).body.value;
    expect(issued.map((r) => r.amount).sort()).toEqual([10_000, 50_000]);
    expect((await runJob()).body.value).toMatchObject({ upgrades: 0, salaries: 1 });

    // Claimed through the reward centre: paid once, the VIP page shows it claimed.
    const before = await promotions.balance(token);
    const level2 = issued.find((r) => r.amount === 50_000)!;
    const claims = await Promise.all([1, 2, 3].map(() => promotions.claim(level2.rewardId, 'UPGRADE_BONUS', token)));
    for (const claim of claims) expect(claim.status).toBe(200);
    expect(await promotions.balance(token)).toBe(before + 50_000);
    const upgrades = (await vip(token)).body.value.rewards.filter((r) => r.kind === 'UPGRADE_BONUS');
    expect(upgrades.map((r) => [r.level, r.status])).toEqual([[2, 'C'], [1, 'I']]);
    // Level 1's upgrade bonus and this month's salary wait.
    expect((await info(token)).body.value.vip.unclaimed).toBe(2);
  });

  it('is issued when the header reads member info, once however often it is read', async () => {
    const token = await newMember(server, client, 'vipheader', 5_000_000);
    await playDice(token, 1_000_000);
    const first = (await info(token)).body.value.vip;
    expect(first).toEqual({ level: 1, enabled: true, name: 'Bronze', rebateRate: 40, unclaimed: 1 });
    expect((await info(token)).body.value.vip.unclaimed).toBe(1);
    expect((await promotions.rewards(token, undefined, 'UPGRADE_BONUS')).body.value.map((r) => [r.amount, r.status])).toEqual([[10_000, 'I']]);
  });

  it('is issued by the job to a member who never opened a page', async () => {
    const token = await newMember(server, client, 'vipquiet', 5_000_000);
    await playDice(token, 1_000_000);
    const report = (await runJob()).body.value;
    expect(report.upgrades).toBeGreaterThanOrEqual(1);
    expect((await promotions.rewards(token, 'I', 'UPGRADE_BONUS')).body.value.map((r) => r.amount)).toEqual([10_000]);
    expect((await runJob()).body.value.upgrades).toBe(0);
    expect((await promotions.rewards(token, undefined, 'UPGRADE_BONUS')).body.value).toHaveLength(1);
  });
});

describe('the rank salary job', () => {
  it('issues the held level’s monthly bonus once per member and site month (Myanmar time)', async () => {
    const token = await newMember(server, client, 'vipsalary', 10_000_000);
    await playDice(token, 1_000_000, 5);
    // 18:00 UTC on 31 January is 00:30 on 1 February in Yangon: the February salary.
    const asOf = '2031-01-31T18:00:00.000Z';
    const runs = await Promise.all([runJob(asOf), runJob(asOf)]);
    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    expect((await runJob('2031-02-27T10:00:00.000Z')).body.value.salaries).toBe(0);
    const salaries = () => promotions.rewards(token, undefined, 'RANK_SALARY');
    expect((await salaries()).body.value.map((r) => [r.amount, r.status])).toEqual([[20_000, 'I']]);
    expect((await vip(token)).body.value.rewards.filter((r) => r.kind === 'RANK_SALARY').map((r) => [r.level, r.period, r.amount])).toEqual([[2, '2031-02', 20_000]]);
    // The next month pays again, once.
    await runJob('2031-03-05T00:00:00.000Z');
    await runJob('2031-03-06T00:00:00.000Z');
    expect((await salaries()).body.value.map((r) => r.amount)).toEqual([20_000, 20_000]);
    expect((await vip(token)).body.value.rewards.filter((r) => r.kind === 'RANK_SALARY').map((r) => r.period)).toEqual(['2031-03', '2031-02']);
  });

  it('pays nothing to a member below level 1, and the ops call needs the token', async () => {
    const token = await newMember(server, client, 'vipsmall', 1_000_000);
    await playDice(token, 10_000);
    await runJob('2031-04-02T00:00:00.000Z');
    expect((await promotions.rewards(token)).body.value).toEqual([]);
    expect((await runJob(undefined, null)).status).toBe(401);
    expect((await runJob(undefined, 'guess')).status).toBe(403);
    expect((await runJob('not a time')).status).toBe(400);
  });
});

describe('the manual rebate (MANPLAYREB3)', () => {
  it('pays floor(valid bet × the level’s rate) of the bets since the last claim, once under parallel claims', async () => {
    const token = await newMember(server, client, 'viprebate', 5_000_000);
    await playDice(token, 123_457, 2);
    const due = (await rebate(token)).body.value;
    // Level 0: 30 basis points. 246,914 × 0.003 = 740.742 → 740.
    expect(due).toEqual({ level: 0, rate: 30, validBet: 246_914, amount: 740, lastClaimTime: null });

    const before = await promotions.balance(token);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claimRebate(token)));
    const paid = answers.filter((a) => a.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.value).toMatchObject({ validBet: 246_914, rate: 30, amount: 740, balance: before + 740 });
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused.body).toMatchObject({ errorCode: 'vip.rebate.nothing', message: 'No rebate has accrued since your last claim' });
    expect(await promotions.balance(token)).toBe(before + 740);
    expect(await entries('viprebate', 'vip-rebate:')).toEqual([{ amount: 740, kind: 'bonus' }]);

    // Nothing accrued now; the next bets accrue on their own.
    expect((await rebate(token)).body.value).toMatchObject({ validBet: 0, amount: 0, lastClaimTime: paid[0]!.body.value.claimTime });
    expect((await claimRebate(token)).status).toBe(400);
    await playDice(token, 50_000);
    expect((await rebate(token)).body.value).toMatchObject({ validBet: 50_000, amount: 150 });
    expect((await claimRebate(token)).body.value.amount).toBe(150);
    expect(await entries('viprebate', 'vip-rebate:')).toHaveLength(2);
  });

  it('follows the VIP level’s rate', async () => {
    const token = await newMember(server, client, 'viprate', 5_000_000);
    await playDice(token, 1_000_000);
    expect((await rebate(token)).body.value).toMatchObject({ level: 1, rate: 40, validBet: 1_000_000, amount: 4_000 });
  });

  it('is refused while MANPLAYREB3 is off, moving nothing', async () => {
    const token = await newMember(server, client, 'viprebateoff', 1_000_000);
    await playDice(token, 100_000);
    await setFlags(client, { MANPLAYREB3: false });
    try {
      for (const answer of [await rebate(token), await claimRebate(token)]) {
        expect(answer.status).toBe(403);
        expect(answer.body.errorCode).toBe('function.disabled');
      }
      expect(await entries('viprebateoff', 'vip-rebate:')).toEqual([]);
    } finally {
      await setFlags(client, { MANPLAYREB3: true });
    }
    expect((await claimRebate(token)).body.value.amount).toBe(300);
  });

  it('is for formal accounts: a guest is asked to log in, a trial account refused', async () => {
    const trial = await client.tokenFor(DEMO_ACCOUNTS.trial.username, DEMO_ACCOUNTS.trial.password);
    for (const answer of [await rebate(null), await claimRebate(null)]) expect(answer.status).toBe(401);
    for (const answer of [await rebate(trial), await claimRebate(trial), await vip(trial)]) {
      expect(answer.status).toBe(403);
      expect(answer.body.errorCode).toBe('member.trial');
    }
    // A trial account's member info carries its flags without issuing anything.
    expect((await info(trial)).body.value.vip).toMatchObject({ enabled: true, unclaimed: 0 });
  });
});
