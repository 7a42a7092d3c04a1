// The built API as its own process on a given SQLite file, and a member login as the browser makes it:
// what the benches that prepare their own database (agent-team.mjs, lottery.mjs) share.
import { spawn } from 'node:child_process';
import { webcrypto } from 'node:crypto';
import { API_BUILD, ROOT } from '../portal.mjs';

export const HEADERS = { Language: 'EN', Merchant: 'DEMO', Device: 'web' };
export const ADMIN_TOKEN = 'bench-admin-token';

/** Starts `api/dist` on `port` with the database `dbFile`; `label` names the bench in errors. */
export async function startApi(label, port, dbFile, registry, extraEnv = {}) {
  const url = `http://127.0.0.1:${port}`;
  // Another server still on the port would answer for ours.
  const busy = await fetch(`${url}/wps/system/status`).then(() => true, () => false);
  if (busy) throw new Error(`${label} bench: port ${port} is in use`);
  const child = spawn(process.execPath, [API_BUILD], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${dbFile}`, REMOTES_REGISTRY: registry, AUTH_RATE_LIMIT: '100000', LOG_LEVEL: 'warn', ...extraEnv },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let up = false;
  // Migrating and seeding an empty file takes a while: up to 3 minutes.
  for (let i = 0; i < 900 && child.exitCode === null; i += 1) {
    try {
      if ((await fetch(`${url}/wps/system/status`)).ok) {
        up = true;
        break;
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = () => {
    if (child.exitCode === null) child.kill();
    return exited;
  };
  if (!up) {
    await stop();
    throw new Error(`${label} bench: the API did not start on port ${port}`);
  }
  return { url, stop };
}

/** A member login as the browser makes it (an E call): its token. */
export async function login(label, url, username, password) {
  const { subtle } = webcrypto;
  const key = await (await fetch(`${url}/wps/session/key/rsa`, { headers: HEADERS })).json();
  const rsa = await subtle.importKey('spki', Buffer.from(key.value, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const sealed = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, Buffer.from(JSON.stringify({ type: 'username', username, password }), 'utf8'));
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  const response = await fetch(`${url}/wps/session/login`, {
    method: 'POST',
    headers: { ...HEADERS, 'Content-Type': 'application/json', Encryption: Buffer.from(wrapped).toString('base64') },
    body: JSON.stringify({ value: Buffer.concat([Buffer.from(iv), Buffer.from(sealed)]).toString('base64') }),
  });
  const body = await response.json();
  if (response.status !== 200 || !body.value?.token) throw new Error(`${label} bench: login of ${username} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.value.token;
}
