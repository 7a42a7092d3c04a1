import { classifyFailure } from './classify';

// The messages as the Module Federation runtime and webpack write them (runtime-core's logger and
// share.js, error-codes' RUNTIME-00x, webpack's ChunkLoadError).
const runtime = (message: string) => new Error(`[ Federation Runtime ]: ${message}`);

test('a refused @portal/shared singleton is `shared`, even when wrapped in another runtime error', () => {
  const refused = runtime('Version 2.9.0 from shell of shared singleton module @portal/shared does not satisfy the requirement of mfe_lottery which needs ^9.0.0)');
  expect(classifyFailure(refused, 'load')).toBe('shared');
  expect(classifyFailure(runtime(`Failed to load script resources. #RUNTIME-008\nOriginal Error Message:\n ${refused.message}`), 'load')).toBe('shared');
});

test('an unreachable or invalid manifest is `manifest`', () => {
  expect(classifyFailure(runtime('Failed to get manifest. #RUNTIME-003\nargs: {"manifestUrl":"/remotes/mfe-lottery/1.1.0/mf-manifest.json"}'), 'load')).toBe('manifest');
  expect(classifyFailure(runtime('The manifest is not a valid Module Federation manifest. #RUNTIME-013'), 'load')).toBe('manifest');
});

test('a remote entry or chunk that failed is `chunk`, at load or inside a render (a lazy route)', () => {
  expect(classifyFailure(runtime('Failed to load script resources. #RUNTIME-008'), 'load')).toBe('chunk');
  const chunk = Object.assign(new Error('Loading chunk 123 failed.\n(error: /remotes/mfe-lottery/1.1.0/123.js)'), { name: 'ChunkLoadError' });
  expect(classifyFailure(chunk, 'render')).toBe('chunk');
  expect(classifyFailure(new Error('timed out'), 'load')).toBe('chunk');
});

test("anything else thrown while rendering is the remote's `render` error", () => {
  expect(classifyFailure(new TypeError("Cannot read properties of undefined (reading 'map')"), 'render')).toBe('render');
  expect(classifyFailure('a string', 'render')).toBe('render');
});
