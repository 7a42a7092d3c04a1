import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, type PortalCommand } from '@portal/kernel';
import { login, loginVerify, loginVerifySend, sendNoLoginSms } from '@portal/shared/contracts';
import type { EndpointStubs } from '@portal/shared/testing';
import '../../i18n';
import './i18n';
import '../accountForms';
import { answer, fill, loginTestState, member, renderModal, submitButton } from '../../testing/loginModal';

const mockFlags: Record<string, boolean> = {};
// The SMS login and two-factor steps of the login popup (the rest: LoginModal.test.tsx).
// The ALTCHA search is the library's (the API tests solve real challenges): a proof named after its challenge.
jest.mock('../accountForms/altchaSolver', () => ({ solveAltcha: async (challenge: string) => `proof-of-${challenge}` }));
jest.mock('../boot', () => ({ useWhitelabel: (id: string) => mockFlags[id] === true }));
jest.mock('./useCaptcha', () => ({
  useCaptcha: () => ({ key: 'captcha-key-1', image: 'data:image/png;base64,AAAA', refresh: jest.fn() }),
}));

const state = loginTestState(mockFlags);
let server: EndpointStubs;
let commands: PortalCommand[];
beforeEach(() => {
  ({ server, commands } = state);
});

describe('SMS login (MOBILEVERCODELOGIN3)', () => {
  test('the tab shows only with the flag', async () => {
    renderModal();
    await screen.findByLabelText('Username');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  test('the send button checks the number first, then counts down expiredMinutes × 60 s', async () => {
    mockFlags.MOBILEVERCODELOGIN3 = true;
    server.on(sendNoLoginSms, () => ({ expiredMinutes: 5 }));
    renderModal();
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS login' }));
    const send = screen.getByRole('button', { name: 'Send code' });

    await userEvent.click(send);
    expect(await screen.findByText('Missing phone number')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mobile number'), '94-2');
    await userEvent.click(send);
    expect(await screen.findByText('Phone number format is incorrect')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '942');
    await userEvent.click(send);
    expect(await screen.findByText('Please enter a phone number of 7 to 15 digits')).toBeInTheDocument();
    expect(server.calls(sendNoLoginSms)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Mobile number'), '0000001');
    await userEvent.click(send);
    const counting = await screen.findByRole('button', { name: 'Resend in 300 s' });
    expect(server.calls(sendNoLoginSms)).toEqual([{ mobileNum: '9420000001', countryDialingCode: '95', purpose: 'login', botCheck: 'proof-of-challenge-for-sms' }]);
    expect(counting).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('A code was sent. It is valid for 5 minutes.');
  });

  test('a refused send shows the server message in a warning dialog', async () => {
    mockFlags.MOBILEVERCODELOGIN3 = true;
    server.on(sendNoLoginSms, () => {
      throw new ApiError(429, 'sms.too.frequent', 'Too many requests, please try again after 5 minutes.');
    });
    renderModal();
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS login' }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9420000001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('alertdialog', { name: 'The code was not sent' });
    expect(within(warning).getByText('Too many requests, please try again after 5 minutes.')).toBeInTheDocument();
    expect(within(warning).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    await userEvent.click(within(warning).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  test('logs in with the number and the code, and never forces a password change', async () => {
    mockFlags.MOBILEVERCODELOGIN3 = true;
    mockFlags.PWDEXPFORCECHANGE3 = true;
    server.on(login, () => answer('t8', { passwordExpired: true }));
    const { onClose } = renderModal();
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS login' }));
    await userEvent.click(submitButton());
    expect(await screen.findByText('Missing phone number')).toBeInTheDocument();
    expect(screen.getAllByText('input cannot be empty')).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Mobile number'), ' 9420000001 ');
    await userEvent.type(screen.getByLabelText('SMS code'), '654321');
    await userEvent.click(screen.getByLabelText('Remember password'));
    await userEvent.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls(login)).toEqual([{ type: 'sms', mobileNum: '9420000001', countryDialingCode: '95', code: '654321' }]);
    expect(commands).toEqual([]);
    expect(JSON.parse(localStorage.getItem('rememberLogin')!).value).toEqual({ mobileNum: '9420000001' });
  });

  test('a wrong code is shown under the code input', async () => {
    mockFlags.MOBILEVERCODELOGIN3 = true;
    server.on(login, () => {
      throw new ApiError(400, 'verification.invalid', 'Verification code is not valid');
    });
    renderModal();
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS login' }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9420000001');
    await userEvent.type(screen.getByLabelText('SMS code'), '000000');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Verification code is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('two-factor verification (login from a new address)', () => {
  const required = (methods: string[]) =>
    new ApiError(403, 'login.verify.required', 'Please complete verification first', undefined, { ticket: 'tk-1', methods });

  test('choose a method, have the code sent, verify: the session proceeds as a normal login', async () => {
    mockFlags.PWDEXPFORCECHANGE3 = true;
    server
      .on(login, () => {
        throw required(['mobile', 'email', 'payeeName']);
      })
      .on(loginVerifySend, () => ({ expiredMinutes: 5 }))
      .on(loginVerify, () => answer('t9'));
    const { onClose } = renderModal();
    await fill('demo', 'Demo1234');

    const step = await screen.findByRole('dialog', { name: 'Verify it is you' });
    expect(within(step).getByRole('radio', { name: 'SMS to my mobile' })).toBeChecked();
    await userEvent.click(within(step).getByRole('radio', { name: 'Email' }));
    await userEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await within(step).findByText('input cannot be empty')).toBeInTheDocument();

    await userEvent.click(within(step).getByRole('button', { name: 'Send code' }));
    expect(server.calls(loginVerifySend)).toEqual([{ ticket: 'tk-1', method: 'email' }]);
    await userEvent.type(within(step).getByLabelText('Verification code'), '112233');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls(loginVerify)).toEqual([{ ticket: 'tk-1', method: 'email', answer: '112233' }]);
    expect(bus.session$.value).toMatchObject({ token: 't9', member });
  });

  test('the bank account name is typed, a wrong one is shown under it, and going back keeps the login form', async () => {
    server
      .on(login, () => {
        throw required(['payeeName']);
      })
      .on(loginVerify, () => {
        throw new ApiError(400, 'verification.invalid', 'Verification code is not valid');
      });
    renderModal();
    await fill('demo', 'Demo1234');
    await screen.findByRole('dialog', { name: 'Verify it is you' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Bank account name'), 'Aung Min');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification code is not valid')).toBeInTheDocument();
    expect(server.calls(loginVerify)).toEqual([{ ticket: 'tk-1', method: 'payeeName', answer: 'Aung Min' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
  });

  test('a password change is still forced after the second factor when the password expired', async () => {
    mockFlags.PWDEXPFORCECHANGE3 = true;
    server
      .on(login, () => {
        throw required(['payeeName']);
      })
      .on(loginVerify, () => answer('t10', { passwordExpired: true }));
    renderModal();
    await fill('olduser', 'Old-pass1');
    await userEvent.type(await screen.findByLabelText('Bank account name'), 'Aung Min');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(commands).toHaveLength(1));
    expect(commands).toEqual([{ type: 'openModal', modal: 'changePassword', params: { oldPassword: 'Old-pass1', forced: true } }]);
  });
  test('a dead ticket sends the member back to the login form with the server message', async () => {
    server
      .on(login, () => {
        throw required(['payeeName']);
      })
      .on(loginVerify, () => {
        throw new ApiError(400, 'login.verify.expired', 'The verification has expired, please log in again.');
      });
    renderModal();
    await fill('demo', 'Demo1234');
    await userEvent.type(await screen.findByLabelText('Bank account name'), 'Aung Min');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The verification has expired, please log in again.');

    server.on(login, () => {
      throw new ApiError(400, 'login.wrong.credentials', 'Wrong account or password', undefined, { needCaptcha: false });
    });
    await userEvent.click(submitButton());
    expect(await screen.findByText('Wrong account or password')).toBeInTheDocument();
    expect(screen.queryByText('The verification has expired, please log in again.')).not.toBeInTheDocument();
  });
});
