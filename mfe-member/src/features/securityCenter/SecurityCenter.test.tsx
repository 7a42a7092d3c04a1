import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authenticatorStatus,
  bindEmail,
  bindMobile,
  loginHistory,
  memberInfo,
  memberProfile,
  paymentPasswordStatus,
  sendBindEmail,
  sendBindSms,
  setPaymentPassword,
  updateProfile,
  type LoginHistoryPage,
  type MemberProfile,
} from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { apiError, inTurn, loginDemo, recordCommands, renderPage } from '../../testing/shell';
import { SecurityCenter } from '.';
import { latestAdultBirthday } from './ProfileForm';

const profile: MemberProfile = {
  account: 'demo',
  nickname: 'Demo',
  mobile: null,
  email: 'de•••@example.com',
  payeeName: 'D••• P•••••',
  birthday: '1990-01-01',
  address: null,
  nationality: 'Myanmar',
  occupation: null,
  sourceOfIncome: null,
  zalo: null,
  skype: null,
  placeOfBirth: null,
};

let server: EndpointStubs;

beforeEach(() => {
  loginDemo();
  server = stubEndpoints()
    .on(memberInfo, { id: 1, account: 'demo', nickname: 'Demo', type: 0, firstTimeLogin: false, currency: 'MMK', currencySymbol: 'K', vip: { level: 2, enabled: true } })
    .on(memberProfile, profile)
    .on(paymentPasswordStatus, { set: false })
    .on(authenticatorStatus, { bound: false, boundAt: null, recoveryCodesLeft: 0 })
    .on(loginHistory, { content: [], pageNum: 1, pageSize: 10, totalPages: 0, totalElements: 0 });
});

const page = () => renderPage(<SecurityCenter />, '/member/securityCenter');

test('shows the account, the masked bindings and every profile label', async () => {
  page();
  expect(screen.getByTestId('member-account')).toHaveTextContent('demo');
  expect(await screen.findByTestId('binding-mobile-value')).toHaveTextContent('Not bound');
  expect(screen.getByTestId('binding-email-value')).toHaveTextContent('Bound: de•••@example.com');
  expect(screen.getByTestId('binding-payeeName-value')).toHaveTextContent('Bound: D••• P•••••');
  const bindings = screen.getByTestId('bindings');
  expect(within(bindings).getByRole('button', { name: 'Bind mobile number' })).toBeInTheDocument();
  expect(within(bindings).getByRole('button', { name: 'Change email' })).toBeInTheDocument();
  expect(within(bindings).getAllByRole('button')).toHaveLength(2); // the bank account name comes with a bank card

  const details = screen.getByTestId('profile');
  for (const label of ['Nickname', 'Birthday', 'Address', 'Nationality', 'Occupation', 'Source of income', 'Zalo ID', 'Skype ID', 'Place of birth']) {
    expect(within(details).getByText(label)).toBeInTheDocument();
  }
  expect(screen.getByTestId('profile-birthday')).toHaveTextContent('1 Jan 1990');
  expect(screen.getByTestId('profile-nationality')).toHaveTextContent('Myanmar');
  expect(screen.getByTestId('profile-address')).toHaveTextContent('—');
  expect(await screen.findByText('VIP 2')).toBeInTheDocument();
});

