import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, bus, type PortalCommand } from '@portal/shared';
import '../../i18n';
import './i18n';
import '../accountForms';
import { shellWriter } from '../../app/shellWriter';
import { LoginModal } from './LoginModal';
import { fetchRegisterRules, postFreePlay, postLogin, postVerify, sendLoginSms, sendVerifyCode } from './loginApi';
import { establishSession } from '../session';

jest.mock('./loginApi', () => ({
  postLogin: jest.fn(),
  sendLoginSms: jest.fn(),
  sendVerifyCode: jest.fn(),
  postVerify: jest.fn(),
  fetchRegisterRules: jest.fn(),
  postFreePlay: jest.fn(),
}));
jest.mock('../session', () => ({ establishSession: jest.fn() }));
const mockFlags: Record<string, boolean> = {};
jest.mock('../boot', () => ({ useWhitelabel: (id: string) => mockFlags[id] === true }));
jest.mock('./useCaptcha', () => ({
  useCaptcha: () => ({ key: 'captcha-key-1', image: 'data:image/png;base64,AAAA', refresh: jest.fn() }),
}));

const login = postLogin as jest.MockedFunction<typeof postLogin>;
const session = establishSession as jest.MockedFunction<typeof establishSession>;
const smsSend = sendLoginSms as jest.MockedFunction<typeof sendLoginSms>;
const verifySend = sendVerifyCode as jest.MockedFunction<typeof sendVerifyCode>;
const verify = postVerify as jest.MockedFunction<typeof postVerify>;
const rules = fetchRegisterRules as jest.MockedFunction<typeof fetchRegisterRules>;
const member = { id: 1, account: 'demo', nickname: 'Demo', type: 0 };
const loggedIn = (token: string, user = member) => ({ isLogin: true, isAgent: user.type === 1, isTrial: false, member: user, token });

let commands: PortalCommand[] = [];
bus.commands$.subscribe((command) => commands.push(command));

function renderModal(params: Record<string, unknown> = {}) {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LoginModal onClose={onClose} params={params} />} />
        <Route path="/agentHome" element={<p>agent home</p>} />
        <Route path="/seamless" element={<p>game page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose, dialog: () => screen.getByRole('dialog', { name: 'Log in' }) };
}

const submitButton = () => screen.getAllByRole('button', { name: 'Log in' }).at(-1)!;

async function fill(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(submitButton());
}

beforeAll(() => shellWriter.setLanguage('EN'));
beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  commands = [];
  for (const flag of Object.keys(mockFlags)) delete mockFlags[flag];
  rules.mockResolvedValue({
    mobileNum: { enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 7, maxLength: 15 },
  });
});

test('empty fields are refused under each input, and nothing is sent', async () => {
  renderModal();
  await fill('   ', ' ');
  expect(await screen.findAllByText('input cannot be empty')).toHaveLength(2);
  expect(login).not.toHaveBeenCalled();
});

test('a good login opens the session and closes the modal', async () => {
  login.mockResolvedValue({ token: 't1', firstTimeLogin: false, passwordExpired: false, user: member });
  session.mockResolvedValue(loggedIn('t1'));
  const { onClose } = renderModal();
  await fill(' demo ', 'Demo1234');
  expect(login).toHaveBeenCalledWith({ type: 'username', username: 'demo', password: 'Demo1234' });
  expect(session).toHaveBeenCalledWith('t1');
  expect(onClose).toHaveBeenCalled();
  expect(commands).toEqual([]);
});

test('when the server asks for a captcha the field appears, is required, and is sent with its key', async () => {
  login.mockRejectedValueOnce(new ApiError(400, 'login.wrong.credentials', 'Wrong account or password', undefined, { needCaptcha: true }));
  renderModal();
  await fill('demo', 'nope');
  expect(await screen.findByText('Wrong account or password')).toBeInTheDocument();
  expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Verification code image' })).toBeInTheDocument();

  await userEvent.click(submitButton());
  expect(await screen.findByText('captcha required')).toBeInTheDocument();
  expect(login).toHaveBeenCalledTimes(1);

  login.mockResolvedValue({ token: 't2', firstTimeLogin: false, passwordExpired: false, user: member });
  session.mockResolvedValue(loggedIn('t2'));
  await userEvent.type(screen.getByLabelText('Verification code'), '4821');
  await userEvent.click(submitButton());
  expect(login).toHaveBeenLastCalledWith({ type: 'username', username: 'demo', password: 'nope', captcha: '4821', captchaKey: 'captcha-key-1' });
});

test('an agent lands on /agentHome', async () => {
  const agent = { ...member, account: 'agent01', type: 1 };
  login.mockResolvedValue({ token: 't3', firstTimeLogin: false, passwordExpired: false, user: agent });
  session.mockResolvedValue(loggedIn('t3', agent));
  renderModal();
  await fill('agent01', 'Agent1234');
  expect(await screen.findByText('agent home')).toBeInTheDocument();
});

