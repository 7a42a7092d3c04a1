import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, bus, type PortalCommand } from '@portal/kernel';
import { storage, STORAGE_KEYS } from '@portal/shared';
import * as contract from '@portal/shared/contracts';
import {
  botCheckChallenge,
  CSP_unreadCount,
  eventTicket,
  login,
  loginFreePlay,
  memberInfo,
  walletBalance,
  type EndpointSpec,
  type SessionUser,
} from '@portal/shared/contracts';
import type { EndpointStubs } from '@portal/shared/testing';
import '../../i18n';
import './i18n';
import '../accountForms';
import { useLiveUpdates } from '../live';
import { LoginModal } from './LoginModal';
import { agent, answer, BALANCE, fill, loginTestState, member, renderModal, submitButton } from '../../testing/loginModal';

const mockFlags: Record<string, boolean> = {};
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

  // The popup itself asks which one-click providers the site has (oneClick) when it opens.
  const OPENING = 'GET /wps/identity/providers';

  test('the login, then the stream (its ticket, the stream, the unread count, the red dots): the balance comes on the stream, never the member info', async () => {
    renderWithLive();
    await fill('demo', 'Demo1234');
    await waitFor(() => expect(bus.balance$.value).toMatchObject({ balance: 1_000_000, currencySymbol: 'K', loading: false }));
    await waitFor(() =>
      expect(made).toEqual([OPENING, 'POST /wps/session/login', 'POST /wps/member/events/ticket', 'GET /wps/relay/CSP_unreadCount', 'GET /wps/relay/MCSFE_getRedDotCounts', 'GET /wps/member/events']),
    );
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
      OPENING,
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
  // With the captcha goes the bot check's proof, made for a login.
  expect(server.calls(login).at(-1)).toEqual({ type: 'username', username: 'demo', password: 'nope', captcha: '4821', captchaKey: 'captcha-key-1', botCheck: 'proof-of-challenge-for-login' });
});

test('after failures the bot check runs with the captcha, says so, and a refused proof is shown', async () => {
  server.on(login, () => {
    throw new ApiError(400, 'login.wrong.credentials', 'Wrong account or password', undefined, { needCaptcha: true });
  });
  renderModal();
  await fill('demo', 'nope');
  await screen.findByText('Wrong account or password');
  // No check before the server asks for it.
  expect(server.calls(botCheckChallenge)).toEqual([]);
  server.on(login, () => {
    throw new ApiError(400, 'botcheck.invalid', 'Invalid reCaptcha input...', undefined, { field: 'botCheck', needCaptcha: true });
  });
  await userEvent.type(screen.getByLabelText('Verification code'), '4821');
  await userEvent.click(submitButton());
  expect(await screen.findByText('Invalid reCaptcha input...')).toBeInTheDocument();
  expect(screen.getByText('Checked: you are a person.')).toHaveAttribute('role', 'status');
  expect(server.calls(botCheckChallenge)).toEqual([{ purpose: 'login' }]);
});

test('a bot check that cannot be made sends no login and says so above the form', async () => {
  server.on(login, () => {
    throw new ApiError(400, 'login.wrong.credentials', 'Wrong account or password', undefined, { needCaptcha: true });
  });
  renderModal();
  await fill('demo', 'nope');
  await screen.findByText('Wrong account or password');
  // A vendor's check that names no widget script: the browser cannot make the proof.
  server.on(botCheckChallenge, () => ({ provider: 'recaptcha', challenge: null, siteKey: 'site-key', script: null }));
  await userEvent.type(screen.getByLabelText('Verification code'), '4821');
  await userEvent.click(submitButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('The person check failed. Please try again.');
  expect(screen.queryByText('Wrong account or password')).not.toBeInTheDocument();
  expect(server.calls(login)).toHaveLength(1);
  // The captcha was not spent: what was typed stays for the next try.
  expect(screen.getByLabelText('Verification code')).toHaveValue('4821');
});

test('opened because the session ended, it says why above the form until the next attempt', async () => {
  renderModal({ notice: 'You have reached your session time limit; please log in again later' });
  expect(await screen.findByRole('alert')).toHaveTextContent('You have reached your session time limit; please log in again later');
  server.on(login, () => answer('t2b'));
  await fill('demo', 'Demo1234');
  await waitFor(() => expect(screen.queryByText(/session time limit/)).not.toBeInTheDocument());
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
    expect(server.calls(login).at(-1)).toEqual({ type: 'username', username: 'agent01', password: 'wrong', scope: 'agent', captcha: '1234', captchaKey: 'captcha-key-1', botCheck: 'proof-of-challenge-for-login' });
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
