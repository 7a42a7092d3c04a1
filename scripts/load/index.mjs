// `npm run load`: simulated players against the built API on a fresh database (README.md beside this
// file). Exits 1 on any error, any event that never reached its stream, or books that do not balance.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureOpenFiles } from './limits.mjs';
import { loadOptions } from './options.mjs';
import { printLoad } from './report.mjs';
import { runLoad } from './run.mjs';

const options = loadOptions();
ensureOpenFiles(options.players);
if (!existsSync(path.join(options.apiDir, 'dist', 'main.js'))) {
  console.error(`load: ${options.apiDir}/dist is missing: run \`npm run build -w api\` first`);
  process.exit(1);
}
const result = await runLoad(options);
const ok = printLoad(result);
if (process.env.LOAD_JSON) writeFileSync(process.env.LOAD_JSON, JSON.stringify(result, null, 2));
process.exit(ok ? 0 : 1);
