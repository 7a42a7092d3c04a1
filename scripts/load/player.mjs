// One simulated player (or agent): logs in, holds its event stream, and plays until the run's end.
// Every wait is bounded; a call that fails is an error of the run, never retried silently.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ADMIN_TOKEN } from '../bench/api-process.mjs';
import { call, openStream } from './client.mjs';
import { PAYMENT_PASSWORD, PLAYER_PASSWORD } from './site.mjs';

export const FAST_1 = 201;
const EVENT_WAIT_MS = 10_000;
const DICE = 'RNG-INHOUSE-DICE';
const GAME_LIST = '/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&gameType=RNG&pageSize=20&language=EN&pageNo=1';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function login(url, account) {
  return (await call(url, 'POST', '/wps/session/login', { sealed: true, body: { type: 'username', username: account, password: PLAYER_PASSWORD } })).token;
}

/** The shared facts of a run: the recorder, the instances, the end, and the draws the players bet on. */
export function createRun({ recorder, instances, endsAt, thinkMs, expectRestarts = false }) {
  return { recorder, instances, endsAt, endsAtWall: Infinity, thinkMs, expectRestarts, stopping: false, draws: new Map(), channelId: null, streamsOpen: 0, streamsPeak: 0, reconnects: 0 };
}

export class Player {
  constructor(run, { id, account }, index) {
    Object.assign(this, { run, id, account, index });
    this.instance = run.instances[index % run.instances.length];
    this.seen = new Set();
    this.firstId = null;
    this.lastId = null;
    this.balances = []; // the last balance frames: { balance, at }
    this.waiters = new Set();
    this.betOn = new Set();
    this.stream = null;
    this.streamDone = null;
  }

  get url() {
    return this.instance.url;
  }

  onFrame(frame) {
    if (frame.id !== null) {
      this.seen.add(frame.id);
      this.firstId ??= frame.id;
      this.lastId = Math.max(this.lastId ?? 0, frame.id);
    }
    if (frame.event === 'balance') {
      this.balances.push({ balance: frame.data.balance, at: frame.at });
      if (this.balances.length > 50) this.balances.shift();
      for (const waiter of this.waiters) waiter(frame);
    } else if (frame.event === 'lottery') {
      const draw = this.run.draws.get(`${frame.data.gameId}:${frame.data.numero}`);
      if (draw && draw.bettors.has(this.id)) {
        draw.bettors.delete(this.id);
        draw.arrivals.push(frame.at - draw.drawAt);
      }
    }
  }

