import { DEMO_ACCOUNTS } from '../src';
import { TestClient } from './helpers/client';
import { memberIdOf } from './helpers/db';
import { startServer, type TestServer } from './helpers/server';
import { inhouseApi, requestId, SLOT } from './inhouse-helpers';

const { player, old } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;
let token: string;
let oldToken: string;
let memberId: number;
let oldId: number;

interface Page<T, S> {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
  summary: S;
}
interface BetItem {
  id: number;
  createdAt: string;
  gameName: string;
  vendor: string;
  gameType: string;
  betAmount: number;
  validBet: number;
  payout: number;
  winLoss: number;
  status: string;
}
interface BetTotals {
  count: number;
  betAmount: number;
  validBet: number;
  payout: number;
  winLoss: number;
}
interface EntryItem {
  id: number;
  createdAt: string;
  kind: string;
  wallet: string;
  amount: number;
  balanceAfter: number;
  detail: Record<string, unknown> | null;
}

const get = <T>(path: string, as = token, language = 'EN') => client.get<T>(path, { token: as, headers: { Language: language } });
/** Today in Myanmar time (UTC+06:30). */
const today = () => new Date(Date.now() + 6.5 * 3600_000).toISOString().slice(0, 10);
const window = () => `from=${today()}&to=${today()}`;
let keyCounter = 0;
const key = (name: string) => `reports-test:${name}:${(keyCounter += 1)}`;

async function insertBet(member: number, createdAt: string, amounts: { bet: number; valid?: number; payout: number }, gameType = 'RNG') {
  const db = server.app.portal.db;
  const game = await db.selectFrom('game').select(['id', 'vendor_code']).where('game_type', '=', gameType).orderBy('id').limit(1).executeTakeFirstOrThrow();
  await db
    .insertInto('bet_record')
    .values({
      merchant_id: 1,
      member_id: member,
      game_id: game.id,
      vendor_code: game.vendor_code,
      game_type: gameType,
      round_id: null,
      bet_amount: amounts.bet,
      valid_bet: amounts.valid ?? amounts.bet,
      payout: amounts.payout,
      win_loss: amounts.payout - amounts.bet,
      status: 'settled',
      created_at: createdAt,
    })
    .execute();
}

/** A member's bet totals as the books hold them (Number(): PostgreSQL sums bigints as numeric text). */
async function betSums(member: number): Promise<{ bet: number; valid: number; payout: number; wl: number }> {
  const sums = await server.app.portal.db
    .selectFrom('bet_record')
    .select((eb) => [eb.fn.sum('bet_amount').as('bet'), eb.fn.sum('valid_bet').as('valid'), eb.fn.sum('payout').as('payout'), eb.fn.sum('win_loss').as('wl')])
    .where('member_id', '=', member)
    .executeTakeFirstOrThrow();
  return { bet: Number(sums.bet), valid: Number(sums.valid), payout: Number(sums.payout), wl: Number(sums.wl) };
}

beforeAll(async () => {
  server = await startServer();
  client = new TestClient(server.url);
  token = await client.tokenFor(player.username, player.password);
  oldToken = await client.tokenFor(old.username, old.password);
  memberId = await memberIdOf(server, player.username);
  oldId = await memberIdOf(server, old.username);

  // Real rounds of the in-house slot: bet records and bet/payout ledger entries.
  const api = inhouseApi(client);
  const ticket = (await api.launch(SLOT, token)).body.value.ticket;
  for (let i = 0; i < 6; i += 1) {
    const answer = await api.round({ ticket, bet: 1000 * (i + 1), requestId: requestId() }, token);
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  }
  // The other kinds of money, through the ledger.
  const ledger = server.app.portal.ledger;
  await ledger.post({ memberId, amount: 250_000, kind: 'deposit', reference: 'D-TEST-1', idempotencyKey: key('deposit') });
  await ledger.post({ memberId, amount: 5_000, kind: 'bonus', reference: 'manual-rebate', idempotencyKey: key('bonus') });
  await ledger.post({ memberId, amount: 7_500, kind: 'bonus', reference: 'first-deposit:D-TEST-1', idempotencyKey: key('bonus') });
  await ledger.post({ memberId, amount: -40_000, kind: 'withdrawal', reference: 'W-TEST-1', idempotencyKey: key('withdrawal') });
  await ledger.post({ memberId, amount: 40_000, kind: 'withdrawal.refund', reference: 'W-TEST-1', idempotencyKey: key('refund') });
  await ledger.post({ memberId, amount: -10_000, kind: 'withdrawal', reference: 'W-TEST-2', idempotencyKey: key('withdrawal') });
  await ledger.transferNow({
    kind: 'transfer',
    reference: 'MAIN>PG',
    idempotencyKey: key('transfer'),
    legs: [
      { memberId, wallet: 'MAIN', amount: -3_000 },
      { memberId, wallet: 'PG', amount: 3_000 },
    ],
  });
});
afterAll(() => server.close());

