// Every schema of the contract, by name: the API's entry (`@portal/shared/contracts/schemas`), which
// validates and serializes with them. Front ends never import this file's values (lint forbids it):
// they take the endpoint table and the types from `@portal/shared/contracts`.
export * from './common/schemas';
export * from './wallet/schemas';
export * from './session/schemas';
export * from './captcha/schemas';
export * from './verification/schemas';
export * from './botCheck/schemas';
export * from './member/schemas';
export * from './password/schemas';
export * from './agent/schemas';
export * from './contract/schemas';
export * from './feedback/schemas';
export * from './system/schemas';
export * from './content/schemas';
export * from './funds/schemas';
export * from './reports/schemas';
export * from './messages/schemas';
export * from './profile/schemas';
export * from './games/schemas';
export * from './inhouse/schemas';
export * from './lottery/schemas';
export * from './promotions/schemas';
export * from './referral/schemas';
export * from './vip/schemas';
export * from './points/schemas';
export * from './missions/schemas';
export * from './delivery/schemas';
export * from './authenticator/schemas';
export * from './chat/schemas';
export * from './identity/schemas';
export * from './risk/schemas';
export * from './protection/schemas';
export * from './ops/schemas';