  /** The first frame with this balance at or after `since` (epoch ms); rejects after 10 s. */
  balanceFrame(balance, since) {
    const found = this.balances.find((b) => b.balance === balance && b.at >= since);
    if (found) return Promise.resolve(found.at);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`${this.account}: no balance frame of ${balance} within ${EVENT_WAIT_MS} ms`));
      }, EVENT_WAIT_MS);
      const waiter = (frame) => {
        if (frame.data.balance !== balance || frame.at < since) return;
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve(frame.at);
      };
      this.waiters.add(waiter);
    });
  }

  async openStream() {
    const { recorder } = this.run;
    await recorder.time('stream open', async () => {
      const { ticket } = await call(this.url, 'POST', '/wps/member/events/ticket', { token: this.token });
      const firstBalance = new Promise((resolve) => {
        const waiter = (frame) => {
          this.waiters.delete(waiter);
          resolve(frame.data.balance);
        };
        this.waiters.add(waiter);
      });
      this.stream = await openStream(this.url, ticket, { lastEventId: this.lastId, onFrame: (f) => this.onFrame(f) });
      const timeout = sleep(EVENT_WAIT_MS).then(() => {
        throw new Error(`${this.account}: the stream sent no balance`);
      });
      this.balance = await Promise.race([firstBalance, timeout]);
    });
    this.run.streamsOpen += 1;
    this.run.streamsPeak = Math.max(this.run.streamsPeak, this.run.streamsOpen);
    this.streamDone = this.stream.closed.then((reason) => this.onStreamEnd(reason));
  }

  async onStreamEnd(reason) {
    this.run.streamsOpen -= 1;
    if (reason === 'closed' || this.run.stopping) return;
    // The server ended it: a restart (the soak) reconnects with Last-Event-ID; in a load run it is an error.
    if (!this.run.expectRestarts) this.run.recorder.error('stream', new Error(`${this.account}: the stream ended (${reason?.message ?? reason})`));
    // Bounded: 10 minutes of tries, once a second (a restart on a busy machine takes minutes).
    for (let i = 0; i < 600 && !this.run.stopping; i += 1) {
      await sleep(1000);
      if (this.instance.down) continue;
      try {
        await this.openStream();
        this.run.reconnects += 1;
        return;
      } catch {
        /* the instance is still starting: try again */
      }
    }
    if (!this.run.stopping) this.run.recorder.error('stream', new Error(`${this.account}: the stream did not reconnect`));
  }

  async begin() {
    const { recorder } = this.run;
    this.token = await recorder.time('login', () => login(this.url, this.account));
    await this.openStream();
    await this.deposit();
    this.diceTicket = (await recorder.time('in-house launch', () => call(this.url, 'POST', '/wps/game/launchGame', { token: this.token, body: { nodeId: DICE, language: 'EN', platform: 'html5-desktop' } }))).ticket;
  }

  async deposit(amount = 500_000) {
    const { run } = this;
    const { recorder } = run;
    if (run.channelId === null) {
      const channels = await recorder.time('deposit', () => call(this.url, 'GET', '/wps/transaction/deposit/channels', { token: this.token }));
      run.channelId = channels.find((c) => c.code === 'KBZPAY').id;
    }
    const before = this.balance;
    const order = await recorder.time('deposit', () => call(this.url, 'POST', '/wps/transaction/deposit', { token: this.token, body: { channelId: run.channelId, amount, requestId: randomUUID() } }));
    const t0 = Date.now();
    await recorder.time('deposit', () => call(this.url, 'POST', `/wps/demo-pay/${order.orderNo}`, { form: true, body: { decision: 'pay' }, redirect: true }));
    const at = await this.balanceFrame(before + amount, t0 - 1);
    recorder.delay('deposit paid → balance on the stream', at - t0);
    this.balance = before + amount;
  }

  async withdraw(amount = 20_000) {
    const { recorder } = this.run;
    if (!this.cardId) {
      const card = await recorder.time('withdraw', () =>
        call(this.url, 'POST', '/wps/member/bankCards', { token: this.token, sealed: true, body: { bankCode: 'AYA', accountName: 'Load Player', accountNumber: String(100_000_000 + this.index), paymentPassword: PAYMENT_PASSWORD } }),
      );
      this.cardId = card.id;
    }
    const order = await recorder.time('withdraw', () =>
      call(this.url, 'POST', '/wps/transaction/withdraw', { token: this.token, sealed: true, body: { bankCardId: this.cardId, amount, paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID() } }),
    );
    for (const action of ['approve', 'disburse']) await recorder.time('withdraw (ops)', () => call(this.url, 'PUT', `/wps/admin/withdraw/${order.orderNo}`, { admin: ADMIN_TOKEN, body: { action } }));
    await recorder.time('withdraw', () => call(this.url, 'POST', `/wps/transaction/withdraw/${order.orderNo}/confirm`, { token: this.token, body: { result: 'full' } }));
  }

  async lobby() {
    const { recorder } = this.run;
    await recorder.time('lobby', () => call(this.url, 'GET', '/wps/system/permission', { token: this.token }));
    await recorder.time('lobby', () => call(this.url, 'GET', GAME_LIST, { token: this.token }));
    await recorder.time('lobby', () => call(this.url, 'GET', '/wps/v2/wallets/balance', { token: this.token }));
  }

  async round() {
    const { recorder } = this.run;
    const t0 = Date.now();
    const answer = await recorder.time('in-house round', () =>
      call(this.url, 'POST', '/wps/game/inhouse/round', { token: this.token, body: { ticket: this.diceTicket, bet: 1000, requestId: randomUUID(), dice: { target: 50, over: this.index % 2 === 0 } } }),
    );
    const at = await this.balanceFrame(answer.balance, t0 - 1);
    recorder.delay('round sent → balance on the stream', at - t0);
  }

  /** One bet on the 1-minute lottery's current draw, once a draw, while it takes bets (2 s margin). */
  async lottery() {
    const { recorder, draws } = this.run;
    const near = await recorder.time('lottery', () => call(this.url, 'GET', `/lgw/numeros/near?gameId=${FAST_1}`, { token: this.token }));
    const current = near.currentNumero;
    // No bet on a draw after the run's end: the run waits for every bet's settlement, not a minute more.
    if (!current || this.betOn.has(current.numero) || current.remainTime < 2000 || Date.parse(current.drawTime) > this.run.endsAtWall) return false;
    await recorder.time('lottery', () =>
      call(this.url, 'POST', '/lgw/orders/betting', {
        token: this.token,
        body: { gameId: FAST_1, numero: current.numero, requestId: randomUUID(), contents: [{ playId: 'FAST_SUM_BS', bettingContent: this.index % 2 ? 'BIG' : 'SMALL', singleBetPrice: 100, multiple: 1 }] },
      }),
    );
    this.betOn.add(current.numero);
    const key = `${FAST_1}:${current.numero}`;
    if (!draws.has(key)) draws.set(key, { numero: current.numero, drawAt: Date.parse(current.drawTime), bettors: new Set(), placed: 0, arrivals: [] });
    const draw = draws.get(key);
    draw.bettors.add(this.id);
    draw.placed += 1;
    return true;
  }

  /** Plays until the run ends: lobby, rounds, a lottery bet each draw, one withdrawal at a time of its own. */
  async play() {
    const { run } = this;
    const withdrawAt = performance.now() + Math.random() * Math.max(0, run.endsAt - performance.now()) * 0.8;
    let withdrawn = false;
    for (let step = 0; step < 100_000 && performance.now() < run.endsAt && !run.stopping; step += 1) {
      await sleep(Math.random() * 2 * run.thinkMs);
      if (performance.now() >= run.endsAt || run.stopping) break;
      if (this.instance.down) continue;
      try {
        if (!withdrawn && performance.now() >= withdrawAt) {
          withdrawn = true;
          await this.withdraw();
        } else if (step % 4 === 0) await this.lobby();
        else if (step % 4 === 2) {
          if (!(await this.lottery())) await this.round();
        } else await this.round();
      } catch (error) {
        if (!error.recorded) run.recorder.error('player', error);
      }
    }
  }

  close() {
    this.stream?.close();
  }
}

/** An agent reading its team's reports. */
export async function agentLoop(run, { account }, index) {
  const instance = run.instances[index % run.instances.length];
  const { recorder } = run;
  const token = await recorder.time('login', () => login(instance.url, account));
  for (let step = 0; step < 100_000 && performance.now() < run.endsAt && !run.stopping; step += 1) {
    await sleep(Math.random() * 2 * run.thinkMs);
    if (performance.now() >= run.endsAt || run.stopping || instance.down) continue;
    try {
      await recorder.time('agent reports', () => call(instance.url, 'GET', '/wps/agent/team/overview?period=thisMonth', { token }));
      await recorder.time('agent reports', () => call(instance.url, 'GET', '/wps/agent/report/teamProfit?period=thisMonth&pageNo=1&pageSize=20', { token }));
    } catch {
      /* recorded */
    }
  }
}
