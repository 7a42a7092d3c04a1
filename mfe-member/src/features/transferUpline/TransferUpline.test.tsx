import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transferUpline, type BalanceAnswer } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { apiError, inTurn, loginDemo, renderPage, setBalance, UUID } from '../../testing/shell';
import { TransferUpline } from '.';

let server: EndpointStubs;
const sent = () => server.calls(transferUpline);

beforeEach(() => {
  loginDemo(100_000);
  server = stubEndpoints();
});

/** A call that is answered when the test says so. */
function held() {
  let finish: (answer: BalanceAnswer) => void = () => undefined;
  server.on(transferUpline, () => new Promise<BalanceAnswer>((resolve) => (finish = resolve)));
  return (answer: BalanceAnswer) => finish(answer);
}

const page = () => renderPage(<TransferUpline />, '/member/transferUpline');

test('checks the amount and the 6-digit payment password before sending', async () => {
  page();
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(screen.getByText('Please enter an amount.')).toBeInTheDocument();
  expect(screen.getByText('Please enter your payment password.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Amount'), '2000');
  await userEvent.type(screen.getByLabelText('Payment password'), '12x3');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(screen.getByText('The amount is more than the available K 1,000.00.')).toBeInTheDocument();
  expect(screen.getByText('The payment password is 6 digits.')).toBeInTheDocument();
  expect(sent()).toEqual([]);
});

test('sends minor units with a requestId; the main wallet shown follows the balance the shell is pushed', async () => {
  server.on(transferUpline, { balance: 87_655 });
  page();
  expect(screen.getByText('Main wallet: K 1,000.00')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Amount'), '123.45');
  await userEvent.type(screen.getByLabelText('Payment password'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(sent()).toEqual([{ amount: 12_345, paymentPassword: '123456', requestId: UUID }]);
  expect(await screen.findByText('K 123.45 has been sent to your upline. Main wallet: K 876.55.')).toBeInTheDocument();
  // The ledger posting pushes the new balance; the shell writes it to the bus.
  act(() => setBalance(87_655));
  expect(screen.getByText('Main wallet: K 876.55')).toBeInTheDocument();
});

test('a wrong payment password shows under the field; no upline shows above the form; input is kept', async () => {
  server.on(transferUpline, inTurn<BalanceAnswer>(apiError('payment.password.wrong', 'Wrong payment password', 'paymentPassword'), apiError('transfer.no.upline', 'You have no upline')));
  page();
  await userEvent.type(screen.getByLabelText('Amount'), '10');
  await userEvent.type(screen.getByLabelText('Payment password'), '654321');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByText('Wrong payment password')).toBeInTheDocument();
  expect(screen.getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Amount')).toHaveValue('10');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByText('You have no upline')).toBeInTheDocument();
  expect(screen.getByLabelText('Payment password')).toHaveValue('654321');
});

test('the submit button is disabled while sending', async () => {
  const finish = held();
  page();
  await userEvent.type(screen.getByLabelText('Amount'), '10');
  await userEvent.type(screen.getByLabelText('Payment password'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(screen.getByRole('button', { name: 'Transfer' })).toBeDisabled();
  await act(async () => finish({ balance: 0 }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Transfer' })).toBeEnabled());
});

test('two submits in the same moment (a double tap, Enter twice) send one transfer', async () => {
  const finish = held();
  page();
  await userEvent.type(screen.getByLabelText('Amount'), '10');
  await userEvent.type(screen.getByLabelText('Payment password'), '123456');
  const form = screen.getByTestId('upline-form');
  act(() => {
    fireEvent.submit(form);
    fireEvent.submit(form);
  });
  expect(sent()).toHaveLength(1);
  await act(async () => finish({ balance: 99_000 }));
  expect(await screen.findByText('K 10.00 has been sent to your upline. Main wallet: K 990.00.')).toBeInTheDocument();
});

test('a retry after a lost answer carries the same requestId; after a success the next transfer gets a new one', async () => {
  server.on(transferUpline, inTurn<BalanceAnswer>(apiError('network', 'The network is down', undefined, 0), { balance: 99_000 }, { balance: 98_000 }));
  page();
  await userEvent.type(screen.getByLabelText('Amount'), '10');
  await userEvent.type(screen.getByLabelText('Payment password'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByText('The network is down')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByText('K 10.00 has been sent to your upline. Main wallet: K 990.00.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Amount'), '10');
  await userEvent.type(screen.getByLabelText('Payment password'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  await screen.findByText('K 10.00 has been sent to your upline. Main wallet: K 980.00.');
  const ids = sent().map((body) => body.requestId);
  expect(ids[1]).toBe(ids[0]);
  expect(ids[2]).not.toBe(ids[1]);
});
