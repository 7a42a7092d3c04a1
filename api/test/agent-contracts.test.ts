import {
  agentAmendContract,
  agentContract,
  agentContractLimits,
  agentContracts,
  agentOfferContract,
  agentTerminateContract,
  consolidatedFunds,
  MCS2_processDailySalContract,
  MCS2_processDividendReq,
  type AgentContract,
  type ContractAnswer,
  type ContractDetail,
  type ContractPage,
  type ContractTier,
  type ConsolidatedFunds,
} from '@portal/shared/contracts';
import { DEMO_ACCOUNTS } from '../src';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN, setFlags } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { teamMember, TEAM_PASSWORD } from './helpers/team';

/*
 * A contract's life: offer (P), sign (A) or refuse (R), amend (E), terminate (V → C, or
 * kept), each recorded with who and when; the rate rules (within what the offering agent may give; the
 * platform's cap for a top agent; accepting below what the downline gives its own downline needs its
 * confirmation and ends those contracts); the scope (each side reaches its own contracts only); and
 * AGENTPOLICY3. Tree: top → mid → leaf; top → mid2; other (another branch).
 */

const { player, trial } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

// A salary the platform pays (top's) asks at least K 10 of valid bet and one active member in each tier.
const salary = (rate: number, minimumBet = 1_000, rateType: 'P' | 'F' = 'P'): ContractTier => ({ minimumBet, netLoss: 0, activeMember: 1, rateType, rate });
const pathOf = (endpoint: { path: string }, params: Record<string, number> = {}) => endpoint.path.replace(/:(\w+)/g, (_, name: string) => String(params[name]));

const call = <T>(who: string, endpoint: { method: string; path: string }, body?: unknown, params: Record<string, number> = {}) =>
  client.call<T>(endpoint.method, pathOf(endpoint, params), { token: tokens[who], body });
const query = <T>(who: string, endpoint: { path: string }, search: Record<string, string | number> = {}) =>
  client.get<T>(`${endpoint.path}?${new URLSearchParams(Object.entries(search).map(([k, v]): [string, string] => [k, String(v)]))}`, { token: tokens[who] });
const offer = (who: string, body: Record<string, unknown>) => call<AgentContract>(who, agentOfferContract, body);
const answerDaily = (who: string, id: number, status: string, confirmHigherRate?: boolean) =>
  call<ContractAnswer>(who, MCS2_processDailySalContract, { id, status, ...(confirmHigherRate === undefined ? {} : { confirmHigherRate }) });
const detail = (who: string, id: number) => call<ContractDetail>(who, agentContract, undefined, { contractId: id });

