// `@portal/shared/contracts/compat` (Node only: the API and the builds' release plugin, never a browser):
// the contract a build was made against, written into its release record, and whether today's API still
// serves it (docs/wire-contract.md, "Delivery of remotes").
export { canonicalJson, fingerprintOf, schemaFacts, type JsonSchema, type SchemaFacts } from './canonical';
export { contractFacts, endpointFacts, endpointKey, isEndpoint, servedEndpoint, servedEndpoints, type EndpointFacts } from './facts';
export { checkCompatible, checkContract, type ContractPart, type Incompatibility, type Problem } from './compatible';
export { kernelProvided, parseReleaseRecord, releaseRecord, type ReleaseInput, type ReleaseRecord, type ShellReleaseRecord } from './record';
