// jsdom lacks what react-router 7 and the E encryption need; Node provides real implementations.
const util = require('node:util');
const { webcrypto } = require('node:crypto');
require('@testing-library/jest-dom');

if (!globalThis.TextEncoder) globalThis.TextEncoder = util.TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = util.TextDecoder;
if (!globalThis.crypto || !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