beforeAll(async () => {
  server = await startServer({ authRateLimit: 1000, adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  ids.top = await teamMember(server, 'top', 1, null);
  ids.mid = await teamMember(server, 'mid', 1, ids.top);
  ids.mid2 = await teamMember(server, 'mid2', 1, ids.top);
  ids.leaf = await teamMember(server, 'leaf', 0, ids.mid);
  ids.other = await teamMember(server, 'other', 1, null);
  for (const account of ['top', 'mid', 'mid2', 'leaf', 'other']) tokens[account] = await client.tokenFor(account, TEAM_PASSWORD);
  tokens.player = await client.tokenFor(player.username, player.password);
  tokens.trial = await client.tokenFor(trial.username, trial.password);
});
afterAll(() => server.close());

describe('a daily salary contract from offer to signature', () => {
  let id: number;

  it('is offered to a direct downline and waits for it (P), and the downline sees it in its consolidated info', async () => {
    const offered = await offer('top', { downlineId: ids.mid, kind: 'dailySalary', tiers: [salary(100, 100_000), salary(150, 500_000)] });
    expect(offered.status).toBe(200);
    id = offered.body.value.id;
    expect(offered.body.value).toMatchObject({ kind: 'dailySalary', product: 'CONS', period: null, status: 'P', tiers: [], upline: { account: 'top' }, downline: { account: 'mid' } });
    const info = (await client.get<ConsolidatedFunds>(consolidatedFunds.path, { token: tokens.mid })).body.value;
    expect(info.dailysalreqtype).toEqual([
      expect.objectContaining({ id, status: 'P', upline: 'top', downlineHigherRate: 'N', details: [], proposed: [{ betVolume: 100_000, activeMember: 1, rateType: 'P', rate: 100 }, { betVolume: 500_000, activeMember: 1, rateType: 'P', rate: 150 }] }),
    ]);
    expect(info.infotypes).toEqual({ dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: false });
  });

  it('is signed by the downline (A): the terms in force, recorded with who and when', async () => {
    const signed = await answerDaily('mid', id, 'A');
    expect(signed.status).toBe(200);
    expect(signed.body.value).toMatchObject({ applied: true, downlineHigherRate: 'N', endedContracts: 0, contract: { status: 'A', proposedTiers: null, tiers: [salary(100, 100_000), salary(150, 500_000)] } });
    expect(signed.body.value.contract.signedAt).not.toBeNull();
    const history = (await detail('top', id)).body.value.history;
    expect(history.map((event) => [event.action, event.by, event.status])).toEqual([
      ['offered', 'top', 'P'],
      ['signed', 'mid', 'A'],
    ]);
    const info = (await client.get<ConsolidatedFunds>(consolidatedFunds.path, { token: tokens.mid })).body.value;
    expect(info.infotypes?.dailySalary).toBe(true);
    expect((await query<ContractPage>('top', agentContracts)).body.value.content.map((c) => c.id)).toContain(id);
    expect((await query<ContractPage>('mid', agentContracts, { side: 'upline' })).body.value.content.map((c) => c.id)).toEqual([id]);
  });

  it('refuses a second live contract of the same kind for the same downline', async () => {
    const again = await offer('top', { downlineId: ids.mid, kind: 'dailySalary', tiers: [salary(50)] });
    expect([again.status, again.body.errorCode]).toEqual([409, 'contract.exists']);
  });

  it('takes an amendment (E) that the downline refuses: the signed terms stay (A)', async () => {
    const amended = await call<AgentContract>('top', agentAmendContract, { tiers: [salary(120, 100_000)] }, { contractId: id });
    expect(amended.body.value).toMatchObject({ status: 'E', proposedTiers: [salary(120, 100_000)] });
    const refused = await answerDaily('mid', id, 'R');
    expect(refused.body.value.contract).toMatchObject({ status: 'A', proposedTiers: null, tiers: [salary(100, 100_000), salary(150, 500_000)] });
  });
});

describe('the rates', () => {
  it("caps a top agent at the platform's rate and a sub-agent at its own signed rate", async () => {
    expect((await query('top', agentContractLimits, { kind: 'dailySalary' })).body.value).toEqual({ kind: 'dailySalary', product: 'CONS', source: 'platform', maxPercent: 300, maxFixed: 1_000_000, minimumBet: 1_000 });
    expect((await query('mid', agentContractLimits, { kind: 'dailySalary' })).body.value).toEqual({ kind: 'dailySalary', product: 'CONS', source: 'upline', maxPercent: 150, maxFixed: null, minimumBet: null });
    expect((await query('mid', agentContractLimits, { kind: 'hourlySalary' })).body.value).toMatchObject({ source: 'none', maxPercent: null });

    const overCap = await offer('top', { downlineId: ids.mid2, kind: 'dailySalary', tiers: [salary(301)] });
    expect([overCap.status, overCap.body.value]).toEqual([400, { field: 'tiers[0].rate' }]);
    expect(overCap.body.message).toBe('tiers[0].rate: is above what you may give (3.00%)');
    const overOwn = await offer('mid', { downlineId: ids.leaf, kind: 'dailySalary', tiers: [salary(151)] });
    expect([overOwn.status, overOwn.body.value]).toEqual([400, { field: 'tiers[0].rate' }]);
    const fixedWithoutOwn = await offer('mid', { downlineId: ids.leaf, kind: 'dailySalary', tiers: [salary(1_000, 0, 'F')] });
    expect(fixedWithoutOwn.status).toBe(400);
    const noOwnKind = await offer('mid', { downlineId: ids.leaf, kind: 'hourlySalary', tiers: [salary(10)] });
    expect([noOwnKind.status, noOwnKind.body.value]).toEqual([400, { field: 'tiers[0].rate' }]);
  });

  it('refuses tiers that do not rise, a dividend paid as a fixed amount, and a dividend without a period', async () => {
    const flat = await offer('top', { downlineId: ids.mid2, kind: 'dailySalary', tiers: [salary(100, 500), salary(120, 500)] });
    expect([flat.status, flat.body.value]).toEqual([400, { field: 'tiers[1]' }]);
    const fixedDividend = await offer('top', { downlineId: ids.mid2, kind: 'dividend', period: 'W', tiers: [salary(100, 0, 'F')] });
    expect([fixedDividend.status, fixedDividend.body.value]).toEqual([400, { field: 'tiers[0].rateType' }]);
    const noPeriod = await offer('top', { downlineId: ids.mid2, kind: 'dividend', tiers: [salary(100)] });
    expect([noPeriod.status, noPeriod.body.value]).toEqual([400, { field: 'period' }]);
    const productSalary = await offer('top', { downlineId: ids.mid2, kind: 'dailySalary', product: 'LIVE', tiers: [salary(100)] });
    expect([productSalary.status, productSalary.body.value]).toEqual([400, { field: 'product' }]);
  });

  it("asks first when accepting terms below what the downline gives its own downline, then ends those contracts", async () => {
    const given = await offer('mid', { downlineId: ids.leaf, kind: 'dailySalary', tiers: [salary(140)] });
    expect(given.status).toBe(200);
    expect((await answerDaily('leaf', given.body.value.id, 'A')).body.value.contract.status).toBe('A');
    const mine = (await query<ContractPage>('mid', agentContracts, { side: 'upline', kind: 'dailySalary' })).body.value.content[0]!;
    await call('top', agentAmendContract, { tiers: [salary(90)] }, { contractId: mine.id });

    const info = (await client.get<ConsolidatedFunds>(consolidatedFunds.path, { token: tokens.mid })).body.value;
    expect(info.dailysalreqtype?.[0]).toMatchObject({ id: mine.id, status: 'E', downlineHigherRate: 'Y' });
    const asked = await answerDaily('mid', mine.id, 'A');
    expect(asked.body.value).toMatchObject({ applied: false, downlineHigherRate: 'Y', endedContracts: 0, contract: { status: 'E' } });
    expect((await detail('mid', given.body.value.id)).body.value.contract.status).toBe('A');

    const confirmed = await answerDaily('mid', mine.id, 'A', true);
    expect(confirmed.body.value).toMatchObject({ applied: true, endedContracts: 1, contract: { status: 'A', tiers: [salary(90)] } });
    const ended = (await detail('mid', given.body.value.id)).body.value;
    expect(ended.contract.status).toBe('C');
    expect(ended.contract.endedAt).not.toBeNull();
    expect(ended.history.at(-1)).toMatchObject({ action: 'ended.uplineCut', by: 'mid', status: 'C' });
  });
});

describe('termination', () => {
  it('asked by the upline, confirmed by the downline (C); asked by the downline, kept by the upline (A)', async () => {
    const offered = await offer('top', { downlineId: ids.mid2, kind: 'dividend', product: 'LIVE', period: 'W', tiers: [{ minimumBet: 0, netLoss: 10_000, activeMember: 1, rateType: 'P', rate: 2_000 }] });
    expect(offered.status).toBe(200);
    const signed = await call<ContractAnswer>('mid2', MCS2_processDividendReq, { type: 'LIVE', status: 'A' });
    expect(signed.body.value.contract).toMatchObject({ status: 'A', period: 'W', product: 'LIVE' });
    const id = offered.body.value.id;

    const askedByDownline = await call<ContractAnswer>('mid2', MCS2_processDividendReq, { type: 'LIVE', status: 'V' });
    expect(askedByDownline.body.value.contract).toMatchObject({ status: 'V', terminationBy: 'downline' });
    const kept = await call<AgentContract>('top', agentTerminateContract, { status: 'A' }, { contractId: id });
    expect(kept.body.value).toMatchObject({ status: 'A', terminationBy: null });

    const askedByUpline = await call<AgentContract>('top', agentTerminateContract, { status: 'V' }, { contractId: id });
    expect(askedByUpline.body.value).toMatchObject({ status: 'V', terminationBy: 'upline' });
    // The asking side cannot answer its own ask.
    const selfConfirm = await call('top', agentTerminateContract, { status: 'C' }, { contractId: id });
    expect([selfConfirm.status, selfConfirm.body.errorCode]).toEqual([409, 'contract.state']);
    const confirmed = await call<ContractAnswer>('mid2', MCS2_processDividendReq, { type: 'LIVE', status: 'C' });
    expect(confirmed.body.value.contract.status).toBe('C');
    expect((await detail('top', id)).body.value.history.map((event) => event.action)).toEqual(['offered', 'signed', 'termination.asked', 'kept', 'termination.asked', 'terminated']);
  });

  it('a refused offer ends there (R), and a new one can follow', async () => {
    const first = await offer('top', { downlineId: ids.mid2, kind: 'dailySalary', tiers: [salary(100)] });
    expect((await answerDaily('mid2', first.body.value.id, 'R')).body.value.contract.status).toBe('R');
    const again = await answerDaily('mid2', first.body.value.id, 'A');
    expect([again.status, again.body.errorCode]).toEqual([409, 'contract.state']);
    expect((await offer('top', { downlineId: ids.mid2, kind: 'dailySalary', tiers: [salary(100)] })).status).toBe(200);
  });

  it('two offers sent at once make one contract', async () => {
    const both = await Promise.all([0, 1].map(() => offer('top', { downlineId: ids.mid2, kind: 'hourlySalary', tiers: [salary(50)] })));
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('the scope', () => {
  it('lets nobody reach a contract that is not theirs', async () => {
    const mine = (await query<ContractPage>('top', agentContracts, { kind: 'dailySalary', account: 'mid' })).body.value.content.find((c) => c.downline.account === 'mid')!;
    for (const who of ['other', 'mid2', 'leaf']) {
      const seen = await call(who, agentContract, undefined, { contractId: mine.id });
      expect([who, seen.status]).toEqual([who, who === 'leaf' ? 403 : 404]);
    }
    expect((await call('other', agentAmendContract, { tiers: [salary(10)] }, { contractId: mine.id })).status).toBe(404);
    // The downline answers only its own: mid2 naming mid's contract is as an unknown id.
    expect((await answerDaily('mid2', mine.id, 'R')).status).toBe(404);
    // Offers go to a direct downline only: top cannot reach leaf (two levels down), nor another branch.
    for (const downline of [ids.leaf, ids.other]) {
      const refused = await offer('top', { downlineId: downline, kind: 'realtimeSalary', tiers: [salary(10)] });
      expect([refused.status, refused.body.errorCode]).toEqual([404, 'agent.member.not.found']);
    }
    expect((await offer('player', { downlineId: ids.mid, kind: 'dailySalary', tiers: [salary(10)] })).status).toBe(403);
    expect((await answerDaily('trial', mine.id, 'A')).status).toBe(403);
    expect((await client.call('POST', agentOfferContract.path, { body: { downlineId: ids.mid, kind: 'dailySalary', tiers: [salary(10)] } })).status).toBe(401);
  });
});

describe('AGENTPOLICY3 off', () => {
  afterAll(() => setFlags(client, { AGENTPOLICY3: true }));

  it('closes every contract call and leaves the contract info out of the consolidated answer', async () => {
    await setFlags(client, { AGENTPOLICY3: false });
    const refused = await offer('top', { downlineId: ids.mid2, kind: 'realtimeSalary', tiers: [salary(10)] });
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'function.disabled']);
    expect((await query('top', agentContracts)).status).toBe(403);
    const info = (await client.get<ConsolidatedFunds>(consolidatedFunds.path, { token: tokens.mid })).body.value;
    expect(info).not.toHaveProperty('dailysalreqtype');
    expect(info).toHaveProperty('wallets');
  });
});
