import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentDownline, agentTransferDownline, type DownlineMember } from '@portal/shared/contracts';
import { apiError, loginAgent, pageOf, renderPage, REQUEST_ID, setBalance, stubEndpoints, type EndpointStubs } from '../../testing/shell';
import { TransferDownline } from '.';

const member = (id: number, account = `player${id}`): DownlineMember => ({
  id, account, nickname: '', type: 0, kind: 'member', level: 1, upline: 'agent', balance: 5_000, teamSize: 0,
  registeredAt: '2025-06-01T03:00:00Z', lastLoginAt: null, lastBetDay: null, active: true,
});

let server: EndpointStubs;
beforeEach(() => {
  loginAgent('EN', 100_000);
  server = stubEndpoints()
    .on(agentDownline, ({ account }) => pageOf(account ? [member(7, 'aung7')] : [member(1), member(2)]))
    .on(agentTransferDownline, { balance: 87_655 });
});

const show = (query = '') => renderPage(<TransferDownline />, `/agentHome/transferDownline${query}`);
const sent = () => server.calls(agentTransferDownline);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Transfer' }));

test('the list is the direct downline, with an account search', async () => {
  show();
  await screen.findByTestId('downline-picker');
  expect(server.calls(agentDownline)).toEqual([{ scope: 'direct', pageNo: 1, pageSize: 20 }]);
  await userEvent.type(screen.getByLabelText('Account'), ' aung ');
  await userEvent.click(screen.getByRole('button', { name: 'Find member' }));
  expect(await screen.findByLabelText(/aung7/)).toBeInTheDocument();
  expect(server.calls(agentDownline).at(-1)).toEqual({ scope: 'direct', account: 'aung', pageNo: 1, pageSize: 20 });
});

test('checks receiver, amount and payment password before sending', async () => {
  show();
  await screen.findByTestId('downline-picker');
  await submit();
  expect(screen.getByText('Please choose the member to send to.')).toBeInTheDocument();
  expect(screen.getByText('Please enter an amount.')).toBeInTheDocument();
  expect(screen.getByText('Please enter your payment password.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Amount'), '2000');
  await userEvent.type(screen.getByLabelText('Payment password'), '12x3');
  await submit();
  expect(screen.getByText('The amount is more than the available K 1,000.00.')).toBeInTheDocument();
  expect(screen.getByText('The payment password is 6 digits.')).toBeInTheDocument();
  expect(sent()).toEqual([]);
});

test('sends minor units to the chosen member; the wallet shown follows the pushed balance', async () => {
  show();
  await userEvent.click(await screen.findByLabelText(/player2/));
  expect(screen.getByText('To player2')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Amount'), '123.45');
  await userEvent.type(screen.getByLabelText('Payment password'), '123456');
  await submit();
  expect(sent()).toEqual([{ memberId: 2, amount: 12_345, paymentPassword: '123456', requestId: REQUEST_ID }]);
  expect(await screen.findByText('K 123.45 has been sent to player2. Main wallet: K 876.55.')).toBeInTheDocument();
  expect(screen.getByText('Main wallet: K 1,000.00')).toBeInTheDocument();
  act(() => setBalance(87_655));
  expect(screen.getByText('Main wallet: K 876.55')).toBeInTheDocument();
});

test('a refusal shows under its field; everything typed stays; the retry keeps its request id', async () => {
  const answers = [apiError('payment.password.wrong', 'Wrong payment password', 'paymentPassword'), apiError('network', 'The network is down', undefined, 0)];
  server.on(agentTransferDownline, () => {
    const next = answers.shift();
    if (next) throw next;
    return { balance: 99_000 };
  });
  show('?member=9&account=ko9');
  expect(screen.getByText('To ko9')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Amount'), '10');
  await userEvent.type(screen.getByLabelText('Payment password'), '654321');
  await submit();
  expect(await screen.findByText('Wrong payment password')).toBeInTheDocument();
  expect(screen.getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Amount')).toHaveValue('10');
  await submit();
  expect(await screen.findByText('The network is down')).toBeInTheDocument();
  await submit();
  expect(await screen.findByText('K 10.00 has been sent to ko9. Main wallet: K 990.00.')).toBeInTheDocument();
  const ids = sent().map((body) => body.requestId);
  expect(sent()[0]).toMatchObject({ memberId: 9, amount: 1_000 });
  expect(ids[1]).toBe(ids[0]);
  expect(ids[2]).toBe(ids[1]);
});

test('Burmese texts', async () => {
  loginAgent('MY', 100_000);
  show();
  const form = screen.getByTestId('downline-transfer-form');
  expect(within(form).getByRole('button', { name: 'လွှဲပြောင်းမည်' })).toBeInTheDocument();
  await screen.findByTestId('downline-picker');
});
