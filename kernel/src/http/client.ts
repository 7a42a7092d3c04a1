import { pathParams, sessionRsaKey, type AnswerOf, type EndpointSpec, type InputOf } from '@portal/shared/contracts';
import { bus, sendCommand } from '../bus';
import { ApiError, isApiError } from './ApiError';
import { abortedError, networkError, notLoggedInError, readAnswer } from './answers';
import { onHttpConfigured } from './config';
import { callOverride } from './callOverride';
import { sealPayload } from './encryption';
import { createServerKeyCache } from './serverKey';
import { isAbort, send, type TransportRequest, type TransportResponse } from './transport';

/** How one request travels: the client takes these from the endpoint (never from a caller). */
interface RequestOptions {
  /**
   * A T call: needs the session token, sent as `Authorization`. `'optional'`: the token is sent when
   * there is one, and the call is made without one too (lists a guest may browse, e.g. the game list).
   */
  auth?: boolean | 'optional';
  /** An E call: the body is encrypted per the wire contract (post and put). */
  encrypt?: boolean;
  /** Query parameters. */
  params?: Record<string, unknown>;
  /**
   * Send the body form-encoded (`application/x-www-form-urlencoded`) instead of JSON, for the calls the
   * platform takes as forms (e.g. forgot password by e-mail). Plain calls only: ignored with `encrypt`.
   */
  form?: boolean;
  /** Extra headers a call of the platform asks for (e.g. `X-Gateway-Version`); the client's own win. */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

/** Per-call options of `http.call`; how the call travels (T, E, form, headers) is the endpoint's. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** `http.call(endpoint)` for a call that takes nothing, `http.call(endpoint, input)` otherwise. */
export type CallArgs<E extends EndpointSpec> = [InputOf<E>] extends [never]
  ? [input?: undefined, options?: CallOptions]
  : [input: InputOf<E>, options?: CallOptions];

/** The portal's one way to call the API: an endpoint of the contract, never a path of its own. */
export interface HttpClient {
  /**
   * Calls an endpoint of the contract and answers its typed value. `input` is the body (POST, PUT)
   * or the query (GET, DELETE); its fields named by the path's `:params` fill the path instead.
   */
  call<E extends EndpointSpec>(endpoint: E, ...args: CallArgs<E>): Promise<AnswerOf<E>>;
}

type Method = EndpointSpec['method'];

const serverKey = createServerKeyCache(() => call<string>(sessionRsaKey.method, sessionRsaKey.path, {}, {}));

// A key belongs to one API: pointing the client elsewhere drops it.
onHttpConfigured((next, previous) => {
  if (next.baseURL !== previous.baseURL) serverKey.forget();
});

/** The session is gone: tell the shell why (it clears the session and opens the login popup saying so). */
function sessionExpired(answer?: unknown): ApiError {
  const error = notLoggedInError(answer);
  sendCommand({ type: 'sessionExpired', message: error.message });
  return error;
}

async function call<T>(
  method: Method,
  path: string,
  request: Partial<TransportRequest>,
  options: RequestOptions,
): Promise<T> {
  // The session the call is made in (the transport sends its token now).
  const sessionToken = bus.session$.value.token;
  let response: TransportResponse;
  try {
    response = await send({
      ...request,
      headers: { ...options.headers, ...request.headers },
      method,
      url: path,
      params: options.params,
      signal: options.signal,
      tCall: options.auth === true || options.auth === 'optional',
    });
  } catch (error) {
    throw isAbort(error) ? abortedError() : networkError();
  }
  if (response.status === 401) {
    // A 401 to a session already ended (logged out, or another logged in meanwhile) is no news: the
    // shell hears only of the session it still holds, so a logout never ends in the login popup.
    throw bus.session$.value.token === sessionToken ? sessionExpired(response.data) : notLoggedInError(response.data);
  }
  return readAnswer<T>(response.status, response.data);
}

async function callEncrypted<T>(method: Method, path: string, body: unknown, options: RequestOptions): Promise<T> {
  const key = await serverKey.get();
  const sealed = await sealPayload(body, key);
  return call<T>(method, path, { data: sealed.body, headers: { Encryption: sealed.encryptionHeader } }, options);
}

/** A flat object as form fields; undefined and null fields are left out, other values as strings. */
function formBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (typeof body === 'object' && body !== null) {
    for (const [name, value] of Object.entries(body)) {
      if (value !== undefined && value !== null) form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return form;
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  // A T call without a token cannot succeed: skip the round trip, the outcome is the same as a 401.
  if (options.auth === true && !bus.session$.value.token) throw sessionExpired();
  if (!options.encrypt || method === 'GET' || method === 'DELETE') {
    if (options.form && body !== undefined) {
      const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
      return call<T>(method, path, { data: formBody(body).toString(), headers }, options);
    }
    return call<T>(method, path, { data: body }, options);
  }
  try {
    return await callEncrypted<T>(method, path, body, options);
  } catch (error) {
    // The server could not decrypt: most likely it restarted with a new key pair since we fetched
    // ours. Nothing was processed, so one retry with a fresh key is safe.
    if (!isApiError(error) || error.code !== 'encryption.required') throw error;
    serverKey.forget();
    return callEncrypted<T>(method, path, body, options);
  }
}

/** Fills the path's `:params` from the input; the rest of the input is the body or the query. */
function splitInput(path: string, input: unknown): { url: string; rest: Record<string, unknown> | undefined } {
  if (typeof input !== 'object' || input === null) return { url: path, rest: undefined };
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  let url = path;
  for (const name of pathParams(path)) {
    url = url.replace(`:${name}`, encodeURIComponent(String(rest[name])));
    delete rest[name];
  }
  return { url, rest };
}

function callEndpoint<E extends EndpointSpec>(endpoint: E, input?: unknown, options: CallOptions = {}): Promise<AnswerOf<E>> {
  const stubbed = callOverride();
  if (stubbed) return stubbed(endpoint, input) as Promise<AnswerOf<E>>;
  const { url, rest } = splitInput(endpoint.path, input);
  const requestOptions: RequestOptions = {
    auth: endpoint.auth,
    encrypt: endpoint.encrypt,
    form: endpoint.form,
    headers: endpoint.headers,
    signal: options.signal,
  };
  const readOnly = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  if (readOnly) requestOptions.params = rest;
  return request<AnswerOf<E>>(endpoint.method, url, readOnly ? undefined : rest, requestOptions);
}

/** The one HTTP client of the portal: headers, E encryption, envelope unwrap, errors as ApiError. */
export const http: HttpClient = Object.freeze({
  call: <E extends EndpointSpec>(endpoint: E, ...args: CallArgs<E>) => callEndpoint(endpoint, args[0], args[1]),
});
