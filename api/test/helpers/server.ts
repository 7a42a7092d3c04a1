import { promises as fs } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { createServer, type ServerOptions } from '../../src';
import { freePort } from './api-process';
import { clonePostgresTemplate, copySqliteTemplate, type BuildServer } from './template';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  /** The temp folder of this server: its shell dir, remotes root, registry (and SQLite file) live here. */
  dir: string;
  /** `sqlite:<file>` or `postgres://…/<a database of this server's own>`. */
  databaseUrl: string;
  /** Reach the database through `app.portal.db` (Kysely), never the file: the suite runs on both. */
  dialect: 'sqlite' | 'postgres';
  shellDir: string;
  remotesRoot: string;
  remotesRegistry: string;
  close(): Promise<void>;
}

/**
 * Which database the API suite runs on: SQLite files by default; `API_TEST_DB=postgres` gives every
 * test server a fresh PostgreSQL database of its own on `API_TEST_POSTGRES_URL` (default: the local
 * server's `test` database, whose user may create databases), dropped when the server closes.
 */
export const TEST_DIALECT: 'sqlite' | 'postgres' = process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const POSTGRES_ADMIN_URL = process.env.API_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onPostgres(statement: string): Promise<void> {
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The options of every test server; a template database is built with them too (./template.ts). */
function testServerOptions(options: ServerOptions, paths: { shellDir: string; remotesRoot: string; remotesRegistry: string }, databaseUrl: string): ServerOptions {
  return {
    env: {},
    ...paths,
    scryptN: 1024,
    // The test client plays a proxy on loopback that names each visitor in X-Forwarded-For (a deployment
    // behind a reverse proxy); api/test/trust-proxy.test.ts proves the default, which trusts none.
    trustProxy: 'loopback',
    logger: false,
    // The demo agent's team (seed step agent-team) costs seconds per server; agent-team-seed.test.ts asks for it.
    demoTeam: false,
    // The settlement jobs run when a test runs them, with its clock (runContractJobs).
    contractJobs: false,
    // Likewise the lottery's draw job (runLotteryJobs with the test's clock).
    lotteryJobs: false,
    // And the VIP job (runVipJobs with the test's clock).
    vipJobs: false,
    // The missions' and referrals' jobs too: a test runs them (runMissionJobs, runScheduledReferralJobs)
    // with its own time; the server's own timer could claim that same minute's tick first.
    missionJobs: false,
    referralJobs: false,
    ...options,
    // The bot check stays real, only cheap: a challenge is solved in milliseconds (helpers/botCheck.ts).
    botCheck: { complexity: 20, ...options.botCheck },
    databaseUrl,
  };
}

function serverPaths(dir: string) {
  return { shellDir: path.join(dir, 'shell'), remotesRoot: path.join(dir, 'remotes'), remotesRegistry: path.join(dir, 'remotes.json') };
}

/** How the template is made: a test server with no options of its own, never listening. */
const buildTemplate: BuildServer = (databaseUrl, dir) => createServer(testServerOptions({}, serverPaths(dir), databaseUrl));

/*
 * Options the seed reads (the demo team, the password hashes' cost, the env they may come from): a
 * server given one of them is migrated and seeded from scratch, as the template was made without.
 */
const SEED_OPTIONS: readonly (keyof ServerOptions)[] = ['env', 'demoTeam', 'scryptN'];

let databases = 0;
async function freshDatabase(dir: string, options: ServerOptions): Promise<{ url: string; drop(): Promise<void> }> {
  const fromTemplate = !SEED_OPTIONS.some((option) => options[option] !== undefined);
  if (TEST_DIALECT === 'sqlite') {
    const file = path.join(dir, 'portal.db');
    if (fromTemplate) await copySqliteTemplate(file, buildTemplate);
    return { url: `sqlite:${file}`, drop: async () => {} };
  }
  databases += 1;
  const name = `portal_t_${process.pid}_${Date.now()}_${databases}`;
  if (fromTemplate) await clonePostgresTemplate(POSTGRES_ADMIN_URL, name, buildTemplate);
  else await onPostgres(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  // A test database need not survive a power cut: commits return without waiting for the disk (one
  // fsync per commit is ~6 ms here, and a test file commits hundreds of times). Same SQL, same locks.
  url.searchParams.set('options', '-c synchronous_commit=off');
  return { url: url.toString(), drop: () => onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Starts the real server on a fresh database (see TEST_DIALECT) on a free port. The process env is
 * not consulted (a developer's ADMIN_TOKEN must not change what a test sees); scrypt runs cheap.
 * The database is a copy of a migrated and seeded template (./template.ts), so the server's own
 * migrations and seed find nothing to do. `options.databaseUrl` puts it on a database that exists
 * already (see startSecondInstance).
 */
export async function startServer(options: ServerOptions = {}, beforeListen?: (app: FastifyInstance) => void): Promise<TestServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-api-'));
  const paths = serverPaths(dir);
  const database = options.databaseUrl ? { url: options.databaseUrl, drop: async () => {} } : await freshDatabase(dir, options);
  let app: FastifyInstance;
  try {
    app = await listening(options, paths, database.url, beforeListen);
  } catch (error) {
    await database.drop();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    dir,
    databaseUrl: database.url,
    dialect: app.portal.dialect,
    ...paths,
    async close() {
      await app.close();
      await database.drop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The server listening on 127.0.0.1 at the address it was configured with: its public address
 * (PUBLIC_URL, the origin of the URLs it builds) must name the port before it listens, so the port is
 * chosen first. Should another process take it in between, another is chosen.
 */
async function listening(options: ServerOptions, paths: ReturnType<typeof serverPaths>, databaseUrl: string, beforeListen?: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const app = await createServer(testServerOptions({ publicUrl: `http://127.0.0.1:${port}`, ...options }, paths, databaseUrl));
    beforeListen?.(app);
    try {
      await app.listen({ port, host: '127.0.0.1' });
      return app;
    } catch (error) {
      await app.close();
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 3) throw error;
    }
  }
}

/**
 * A second instance of the site: another server on `first`'s database (the N-instances deployment).
 * Close it before `first`, whose close drops the database.
 */
export function startSecondInstance(first: TestServer, options: ServerOptions = {}): Promise<TestServer> {
  return startServer({ ...options, databaseUrl: first.databaseUrl });
}
