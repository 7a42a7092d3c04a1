import type { MissionLeaderboard, MissionMilestones, MissionSummaryPage, MissionSummary } from '@portal/shared/contracts';
import { DEMO_ACCOUNTS } from '../src';
import { runMissionJobs } from '../src/missions';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { DICE, inhouseApi, requestId } from './inhouse-helpers';
import { addPromotion, bonusEntries, depositAndCredit, newMember, promotionsApi, type PromotionsApi } from './promotions-helpers';

/*
 * Missions. A mission is a promotion of kind MISSION whose progress is the member's real
 * activity in its window: valid bet of real in-house rounds, credited deposits through the provider's
 * callback, rounds played. Each milestone reached is issued into the reward centre once (by a read or
 * by the job), claimed there through the ledger; the leaderboard ranks by the measure.
 */
let server: TestServer;
let client: TestClient;
let api: PromotionsApi;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  api = promotionsApi(client);
});
afterAll(() => server.close());

const missions = {
  list: (token: string | null, query = '', language = 'EN') => client.get<MissionSummaryPage>(`/wps/relay/MCSFE_getMissionSummaryDetails${query}`, { token, headers: { Language: language } }),
  milestones: (missionId: number, token: string | null) => client.get<MissionMilestones>(`/wps/relay/MCSFE_getMissionMilestones?missionId=${missionId}`, { token }),
  leaderboard: (missionId: number, token: string | null) => client.get<MissionLeaderboard>(`/wps/relay/MCSFE_getMissionLeaderboard?missionId=${missionId}`, { token }),
};

/**
 * A mission of the demo site whose window opens now (so nothing the seed or earlier tests played counts), or, with
 * `ended`, one whose window closed a minute ago.
 */
async function addMission(code: string, measure: 'VALID_BET' | 'DEPOSIT' | 'ROUNDS', milestones: { target: number; bonus: number }[], ended = false): Promise<number> {
  const id = await addPromotion(server, { code, kind: 'MISSION', audience: 'ALL', budget: 10_000_000, rules: { measure, milestones, turnoverMultiplier: 1 } });
  const now = Date.now();
  const window = ended ? { starts_at: new Date(now - 86_400_000).toISOString(), ends_at: new Date(now - 60_000).toISOString() } : { starts_at: new Date(now).toISOString() };
  await server.app.portal.db.updateTable('promotion').set(window).where('id', '=', id).execute();
  return id;
}

async function playDice(token: string, bet: number): Promise<void> {
  const games = inhouseApi(client);
  const ticket = (await games.launch(DICE, token)).body.value.ticket;
  const answer = await games.round({ ticket, bet, requestId: requestId(), dice: { target: 50, over: true } }, token);
  if (answer.status !== 200) throw new Error(`round failed: ${JSON.stringify(answer.body)}`);
}

async function missionOf(token: string, missionId: number): Promise<MissionSummary> {
  const page = (await missions.list(token, '?size=50')).body.value;
  const found = page.list.find((m) => m.missionId === missionId);
  if (!found) throw new Error(`mission ${missionId} not listed`);
  return found;
}

const states = (m: { milestones: MissionMilestones['milestones'] }) => m.milestones.map((s) => [s.index, s.reached, s.rewardStatus]);

