import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPointReward, paymentPasswordStatus, MCS2_convertPoint, MCS2_getPointBalance, MCS2_getRedeemPointList, MCS2_redeemPointReward, ODSFE2_MemTransDet, POINT_ENTRY_KINDS, POINT_EXCHANGE_STATUSES, POINT_EXCHANGE_TYPES } from '@portal/shared/contracts';
import { apiError, GUEST, loginAs, MEMBER, recordCommands, TRIAL, UUID } from '@portal/shared/testing';
import { exchange, GOODS, renderPointMall, stubPointMall } from '../../testing/pointMall';
import cn from './locales/cn.json';
import en from './locales/en.json';
import my from './locales/my.json';

const commands = recordCommands();
beforeEach(() => loginAs(MEMBER, { balance: 10_000_000 }));

const tab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));
const openGood = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Details and redeem: ${name}` }));
  return screen.findByTestId('good-panel');
};

test('every code of the contract has a name in each language', () => {
  for (const texts of [en, my, cn]) {
    const codes = texts.mall.codes as Record<string, Record<string, string>>;
    expect(POINT_EXCHANGE_STATUSES.filter((code) => !codes.status?.[code])).toEqual([]);
    expect(POINT_EXCHANGE_TYPES.filter((code) => !codes.type?.[code])).toEqual([]);
    expect(POINT_ENTRY_KINDS.filter((code) => !codes.entry?.[code])).toEqual([]);
  }
});

test('a guest is asked to join, and a trial account is told the mall is for registered accounts; neither calls the API', async () => {
  loginAs(GUEST);
  const server = stubPointMall();
  const { unmount } = renderPointMall();
  expect(screen.getByText(/Log in or register to earn points/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Join now' }));
  expect(commands.commands).toEqual([{ type: 'openModal', modal: 'register' }]);
  unmount();
  loginAs(TRIAL);
  renderPointMall();
  expect(screen.getByText(/for registered accounts/)).toBeInTheDocument();
  expect(server.calls(MCS2_getPointBalance)).toEqual([]);
});

test('a member sees its points, and the goods with their price, stock and sold-out state', async () => {
  stubPointMall();
  renderPointMall();
  expect(await screen.findByTestId('point-balance')).toHaveTextContent('305 points');
  expect(screen.getByTestId('point-summary')).toHaveTextContent('Points never expire.');
  const cards = screen.getAllByTestId('point-good');
  expect(cards).toHaveLength(3);
  expect(cards[0]).toHaveTextContent('Phone top-up card K 5,000');
  expect(cards[0]).toHaveTextContent('50 points');
  expect(cards[0]).toHaveTextContent('197 left of 200');
  expect(cards[1]).toHaveTextContent('800 points + K 10,000.00');
  expect(cards[2]).toHaveTextContent('Sold out');
});

test('the redeem form checks quantity, points, address, phone and payment password before sending, with clear messages', async () => {
  const server = stubPointMall();
  renderPointMall();
  const panel = await openGood('Bluetooth earbuds');
  expect(panel).toHaveTextContent('Bluetooth earbuds: delivered to your address once confirmed.');
  await userEvent.click(within(panel).getByRole('button', { name: 'Redeem' }));
  expect(within(panel).getByText('You need 800 points and have 305.')).toBeInTheDocument();
  expect(within(panel).getByText('Enter the shipping address.')).toBeInTheDocument();
  expect(within(panel).getByText('Enter a phone number of 6 to 15 digits.')).toBeInTheDocument();
  expect(within(panel).getByText('Enter your 6-digit payment password.')).toBeInTheDocument();
  expect(server.calls(MCS2_redeemPointReward)).toEqual([]);
});

test('a good that does not ship asks no address: its redeem is sent with the quantity, phone, payment password and a requestId; points, stock and history refresh', async () => {
  const server = stubPointMall();
  const done = exchange({ address: null });
  server.on(MCS2_redeemPointReward, { exchange: done, points: 205, balance: 10_000_000 });
  renderPointMall();
  const panel = await openGood('Phone top-up card K 5,000');
  expect(within(panel).queryByLabelText('Shipping address')).toBeNull();
  const quantity = within(panel).getByLabelText('Quantity');
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '2');
  expect(within(panel).getByTestId('redeem-total')).toHaveTextContent('Total: 100 points');
  await userEvent.type(within(panel).getByLabelText('Phone number'), '09 123 456 789');
  await userEvent.type(within(panel).getByLabelText('Payment password'), '246810');
  server.on(MCS2_getPointBalance, { points: 205, earned: 305, validBetCounted: 3_050_000 }).on(MCS2_getRedeemPointList, [done]);
  await userEvent.click(within(panel).getByRole('button', { name: 'Redeem' }));
  expect(server.calls(MCS2_redeemPointReward)).toEqual([{ goodId: 1, quantity: 2, phone: '09 123 456 789', paymentPassword: '246810', requestId: UUID }]);
  expect(await screen.findByTestId('redeem-done')).toHaveTextContent('Exchange PX20261126ABCDE12345 is submitted and waits for confirmation.');
  await waitFor(() => expect(screen.getByTestId('point-balance')).toHaveTextContent('205 points'));
  expect(server.calls(getPointReward)).toHaveLength(2);

  await tab('Redeem history');
  const row = await screen.findByTestId('redeem-row');
  expect(row).toHaveTextContent('Phone top-up card K 5,000');
  expect(row).toHaveTextContent('In process');
  expect(row).toHaveTextContent('PX20261126ABCDE12345');
  expect(row).not.toHaveTextContent('IN_PROCESS');
  // No address for a good that ships nothing, but the phone it goes to all the same.
  expect(row).not.toHaveTextContent('Address');
  expect(row).toHaveTextContent(done.phone!);
});

test('a good that ships asks its shipping address: not sent without one, sent with it', async () => {
  const server = stubPointMall(1_000);
  server.on(MCS2_redeemPointReward, { exchange: exchange({ goodId: 2, itemName: 'Bluetooth earbuds', quantity: 1, points: 800, amount: 1_000_000, paidAmount: 1_000_000 }), points: 200, balance: 9_000_000 });
  renderPointMall();
  const panel = await openGood('Bluetooth earbuds');
  await userEvent.type(within(panel).getByLabelText('Phone number'), '09 123 456 789');
  await userEvent.type(within(panel).getByLabelText('Payment password'), '246810');
  await userEvent.click(within(panel).getByRole('button', { name: 'Redeem' }));
  expect(within(panel).getByText('Enter the shipping address.')).toBeInTheDocument();
  expect(server.calls(MCS2_redeemPointReward)).toEqual([]);
  await userEvent.type(within(panel).getByLabelText('Shipping address'), 'No. 5, Bogyoke Road, Yangon');
  await userEvent.click(within(panel).getByRole('button', { name: 'Redeem' }));
  expect(await screen.findByTestId('redeem-done')).toHaveTextContent('Exchange PX20261126ABCDE12345 is submitted');
  expect(server.calls(MCS2_redeemPointReward)).toEqual([{ goodId: 2, quantity: 1, address: 'No. 5, Bogyoke Road, Yangon', phone: '09 123 456 789', paymentPassword: '246810', requestId: UUID }]);
});

test("a wrong payment password shows the server's message under its field and keeps what was typed", async () => {
  const server = stubPointMall();
  server.on(MCS2_redeemPointReward, () => {
    throw apiError('payment.password.wrong', 'Wrong payment password', 'paymentPassword');
  });
  renderPointMall();
  const panel = await openGood('Phone top-up card K 5,000');
  await userEvent.type(within(panel).getByLabelText('Phone number'), '09123456789');
  await userEvent.type(within(panel).getByLabelText('Payment password'), '111111');
  await userEvent.click(within(panel).getByRole('button', { name: 'Redeem' }));
  expect(await within(panel).findByText('Wrong payment password')).toBeInTheDocument();
  expect(within(panel).getByLabelText('Phone number')).toHaveValue('09123456789');
});

test('without a payment password, the redeem and the conversion say so with the link to the security centre', async () => {
  stubPointMall().on(paymentPasswordStatus, { set: false });
  renderPointMall();
  const panel = await openGood('Phone top-up card K 5,000');
  expect(await within(panel).findByRole('link', { name: 'Set it in the security centre' })).toHaveAttribute('href', '/member/securityCenter');
  await tab('To cash');
  expect(await within(screen.getByTestId('convert-form')).findByRole('link', { name: 'Set it in the security centre' })).toHaveAttribute('href', '/member/securityCenter');
});

test('points convert to cash in whole steps only, with the payment password', async () => {
  const server = stubPointMall();
  server.on(MCS2_convertPoint, { exchange: exchange({ exchangeType: 'CASH', itemName: 'Cash to main wallet', quantity: 1, points: 200, amount: 20_000, status: 'APPROVED' }), points: 105, balance: 10_020_000 });
  renderPointMall();
  await screen.findByTestId('point-balance');
  await tab('To cash');
  const form = screen.getByTestId('convert-form');
  await userEvent.type(within(form).getByLabelText('Points to convert'), '250');
  await userEvent.type(within(form).getByLabelText('Payment password'), '246810');
  await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
  expect(within(form).getByText('Enter at least 100 points, in steps of 100.')).toBeInTheDocument();
  expect(server.calls(MCS2_convertPoint)).toEqual([]);
  const points = within(form).getByLabelText('Points to convert');
  await userEvent.clear(points);
  await userEvent.type(points, '200');
  expect(form).toHaveTextContent('You get K 200.00');
  await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
  expect(server.calls(MCS2_convertPoint)).toEqual([{ points: 200, paymentPassword: '246810', requestId: UUID }]);
  expect(await screen.findByTestId('convert-done')).toHaveTextContent('200 points converted: K 200.00 paid into your main wallet.');
  expect(screen.getByTestId('point-balance')).toHaveTextContent('105 points');
});

test('the points details, rules and exchange rate table', async () => {
  const server = stubPointMall();
  server.on(ODSFE2_MemTransDet, [
    { entryId: 2, kind: 'REDEEM', points: -100, balanceAfter: 205, reference: 'PX1', time: '2026-11-26T08:00:00.000Z' },
    { entryId: 1, kind: 'EARN', points: 305, balanceAfter: 305, reference: null, time: '2026-11-26T07:00:00.000Z' },
  ]);
  renderPointMall();
  await screen.findByTestId('point-balance');
  await tab('Points details');
  const entries = await screen.findAllByTestId('point-entry');
  expect(entries[0]).toHaveTextContent('Redeemed');
  expect(entries[0]).toHaveTextContent('-100');
  expect(entries[1]).toHaveTextContent('Earned from bets');
  expect(entries[1]).toHaveTextContent('+305');
  expect(entries[1]).toHaveTextContent('Balance 305');
  await tab('Rules');
  const rules = screen.getByTestId('point-rules');
  expect(rules).toHaveTextContent('Earn 1 point for every K 100.00 of valid bets');
  const rows = within(within(rules).getByRole('table')).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual(['PointsCash', '100K 100.00', '500K 500.00', '1,000K 1,000.00']);
  expect(GOODS).toHaveLength(3);
});
