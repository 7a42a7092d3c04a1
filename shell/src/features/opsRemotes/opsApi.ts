// The ops page's calls. Not through `http.call`: its per-call options carry only an AbortSignal, and
// the ops endpoints (`caller: 'ops'`) answer only to the `Admin-Token` header, which the shared client
// never sends (it must not: that token is no visitor's). So this one file speaks to the same
// endpoints of the contract (paths and types from `@portal/shared/contracts`) with fetch, reads the
// same envelope, and throws the same ApiError.
import { ApiError, bus } from '@portal/shared';
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

type OpsEndpoint = EndpointSpec & { caller: 'ops' };
type OpsInput<E extends OpsEndpoint> = E['method'] extends 'GET' ? QueryOf<E> : BodyOf<E>;

/** Calls an ops endpoint with the admin token; answers its value or throws an ApiError (401: a wrong token). */
export async function opsCall<E extends OpsEndpoint>(endpoint: E, adminToken: string, input?: OpsInput<E>, signal?: AbortSignal): Promise<AnswerOf<E>> {
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
      headers: { Accept: 'application/json', 'Admin-Token': adminToken, Language: bus.language$.value, ...(read ? {} : { 'Content-Type': 'application/json' }) },
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