describe('a valid-bet mission', () => {
  it('counts the valid bet of real rounds, issues a reached milestone once however often it is read, and the claim pays through the ledger', async () => {
    const id = await addMission('test-mission-bet', 'VALID_BET', [
      { target: 1_000, bonus: 300 },
      { target: 3_000, bonus: 500 },
      { target: 100_000, bonus: 9_000 },
    ]);
    const token = await newMember(server, client, 'mission1', 50_000);
    const fresh = await missionOf(token, id);
    expect(fresh).toMatchObject({ measure: 'VALID_BET', state: 'OPEN', progress: 0, title: 'Test test-mission-bet' });
    expect(states(fresh)).toEqual([[1, false, null], [2, false, null], [3, false, null]]);

    await playDice(token, 600);
    await playDice(token, 500);
    // Read many times, some at once: one reward for the first milestone.
    await Promise.all([missions.list(token, '?size=50'), missions.list(token, '?size=50'), missions.milestones(id, token)]);
    const reached = await missionOf(token, id);
    expect(reached.progress).toBe(1_100);
    expect(states(reached)).toEqual([[1, true, 'I'], [2, false, null], [3, false, null]]);
    const issued = (await api.rewards(token, 'I', 'MISSION')).body.value;
    expect(issued.map((r) => [r.promotionId, r.promotionType, r.amount, r.status])).toEqual([[id, 'MISSION', 300, 'I']]);

    const before = await api.balance(token);
    const claim = await api.claim(issued[0]!.rewardId, 'MISSION', token);
    expect(claim.status).toBe(200);
    expect(claim.body.value).toMatchObject({ amount: 300, balance: before + 300 });
    expect(await bonusEntries(server, 'mission1')).toEqual([{ amount: 300, kind: 'bonus', idempotency_key: `promotion:reward:${issued[0]!.rewardId}` }]);
    expect(states((await missions.milestones(id, token)).body.value)).toEqual([[1, true, 'C'], [2, false, null], [3, false, null]]);

    await playDice(token, 2_000);
    const second = (await missions.milestones(id, token)).body.value;
    expect(second.progress).toBe(3_100);
    expect(states(second)).toEqual([[1, true, 'C'], [2, true, 'I'], [3, false, null]]);
    expect((await api.rewards(token, undefined, 'MISSION')).body.value.map((r) => [r.amount, r.status])).toEqual([[500, 'I'], [300, 'C']]);
  });

  it('is issued by the job to a member who never opens the page, once however often the job runs', async () => {
    const id = await addMission('test-mission-job', 'VALID_BET', [{ target: 700, bonus: 250 }]);
    const token = await newMember(server, client, 'mission2', 10_000);
    await playDice(token, 800);
    await runMissionJobs(server.app.portal, new Date());
    await runMissionJobs(server.app.portal, new Date());
    const rewards = (await api.rewards(token, 'I', 'MISSION')).body.value;
    expect(rewards.map((r) => [r.promotionId, r.amount])).toEqual([[id, 250]]);
    // The page then shows it issued, and issues nothing more.
    expect(states((await missions.milestones(id, token)).body.value)).toEqual([[1, true, 'I']]);
    expect((await api.rewards(token, undefined, 'MISSION')).body.value).toHaveLength(1);
  });

  it('an incremental run reads only the members who played since its cursor; a later one (or a full sweep) catches up', async () => {
    const id = await addMission('test-mission-incremental', 'VALID_BET', [{ target: 600, bonus: 150 }]);
    const token = await newMember(server, client, 'missioninc', 10_000);
    await playDice(token, 700);
    const ofThisMission = async () => (await api.rewards(token, 'I', 'MISSION')).body.value.filter((r) => r.promotionId === id).map((r) => r.amount);
    expect(await runMissionJobs(server.app.portal, new Date(), new Date(Date.now() + 60_000))).toMatchObject({ issued: 0 });
    expect(await ofThisMission()).toEqual([]);
    await runMissionJobs(server.app.portal, new Date(), new Date(Date.now() - 60_000));
    expect(await ofThisMission()).toEqual([150]);
  });
});

describe('deposit and rounds missions', () => {
  it('counts credited deposits through the provider, and rounds played', async () => {
    const deposit = await addMission('test-mission-deposit', 'DEPOSIT', [{ target: 500_000, bonus: 1_000 }]);
    const rounds = await addMission('test-mission-rounds', 'ROUNDS', [{ target: 3, bonus: 200 }]);
    const token = await newMember(server, client, 'mission3');
    await depositAndCredit(server, client, token, 300_000);
    expect((await missions.milestones(deposit, token)).body.value).toMatchObject({ measure: 'DEPOSIT', progress: 300_000 });
    // The provider repeats its callback: one credit counts once.
    await depositAndCredit(server, client, token, 250_000, 3);
    const reached = (await missions.milestones(deposit, token)).body.value;
    expect(reached.progress).toBe(550_000);
    expect(states(reached)).toEqual([[1, true, 'I']]);

    for (let n = 0; n < 3; n += 1) await playDice(token, 100);
    const played = (await missions.milestones(rounds, token)).body.value;
    expect(played).toMatchObject({ measure: 'ROUNDS', progress: 3 });
    expect(states(played)).toEqual([[1, true, 'I']]);
    expect((await api.rewards(token, 'I', 'MISSION')).body.value.map((r) => [r.promotionId, r.amount]).sort()).toEqual([[deposit, 1_000], [rounds, 200]].sort());
  });
});

