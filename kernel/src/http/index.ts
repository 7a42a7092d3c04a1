export { http, type CallArgs, type CallOptions, type HttpClient } from './client';
export { configureHttp, type HttpConfig } from './config';
export { ApiError, isApiError, CLIENT_ERROR_CODES } from './ApiError';
export type { Envelope } from './envelope';
