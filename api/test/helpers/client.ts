import { webcrypto } from 'node:crypto';
import type { Envelope } from '../../src';

/*
 * A tiny API client for tests that behaves like the browser's: the contract's headers, and E calls
 * encrypted with WebCrypto exactly as the front end does (RSA-OAEP-256 wraps a fresh AES-256-GCM key).
 */

const { subtle } = webcrypto;

export interface CallOptions {
  token?: string | null;
  headers?: Record<string, string>;
  body?: unknown;
  /** Send the body form-encoded (application/x-www-form-urlencoded) instead of JSON. */
  form?: boolean;
  /** Encrypt the body as an E call. */
  encrypt?: boolean;
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export class TestClient {
  private publicKey: Promise<webcrypto.CryptoKey> | null = null;

  constructor(
    readonly baseUrl: string,
    readonly defaults: Record<string, string> = { Language: 'EN', Merchant: 'DEMO', Device: 'web' },
  ) {}

  get<T = unknown>(path: string, options: CallOptions = {}): Promise<Answer<T>> {
    return this.call<T>('GET', path, options);
  }

  /** An E call, sealed like the browser seals it. */
  sealed<T = unknown>(method: string, path: string, payload: unknown, options: CallOptions = {}): Promise<Answer<T>> {
    return this.call<T>(method, path, { ...options, body: payload, encrypt: true });
  }

  async call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...this.defaults, ...options.headers };
    if (options.token) headers.Authorization = options.token;
    let body: string | undefined;
    if (options.body !== undefined && options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.body as Record<string, string>).toString();
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      if (options.encrypt) {
        const sealed = await this.seal(options.body);
        headers.Encryption = sealed.encryption;
        body = JSON.stringify({ value: sealed.value });
      } else {
        body = JSON.stringify(options.body);
      }
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body });
    return { status: response.status, body: (await response.json()) as Envelope<T>, headers: response.headers };
  }

  async seal(payload: unknown): Promise<{ encryption: string; value: string }> {
    const rsa = await this.rsaKey();
    const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
    const iv = webcrypto.getRandomValues(new Uint8Array(12));
    const sealed = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, Buffer.from(JSON.stringify(payload), 'utf8'));
    const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
    return {
      encryption: Buffer.from(wrapped).toString('base64'),
      value: Buffer.concat([Buffer.from(iv), Buffer.from(sealed)]).toString('base64'),
    };
  }

  /** Fetched once per client, as a page does. */
  private rsaKey(): Promise<webcrypto.CryptoKey> {
    this.publicKey ??= (async () => {
      const answer = await this.get<string>('/wps/session/key/rsa');
      const der = Buffer.from(answer.body.value, 'base64');
      return subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    })();
    return this.publicKey;
  }

  login(username: string, password: string, extra: Record<string, unknown> = {}) {
    return this.sealed<LoginValue>('POST', '/wps/session/login', { type: 'username', username, password, ...extra });
  }

  async tokenFor(username: string, password: string): Promise<string> {
    const answer = await this.login(username, password);
    if (answer.status !== 200) throw new Error(`login of ${username} failed: ${JSON.stringify(answer.body)}`);
    return answer.body.value.token;
  }
}

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  user: { id: number; account: string; nickname: string; type: number };
}
