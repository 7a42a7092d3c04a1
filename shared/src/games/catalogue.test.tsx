import { act, render, screen } from '@testing-library/react';
import { claimShellWriter } from '../bus';
import { http } from '../http';
import { storage, STORAGE_KEYS } from '../storage';
import { forgetGameCatalogue, useGameVendors, useHotGames } from '.';

jest.mock('../http', () => ({ ...jest.requireActual('../http'), http: { get: jest.fn() } }));
const get = http.get as jest.Mock;
const writer = claimShellWriter();

const hot = (language: string) => [{ nodeId: 'RNG-PG-0001', gameName: `${language} Golden Dragon` }];
const lanes = (language: string) => ({ data: { lanes: [{ title: 'RNG', gameClassify: 'RNG', vendors: ['PG'], cards: [{ vassalage: 'PG', vendorName: `${language} PG` }] }] } });

beforeEach(() => {
  forgetGameCatalogue();
  get.mockReset();
  get.mockImplementation((path: string, options: { params: { language: string } }) =>
    Promise.resolve(path.endsWith('GCSGAME_hotGamesV2') ? hot(options.params.language) : lanes(options.params.language)),
  );
  writer.setLanguage('EN');
});

function HotNames() {
  const { data } = useHotGames();
  return <p>{data ? data.map((g) => g.gameName).join(',') : 'loading'}</p>;
}
function VendorNames() {
  const { data } = useGameVendors();
  return <p>{data ? (data[0]?.cards ?? []).map((c) => c.vendorName).join(',') : 'loading'}</p>;
}

test('hot games are fetched once for every reader and kept in session storage with their language', async () => {
  render(
    <>
      <HotNames />
      <HotNames />
    </>,
  );
  expect(await screen.findAllByText('EN Golden Dragon')).toHaveLength(2);
  expect(get).toHaveBeenCalledTimes(1);
  expect(storage.session.get(STORAGE_KEYS.hotGames)).toEqual({ language: 'EN', data: hot('EN') });
});

test('a cached list is used without a call, and a language change fetches it again', async () => {
  storage.session.set(STORAGE_KEYS.gameVendor, { language: 'EN', data: lanes('EN').data.lanes });
  render(<VendorNames />);
  expect(screen.getByText('EN PG')).toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();

  act(() => writer.setLanguage('CN'));
  expect(await screen.findByText('CN PG')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/wps/relay/GCSGAME_newGameVendor', { params: { platform: 'html5-desktop', language: 'CN' } });
  expect(storage.session.get(STORAGE_KEYS.gameVendor)).toMatchObject({ language: 'CN' });
});
