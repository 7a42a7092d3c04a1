// `@portal/shared/testing`: what every package's tests use to stand in for the shell and the server.
// Test-only: never federated, never imported by an app's source (lint forbids it outside tests).
export { stubEndpoints, type EndpointStubs } from './stubEndpoints';