test('remember password keeps the login for a day; unticked, it is erased', async () => {
  login.mockResolvedValue({ token: 't4', firstTimeLogin: false, passwordExpired: false, user: member });
  session.mockResolvedValue(loggedIn('t4'));
  renderModal();
  await userEvent.click(await screen.findByLabelText('Remember password'));
  await fill('demo', 'Demo1234');
  const stored = JSON.parse(localStorage.getItem('rememberLogin')!);
  expect(stored.value).toEqual({ username: 'demo', password: 'Demo1234' });
  expect(stored.__expiresAt - Date.now()).toBeGreaterThan(86_000_000);
});

test('the forgot-password link swaps the login popup for the forgot-password one', async () => {
  const { onClose } = renderModal();
  await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
  expect(onClose).toHaveBeenCalled();
  expect(commands).toEqual([{ type: 'openModal', modal: 'forgotPassword' }]);
});

describe('an expired or default password (spec §4)', () => {
  test('with the policy on, the change-password modal opens with the password already known', async () => {
    mockFlags.PWDEXPFORCECHANGE3 = true;
    login.mockResolvedValue({ token: 't5', firstTimeLogin: false, passwordExpired: true, user: member });
    session.mockResolvedValue(loggedIn('t5'));
    const { onClose } = renderModal();
    await fill('olduser', 'Old-pass1');
    expect(session).toHaveBeenCalledWith('t5');
    expect(onClose).toHaveBeenCalled();
    expect(commands).toEqual([{ type: 'openModal', modal: 'changePassword', params: { oldPassword: 'Old-pass1', forced: true } }]);
  });

  test('the default password 123456 counts as expired with the policy on, and nothing happens with it off', async () => {
    mockFlags.PWDEXPFORCECHANGE3 = true;
    login.mockResolvedValue({ token: 't6', firstTimeLogin: false, passwordExpired: false, user: member });
    session.mockResolvedValue(loggedIn('t6'));
    renderModal();
    await fill('olduser', '123456');
    expect(commands).toEqual([{ type: 'openModal', modal: 'changePassword', params: { oldPassword: '123456', forced: true } }]);
  });

  test('without the policy the login simply completes', async () => {
    login.mockResolvedValue({ token: 't7', firstTimeLogin: false, passwordExpired: true, user: member });
    session.mockResolvedValue(loggedIn('t7'));
    const { onClose } = renderModal();
    await fill('olduser', 'Old-pass1');
    expect(onClose).toHaveBeenCalled();
    expect(commands).toEqual([]);
  });
});

