import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROMOFE_claimTicket, PROMOFE_getClaimTicketList, type ClaimTicketAnswer } from '@portal/shared/contracts';
import { apiError, loginAs, MEMBER } from '@portal/shared/testing';
import { opening, ticket } from '../../testing/fixtures';
import { renderPromotions, stubPromotions } from '../../testing/promotions';
import { TIMING } from './motion';

/** What the member's system says about motion (jsdom has no matchMedia). */
function reducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

// Most tests are about what is shown, not the motion: they run as a member who asked for less motion.
beforeEach(() => {
  loginAs(MEMBER, { balance: 1_000_000 });
  reducedMotion(true);
});

/** Lets `ms` of (fake) time pass, with what it sets off. */
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

/** The wheel's rotation on screen (degrees, clockwise), and the slice under the top pointer. */
function wheelOf(card: HTMLElement) {
  const rotor = within(card).getByTestId('wheel-rotor');
  const rotation = Number(/rotate\((-?[\d.]+)deg\)/.exec(rotor.style.transform)?.[1]);
  const underPointer = within(rotor)
    .getAllByTestId('wheel-segment')
    .filter((segment) => (((rotation + Number(segment.dataset.center)) % 360) + 360) % 360 === 0);
  return { rotor, rotation, underPointer: underPointer.map((segment) => segment.textContent) };
}

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

test('each type has its own opener: a wheel of the promotion’s prizes, an egg to crack, an envelope to open', async () => {
  stubPromotions().on(PROMOFE_getClaimTicketList, [WHEEL, ENVELOPE, EGG]);
  renderPromotions();
  const wheel = await screen.findByRole('article', { name: 'Prize wheel: Lucky prize wheel' });
  // A slice per prize the promotion configures, read from its detail.
  expect(await within(wheel).findByRole('img', { name: 'Prize wheel with the prizes: K 50,000.00, K 5,000.00, K 500.00, No prize' })).toBeInTheDocument();
  expect(within(wheel).getByRole('button', { name: 'Spin Prize wheel' })).toHaveTextContent('Spin');
  const egg = screen.getByRole('article', { name: 'Golden egg: Golden egg week' });
  expect(within(egg).getByRole('button', { name: 'Crack Golden egg' })).toHaveTextContent('Crack');
  expect(within(egg).queryByRole('img')).not.toBeInTheDocument();
  const envelope = screen.getByRole('article', { name: 'Red envelope: Weekly sign-up activity' });
  expect(within(envelope).getByRole('button', { name: 'Open Red envelope' })).toHaveTextContent('Open');
});

