import { promises as fs } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { createServer, type ServerOptions } from '../../src';

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

let databases = 0;
async function freshDatabase(dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (TEST_DIALECT === 'sqlite') return { url: `sqlite:${path.join(dir, 'portal.db')}`, drop: async () => {} };
  databases += 1;
  const name = `portal_t_${process.pid}_${Date.now()}_${databases}`;
  await onPostgres(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Starts the real server on a fresh database (see TEST_DIALECT) on a free port. The process env is
 * not consulted (a developer's ADMIN_TOKEN must not change what a test sees); scrypt runs cheap.
 * `options.databaseUrl` puts it on a database that exists already (see startSecondInstance).
 */
export async function startServer(options: ServerOptions = {}, beforeListen?: (app: FastifyInstance) => void): Promise<TestServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-api-'));
  const paths = {
    shellDir: path.join(dir, 'shell'),
    remotesRoot: path.join(dir, 'remotes'),
    remotesRegistry: path.join(dir, 'remotes.json'),
  };
  const database = options.databaseUrl ? { url: options.databaseUrl, drop: async () => {} } : await freshDatabase(dir);
  let app: FastifyInstance;
  try {
    app = await createServer({
      env: {},
      shellDir: paths.shellDir,
      remotesRoot: paths.remotesRoot,
      remotesRegistry: paths.remotesRegistry,
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
      ...options,
      // The bot check stays real, only cheap: a challenge is solved in milliseconds (helpers/botCheck.ts).
      botCheck: { complexity: 20, ...options.botCheck },
      databaseUrl: database.url,
    });
    beforeListen?.(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
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
 * A second instance of the site: another server on `first`'s database (the N-instances deployment).
 * Close it before `first`, whose close drops the database.
 */
export function startSecondInstance(first: TestServer, options: ServerOptions = {}): Promise<TestServer> {
  return startServer({ ...options, databaseUrl: first.databaseUrl });
}
