// Two instances, one site: the same API load against one instance and against two on one PostgreSQL
// database (the requests take the instances in turn, as a proxy would), and how long a balance change
// made through instance A takes to reach the member's event stream on A and on B (from sending the
// ops adjustment until the stream's `balance` frame). Needs PostgreSQL: BENCH_POSTGRES_URL, default the
// local server's `test` database, whose user may create databases; without it the figure is skipped.
// Alone: `node scripts/bench/instances.mjs` (needs api/dist: `npm run build -w api`).
import { webcrypto } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { measureEndpoint } from './api-load.mjs';
import { startBenchServer } from './server.mjs';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN_TOKEN = 'bench-admin-token';
const EVENT_ROUNDS = 100;
const HEADERS = { Language: 'EN', Merchant: 'DEMO', Device: 'web' };

async function onPostgres(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function ready(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${url}/wps/system/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not start`);
}

/** The member login, sealed as the front end seals an E call. */
async function login(url, username, password) {
  const { subtle } = webcrypto;
  const der = Buffer.from((await (await fetch(`${url}/wps/session/key/rsa`, { headers: HEADERS })).json()).value, 'base64');
  const rsa = await subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const sealed = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, Buffer.from(JSON.stringify({ type: 'username', username, password })));
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  const response = await fetch(`${url}/wps/session/login`, {
    method: 'POST',
    headers: { ...HEADERS, 'Content-Type': 'application/json', Encryption: Buffer.from(wrapped).toString('base64') },
    body: JSON.stringify({ value: Buffer.concat([Buffer.from(iv), Buffer.from(sealed)]).toString('base64') }),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`bench login failed: ${JSON.stringify(body)}`);
  return body.value.token;
}

/** A member's event stream; `balance(n)` resolves when a `balance` frame of n arrives. */
async function eventStream(url, ticket) {
  const abort = new AbortController();
  const response = await fetch(`${url}/wps/member/events?ticket=${ticket}`, { headers: { ...HEADERS, Accept: 'text/event-stream' }, signal: abort.signal });
  const waiting = new Map();
  void (async () => {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (!block.includes('event: balance')) continue;
          const data = JSON.parse(block.slice(block.indexOf('data: ') + 6));
          waiting.get(data.balance)?.(performance.now());
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    balance: (n) => new Promise((resolve) => waiting.set(n, resolve)),
    close: () => abort.abort(),
  };
}

const percentiles = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const pct = (p) => +sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(1);
  return { p50Ms: pct(0.5), p99Ms: pct(0.99) };
};

async function measureEventDelivery(a, b) {
  const token = await login(a.url, 'demo', 'Demo1234');
  const ticket = async () =>
    (await (await fetch(`${a.url}/wps/member/events/ticket`, { method: 'POST', headers: { ...HEADERS, Authorization: token } })).json()).value.ticket;
  const onA = await eventStream(a.url, await ticket());
  const onB = await eventStream(b.url, await ticket());
  let balance = (await (await fetch(`${a.url}/wps/v2/wallets/balance`, { headers: { ...HEADERS, Authorization: token } })).json()).value.balance;
  const same = [];
  const across = [];
  try {
    for (let i = 0; i < EVENT_ROUNDS; i += 1) {
      balance += 100;
      const arrivals = [onA.balance(balance), onB.balance(balance)];
      const started = performance.now();
      const answer = await fetch(`${a.url}/wps/admin/wallet/adjust`, {
        method: 'PUT',
        headers: { ...HEADERS, 'Content-Type': 'application/json', 'Admin-Token': ADMIN_TOKEN },
        body: JSON.stringify({ account: 'demo', amount: 100, reason: 'bench', idempotencyKey: `bench-event-${process.pid}-${i}` }),
      });
      if (!answer.ok) throw new Error(`bench adjustment failed: ${await answer.text()}`);
      const [atA, atB] = await Promise.all(arrivals);
      same.push(atA - started);
      across.push(atB - started);
    }
  } finally {
    onA.close();
    onB.close();
  }
  return { rounds: EVENT_ROUNDS, sameInstance: percentiles(same), otherInstance: percentiles(across) };
}

/** `ports`: the two instances' ports. */
export async function measureInstances({ ports = [8291, 8292] } = {}) {
  const name = `portal_bench_${process.pid}_${Date.now()}`;
  try {
    await onPostgres(`CREATE DATABASE ${name}`);
  } catch (error) {
    return { skipped: `no PostgreSQL at ${ADMIN_URL} (${error.message})` };
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), ADMIN_TOKEN, DEMO_PAY: 'off' };
  const servers = [];
  try {
    // One after the other: the first migrates and seeds the database, the second finds it done.
    for (const port of ports) {
      const server = await startBenchServer(port, env);
      servers.push(server);
      await ready(server.url);
    }
    const [a, b] = servers;
    const load = {};
    const gameList = '/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&gameType=RNG&pageSize=20&language=EN&pageNo=1';
    for (const [label, path] of [
      ['GET /wps/system/permission', '/wps/system/permission'],
      ['game list, RNG page 1', gameList],
    ]) {
      await measureEndpoint([`${a.url}${path}`, `${b.url}${path}`], { requests: 300 }); // warm-up of both
      load[label] = { one: await measureEndpoint(`${a.url}${path}`), two: await measureEndpoint([`${a.url}${path}`, `${b.url}${path}`]) };
    }
    return { load, events: await measureEventDelivery(a, b) };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** The figures as the bench prints them. */
export function printInstances(result) {
  if (result.skipped) {
    console.log(`\nTwo instances on PostgreSQL: skipped, ${result.skipped}`);
    return;
  }
  console.log('\n| API on PostgreSQL (2000 requests, 16 at once) | one instance req/s | two instances req/s | p50 one / two | p99 one / two |\n|---|---|---|---|---|');
  for (const [name, { one, two }] of Object.entries(result.load)) {
    console.log(`| ${name} | ${one.rps} | ${two.rps} | ${one.p50Ms} / ${two.p50Ms} ms | ${one.p99Ms} / ${two.p99Ms} ms |`);
  }
  const { rounds, sameInstance, otherInstance } = result.events;
  console.log(`\n| a balance change made on instance A, until the member's stream shows it (${rounds} rounds) | p50 | p99 |\n|---|---|---|`);
  console.log(`| stream on A | ${sameInstance.p50Ms} ms | ${sameInstance.p99Ms} ms |`);
  console.log(`| stream on B | ${otherInstance.p50Ms} ms | ${otherInstance.p99Ms} ms |`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printInstances(await measureInstances());
}
