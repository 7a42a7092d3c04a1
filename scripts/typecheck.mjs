// Type-checks every TypeScript workspace (strict, no emit of code) as one build: `tsc -b` over the root
// tsconfig.json's project references. The contract, @portal/kernel and @portal/shared are checked once
// and read by their declarations (in each package's .tsc/, kept between runs); every app, the API and
// e2e is still a program of its own, so each is proven to compile against its dependencies' public API.
// Those leaves need nothing of each other, so they are checked in two builds side by side (one per
// core) once the packages under them are built. idp/ is plain JavaScript: lint checks it. Every project
// is incremental (the leaves keep a tsconfig.tsbuildinfo beside their tsconfig.json): a run with nothing
// changed since the last takes about a second, and a project that had errors is checked again.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const root = new URL('..', import.meta.url).pathname;
const tsc = `${root}node_modules/typescript/bin/tsc`;
const BASES = ['shared/tsconfig.contracts-types.json', 'kernel', 'shared'];

const build = (projects) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-b', ...projects.map((project) => `${root}${project}`), '--pretty'], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0));
  });

const { references } = JSON.parse(readFileSync(`${root}tsconfig.json`, 'utf8'));
const leaves = references.map((reference) => reference.path).filter((project) => !BASES.includes(project));
const lanes = Array.from({ length: Math.max(1, Math.min(2, availableParallelism())) }, (_, lane) => leaves.filter((_, index) => index % 2 === lane));
const ok = (await build(BASES)) && (await Promise.all(lanes.map(build))).every(Boolean);
console.log(`typecheck: ${ok ? 'ok' : 'FAILED'}`);
process.exit(ok ? 0 : 1);
