// Every schema of the contract, by name: the API's entry (`@portal/shared/contracts/schemas`), which
// validates and serializes with them. Front ends never import this file's values (lint forbids it):
// they take the endpoint table and the types from `@portal/shared/contracts`.
export * from './common/schemas';
export * from './wallet/schemas';
