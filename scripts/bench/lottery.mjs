// The lottery's figures, on SQLite: placing lottery bets (POST /lgw/orders/betting, req/s at 16 at once)
// and settling one draw with 100,000 open bets (target ≤ 5 s), through the built API (`api/dist`).
// 1. A fresh database is migrated and seeded by the API (its draw timer off: LOTTERY_JOBS=off); the
//    ops call `POST /wps/admin/lottery/run` schedules the draws; the demo players place 2,000 slips
//    (one đề bet of 1.00 each on the North's current draw), 16 at once; every answer must be 200 and
//    the players' balances must have moved by exactly the stakes.
// 2. The API is stopped; 2,000 members with 5 slips of 10 bets each (100,000 open bets, fast-game plays
//    on one 5-minute draw) are written straight into the file with better-sqlite3, as the betting path
//    writes them (order, bets); then the API is started again and the ops call runs the job as of that
//    draw's time: the figure is that call's time (drawing, then settling every bet: bet status, ledger
//    payouts, bet records, day figures, notifications). Checked: no bet left open, one bet record per
//    slip, the ledger's payouts equal the bets' wins.
// Run alone: `node scripts/bench/lottery.mjs` (after `npm run build -w api`); prints JSON.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { API_BUILD, ROOT } from '../portal.mjs';
import { defaultRegistry, writeRegistry } from '../registry.mjs';
import { ADMIN_TOKEN, HEADERS, login as loginAs, startApi as startApiOf } from './api-process.mjs';

// The draw and contract timers off: the bench runs the draw job itself, as of the draw's time.
const startApi = (port, dbFile, registry) => startApiOf('lottery', port, dbFile, registry, { ADMIN_TOKEN, LOTTERY_JOBS: 'off', CONTRACT_JOBS: 'off', DEMO_TEAM: 'off' });
const login = (...args) => loginAs('lottery', ...args);

const require = createRequire(path.join(ROOT, 'api', 'package.json'));

export const OPEN_BETS = 100_000;
const MEMBERS = 2_000;
const SLIPS_PER_MEMBER = 5;
const BETS_PER_SLIP = 10;
const PLAYERS = [
  ['demo', 'Demo1234'],
  ['kyawzin', 'Player1234'],
  ['susu77', 'Player1234'],
  ['thiha01', 'Player1234'],
  ['aungaung', 'Player1234'],
];
const VN_NORTH = 4201;

