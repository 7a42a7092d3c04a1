import { act, render, screen } from '@testing-library/react';
import { claimShellWriter } from '@portal/kernel';
import { GCSGAME_hotGamesV2, GCSGAME_newGameVendor, type GameItem, type GameVendorLanes } from '../contracts';
import { storage, STORAGE_KEYS } from '../storage';
import { stubEndpoints, type EndpointStubs } from '../testing';
import { forgetGameCatalogue, useGameVendors, useHotGames } from '.';

const writer = claimShellWriter();

// Only the fields the readers below show.
const hot = (language?: string) => [{ nodeId: 'RNG-PG-0001', gameName: `${language} Golden Dragon` }] as GameItem[];
const lanes = (language?: string) =>
  ({ data: { lanes: [{ title: 'RNG', gameClassify: 'RNG', vendors: ['PG'], cards: [{ vassalage: 'PG', vendorName: `${language} PG` }] }] } }) as GameVendorLanes;

let server: EndpointStubs;
beforeEach(() => {
  forgetGameCatalogue();
  server = stubEndpoints()
    .on(GCSGAME_hotGamesV2, (query) => hot(query.language))
    .on(GCSGAME_newGameVendor, (query) => lanes(query.language));
  writer.setLanguage('EN');
});
const calls = () => server.calls(GCSGAME_hotGamesV2).length + server.calls(GCSGAME_newGameVendor).length;

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
  expect(calls()).toBe(1);
  expect(storage.session.get(STORAGE_KEYS.hotGames)).toEqual({ language: 'EN', data: hot('EN') });
});

test('a cached list is used without a call, and a language change fetches it again', async () => {
  storage.session.set(STORAGE_KEYS.gameVendor, { language: 'EN', data: lanes('EN').data.lanes });
  render(<VendorNames />);
  expect(screen.getByText('EN PG')).toBeInTheDocument();
  expect(calls()).toBe(0);

  act(() => writer.setLanguage('CN'));
  expect(await screen.findByText('CN PG')).toBeInTheDocument();
  expect(server.calls(GCSGAME_newGameVendor)).toEqual([{ platform: 'html5-desktop', language: 'CN' }]);
  expect(storage.session.get(STORAGE_KEYS.gameVendor)).toMatchObject({ language: 'CN' });
});
