import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { LOCAL_CLIENT, type IdentityProviderConfig } from '../../src/identity';
import { freePort } from './api-process';

/*
 * The local OpenID provider (idp/server.mjs, panva's oidc-provider) in a process of its own, as
 * `npm start` runs it, and a person signing in on its development pages: the real provider, the real
 * redirects, cookies and forms, no double of either side.
 */

const SERVER = path.resolve(__dirname, '../../../idp/server.mjs');

export interface LocalIdp {
  issuer: string;
  /** The provider as the API's config names it. */
  config: IdentityProviderConfig;
  /** Starts the provider for these callback URLs (the API's, known once it listens). */
  start(redirectUris: string[]): Promise<void>;
  close(): Promise<void>;
}

/** Picks the provider's port first: the API's config needs its issuer before the API listens. */
export async function localIdp(): Promise<LocalIdp> {
  const port = await freePort();
  const issuer = `http://localhost:${port}`;
  let child: ChildProcess | null = null;
  let output = '';
  return {
    issuer,
    config: { id: 'local', name: LOCAL_CLIENT.name, kind: 'oidc', issuer, clientId: LOCAL_CLIENT.id, clientSecret: LOCAL_CLIENT.secret },
    async start(redirectUris) {
      const args = [SERVER, '--port', String(port), ...redirectUris.flatMap((uri) => ['--redirect-uri', uri])];
      child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      const deadline = Date.now() + 15_000;
      for (;;) {
        try {
          if ((await fetch(`${issuer}/.well-known/openid-configuration`)).ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the local provider did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Cookies of one browser, per name (the provider's are host-only and path `/`). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * A person in the popup: opens the provider's authorization URL, signs in as `login` (the dev pages
 * take any name, any password), consents (or cancels), and is sent back: the URL the provider
 * redirects to, the portal's callback with its `code`, `state` and `iss` (or `error`).
 */
export async function signInAtIdp(authorizationUrl: string, login: string, options: { cancel?: boolean } = {}): Promise<string> {
  const jar = new CookieJar();
  const origin = new URL(authorizationUrl).origin;
  let url = authorizationUrl;
  let body: URLSearchParams | null = null;
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: body ?? undefined,
    });
    jar.take(response);
    body = null;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next.href;
      url = next.href;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${page.slice(0, 300)}`);
    if (page.includes('name="prompt" value="login"')) {
      body = new URLSearchParams({ prompt: 'login', login, password: 'any-password' });
    } else if (page.includes('name="prompt" value="consent"')) {
      if (options.cancel) {
        url = `${url.replace(/\/$/, '')}/abort`;
        continue;
      }
      body = new URLSearchParams({ prompt: 'consent' });
    } else {
      throw new Error(`unexpected provider page: ${page.slice(0, 300)}`);
    }
  }
  throw new Error('the provider never sent the person back');
}

/** The result the callback page hands its opener (its JSON data block). */
export function callbackResult(html: string): { type: string; ticket?: string; error?: string } {
  const match = /<script type="application\/json" id="identity-result">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error(`no result in the callback page: ${html.slice(0, 300)}`);
  return JSON.parse(match[1] ?? '') as { type: string; ticket?: string; error?: string };
}