test("the wheel spins while the server draws, stops on the server's prize, and only then announces it", async () => {
  reducedMotion(false);
  let answer: (value: ClaimTicketAnswer) => void = () => undefined;
  const server = stubPromotions()
    .on(PROMOFE_getClaimTicketList, [WHEEL])
    .on(PROMOFE_claimTicket, () => new Promise<ClaimTicketAnswer>((resolve) => (answer = resolve)));
  renderPromotions();
  const card = await screen.findByRole('article', { name: 'Prize wheel: Lucky prize wheel' });
  await within(card).findByRole('img', { name: /K 50,000.00/ });
  jest.useFakeTimers();
  try {
    fireEvent.click(within(card).getByRole('button', { name: 'Spin Prize wheel' }));
    // The server is asked at the tap; the wheel keeps turning however long it takes to answer.
    expect(server.calls(PROMOFE_claimTicket)).toEqual([{ transactionId: 701 }]);
    await advance(10 * TIMING.PRIZE_WHEEL.loop);
    expect(within(card).getByRole('status')).toHaveTextContent('Drawing your prize…');
    expect(wheelOf(card).rotation).toBe(0);
    expect(within(card).getByRole('button', { name: 'Spin Prize wheel' })).toBeDisabled();

    await act(async () => answer(opening(WHEEL, 500_000)));
    await advance(TIMING.PRIZE_WHEEL.loop + 50);
    // At the loop's end the wheel turns on to stop with the server's prize under the pointer…
    expect(wheelOf(card).underPointer).toEqual(['K 5,000.00']);
    expect(wheelOf(card).rotation).toBeGreaterThanOrEqual(3 * 360);
    expect(within(card).getByRole('status')).not.toHaveTextContent('You won');
    // …and once it has stopped, the prize is announced and the slice lit.
    await advance(TIMING.PRIZE_WHEEL.finale);
    expect(within(card).getByRole('status')).toHaveTextContent('You won K 5,000.00! It is in your main wallet.');
    expect(within(card).getByText('K 5,000.00', { selector: '[data-landed]' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Opened Prize wheel' })).toBeDisabled();
    expect(server.calls(PROMOFE_claimTicket)).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

test('a failed spin stops the wheel with the message, and the ticket can be spun again', async () => {
  reducedMotion(false);
  const server = stubPromotions()
    .on(PROMOFE_getClaimTicketList, [WHEEL])
    .on(PROMOFE_claimTicket, () => {
      throw apiError('promotion.ticket.soldout', 'Every prize of this promotion has been won. Your ticket stays with you.');
    });
  renderPromotions();
  const card = await screen.findByRole('article', { name: 'Prize wheel: Lucky prize wheel' });
  await within(card).findByRole('img', { name: /K 50,000.00/ });
  jest.useFakeTimers();
  try {
    fireEvent.click(within(card).getByRole('button', { name: 'Spin Prize wheel' }));
    await advance(TIMING.PRIZE_WHEEL.loop + 50);
    expect(within(card).getByRole('alert')).toHaveTextContent('Every prize of this promotion has been won. Your ticket stays with you.');
    expect(wheelOf(card).rotation).toBe(0);
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
    expect(card).not.toHaveTextContent('Server seed');

    // Still held: a second spin goes to the server again, and this time lands.
    server.on(PROMOFE_claimTicket, () => opening(WHEEL, 0));
    fireEvent.click(within(card).getByRole('button', { name: 'Spin Prize wheel' }));
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    await advance(TIMING.PRIZE_WHEEL.loop + 50 + TIMING.PRIZE_WHEEL.finale);
    expect(wheelOf(card).underPointer).toEqual(['No prize']);
    expect(within(card).getByRole('status')).toHaveTextContent('No prize this time.');
    expect(server.calls(PROMOFE_claimTicket)).toEqual([{ transactionId: 701 }, { transactionId: 701 }]);
  } finally {
    jest.useRealTimers();
  }
});

test('with reduced motion the result shows at once, the wheel already on the prize', async () => {
  stubPromotions()
    .on(PROMOFE_getClaimTicketList, [WHEEL])
    .on(PROMOFE_claimTicket, () => opening(WHEEL, 500_000));
  renderPromotions();
  const card = await screen.findByRole('article', { name: 'Prize wheel: Lucky prize wheel' });
  await within(card).findByRole('img', { name: /K 50,000.00/ });
  jest.useFakeTimers();
  try {
    fireEvent.click(within(card).getByRole('button', { name: 'Spin Prize wheel' }));
    await advance(0);
    expect(within(card).getByRole('status')).toHaveTextContent('You won K 5,000.00!');
    expect(wheelOf(card).underPointer).toEqual(['K 5,000.00']);
    expect(card).toHaveTextContent(`Server seed: ${opening(WHEEL, 0).serverSeed}`);
  } finally {
    jest.useRealTimers();
  }
});

test('the egg cracks and the envelope opens from the keyboard, each showing its prize once the animation is over', async () => {
  reducedMotion(false);
  stubPromotions()
    .on(PROMOFE_getClaimTicketList, [ENVELOPE, EGG])
    .on(PROMOFE_claimTicket, ({ transactionId }) => (transactionId === EGG.transactionId ? opening(EGG, 50_000) : opening(ENVELOPE, 0)));
  renderPromotions();
  const egg = await screen.findByRole('article', { name: 'Golden egg: Golden egg week' });
  const envelope = screen.getByRole('article', { name: 'Red envelope: Weekly sign-up activity' });
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  try {
    within(egg).getByRole('button', { name: 'Crack Golden egg' }).focus();
    await user.keyboard('{Enter}');
    await advance(TIMING.GOLDEN_EGG.loop + 50);
    expect(within(egg).getByRole('status')).toHaveTextContent('Drawing your prize…');
    await advance(TIMING.GOLDEN_EGG.finale);
    expect(within(egg).getByRole('status')).toHaveTextContent('You won K 500.00!');
    expect(within(egg).getByRole('button', { name: 'Opened Golden egg' })).toBeDisabled();

    within(envelope).getByRole('button', { name: 'Open Red envelope' }).focus();
    await user.keyboard(' ');
    await advance(TIMING.RED_ENVELOPE.loop + 50 + TIMING.RED_ENVELOPE.finale);
    expect(within(envelope).getByRole('status')).toHaveTextContent('No prize this time.');
  } finally {
    jest.useRealTimers();
  }
});

test("opening a ticket reveals the server's prize and the proof, and the ticket cannot be opened again", async () => {
  const server = stubPromotions()
    .on(PROMOFE_getClaimTicketList, [WHEEL, EGG])
    .on(PROMOFE_claimTicket, () => opening(WHEEL, 500_000));
  renderPromotions();
  const wheel = await screen.findByRole('article', { name: 'Prize wheel: Lucky prize wheel' });
  await within(wheel).findByRole('img', { name: /K 50,000.00/ });
  await userEvent.click(within(wheel).getByRole('button', { name: 'Spin Prize wheel' }));
  expect(await within(wheel).findByRole('status')).toHaveTextContent('You won K 5,000.00!');
  expect(wheel).toHaveTextContent(`Server seed: ${opening(WHEEL, 0).serverSeed}`);
  // How to check it: the HMAC message, and the prizes drawn from with their weights.
  await userEvent.click(within(wheel).getByText('How to verify'));
  expect(within(wheel).getByText('ticket:701:0')).toBeVisible();
  expect(wheel).toHaveTextContent('total 500');
  expect(wheel).toHaveTextContent('Prize #12 (K 5,000.00): weight 10 — drawn');
  expect(wheel).toHaveTextContent('Prize #14 (No prize): weight 389');
  expect(within(wheel).getByRole('button', { name: 'Opened Prize wheel' })).toBeDisabled();
  // The other ticket is untouched.
  expect(screen.getByRole('button', { name: 'Crack Golden egg' })).toBeEnabled();
  expect(server.calls(PROMOFE_claimTicket)).toEqual([{ transactionId: 701 }]);
});

test('a ticket that wins nothing says so', async () => {
  stubPromotions()
    .on(PROMOFE_getClaimTicketList, [EGG])
    .on(PROMOFE_claimTicket, () => opening(EGG, 0));
  renderPromotions();
  await userEvent.click(await screen.findByRole('button', { name: 'Crack Golden egg' }));
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
