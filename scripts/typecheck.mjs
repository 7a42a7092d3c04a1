// Type-checks every TypeScript workspace (strict, no emit of code) as one build: `tsc -b` over the root
// tsconfig.json's project references. The contract, @portal/kernel and @portal/shared are checked once
// and read by their declarations (in each package's .tsc/, kept between runs); every app and the API
// is still a program of its own, so each is proven to compile against its dependencies' public API.
// idp/ is plain JavaScript: lint checks it.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const tsc = `${root}node_modules/typescript/bin/tsc`;
const result = spawnSync(process.execPath, [tsc, '-b', `${root}tsconfig.json`, '--pretty'], { stdio: 'inherit' });
console.log(`typecheck: ${result.status === 0 ? 'ok' : 'FAILED'}`);
process.exit(result.status ?? 1);
