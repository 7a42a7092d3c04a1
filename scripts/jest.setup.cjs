// jsdom lacks what react-router 7 and the E encryption need; Node provides real implementations.
const util = require('node:util');
const { webcrypto } = require('node:crypto');
require('@testing-library/jest-dom');

if (!globalThis.TextEncoder) globalThis.TextEncoder = util.TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = util.TextDecoder;
if (!globalThis.crypto || !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// Texts load per language on the page (only the one shown, @portal/kernel's i18n). Tests switch
// languages at will and expect the texts at once, so each test file starts with every registered
// namespace loaded in all three languages (registrations happen when the test file imports its modules).
// The API's node-environment tests do not use this setup.
globalThis.beforeAll(async () => {
  // The library's own texts register when it loads; a test of one kernel part may not have loaded it.
  require('@portal/shared');
  const { loadAllTexts } = require('@portal/kernel');
  await loadAllTexts();
});
