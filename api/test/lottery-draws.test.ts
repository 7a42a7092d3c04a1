import { createHash, createHmac } from 'node:crypto';
import { LOTTERY_GAME_IDS, type LotteryDrawResult } from '@portal/shared/contracts';
import { DEMO_ACCOUNTS } from '../src';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { ALL_DIGITS_BALL_1, FAST_1, lotteryApi, SEA_4D, VN_NORTH, type LotteryApi } from './lottery-helpers';

const { player } = DEMO_ACCOUNTS;
const DAY = 86_400_000;
let server: TestServer;
let client: TestClient;
let api: LotteryApi;
let token: string;

/**
 * A Monday 20:00 UTC at least two days ahead: Tuesday 03:00 in Vietnam, 04:00 in Malaysia, 02:30 on the
 * site (Yangon), so each zone's own date differs from the UTC one. Ahead of the real clock, so the draws
 * the job schedules from it are still open for betting.
 */
function mondayEvening(): Date {
  const start = new Date(Date.now() + 2 * DAY);
  const day = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  const offset = (8 - new Date(day).getUTCDay()) % 7;
  return new Date(day + offset * DAY + 20 * 3_600_000);
}
const X = mondayEvening();
const iso = (ms: number) => new Date(ms).toISOString();
const ymd = (ms: number) => iso(ms).slice(0, 10).replace(/-/g, '');
/** UTC midnight of the Tuesday after X. */
const TUESDAY = X.getTime() - 20 * 3_600_000 + DAY;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  api = lotteryApi(client);
  token = await client.tokenFor(player.username, player.password);
  expect((await api.run(X)).body.value.opened).toBeGreaterThan(0);
});
afterAll(() => server.close());

