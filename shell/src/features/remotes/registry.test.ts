import { federationName, parseRegistry } from './registry';

test('keeps the five remotes with an entry and a version, and drops anything else', () => {
  const registry = parseRegistry({
    'mfe-lottery': { entry: '/remotes/mfe-lottery/1.0.0/mf-manifest.json', version: '1.0.0' },
    'mfe-games': { entry: 42, version: '1.0.0' },
    'mfe-evil': { entry: '/x.json', version: '1' },
    'mfe-member': null,
  });
  expect(registry).toEqual({ 'mfe-lottery': { entry: '/remotes/mfe-lottery/1.0.0/mf-manifest.json', version: '1.0.0' } });
});

test('survives a registry that is not an object', () => {
  expect(parseRegistry('oops')).toEqual({});
  expect(parseRegistry(null)).toEqual({});
});

test('federation names are identifiers', () => {
  expect(federationName('mfe-promotions')).toBe('mfe_promotions');
});
