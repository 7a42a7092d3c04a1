// A throwaway portal for measurements: the built artifacts on a fresh database and a free port.
// `env` overrides the defaults (the two-instance figure puts two of them on one PostgreSQL database).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BUILD, ROOT } from '../portal.mjs';
import { defaultRegistry, writeRegistry } from '../registry.mjs';

export async function startBenchServer(port = 8282, env = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const registry = path.join(dir, 'remotes.json');
  writeRegistry(defaultRegistry(), registry);
  const child = spawn(process.execPath, [API_BUILD], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dir, 'portal.db')}`,
      REMOTES_REGISTRY: registry,
      AUTH_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  // Migrating and seeding a fresh file (the demo team's 60 days of play) takes 20 s and more on a busy
  // machine: wait up to 3 minutes, and say so when it never answered instead of measuring nothing.
  let up = false;
  for (let i = 0; i < 900 && child.exitCode === null && !up; i += 1) {
    up = await fetch(`${url}/wps/system/status`).then((response) => response.ok, () => false);
    if (!up) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!up) {
    if (child.exitCode === null) child.kill();
    await exited;
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`bench: the API did not start on port ${port}`);
  }
  return {
    url,
    /** Ends the server; the promise settles once its process is gone. */
    stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
      return exited;
    },
  };
}