describe('binding a mobile number', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  test('send → countdown → bind: a wrong code shows under the code field, then the profile refreshes and the dialog closes', async () => {
    server
      .on(sendBindSms, { expiredMinutes: 5 })
      .on(bindMobile, inTurn<MemberProfile>(apiError('verification.invalid', 'Verification code is not valid', 'verificationCode'), { ...profile, mobile: '95 94•••••001' }));
    page();
    await user().click(await screen.findByRole('button', { name: 'Bind mobile number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bind mobile number' });
    expect(within(dialog).getByText('Country code +95')).toBeInTheDocument();

    // The number is checked before any code is sent.
    await user().click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(server.calls(sendBindSms)).toEqual([]);
    expect(within(dialog).getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');

    await user().type(within(dialog).getByLabelText('Mobile number'), '9420000001');
    act(() => jest.advanceTimersByTime(1_000));
    await user().click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(server.calls(sendBindSms)).toEqual([{ mobileNum: '9420000001', countryDialingCode: '95' }]);
    expect(await within(dialog).findByRole('button', { name: 'Resend in 300 s' })).toBeDisabled();
    expect(within(dialog).getByTestId('bind-mobile-sent')).toHaveTextContent('valid for 5 minutes');
    act(() => jest.advanceTimersByTime(1_000));
    expect(within(dialog).getByRole('button', { name: 'Resend in 299 s' })).toBeDisabled();

    await user().type(within(dialog).getByLabelText('Verification code'), '000000');
    await user().click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(server.calls(bindMobile)).toEqual([{ mobileNum: '9420000001', countryDialingCode: '95', verificationCode: '000000' }]);
    expect(await within(dialog).findByText('Verification code is not valid')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('9420000001');
    expect(within(dialog).getByLabelText('Verification code')).toHaveValue('000000');

    await user().clear(within(dialog).getByLabelText('Verification code'));
    await user().type(within(dialog).getByLabelText('Verification code'), '123456');
    await user().click(within(dialog).getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('binding-mobile-value')).toHaveTextContent('Bound: 95 94•••••001');
    expect(screen.getByRole('button', { name: 'Change mobile number' })).toBeInTheDocument();
    expect(screen.getByTestId('bind-done')).toHaveTextContent('Your mobile number has been bound.');
  });

  test('a number another member uses is refused under the number, and no countdown starts', async () => {
    server.on(sendBindSms, () => {
      throw apiError('mobile.exists', 'This mobile number is already registered', 'mobileNum');
    });
    page();
    await user().click(await screen.findByRole('button', { name: 'Bind mobile number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bind mobile number' });
    await user().type(within(dialog).getByLabelText('Mobile number'), '9420000002');
    await user().click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('This mobile number is already registered')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});

test('changing the email: code to the new address, then bound', async () => {
  server.on(sendBindEmail, { expiredMinutes: 10 }).on(bindEmail, { ...profile, email: 'ne•••@example.com' });
  page();
  await userEvent.click(await screen.findByRole('button', { name: 'Change email' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change email' });
  await userEvent.type(within(dialog).getByLabelText('Email address'), 'not-an-address');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  expect(within(dialog).getByText('Please enter a valid email address.')).toBeInTheDocument();
  expect(server.calls(sendBindEmail)).toEqual([]);

  await userEvent.clear(within(dialog).getByLabelText('Email address'));
  await userEvent.type(within(dialog).getByLabelText('Email address'), 'neo@example.com');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  expect(server.calls(sendBindEmail)).toEqual([{ email: 'neo@example.com' }]);
  expect(await within(dialog).findByRole('button', { name: 'Resend in 600 s' })).toBeDisabled();
  await userEvent.type(within(dialog).getByLabelText('Verification code'), '654321');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
  expect(server.calls(bindEmail)).toEqual([{ email: 'neo@example.com', verificationCode: '654321' }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('binding-email-value')).toHaveTextContent('Bound: ne•••@example.com');
});

test('editing the profile: nickname and age are checked, only changes are sent, a refusal keeps the input', async () => {
  server.on(updateProfile, inTurn<MemberProfile>(apiError('validation.failed', 'At most 100 characters', 'address'), { ...profile, nickname: 'Neo', birthday: '1991-05-06', address: 'Yangon' }));
  page();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
  const form = screen.getByTestId('profile-form');
  const nickname = within(form).getByLabelText('Nickname');
  const birthday = within(form).getByLabelText('Birthday');
  expect(nickname).toHaveValue('Demo');
  expect(birthday).toHaveAttribute('type', 'date');

  await userEvent.clear(nickname);
  const tooYoung = latestAdultBirthday(new Date()).replace(/^\d{4}/, (year) => String(Number(year) + 1));
  fireEvent.change(birthday, { target: { value: tooYoung } });
  await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
  expect(within(form).getByText('The nickname is 1 to 20 characters.')).toBeInTheDocument();
  expect(within(form).getByText('You must be at least 18 years old.')).toBeInTheDocument();
  expect(server.calls(updateProfile)).toEqual([]);

  await userEvent.type(nickname, 'N'.repeat(21));
  expect(nickname).toHaveValue('N'.repeat(20)); // the field stops at 20
  await userEvent.clear(nickname);
  await userEvent.type(nickname, 'Neo');
  fireEvent.change(birthday, { target: { value: '1991-05-06' } });
  await userEvent.type(within(form).getByLabelText('Address'), 'Yangon');
  await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
  expect(server.calls(updateProfile)).toEqual([{ nickname: 'Neo', birthday: '1991-05-06', address: 'Yangon' }]);
  expect(await within(form).findByText('At most 100 characters')).toBeInTheDocument();
  expect(within(form).getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
  expect(nickname).toHaveValue('Neo');
  expect(birthday).toHaveValue('1991-05-06');

  await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByTestId('profile-saved')).toHaveTextContent('Your profile has been saved.');
  expect(screen.queryByTestId('profile-form')).not.toBeInTheDocument();
  expect(screen.getByTestId('profile-address')).toHaveTextContent('Yangon');
  expect(screen.getByTestId('profile-nickname')).toHaveTextContent('Neo');
});

test('the login history: local times, IPs, this session marked, ten a page', async () => {
  const first = { at: '2025-03-04T02:35:00.000Z', ip: '203.0.113.7', current: true };
  const second = { at: '2025-03-01T10:00:00.000Z', ip: '198.51.100.2', current: false };
  server.on(
    loginHistory,
    inTurn<LoginHistoryPage>(
      { content: [first, second], pageNum: 1, pageSize: 10, totalPages: 2, totalElements: 12 },
      { content: [{ at: '2025-02-01T10:00:00.000Z', ip: '192.0.2.1', current: false }], pageNum: 2, pageSize: 10, totalPages: 2, totalElements: 12 },
    ),
  );
  page();
  const table = await screen.findByTestId('login-history-table');
  expect(server.calls(loginHistory)).toEqual([{ pageNo: 1, pageSize: 10 }]);
  const current = within(table).getByTestId('login-current');
  expect(current).toHaveTextContent('203.0.113.7');
  expect(current).toHaveTextContent('This session');
  expect(current.querySelector('time')).toHaveAttribute('dateTime', first.at);
  // 02:35 UTC is 09:05 in the site's zone (Myanmar, UTC+06:30), whatever zone the browser is in.
  expect(current).toHaveTextContent('4 Mar 2025, 09:05');
  const other = within(table).getByTestId('login-row');
  expect(other).toHaveTextContent('198.51.100.2');
  expect(other).not.toHaveTextContent('This session');

  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(server.calls(loginHistory).at(-1)).toEqual({ pageNo: 2, pageSize: 10 });
  expect(await within(screen.getByTestId('login-history-table')).findByText('192.0.2.1')).toBeInTheDocument();
  expect(screen.getByTestId('pager-position')).toHaveTextContent('Page 2 of 2');
});

test('the login password opens the shell’s change-password modal', async () => {
  const recorder = recordCommands();
  page();
  await userEvent.click(screen.getByRole('button', { name: 'Change login password' }));
  expect(recorder.commands).toEqual([{ type: 'openModal', modal: 'changePassword' }]);
  recorder.stop();
});

test('an account with no password yet (one-click sign-in) is offered to set one, with no old one asked', async () => {
  server.on(memberInfo, { id: 1, account: 'demo', nickname: 'Demo', type: 0, firstTimeLogin: false, currency: 'MMK', currencySymbol: 'K', vip: { level: 0, enabled: false }, passwordSet: false });
  const recorder = recordCommands();
  page();
  await userEvent.click(await screen.findByRole('button', { name: 'Set a password' }));
  expect(screen.getByTestId('login-password')).toHaveTextContent('your account has no password yet');
  expect(screen.queryByRole('button', { name: 'Change login password' })).toBeNull();
  expect(recorder.commands).toEqual([{ type: 'openModal', modal: 'changePassword', params: { firstPassword: true } }]);
  recorder.stop();
});

test('setting a payment password: 6 digits, confirmation equal, then sent', async () => {
  server.on(setPaymentPassword, null);
  page();
  expect(await screen.findByTestId('payment-password-status')).toHaveTextContent('Not set');
  expect(screen.queryByLabelText('Current payment password')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New payment password'), '12a34');
  await userEvent.type(screen.getByLabelText('Confirm new payment password'), '1235');
  await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
  expect(screen.getByText('The payment password is 6 digits.')).toBeInTheDocument();
  // Spec §5/§8: a confirmation other than the login password's is 'Incorrect confirmation input'.
  expect(screen.getByText('Incorrect confirmation input')).toBeInTheDocument();
  expect(server.calls(setPaymentPassword)).toEqual([]);

  await userEvent.type(screen.getByLabelText('New payment password'), '56');
  await userEvent.clear(screen.getByLabelText('Confirm new payment password'));
  await userEvent.type(screen.getByLabelText('Confirm new payment password'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
  expect(server.calls(setPaymentPassword)).toEqual([{ paymentPassword: '123456', confirmPaymentPassword: '123456' }]);
  expect(await screen.findByTestId('payment-password-status')).toHaveTextContent('Set');
  expect(screen.getByLabelText('Current payment password')).toBeInTheDocument();
});

test('changing it asks for the current one; a wrong one shows under that field and keeps the input', async () => {
  server.on(paymentPasswordStatus, { set: true }).on(setPaymentPassword, () => {
    throw apiError('payment.password.wrong', 'Wrong payment password', 'oldPaymentPassword');
  });
  page();
  await userEvent.type(await screen.findByLabelText('Current payment password'), '000000');
  await userEvent.type(screen.getByLabelText('New payment password'), '654321');
  await userEvent.type(screen.getByLabelText('Confirm new payment password'), '654321');
  await userEvent.click(screen.getByRole('button', { name: 'Change payment password' }));
  expect(server.calls(setPaymentPassword)).toEqual([{ oldPaymentPassword: '000000', paymentPassword: '654321', confirmPaymentPassword: '654321' }]);
  expect(await screen.findByText('Wrong payment password')).toBeInTheDocument();
  expect(screen.getByLabelText('Current payment password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('New payment password')).toHaveValue('654321');
});
