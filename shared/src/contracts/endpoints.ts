// The endpoint table: every call between the front ends and the API, one module per domain.
export * from './wallet/endpoints';
export * from './session/endpoints';
export * from './captcha/endpoints';
export * from './verification/endpoints';
export * from './member/endpoints';
export * from './password/endpoints';
export * from './agent/endpoints';
export * from './contract/endpoints';
export * from './feedback/endpoints';
export * from './system/endpoints';
export * from './content/endpoints';
export * from './funds/endpoints';
export * from './reports/endpoints';
export * from './messages/endpoints';
export * from './profile/endpoints';
export * from './games/endpoints';
export * from './inhouse/endpoints';
