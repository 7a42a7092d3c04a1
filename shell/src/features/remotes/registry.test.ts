import { act } from '@testing-library/react';
import { shellWriter } from '../../app/shellWriter';
import { federationName, fetchRegistry, lastReadRegistry, onRegistry, parseRegistry } from './registry';

test('keeps the five remotes with an entry, a version and the channel they came from, and drops anything else', () => {
  const registry = parseRegistry({
    'mfe-lottery': { entry: '/remotes/mfe-lottery/1.1.0/mf-manifest.json', version: '1.1.0', channel: 'canary', cohortKey: 'ignored' },
    'mfe-agent': { entry: '/remotes/mfe-agent/1.0.0/mf-manifest.json', version: '1.0.0' },
    'mfe-promotions': { entry: '/remotes/mfe-promotions/2.0.0/mf-manifest.json', version: '2.0.0', channel: 'beta' },
    'mfe-games': { entry: 42, version: '1.0.0' },
    'mfe-evil': { entry: '/x.json', version: '1' },
    'mfe-member': null,
  });
  expect(registry).toEqual({
    'mfe-lottery': { entry: '/remotes/mfe-lottery/1.1.0/mf-manifest.json', version: '1.1.0', channel: 'canary' },
    // A registry without channels (the file as it was) or with one the shell does not know: stable.
    'mfe-agent': { entry: '/remotes/mfe-agent/1.0.0/mf-manifest.json', version: '1.0.0', channel: 'stable' },
    'mfe-promotions': { entry: '/remotes/mfe-promotions/2.0.0/mf-manifest.json', version: '2.0.0', channel: 'stable' },
  });
});

test('survives a registry that is not an object', () => {
  expect(parseRegistry('oops')).toEqual({});
  expect(parseRegistry(null)).toEqual({});
});

test('federation names are identifiers', () => {
  expect(federationName('mfe-promotions')).toBe('mfe_promotions');
});

describe('the request', () => {
  const answer = { 'mfe-lottery': { entry: '/remotes/mfe-lottery/1.1.0/mf-manifest.json', version: '1.1.0', channel: 'override' } };
  const fetchStub = () => jest.fn((_url: string, _init?: RequestInit) => Promise.resolve({ ok: true, status: 200, json: async () => answer } as Response));

  afterEach(() => act(() => shellWriter.setSession({ isLogin: false, isAgent: false, isTrial: false, member: null, token: null })));

  test('a guest asks without a token: its canary is the visitor cookie’s, never a cohort’s', async () => {
    const fetchImpl = fetchStub();
    await fetchRegistry(fetchImpl as unknown as typeof fetch);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/remotes.json');
    expect(init).toMatchObject({ cache: 'no-store', headers: {} });
  });

  test('with a session it sends the token and the merchant, so the server can place the account in a cohort', async () => {
    act(() => shellWriter.setSession({ isLogin: true, isAgent: true, isTrial: false, member: { id: 9, account: 'agent01', nickname: '', type: 1 }, token: 'tok-123' }));
    const fetchImpl = fetchStub();
    await fetchRegistry(fetchImpl as unknown as typeof fetch);
    expect(fetchImpl.mock.calls[0]![1]!.headers).toEqual({ Authorization: 'tok-123', Merchant: 'DEMO' });
  });

  test('what the page read last is kept and announced (the override banner follows it)', async () => {
    const heard = jest.fn();
    const stop = onRegistry(heard);
    await fetchRegistry(fetchStub() as unknown as typeof fetch);
    stop();
    expect(lastReadRegistry()['mfe-lottery']).toEqual({ ...answer['mfe-lottery'] });
    expect(heard).toHaveBeenCalledWith(lastReadRegistry());
  });
});