describe('the schedule', () => {
  it('draws the North daily at 18:15 Vietnam time, numbered by the Vietnamese date, locking 15 minutes before', async () => {
    const near = (await api.near(VN_NORTH)).body.value;
    expect(near.currentNumero).toMatchObject({
      numero: ymd(TUESDAY),
      drawTime: iso(TUESDAY + 11 * 3_600_000 + 15 * 60_000),
      lockTime: iso(TUESDAY + 11 * 3_600_000),
      openTime: iso(TUESDAY - DAY + 11 * 3_600_000 + 15 * 60_000),
      provinceCode: null,
    });
    expect(near.currentNumero!.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(near.nextNumeros.map((n) => n.numero)).toEqual([1, 2, 3, 4, 5, 6].map((d) => ymd(TUESDAY + d * DAY)));
  });

  it("draws every province of the South's weekday rota at 16:15 and of the Central's at 17:15, a draw each", async () => {
    const southAt = (days: number) => iso(TUESDAY + days * DAY + 9 * 3_600_000 + 15 * 60_000);
    const south = (await api.near(LOTTERY_GAME_IDS.VN_SOUTH)).body.value;
    const draws = [south.currentNumero!, ...south.nextNumeros];
    expect(draws.slice(0, 7).map((n) => [n.numero, n.provinceCode, n.drawTime])).toEqual([
      [`${ymd(TUESDAY)}-BTR`, 'BTR', southAt(0)],
      [`${ymd(TUESDAY)}-VTA`, 'VTA', southAt(0)],
      [`${ymd(TUESDAY)}-BLI`, 'BLI', southAt(0)],
      [`${ymd(TUESDAY + DAY)}-DNA`, 'DNA', southAt(1)],
      [`${ymd(TUESDAY + DAY)}-CTH`, 'CTH', southAt(1)],
      [`${ymd(TUESDAY + DAY)}-STR`, 'STR', southAt(1)],
      [`${ymd(TUESDAY + 2 * DAY)}-TNI`, 'TNI', southAt(2)],
    ]);
    // A week ahead: the 22 draws of the rota (Saturday has four), each opening when the day before draws.
    expect(draws).toHaveLength(22);
    expect(draws.filter((n) => n.provinceCode === 'HCM').map((n) => n.drawTime)).toEqual([southAt(6), southAt(4)].sort());
    expect(draws[3]!.openTime).toBe(southAt(0));
    const central = (await api.near(LOTTERY_GAME_IDS.VN_CENTRAL)).body.value;
    expect([central.currentNumero!, ...central.nextNumeros].slice(0, 3).map((n) => [n.provinceCode, n.drawTime])).toEqual([
      ['DLK', iso(TUESDAY + 10 * 3_600_000 + 15 * 60_000)],
      ['QNA', iso(TUESDAY + 10 * 3_600_000 + 15 * 60_000)],
      ['DNG', iso(TUESDAY + DAY + 10 * 3_600_000 + 15 * 60_000)],
    ]);
  });

  it("chases a province's own next draws, not the other provinces drawn at the same time", async () => {
    const south = (await api.near(LOTTERY_GAME_IDS.VN_SOUTH)).body.value;
    const hcm = [south.currentNumero!, ...south.nextNumeros].filter((n) => n.provinceCode === 'HCM');
    const answer = await api.bet(
      { gameId: LOTTERY_GAME_IDS.VN_SOUTH, numero: hcm[0]!.numero, contents: [{ playId: 'VN_DE', bettingContent: '39', singleBetPrice: 100, multiple: 1 }], chase: { draws: 2, winStop: false } },
      token,
    );
    expect([answer.status, answer.body.errorCode]).toEqual([200, null]);
    expect(answer.body.value.bets.map((bet) => bet.numero)).toEqual(hcm.map((n) => n.numero));
    // Past what that province has scheduled: refused, naming the most.
    const tooLong = await api.bet({ gameId: LOTTERY_GAME_IDS.VN_SOUTH, numero: hcm[0]!.numero, contents: [{ playId: 'VN_DE', bettingContent: '39', singleBetPrice: 100, multiple: 1 }], chase: { draws: 3, winStop: false } }, token);
    expect(tooLong.body.errorCode).toBe('lottery.chase.range');
  });

  it('draws SEA 4D on Wednesday, Saturday and Sunday at 19:00 Malaysia time', async () => {
    const near = (await api.near(SEA_4D)).body.value;
    const at = (days: number) => iso(TUESDAY + days * DAY + 11 * 3_600_000);
    expect([near.currentNumero!, ...near.nextNumeros.slice(0, 3)].map((n) => [n.numero, n.drawTime, n.lockTime])).toEqual([
      [ymd(TUESDAY + DAY), at(1), iso(Date.parse(at(1)) - 1_800_000)],
      [ymd(TUESDAY + 4 * DAY), at(4), iso(Date.parse(at(4)) - 1_800_000)],
      [ymd(TUESDAY + 5 * DAY), at(5), iso(Date.parse(at(5)) - 1_800_000)],
      [ymd(TUESDAY + 8 * DAY), at(8), iso(Date.parse(at(8)) - 1_800_000)],
    ]);
  });

  it('draws the fast games every 1, 3 and 5 minutes, numbered by the draw of the site day', async () => {
    // 20:00 UTC is 02:30 in Yangon: the 1-minute game's next draw (02:31) is the day's 151st.
    const one = (await api.near(FAST_1)).body.value;
    expect(one.currentNumero).toMatchObject({ numero: `${ymd(TUESDAY)}-0151`, drawTime: iso(X.getTime() + 60_000), lockTime: iso(X.getTime() + 50_000) });
    expect(one.nextNumeros).toHaveLength(9);
    const three = (await api.near(LOTTERY_GAME_IDS.FAST_3)).body.value;
    expect(three.currentNumero).toMatchObject({ numero: `${ymd(TUESDAY)}-0051`, drawTime: iso(X.getTime() + 180_000) });
    const five = (await api.near(LOTTERY_GAME_IDS.FAST_5)).body.value;
    expect(five.currentNumero).toMatchObject({ numero: `${ymd(TUESDAY)}-0031`, drawTime: iso(X.getTime() + 300_000), lockTime: iso(X.getTime() + 240_000) });
  });
});

/** The documented algorithm, written again from api/docs/lottery.md: digits from HMAC-SHA256 blocks. */
function recompute(gameCode: string, numero: string, seed: string, layout: [string, number, number][], distinct = false) {
  const digits: number[] = [];
  for (let block = 0; digits.length < 400; block += 1) {
    for (const byte of createHmac('sha256', seed).update(`${gameCode}:${numero}:${block}`).digest()) if (byte < 250) digits.push(byte % 10);
  }
  let cursor = 0;
  const seen = new Set<string>();
  return layout.map(([tier, count, length]) => {
    const numbers: string[] = [];
    while (numbers.length < count) {
      const number = digits.slice(cursor, cursor + length).join('');
      cursor += length;
      if (distinct && seen.has(number)) continue;
      seen.add(number);
      numbers.push(number);
    }
    return { tier, numbers };
  });
}

describe('a missed draw and provable fairness', () => {
  let published: Map<string, string>;
  let orderId: number;

  it('takes bets on the scheduled draws while they are open', async () => {
    const near = (await api.near(FAST_1)).body.value;
    published = new Map([near.currentNumero!, ...near.nextNumeros].map((n) => [n.numero, n.serverSeedHash]));
    const answer = await api.bet({ gameId: FAST_1, numero: near.currentNumero!.numero, contents: [ALL_DIGITS_BALL_1(100)] }, token);
    expect(answer.status).toBe(200);
    orderId = answer.body.value.orderId;
  });

  it('draws what came due while no instance ran, late, on the next run, and never twice', async () => {
    const later = X.getTime() + 2 * DAY;
    const run = (await api.run(iso(later))).body.value;
    const history = (await api.history(FAST_1, 50)).body.value;
    expect(history.content.map((d) => d.numero).sort()).toEqual([...published.keys()].sort());
    for (const draw of history.content) expect(draw.drawnAt).toBe(iso(later));
    const north = (await api.history(VN_NORTH)).body.value.content.map((d) => d.numero);
    expect(north).toEqual([ymd(TUESDAY + DAY), ymd(TUESDAY)]);
    expect(run.drawn).toBeGreaterThanOrEqual(history.content.length + 2);
    expect((await api.run(iso(later))).body.value).toMatchObject({ drawn: 0, settled: 0 });
    // The bet on the first of them was settled: one of its ten digits won.
    const bets = (await api.orders(token, 'all', FAST_1)).body.value.content.filter((bet) => bet.orderId === orderId);
    expect(bets.map((bet) => bet.status).sort()).toEqual(['lost', 'lost', 'lost', 'lost', 'lost', 'lost', 'lost', 'lost', 'lost', 'won']);
    // The next draws are scheduled from the run's time, not for the days nobody was there.
    expect(Date.parse((await api.near(FAST_1)).body.value.currentNumero!.drawTime)).toBe(later + 60_000);
  });

  it('reveals each seed, whose hash was published at open, and anyone can recompute the numbers', async () => {
    const history = (await api.history(FAST_1, 50)).body.value.content;
    for (const draw of history) {
      expect(createHash('sha256').update(draw.serverSeed).digest('hex')).toBe(published.get(draw.numero));
      expect(draw.prizes).toEqual(recompute('FAST_1', draw.numero, draw.serverSeed, [['BALLS', 5, 1]]));
      const verified = (await api.verify(FAST_1, draw.numero, draw.serverSeed)).body.value;
      expect(verified).toEqual({ gameId: FAST_1, numero: draw.numero, serverSeedHash: published.get(draw.numero), prizes: draw.prizes });
    }
    // Another seed gives other numbers: the result is the seed's, not stored.
    const first = history[0]!;
    expect((await api.verify(FAST_1, first.numero, 'f'.repeat(64))).body.value.prizes).not.toEqual(first.prizes);
  });

  it('lays out the prize tables of the real lotteries', async () => {
    const [north] = (await api.history(VN_NORTH)).body.value.content as [LotteryDrawResult];
    const northLayout: [string, number, number][] = [['DB', 1, 5], ['G1', 1, 5], ['G2', 2, 5], ['G3', 6, 5], ['G4', 4, 4], ['G5', 6, 4], ['G6', 3, 3], ['G7', 4, 2]];
    expect(north.prizes).toEqual(recompute('VN_NORTH', north.numero, north.serverSeed, northLayout));
    expect(north.prizes.flatMap((line) => line.numbers)).toHaveLength(27);
    const [south] = (await api.history(LOTTERY_GAME_IDS.VN_SOUTH)).body.value.content as [LotteryDrawResult];
    expect(south.prizes.map((line) => [line.tier, line.numbers.length, line.numbers[0]!.length])).toEqual([
      ['DB', 1, 6], ['G1', 1, 5], ['G2', 1, 5], ['G3', 2, 5], ['G4', 7, 5], ['G5', 1, 4], ['G6', 3, 4], ['G7', 1, 3], ['G8', 1, 2],
    ]);
    const [sea] = (await api.history(SEA_4D)).body.value.content as [LotteryDrawResult];
    const seaLayout: [string, number, number][] = [['P1', 1, 4], ['P2', 1, 4], ['P3', 1, 4], ['STARTER', 10, 4], ['CONSOLATION', 10, 4]];
    expect(sea.prizes).toEqual(recompute('SEA_4D', sea.numero, sea.serverSeed, seaLayout, true));
    expect(new Set(sea.prizes.flatMap((line) => line.numbers)).size).toBe(23);
  });

  it('counts hot and cold numbers over the last draws', async () => {
    const history = (await api.history(FAST_1, 50)).body.value.content;
    const trend = (await api.trend(FAST_1, 5)).body.value;
    expect(trend).toMatchObject({ gameId: FAST_1, draws: 5, toNumero: history[0]!.numero, fromNumero: history[4]!.numero });
    const ballOne = history.slice(0, 5).map((draw) => draw.prizes[0]!.numbers[0]!);
    for (const cell of trend.cells.filter((c) => c.position === 1)) {
      expect(cell.count).toBe(ballOne.filter((digit) => digit === cell.value).length);
      const last = ballOne.indexOf(cell.value);
      expect(cell.missing).toBe(last === -1 ? 5 : last);
    }
    expect(trend.cells).toHaveLength(50);
  });
});
