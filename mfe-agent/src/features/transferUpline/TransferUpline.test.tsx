import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentPasswordStatus, transferUpline } from '@portal/shared/contracts';
import { apiError, loginAgent, renderPage, REQUEST_ID, stubEndpoints, type EndpointStubs } from '../../testing/shell';
import { TransferUpline } from '.';

let server: EndpointStubs;
beforeEach(() => {
  loginAgent('EN', 100_000);
  server = stubEndpoints().on(transferUpline, { balance: 95_000 });
});

const show = () => renderPage(<TransferUpline />, '/agentHome/transferUpline');
const sent = () => server.calls(transferUpline);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Transfer' }));

test('checks the amount and payment password; sends minor units with a request id', async () => {
  show();
  await submit();
  expect(screen.getByText('Please enter an amount.')).toBeInTheDocument();
  expect(screen.getByText('Please enter your payment password.')).toBeInTheDocument();
  expect(sent()).toEqual([]);
  await userEvent.type(screen.getByLabelText('Amount'), '50');
  await userEvent.type(screen.getByLabelText('Payment password'), '123456');
  await submit();
  expect(sent()).toEqual([{ amount: 5_000, paymentPassword: '123456', requestId: REQUEST_ID }]);
  expect(await screen.findByText('K 50.00 has been sent to your upline. Main wallet: K 950.00.')).toBeInTheDocument();
});

test('a refusal is shown as the server words it, and the form keeps what was typed', async () => {
  server.on(transferUpline, () => {
    throw apiError('transfer.no.upline', 'You have no upline');
  });
  show();
  await userEvent.type(screen.getByLabelText('Amount'), '10');
  await userEvent.type(screen.getByLabelText('Payment password'), '123456');
  await submit();
  expect(await screen.findByText('You have no upline')).toBeInTheDocument();
  expect(screen.getByLabelText('Amount')).toHaveValue('10');
  expect(screen.getByLabelText('Payment password')).toHaveValue('123456');
});

test('an agent with no payment password is told so before filling the form, with the link to the security centre', async () => {
  server.on(paymentPasswordStatus, { set: false });
  show();
  expect(await screen.findByText(/Set a payment password first/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Set it in the security centre' })).toHaveAttribute('href', '/member/securityCenter');
});

test('a refusal for a payment password never set comes with the link to set it', async () => {
  let set = true;
  server.on(paymentPasswordStatus, () => ({ set })).on(transferUpline, () => {
    set = false;
    throw apiError('payment.password.unset', 'Please set a payment password first', 'paymentPassword');
  });
  show();
  await userEvent.type(screen.getByLabelText('Amount'), '10');
  await userEvent.type(screen.getByLabelText('Payment password'), '123456');
  await submit();
  expect(await screen.findByRole('link', { name: 'Set it in the security centre' })).toHaveAttribute('href', '/member/securityCenter');
});

test('Burmese texts, the payment password notice among them', async () => {
  server.on(paymentPasswordStatus, { set: false });
  loginAgent('MY', 0);
  show();
  expect(screen.getByRole('heading', { name: 'သင့်အထက်လိုင်းသို့ လွှဲပြောင်းရန်' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'လုံခြုံရေးစင်တာတွင် သတ်မှတ်ရန်' })).toHaveAttribute('href', '/member/securityCenter');
});
