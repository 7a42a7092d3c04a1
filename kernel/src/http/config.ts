export interface HttpConfig {
  /** Origin (and optional path prefix) of the API; '' means the page's own origin. */
  baseURL?: string;
  /** Merchant code sent as the `Merchant` header (default site: 'DEMO'). */
  merchant: string;
  /** `Device` header; 'web' unless told otherwise. */
  device?: string;
  /**
   * This browser's own random id, sent as `Device-Id` (the API's "one per device"
   * promotions); '' sends none.
   */
  deviceId?: string;
}

export type ResolvedHttpConfig = Required<HttpConfig>;

// Until the shell configures the client, no Merchant header is sent and the API answers
// `merchant.unknown`: a loud failure, rather than silently acting for a guessed site.
let current: ResolvedHttpConfig = { baseURL: '', merchant: '', device: 'web', deviceId: '' };
const listeners = new Set<(next: ResolvedHttpConfig, previous: ResolvedHttpConfig) => void>();

/** The shell calls this at boot; remotes never do. */
export function configureHttp(config: HttpConfig): void {
  const previous = current;
  current = { baseURL: config.baseURL ?? '', merchant: config.merchant, device: config.device ?? 'web', deviceId: config.deviceId ?? '' };
  for (const listener of listeners) listener(current, previous);
}

export function httpConfig(): ResolvedHttpConfig {
  return current;
}

export function onHttpConfigured(listener: (next: ResolvedHttpConfig, previous: ResolvedHttpConfig) => void): void {
  listeners.add(listener);
}
