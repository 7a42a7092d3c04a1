// Type-checks every workspace with its own tsconfig (strict, no emit). Each package is checked on its
// own so a remote is proven to compile against @portal/shared's public API alone.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const { workspaces } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const tsc = `${root}node_modules/typescript/bin/tsc`;
let failed = 0;
for (const ws of workspaces) {
  // A workspace without a tsconfig is plain JavaScript (idp/, the local OpenID provider): lint checks it.
  if (!existsSync(`${root}${ws}/tsconfig.json`)) {
    console.log(`typecheck ${ws}: plain JavaScript, skipped`);
    continue;
  }
  try {
    execFileSync(process.execPath, [tsc, '-p', `${root}${ws}/tsconfig.json`, '--noEmit'], { stdio: 'inherit' });
    console.log(`typecheck ${ws}: ok`);
  } catch {
    failed += 1;
    console.error(`typecheck ${ws}: FAILED`);
  }
}
process.exit(failed ? 1 : 0);
