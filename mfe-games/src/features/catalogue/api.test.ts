import { http } from '@portal/shared';
import { fetchFavouriteGames, fetchGameList, fetchRecentGames } from './api';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), http: { get: jest.fn() } }));

// The query shapes of spec §7 and docs/wire-contract.md, exactly as sent.
const get = http.get as jest.Mock;
beforeEach(() => {
  sessionStorage.setItem('merchantCode', JSON.stringify('DEMO'));
  get.mockReset().mockResolvedValue({ content: [], pageNum: 1, totalPages: 1 });
});

test('GCSGAME_gameList: optional token, clientType 3, platform, merchant, gameType, pageNo, pageSize 20, language and the filters', async () => {
  await fetchGameList({ gameType: 'RNG', vassalage: 'PG', filter: 'HOT', subCategory: 'JP', minBet1: true, lines25: true, keyword: ' dragon ' }, 2, 'MY');
  expect(get).toHaveBeenCalledWith('/wps/relay/GCSGAME_gameList', {
    auth: 'optional',
    params: { clientType: 3, platform: 'html5-desktop', merchant: 'DEMO', gameType: 'RNG', pageNo: 2, pageSize: 20, language: 'MY', filter: 'HOT', vassalage: 'PG', subCategory: 'JP', minBet1: 1, lines25: 1, keyword: 'dragon' },
    signal: undefined,
  });
});

test('GCSGAME_gameList leaves out the filters not chosen', async () => {
  await fetchGameList({ gameType: 'LIVE' }, 1, 'EN');
  expect(get.mock.calls[0]?.[1]?.params).toEqual({ clientType: 3, platform: 'html5-desktop', merchant: 'DEMO', gameType: 'LIVE', pageNo: 1, pageSize: 20, language: 'EN', filter: 'ALL' });
});

test('favourite list: pageSize 999, clientType 3, platform flash; recent: page 1, pageSize 20', async () => {
  await fetchFavouriteGames('CN');
  expect(get).toHaveBeenCalledWith('/wps/relay/MCSFE_getFavoriteGamesList', { auth: true, params: { clientType: 3, platform: 'flash', language: 'CN', pageNo: 1, pageSize: 999 }, signal: undefined });
  await fetchRecentGames('EN');
  expect(get).toHaveBeenCalledWith('/wps/relay/GCS_recentGame', { auth: true, params: { page: 1, pageSize: 20, language: 'EN', clientType: 3 }, signal: undefined });
});
