import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, bus, storage, STORAGE_KEYS, type PortalCommand } from '@portal/shared';
import * as contract from '@portal/shared/contracts';
import {
  CSP_unreadCount,
  eventTicket,
  login,
  loginFreePlay,
  loginVerify,
  loginVerifySend,
  memberInfo,
  registerRules,
  sendNoLoginSms,
  walletBalance,
  type EndpointSpec,
  type LoginValue,
  type RegisterRules,
  type SessionUser,
} from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import '../../i18n';
import './i18n';
import '../accountForms';
import { shellWriter } from '../../app/shellWriter';
import { clearSession } from '../session';
import { useLiveUpdates } from '../live';
import { LoginModal } from './LoginModal';

const mockFlags: Record<string, boolean> = {};
jest.mock('../boot', () => ({ useWhitelabel: (id: string) => mockFlags[id] === true }));
jest.mock('./useCaptcha', () => ({
  useCaptcha: () => ({ key: 'captcha-key-1', image: 'data:image/png;base64,AAAA', refresh: jest.fn() }),
}));

const member: SessionUser = { id: 1, account: 'demo', nickname: 'Demo', type: 0 };
const agent: SessionUser = { id: 3, account: 'agent01', nickname: 'Agent', type: 1 };
const answer = (token: string, more: Partial<LoginValue> = {}): LoginValue => ({ token, firstTimeLogin: false, passwordExpired: false, user: member, ...more });
const RULES = {
  mobileNum: { enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 7, maxLength: 15 },
} as RegisterRules;
const BALANCE = { balance: 1_000_000, decimals: 2, currency: 'MMK', currencySymbol: 'K' };

let commands: PortalCommand[] = [];
bus.commands$.subscribe((command) => commands.push(command));
// Answers are functions: stubEndpoints copies plain values with structuredClone, which jsdom lacks.
let server: EndpointStubs;

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
  return { onClose };
}

const submitButton = () => screen.getAllByRole('button', { name: 'Log in' }).at(-1)!;

async function fill(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(submitButton());
}

beforeAll(() => shellWriter.setLanguage('EN'));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  commands = [];
  for (const flag of Object.keys(mockFlags)) delete mockFlags[flag];
  server = stubEndpoints()
    .on(registerRules, () => RULES)
    .on(walletBalance, () => BALANCE);
});

test('empty fields are refused under each input, and nothing is sent', async () => {
  renderModal();
  await fill('   ', ' ');
  expect(await screen.findAllByText('input cannot be empty')).toHaveLength(2);
  expect(server.calls(login)).toEqual([]);
});

test('a good login opens the session from its answer and closes the modal', async () => {
  server.on(login, () => answer('t1', { firstTimeLogin: true }));
  const { onClose } = renderModal();
  await fill(' demo ', 'Demo1234');
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(server.calls(login)).toEqual([{ type: 'username', username: 'demo', password: 'Demo1234' }]);
  expect(bus.session$.value).toEqual({ isLogin: true, isAgent: false, isTrial: false, member, token: 't1' });
  expect(storage.session.get(STORAGE_KEYS.token)).toBe('t1');
  // The balance comes on the event stream the session opens (below), not from a call of its own.
  expect(bus.balance$.value).toMatchObject({ balance: null, currencySymbol: 'K', loading: true });
  expect(commands).toEqual([]);
});

