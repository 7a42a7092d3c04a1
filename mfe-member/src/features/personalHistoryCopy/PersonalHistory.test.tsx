import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { betRecords, type BetRecord, type BetRecordPage } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { apiError, loginDemo, renderPage } from '../../testing/shell';
import { PersonalHistory } from '.';

const now = () => new Date('2025-06-15T03:30:00Z'); // 2025-06-15 in Myanmar
const bet = (id: number): BetRecord => ({ id, createdAt: '2025-06-14T10:00:00Z', gameName: `Game ${id}`, vendor: 'INHOUSE', gameType: 'RNG', betAmount: 1_000, validBet: 1_000, payout: 2_500, winLoss: 1_500, status: 'settled' });
const pageOf = (pageNum: number): BetRecordPage => ({
  content: Array.from({ length: pageNum === 3 ? 5 : 20 }, (_, i) => bet((pageNum - 1) * 20 + i + 1)),
  pageNum,
  pageSize: 20,
  totalPages: 3,
  totalElements: 45,
  summary: { count: 45, betAmount: 45_000, validBet: 45_000, payout: 20_000, winLoss: -25_000 },
});

let server: EndpointStubs;

beforeEach(() => {
  loginDemo();
  server = stubEndpoints().on(betRecords, (query) => pageOf(query.pageNo));
});

const lastQuery = () => server.calls(betRecords).at(-1);

test('pages of 20 over the previous 7 days, with the period’s summary row', async () => {
  renderPage(<PersonalHistory now={now} />, '/member/personalHistoryCopy');
  const table = await screen.findByTestId('bet-records');
  expect(lastQuery()).toEqual({ from: '2025-06-09', to: '2025-06-15', gameType: '', pageNo: 1, pageSize: 20 });
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 20 + 1);
  const summary = screen.getByTestId('bet-records-summary');
  expect(summary).toHaveTextContent('45 records');
  expect(summary).toHaveTextContent('K 450.00');
  expect(summary).toHaveTextContent('K -250.00');
  expect(screen.getByTestId('pager-position')).toHaveTextContent('Page 1 of 3');
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(lastQuery()).toMatchObject({ pageNo: 2 });
  expect(await screen.findByText('Game 21')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Game 45')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test('a new filter starts again at page 1', async () => {
  renderPage(<PersonalHistory now={now} />, '/member/personalHistoryCopy');
  await screen.findByTestId('bet-records');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await screen.findByText('Game 21');
  await userEvent.selectOptions(screen.getByLabelText('Game type'), 'LIVE');
  expect(lastQuery()).toEqual({ from: '2025-06-09', to: '2025-06-15', gameType: 'LIVE', pageNo: 1, pageSize: 20 });
  await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
  expect(lastQuery()).toEqual({ from: '2025-05-17', to: '2025-06-15', gameType: 'LIVE', pageNo: 1, pageSize: 20 });
});

test('empty and error states; retry asks again', async () => {
  const answers = [
    () => {
      throw apiError('system.error', 'An unknown error occured.', undefined, 500);
    },
    (): BetRecordPage => ({ content: [], pageNum: 1, pageSize: 20, totalPages: 0, totalElements: 0, summary: { count: 0, betAmount: 0, validBet: 0, payout: 0, winLoss: 0 } }),
  ];
  server.on(betRecords, () => (answers.shift() as () => BetRecordPage)());
  renderPage(<PersonalHistory now={now} />, '/member/personalHistoryCopy');
  expect(await screen.findByText('An unknown error occured.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No records in this period.')).toBeInTheDocument();
  expect(server.calls(betRecords)).toHaveLength(2);
});
