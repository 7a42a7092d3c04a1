import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/kernel';
import { MCSFE_getPromotionList, MCSFE_signUpPromotionJoin, PROMOFE_getClaimTicketList } from '@portal/shared/contracts';
import { apiError, GUEST, loginAs, MEMBER, recordCommands, shell, TRIAL } from '@portal/shared/testing';
import { promotionList, ticket } from '../../testing/fixtures';
import { renderPromotions, stubPromotions } from '../../testing/promotions';

const commands = recordCommands();
beforeEach(() => loginAs(MEMBER, { balance: 1_000_000 }));

const card = (title: string) => screen.getByRole('article', { name: title });
const openCards = async () => (await screen.findAllByTestId('promotion-card')).length;

test('a guest sees every promotion with its kind, status and window in Myanmar time, and no code', async () => {
  loginAs(GUEST);
  stubPromotions();
  renderPromotions();
  expect(await openCards()).toBe(3);
  const first = card('First deposit bonus 100%');
  expect(first).toHaveTextContent('First-deposit bonus');
  expect(first).toHaveTextContent('Open to join');
  expect(first).toHaveTextContent('Get up to K 100,000 on your first deposit.');
  // 08:00 UTC is 14:30 in the site's zone (Myanmar, UTC+6:30).
  expect(first).toHaveTextContent('From 25 Nov 2026, 14:30 to 26 Nov 2027, 14:30 · For every member');
  expect(card('Weekly sign-up activity')).toHaveTextContent('Sign-up activity');
  expect(card('Lucky prize wheel')).toHaveTextContent('Lucky draw');
  expect(card('Lucky prize wheel')).toHaveTextContent('For new members');
  expect(screen.getByTestId('promotions-page')).not.toHaveTextContent(/FIRST_DEPOSIT|SIGNUP|RAFFLE|JOIN\b|NEW_MEMBERS/);
  // A guest holds no tickets: the section is not there and nothing asks for them.
  expect(screen.queryByRole('heading', { name: 'My tickets' })).not.toBeInTheDocument();
});

test("a member sees its own status of each promotion, and in Burmese when the shell's language changes", async () => {
  const server = stubPromotions().on(MCSFE_getPromotionList, promotionList({ status: 'IN_PROCESS' }, { status: 'APPLYING' }, { status: 'CLOSED' }));
  renderPromotions();
  await openCards();
  expect(within(card('First deposit bonus 100%')).getByTestId('promotion-status')).toHaveTextContent('Turnover in progress');
  expect(within(card('Weekly sign-up activity')).getByTestId('promotion-status')).toHaveTextContent('Application under review');
  expect(within(card('Lucky prize wheel')).getByTestId('promotion-status')).toHaveTextContent('Closed');
  // Only an open promotion has a Join button.
  expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();

  act(() => shell.setLanguage('MY'));
  expect(await screen.findByText('လောင်းကြေး လိုအပ်ချက် ဆောင်ရွက်ဆဲ')).toBeInTheDocument();
  expect(screen.getByText('လျှောက်လွှာ စစ်ဆေးနေသည်')).toBeInTheDocument();
  expect(screen.getByText('ပိတ်ပြီး')).toBeInTheDocument();
  // The titles come in the Language header's language: the list was read again.
  expect(server.calls(MCSFE_getPromotionList)).toHaveLength(2);
});

test("a promotion's details show its terms a paragraph a line, its rules, and each prize's chance and stock", async () => {
  stubPromotions();
  renderPromotions();
  await openCards();
  await userEvent.click(screen.getByRole('button', { name: 'Details of First deposit bonus 100%' }));
  const first = await within(card('First deposit bonus 100%')).findByTestId('promotion-detail');
  expect(within(first).getByText('Join this promotion before you deposit.')).toBeInTheDocument();
  expect(within(first).getByText('Once claimed, the bonus carries a turnover requirement of 15 times its amount in valid bets.')).toBeInTheDocument();
  expect(first).toHaveTextContent('Bonus100% of the deposit, up to K 100,000.00');
  expect(first).toHaveTextContent('Minimum depositK 1,000.00');
  expect(first).toHaveTextContent('Turnover15× the bonus in valid bets');
  expect(screen.getByRole('button', { name: 'Hide details of First deposit bonus 100%' })).toHaveAttribute('aria-expanded', 'true');

  await userEvent.click(screen.getByRole('button', { name: 'Details of Lucky prize wheel' }));
  const table = await within(card('Lucky prize wheel')).findByRole('table', { name: 'Prizes and chances' });
  const rows = within(table).getAllByTestId('prize-row').map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
  // Weights 1, 10, 100 and 389 out of 500.
  expect(rows).toEqual([
    ['K 50,000.00', '0.2%', '10'],
    ['K 5,000.00', '2.0%', '97'],
    ['K 500.00', '20.0%', '1990'],
    ['No prize', '77.8%', 'No limit'],
  ]);
  expect(card('Lucky prize wheel')).toHaveTextContent('Tickets1 × Prize wheel');
});

