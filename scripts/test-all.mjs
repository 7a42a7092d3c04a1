// `npm test`: type check, lint, every workspace's jest project, then the Playwright journeys against
// the built portal. It ends with one line, "N passed, N failed", summing jest and Playwright.
import { spawnSync } from 'node:child_process';
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
  lint: run('lint', 'npx', ['eslint', '.', '--max-warnings=0']),
};

const jestJson = path.join(OUT, 'jest.json');
run('jest (every workspace)', 'npx', ['jest', '--json', `--outputFile=${jestJson}`]);
const playwrightJson = path.join(ROOT, 'e2e', '.run', 'results.json');
rmSync(playwrightJson, { force: true });
run('playwright (e2e)', 'npx', ['playwright', 'test'], { cwd: path.join(ROOT, 'e2e') });

function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const jest = read(jestJson);
const playwright = read(playwrightJson);
// A runner that did not report at all counts as one failure, so a crash can never read as green.
const jestPassed = jest?.numPassedTests ?? 0;
const jestFailed = jest ? jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) : 1;
const pwPassed = playwright ? (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0) : 0;
const pwFailed = playwright ? playwright.stats.unexpected ?? 0 : 1;
const checkFailures = Object.values(checks).filter((ok) => !ok).length;

console.log(`\njest: ${jestPassed} passed, ${jestFailed} failed; playwright: ${pwPassed} passed, ${pwFailed} failed`);
for (const [name, ok] of Object.entries(checks)) console.log(`${name}: ${ok ? 'ok' : 'FAILED'}`);
const passed = jestPassed + pwPassed;
const failed = jestFailed + pwFailed + checkFailures;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
