import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';

/*
 * The migrated and seeded database every test server starts from. Migrating and seeding (30-odd
 * migrations, the ~9,800-game catalogue) costs 1–3 s on SQLite and 5–6 s on PostgreSQL; copying a
 * database that already went through it costs a fraction of that. So the first server of a run builds a
 * template (under a lock, so parallel jest workers build it once) and every server after it starts on a
 * copy: an SQLite file copy, PostgreSQL's `CREATE DATABASE … TEMPLATE`.
 *
 * A copy must be what a fresh start would have made:
 * - The template is keyed by a hash of the API's source (not only the migrations and the seed: the seed
 *   writes through the domains' own code, the ledger, the catalogue's data) and of these helpers, so a
 *   changed migration, seed or anything they call builds a new template, never reuses a stale one.
 * - The server keys (`server_key`: transport key, HMAC keys) are deleted from the template: each copy
 *   makes its own on its first start, as a fresh database does, so two test servers never share secrets.
 * - The seed dates its rows from the clock (announcements an hour old, promotions running from now), so
 *   a template is used for at most TEMPLATE_MAX_AGE_MS, then rebuilt.
 * The copy's server then starts as usual: its migrations and seed steps find nothing left to do.
 */

const TEMPLATE_MAX_AGE_MS = 30 * 60_000;
const LOCK_POLL_MS = 100;

const API_DIR = path.resolve(__dirname, '../..');
const HASHED = [path.join(API_DIR, 'src'), path.join(API_DIR, '..', 'shared', 'src', 'contracts'), path.join(API_DIR, 'package.json'), __filename, path.join(__dirname, 'server.ts')];

/** Starts a server the way startServer does on `databaseUrl` (no listening); given by server.ts. */
export type BuildServer = (databaseUrl: string, dir: string) => Promise<FastifyInstance>;

let hashOfSources: string | null = null;
function sourceHash(dialect: string): string {
  if (!hashOfSources) {
    const hash = createHash('sha256');
    const files: string[] = [];
    for (const entry of HASHED) {
      if (fs.statSync(entry).isDirectory()) {
        for (const name of fs.readdirSync(entry, { recursive: true }) as string[]) {
          const file = path.join(entry, name);
          if (!name.endsWith('.test.ts') && fs.statSync(file).isFile()) files.push(file);
        }
      } else files.push(entry);
    }
    for (const file of files.sort()) hash.update(path.relative(API_DIR, file)).update('\0').update(fs.readFileSync(file)).update('\0');
    hashOfSources = hash.digest('hex').slice(0, 24);
  }
  return `${dialect}_${hashOfSources}`;
}

const fresh = (builtAt: number) => Date.now() - builtAt < TEMPLATE_MAX_AGE_MS;

