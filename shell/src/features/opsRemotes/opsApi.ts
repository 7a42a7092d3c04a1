// The ops page's calls. Not through `http.call`: that client sends the visitor's session token, which
// is no operator's. The ops calls answer to the operator's session, an httpOnly cookie the API sets at
// sign-in and the browser sends only to the ops paths (same origin); the page never holds a token.
// This one file speaks to the endpoints of the contract (paths and types from
// `@portal/shared/contracts`) with fetch, reads the same envelope, and throws the same ApiError.
import { ApiError, bus } from '@portal/kernel';
import type { AnswerOf, BodyOf, EndpointSpec, QueryOf } from '@portal/shared/contracts';

interface Envelope {
  success: boolean;
  value: unknown;
  message: string | null;
  errorCode: string | null;
}

function isEnvelope(data: unknown): data is Envelope {
  return typeof data === 'object' && data !== null && typeof (data as Envelope).success === 'boolean';
}

/** The ops calls and the operator's own (sign-in, sign-out, who am I): all under /wps/admin. */
type OpsEndpoint = EndpointSpec & { path: `/wps/admin/${string}` };
type OpsInput<E extends OpsEndpoint> = E['method'] extends 'GET' ? QueryOf<E> : BodyOf<E>;

/** Calls an ops endpoint with the operator's session cookie; answers its value or throws an ApiError (401: signed out). */
export async function opsCall<E extends OpsEndpoint>(endpoint: E, input?: OpsInput<E>, signal?: AbortSignal): Promise<AnswerOf<E>> {
  const read = endpoint.method === 'GET';
  let url = endpoint.path;
  if (read && input) {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(input)) if (value !== undefined && value !== null) query.set(name, String(value));
    const text = query.toString();
    if (text) url += `?${text}`;
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: { Accept: 'application/json', Language: bus.language$.value, ...(read ? {} : { 'Content-Type': 'application/json' }) },
      body: read ? undefined : JSON.stringify(input ?? {}),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network', 'network');
  }
  const data: unknown = await response.json().catch(() => null);
  if (isEnvelope(data)) {
    if (response.ok && data.success) return data.value as AnswerOf<E>;
    throw new ApiError(response.status, data.errorCode ?? 'unknown', data.message ?? `HTTP ${response.status}`, undefined, data.value ?? undefined);
  }
  throw new ApiError(response.status, response.status === 401 ? 'unauthorized' : 'unknown', `HTTP ${response.status}`);
}
