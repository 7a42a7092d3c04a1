// `@portal/shared/contracts`: the wire contract for the front ends. The endpoint table (plain
// objects: an app's bundle keeps only those it calls) and every wire type, as types only, so no
// schema library code reaches a browser. Not federated: each app bundles what it uses.
export * from './endpoints';
export * from './wallet/constants';
export * from './money';
export * from './calendar';
export { AGENTS_ONLY, ANY_ACCOUNT, FORMAL_ACCOUNTS, pathParams, ROLES } from './endpoint';
export type { AccountRole, AnswerOf, BodyOf, CallerRoles, EndpointSpec, InputOf, Method, ParamsOf, QueryOf, Role, SchemaName, Shape } from './endpoint';
export type * from './common/schemas';
export type * from './wallet/schemas';
export type * from './session/schemas';
export type * from './captcha/schemas';
export type * from './verification/schemas';
export type * from './member/schemas';
export * from './member/constants';
export type * from './password/schemas';
export type * from './agent/schemas';
export * from './agent/constants';
export type * from './contract/schemas';
export * from './contract/constants';
export type * from './feedback/schemas';
export * from './feedback/constants';
export type * from './system/schemas';
export * from './system/constants';
export type * from './content/schemas';
export * from './content/constants';
export type * from './funds/schemas';
export * from './funds/constants';
export type * from './reports/schemas';
export * from './reports/constants';
export type * from './messages/schemas';
export * from './messages/constants';
export type * from './profile/schemas';
export * from './profile/constants';
export type * from './games/schemas';
export * from './games/constants';
export type * from './inhouse/schemas';
export * from './inhouse/constants';
