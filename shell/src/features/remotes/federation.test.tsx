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

test("a member's page opened with its session draws the build the page asked for as it started: the registry is read once, and again on the next load", async () => {
  const memberEntry = '/remotes/mfe-member/1.0.0/mf-manifest.json';
  standIn.modules[memberEntry] = { default: () => <p>member pages</p> };
  const requests = deferredRegistry();
  const member = { id: 8, account: 'demo', nickname: '', type: 0 as const };

  // The page opens at /member/depositv2 with a token: it is on the bus before the member is loaded.
  act(() => shellWriter.setSession({ isLogin: false, isAgent: false, isTrial: false, member: null, token: 'tok-8' }));
  prefetchRemoteModule('mfe-member');
  requests[0]!.answer({ 'mfe-member': { entry: memberEntry, version: '1.0.0', channel: 'stable' } });
  await act(async () => undefined);

  // The member is loaded and the guard draws the slot.
  act(() => shellWriter.setSession({ isLogin: true, isAgent: false, isTrial: false, member, token: 'tok-8' }));
  const first = render(<RemoteSlot remote="mfe-member" basePath="/member" />);
  expect(await screen.findByText('member pages')).toBeInTheDocument();
  expect(requests.map((request) => request.token)).toEqual(['tok-8']);
  first.unmount();

  // The next time the slot is entered, it asks which build is live now (a swap is picked up there).
  render(<RemoteSlot remote="mfe-member" basePath="/member" />);
  await act(async () => undefined);
  expect(requests.map((request) => request.token)).toEqual(['tok-8', 'tok-8']);
});

test("a remote's first screen (its module's chunk and stylesheet, its texts in the language shown) is asked for beside its entry, not the other languages' texts nor its other lazy chunks", async () => {
  const gamesEntry = '/remotes/mfe-games/1.2.0/mf-manifest.json';
  standIn.modules[gamesEntry] = { default: () => <p>games in Burmese</p> };
  const requests = deferredRegistry();
  act(() => shellWriter.setLanguage('MY'));
  standIn.preloaded.length = 0;
  render(<RemoteSlot remote="mfe-games" basePath="/rng" />);
  await act(async () => undefined);
  requests.at(-1)!.answer({ 'mfe-games': { entry: gamesEntry, version: '1.2.0', channel: 'stable' } });
  expect(await screen.findByText('games in Burmese')).toBeInTheDocument();
  expect(standIn.preloaded.map(({ name, exposes }) => ({ name, exposes }))).toEqual([{ name: 'mfe_games', exposes: ['./App'] }]);
  const { keeps } = standIn.preloaded[0]!;
  const assets = [
    'texts-my.1d775646.js',
    'texts-en.8bc1cd5f.js',
    'texts-cn.84a866e2.js',
    '890.40cf432f.js',
    '__federation_expose_App.9ccf0db3.js',
    '__federation_expose_App.9e886040.css',
    '__federation_expose_HomeSections.5b1e0a7c.js',
  ];
  expect(assets.filter((asset) => keeps(`http://portal.test/remotes/mfe-games/1.2.0/${asset}`))).toEqual([
    'texts-my.1d775646.js',
    '__federation_expose_App.9ccf0db3.js',
    '__federation_expose_App.9e886040.css',
  ]);
});
