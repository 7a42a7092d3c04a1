// How a request travels: the browser's fetch. It stays behind this file and client.ts: the public API
// speaks only in endpoints, inputs and ApiError, so swapping the transport never touches a caller.
// (It was axios, 15 KB of every first page as served for what fetch does natively.)
import { bus } from '../bus';
import { httpConfig } from './config';

/** Every API call gives up after this long and reports a network failure. */
const HTTP_TIMEOUT_MS = 20_000;

export interface TransportRequest {
  method: string;
  /** The path under the configured base URL (`/wps/...`). */
  url: string;
  /** The query; undefined and null fields are left out. */
  params?: Record<string, unknown>;
  /** A string is sent as it is (with the caller's Content-Type); anything else as JSON; undefined: no body. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A T call: send the session token as `Authorization`. */
  tCall?: boolean;
}

export interface TransportResponse {
  status: number;
  /** The answer parsed as JSON, or its text when it is not JSON (a proxy's page). */
  data: unknown;
}

/** The caller's signal aborted the request: told apart from a network failure (and from the timeout). */
class Aborted extends Error {}

function urlOf(path: string, params: Record<string, unknown> | undefined): string {
  const base = httpConfig().baseURL;
  let url = /^[a-z][a-z\d+.-]*:\/\//i.test(path) || !base ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    query.append(name, value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const search = query.toString();
  if (search) url += (url.includes('?') ? '&' : '?') + search;
  return url;
}

// Headers are read at send time, so a language switch or a new token applies to the next call. The
// client's own headers win over any a call asks for.
function headersOf(request: TransportRequest): Headers {
  const headers = new Headers({ Accept: 'application/json', ...request.headers });
  const { merchant, device, deviceId } = httpConfig();
  if (merchant) headers.set('Merchant', merchant);
  headers.set('Language', bus.language$.value);
  headers.set('Device', device);
  if (deviceId) headers.set('Device-Id', deviceId);
  const token = bus.session$.value.token;
  if (request.tCall && token) headers.set('Authorization', token); // raw token, no "Bearer" (wire contract)
  else headers.delete('Authorization');
  if (request.data !== undefined && typeof request.data !== 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (request.data === undefined) headers.delete('Content-Type');
  return headers;
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Sends one request and reads its whole answer. Every status is an answer to read (the envelope says
 * what went wrong); it rejects only when there is no answer: the network failed, the timeout passed, or
 * the caller aborted (`isAbort`).
 */
export async function send(request: TransportRequest): Promise<TransportResponse> {
  const { signal } = request;
  if (signal?.aborted) throw new Aborted();
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, HTTP_TIMEOUT_MS);
  try {
    const response = await fetch(urlOf(request.url, request.params), {
      method: request.method,
      headers: headersOf(request),
      body: request.data === undefined ? undefined : typeof request.data === 'string' ? request.data : JSON.stringify(request.data),
      signal: controller.signal,
    });
    const text = await response.text();
    return { status: response.status, data: text === '' ? '' : parsed(text) };
  } catch (error) {
    if (signal?.aborted) throw new Aborted();
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** True when the caller aborted the request (AbortSignal), as opposed to the network failing. */
export function isAbort(error: unknown): boolean {
  return error instanceof Aborted;
}
