import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { E2E } from './env';

/*
 * N instances, one site (api/README.md, "Running N instances"): API processes of the same build on one
 * fresh PostgreSQL database, each serving the built portal on a port of its own, for the journeys that
 * cross instances. The database is made on E2E_POSTGRES_URL's server (default the local `test`
 * database, whose user may create databases) and dropped at the end. Like support/server.mjs, they run
 * api/dist (built by the suite's server start when missing).
 */

const ROOT = path.resolve(__dirname, '..', '..');
const API_BUILD = path.join(ROOT, 'api', 'dist', 'main.js');
const POSTGRES_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Lines of each instance's log kept for the journey to read. */
const LOG_LINES = 5_000;

export interface Instance {
  url: string;
  /** The instance's log (pino JSON lines at LOG_LEVEL=info), newest last. */
  log(): string[];
}

export interface Site {
  instances: Instance[];
  close(): Promise<void>;
}

async function onPostgres(statement: string): Promise<void> {
  const client = new Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts `count` instances together on a fresh database; resolves when every one answers. */
export async function startSite(count: number): Promise<Site> {
  const name = `portal_e2e_${process.pid}_${Date.now()}`;
  await onPostgres(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(POSTGRES_URL);
  databaseUrl.pathname = `/${name}`;
  // A registry of the site's own (the built versions), read by every instance, as ops would share one.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-site-'));
  const registry = path.join(dir, 'remotes.json');
  spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'registry.mjs')], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, REMOTES_REGISTRY: registry } });

  const children: ChildProcess[] = [];
  /**
   * One instance on a port free a moment ago: should another process take it in between, the instance
   * ends with EADDRINUSE and another port is tried.
   */
  const start = async (): Promise<Instance> => {
    for (let attempt = 1; ; attempt += 1) {
      const instance = await startOn(await freePort());
      if (instance !== 'port taken') return instance;
      if (attempt === 3) throw new Error('no free port for an instance after 3 tries');
    }
  };
  const startOn = async (port: number): Promise<Instance | 'port taken'> => {
    const lines: string[] = [];
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [API_BUILD], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATABASE_URL: databaseUrl.toString(),
        REMOTES_REGISTRY: registry,
        ADMIN_TOKEN: E2E.adminToken,
        AUTH_RATE_LIMIT: '1000',
        DEMO_PAY: 'on',
        LOG_LEVEL: 'info',
      },
    });
    children.push(child);
    let rest = '';
    // Ready when it says it listens (Fastify's line, after its migrations and routes), not when something
    // on the port answers: that could be whatever took the port first.
    let ready: () => void = () => {};
    const listening = new Promise<void>((resolve) => (ready = resolve));
    const keep = (chunk: Buffer) => {
      const parts = (rest + chunk.toString('utf8')).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
      lines.splice(0, Math.max(0, lines.length - LOG_LINES));
      if (parts.some((line) => line.includes(`Server listening at ${url}`))) ready();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    // 'close' comes once its output is read to the end, what it said as it failed included.
    const ended = new Promise<'ended'>((resolve) => child.once('close', () => resolve('ended')));
    if ((await Promise.race([listening, ended])) === 'ended') {
      if ([...lines, rest].some((line) => line.includes('EADDRINUSE'))) return 'port taken';
      throw new Error(`the instance on port ${port} ended while starting:\n${[...lines, rest].join('\n')}`);
    }
    return { url, log: () => [...lines] };
  };

  const close = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    return { instances: await Promise.all(Array.from({ length: count }, start)), close };
  } catch (error) {
    await close();
    throw error;
  }
}
