// The endpoint table: every call between the front ends and the API, one module per domain.
export * from './wallet/endpoints';
