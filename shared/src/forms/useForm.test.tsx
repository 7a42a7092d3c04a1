import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, TextField } from '../ui';
import { apiError, loginDemo, REQUEST_ID } from '../testing';
import { useForm, type FormOptions } from '.';

// A transfer form as the member centre writes them: amount and a 6-digit payment password, a money
// call with an idempotency key. `transfer` stands in for the server.
const FIELDS = ['amount', 'paymentPassword'] as const;
type Body = { amount: number; paymentPassword: string; requestId: string };

function TransferForm({ transfer, options }: { transfer: (body: Body) => Promise<{ balance: number }>; options?: FormOptions<(typeof FIELDS)[number]> }) {
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const form = useForm(FIELDS, options);
  const submit = form.handleSubmit(
    () =>
      amount === 'all'
        ? 'Transfers of everything are not possible.'
        : {
            amount: /^\d+$/.test(amount) ? undefined : 'Please enter an amount.',
            paymentPassword: /^\d{6}$/.test(password) ? undefined : 'The payment password is 6 digits.',
          },
    async () => {
      const body = { amount: Number(amount), paymentPassword: password };
      const answer = await transfer({ ...body, requestId: form.requestIdFor(body) });
      setAmount('');
      setPassword('');
      return `Sent ${body.amount}. Balance: ${answer.balance}.`;
    },
  );
  return (
    <form onSubmit={submit} noValidate data-testid="transfer-form">
      <TextField
        label="Amount"
        value={amount}
        error={form.errors.amount}
        onChange={(event) => {
          setAmount(event.target.value);
          form.clear('amount');
        }}
      />
      <TextField
        label="Payment password"
        value={password}
        error={form.errors.paymentPassword}
        onChange={(event) => {
          setPassword(event.target.value);
          form.clear('paymentPassword');
        }}
      />
      {form.formError && <p role="alert">{form.formError}</p>}
      {form.done && <p role="status">{form.done}</p>}
      <Button type="submit" disabled={form.sending}>
        Transfer
      </Button>
    </form>
  );
}

const fill = async (amount: string, password: string) => {
  await userEvent.clear(screen.getByLabelText('Amount'));
  await userEvent.type(screen.getByLabelText('Amount'), amount);
  await userEvent.clear(screen.getByLabelText('Payment password'));
  await userEvent.type(screen.getByLabelText('Payment password'), password);
};
const send = () => userEvent.click(screen.getByRole('button', { name: 'Transfer' }));

beforeEach(() => loginDemo());

