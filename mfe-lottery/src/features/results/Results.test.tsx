import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lotteryOpenedNumeros, lotteryTrend, lotteryVerify } from '@portal/shared/contracts';
import { loginAs, MEMBER, shell } from '@portal/shared/testing';
import { fastResult, northResult, page, seaResult } from '../../testing/fixtures';
import { renderLottery, stubLottery } from '../../testing/lottery';

beforeEach(() => loginAs(MEMBER, { balance: 1_000_000 }));

const openPanel = async (url: string, tab: string) => {
  renderLottery(url);
  await userEvent.click(await screen.findByRole('tab', { name: tab }));
};
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [within(row).getByRole('rowheader').textContent, within(row).getAllByRole('listitem').map((item) => item.textContent)]);

test('a Vietnam North result is its real table: the special prize down to the 7th, each tier with its numbers', async () => {
  const server = stubLottery().on(lotteryOpenedNumeros, page([northResult()], { totalPages: 2 }));
  await openPanel('/vnLottery?lottoView=betting&lottoGameCode=VN_NORTH', 'Results');
  const result = await screen.findByRole('article', { name: 'Draw 20261125' });
  const table = within(result).getByRole('table', { name: 'Result of draw 20261125' });
  expect(rowsOf(table)).toEqual([
    ['Special', ['12345']],
    ['1st prize', ['67890']],
    ['2nd prize', ['11111', '22222']],
    ['3rd prize', ['30001', '30002', '30003', '30004', '30005', '30006']],
    ['4th prize', ['4001', '4002', '4003', '4004']],
    ['5th prize', ['5001', '5002', '5003', '5004', '5005', '5006']],
    ['6th prize', ['601', '602', '603']],
    ['7th prize', ['71', '72', '73', '74']],
  ]);
  // In the site's zone (Myanmar): 11:15 UTC is 17:45.
  expect(result).toHaveTextContent('25 Nov 2026, 17:45');
  // Paged: the next page is asked for on request.
  server.on(lotteryOpenedNumeros, page([northResult('20261124')], { pageNum: 2, totalPages: 2 }));
  await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
  expect(await screen.findByRole('article', { name: 'Draw 20261124' })).toBeInTheDocument();
  expect(server.calls(lotteryOpenedNumeros).map((call) => call.pageNo)).toEqual([1, 2]);
});

test('a SEA 4D result lists 1st, 2nd and 3rd, then the ten starters and ten consolations', async () => {
  stubLottery().on(lotteryOpenedNumeros, page([seaResult()]));
  await openPanel('/seaLottery?gameCode=SEA_LOTTO', 'Results');
  const table = within(await screen.findByRole('article', { name: 'Draw 20261125' })).getByRole('table');
  const rows = rowsOf(table);
  expect(rows.map(([tier, numbers]) => [tier, numbers!.length])).toEqual([
    ['1st prize', 1],
    ['2nd prize', 1],
    ['3rd prize', 1],
    ['Starter', 10],
    ['Consolation', 10],
  ]);
  expect(rows[0]![1]).toEqual(['1234']);
});

test('a fast result is its five balls, each named, with the sum and its sides', async () => {
  stubLottery().on(lotteryOpenedNumeros, page([fastResult('20261126-0810', ['7', '1', '9', '0', '8'])]));
  await openPanel('/lottery?lottoView=betting&lottoGameCode=FAST_1', 'Results');
  const result = await screen.findByRole('article', { name: 'Draw 20261126-0810' });
  const balls = within(result).getByRole('list', { name: 'The five balls' });
  expect(within(balls).getAllByRole('listitem').map((ball) => ball.getAttribute('aria-label'))).toEqual(['Ball 1: 7', 'Ball 2: 1', 'Ball 3: 9', 'Ball 4: 0', 'Ball 5: 8']);
  expect(result).toHaveTextContent('Sum 25 · Big · Odd');
});

