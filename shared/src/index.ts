// Consumers compile this source with their own tsconfig; the reference brings the CSS module
// declarations along so they need none of their own.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-modules.d.ts" />
// The public API of @portal/shared (docs/shared-api.md): the library every app bundles (UI kit, forms,
// queries, records, formatters, validation). Not federated: each app keeps the parts it uses, and
// nothing here is checked at run time. What must be one instance on the page is @portal/kernel's.
// Everything a part may use is exported here; anything not exported is private to this package.

export * from './storage';
export * from './format';
export * from './constants';
export * from './ui';
export * from './validation';
export * from './games';
export * from './standalone';
export * from './query';
export * from './forms';
export * from './records';
export * from './layout';
export * from './identity';
export { SHARED_NS } from './texts';