describe('bet records (personalHistoryCopy)', () => {
  it('lists today’s bets newest first with totals that match the rows', async () => {
    const answer = await get<Page<BetItem, BetTotals>>(`/wps/report/bets?${window()}&pageSize=100`);
    expect(answer.status).toBe(200);
    const page = answer.body.value;
    const rows = await server.app.portal.db
      .selectFrom('bet_record')
      .select(['id', 'bet_amount', 'valid_bet', 'payout', 'win_loss'])
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .execute();
    expect(rows).toHaveLength(6);
    expect(page.content.map((b) => b.id)).toEqual(rows.map((r) => r.id));
    const total = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
    expect(page.summary).toEqual({
      count: 6,
      betAmount: total((r) => r.bet_amount),
      validBet: total((r) => r.valid_bet),
      payout: total((r) => r.payout),
      winLoss: total((r) => r.win_loss),
    });
    expect(page.summary.betAmount).toBe(21_000);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 100, totalPages: 1, totalElements: 6 });
    expect(page.content[0]).toMatchObject({ vendor: 'INHOUSE', gameType: 'RNG', status: 'settled', betAmount: 6000 });
    for (const bet of page.content) expect(bet.winLoss).toBe(bet.payout - bet.betAmount);
  });

  it('names the game in the request’s language', async () => {
    const names = await server.app.portal.db.selectFrom('game').select(['name_my', 'name_en', 'name_cn']).where('node_id', '=', SLOT).executeTakeFirstOrThrow();
    expect((await get<Page<BetItem, BetTotals>>(`/wps/report/bets?${window()}`, token, 'EN')).body.value.content[0]!.gameName).toBe(names.name_en);
    expect((await get<Page<BetItem, BetTotals>>(`/wps/report/bets?${window()}`, token, 'CN')).body.value.content[0]!.gameName).toBe(names.name_cn);
    expect((await get<Page<BetItem, BetTotals>>(`/wps/report/bets?${window()}`, token, 'MY')).body.value.content[0]!.gameName).toBe(names.name_my);
    expect(names.name_cn).not.toBe(names.name_en);
  });

  it('pages without gaps or repeats; totals cover every page', async () => {
    const all = (await get<Page<BetItem, BetTotals>>(`/wps/report/bets?${window()}&pageSize=100`)).body.value.content.map((b) => b.id);
    const seen: number[] = [];
    for (let pageNo = 1; pageNo <= 3; pageNo += 1) {
      const page = (await get<Page<BetItem, BetTotals>>(`/wps/report/bets?${window()}&pageNo=${pageNo}&pageSize=4`)).body.value;
      expect(page).toMatchObject({ pageNum: pageNo, pageSize: 4, totalPages: 2, totalElements: 6 });
      expect(page.summary.count).toBe(6);
      seen.push(...page.content.map((b) => b.id));
    }
    expect(seen).toEqual(all);
  });

  it('filters by game type', async () => {
    expect((await get<Page<BetItem, BetTotals>>(`/wps/report/bets?${window()}&gameType=RNG`)).body.value.totalElements).toBe(6);
    const live = (await get<Page<BetItem, BetTotals>>(`/wps/report/bets?${window()}&gameType=LIVE`)).body.value;
    expect(live).toMatchObject({ content: [], totalElements: 0, totalPages: 0, summary: { count: 0, betAmount: 0, winLoss: 0 } });
    expect((await get(`/wps/report/bets?${window()}&gameType=NOPE`)).body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'gameType' } });
  });

  it('cuts days at Myanmar midnight (UTC+06:30), from and to inclusive', async () => {
    await insertBet(oldId, '2024-03-09T17:30:00.000Z', { bet: 100, payout: 0 }); // 2024-03-10 00:00 MMT
    await insertBet(oldId, '2024-03-10T17:29:59.999Z', { bet: 200, payout: 500 }); // 2024-03-10 23:59:59.999 MMT
    await insertBet(oldId, '2024-03-10T17:30:00.000Z', { bet: 400, payout: 0 }); // 2024-03-11 00:00 MMT
    await insertBet(oldId, '2024-03-09T17:29:59.999Z', { bet: 800, payout: 0 }); // 2024-03-09 23:59:59.999 MMT
    const day = async (from: string, to = from) =>
      (await get<Page<BetItem, BetTotals>>(`/wps/report/bets?from=${from}&to=${to}`, oldToken)).body.value.summary;
    expect(await day('2024-03-10')).toMatchObject({ count: 2, betAmount: 300, payout: 500, winLoss: 200 });
    expect(await day('2024-03-11')).toMatchObject({ count: 1, betAmount: 400 });
    expect(await day('2024-03-09')).toMatchObject({ count: 1, betAmount: 800 });
    expect(await day('2024-03-09', '2024-03-11')).toMatchObject({ count: 4, betAmount: 1500 });
  });

  it('refuses windows longer than 31 days, reversed or invalid dates, pages over 100', async () => {
    const refused = async (query: string, field: string) => {
      const answer = await get(`/wps/report/bets?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'validation.failed', value: { field } });
      return answer.body.message;
    };
    expect(await refused('from=2024-01-01&to=2024-02-02', 'to')).toBe('to: must be a date from 2024-01-01 to at most 31 days later');
    expect((await get('/wps/report/bets?from=2024-01-01&to=2024-02-01')).status).toBe(200);
    await refused('from=2024-03-10&to=2024-03-09', 'to');
    await refused('from=2024-02-30&to=2024-03-01', 'from');
    await refused('from=20240101&to=2024-01-02', 'from');
    await refused('from=2024-01-01&to=tomorrow', 'to');
    await refused(`${window()}&pageSize=101`, 'pageSize');
    await refused(`${window()}&pageNo=0`, 'pageNo');
    expect((await get(`/wps/report/transactions?from=2024-01-01&to=2024-03-01`)).body).toMatchObject({ value: { field: 'to' } });
    expect((await get(`/wps/report/bonus?from=2024-01-01&to=2024-03-01`)).body).toMatchObject({ value: { field: 'to' } });
  });

  it('defaults to the last 7 days up to today', async () => {
    const page = (await get<Page<BetItem, BetTotals>>('/wps/report/bets')).body.value;
    expect(page.totalElements).toBe(6);
  });
});

describe('transaction records (transactionHistory)', () => {
  const list = async (kind = '') =>
    (await get<Page<EntryItem, { count: number; amount: number }>>(`/wps/report/transactions?${window()}&pageSize=100${kind ? `&kind=${kind}` : ''}`)).body.value;
  const entriesOf = (kinds: string[]) =>
    server.app.portal.db
      .selectFrom('ledger_entry as e')
      .innerJoin('wallet as w', 'w.id', 'e.wallet_id')
      .select(['e.id', 'e.amount', 'e.balance_after', 'e.kind', 'w.vendor_code'])
      .where('w.member_id', '=', memberId)
      .where('e.kind', 'in', kinds)
      .orderBy('e.id', 'desc')
      .execute();

  it('lists every entry of the member’s wallets, with the wallet and the balance after', async () => {
    const page = await list();
    const rows = await entriesOf(['seed', 'bet', 'payout', 'deposit', 'bonus', 'withdrawal', 'withdrawal.refund', 'transfer', 'adjustment']);
    expect(page.content.map((e) => e.id)).toEqual(rows.map((r) => r.id));
    expect(page.summary).toEqual({ count: rows.length, amount: rows.reduce((s, r) => s + r.amount, 0) });
    for (const [i, entry] of page.content.entries()) {
      expect(entry).toMatchObject({ amount: rows[i]!.amount, balanceAfter: rows[i]!.balance_after, kind: rows[i]!.kind, wallet: rows[i]!.vendor_code });
    }
    const transfer = page.content.filter((e) => e.kind === 'transfer');
    expect(transfer.map((e) => [e.wallet, e.amount]).sort()).toEqual([
      ['MAIN', -3000],
      ['PG', 3000],
    ]);
    expect(transfer.map((e) => e.detail)).toEqual([
      { type: 'walletTransfer', from: 'MAIN', to: 'PG' },
      { type: 'walletTransfer', from: 'MAIN', to: 'PG' },
    ]);
  });

  it.each([
    ['deposit', ['deposit']],
    ['withdrawal', ['withdrawal', 'withdrawal.refund']],
    ['transfer', ['transfer']],
    ['game', ['bet', 'payout']],
    ['bonus', ['bonus']],
    ['adjustment', ['adjustment', 'seed']],
  ])('kind=%s is the ledger kinds %j', async (kind, kinds) => {
    const page = await list(kind);
    const rows = await entriesOf(kinds);
    expect(rows.length).toBeGreaterThan(0);
    expect(page.content.map((e) => e.id)).toEqual(rows.map((r) => r.id));
    expect(page.summary.amount).toBe(rows.reduce((s, r) => s + r.amount, 0));
  });

  it('refuses an unknown kind', async () => {
    expect((await get(`/wps/report/transactions?${window()}&kind=lottery`)).body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'kind' } });
  });

  it('shows another member nothing of demo’s', async () => {
    const theirs = (await get<Page<EntryItem, unknown>>(`/wps/report/transactions?${window()}&pageSize=100`, oldToken)).body.value.content;
    const mine = new Set((await list()).content.map((e) => e.id));
    expect(theirs.some((e) => mine.has(e.id))).toBe(false);
  });
});

describe('bonus details, profit, VIP and credit report', () => {
  it('bonus: only the bonus entries, with their total', async () => {
    const page = (await get<Page<EntryItem, { count: number; amount: number }>>(`/wps/report/bonus?${window()}`)).body.value;
    expect(page.content.map((e) => [e.kind, e.amount, e.detail])).toEqual([
      ['bonus', 7500, { type: 'depositBonus', orderNo: 'D-TEST-1' }],
      ['bonus', 5000, { type: 'manualRebate' }],
    ]);
    expect(page.summary).toEqual({ count: 2, amount: 12_500 });
  });

  it('profit: the bets’ totals and the money in and out of the window', async () => {
    const answer = await get<Record<string, unknown>>(`/wps/report/profit?${window()}`);
    expect(answer.status).toBe(200);
    const bets = await betSums(memberId);
    expect(answer.body.value).toEqual({
      betAmount: bets.bet,
      validBet: bets.valid,
      payout: bets.payout,
      winLoss: bets.wl,
      deposits: 250_000,
      // 40,000 refunded in full; 10,000 still out.
      withdrawals: 10_000,
      bonuses: 12_500,
      byGameType: [{ gameType: 'RNG', betAmount: bets.bet, winLoss: bets.wl }],
    });
    const empty = (await get<Record<string, unknown>>('/wps/report/profit?from=2020-01-01&to=2020-12-31')).body.value;
    expect(empty).toMatchObject({ betAmount: 0, deposits: 0, withdrawals: 0, bonuses: 0, byGameType: [] });
    expect((await get('/wps/report/profit?from=2020-01-01&to=2021-12-31')).body).toMatchObject({ value: { field: 'to' } });
  });

  it('vip: the level of the lifetime valid bet, names in the request’s language', async () => {
    const mine = (await get<{ level: number; name: string; nextLevel: number; validBetTotal: number; nextLevelAt: number; levels: unknown[] }>('/wps/member/vip')).body.value;
    expect(mine).toMatchObject({ level: 0, name: 'Member', nextLevel: 1, validBetTotal: 21_000, nextLevelAt: 1_000_000 });
    expect(mine.levels).toHaveLength(6);
    expect(mine.levels[1]).toEqual({ level: 1, name: 'Bronze', validBet: 1_000_000, upgradeBonus: 10_000, monthlyBonus: 5_000 });

    await insertBet(oldId, '2023-06-01T00:00:00.000Z', { bet: 6_000_000, valid: 5_000_000, payout: 0 });
    const theirs = (await get<{ level: number; name: string; nextLevel: number; validBetTotal: number; nextLevelAt: number }>('/wps/member/vip', oldToken, 'CN')).body.value;
    expect(theirs).toMatchObject({ level: 2, name: '白银', nextLevel: 3, nextLevelAt: 20_000_000 });
    expect(theirs.validBetTotal).toBe((await betSums(oldId)).valid);

    await insertBet(oldId, '2023-06-02T00:00:00.000Z', { bet: 600_000_000, payout: 0 });
    const top = (await get<{ level: number; nextLevel: number | null; nextLevelAt: number | null }>('/wps/member/vip', oldToken)).body.value;
    expect(top).toMatchObject({ level: 5, nextLevel: null, nextLevelAt: null });
  });

  it('credit report: lifetime totals', async () => {
    const answer = await get<Record<string, unknown>>('/wps/report/credit');
    const member = await server.app.portal.db.selectFrom('member').select('created_at').where('id', '=', memberId).executeTakeFirstOrThrow();
    const bets = await betSums(memberId);
    expect(answer.body.value).toEqual({ deposits: 250_000, withdrawals: 10_000, validBet: bets.valid, winLoss: bets.wl, memberSince: member.created_at, level: 0 });
  });

  it('every report needs a session', async () => {
    for (const path of ['/wps/report/bets', '/wps/report/transactions', '/wps/report/profit', '/wps/report/bonus', '/wps/member/vip', '/wps/report/credit']) {
      const answer = await client.get(path);
      expect(answer.status).toBe(401);
      expect(answer.body.errorCode).toBe('login.not.session');
    }
  });
});
