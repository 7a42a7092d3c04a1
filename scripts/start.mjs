// `npm start`: build what is missing, then serve the API, the shell, every remote and the registry
// from one origin (default http://localhost:8080). PORT and DATABASE_URL override; the demo payment
// provider is on unless DEMO_PAY=off.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { API_BUILD, ROOT } from './portal.mjs';

const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-all.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The demo keeps its payment provider (the API alone defaults it off; its banner says it is on).
const server = spawn(process.execPath, [API_BUILD], { stdio: 'inherit', env: { ...process.env, DEMO_PAY: process.env.DEMO_PAY || 'on' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
