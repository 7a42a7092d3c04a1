// The remote registry (/remotes.json): which build of each remote the portal loads.
// Without a server (PORTAL_URL and ADMIN_TOKEN unset) it edits the file, the embedded default:
//   node scripts/registry.mjs                      create it from the built versions if it is missing
//   node scripts/registry.mjs show
//   node scripts/registry.mjs set mfe-lottery 1.1.0 [entry-url]   swap one remote (ops)
// The server reads the file on every request, so a swap needs no restart and no shell rebuild; a
// remote that ops changed through the API (below) is served from the database and no longer follows it.
//
// With PORTAL_URL and ADMIN_TOKEN set it talks to that portal's ops API (every change is a
// history record, actor $USER or 'ops'; --reason says why):
//   show                                   every remote's rollout, last hour's health, recent history
//   history [remote]
//   set <remote> <version> [--entry url] [--reason ..]     refused (with the reason printed) unless the
//                                          build's manifest is reachable and valid; likewise canary, widen, promote
//   canary <remote> <version> <percent> [--entry url] [--agents] [--merchants A,B] [--accounts a,b] [--reason ..]
//   widen <remote> <percent> [--agents] [--merchants A,B] [--accounts a,b] [--reason ..]
//   promote <remote> [--reason ..]
//   rollback <remote> [--reason ..]        drops a running canary, else stable back one version (a reason
//                                          optional); overrides pinning the withdrawn version end
//   override-link <remote> <version> [minutes] [--entry url]   a link pinning one browser (default 60 min)
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_REGISTRY, REMOTES, packageVersion } from './portal.mjs';

export const registryPath = () => process.env.REMOTES_REGISTRY || DEFAULT_REGISTRY;

export const entryFor = (remote, version) => `/remotes/${remote}/${version}/mf-manifest.json`;

export function readRegistry(file = registryPath()) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Written to a temp file and renamed, so the server never reads half a registry. */
export function writeRegistry(registry, file = registryPath()) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temp, file);
}

export function defaultRegistry() {
  return Object.fromEntries(
    REMOTES.map((remote) => {
      const version = packageVersion(remote);
      return [remote, { entry: entryFor(remote, version), version }];
    }),
  );
}

export function ensureRegistry(file = registryPath()) {
  if (!existsSync(file)) {
    writeRegistry(defaultRegistry(), file);
    console.log(`registry: wrote ${file}`);
  }
}

/** `--name value` and `--flag` options out of the arguments; the rest stay positional. */
function parseArgs(args) {
  const positional = [];
  const options = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (!arg.startsWith('--')) positional.push(arg);
    else if (arg === '--agents') options.agents = true;
    else options[arg.slice(2)] = args[(i += 1)];
  }
  return { positional, options };
}

function cohortOf(options) {
  const list = (value) => (value ? value.split(',').map((item) => item.trim()).filter(Boolean) : undefined);
  const cohort = { ...(options.agents ? { agentsOnly: true } : {}), ...(options.merchants ? { merchants: list(options.merchants) } : {}), ...(options.accounts ? { accounts: list(options.accounts) } : {}) };
  return Object.keys(cohort).length > 0 ? cohort : undefined;
}

