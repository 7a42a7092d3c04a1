// The load harness's flags (README.md beside this file), with the defaults of a full run.
import path from 'node:path';
import { ROOT } from '../portal.mjs';

const USAGE = `npm run load -- [--db sqlite|postgres] [--players N] [--minutes M] [--think S] [--quick] [--port P] [--cpu-prof]
npm run soak -- [--players N] [--minutes M] [--warmup M] [--port P]`;

function flag(argv, name) {
  const i = argv.indexOf(`--${name}`);
  if (i >= 0) return argv[i + 1];
  return argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

function number(argv, name, fallback, { min = 0, max = Infinity } = {}) {
  const raw = flag(argv, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`--${name} must be a number from ${min} to ${max}\n${USAGE}`);
  return value;
}

/**
 * `--quick`: the CI run (one SQLite instance, 200 players, 45 seconds). Otherwise two PostgreSQL
 * instances and 2,000 players for 3 minutes (the draw of at least two 1-minute lottery rounds).
 */
export function loadOptions(argv = process.argv.slice(2), { soak = false } = {}) {
  const quick = argv.includes('--quick');
  const db = flag(argv, 'db') ?? (quick ? 'sqlite' : 'postgres');
  if (db !== 'sqlite' && db !== 'postgres') throw new Error(`--db is sqlite or postgres\n${USAGE}`);
  const players = number(argv, 'players', quick ? 200 : soak ? 500 : 2000, { min: 1, max: 10_000 });
  return {
    db,
    quick,
    soak,
    players,
    // One agent reads team reports for every 100 players (the players are its team).
    agents: Math.max(1, Math.ceil(players / 100)),
    // Bounded: a full load 3 minutes (at most 60), a soak 30 (at most 240).
    minutes: number(argv, 'minutes', quick ? 0.75 : soak ? 30 : 3, { min: 0.25, max: soak ? 240 : 60 }),
    warmupMinutes: number(argv, 'warmup', 5, { min: 0, max: 60 }),
    // A player's pause between two actions: uniform between 0 and twice this (seconds).
    thinkSeconds: number(argv, 'think', 6, { min: 0.1, max: 120 }),
    instances: db === 'postgres' ? 2 : 1,
    port: number(argv, 'port', Number(process.env.LOAD_PORT) || 8700, { min: 1024, max: 65_000 }),
    cpuProf: argv.includes('--cpu-prof'),
    // The built API to run (default api/ of this checkout; LOAD_API_DIR=another checkout's api/).
    apiDir: path.resolve(process.env.LOAD_API_DIR ?? path.join(ROOT, 'api')),
    postgresAdminUrl: process.env.LOAD_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    databasePrefix: process.env.LOAD_DB_PREFIX ?? 'portal_load',
  };
}
