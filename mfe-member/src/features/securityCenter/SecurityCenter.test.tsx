import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, loginDemo, recordCommands, renderPage } from '../../testing/shell';
import { SecurityCenter } from '.';
import { getPaymentPasswordStatus, getProfile, savePaymentPassword } from './api';

jest.mock('./api', () => ({ getProfile: jest.fn(), getPaymentPasswordStatus: jest.fn(), savePaymentPassword: jest.fn() }));

const profile = { id: 1, account: 'demo', nickname: 'Demo', type: 0, vip: { level: 2, enabled: true }, mobileNum: '95 9420***001', email: null, birthday: '1990-01-01', address: null };

beforeEach(() => {
  jest.clearAllMocks();
  loginDemo();
  (getProfile as jest.Mock).mockResolvedValue(profile);
  (getPaymentPasswordStatus as jest.Mock).mockResolvedValue({ set: false });
});

const page = () => renderPage(<SecurityCenter />, '/member/securityCenter');

test('shows the account, bindings from the profile and the labels the API gives', async () => {
  page();
  expect(screen.getByTestId('member-account')).toHaveTextContent('demo');
  expect(await screen.findByTestId('binding-mobileNum')).toHaveTextContent('Bound: 95 9420***001');
  expect(screen.getByTestId('binding-email')).toHaveTextContent('Not bound');
  const details = screen.getByTestId('profile');
  expect(within(details).getByText('Birthday')).toBeInTheDocument();
  expect(within(details).getByText('1990-01-01')).toBeInTheDocument();
  expect(within(details).getByText('Address')).toBeInTheDocument();
  expect(within(details).queryByText('Occupation')).not.toBeInTheDocument();
  expect(screen.getByText('VIP 2')).toBeInTheDocument();
});

test('the login password opens the shell’s change-password modal', async () => {
  const recorder = recordCommands();
  page();
  await userEvent.click(screen.getByRole('button', { name: 'Change login password' }));
  expect(recorder.commands).toEqual([{ type: 'openModal', modal: 'changePassword' }]);
  recorder.stop();
});

test('setting a payment password: 6 digits, confirmation equal, then sent', async () => {
  (savePaymentPassword as jest.Mock).mockResolvedValue(null);
  page();
  expect(await screen.findByTestId('payment-password-status')).toHaveTextContent('Not set');
  expect(screen.queryByLabelText('Current payment password')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New payment password'), '12a34');
  await userEvent.type(screen.getByLabelText('Confirm new payment password'), '1235');
  await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
  expect(screen.getByText('The payment password is 6 digits.')).toBeInTheDocument();
  expect(screen.getByText('inconsistent twice')).toBeInTheDocument();
  expect(savePaymentPassword).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText('New payment password'), '56');
  await userEvent.clear(screen.getByLabelText('Confirm new payment password'));
  await userEvent.type(screen.getByLabelText('Confirm new payment password'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
  expect(savePaymentPassword).toHaveBeenCalledWith({ paymentPassword: '123456', confirmPaymentPassword: '123456' });
  expect(await screen.findByTestId('payment-password-status')).toHaveTextContent('Set');
  expect(screen.getByLabelText('Current payment password')).toBeInTheDocument();
});

test('changing it asks for the current one; a wrong one shows under that field and keeps the input', async () => {
  (getPaymentPasswordStatus as jest.Mock).mockResolvedValue({ set: true });
  (savePaymentPassword as jest.Mock).mockRejectedValue(apiError('payment.password.wrong', 'Wrong payment password', 'oldPaymentPassword'));
  page();
  await userEvent.type(await screen.findByLabelText('Current payment password'), '000000');
  await userEvent.type(screen.getByLabelText('New payment password'), '654321');
  await userEvent.type(screen.getByLabelText('Confirm new payment password'), '654321');
  await userEvent.click(screen.getByRole('button', { name: 'Change payment password' }));
  expect(savePaymentPassword).toHaveBeenCalledWith({ oldPaymentPassword: '000000', paymentPassword: '654321', confirmPaymentPassword: '654321' });
  expect(await screen.findByText('Wrong payment password')).toBeInTheDocument();
  expect(screen.getByLabelText('Current payment password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('New payment password')).toHaveValue('654321');
});
