// jsdom lacks what react-router 7 and the E encryption need; Node provides real implementations.
const util = require('node:util');
const { webcrypto } = require('node:crypto');
require('@testing-library/jest-dom');

// How long findBy* and waitFor wait for what a person would see: 3 s, not the library's 1 s. Measured:
// a page's first draw takes 0.1–0.25 s alone (TeamProfit's: 0.11 s to its heading, 0.15 s to its table),
// but CI runs two jest workers beside PostgreSQL and the API's test servers on two cores, and a CI run on
// a busy machine took 2.1 times the quiet one's wall time (3,896 s against 1,833 s) with two agent
// pages' first draws over 1 s. A wait still ends at the first sight of the text, so a passing test is no
// slower; only a failing one waits the 3 s.
require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });

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
