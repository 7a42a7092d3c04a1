// The site under load: its own fresh database (a SQLite file in a temp folder, or a PostgreSQL
// database of its own), the players and agents written by the API's own account code, the built API
// as one or two processes on it, and the reads the judge needs afterwards (the books, the events).
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../portal.mjs';
import { defaultRegistry, writeRegistry } from '../registry.mjs';
import { ADMIN_TOKEN } from '../bench/api-process.mjs';

export const PLAYER_PASSWORD = 'Load12345';
export const PAYMENT_PASSWORD = '135246';
const SCRYPT_N = 1024; // the API tests' cost: thousands of logins are the load, not the KDF

async function onPostgres(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database and a temp folder; `drop()` removes both. */
export async function createSite(options) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
  const registry = path.join(dir, 'remotes.json');
  writeRegistry(defaultRegistry(), registry);
  let databaseUrl = `sqlite:${path.join(dir, 'portal.db')}`;
  let database = null;
  if (options.db === 'postgres') {
    database = `${options.databasePrefix}_${process.pid}_${Date.now().toString(36)}`;
    await onPostgres(options.postgresAdminUrl, `CREATE DATABASE ${database}`);
    const url = new URL(options.postgresAdminUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const api = createRequire(path.join(options.apiDir, 'package.json'));
  return {
    dir,
    registry,
    databaseUrl,
    database,
    options,
    /** The API in this process, never listening: migrates and seeds, or reads the books. */
    async open() {
      const { createServer } = api(path.join(options.apiDir, 'dist', 'index.js'));
      const app = await createServer({
        env: {},
        databaseUrl,
        remotesRegistry: registry,
        scryptN: SCRYPT_N,
        logger: false,
        demoTeam: false,
        contractJobs: false,
        lotteryJobs: false,
        vipJobs: false,
        missionJobs: false,
        referralJobs: false,
      });
      return app;
    },
    registration: () => api(path.join(options.apiDir, 'dist', 'registration', 'index.js')),
    /** Open PostgreSQL connections to this database (pg_stat_activity), not counting the asker. */
    async connections() {
      if (!database) return null;
      const answer = await onPostgres(options.postgresAdminUrl, `SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE datname = '${database}' AND pid <> pg_backend_pid()`);
      return answer.rows[0].n;
    },
    async drop() {
      if (database) await onPostgres(options.postgresAdminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes the agents and players through the API's own account code (a member, its wallet, its place in the tree). */
export async function seedPlayers(site, { players, agents }) {
  const app = await site.open();
  try {
    const { db, passwords } = app.portal;
    const { addMember } = site.registration();
    const merchant = await db.selectFrom('merchant').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
    const top = await db.selectFrom('member').select('id').where('account', '=', 'agent01').executeTakeFirstOrThrow();
    // The harness plays ops (approve, disburse): the demo's own processing of withdrawals stays off.
    const now = new Date().toISOString();
    await db
      .insertInto('site_setting')
      .values({ merchant_id: merchant.id, key: 'withdrawAutoProcessSeconds', value: '0', updated_at: now })
      .onConflict((oc) => oc.columns(['merchant_id', 'key']).doUpdateSet({ value: '0', updated_at: now }))
      .execute();
    const passwordHash = await passwords.hash(PLAYER_PASSWORD);
    const paymentPasswordHash = await passwords.hash(PAYMENT_PASSWORD);
    const agentRows = [];
    const playerRows = [];
    await db.transaction().execute(async (trx) => {
      for (let a = 0; a < agents; a += 1) {
        const account = `la${String(a).padStart(4, '0')}`;
        const row = await addMember(trx, { merchantId: merchant.id, account, nickname: account, type: 1, passwordHash, parentId: top.id, affiliateCode: `LA${String(a).padStart(4, '0')}` });
        agentRows.push({ id: row.id, account });
      }
      for (let p = 0; p < players; p += 1) {
        const account = `lp${String(p).padStart(5, '0')}`;
        const parent = agentRows[p % agentRows.length];
        const row = await addMember(trx, { merchantId: merchant.id, account, nickname: account, type: 0, passwordHash, paymentPasswordHash, parentId: parent.id });
        playerRows.push({ id: row.id, account });
      }
    });
    return { agents: agentRows, players: playerRows };
  } finally {
    await app.close();
  }
}

/** The books (the ledger's own check), and every relayed event of the given members up to `cutoff`. */
export async function readOutcome(site, memberIds, cutoff) {
  const app = await site.open();
  try {
    const books = await app.portal.ledger.verifyBooks();
    const events = [];
    for (let i = 0; i < memberIds.length; i += 500) {
      const part = memberIds.slice(i, i + 500);
      const rows = await app.portal.db
        .selectFrom('member_event')
        .select(['id', 'member_id', 'type'])
        .where('member_id', 'in', part)
        .where('id', '<=', cutoff)
        .where('type', 'in', ['balance', 'unread', 'lottery', 'counts', 'funds'])
        .execute();
      // One push per row: a soak's hundreds of thousands of rows overflow the stack as spread arguments.
      for (const row of rows) events.push(row);
    }
    return { books, events };
  } finally {
    await app.close();
  }
}

export async function latestEventId(site) {
  const app = await site.open();
  try {
    const row = await app.portal.db.selectFrom('member_event').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    return Number(row?.id ?? 0);
  } finally {
    await app.close();
  }
}

/** One API process on the site's database; `restart()` stops it (SIGTERM) and starts it again on the same port. */
export async function startInstance(site, index) {
  const { options } = site;
  const port = options.port + index;
  const url = `http://127.0.0.1:${port}`;
  if (await fetch(`${url}/wps/system/status`).then(() => true, () => false)) throw new Error(`load: port ${port} is in use`);
  const profDir = path.join(ROOT, 'scripts', 'load', 'profiles');
  if (options.cpuProf) mkdirSync(profDir, { recursive: true });
  const instance = { index, port, url, child: null, exited: null };
  instance.start = async () => {
    // LOAD_LOGS=<folder>: each instance's log (warnings and errors) appended to instance-<i>.log there.
    let log = 'ignore';
    if (process.env.LOAD_LOGS) {
      mkdirSync(process.env.LOAD_LOGS, { recursive: true });
      log = openSync(path.join(process.env.LOAD_LOGS, `instance-${index + 1}.log`), 'a');
    }
    const child = spawn(process.execPath, [...(options.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), path.join(options.apiDir, 'dist', 'main.js')], {
      cwd: ROOT,
      stdio: ['ignore', log, 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: site.databaseUrl,
        REMOTES_REGISTRY: site.registry,
        ADMIN_TOKEN,
        DEMO_PAY: 'on',
        DEMO_TEAM: 'off',
        // The API's switches for tests: one address logs thousands in (the login limit per address),
        // and the test suite's scrypt cost; production defaults are untouched.
        AUTH_RATE_LIMIT: '1000000',
        SCRYPT_N: String(SCRYPT_N),
        LOG_LEVEL: 'warn',
      },
    });
    if (typeof log === 'number') closeSync(log);
    instance.child = child;
    instance.exited = new Promise((resolve) => child.once('exit', resolve));
    for (let i = 0; i < 900 && child.exitCode === null; i += 1) {
      if (await fetch(`${url}/wps/system/status`).then((r) => r.ok, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await instance.stop();
    throw new Error(`load: the API did not start on port ${port}`);
  };
  instance.stop = async () => {
    if (instance.child && instance.child.exitCode === null) instance.child.kill('SIGTERM');
    const timer = setTimeout(() => instance.child?.kill('SIGKILL'), 15_000);
    await instance.exited;
    clearTimeout(timer);
  };
  instance.restart = async () => {
    await instance.stop();
    await instance.start();
  };
  await instance.start();
  return instance;
}
