// The one axios instance. axios stays behind this file and client.ts: the public API speaks only in
// endpoints, inputs and ApiError, so swapping the transport never touches a caller.
import axios, { type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { bus } from '../bus';
import { httpConfig, onHttpConfigured } from './config';

/** Every API call gives up after this long and reports a network failure. */
const HTTP_TIMEOUT_MS = 20_000;

/** Our own flag on a request config; axios carries unknown config keys through to the interceptors. */
interface PortalFlags {
  /** A T call: send the session token as `Authorization`. */
  tCall?: boolean;
}

export type TransportRequest = AxiosRequestConfig & PortalFlags;
export type TransportResponse = AxiosResponse<unknown>;

const instance = axios.create({
  timeout: HTTP_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
  // Every status is an answer to read (the envelope says what went wrong); only "no answer" throws.
  validateStatus: () => true,
});

onHttpConfigured((next) => {
  instance.defaults.baseURL = next.baseURL;
});

// Headers are read at send time, so a language switch or a new token applies to the next call.
instance.interceptors.request.use((config: InternalAxiosRequestConfig & PortalFlags) => {
  const { merchant, device, deviceId } = httpConfig();
  if (merchant) config.headers.set('Merchant', merchant);
  config.headers.set('Language', bus.language$.value);
  config.headers.set('Device', device);
  if (deviceId) config.headers.set('Device-Id', deviceId);
  const token = bus.session$.value.token;
  if (config.tCall && token) {
    config.headers.set('Authorization', token); // raw token, no "Bearer" (wire contract)
  } else {
    config.headers.delete('Authorization');
  }
  return config;
});

export function send(request: TransportRequest): Promise<TransportResponse> {
  return instance.request(request);
}

/** True when the caller aborted the request (AbortSignal), as opposed to the network failing. */
export function isAbort(error: unknown): boolean {
  return axios.isCancel(error);
}
