// A real HTTP server speaking the wire contract (docs/wire-contract.md), for the client's tests: it
// holds an RSA key pair, serves the public key, and decrypts E calls exactly as the API must. Tests add
// routes; every request is recorded as it arrived on the wire.
import { createDecipheriv, generateKeyPairSync, privateDecrypt, constants, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The body exactly as sent. */
  rawBody: string;
}

export interface Answer {
  status?: number;
  /** JSON-encoded unless it is a string. */
  body?: unknown;
}

export type Route = (request: RecordedRequest) => Answer | 'drop' | Promise<Answer | 'drop'>;

export const ok = (value: unknown): Answer => ({ body: { success: true, value, message: null, errorCode: null } });
export const fail = (status: number, errorCode: string, message: string, value: unknown = null): Answer => ({
  status,
  body: { success: false, value, message, errorCode },
});

const KEY_PATH = '/wps/session/key/rsa';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class WireServer {
  readonly requests: RecordedRequest[] = [];
  private readonly routes = new Map<string, Route>();
  private privateKey!: KeyObject;
  private publicKeyBase64 = '';
  private server: Server | null = null;

  constructor() {
    this.rotateKeys();
    this.route('GET', KEY_PATH, () => ok(this.publicKeyBase64));
  }

  /** A new key pair, as after a server restart: keys fetched earlier no longer decrypt. */
  rotateKeys(): void {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = privateKey;
    this.publicKeyBase64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  }

  route(method: string, path: string, route: Route): void {
    this.routes.set(`${method} ${path}`, route);
  }

  /** An E call's payload, decrypted per the contract; null when it does not decrypt. */
  decrypt(request: RecordedRequest): unknown {
    try {
      const wrappedKey = Buffer.from(String(request.headers.encryption), 'base64');
      const aesKey = privateDecrypt(
        { key: this.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        wrappedKey,
      );
      const sealed = Buffer.from((JSON.parse(request.rawBody) as { value: string }).value, 'base64');
      const iv = sealed.subarray(0, IV_BYTES);
      const tag = sealed.subarray(sealed.length - TAG_BYTES);
      const ciphertext = sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv).setAuthTag(tag);
      const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      return JSON.parse(plaintext);
    } catch {
      return null;
    }
  }

  /** An E route: refuses what does not decrypt, as the API does, and hands the payload on. */
  encryptedRoute(method: string, path: string, handle: (payload: unknown) => Answer): void {
    this.route(method, path, (request) => {
      const payload = this.decrypt(request);
      return payload === null ? fail(400, 'encryption.required', 'Encrypted payload required') : handle(payload);
    });
  }

  count(method: string, path: string): number {
    return this.requests.filter((r) => r.method === method && r.path === path).length;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    this.server = null;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      rawBody: Buffer.concat(chunks).toString('utf8'),
    };
    this.requests.push(request);

    const route = this.routes.get(`${request.method} ${request.path}`);
    const answer = route ? await route(request) : fail(404, 'not.found', 'Not found');
    if (answer === 'drop') {
      req.socket.destroy();
      return;
    }
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
    const type = typeof answer.body === 'string' ? 'text/html' : 'application/json';
    res.writeHead(answer.status ?? 200, { 'Content-Type': type }).end(body);
  }
}
