import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, bus, type PortalCommand } from '@portal/kernel';
import { botCheckChallenge, forgotPasswordByEmail, forgotPasswordByMobile, login, registerRules, sendNoLoginSms, type RegisterRules } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import '../../i18n';
import './i18n';
import '../accountForms';
import { shellWriter } from '../../app/shellWriter';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { openSession } from '../session';

// The ALTCHA search is the library's (the API tests solve real challenges): a proof named after its challenge.
jest.mock('../accountForms/altchaSolver', () => ({ solveAltcha: async (challenge: string) => `proof-of-${challenge}` }));
jest.mock('../session', () => ({ openSession: jest.fn() }));
const mockFlags: Record<string, boolean> = {};
jest.mock('../boot', () => ({ useWhitelabel: (id: string) => mockFlags[id] === true }));

const session = openSession as jest.MockedFunction<typeof openSession>;
const member = { id: 1, account: 'demo', nickname: 'Demo', type: 0 } as const;

/** The rules the form reads (the server answers every field's; the others are not looked at). */
const DEMO_RULES = {
  username: { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 'LETTER_FIRST_ALNUM', minLength: 4, maxLength: 16 },
  password: { enabled: true, required: true, acceptedPattern: '^\\S+$', patternId: 'NO_SPACES', minLength: 6, maxLength: 20 },
  email: { enabled: false, required: false, acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', patternId: 'EMAIL', minLength: '*', maxLength: 64 },
  mobileNum: { enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 7, maxLength: 15 },
} as RegisterRules;

let commands: PortalCommand[] = [];
bus.commands$.subscribe((command) => commands.push(command));

function renderModal() {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={['/promotions']}>
      <Routes>
        <Route path="/promotions" element={<ForgotPasswordModal onClose={onClose} />} />
        <Route path="/" element={<p>home page</p>} />
        <Route path="/agentHome" element={<p>agent home</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose };
}

let server: EndpointStubs;

beforeEach(() => {
  jest.clearAllMocks();
  commands = [];
  for (const flag of Object.keys(mockFlags)) delete mockFlags[flag];
  act(() => shellWriter.setLanguage('EN'));
  // No copy of the rules in the tab yet (spec §5): the form asks the server.
  sessionStorage.clear();
  server = stubEndpoints()
    .on(registerRules, DEMO_RULES)
    .on(botCheckChallenge, ({ purpose }) => ({ provider: 'altcha', challenge: `challenge-for-${purpose}`, siteKey: null, script: null }));
});

describe('by e-mail (MOBILENUMPASSREG3 off)', () => {
  const send = () => userEvent.click(screen.getByRole('button', { name: 'Send temporary password' }));

  test('the username rule, and an e-mail that is required and valid even when registration has no e-mail field', async () => {
    renderModal();
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
    await send();
    expect(await screen.findAllByText('input cannot be empty')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Username'), '1x');
    await userEvent.type(screen.getByLabelText('Email'), 'demo@');
    await send();
    expect(await screen.findByText('4 to 16 letters or digits, starting with a letter')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address of at most 64 characters')).toBeInTheDocument();
    expect(server.calls(forgotPasswordByEmail)).toEqual([]);
  });

  test('success shows a confirmation, then the modal closes', async () => {
    server.on(forgotPasswordByEmail, null);
    const { onClose } = renderModal();
    await userEvent.type(await screen.findByLabelText('Username'), ' demo ');
    await userEvent.type(screen.getByLabelText('Email'), 'demo@example.com');
    await send();
    expect(server.calls(forgotPasswordByEmail)).toEqual([{ username: 'demo', email: 'demo@example.com' }]);
    const confirmation = await screen.findByRole('alertdialog', { name: 'Email sent' });
    expect(within(confirmation).getByText(/temporary password has been sent/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Confirm' }));
    expect(onClose).toHaveBeenCalled();
  });

  test('an account and e-mail that do not match are refused with the server message', async () => {
    server.on(forgotPasswordByEmail, () => {
      throw new ApiError(400, 'member.email.mismatch', 'Username/Email does not exist');
    });
    renderModal();
    await userEvent.type(await screen.findByLabelText('Username'), 'demo');
    await userEvent.type(screen.getByLabelText('Email'), 'other@example.com');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Username/Email does not exist');
  });

  test('the way back to the login popup', async () => {
    const { onClose } = renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to log in' }));
    expect(onClose).toHaveBeenCalled();
    expect(commands).toEqual([{ type: 'openModal', modal: 'login' }]);
  });
});

describe('by mobile (MOBILENUMPASSREG3 on)', () => {
  const resetButton = () => screen.getByRole('button', { name: 'Reset password' });

  beforeEach(() => {
    mockFlags.MOBILENUMPASSREG3 = true;
  });

  test('the number is checked before the code is sent, which starts the countdown', async () => {
    server.on(sendNoLoginSms, { expiredMinutes: 2 });
    renderModal();
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mobile number'), '94a');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Phone number format is incorrect')).toBeInTheDocument();
    expect(server.calls(sendNoLoginSms)).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9420000001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    expect(server.calls(sendNoLoginSms)).toEqual([{ mobileNum: '9420000001', countryDialingCode: '95', purpose: 'forgot', botCheck: 'proof-of-challenge-for-sms' }]);
  });

  /** A good-looking reset: the number, a code and a new password, sent. */
  async function resetWith(mobileNum: string) {
    await userEvent.type(await screen.findByLabelText('Mobile number'), mobileNum);
    await userEvent.type(screen.getByLabelText('SMS code'), '246810');
    await userEvent.type(screen.getByLabelText('New password'), 'New-pass2');
    await userEvent.click(resetButton());
  }

  test('mobile rule, code required, new password by the rule; then an automatic login and home', async () => {
    server.on(forgotPasswordByMobile, { account: 'demo' }).on(login, { token: 'tok-r', firstTimeLogin: false, passwordExpired: false, user: member });
    session.mockReturnValue({ isLogin: true, isAgent: false, isTrial: false, member, token: 'tok-r' });
    const { onClose } = renderModal();
    await screen.findByLabelText('Mobile number');
    await userEvent.click(resetButton());
    expect(await screen.findAllByText('input cannot be empty')).toHaveLength(2);
    expect(screen.getByText('Missing phone number')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Mobile number'), '9420000001');
    await userEvent.type(screen.getByLabelText('SMS code'), '246810');
    await userEvent.type(screen.getByLabelText('New password'), 'abc');
    await userEvent.click(resetButton());
    expect(await screen.findByText('6 to 20 characters, without spaces')).toBeInTheDocument();
    expect(server.calls(forgotPasswordByMobile)).toEqual([]);

    await userEvent.type(screen.getByLabelText('New password'), 'def-99');
    await userEvent.click(resetButton());
    expect(server.calls(forgotPasswordByMobile)).toEqual([{ mobileNum: '9420000001', countryDialingCode: '95', verificationCode: '246810', newPassword: 'abcdef-99' }]);
    // The automatic login uses the account the server names, not the number typed.
    expect(server.calls(login)).toEqual([{ type: 'username', username: 'demo', password: 'abcdef-99' }]);
    // The session is the login's answer: no member-info call.
    expect(session).toHaveBeenCalledWith({ token: 'tok-r', firstTimeLogin: false, passwordExpired: false, user: member });
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  test('an agent who reset the password lands on the agent home', async () => {
    const agent = { id: 3, account: 'agent01', nickname: 'Agent', type: 1 } as const;
    server.on(forgotPasswordByMobile, { account: 'agent01' }).on(login, { token: 'tok-a', firstTimeLogin: false, passwordExpired: false, user: agent });
    session.mockReturnValue({ isLogin: true, isAgent: true, isTrial: false, member: agent, token: 'tok-a' });
    renderModal();
    await resetWith('9420000003');
    expect(await screen.findByText('agent home')).toBeInTheDocument();
  });

  test('a wrong code is shown under it and nothing else happens', async () => {
    server.on(forgotPasswordByMobile, () => {
      throw new ApiError(400, 'verification.expired', 'Verification code has expired, please send again.');
    });
    renderModal();
    await resetWith('9420000001');
    expect(await screen.findByText('Verification code has expired, please send again.')).toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls(login)).toEqual([]);
  });

  test('when the automatic login does not go through, the member is told to log in', async () => {
    server.on(forgotPasswordByMobile, { account: 'demo' }).on(login, () => {
      throw new ApiError(400, 'login.wrong.credentials', 'Wrong account or password', undefined, { needCaptcha: false });
    });
    const { onClose } = renderModal();
    await resetWith('9420000001');
    const done = await screen.findByRole('alertdialog', { name: 'Password changed' });
    await userEvent.click(within(done).getByRole('button', { name: 'Confirm' }));
    expect(onClose).toHaveBeenCalled();
    expect(commands).toEqual([{ type: 'openModal', modal: 'login' }]);
  });
});
