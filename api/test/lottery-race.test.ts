import { sql } from 'kysely';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startSecondInstance, startServer, TEST_DIALECT, type TestServer } from './helpers/server';
import { TEAM_PASSWORD, teamMember } from './helpers/team';
import { ALL_DIGITS_BALL_1, currentDraw, FAST_1, lotteryApi, type LotteryApi } from './lottery-helpers';

/*
 * Bets racing their draw. A slip is accepted only while its draw is open, decided under the draw's row
 * lock in the slip's own transaction, so the draw job (on either instance, with the ops clock ahead of
 * real time) either sees the slip's bets or the slip sees the draw drawn and is refused. Every settlement
 * run also settles any bet still open on a drawn or settled draw, and the books check names such bets.
 */

const describeOnPostgres = TEST_DIALECT === 'postgres' ? describe : describe.skip;

let a: TestServer;
let b: TestServer;
let viaA: LotteryApi;
let viaB: LotteryApi;
let client: TestClient;

beforeAll(async () => {
  a = await startServer({ adminToken: ADMIN_TOKEN });
  b = await startSecondInstance(a, { adminToken: ADMIN_TOKEN });
  client = new TestClient(a.url);
  viaA = lotteryApi(client);
  viaB = lotteryApi(new TestClient(b.url));
  expect((await viaA.run(new Date())).status).toBe(200);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const db = () => a.app.portal.db;

async function newPlayer(account: string, balance: number): Promise<{ memberId: number; token: string }> {
  const memberId = await teamMember(a, account, 0, null, { balance });
  return { memberId, token: await client.tokenFor(account, TEAM_PASSWORD) };
}

const drawRow = (numero: string) => db().selectFrom('lottery_draw').select('id').where('game_code', '=', 'FAST_1').where('numero', '=', numero).executeTakeFirstOrThrow();

/** Bets of settled draws still open: what the books check must name. */
async function openOnSettledDraws(): Promise<number[]> {
  const rows = await db()
    .selectFrom('lottery_bet')
    .innerJoin('lottery_draw', 'lottery_draw.id', 'lottery_bet.draw_id')
    .select('lottery_bet.id')
    .where('lottery_bet.status', '=', 'open')
    .where('lottery_draw.settled_at', 'is not', null)
    .execute();
  return rows.map((row) => row.id);
}

describe('bets racing the draw on two instances', () => {
  it('every accepted bet of a burst ends settled, whatever the moment the draw job ran on either instance', async () => {
    const players: { memberId: number; token: string }[] = [];
    for (let i = 0; i < 16; i += 1) players.push(await newPlayer(`lotrace${i}`, 10_000_000));
    const { current, next } = await currentDraw(viaA, FAST_1);
    const accepted: number[] = [];
    const failures: string[] = [];
    for (const draw of [current, next[0]!, next[1]!]) {
      let started!: () => void;
      const burstUnderWay = new Promise<void>((resolve) => (started = resolve));
      // Each player bets on its own number (ball and digit), so its slips never wait on another's exposure.
      const worker = async (index: number) => {
        const player = players[index]!;
        const api = index % 2 === 0 ? viaA : viaB;
        const content = { playId: 'FAST_DIGIT' as const, bettingContent: `${(index % 5) + 1}:${Math.floor(index / 5)}`, singleBetPrice: 100, multiple: 1 };
        for (;;) {
          const answer = await api.bet({ gameId: FAST_1, numero: draw.numero, contents: [content] }, player.token);
          if (answer.status === 200) {
            accepted.push(answer.body.value.orderId);
            if (accepted.length % 40 === 0) started();
            continue;
          }
          if (answer.body.errorCode !== 'lottery.draw.closed') failures.push(`${answer.status} ${JSON.stringify(answer.body)}`);
          return;
        }
      };
      const workers = players.map((_, index) => worker(index));
      await burstUnderWay;
      // The ops call with the draw's own time, on both instances at once, while the slips keep coming.
      const runs = await Promise.all([viaA.run(draw.drawTime), viaB.run(draw.drawTime)]);
      expect(runs.map((run) => run.status)).toEqual([200, 200]);
      await Promise.all(workers);
    }
    // Then the timer's run, in real time, on both instances.
    await Promise.all([viaA.run(new Date()), viaB.run(new Date())]);

    expect(failures).toEqual([]);
    expect(accepted.length).toBeGreaterThan(0);
    const bets = await db().selectFrom('lottery_bet').select(['order_id', 'status']).where('order_id', 'in', accepted).execute();
    expect(bets).toHaveLength(accepted.length);
    expect(bets.filter((bet) => bet.status !== 'won' && bet.status !== 'lost')).toEqual([]);
    expect(await openOnSettledDraws()).toEqual([]);
    expect(await a.app.portal.ledger.verifyBooks()).toMatchObject({ ok: true });
    // Each player paid its accepted stakes and was paid its wins, no more.
    for (const player of players) {
      const mine = await db().selectFrom('lottery_bet').select(['amount', 'win_amount']).where('member_id', '=', player.memberId).execute();
      const net = mine.reduce((sum, bet) => sum - Number(bet.amount) + Number(bet.win_amount), 0);
      expect(await viaA.balance(player.token)).toBe(10_000_000 + net);
    }
  });

  it('refuses a slip on a drawn draw and moves no money', async () => {
    const player = await newPlayer('lotlate', 100_000);
    const { current } = await currentDraw(viaA, FAST_1);
    expect((await viaB.run(current.drawTime)).status).toBe(200);
    const answer = await viaA.bet({ gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(100)] }, player.token);
    expect(answer).toMatchObject({ status: 400, body: { errorCode: 'lottery.draw.closed' } });
    expect(await viaA.balance(player.token)).toBe(100_000);
    expect(await db().selectFrom('lottery_bet').select('id').where('member_id', '=', player.memberId).execute()).toEqual([]);
  });
});

describe('bettors of the same numbers at once, on two instances', () => {
  it('accepts every slip, each priced on the exposure the others left, the numbers taken in either order', async () => {
    const players: { memberId: number; token: string }[] = [];
    for (let i = 0; i < 8; i += 1) players.push(await newPlayer(`lotcrowd${i}`, 1_000_000));
    const { next } = await currentDraw(viaA, FAST_1);
    const draw = next[1]!;
    const one = { playId: 'FAST_DIGIT' as const, bettingContent: '1:7', singleBetPrice: 100, multiple: 1 };
    const other = { playId: 'FAST_DIGIT' as const, bettingContent: '2:7', singleBetPrice: 100, multiple: 1 };
    // Half the crowd names the two numbers one way round, half the other: what a player's slip holds.
    const answers = await Promise.all(
      players.flatMap((player, index) =>
        [0, 1, 2, 3, 4, 5].map(() => (index % 2 === 0 ? viaA : viaB).bet({ gameId: FAST_1, numero: draw.numero, contents: index % 2 === 0 ? [one, other] : [other, one] }, player.token)),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`)).toEqual([]);
    const bets = await db().selectFrom('lottery_bet').select(['selection', 'potential_win']).where('draw_id', '=', (await drawRow(draw.numero)).id).execute();
    expect(bets).toHaveLength(players.length * 6 * 2);
    const exposure = await db().selectFrom('lottery_exposure').select(['exposure_key', 'amount']).where('draw_id', '=', (await drawRow(draw.numero)).id).orderBy('exposure_key').execute();
    // The exposure is what the accepted bets could pay, no bet's potential win lost to a race.
    const owed = (selection: string) => bets.filter((bet) => bet.selection === selection).reduce((sum, bet) => sum + Number(bet.potential_win), 0);
    expect(exposure.map((row) => [row.exposure_key, Number(row.amount)])).toEqual([
      ['FAST_DIGIT:1:7', owed('1:7')],
      ['FAST_DIGIT:2:7', owed('2:7')],
    ]);
    expect(await a.app.portal.ledger.verifyBooks()).toMatchObject({ ok: true });
  });
});

describeOnPostgres('a slip waiting on its draw (PostgreSQL)', () => {
  it('is refused when the draw is drawn while the slip waits for it, and moves no money', async () => {
    const player = await newPlayer('lotwait', 100_000);
    const { current } = await currentDraw(viaA, FAST_1);
    const draw = await db().selectFrom('lottery_draw').selectAll().where('game_code', '=', 'FAST_1').where('numero', '=', current.numero).executeTakeFirstOrThrow();
    let answer: Awaited<ReturnType<LotteryApi['bet']>> | undefined;
    // The draw job's own step, held open: the draw is drawn but not yet committed when the slip arrives.
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('lottery_draw').set({ status: 'drawn', result: '[]', drawn_at: new Date().toISOString() }).where('id', '=', draw.id).execute();
        const slip = viaB.bet({ gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(100)] }, player.token).then((reply) => (answer = reply));
        // Until the slip waits on the draw's row (or, without that lock, has already answered).
        for (;;) {
          const waiting = await sql<{ n: string }>`
            SELECT COUNT(*) AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%lottery_draw%'`.execute(db());
          if (Number(waiting.rows[0]!.n) > 0 || answer) break;
        }
        void slip;
      });
    while (!answer) await new Promise((resolve) => setImmediate(resolve));
    expect(answer).toMatchObject({ status: 400, body: { errorCode: 'lottery.draw.closed' } });
    expect(await viaA.balance(player.token)).toBe(100_000);
    expect(await db().selectFrom('lottery_bet').select('id').where('member_id', '=', player.memberId).execute()).toEqual([]);
    // Ops see the late slip as a risk event: who, and what it tried to stake.
    const risks = await db().selectFrom('risk_event').select(['kind', 'amount']).where('member_id', '=', player.memberId).execute();
    expect(risks.map((r) => [r.kind, Number(r.amount)])).toEqual([['bet.closed', 1_000]]);
  });
});

