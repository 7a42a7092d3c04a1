import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROMOFE_claimTicket, PROMOFE_getClaimTicketList } from '@portal/shared/contracts';
import { apiError, loginAs, MEMBER } from '@portal/shared/testing';
import { opening, ticket } from '../../testing/fixtures';
import { renderPromotions, stubPromotions } from '../../testing/promotions';

beforeEach(() => loginAs(MEMBER, { balance: 1_000_000 }));

const WHEEL = ticket();
const EGG = ticket({ transactionId: 702, promotionId: 4, type: 'GOLDEN_EGG', title: 'Golden egg week', seedHash: 'aa11'.repeat(16) });
const ENVELOPE = ticket({ transactionId: 703, promotionId: 2, type: 'RED_ENVELOPE', title: 'Weekly sign-up activity', seedHash: 'bb22'.repeat(16) });

test('held tickets are listed by type, each with its seed hash and the line explaining the proof', async () => {
  const server = stubPromotions().on(PROMOFE_getClaimTicketList, [WHEEL, ENVELOPE, EGG]);
  renderPromotions();
  const headings = await screen.findAllByRole('heading', { level: 3, name: /\(1\)$/ });
  expect(headings.map((heading) => heading.textContent)).toEqual(['Golden egg (1)', 'Red envelope (1)', 'Prize wheel (1)']);
  const wheel = screen.getByRole('article', { name: 'Prize wheel: Lucky prize wheel' });
  expect(wheel).toHaveTextContent(`Seed hash: ${WHEEL.seedHash}`);
  expect(wheel).toHaveTextContent('Received 26 Nov 2026, 08:30');
  expect(wheel).not.toHaveTextContent('Server seed');
  expect(screen.getByText(/The SHA-256 of the seed must equal the hash/)).toBeInTheDocument();
  expect(server.calls(PROMOFE_getClaimTicketList)).toEqual([{ status: 'AVAILABLE' }]);
});

test("opening a ticket reveals the server's prize and seed, and the ticket cannot be opened again", async () => {
  const server = stubPromotions()
    .on(PROMOFE_getClaimTicketList, [WHEEL, EGG])
    .on(PROMOFE_claimTicket, () => opening(WHEEL, 500_000));
  renderPromotions();
  const wheel = await screen.findByRole('article', { name: 'Prize wheel: Lucky prize wheel' });
  await userEvent.click(within(wheel).getByRole('button', { name: 'Open Prize wheel' }));
  expect(await within(wheel).findByRole('status')).toHaveTextContent('You won K 5,000.00!');
  expect(wheel).toHaveTextContent(`Server seed: ${opening(WHEEL, 0).serverSeed}`);
  expect(within(wheel).getByRole('button', { name: 'Opened Prize wheel' })).toBeDisabled();
  // The other ticket is untouched.
  expect(screen.getByRole('button', { name: 'Open Golden egg' })).toBeEnabled();
  expect(server.calls(PROMOFE_claimTicket)).toEqual([{ transactionId: 701 }]);
});

test('a ticket that wins nothing says so', async () => {
  stubPromotions()
    .on(PROMOFE_getClaimTicketList, [EGG])
    .on(PROMOFE_claimTicket, () => opening(EGG, 0));
  renderPromotions();
  await userEvent.click(await screen.findByRole('button', { name: 'Open Golden egg' }));
  expect(await screen.findByRole('status')).toHaveTextContent('No prize this time.');
  expect(screen.getByRole('status')).not.toHaveTextContent('You won');
});

test("a refused opening shows the server's message and the ticket stays held", async () => {
  const server = stubPromotions()
    .on(PROMOFE_getClaimTicketList, [ENVELOPE])
    .on(PROMOFE_claimTicket, () => {
      throw apiError('promotion.ticket.soldout', 'Every prize of this promotion has been won. Your ticket stays with you.');
    });
  renderPromotions();
  await userEvent.click(await screen.findByRole('button', { name: 'Open Red envelope' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Every prize of this promotion has been won. Your ticket stays with you.');
  expect(screen.getByRole('button', { name: 'Open Red envelope' })).toBeEnabled();
  expect(server.calls(PROMOFE_claimTicket)).toEqual([{ transactionId: 703 }]);
});
