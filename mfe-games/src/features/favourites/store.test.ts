import { BehaviorSubject } from 'rxjs';
import { ApiError, type SessionState } from '@portal/kernel';
import { FAVOURITE_THROTTLE_MS } from '@portal/shared';
import { createFavouritesStore, type FavouritesApi } from './store';

const MEMBER: SessionState = { isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: '', type: 0 }, token: 't1' };
const GUEST: SessionState = { isLogin: false, isAgent: false, isTrial: false, member: null, token: null };
const dragon = { nodeId: 'RNG-PG-0001', vassalage: 'PG', gameType: 'RNG' as const };
const tiger = { nodeId: 'RNG-PG-0002', vassalage: 'PG', gameType: 'RNG' as const };

function deferred<T = null>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function setup(initial: string[] = []) {
  let clock = 10_000;
  const api: jest.Mocked<FavouritesApi> = { list: jest.fn().mockResolvedValue(initial), add: jest.fn().mockResolvedValue(null), remove: jest.fn().mockResolvedValue(null) };
  const store = createFavouritesStore(api, () => clock);
  const session$ = new BehaviorSubject<SessionState>(MEMBER);
  store.follow(session$);
  await Promise.resolve();
  await Promise.resolve();
  return { api, store, session$, tick: (ms: number) => (clock += ms) };
}

test('loads the list on login and clears it on logout', async () => {
  const { store, session$, api } = await setup(['RNG-PG-0009']);
  expect(api.list).toHaveBeenCalledTimes(1);
  expect(store.state$.value).toEqual({ ids: ['RNG-PG-0009'], loaded: true, removed: [] });
  session$.next(GUEST);
  expect(store.state$.value).toEqual({ ids: [], loaded: false, removed: [] });
});

test('add is optimistic: the id is there before the server answers', async () => {
  const { store, api } = await setup();
  const answer = deferred();
  api.add.mockReturnValueOnce(answer.promise);
  const result = store.add(dragon);
  expect(store.state$.value.ids).toEqual(['RNG-PG-0001']);
  expect(api.add).toHaveBeenCalledWith(dragon);
  answer.resolve(null);
  await expect(result).resolves.toBe('done');
  expect(store.state$.value.ids).toEqual(['RNG-PG-0001']);
});

test('a second action within FAVOURITE_THROTTLE_MS is ignored; after it, actions go through', async () => {
  const { store, api, tick } = await setup();
  await store.add(dragon);
  await expect(store.add(tiger)).resolves.toBe('throttled');
  await expect(store.remove(dragon)).resolves.toBe('throttled');
  expect(api.add).toHaveBeenCalledTimes(1);
  expect(api.remove).not.toHaveBeenCalled();
  tick(FAVOURITE_THROTTLE_MS);
  await expect(store.add(tiger)).resolves.toBe('done');
  expect(store.state$.value.ids).toEqual(['RNG-PG-0002', 'RNG-PG-0001']);
});

test('adding an id already present is skipped: no call, no duplicate', async () => {
  const { store, api, tick } = await setup(['RNG-PG-0001']);
  tick(FAVOURITE_THROTTLE_MS);
  await expect(store.add(dragon)).resolves.toBe('skipped');
  expect(api.add).not.toHaveBeenCalled();
  expect(store.state$.value.ids).toEqual(['RNG-PG-0001']);
});

test('a failed add rolls back and raises a notice', async () => {
  const { store, api } = await setup(['RNG-PG-0005']);
  api.add.mockRejectedValueOnce(new ApiError(0, 'network', 'Network link is abnormal, please try again'));
  await expect(store.add(dragon)).resolves.toBe('failed');
  expect(store.state$.value.ids).toEqual(['RNG-PG-0005']);
  expect(store.notice$.value).toMatchObject({ problem: 'addFailed' });
});

test('a full list is named in the notice', async () => {
  const { store, api } = await setup();
  api.add.mockRejectedValueOnce(new ApiError(400, 'favorite.full', 'full'));
  await store.add(dragon);
  expect(store.notice$.value).toMatchObject({ problem: 'full' });
});

test('remove is optimistic, and a failure puts the game back where it was', async () => {
  const { store, api, tick } = await setup(['A', 'RNG-PG-0001', 'B']);
  const answer = deferred();
  api.remove.mockReturnValueOnce(answer.promise);
  const result = store.remove(dragon);
  expect(store.state$.value.ids).toEqual(['A', 'B']);
  expect(api.remove).toHaveBeenCalledWith('RNG-PG-0001');
  answer.reject(new Error('boom'));
  await expect(result).resolves.toBe('failed');
  expect(store.state$.value.ids).toEqual(['A', 'RNG-PG-0001', 'B']);
  expect(store.notice$.value).toMatchObject({ problem: 'removeFailed' });
  tick(FAVOURITE_THROTTLE_MS);
  await expect(store.remove(dragon)).resolves.toBe('done');
  expect(store.state$.value.ids).toEqual(['A', 'B']);
});

test('an answer for a member who has logged out meanwhile changes nothing', async () => {
  const { store, api, session$ } = await setup();
  const answer = deferred();
  api.add.mockReturnValueOnce(answer.promise);
  const result = store.add(dragon);
  session$.next(GUEST);
  answer.reject(new Error('401'));
  await result;
  expect(store.state$.value.ids).toEqual([]);
  expect(store.notice$.value).toBeNull();
});

test('hearts clicked while the list is on its way are kept when it arrives (it may predate them)', async () => {
  let clock = 10_000;
  const list = deferred<string[]>();
  const api: jest.Mocked<FavouritesApi> = { list: jest.fn().mockReturnValue(list.promise), add: jest.fn().mockResolvedValue(null), remove: jest.fn().mockResolvedValue(null) };
  const store = createFavouritesStore(api, () => clock);
  store.follow(new BehaviorSubject<SessionState>(MEMBER));
  await store.add(dragon);
  clock += FAVOURITE_THROTTLE_MS;
  await store.remove(tiger);
  list.resolve(['RNG-PG-0002', 'RNG-PG-0009']);
  await Promise.resolve();
  expect(store.state$.value).toEqual({ ids: ['RNG-PG-0001', 'RNG-PG-0009'], loaded: true, removed: [] });
});
