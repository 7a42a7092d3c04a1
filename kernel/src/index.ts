// The public API of @portal/kernel: the page's run-time singleton (docs/kernel-api.md). One copy on
// the page, the shell's, shared by every remote through Module Federation: what must be one instance
// (the bus, the HTTP client with its session, the i18n instance, the router) and nothing else.
// Every runtime export names the version it appeared in (kernel/exports.json, kept in step with this
// file by a test); a build requires the lowest kernel that has every export it imports, so an
// addition here forces no app to rebuild.
export * from './bus';
export * from './http';
export * from './i18n';
export * from './router';
export type { RemoteAppProps } from './remote/remoteApp';
