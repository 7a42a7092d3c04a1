// `@portal/shared/contracts`: the wire contract for the front ends. The endpoint table (plain
// objects: an app's bundle keeps only those it calls) and every wire type, as types only, so no
// schema library code reaches a browser. Not federated: each app bundles what it uses.
export * from './endpoints';
export * from './wallet/constants';
export * from './money';
export { pathParams } from './endpoint';
export type { AnswerOf, BodyOf, EndpointSpec, InputOf, Method, ParamsOf, QueryOf, SchemaName, Shape } from './endpoint';
export type * from './common/schemas';
export type * from './wallet/schemas';
export type * from './session/schemas';