async function ops(method, route, body) {
  const url = new URL(route, process.env.PORTAL_URL);
  const response = await fetch(url, {
    method,
    headers: { 'Admin-Token': process.env.ADMIN_TOKEN, Language: 'EN', ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = await response.json().catch(() => null);
  if (!response.ok || !envelope?.success) {
    console.error(`registry: ${method} ${route} answered ${response.status}: ${envelope?.message ?? envelope?.errorCode ?? 'no answer'}`);
    process.exit(1);
  }
  return envelope.value;
}

const rolloutLine = (r) =>
  `${r.remote}: stable ${r.stable.version}${r.canary ? `, canary ${r.canary.version} at ${r.canary.percent}%${Object.keys(r.canary.cohort).length ? ` + cohort ${JSON.stringify(r.canary.cohort)}` : ''}` : ''}`;
const historyLine = (h) => `${h.at}  ${h.remote}  ${h.action.padEnd(13)} ${h.fromVersion ?? '-'} → ${h.toVersion ?? '-'}${h.percent !== null ? ` (${h.percent}%)` : ''}  by ${h.actor}: ${h.reason}`;

async function server(args) {
  const { positional, options } = parseArgs(args);
  const [command, remote, a, b] = positional;
  const who = { actor: (process.env.USER || 'ops').slice(0, 64), reason: options.reason || 'no reason given (scripts/registry.mjs)' };
  const entry = options.entry ? { entry: options.entry } : {};
  const known = REMOTES.includes(remote);
  if (command === 'show') {
    for (const r of await ops('GET', '/wps/admin/remotes')) {
      console.log(rolloutLine(r));
      for (const h of r.health) console.log(`  ${h.version}: ${h.loads} loads, ${h.failures} failed ${JSON.stringify(h.outcomes)} (last hour)`);
    }
    return;
  }
  if (command === 'history') {
    const records = await ops('GET', `/wps/admin/remotes/history${known ? `?remote=${remote}` : ''}`);
    return records.forEach((h) => console.log(historyLine(h)));
  }
  if (command === 'set' && known && a) return console.log(rolloutLine(await ops('POST', '/wps/admin/remotes/set', { remote, version: a, ...entry, ...who })));
  if (command === 'canary' && known && a && b !== undefined) {
    const cohort = cohortOf(options);
    return console.log(rolloutLine(await ops('POST', '/wps/admin/remotes/canary', { remote, version: a, percent: Number(b), ...(cohort ? { cohort } : {}), ...entry, ...who })));
  }
  if (command === 'widen' && known && a !== undefined) {
    const cohort = cohortOf(options);
    return console.log(rolloutLine(await ops('POST', '/wps/admin/remotes/widen', { remote, percent: Number(a), ...(cohort ? { cohort } : {}), ...who })));
  }
  if (command === 'promote' && known) return console.log(rolloutLine(await ops('POST', '/wps/admin/remotes/promote', { remote, ...who })));
  // One click: a rollback goes without a reason unless one is given.
  if (command === 'rollback' && known) return console.log(rolloutLine(await ops('POST', '/wps/admin/remotes/rollback', { remote, actor: who.actor, ...(options.reason ? { reason: options.reason } : {}) })));
  if (command === 'override-link' && known && a) {
    const link = await ops('POST', '/wps/admin/remotes/override-link', { remote, version: a, minutes: Number(b ?? 60), ...entry, actor: who.actor });
    return console.log(`${new URL(link.url, process.env.PORTAL_URL)}  (until ${link.expiresAt})`);
  }
  console.error(
    'usage (PORTAL_URL, ADMIN_TOKEN set): node scripts/registry.mjs show | history [remote] | set <remote> <version> | canary <remote> <version> <percent> | widen <remote> <percent> | promote <remote> | rollback <remote> | override-link <remote> <version> [minutes]   [--reason ..] [--entry url] [--agents] [--merchants A,B] [--accounts a,b]',
  );
  process.exit(2);
}

function main([command, remote, version, entry]) {
  if (process.env.PORTAL_URL && process.env.ADMIN_TOKEN && command) return server(process.argv.slice(2));
  if (!command) return ensureRegistry();
  if (command === 'show') return console.log(JSON.stringify(readRegistry(), null, 2));
  if (command === 'set' && REMOTES.includes(remote) && version) {
    ensureRegistry();
    const registry = readRegistry();
    registry[remote] = { entry: entry || entryFor(remote, version), version };
    writeRegistry(registry);
    return console.log(`registry: ${remote} → ${version} (${registry[remote].entry})`);
  }
  console.error('usage: node scripts/registry.mjs [show | set <remote> <version> [entry-url]]');
  process.exit(2);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