describe('what one login costs', () => {
  /** A stand-in for the browser's EventSource: it opens as the API's stream does, with the unread count and the balance. */
  class FakeStream {
    static made: string[] = [];
    static fail = false;
    listeners = new Map<string, (event: MessageEvent<string>) => void>();
    onopen: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(url: string) {
      FakeStream.made.push(`GET ${url.split('?')[0]}`);
      setTimeout(() => {
        if (FakeStream.fail) return this.onerror?.();
        this.onopen?.();
        this.emit('unread', { count: 0 });
        this.emit('balance', { balance: 1_000_000 });
      }, 0);
    }
    addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
      this.listeners.set(name, listener);
    }
    emit(name: string, data: unknown) {
      this.listeners.get(name)?.({ data: JSON.stringify(data), lastEventId: '' } as MessageEvent<string>);
    }
    close() {}
  }
  function Live() {
    useLiveUpdates();
    return null;
  }

  let made: string[];
  beforeEach(() => {
    // Every endpoint of the contract answers here, and counts: anything else that went out would show.
    const endpoints = (Object.values(contract) as unknown[]).filter(
      (value): value is EndpointSpec => typeof value === 'object' && value !== null && 'path' in value && 'method' in value,
    );
    made = FakeStream.made = [];
    FakeStream.fail = false;
    for (const endpoint of endpoints) {
      server.on(endpoint, () => {
        made.push(`${endpoint.method} ${endpoint.path}`);
        return Promise.reject(new Error(`unexpected ${endpoint.path}`));
      });
    }
    const counted = <T,>(endpoint: EndpointSpec, value: T) => () => {
      made.push(`${endpoint.method} ${endpoint.path}`);
      return value;
    };
    server
      .on(login, counted(login, answer('t0')))
      .on(eventTicket, counted(eventTicket, { ticket: 'tk' }))
      .on(CSP_unreadCount, counted(CSP_unreadCount, { count: 0 }))
      .on(walletBalance, counted(walletBalance, BALANCE));
    Object.defineProperty(window, 'EventSource', { value: FakeStream, configurable: true, writable: true });
  });
  afterEach(() => {
    delete (window as { EventSource?: unknown }).EventSource;
  });

  function renderWithLive() {
    render(
      <MemoryRouter initialEntries={['/']}>
        <LoginModal onClose={() => undefined} />
        <Live />
      </MemoryRouter>,
    );
  }

  test('the login, then the stream (its ticket, the stream, the unread count, the red dots): the balance comes on the stream, never the member info', async () => {
    renderWithLive();
    await fill('demo', 'Demo1234');
    await waitFor(() => expect(bus.balance$.value).toMatchObject({ balance: 1_000_000, currencySymbol: 'K', loading: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(made).toEqual(['POST /wps/session/login', 'POST /wps/member/events/ticket', 'GET /wps/relay/CSP_unreadCount', 'GET /wps/relay/MCSFE_getRedDotCounts', 'GET /wps/member/events']);
    expect(server.calls(memberInfo)).toEqual([]);
    expect(server.calls(walletBalance)).toEqual([]);
  });

  test('when the stream does not open, the balance is asked for once, so the header never stays loading', async () => {
    FakeStream.fail = true;
    renderWithLive();
    await fill('demo', 'Demo1234');
    await waitFor(() => expect(bus.balance$.value).toMatchObject({ balance: 1_000_000, loading: false }));
    expect(server.calls(walletBalance)).toHaveLength(1);
    expect(made).toEqual([
      'POST /wps/session/login',
      'POST /wps/member/events/ticket',
      'GET /wps/relay/CSP_unreadCount',
      'GET /wps/relay/MCSFE_getRedDotCounts',
      'GET /wps/member/events',
      'GET /wps/v2/wallets/balance',
    ]);
  });
});

test('when the server asks for a captcha the field appears, is required, and is sent with its key', async () => {
  server.on(login, () => {
    throw new ApiError(400, 'login.wrong.credentials', 'Wrong account or password', undefined, { needCaptcha: true });
  });
  renderModal();
  await fill('demo', 'nope');
  expect(await screen.findByText('Wrong account or password')).toBeInTheDocument();
  expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Verification code image' })).toBeInTheDocument();

  await userEvent.click(submitButton());
  expect(await screen.findByText('captcha required')).toBeInTheDocument();
  expect(server.calls(login)).toHaveLength(1);

  server.on(login, () => answer('t2'));
  await userEvent.type(screen.getByLabelText('Verification code'), '4821');
  await userEvent.click(submitButton());
  await waitFor(() => expect(bus.session$.value.token).toBe('t2'));
  expect(server.calls(login).at(-1)).toEqual({ type: 'username', username: 'demo', password: 'nope', captcha: '4821', captchaKey: 'captcha-key-1' });
});

test('an agent lands on /agentHome', async () => {
  server.on(login, () => answer('t3', { user: agent }));
  renderModal();
  await fill('agent01', 'Agent1234');
  expect(await screen.findByText('agent home')).toBeInTheDocument();
  expect(bus.session$.value).toMatchObject({ isAgent: true, isTrial: false, member: agent });
});

test('a trial account is a trial session', async () => {
  const trial: SessionUser = { id: 2, account: 'trial01', nickname: '', type: 4 };
  server.on(login, () => answer('t3b', { user: trial }));
  renderModal();
  await fill('trial01', 'Trial1234');
  await waitFor(() => expect(bus.session$.value).toMatchObject({ isLogin: true, isAgent: false, isTrial: true, member: trial }));
});

describe('the agent scope (openLogin { scope: "agent" }, the agent landing page)', () => {
  test('logs in with scope agent and lands on /agentHome; there is no register link', async () => {
    server.on(login, () => answer('t11', { user: agent }));
    renderModal({ scope: 'agent' });
    expect(await screen.findByRole('dialog', { name: 'Agent login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register now' })).not.toBeInTheDocument();
    await fill('agent01', 'Agent1234');
    expect(await screen.findByText('agent home')).toBeInTheDocument();
    expect(server.calls(login)).toEqual([{ type: 'username', username: 'agent01', password: 'Agent1234', scope: 'agent' }]);
  });

  test("a non-agent gets the server's refusal in the modal and no session", async () => {
    server.on(login, () => {
      throw new ApiError(403, 'login.not.agent', 'Non-agents cannot log in');
    });
    const { onClose } = renderModal({ scope: 'agent' });
    await fill('demo', 'Demo1234');
    expect(await screen.findByText('Non-agents cannot log in')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(bus.session$.value.token).toBeNull();
  });

  test('the captcha after failures comes with the agent scope', async () => {
    server.on(login, () => {
      throw new ApiError(400, 'login.wrong.credentials', 'Wrong account or password', undefined, { needCaptcha: true });
    });
    renderModal({ scope: 'agent' });
    await fill('agent01', 'wrong');
    await userEvent.type(await screen.findByLabelText('Verification code'), '1234');
    server.on(login, () => answer('t12', { user: agent }));
    await userEvent.click(submitButton());
    expect(await screen.findByText('agent home')).toBeInTheDocument();
    expect(server.calls(login).at(-1)).toEqual({ type: 'username', username: 'agent01', password: 'wrong', scope: 'agent', captcha: '1234', captchaKey: 'captcha-key-1' });
  });

  test('no free-play offer in the agent login', async () => {
    mockFlags.FREEPLAY3 = true;
    renderModal({ scope: 'agent', freePlay: { nodeId: 'RNG-INHOUSE-SLOT' } });
    await screen.findByLabelText('Username');
    expect(screen.queryByRole('button', { name: 'Play for free' })).not.toBeInTheDocument();
  });
});

test('remember password keeps the login for a day; unticked, it is erased', async () => {
  server.on(login, () => answer('t4'));
  renderModal();
  await userEvent.click(await screen.findByLabelText('Remember password'));
  await fill('demo', 'Demo1234');
  await waitFor(() => expect(localStorage.getItem('rememberLogin')).not.toBeNull());
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
    server.on(login, () => answer('t5', { passwordExpired: true }));
    const { onClose } = renderModal();
    await fill('olduser', 'Old-pass1');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bus.session$.value.token).toBe('t5');
    expect(commands).toEqual([{ type: 'openModal', modal: 'changePassword', params: { oldPassword: 'Old-pass1', forced: true } }]);
  });

  test('the default password 123456 counts as expired with the policy on, and nothing happens with it off', async () => {
    mockFlags.PWDEXPFORCECHANGE3 = true;
    server.on(login, () => answer('t6'));
    renderModal();
    await fill('olduser', '123456');
    await waitFor(() => expect(commands).toEqual([{ type: 'openModal', modal: 'changePassword', params: { oldPassword: '123456', forced: true } }]));
  });

  test('the agent scope forces the change too', async () => {
    mockFlags.PWDEXPFORCECHANGE3 = true;
    server.on(login, () => answer('t5b', { passwordExpired: true, user: agent }));
    renderModal({ scope: 'agent' });
    await fill('agent01', 'Old-pass1');
    await waitFor(() => expect(commands).toEqual([{ type: 'openModal', modal: 'changePassword', params: { oldPassword: 'Old-pass1', forced: true } }]));
  });

  test('without the policy the login simply completes', async () => {
    server.on(login, () => answer('t7', { passwordExpired: true }));
    const { onClose } = renderModal();
    await fill('olduser', 'Old-pass1');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
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
    server.on(sendNoLoginSms, () => ({ expiredMinutes: 5 }));
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
    expect(server.calls(sendNoLoginSms)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Mobile number'), '0000001');
    await userEvent.click(send);
    expect(server.calls(sendNoLoginSms)).toEqual([{ mobileNum: '9420000001', countryDialingCode: '95', purpose: 'login' }]);
    const counting = await screen.findByRole('button', { name: 'Resend in 300 s' });
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
    expect(await screen.findAllByText('input cannot be empty')).toHaveLength(2);

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

describe('free play (spec §6)', () => {
  const freePlay = { freePlay: { nodeId: 'RNG-INHOUSE-SLOT', gameName: 'Lucky Seven Slots' } };

  test('a guest who chose a game is offered free play when FREEPLAY3 is on, and lands in the demo game', async () => {
    mockFlags.FREEPLAY3 = true;
    server.on(loginFreePlay, () => ({ ticket: 't1', url: '/seamless?ticket=t1', mode: 'demo', engine: 'slot', nodeId: 'RNG-INHOUSE-SLOT' }));
    const { onClose } = renderModal(freePlay);
    expect(await screen.findByText('Try Lucky Seven Slots for free with demo credits, no account needed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play for free' }));
    expect(server.calls(loginFreePlay)).toEqual([{ nodeId: 'RNG-INHOUSE-SLOT', os: expect.any(String), platform: 'W' }]);
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
