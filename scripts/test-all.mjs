// `npm test`: type check, lint, every workspace's jest project and the API project again on PostgreSQL
// (one jest run), then the Playwright journeys against the built portal, and the remotes journey under
// version skew beside the site-wide journeys. It ends with one line, "N passed, N failed", summing jest
// and Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './portal.mjs';

const OUT = path.join(ROOT, 'test-results');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return result.status === 0;
}

const checks = {
  typecheck: run('typecheck', process.execPath, ['scripts/typecheck.mjs']),
  // Cached per file and config (every rule reads one file only): a second run lints only what changed.
  lint: run('lint', 'npm', ['run', 'lint', '--silent']),
  // The API's layers and no import cycle (api/.dependency-cruiser.cjs).
  layers: run('API layers', 'npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs'], { cwd: path.join(ROOT, 'api') }),
};

const jestJson = path.join(OUT, 'jest.json');
const countsJson = path.join(OUT, 'jest-projects.json');
// One jest run: every workspace's project and the API project a second time on PostgreSQL
// (JEST_WITH_POSTGRES, api/jest.postgres.config.js; 127.0.0.1:5432, see api/test/helpers/server.ts),
// each test server on a fresh database of its own, so a dialect difference fails here and not in
// production. Three workers on two cores: the API files spend much of their time waiting on their
// database (each on its own copy of the template, api/test/helpers/template.ts) and its disk, which a
// third file's work fills. On the 2-core machine the whole run took 610-618 s with two workers, 460 s
// with three and 455 s with four (30 Nov 2026).
// scripts/jest/project-counts.cjs counts each project, so the summary names both API runs.
run('jest (every workspace, and the API again on PostgreSQL)', 'npx', ['jest', '--maxWorkers=3', '--json', `--outputFile=${jestJson}`, '--reporters=default', `--reporters=${path.join(ROOT, 'scripts', 'jest', 'project-counts.cjs')}`], {
  env: { ...process.env, JEST_WITH_POSTGRES: '1', JEST_PROJECT_COUNTS: countsJson },
});
const E2E_DIR = path.join(ROOT, 'e2e');
const playwrightJson = path.join(E2E_DIR, '.run', 'results.json');
const siteWideJson = path.join(E2E_DIR, '.run', 'results-site-wide.json');
rmSync(playwrightJson, { force: true });
rmSync(siteWideJson, { force: true });
run('playwright (e2e)', 'npx', ['playwright', 'test', '--project=portal', '--project=phone'], { cwd: E2E_DIR });

/**
 * As `run`, without waiting: for runs that go side by side. Each one's output is kept and printed
 * whole, under its label, when it ends, so two runs never interleave their lines.
 */
function runAside(label, command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n▶ ${label}`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}
// Version skew (scripts/skew.mjs): the remotes journey with the live shell's release and today's
// remotes, then with every remote's live release and today's shell; and a team's release journey
// against production as releases/live.json has it. Each on a server of its own.
const SKEWS = [
  ['shell', '8191', ['tests/remotes.spec.ts', '--project=portal']],
  ['remotes', '8192', ['tests/remotes.spec.ts', '--project=portal']],
  ['live', '8193', ['--project=release']],
];
const skewJson = (kind) => path.join(E2E_DIR, '.run', `results-skew-${kind}.json`);
async function skewRuns() {
  for (const [kind, port, args] of SKEWS) {
    rmSync(skewJson(kind), { force: true });
    await runAside(`playwright (skew: ${kind} at its live release)`, 'npx', ['playwright', 'test', ...args], {
      cwd: E2E_DIR,
      env: { ...process.env, E2E_SKEW: kind, E2E_PORT: port, E2E_RESULTS: path.basename(skewJson(kind)) },
    });
  }
}
// The site-wide journeys (maintenance, whitelabel flags, canaries) run one at a time on a server of
// their own, which leaves a core free: the skew runs, on servers of their own too, take it.
await Promise.all([
  runAside('playwright (site-wide: status, flags, delivery, one at a time)', 'npx', ['playwright', 'test', '--project=delivery'], {
    cwd: E2E_DIR,
    env: { ...process.env, E2E_SITE_WIDE_ALONE: '1', E2E_RESULTS: path.basename(siteWideJson) },
  }),
  skewRuns(),
]);

function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const jest = read(jestJson);
const counts = read(countsJson);
// A runner that did not report at all counts as one failure, so a crash can never read as green.
const jestPassed = jest?.numPassedTests ?? 0;
const jestFailed = jest ? jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) : 1;
const playwright = read(playwrightJson);
const siteWide = read(siteWideJson);
const skews = SKEWS.map(([kind]) => read(skewJson(kind)));
const apiRun = (project) => counts?.[project] ?? { passed: 0, failed: 1 };
const pwPassedOf = (report) => (report ? (report.stats.expected ?? 0) + (report.stats.flaky ?? 0) : 0);
// A run whose server never started reports its error (report.errors) and no test: one failure too.
function pwFailedOf(report) {
  if (!report) return 1;
  const unexpected = report.stats.unexpected ?? 0;
  const ranNothing = pwPassedOf(report) + unexpected === 0;
  return unexpected + (report.errors?.length || ranNothing ? 1 : 0);
}
const pwPassed = [playwright, siteWide, ...skews].reduce((n, report) => n + pwPassedOf(report), 0);
const pwFailed = [playwright, siteWide, ...skews].reduce((n, report) => n + pwFailedOf(report), 0);
const checkFailures = Object.values(checks).filter((ok) => !ok).length;

console.log(`\njest: ${jestPassed} passed, ${jestFailed} failed; playwright: ${pwPassed} passed, ${pwFailed} failed`);
console.log(`api suite: on SQLite ${apiRun('api').passed} passed, ${apiRun('api').failed} failed; on PostgreSQL ${apiRun('api-postgres').passed} passed, ${apiRun('api-postgres').failed} failed`);
for (const [name, ok] of Object.entries(checks)) console.log(`${name}: ${ok ? 'ok' : 'FAILED'}`);
const passed = jestPassed + pwPassed;
// Either API run missing from the report (a project that never ran) is a failure too.
const apiMissing = ['api', 'api-postgres'].filter((project) => !(counts?.[project]?.passed > 0)).length;
const failed = jestFailed + pwFailed + checkFailures + apiMissing;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