async function call(url, method, pathAndQuery, { token, body, admin } = {}) {
  const headers = { ...HEADERS, ...(token ? { Authorization: token } : {}), ...(admin ? { 'Admin-Token': ADMIN_TOKEN } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) };
  const response = await fetch(`${url}${pathAndQuery}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const answer = await response.json();
  return { status: response.status, answer };
}

async function balanceOf(url, token) {
  return (await call(url, 'GET', '/wps/v2/wallets/balance', { token })).answer.value.balance;
}

/* 1. Placing bets */

async function measureBetting(url, { requests = 2000, concurrency = 16 } = {}) {
  const run = await call(url, 'POST', '/wps/admin/lottery/run', { admin: true, body: { asOf: new Date().toISOString() } });
  if (run.status !== 200) throw new Error(`lottery bench: run answered ${run.status} ${JSON.stringify(run.answer)}`);
  const near = (await call(url, 'GET', `/lgw/numeros/near?gameId=${VN_NORTH}`)).answer.value;
  const numero = near.currentNumero.numero;
  const tokens = [];
  for (const [username, password] of PLAYERS) tokens.push(await login(url, username, password));
  const before = await Promise.all(tokens.map((token) => balanceOf(url, token)));
  const latencies = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < requests) {
      const i = next;
      next += 1;
      const body = { gameId: VN_NORTH, numero, requestId: randomUUID(), contents: [{ playId: 'VN_DE', bettingContent: String(i % 100).padStart(2, '0'), singleBetPrice: 100, multiple: 1 }] };
      const t0 = performance.now();
      const answer = await call(url, 'POST', '/lgw/orders/betting', { token: tokens[i % tokens.length], body });
      latencies.push(performance.now() - t0);
      if (answer.status !== 200) failures += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const after = await Promise.all(tokens.map((token) => balanceOf(url, token)));
  const spent = before.reduce((sum, b, i) => sum + b - after[i], 0);
  if (failures > 0) throw new Error(`lottery bench: ${failures} of ${requests} slips failed`);
  if (spent !== requests * 100) throw new Error(`lottery bench: the players spent ${spent}, expected ${requests * 100}`);
  latencies.sort((a, b) => a - b);
  const pct = (p) => +latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(2);
  return { requests, concurrency, rps: Math.round(requests / seconds), p50Ms: pct(0.5), p99Ms: pct(0.99) };
}

/* 2. Settling 100,000 open bets */

/** Writes 2,000 members and their 100,000 open bets on the 5-minute game's current draw; returns that draw. */
function writeOpenBets(dbFile) {
  const Database = require('better-sqlite3');
  const db = new Database(dbFile);
  db.pragma('journal_mode = WAL');
  try {
    const merchant = db.prepare(`SELECT id FROM merchant WHERE code = 'DEMO'`).get();
    const { password_hash: passwordHash } = db.prepare(`SELECT password_hash FROM member WHERE account = 'demo'`).get();
    const draw = db.prepare(`SELECT * FROM lottery_draw WHERE game_code = 'FAST_5' AND status = 'open' AND lock_at > ? ORDER BY draw_at LIMIT 1`).get(new Date().toISOString());
    if (!draw) throw new Error('lottery bench: no open 5-minute draw');
    const at = new Date().toISOString();
    const insertMember = db.prepare(`INSERT INTO member (merchant_id, account, nickname, type, password_hash, first_time_login, password_changed_at, password_must_change,
                                       created_at, mobile, email, payee_name, payment_password_hash, parent_id, affiliate_code, language)
                                     VALUES (?, ?, ?, 0, ?, 1, ?, 0, ?, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`);
    const insertWallet = db.prepare(`INSERT INTO wallet (member_id, currency, vendor_code, balance, updated_at) VALUES (?, 'MMK', 'MAIN', 0, ?)`);
    const insertTree = db.prepare(`INSERT INTO agent_tree (ancestor_id, descendant_id, depth) VALUES (?, ?, 0)`);
    const insertOrder = db.prepare(`INSERT INTO lottery_order (merchant_id, member_id, game_code, request_id, chase_draws, win_stop, total_amount, created_at) VALUES (?, ?, 'FAST_5', ?, 1, 0, ?, ?)`);
    const insertBet = db.prepare(`INSERT INTO lottery_bet (order_id, merchant_id, member_id, draw_id, game_code, numero, play_id, selection, unit_price, multiple, amount, odds_percent,
                                    potential_win, win_amount, status, created_at, settled_at) VALUES (?, ?, ?, ?, 'FAST_5', ?, ?, ?, 100, 1, 100, 100, ?, 0, 'open', ?, NULL)`);
    // Each slip: 10 bets of 1.00 across the plays (a digit of a ball, big/small, odd/even, the sum).
    const slip = (k) =>
      Array.from({ length: BETS_PER_SLIP }, (_, j) => {
        const ball = ((k + j) % 5) + 1;
        switch (j % 4) {
          case 0:
            return ['FAST_DIGIT', `${ball}:${(k * 7 + j) % 10}`, 980];
          case 1:
            return ['FAST_BS', `${ball}:${(k + j) % 2 ? 'BIG' : 'SMALL'}`, 198];
          case 2:
            return ['FAST_OE', `${ball}:${(k + j) % 2 ? 'ODD' : 'EVEN'}`, 198];
          default:
            return ['FAST_SUM_BS', (k + j) % 2 ? 'BIG' : 'SMALL', 198];
        }
      });
    db.transaction(() => {
      for (let m = 0; m < MEMBERS; m += 1) {
        const account = `lb${String(m).padStart(5, '0')}`;
        const memberId = Number(insertMember.run(merchant.id, account, account, passwordHash, at, at).lastInsertRowid);
        insertWallet.run(memberId, at);
        insertTree.run(memberId, memberId);
        for (let s = 0; s < SLIPS_PER_MEMBER; s += 1) {
          const orderId = Number(insertOrder.run(merchant.id, memberId, `bench-${m}-${s}`, BETS_PER_SLIP * 100, at).lastInsertRowid);
          for (const [playId, selection, potential] of slip(m * SLIPS_PER_MEMBER + s)) insertBet.run(orderId, merchant.id, memberId, draw.id, draw.numero, playId, selection, potential, at);
        }
      }
    })();
    return draw;
  } finally {
    db.close();
  }
}

function checkSettled(dbFile, draw) {
  const Database = require('better-sqlite3');
  const db = new Database(dbFile, { readonly: true });
  try {
    const bets = db.prepare(`SELECT status, COUNT(*) AS n, SUM(win_amount) AS win FROM lottery_bet WHERE draw_id = ? GROUP BY status`).all(draw.id);
    const open = bets.find((b) => b.status === 'open')?.n ?? 0;
    const settled = bets.filter((b) => b.status === 'won' || b.status === 'lost').reduce((sum, b) => sum + b.n, 0);
    const win = bets.reduce((sum, b) => sum + (b.win ?? 0), 0);
    const payouts = db.prepare(`SELECT COALESCE(SUM(amount), 0) AS paid, COUNT(*) AS n FROM ledger_entry WHERE idempotency_key LIKE ?`).get(`lottery:win:${draw.id}:%`);
    const records = db.prepare(`SELECT COUNT(*) AS n FROM bet_record WHERE game_type = 'ELOTT' AND vendor_code = 'TCG'`).get();
    if (open !== 0 || settled < OPEN_BETS) throw new Error(`lottery bench: ${open} bets left open, ${settled} settled`);
    if (payouts.paid !== win) throw new Error(`lottery bench: the ledger paid ${payouts.paid}, the bets won ${win}`);
    if (records.n !== MEMBERS * SLIPS_PER_MEMBER) throw new Error(`lottery bench: ${records.n} bet records for ${MEMBERS * SLIPS_PER_MEMBER} slips`);
    return { settled, won: bets.find((b) => b.status === 'won')?.n ?? 0, winAmount: win, payoutMovements: payouts.n, betRecords: records.n };
  } finally {
    db.close();
  }
}

export async function measureLottery({ port = 8384, keep = false, log = console.log } = {}) {
  if (!existsSync(API_BUILD)) throw new Error('lottery bench: api/dist is missing: run `npm run build -w api` first');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-lottery-'));
  const dbFile = path.join(dir, 'lottery.db');
  const registry = path.join(dir, 'remotes.json');
  writeRegistry(defaultRegistry(), registry);
  try {
    let api = await startApi(port, dbFile, registry);
    let betting;
    try {
      betting = await measureBetting(api.url);
      log(`lottery: placing bets: ${JSON.stringify(betting)}`);
    } finally {
      await api.stop();
    }
    const draw = writeOpenBets(dbFile);
    log(`lottery: wrote ${OPEN_BETS} open bets on ${draw.game_code} ${draw.numero}; settling…`);
    api = await startApi(port, dbFile, registry);
    let settle;
    try {
      const t0 = performance.now();
      const run = await call(api.url, 'POST', '/wps/admin/lottery/run', { admin: true, body: { asOf: draw.draw_at } });
      const ms = Math.round(performance.now() - t0);
      if (run.status !== 200) throw new Error(`lottery bench: run answered ${run.status} ${JSON.stringify(run.answer)}`);
      settle = { openBets: OPEN_BETS, ms, targetMs: 5000, report: run.answer.value, ...checkSettled(dbFile, draw) };
      log(`lottery: settled one draw with ${OPEN_BETS} open bets in ${ms} ms (target ≤ 5000): ${JSON.stringify(run.answer.value)}`);
    } finally {
      await api.stop();
    }
    return { betting, settle };
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measureLottery();
  console.log(JSON.stringify(figures, null, 2));
}
