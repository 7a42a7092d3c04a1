// The remote registry (/remotes.json): which build of each remote the portal loads.
//   node scripts/registry.mjs                      create it from the built versions if it is missing
//   node scripts/registry.mjs show
//   node scripts/registry.mjs set mfe-lottery 1.1.0 [entry-url]   swap one remote (ops)
// The server reads the file on every request, so a swap needs no restart and no shell rebuild.
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

function main([command, remote, version, entry]) {
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
