import { sql } from 'kysely';
import { MEMBER_TYPE } from '../src';
import { TestClient } from './helpers/client';
import { rows } from './helpers/db';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startSecondInstance, startServer, type TestServer } from './helpers/server';
import { openSse, type SseStream } from './helpers/sse';
import { TEAM_PASSWORD, teamMember } from './helpers/team';
import { ALL_DIGITS_BALL_1, currentDraw, FAST_1, lotteryApi, VN_NORTH, type LotteryApi } from './lottery-helpers';

let server: TestServer;
let client: TestClient;
let api: LotteryApi;
const streams: SseStream[] = [];

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  api = lotteryApi(client);
  expect((await api.run(new Date())).status).toBe(200);
});
afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});
afterAll(() => server.close());

describe('settlement', () => {
  it('pays a win through the ledger, writes the bet record and the team figures, and tells the open page', async () => {
    const agentId = await teamMember(server, 'lotagent', MEMBER_TYPE.agent, null);
    const memberId = await teamMember(server, 'lotplayer', MEMBER_TYPE.member, agentId, { balance: 50_000 });
    const token = await client.tokenFor('lotplayer', TEAM_PASSWORD);
    const { current } = await currentDraw(api, FAST_1);
    const order = (await api.bet({ gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(100)] }, token)).body.value;

    const ticket = (await client.call<{ ticket: string }>('POST', '/wps/member/events/ticket', { token })).body.value.ticket;
    const stream = await openSse(`${server.url}/wps/member/events?ticket=${encodeURIComponent(ticket)}`);
    streams.push(stream);
    await stream.until((frame) => frame.event === 'balance');

    expect((await api.run(current.drawTime)).status).toBe(200);
    const frames = await stream.until((frame) => frame.event === 'lottery');
    expect(frames.find((frame) => frame.event === 'balance')?.data).toEqual({ balance: 50_000 - 1000 + 980 });
    expect(frames.find((frame) => frame.event === 'notification')?.data).toMatchObject({ type: 'lotteryWin', title: 'Lottery win', amount: 980 });
    expect(frames.at(-1)!.data).toEqual({ gameId: FAST_1, numero: current.numero, bets: 10, winAmount: 980 });
    expect(await api.balance(token)).toBe(50_000 - 1000 + 980);

    // One bet record per order and draw, under the catalogue's e-lottery lobby (vendor TCG, ELOTT).
    const records = await server.app.portal.db.selectFrom('bet_record').select(['vendor_code', 'game_type', 'bet_amount', 'valid_bet', 'payout', 'win_loss']).where('member_id', '=', memberId).execute();
    // Every digit covered: 10.00 staked, 9.80 back whatever the draw. Valid bet is what was really lost.
    expect(records).toEqual([{ vendor_code: 'TCG', game_type: 'ELOTT', bet_amount: 1000, valid_bet: 20, payout: 980, win_loss: -20 }]);
    const report = await client.get<{ summary: { count: number; betAmount: number; payout: number } }>('/wps/report/bets?gameType=ELOTT', { token });
    expect(report.body.value.summary).toMatchObject({ count: 1, betAmount: 1000, payout: 980 });
    // The member's day and its agent's team day moved with it (agent reports, salary contracts).
    const [day] = await rows(server, sql<{ bet_count: number; valid_bet: number; payout: number }>`SELECT bet_count, valid_bet, payout FROM member_day WHERE member_id = ${memberId}`);
    expect([Number(day!.bet_count), Number(day!.valid_bet), Number(day!.payout)]).toEqual([1, 20, 980]);
    const [team] = await rows(server, sql<{ valid_bet: number; payout: number }>`SELECT valid_bet, payout FROM team_day WHERE agent_id = ${agentId}`);
    expect([Number(team!.valid_bet), Number(team!.payout)]).toEqual([20, 980]);
    // The orders show the result.
    const settled = (await api.orders(token, 'settled')).body.value;
    expect(settled.content.filter((bet) => bet.orderId === order.orderId && bet.status === 'won').map((bet) => bet.winAmount)).toEqual([980]);
    expect(settled).toMatchObject({ betAmount: 1000, winAmount: 980 });
    const mine = (await client.get<{ values: { result: { numero: string }; betAmount: number; winAmount: number; bets: number }[] }>('/lotto/lgw/games/opened/numero', { token })).body.value;
    expect(mine.values[0]).toMatchObject({ result: { numero: current.numero }, betAmount: 1000, winAmount: 980, bets: 10 });
  });

  it("counts a draw's bettors in their agent's day once each, however many slips each had", async () => {
    const agentId = await teamMember(server, 'lotdayagent', MEMBER_TYPE.agent, null);
    const twice = await teamMember(server, 'lotdaytwice', MEMBER_TYPE.member, agentId, { balance: 50_000 });
    const once = await teamMember(server, 'lotdayonce', MEMBER_TYPE.member, agentId, { balance: 50_000 });
    const { current } = await currentDraw(api, FAST_1);
    for (const account of ['lotdaytwice', 'lotdaytwice', 'lotdayonce']) {
      const token = await client.tokenFor(account, TEAM_PASSWORD);
      expect((await api.bet({ gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(100)] }, token)).status).toBe(200);
    }
    expect((await api.run(current.drawTime)).status).toBe(200);

    const days = await rows(server, sql<{ member_id: number; bet_count: number; bet_amount: number }>`SELECT member_id, bet_count, bet_amount FROM member_day WHERE member_id IN (${twice}, ${once}) ORDER BY member_id`);
    expect(days.map((d) => [d.member_id, Number(d.bet_count), Number(d.bet_amount)])).toEqual([
      [twice, 2, 2000],
      [once, 1, 1000],
    ]);
    const [team] = await rows(server, sql<{ active: number; bet_count: number; bet_amount: number }>`SELECT SUM(active) AS active, SUM(bet_count) AS bet_count, SUM(bet_amount) AS bet_amount FROM team_day WHERE agent_id = ${agentId}`);
    expect([Number(team!.active), Number(team!.bet_count), Number(team!.bet_amount)]).toEqual([2, 3, 3000]);
  });

  it('settles every bet exactly once when two instances run the job at the same time', async () => {
    const second = await startSecondInstance(server, { adminToken: ADMIN_TOKEN });
    try {
      const { current } = await currentDraw(api, FAST_1);
      const players: { memberId: number; token: string }[] = [];
      for (let i = 0; i < 12; i += 1) {
        const account = `lotpair${i}`;
        const memberId = await teamMember(server, account, MEMBER_TYPE.member, null, { balance: 100_000 });
        players.push({ memberId, token: await client.tokenFor(account, TEAM_PASSWORD) });
      }
      for (const player of players) {
        for (const playId of ['FAST_DIGIT', 'FAST_SUM_BS'] as const) {
          const content = playId === 'FAST_DIGIT' ? ALL_DIGITS_BALL_1(100) : { playId, bettingContent: 'BIG,SMALL', singleBetPrice: 1000, multiple: 1 };
          expect((await api.bet({ gameId: FAST_1, numero: current.numero, contents: [content] }, player.token)).status).toBe(200);
        }
      }
      const other = lotteryApi(new TestClient(second.url));
      const [a, b] = await Promise.all([api.run(current.drawTime), other.run(current.drawTime)]);
      expect(a.body.value.settled + b.body.value.settled).toBe(12 * 12);
      expect(a.body.value.drawn + b.body.value.drawn).toBeGreaterThanOrEqual(1);
      for (const player of players) {
        // 10 digits at 100 (one wins 980) and big + small at 1000 (one wins 1980): −3000 + 2960.
        expect(await api.balance(player.token)).toBe(100_000 - 3000 + 980 + 1980);
        const payouts = await server.app.portal.db
          .selectFrom('ledger_entry')
          .innerJoin('wallet', 'wallet.id', 'ledger_entry.wallet_id')
          .select('ledger_entry.amount')
          .where('wallet.member_id', '=', player.memberId)
          .where('ledger_entry.kind', '=', 'payout')
          .execute();
        expect(payouts.map((entry) => Number(entry.amount)).sort()).toEqual([1980, 980].sort());
      }
      const again = await Promise.all([api.run(current.drawTime), other.run(current.drawTime)]);
      expect(again.map((answer) => answer.body.value.settled)).toEqual([0, 0]);
      const open = await server.app.portal.db.selectFrom('lottery_bet').select('id').where('numero', '=', current.numero).where('game_code', '=', 'FAST_1').where('status', '=', 'open').execute();
      expect(open).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('pays lô per occurrence and đề on the special, as the revealed North result says', async () => {
    await teamMember(server, 'lotnorth', MEMBER_TYPE.member, null, { balance: 400_000 });
    const token = await client.tokenFor('lotnorth', TEAM_PASSWORD);
    const { current } = await currentDraw(api, VN_NORTH);
    const pairs = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join(',');
    const digits = '0,1,2,3,4,5,6,7,8,9';
    // Two slips (a slip holds at most 200 bets).
    const lo = await api.bet({ gameId: VN_NORTH, numero: current.numero, contents: [{ playId: 'VN_LO2', bettingContent: pairs, singleBetPrice: 100, multiple: 1 }] }, token);
    const de = await api.bet(
      {
        gameId: VN_NORTH,
        numero: current.numero,
        contents: [
          { playId: 'VN_DE', bettingContent: pairs, singleBetPrice: 100, multiple: 1 },
          { playId: 'VN_DE_HEAD', bettingContent: digits, singleBetPrice: 100, multiple: 1 },
        ],
      },
      token,
    );
    expect([lo.body.value.totalAmount, de.body.value.totalAmount]).toEqual([100 * 27 * 100, 100 * 100 + 10 * 100]);
    await api.run(current.drawTime);
    const [result] = (await api.history(VN_NORTH)).body.value.content;
    expect(result!.numero).toBe(current.numero);
    const tails = result!.prizes.flatMap((line) => line.numbers).map((n) => n.slice(-2));
    const special = result!.prizes[0]!.numbers[0]!;
    const bets = await api.allOrders(token, 'settled', VN_NORTH);
    const win = (playId: string, selection: string) => bets.find((bet) => bet.playId === playId && bet.bettingContent === selection)!.winAmount;
    for (const pair of pairs.split(',')) {
      expect(win('VN_LO2', pair)).toBe(100 * 80 * tails.filter((tail) => tail === pair).length);
      expect(win('VN_DE', pair)).toBe(special.slice(-2) === pair ? 8500 : 0);
    }
    for (const digit of digits.split(',')) expect(win('VN_DE_HEAD', digit)).toBe(special.slice(-2, -1) === digit ? 900 : 0);
    // Every one of the 27 results ends in one pair: lô on all pairs returns 27 × 80 per unit.
    expect(await api.balance(token)).toBe(400_000 - 281_000 + 27 * 8000 + 8500 + 900);
  });
});