async function buildInto(databaseUrl: string, build: BuildServer): Promise<void> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'portal-api-template-'));
  try {
    const app = await build(databaseUrl, dir);
    try {
      await app.portal.db.deleteFrom('server_key').execute();
    } finally {
      await app.close();
    }
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

// ---- SQLite: a template file in the OS temp folder, copied per server --------------------------------

const SQLITE_DIR = path.join(os.tmpdir(), 'portal-api-templates');

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs `work` holding `<lockFile>` (made exclusively; a lock whose process died is taken over). */
async function withLockFile<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8').trim() || '0');
      // An empty file is a lock being written this instant; a dead holder's lock is abandoned.
      if (holder && !processAlive(holder)) fs.rmSync(lockFile, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

function sqliteTemplateAge(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** Copies the SQLite template (building it first when missing or stale) to `target`. */
export async function copySqliteTemplate(target: string, build: BuildServer): Promise<void> {
  fs.mkdirSync(SQLITE_DIR, { recursive: true });
  const key = sourceHash('sqlite');
  const template = path.join(SQLITE_DIR, `${key}.db`);
  const builtAt = sqliteTemplateAge(template);
  if (builtAt === null || !fresh(builtAt)) {
    await withLockFile(path.join(SQLITE_DIR, `${key}.lock`), async () => {
      const again = sqliteTemplateAge(template);
      if (again !== null && fresh(again)) return;
      const building = path.join(SQLITE_DIR, `building-${process.pid}-${Date.now()}.db`);
      try {
        await buildInto(`sqlite:${building}`, build);
        // Closed, the file holds everything (SQLite checkpoints the WAL into it on the last close).
        fs.renameSync(building, template);
      } finally {
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${building}${suffix}`, { force: true });
      }
      // Expired templates go; those of other sources stay until then (a run on them may be copying).
      for (const name of fs.readdirSync(SQLITE_DIR)) {
        const file = path.join(SQLITE_DIR, name);
        const builder = /^building-(\d+)-/.exec(name);
        if (builder) {
          if (!processAlive(Number(builder[1]))) fs.rmSync(file, { force: true });
        } else if (name.endsWith('.db') && !fresh(sqliteTemplateAge(file) ?? 0)) fs.rmSync(file, { force: true });
      }
    });
  }
  try {
    await fs.promises.copyFile(template, target);
  } catch (error) {
    // Removed as expired by another run between our look and the copy: build it again.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await copySqliteTemplate(target, build);
  }
}

// ---- PostgreSQL: a template database, cloned per server -----------------------------------------------

const PG_PREFIX = 'portal_tpl_';
const PG_BUILDING = 'portal_tplbuild_';
/** One lock for every template build on the cluster (pg_advisory_lock's key). */
const PG_LOCK_KEY = 3_200_320_032;

async function withClient<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function urlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function templateBuiltAt(client: Client, name: string): Promise<number | null> {
  const { rows } = await client.query<{ built: string | null }>("SELECT shobj_description(oid, 'pg_database') AS built FROM pg_database WHERE datname = $1", [name]);
  if (rows.length === 0) return null;
  return Number(rows[0]?.built ?? 0);
}

async function buildPostgresTemplate(adminUrl: string, name: string, build: BuildServer): Promise<void> {
  await withClient(adminUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [PG_LOCK_KEY]);
    try {
      const builtAt = await templateBuiltAt(client, name);
      if (builtAt !== null && fresh(builtAt)) return;
      // Under the lock no other build runs: a build database left is a dead run's. Templates of other
      // sources stay until they expire (a run on those sources may be using them right now).
      const { rows } = await client.query<{ datname: string; built: string | null }>(
        "SELECT datname, shobj_description(oid, 'pg_database') AS built FROM pg_database WHERE datname LIKE $1 OR datname LIKE $2",
        [`${PG_PREFIX}%`, `${PG_BUILDING}%`],
      );
      const unused = rows.filter((row) => row.datname === name || row.datname.startsWith(PG_BUILDING) || !fresh(Number(row.built ?? 0)));
      const building = `${PG_BUILDING}${process.pid}_${Date.now()}`;
      await client.query(`CREATE DATABASE ${building}`);
      try {
        await buildInto(urlOf(adminUrl, building), build);
        for (const { datname } of unused) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        await client.query(`COMMENT ON DATABASE ${name} IS '${Date.now()}'`);
      } catch (error) {
        await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        throw error;
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PG_LOCK_KEY]);
    }
  });
}

/** Creates database `target` as a copy of the PostgreSQL template (building it first when missing or stale). */
export async function clonePostgresTemplate(adminUrl: string, target: string, build: BuildServer): Promise<void> {
  const name = `${PG_PREFIX}${sourceHash('pg')}`;
  for (let attempt = 0; ; attempt += 1) {
    const builtAt = await withClient(adminUrl, (client) => templateBuiltAt(client, name));
    if (builtAt === null || !fresh(builtAt)) await buildPostgresTemplate(adminUrl, name, build);
    try {
      await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${target} TEMPLATE ${name}`));
      return;
    } catch (error) {
      // 3D000: another run dropped the template as expired since we looked: build it again, once.
      if ((error as { code?: string }).code !== '3D000' || attempt > 0) throw error;
    }
  }
}
