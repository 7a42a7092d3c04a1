// `npm start`: build what is missing, then serve the API, the shell, every remote and the registry
// from one origin (default http://localhost:8080). PORT and DATABASE_URL override; the demo payment
// provider is on unless DEMO_PAY=off; the local OpenID provider of one-click sign-in runs beside it
// (port PORT + 1000) unless LOCAL_IDP=off.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { API_BUILD, ROOT, startLocalIdp } from './portal.mjs';

const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-all.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The demo keeps its payment provider (the API alone defaults it off; its banner says it is on).
const idp = startLocalIdp(process.env.PORT || 8080);
const server = spawn(process.execPath, [API_BUILD], { stdio: 'inherit', env: { ...process.env, ...idp.env, DEMO_PAY: process.env.DEMO_PAY || 'on' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (server.kill(signal), idp.child?.kill(signal)));
server.on('exit', (code) => (idp.child?.kill(), process.exit(code ?? 0)));