test('verify: the revealed seed is recomputed by the server; the same hash and numbers match, another seed does not', async () => {
  const drawn = fastResult('20261126-0810', ['7', '1', '9', '0', '8']);
  const server = stubLottery()
    .on(lotteryOpenedNumeros, page([drawn]))
    .on(lotteryVerify, ({ serverSeed, numero }) =>
      serverSeed === drawn.serverSeed
        ? { gameId: 201, numero, serverSeedHash: drawn.serverSeedHash, prizes: drawn.prizes }
        : { gameId: 201, numero, serverSeedHash: 'e'.repeat(64), prizes: [{ tier: 'BALLS', numbers: ['2', '2', '2', '2', '2'] }] },
    );
  await openPanel('/lottery?lottoView=betting&lottoGameCode=FAST_1', 'Results');
  await userEvent.click(await screen.findByRole('button', { name: 'Verify draw 20261126-0810' }));
  const panel = await screen.findByTestId('verify-panel');
  expect(panel).toHaveTextContent(drawn.serverSeedHash);
  await userEvent.click(within(panel).getByRole('button', { name: 'Recompute' }));
  expect(await within(panel).findByRole('status')).toHaveTextContent('Match: the seed gives the published hash and the same numbers.');
  expect(server.calls(lotteryVerify)).toEqual([{ gameId: 201, numero: '20261126-0810', serverSeed: 'seed-20261126-0810' }]);

  const field = within(panel).getByLabelText('Seed to check');
  await userEvent.clear(field);
  await userEvent.type(field, 'another-seed');
  await userEvent.click(within(panel).getByRole('button', { name: 'Recompute' }));
  await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('No match: this seed does not give the published hash and numbers.'));
});

test('hot and cold numbers per ball: the counts in text beside their bars, and every value in a table', async () => {
  const cells = [1, 2].flatMap((position) =>
    Array.from({ length: 10 }, (_, value) => ({ position, value: String(value), count: position === 1 ? value : 9 - value, missing: position === 1 ? 9 - value : value })),
  );
  const server = stubLottery().on(lotteryTrend, ({ draws }) => ({ gameId: 201, draws, fromNumero: '20261126-0780', toNumero: '20261126-0810', cells }));
  await openPanel('/lottery?lottoView=betting&lottoGameCode=FAST_1', 'Hot and cold');
  const ball1 = await screen.findByRole('region', { name: 'Ball 1' });
  const hot = within(ball1).getAllByRole('list')[0]!;
  // Each value, then its figures in words (the bar between them is not read out).
  expect(within(hot).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['9' + '9 times · absent 0 draws', '8' + '8 times · absent 1 draws', '7' + '7 times · absent 2 draws', '6' + '6 times · absent 3 draws', '5' + '5 times · absent 4 draws']);
  const cold = within(ball1).getAllByRole('list')[1]!;
  expect(within(cold).getAllByRole('listitem')[0]).toHaveTextContent('00 times · absent 9 draws');
  expect(within(ball1).getAllByRole('row')).toHaveLength(11);
  await userEvent.click(screen.getByRole('button', { name: 'Last 50' }));
  await waitFor(() => expect(server.calls(lotteryTrend).at(-1)).toEqual({ gameId: 201, draws: 50 }));
  expect(await screen.findByText('Over the last 50 draws')).toBeInTheDocument();
});

test('MY: the verify panel words the seed and its hash in Burmese, not in English', async () => {
  const drawn = fastResult('20261126-0810', ['7', '1', '9', '0', '8']);
  stubLottery().on(lotteryOpenedNumeros, page([drawn]));
  act(() => shell.setLanguage('MY'));
  await openPanel('/lottery?lottoView=betting&lottoGameCode=FAST_1', 'ရလဒ်များ');
  await userEvent.click(await screen.findByRole('button', { name: 'အကြိမ် 20261126-0810 ကို စစ်ဆေးမည်' }));
  const panel = await screen.findByTestId('verify-panel');
  expect(within(panel).getByLabelText('စစ်ဆေးမည့် မျိုးစေ့')).toHaveValue(drawn.serverSeed);
  // Apart from the seed and hash themselves (what the player copies), no English word.
  const words = (panel.textContent ?? '').replace(drawn.serverSeedHash, '').replace(drawn.serverSeed, '');
  expect(words).not.toMatch(/seed|hash/i);
});