describe('SMS login (MOBILEVERCODELOGIN3)', () => {
  test('the tab shows only with the flag', async () => {
    renderModal();
    await screen.findByLabelText('Username');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  test('the send button checks the number first, then counts down expiredMinutes × 60 s', async () => {
    mockFlags.MOBILEVERCODELOGIN3 = true;
    smsSend.mockResolvedValue({ expiredMinutes: 5 });
    renderModal();
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS login' }));
    const send = screen.getByRole('button', { name: 'Send code' });

    await userEvent.click(send);
    expect(await screen.findByText('input cannot be empty')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mobile number'), '94-2');
    await userEvent.click(send);
    expect(await screen.findByText('Phone number format is incorrect')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '942');
    await userEvent.click(send);
    expect(await screen.findByText('Please enter a phone number of 7 to 15 digits')).toBeInTheDocument();
    expect(smsSend).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Mobile number'), '0000001');
    await userEvent.click(send);
    expect(smsSend).toHaveBeenCalledWith('9420000001', '95');
    const counting = await screen.findByRole('button', { name: 'Resend in 300 s' });
    expect(counting).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('A code was sent. It is valid for 5 minutes.');
  });

  test('a refused send shows the server message in a warning dialog', async () => {
    mockFlags.MOBILEVERCODELOGIN3 = true;
    smsSend.mockRejectedValue(new ApiError(429, 'sms.too.frequent', 'Too many requests, please try again after 5 minutes.'));
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
    login.mockResolvedValue({ token: 't8', firstTimeLogin: false, passwordExpired: true, user: member });
    session.mockResolvedValue(loggedIn('t8'));
    const { onClose } = renderModal();
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS login' }));
    await userEvent.click(submitButton());
    expect(await screen.findAllByText('input cannot be empty')).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('Mobile number'), ' 9420000001 ');
    await userEvent.type(screen.getByLabelText('SMS code'), '654321');
    await userEvent.click(screen.getByLabelText('Remember password'));
    await userEvent.click(submitButton());
    expect(login).toHaveBeenCalledWith({ type: 'sms', mobileNum: '9420000001', countryDialingCode: '95', code: '654321' });
    expect(onClose).toHaveBeenCalled();
    expect(commands).toEqual([]);
    expect(JSON.parse(localStorage.getItem('rememberLogin')!).value).toEqual({ mobileNum: '9420000001' });
  });

  test('a wrong code is shown under the code input', async () => {
    mockFlags.MOBILEVERCODELOGIN3 = true;
    login.mockRejectedValue(new ApiError(400, 'verification.invalid', 'Verification code is not valid'));
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
    login.mockRejectedValue(required(['mobile', 'email', 'payeeName']));
    verifySend.mockResolvedValue({ expiredMinutes: 5 });
    verify.mockResolvedValue({ token: 't9', firstTimeLogin: false, passwordExpired: false, user: member });
    session.mockResolvedValue(loggedIn('t9'));
    const { onClose } = renderModal();
    await fill('demo', 'Demo1234');

    const step = await screen.findByRole('dialog', { name: 'Verify it is you' });
    expect(within(step).getByRole('radio', { name: 'SMS to my mobile' })).toBeChecked();
    await userEvent.click(within(step).getByRole('radio', { name: 'Email' }));
    await userEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await within(step).findByText('input cannot be empty')).toBeInTheDocument();

    await userEvent.click(within(step).getByRole('button', { name: 'Send code' }));
    expect(verifySend).toHaveBeenCalledWith('tk-1', 'email');
    await userEvent.type(within(step).getByLabelText('Verification code'), '112233');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledWith('tk-1', 'email', '112233');
    expect(session).toHaveBeenCalledWith('t9');
    expect(onClose).toHaveBeenCalled();
  });

  test('the bank account name is typed, a wrong one is shown under it, and going back keeps the login form', async () => {
    login.mockRejectedValue(required(['payeeName']));
    verify.mockRejectedValueOnce(new ApiError(400, 'verification.invalid', 'Verification code is not valid'));
    renderModal();
    await fill('demo', 'Demo1234');
    await screen.findByRole('dialog', { name: 'Verify it is you' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Bank account name'), 'Aung Min');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledWith('tk-1', 'payeeName', 'Aung Min');
    expect(await screen.findByText('Verification code is not valid')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
  });

  test('a password change is still forced after the second factor when the password expired', async () => {
    mockFlags.PWDEXPFORCECHANGE3 = true;
    login.mockRejectedValue(required(['payeeName']));
    verify.mockResolvedValue({ token: 't10', firstTimeLogin: false, passwordExpired: true, user: member });
    session.mockResolvedValue(loggedIn('t10'));
    renderModal();
    await fill('olduser', 'Old-pass1');
    await userEvent.type(await screen.findByLabelText('Bank account name'), 'Aung Min');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(commands).toHaveLength(1));
    expect(commands).toEqual([{ type: 'openModal', modal: 'changePassword', params: { oldPassword: 'Old-pass1', forced: true } }]);
  });
  test('a dead ticket sends the member back to the login form with the server message', async () => {
    login.mockRejectedValue(required(['payeeName']));
    verify.mockRejectedValue(new ApiError(400, 'login.verify.expired', 'The verification has expired, please log in again.'));
    renderModal();
    await fill('demo', 'Demo1234');
    await userEvent.type(await screen.findByLabelText('Bank account name'), 'Aung Min');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The verification has expired, please log in again.');

    login.mockRejectedValue(new ApiError(400, 'login.wrong.credentials', 'Wrong account or password', undefined, { needCaptcha: false }));
    await userEvent.click(submitButton());
    expect(await screen.findByText('Wrong account or password')).toBeInTheDocument();
    expect(screen.queryByText('The verification has expired, please log in again.')).not.toBeInTheDocument();
  });
});

describe('free play (spec §6)', () => {
  const freePlay = { freePlay: { nodeId: 'RNG-INHOUSE-SLOT', gameName: 'Lucky Seven Slots' } };

  test('a guest who chose a game is offered free play when FREEPLAY3 is on, and lands in the demo game', async () => {
    mockFlags.FREEPLAY3 = true;
    (postFreePlay as jest.Mock).mockResolvedValue({ ticket: 't1', url: '/seamless?ticket=t1', mode: 'demo' });
    const { onClose } = renderModal(freePlay);
    expect(await screen.findByText('Try Lucky Seven Slots for free with demo credits, no account needed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play for free' }));
    expect(postFreePlay).toHaveBeenCalledWith('RNG-INHOUSE-SLOT');
    expect(await screen.findByText('game page')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  test('no offer without FREEPLAY3, or when the popup was not opened for a game', async () => {
    renderModal(freePlay);
    await screen.findByLabelText('Username');
    expect(screen.queryByRole('button', { name: 'Play for free' })).not.toBeInTheDocument();
    mockFlags.FREEPLAY3 = true;
    renderModal();
    expect(screen.queryByRole('button', { name: 'Play for free' })).not.toBeInTheDocument();
  });
});