test('checks first: nothing is sent while a field is wrong; a message goes under its field and clears as it is edited', async () => {
  const transfer = jest.fn();
  render(<TransferForm transfer={transfer} />);
  await send();
  expect(screen.getByText('Please enter an amount.')).toBeInTheDocument();
  expect(screen.getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(screen.getByLabelText('Amount'), '1');
  expect(screen.queryByText('Please enter an amount.')).not.toBeInTheDocument();
  expect(screen.getByText('The payment password is 6 digits.')).toBeInTheDocument();
  expect(transfer).not.toHaveBeenCalled();
});

test('a check can refuse the whole form: its message shows above, nothing is sent', async () => {
  const transfer = jest.fn();
  render(<TransferForm transfer={transfer} />);
  await fill('all', '123456');
  await send();
  expect(screen.getByRole('alert')).toHaveTextContent('Transfers of everything are not possible.');
  expect(transfer).not.toHaveBeenCalled();
});

test('sends with a request id and shows the success message', async () => {
  const transfer = jest.fn().mockResolvedValue({ balance: 900 });
  render(<TransferForm transfer={transfer} />);
  await fill('100', '123456');
  await send();
  expect(transfer).toHaveBeenCalledWith({ amount: 100, paymentPassword: '123456', requestId: REQUEST_ID });
  expect(await screen.findByRole('status')).toHaveTextContent('Sent 100. Balance: 900.');
});

test('a refusal naming a field shows under it; another shows above the form; what was typed stays', async () => {
  const transfer = jest
    .fn()
    .mockRejectedValueOnce(apiError('payment.password.wrong', 'Wrong payment password', 'paymentPassword'))
    .mockRejectedValueOnce(apiError('transfer.no.upline', 'You have no upline'))
    .mockRejectedValueOnce(apiError('odd', 'The server names a field this form does not show', 'captcha'));
  render(<TransferForm transfer={transfer} />);
  await fill('10', '654321');
  await send();
  expect(await screen.findByText('Wrong payment password')).toBeInTheDocument();
  expect(screen.getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Amount')).toHaveValue('10');
  await send();
  expect(await screen.findByRole('alert')).toHaveTextContent('You have no upline');
  expect(screen.queryByText('Wrong payment password')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Payment password')).toHaveValue('654321');
  await send();
  expect(await screen.findByRole('alert')).toHaveTextContent('The server names a field this form does not show');
});

test('the server\'s codes and field names can be mapped onto the form\'s fields', async () => {
  const transfer = jest
    .fn()
    .mockRejectedValueOnce(apiError('wallet.insufficient', 'Not enough money'))
    .mockRejectedValueOnce(apiError('payment.password.wrong', 'Wrong payment password', 'payPwd'));
  render(<TransferForm transfer={transfer} options={{ byCode: { 'wallet.insufficient': 'amount' }, rename: { payPwd: 'paymentPassword' } }} />);
  await fill('10', '654321');
  await send();
  expect(await screen.findByText('Not enough money')).toBeInTheDocument();
  expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
  await send();
  expect(await screen.findByText('Wrong payment password')).toBeInTheDocument();
  expect(screen.getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true');
});

test('a failure with nothing to show gives the fallback: the form\'s own, or "unknown error" in the user\'s language', async () => {
  const transfer = jest.fn().mockRejectedValue(new TypeError('x is undefined'));
  const { unmount } = render(<TransferForm transfer={transfer} />);
  await fill('10', '123456');
  await send();
  expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occured.');
  expect(screen.queryByText('x is undefined')).not.toBeInTheDocument();
  unmount();
  render(<TransferForm transfer={transfer} options={{ fallback: 'The transfer failed.' }} />);
  await fill('10', '123456');
  await send();
  expect(await screen.findByRole('alert')).toHaveTextContent('The transfer failed.');
});

test('the submit button is disabled while sending', async () => {
  let finish: (value: { balance: number }) => void = () => undefined;
  const transfer = jest.fn().mockReturnValue(new Promise((resolve) => (finish = resolve)));
  render(<TransferForm transfer={transfer} />);
  await fill('10', '123456');
  await send();
  expect(screen.getByRole('button', { name: 'Transfer' })).toBeDisabled();
  await act(async () => finish({ balance: 0 }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Transfer' })).toBeEnabled());
});

test('two submits in the same moment (a double tap, Enter twice) send one transfer', async () => {
  let finish: (value: { balance: number }) => void = () => undefined;
  const transfer = jest.fn().mockReturnValue(new Promise((resolve) => (finish = resolve)));
  render(<TransferForm transfer={transfer} />);
  await fill('10', '123456');
  const form = screen.getByTestId('transfer-form');
  act(() => {
    fireEvent.submit(form);
    fireEvent.submit(form);
  });
  expect(transfer).toHaveBeenCalledTimes(1);
  await act(async () => finish({ balance: 990 }));
  expect(await screen.findByText('Sent 10. Balance: 990.')).toBeInTheDocument();
});

test('a retry after a lost answer carries the same requestId; after a success, or with other values, a new one', async () => {
  const transfer = jest
    .fn()
    .mockRejectedValueOnce(apiError('network', 'The network is down', undefined, 0))
    .mockResolvedValueOnce({ balance: 990 })
    .mockResolvedValueOnce({ balance: 980 })
    .mockRejectedValueOnce(apiError('network', 'The network is down', undefined, 0))
    .mockResolvedValueOnce({ balance: 960 });
  render(<TransferForm transfer={transfer} />);
  await fill('10', '123456');
  await send();
  expect(await screen.findByText('The network is down')).toBeInTheDocument();
  await send();
  expect(await screen.findByText('Sent 10. Balance: 990.')).toBeInTheDocument();
  await fill('10', '123456');
  await send();
  expect(await screen.findByText('Sent 10. Balance: 980.')).toBeInTheDocument();
  await fill('10', '123456');
  await send();
  expect(await screen.findByText('The network is down')).toBeInTheDocument();
  await fill('20', '123456');
  await send();
  expect(await screen.findByText('Sent 20. Balance: 960.')).toBeInTheDocument();
  const ids = transfer.mock.calls.map(([body]: [Body]) => body.requestId);
  expect(ids[1]).toBe(ids[0]);
  expect(ids[2]).not.toBe(ids[1]);
  expect(ids[4]).not.toBe(ids[3]);
  expect(new Set(ids).size).toBe(4);
});
