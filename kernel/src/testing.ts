// `@portal/kernel/testing`: seams for tests only (never app source): where the HTTP client's calls go
// instead of the network, and a wire server speaking the platform's envelope.
export { setCallOverride, type CallOverride } from './http/callOverride';
export { fail, ok, WireServer } from './http/testing/wireServer';