describe('the leaderboard', () => {
  it('ranks members by the mission’s measure with masked accounts, and gives each caller its own rank in the footer', async () => {
    const id = await addMission('test-mission-board', 'VALID_BET', [{ target: 1_000_000, bonus: 1 }]);
    const low = await newMember(server, client, 'boardlow', 20_000);
    const high = await newMember(server, client, 'boardhigh', 20_000);
    const mid = await newMember(server, client, 'boardmid', 20_000);
    const idle = await newMember(server, client, 'boardidle', 20_000);
    await playDice(low, 200);
    await playDice(high, 2_000);
    await playDice(high, 1_000);
    await playDice(mid, 1_000);

    const board = (await missions.leaderboard(id, mid)).body.value;
    expect(board.measure).toBe('VALID_BET');
    expect(board.list.map((r) => [r.rank, r.account, r.reachedValue, r.self])).toEqual([
      [1, 'bo***h', 3_000, false],
      [2, 'bo***d', 1_000, true],
      [3, 'bo***w', 200, false],
    ]);
    expect(board.footer).toEqual({ rank: 2, reachedValue: 1_000 });
    expect((await missions.leaderboard(id, low)).body.value.footer).toEqual({ rank: 3, reachedValue: 200 });
    expect((await missions.leaderboard(id, idle)).body.value.footer).toEqual({ rank: null, reachedValue: 0 });

    // A tie goes to who got there first.
    await playDice(low, 800);
    expect((await missions.leaderboard(id, low)).body.value.footer).toEqual({ rank: 3, reachedValue: 1_000 });
    expect((await missions.leaderboard(id, mid)).body.value.footer).toEqual({ rank: 2, reachedValue: 1_000 });
  });
});

describe('the missions list', () => {
  it('lists the seeded missions in the caller’s language, running ones under O and ended ones under C, a page at a time', async () => {
    const ended = await addMission('test-mission-ended', 'ROUNDS', [{ target: 1, bonus: 100 }], true);
    const token = await newMember(server, client, 'mission4');
    const open = (await missions.list(token, '?status=O&size=50')).body.value;
    expect(open.list.map((m) => m.missionId)).not.toContain(ended);
    expect(open.list.map((m) => m.title)).toEqual(expect.arrayContaining(['Weekly betting mission', 'Deposit mission']));
    const weekly = open.list.find((m) => m.title === 'Weekly betting mission')!;
    expect(weekly.milestones.map((m) => [m.target, m.bonus])).toEqual([[1_000_000, 10_000], [5_000_000, 60_000], [20_000_000, 300_000]]);
    // The weekly mission runs a week.
    expect(Date.parse(weekly.endTime) - Date.parse(weekly.startTime)).toBe(7 * 86_400_000);
    const my = (await missions.list(token, '?status=O&size=50', 'MY')).body.value;
    expect(my.list.map((m) => m.title)).toContain('အပတ်စဉ် လောင်းကြေး မစ်ရှင်');
    const cn = (await missions.list(token, '?status=O&size=50', 'CN')).body.value;
    expect(cn.list.map((m) => m.title)).toContain('每周投注任务');

    const closed = (await missions.list(token, '?status=C')).body.value;
    expect(closed.list.map((m) => [m.missionId, m.state])).toEqual([[ended, 'CLOSED']]);
    const first = (await missions.list(token, '?status=O&page=1&size=1')).body.value;
    const second = (await missions.list(token, '?status=O&page=2&size=1')).body.value;
    expect(first.total).toBe(open.total);
    expect(first.list).toHaveLength(1);
    expect(second.list[0]!.missionId).not.toBe(first.list[0]!.missionId);
  });
});

describe('who may call', () => {
  it('refuses guests and trial accounts, and answers 404 for what is not a mission of the site', async () => {
    const id = await addMission('test-mission-roles', 'VALID_BET', [{ target: 100, bonus: 1 }]);
    expect((await missions.list(null)).status).toBe(401);
    expect((await missions.leaderboard(id, null)).status).toBe(401);
    const { trial } = DEMO_ACCOUNTS;
    const trialToken = await client.tokenFor(trial.username, trial.password);
    for (const answer of [await missions.list(trialToken), await missions.milestones(id, trialToken), await missions.leaderboard(id, trialToken)]) {
      expect(answer.status).toBe(403);
      expect(answer.body.errorCode).toBe('member.trial');
    }
    const token = await newMember(server, client, 'mission5');
    expect((await missions.leaderboard(999_999, token)).status).toBe(404);
    const firstDeposit = (await api.list()).body.value.find((p) => p.code === 'first-deposit-100')!.promotionId;
    const notMission = await missions.milestones(firstDeposit, token);
    expect(notMission.status).toBe(404);
    expect(notMission.body.errorCode).toBe('promotion.not.found');
    // The agent is a formal account.
    const { agent } = DEMO_ACCOUNTS;
    expect((await missions.list(await client.tokenFor(agent.username, agent.password))).status).toBe(200);
  });
});
