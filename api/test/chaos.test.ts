import { sql } from 'kysely';
import { DEMO_ACCOUNTS } from '../src';
import { createMember } from '../src/registration';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { TestClient, type Answer } from './helpers/client';
import { memberIdOf, rows } from './helpers/db';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, TEST_DIALECT, type TestServer } from './helpers/server';

/*
 * Chaos across instances: two API processes on one PostgreSQL database take a burst of
 * mixed money calls from several members at once (wallet transfers both ways, transfers to the upline,
 * in-house rounds, withdrawals, deposits paid at the demo provider, ops adjustments), the requests
 * taking the instances in turn as a proxy would. Mid-burst instance B is killed with SIGKILL (calls in
 * flight on it get no answer) and started again; every call that got no answer is sent again with the
 * same request id, as a client does. Afterwards: no balance below zero, every ledger transaction sums
 * to zero and every wallet equals its entries (the ledger's own books check), every call answered 200
 * is in the books exactly once with the amounts it was answered for, and a refused one not at all.
 *
 * PostgreSQL only: several instances need it (SQLite serves one), so on the SQLite run of the suite
 * this file is skipped. A third server, in this process, makes the fresh database (migrated and seeded
 * before the two start) and reads the books through its own Kysely; it takes none of the calls.
 */

const describeOnPostgres = TEST_DIALECT === 'postgres' ? describe : describe.skip;

const { agent } = DEMO_ACCOUNTS;
const PASSWORD = 'Chaos1234';
const PAYMENT_PASSWORD = '246810';
const DICE = 'RNG-INHOUSE-DICE';
const VENDORS = ['PG', 'PP', 'JILI', 'EVO', 'SABA'];
const MEMBERS = 8;
/** Calls per member before the barrier and after it; B is killed while the first halves run. */
const STEPS_PER_HALF = 12;
/** Answers to wait for before the kill, so the burst is well under way. */
const KILL_AFTER_ANSWERS = 30;
const OPENING = 500_000;
/** Attempts per call: the one that fails on a dead instance goes to the other one next. */
const MAX_ATTEMPTS = 10;

interface Member {
  name: string;
  id: number;
  token: string;
  cardId: number;
  ticket: string;
}

/** One movement of the books: the ledger txn's key and its member legs (`memberId:wallet:amount`). */
interface Booking {
  key: string;
  legs: string[];
}

/** A call as the client sent it, and what the books must show for it. */
interface Sent {
  what: string;
  requestId: string;
  status: number;
  /** For a call answered 200: the movements it made, each once. */
  bookings: Booking[];
  /** Keys that must not be in the books (a refused call's, a round that paid nothing). */
  absentKeys: string[];
  /** The order or round row the request id made: exactly one for a 200, none for a refusal. */
  record?: 'withdraw_order' | 'deposit_order' | 'game_round';
}

const leg = (memberId: number, wallet: string, amount: number) => `${memberId}:${wallet}:${amount}`;

