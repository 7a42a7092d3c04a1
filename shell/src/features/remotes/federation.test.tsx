import { act, render, screen } from '@testing-library/react';
import { shellWriter } from '../../app/shellWriter';
import { standIn } from '../../testing/federationStandIn';
import { prefetchRemoteModule } from './federation';
import { RemoteSlot } from './RemoteSlot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => jest.requireActual('../../testing/federationStandIn').runtimeStandIn,
}));
jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry-stand-in' }) }));

const entry = (version: string) => `/remotes/mfe-games/${version}/mf-manifest.json`;

/** A registry endpoint whose answers the test releases: what a guest gets, and what a listed account gets. */
function deferredRegistry() {
  const requests: { token: string | null; answer: (registry: object) => void }[] = [];
  globalThis.fetch = ((_url: string, init?: RequestInit) =>
    new Promise((resolve) => {
      const token = (init?.headers as Record<string, string> | undefined)?.Authorization ?? null;
      requests.push({ token, answer: (registry) => resolve({ ok: true, status: 200, json: async () => registry } as Response) });
    })) as typeof fetch;
  return requests;
}

afterEach(() => act(() => shellWriter.setSession({ isLogin: false, isAgent: false, isTrial: false, member: null, token: null })));

test.each([
  ['the guest\'s answer first', [0, 1]],
  ['the account\'s answer first', [1, 0]],
])('a member in a canary\'s cohort gets the canary even when the page asked for the registry before its session was back (%s)', async (_order, order) => {
  standIn.modules[entry('1.0.0')] = { default: () => <p>stable games</p> };
  standIn.modules[entry('1.1.0')] = { default: () => <p>canary games</p> };
  const requests = deferredRegistry();

  // The page starts on /rng: the shell asks for the games' code at once, before the session is restored.
  prefetchRemoteModule('mfe-games');
  expect(requests.map((request) => request.token)).toEqual([null]);

  // The session comes back; the slot asks again, as this account, and gets the cohort's canary.
  act(() => shellWriter.setSession({ isLogin: true, isAgent: false, isTrial: false, member: { id: 7, account: 'demo', nickname: '', type: 0 }, token: 'tok-7' }));
  render(<RemoteSlot remote="mfe-games" basePath="/rng" />);
  await act(async () => undefined);
  expect(requests.map((request) => request.token)).toEqual([null, 'tok-7']);
  const answers = [
    { 'mfe-games': { entry: entry('1.0.0'), version: '1.0.0', channel: 'stable' } },
    { 'mfe-games': { entry: entry('1.1.0'), version: '1.1.0', channel: 'canary' } },
  ];
  for (const index of order) {
    requests[index]!.answer(answers[index]!);
    await act(async () => undefined);
  }

  expect(await screen.findByText('canary games')).toBeInTheDocument();
  // Whatever asked last, the page keeps the account's build.
  await act(async () => undefined);
  expect(screen.queryByText('stable games')).not.toBeInTheDocument();
});
