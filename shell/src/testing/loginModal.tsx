// The login popup's tests share this: the accounts and answers they use, the popup rendered at `/`
// (with the pages it may go to), and the stand-ins reset before each test. The mocked modules
// (jest.mock is per file) stay in each test file.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus, type PortalCommand } from '@portal/kernel';
import { botCheckChallenge, identityProviders, registerRules, walletBalance, type LoginValue, type RegisterRules, type SessionUser } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { shellWriter } from '../app/shellWriter';
import { clearSession } from '../features/session';
import { LoginModal } from '../features/auth';

export const member: SessionUser = { id: 1, account: 'demo', nickname: 'Demo', type: 0 };
export const agent: SessionUser = { id: 3, account: 'agent01', nickname: 'Agent', type: 1 };
export const answer = (token: string, more: Partial<LoginValue> = {}): LoginValue => ({ token, firstTimeLogin: false, passwordExpired: false, user: member, ...more });
export const RULES = {
  mobileNum: { enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 7, maxLength: 15 },
} as RegisterRules;
export const BALANCE = { balance: 1_000_000, decimals: 2, currency: 'MMK', currencySymbol: 'K' };

export function renderModal(params: Record<string, unknown> = {}) {
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

export const submitButton = () => screen.getAllByRole('button', { name: 'Log in' }).at(-1)!;

export async function fill(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(submitButton());
}

export interface LoginTestState {
  /** The bus commands of the current test. */
  commands: PortalCommand[];
  /** The server stand-in of the current test (register rules and the balance answered). */
  server: EndpointStubs;
}

/**
 * Registers the hooks every login test needs (English, storage and session cleared, the whitelabel
 * flags of `flags` unset, a fresh server) and answers the current test's state.
 */
export function loginTestState(flags: Record<string, boolean>): LoginTestState {
  const state = { commands: [] as PortalCommand[], server: null as unknown as EndpointStubs };
  bus.commands$.subscribe((command) => state.commands.push(command));
  beforeAll(() => shellWriter.setLanguage('EN'));
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearSession();
    state.commands.length = 0;
    for (const flag of Object.keys(flags)) delete flags[flag];
    // Answers are functions: stubEndpoints copies plain values with structuredClone, which jsdom lacks.
    state.server = stubEndpoints()
      .on(registerRules, () => RULES)
      .on(walletBalance, () => BALANCE)
      // No one-click providers unless a test gives some (oneClick/OneClickLogin.test.tsx).
      .on(identityProviders, () => ({ providers: [] }))
      // The bot check's challenge; each test file stands in for the solver (jest.mock is per file).
      .on(botCheckChallenge, ({ purpose }) => ({ provider: 'altcha', challenge: `challenge-for-${purpose}`, siteKey: null, script: null }));
  });
  return state;
}