/** A fixed-seed generator per member, so a failure replays the same choices. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!, amount: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

describeOnPostgres('two instances, one killed mid-burst', () => {
  let observer: TestServer;
  let processes: ApiProcess[] = [];
  let agentId: number;
  let channel: { id: number; min: number };
  const members: Member[] = [];

  beforeAll(async () => {
    observer = await startServer({ adminToken: ADMIN_TOKEN });
    const env = {
      DATABASE_URL: observer.databaseUrl,
      ADMIN_TOKEN,
      SCRYPT_N: '1024',
      TRUST_PROXY: 'loopback',
      AUTH_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
      DEMO_PAY: 'on',
    };
    processes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    agentId = await memberIdOf(observer, agent.username);

    // Members under agent01, each with a payment password, a bank card, an opening balance (an ops
    // adjustment) and a dice table open; set up through instance A.
    const viaA = new TestClient(processes[0]!.url);
    const ok = <T>(answer: Answer<T>, what: string): T => {
      if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.value;
    };
    const bankCode = ok(await viaA.get<Array<{ code: string }>>('/wps/system/banks'), 'banks')[0]!.code;
    for (let i = 0; i < MEMBERS; i += 1) {
      const name = `chaos${i}`;
      const { id } = await createMember(observer.app.portal, { merchantId: 1, account: name, nickname: name, type: 0, password: PASSWORD, parentId: agentId });
      const token = await viaA.tokenFor(name, PASSWORD);
      ok(await viaA.sealed('POST', '/wps/member/password/payment', { paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD }, { token }), 'payment password');
      const card = ok(
        await viaA.sealed<{ id: number }>('POST', '/wps/member/bankCards', { bankCode, accountName: name, accountNumber: `99000${i}123`, paymentPassword: PAYMENT_PASSWORD }, { token }),
        'bank card',
      );
      ok(await viaA.call('PUT', '/wps/admin/wallet/adjust', { body: { account: name, amount: OPENING, reason: 'opening', idempotencyKey: `chaos-open-${name}` }, headers: { 'Admin-Token': ADMIN_TOKEN } }), 'opening');
      const ticket = ok(await viaA.call<{ ticket: string }>('POST', '/wps/game/launchGame', { token, body: { nodeId: DICE, language: 'EN', platform: 'html5-desktop' } }), 'launch').ticket;
      members.push({ name, id, token, cardId: card.id, ticket });
    }
    const channels = ok(await viaA.get<Array<{ id: number; min: number }>>('/wps/transaction/deposit/channels', { token: members[0]!.token }), 'channels');
    channel = channels.reduce((low, c) => (c.min < low.min ? c : low));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await observer?.close();
  });

  it('keeps the books whole: nothing negative, every txn balanced, every answered call booked once', async () => {
    const clients = processes.map((p) => new TestClient(p.url));
    // Each client fetches the transport key once, as a page does; both instances share it.
    await Promise.all(clients.map((c) => c.seal({})));

    // The proxy's turn-taking, and what the kill did.
    let turn = 0;
    const inFlight = [0, 0];
    let answered = 0;
    let killed = false;
    let cutByKill = 0;
    let answeredByRestartedB = 0;
    let restartedB = false;
    let restart: Promise<void> | null = null;
    const killB = () => {
      killed = true;
      restart = processes[1]!.kill().then(async () => {
        await processes[1]!.restart();
        restartedB = true;
      });
    };
    const killWhenBusy = () => {
      if (!killed && answered >= KILL_AFTER_ANSWERS && inFlight[1]! >= 2) killB();
    };

    /** Sends a call until an instance answers it: the same request each time (same request id). */
    async function deliver<T>(what: string, call: (client: TestClient, url: string) => Promise<Answer<T>>): Promise<Answer<T>> {
      let lastError: unknown;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        killWhenBusy();
        const on = turn++ % 2;
        const beforeKill = !killed;
        inFlight[on]! += 1;
        try {
          const answer = await call(clients[on]!, processes[on]!.url);
          answered += 1;
          if (on === 1 && restartedB) answeredByRestartedB += 1;
          return answer;
        } catch (error) {
          // No answer (the connection refused or cut): the client cannot know whether it happened.
          if (on === 1 && beforeKill && killed) cutByKill += 1;
          lastError = error;
        } finally {
          inFlight[on]! -= 1;
        }
      }
      throw new Error(`${what}: no answer after ${MAX_ATTEMPTS} attempts: ${String(lastError)}`);
    }

    const sent: Sent[] = [];
    let serial = 0;
    const newRequestId = (member: Member) => `chaos-${member.id}-${++serial}`;

    async function step(member: Member, random: ReturnType<typeof generator>): Promise<void> {
      const requestId = newRequestId(member);
      const { id, token } = member;
      const kind = random.pick(['toVendor', 'toVendor', 'fromVendor', 'fromVendor', 'upline', 'round', 'round', 'withdraw', 'deposit', 'adjust'] as const);

      if (kind === 'toVendor' || kind === 'fromVendor') {
        const vendor = random.pick(VENDORS);
        const [from, to] = kind === 'toVendor' ? ['MAIN', vendor] : [vendor, 'MAIN'];
        const amount = random.amount(1_000, 60_000);
        const key = `wallet-transfer:${id}:${requestId}`;
        const answer = await deliver(`transfer ${from}>${to}`, (c) => c.call('POST', '/wps/relay/GCS_walletTransfer', { token, body: { from, to, amount, requestId } }));
        const ok = answer.status === 200;
        sent.push({ what: `transfer ${from}>${to} ${amount}`, requestId, status: answer.status, bookings: ok ? [{ key, legs: [leg(id, from, -amount), leg(id, to, amount)] }] : [], absentKeys: ok ? [] : [key] });
      } else if (kind === 'upline') {
        const amount = random.amount(1_000, 30_000);
        const key = `upline:${id}:${requestId}`;
        const answer = await deliver('upline', (c) => c.sealed('POST', '/wps/transaction/transferUpline', { amount, paymentPassword: PAYMENT_PASSWORD, requestId }, { token }));
        const ok = answer.status === 200;
        sent.push({ what: `upline ${amount}`, requestId, status: answer.status, bookings: ok ? [{ key, legs: [leg(id, 'MAIN', -amount), leg(agentId, 'MAIN', amount)] }] : [], absentKeys: ok ? [] : [key] });
      } else if (kind === 'round') {
        const bet = random.amount(100, 20_000);
        const answer = await deliver<{ round: { roundId: number; payout: number } }>('round', (c) =>
          c.call('POST', '/wps/game/inhouse/round', { token, body: { ticket: member.ticket, bet, requestId, dice: { target: 50, over: true } } }),
        );
        const bookings: Booking[] = [];
        const absentKeys: string[] = [];
        if (answer.status === 200) {
          const { roundId, payout } = answer.body.value.round;
          bookings.push({ key: `round:${roundId}:bet`, legs: [leg(id, 'MAIN', -bet)] });
          if (payout > 0) bookings.push({ key: `round:${roundId}:payout`, legs: [leg(id, 'MAIN', payout)] });
          else absentKeys.push(`round:${roundId}:payout`);
        }
        sent.push({ what: `round ${bet}`, requestId, status: answer.status, bookings, absentKeys, record: 'game_round' });
      } else if (kind === 'withdraw') {
        const amount = random.amount(10_000, 40_000);
        const answer = await deliver<{ orderNo: string }>('withdraw', (c) =>
          c.sealed('POST', '/wps/transaction/withdraw', { amount, bankCardId: member.cardId, paymentPassword: PAYMENT_PASSWORD, requestId }, { token }),
        );
        const bookings = answer.status === 200 ? [{ key: `withdrawal:${answer.body.value.orderNo}`, legs: [leg(id, 'MAIN', -amount)] }] : [];
        sent.push({ what: `withdraw ${amount}`, requestId, status: answer.status, bookings, absentKeys: [], record: 'withdraw_order' });
      } else if (kind === 'deposit') {
        const amount = channel.min;
        const created = await deliver<{ orderNo: string }>('deposit', (c) => c.call('POST', '/wps/transaction/deposit', { token, body: { channelId: channel.id, amount, requestId } }));
        const bookings: Booking[] = [];
        if (created.status === 200) {
          const { orderNo } = created.body.value;
          // "Pay" on the provider's page (a form post answered with a redirect back to the site).
          const paid = await deliver(`pay ${orderNo}`, async (_c, url) => {
            const response = await fetch(`${url}/wps/demo-pay/${orderNo}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'decision=pay' });
            return { status: response.status, body: null as never, headers: response.headers };
          });
          expect(paid.status).toBe(303);
          const order = await deliver<{ status: string }>(`deposit ${orderNo}`, (c) => c.get(`/wps/transaction/deposit/${orderNo}`, { token }));
          expect([orderNo, order.body.value.status]).toEqual([orderNo, 'credited']);
          bookings.push({ key: `deposit:${orderNo}`, legs: [leg(id, 'MAIN', amount)] });
        }
        sent.push({ what: `deposit ${amount}`, requestId, status: created.status, bookings, absentKeys: [], record: 'deposit_order' });
      } else {
        const amount = random.pick([-1, 1]) * random.amount(1_000, 30_000);
        const answer = await deliver('adjust', (c) =>
          c.call('PUT', '/wps/admin/wallet/adjust', { body: { account: member.name, amount, reason: 'chaos', idempotencyKey: requestId }, headers: { 'Admin-Token': ADMIN_TOKEN } }),
        );
        const ok = answer.status === 200;
        sent.push({ what: `adjust ${amount}`, requestId, status: answer.status, bookings: ok ? [{ key: requestId, legs: [leg(id, 'MAIN', amount)] }] : [], absentKeys: ok ? [] : [requestId] });
      }
    }

    // The burst: every member at once, one call at a time each (as a person's client sends them). Each
    // waits at the half-way mark until B is back, so the second halves cross the restarted instance.
    await Promise.all(
      members.map(async (member, i) => {
        const random = generator(9_001 + i);
        for (let s = 0; s < STEPS_PER_HALF; s += 1) await step(member, random);
        if (!killed) killB();
        await restart;
        for (let s = 0; s < STEPS_PER_HALF; s += 1) await step(member, random);
      }),
    );

    // The kill cut calls that were in flight, and the restarted instance took calls again.
    expect(cutByKill).toBeGreaterThan(0);
    expect(answeredByRestartedB).toBeGreaterThan(0);
    // Every final answer is the API's own: a success or a refusal it names, never an error of its own.
    const statuses = new Set(sent.map((s) => s.status));
    expect([...statuses].filter((s) => s !== 200 && s !== 400)).toEqual([]);
    expect(sent.filter((s) => s.status === 200).length).toBeGreaterThan(sent.length / 2);

    const memberIds = sql.join(members.map((m) => m.id));

    // No balance below zero, and the ledger's own check: every txn sums to zero, every wallet equals its entries.
    expect(await rows(observer, sql<{ id: number; balance: number }>`SELECT id, balance FROM wallet WHERE balance < 0`)).toEqual([]);
    const books = await observer.app.portal.ledger.verifyBooks();
    expect(books).toMatchObject({ ok: true, unbalancedTxns: [], thinTxns: [], walletMismatches: [], entriesWithoutTxn: 0 });

    // Every movement touching these members, with its member legs.
    const legRows = await rows(
      observer,
      sql<{ key: string; member_id: number; wallet: string; amount: number | string }>`
        SELECT t.idempotency_key AS key, w.member_id, w.vendor_code AS wallet, e.amount
        FROM ledger_txn t JOIN ledger_entry e ON e.txn_id = t.id JOIN wallet w ON w.id = e.wallet_id
        WHERE t.id IN (SELECT e2.txn_id FROM ledger_entry e2 JOIN wallet w2 ON w2.id = e2.wallet_id WHERE w2.member_id IN (${memberIds}))
        ORDER BY t.id, e.id`,
    );
    const inBooks = new Map<string, string[]>();
    for (const r of legRows) inBooks.set(r.key, [...(inBooks.get(r.key) ?? []), leg(r.member_id, r.wallet, Number(r.amount))]);

    // Answered 200: in the books once, with the answered amounts; nothing else moved these members'
    // money (besides the openings), so a retried call was not booked again under another key.
    const expected = new Map<string, string[]>(members.map((m) => [`chaos-open-${m.name}`, [leg(m.id, 'MAIN', OPENING)]]));
    for (const s of sent) for (const b of s.bookings) expected.set(b.key, b.legs);
    const sorted = (map: Map<string, string[]>) => Object.fromEntries([...map].map(([key, legs]) => [key, [...legs].sort()]));
    expect(sorted(inBooks)).toEqual(sorted(expected));
    for (const s of sent) for (const key of s.absentKeys) expect([s.what, inBooks.has(key)]).toEqual([s.what, false]);

    // The rows a request id makes: one order or round for a call answered 200, none for a refusal.
    for (const table of ['withdraw_order', 'deposit_order', 'game_round'] as const) {
      const made = await rows(
        observer,
        sql<{ request_id: string; n: number | string }>`SELECT request_id, COUNT(*) AS n FROM ${sql.table(table)} WHERE member_id IN (${memberIds}) GROUP BY request_id`,
      );
      const actual = Object.fromEntries(made.map((r) => [r.request_id, Number(r.n)]));
      const wanted = Object.fromEntries(sent.filter((s) => s.record === table && s.status === 200).map((s): [string, number] => [s.requestId, 1]));
      expect([table, actual]).toEqual([table, wanted]);
    }

    // What each member holds, wallet by wallet, is what the calls answered 200 add up to.
    const owed: Record<string, number> = {};
    for (const legs of expected.values()) {
      for (const l of legs) {
        const [memberId, wallet, amount] = l.split(':');
        if (Number(memberId) !== agentId) owed[`${memberId}:${wallet}`] = (owed[`${memberId}:${wallet}`] ?? 0) + Number(amount);
      }
    }
    const held = await rows(observer, sql<{ member_id: number; wallet: string; balance: number | string }>`SELECT member_id, vendor_code AS wallet, balance FROM wallet WHERE member_id IN (${memberIds})`);
    const nonZero = (entries: [string, number][]) => Object.fromEntries(entries.filter(([, amount]) => amount !== 0));
    expect(nonZero(held.map((w) => [`${w.member_id}:${w.wallet}`, Number(w.balance)]))).toEqual(nonZero(Object.entries(owed)));
  }, 120_000);
});