describe('a bet left open on a settled draw', () => {
  it('is named by the books check and settled by the next run', async () => {
    const player = await newPlayer('lotstray', 100_000);
    const { current, next } = await currentDraw(viaA, FAST_1);
    // A slip on the next draw, then the current draw is drawn and settled without it...
    const order = (await viaA.bet({ gameId: FAST_1, numero: next[0]!.numero, contents: [ALL_DIGITS_BALL_1(100)] }, player.token)).body.value;
    expect((await viaA.run(current.drawTime)).status).toBe(200);
    const settled = await db().selectFrom('lottery_draw').selectAll().where('game_code', '=', 'FAST_1').where('numero', '=', current.numero).executeTakeFirstOrThrow();
    expect(settled.settled_at).not.toBeNull();
    // ...and its bets end up on the settled draw, open: what a slip committed after the settlement left.
    await db().updateTable('lottery_bet').set({ draw_id: settled.id, numero: settled.numero }).where('order_id', '=', order.orderId).execute();
    const stray = (await db().selectFrom('lottery_bet').select('id').where('order_id', '=', order.orderId).orderBy('id').execute()).map((bet) => bet.id);

    const books = await a.app.portal.ledger.verifyBooks();
    expect(books).toMatchObject({ ok: false, openBetsOnSettledDraws: stray });

    // The next run (real time, the other instance) settles them against the draw's result.
    await viaB.run(new Date());
    const bets = await db().selectFrom('lottery_bet').select(['status', 'win_amount']).where('order_id', '=', order.orderId).execute();
    expect(bets.map((bet) => bet.status).sort()).toEqual([...Array(9).fill('lost'), 'won'].sort());
    expect(bets.reduce((sum, bet) => sum + Number(bet.win_amount), 0)).toBe(980);
    expect(await viaA.balance(player.token)).toBe(100_000 - 1000 + 980);
    expect(await openOnSettledDraws()).toEqual([]);
    expect(await a.app.portal.ledger.verifyBooks()).toMatchObject({ ok: true, openBetsOnSettledDraws: [] });
  });
});
