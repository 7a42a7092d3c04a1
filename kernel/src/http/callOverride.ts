import type { EndpointSpec } from '@portal/shared/contracts';

/**
 * Where `http.call` goes instead of the network while a test has stubbed the endpoints
 * (`stubEndpoints` of `@portal/shared/testing`). Nothing in the portal sets it.
 */
export type CallOverride = (endpoint: EndpointSpec, input: unknown) => Promise<unknown>;

let override: CallOverride | null = null;

export function setCallOverride(next: CallOverride | null): void {
  override = next;
}

export function callOverride(): CallOverride | null {
  return override;
}