test('a guest who joins gets the login popup, and nothing is sent', async () => {
  loginAs(GUEST);
  const server = stubPromotions();
  renderPromotions();
  await openCards();
  await userEvent.click(screen.getByRole('button', { name: 'Join First deposit bonus 100%' }));
  expect(commands.commands).toEqual([{ type: 'openModal', modal: 'login', params: {} }]);
  expect(server.calls(MCSFE_signUpPromotionJoin)).toEqual([]);
});

test('a trial account that joins gets the trial warning, and nothing is sent', async () => {
  loginAs(TRIAL);
  const server = stubPromotions();
  renderPromotions();
  await openCards();
  await userEvent.click(screen.getByRole('button', { name: 'Join Weekly sign-up activity' }));
  expect(commands.commands).toEqual([{ type: 'openModal', modal: 'trialWarning' }]);
  expect(server.calls(MCSFE_signUpPromotionJoin)).toEqual([]);
  expect(screen.queryByRole('heading', { name: 'My tickets' })).not.toBeInTheDocument();
});

test("a member joins a sign-up activity: the card shows the server's new status", async () => {
  const server = stubPromotions().on(MCSFE_signUpPromotionJoin, ({ promotionId }) => ({ promotionId, status: 'APPLYING' }));
  renderPromotions();
  await openCards();
  await userEvent.click(screen.getByRole('button', { name: 'Join Weekly sign-up activity' }));
  await waitFor(() => expect(within(card('Weekly sign-up activity')).getByTestId('promotion-status')).toHaveTextContent('Application under review'));
  expect(within(card('Weekly sign-up activity')).queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  expect(server.calls(MCSFE_signUpPromotionJoin)).toEqual([{ promotionId: 2 }]);
  expect(commands.commands).toEqual([]);
});

test("a refusal shows the server's message as worded, and the promotion stays open to join", async () => {
  stubPromotions().on(MCSFE_signUpPromotionJoin, () => {
    throw apiError('promotion.first.deposit.done', 'The first-deposit bonus is only for members who have not deposited yet.');
  });
  renderPromotions();
  await openCards();
  await userEvent.click(screen.getByRole('button', { name: 'Join First deposit bonus 100%' }));
  expect(await within(card('First deposit bonus 100%')).findByRole('alert')).toHaveTextContent('The first-deposit bonus is only for members who have not deposited yet.');
  expect(within(card('First deposit bonus 100%')).getByTestId('promotion-status')).toHaveTextContent('Open to join');
  expect(screen.getByRole('button', { name: 'Join First deposit bonus 100%' })).toBeEnabled();
});

test('a join refused during a cool-off says promotions are closed until when, in words, not the code', async () => {
  stubPromotions().on(MCSFE_signUpPromotionJoin, () => {
    throw new ApiError(403, 'protection.excluded', 'protection.excluded', undefined, { kind: 'coolOff', until: '2026-11-30T04:00:00.000Z' });
  });
  renderPromotions();
  await openCards();
  await userEvent.click(screen.getByRole('button', { name: 'Join First deposit bonus 100%' }));
  expect(await within(card('First deposit bonus 100%')).findByRole('alert')).toHaveTextContent(
    'Promotions are closed during your break, until 30 Nov 2026, 10:30. You can still withdraw and read your records.',
  );
  expect(screen.queryByText(/protection\./)).not.toBeInTheDocument();
});

test('joining the prize wheel shows the ticket it hands out', async () => {
  const server = stubPromotions().on(MCSFE_signUpPromotionJoin, ({ promotionId }) => ({ promotionId, status: 'SIGNED_UP' }));
  renderPromotions();
  await openCards();
  expect(await screen.findByText('You hold no ticket. Join a raffle promotion to receive some.')).toBeInTheDocument();
  server.on(PROMOFE_getClaimTicketList, [ticket()]);
  await userEvent.click(screen.getByRole('button', { name: 'Join Lucky prize wheel' }));
  expect(await screen.findByRole('article', { name: 'Prize wheel: Lucky prize wheel' })).toBeInTheDocument();
  expect(within(card('Lucky prize wheel')).getByTestId('promotion-status')).toHaveTextContent('Signed up');
  expect(server.calls(PROMOFE_getClaimTicketList)).toEqual([{ status: 'AVAILABLE' }, { status: 'AVAILABLE' }]);
});
