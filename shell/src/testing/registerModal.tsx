// The register popup's tests share this: the demo site's rules, the answers they use, the popup
// rendered at /promotions (home at /), and the stand-ins reset before each test. The mocked modules
// (jest.mock is per file) stay in each test file; the announcements' stand-in is
// `announcementsStandIn` (testing/announcementsStandIn.ts).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { botCheckChallenge, identityProviders, registerRules, type LoginValue, type RegisterRules } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { shellWriter } from '../app/shellWriter';
import { clearSession } from '../features/session';
import { RegisterModal } from '../features/auth';

export const rule = (enabled: boolean, required: boolean, acceptedPattern: string, patternId: string, minLength: number | '*', maxLength: number | '*') => ({
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

/** The demo site's rules (GET /wps/system/setting/register). */
export const DEMO_RULES = {
  username: rule(true, true, '^[A-Za-z][A-Za-z0-9]*$', 'LETTER_FIRST_ALNUM', 4, 16),
  password: rule(true, true, '^\\S+$', 'NO_SPACES', 6, 20),
  confirmPassword: rule(true, true, '^\\S+$', 'NO_SPACES', 6, 20),
  captcha: rule(true, true, '^[0-9]+$', 'DIGITS', 4, 4),
  email: rule(false, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'EMAIL', '*', 64),
  mobileNum: rule(false, false, '^[0-9]+$', 'DIGITS', 7, 15),
  verificationCode: rule(false, false, '^[\\s\\S]*$', 'FREE_TEXT', '*', 255),
  affiliateCode: rule(false, false, '^[A-Za-z0-9]+$', 'ALNUM', '*', 32),
} as RegisterRules;

/** The new member a registration answers. */
export const member = { id: 9, account: 'newbie01', nickname: 'newbie01', type: 0 } as const;
export const loginValue: LoginValue = { token: 'tok-new', firstTimeLogin: true, passwordExpired: false, user: member };
/** A registration's answer: the new member, logged in. */
export const loggedIn = () => loginValue;

export function renderModal(params: Record<string, unknown> = {}) {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={['/promotions']}>
      <Routes>
        <Route path="/promotions" element={<RegisterModal onClose={onClose} params={params} />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose };
}

export const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

export async function fillUsernameForm(values: { username?: string; password?: string; confirm?: string; captcha?: string } = {}) {
  await userEvent.type(await screen.findByLabelText('Username'), values.username ?? 'newbie01');
  await userEvent.type(screen.getByLabelText('Password'), values.password ?? 'Secret12');
  await userEvent.type(screen.getByLabelText('Confirm password'), values.confirm ?? values.password ?? 'Secret12');
  await userEvent.type(screen.getByLabelText('Verification code'), values.captcha ?? '4821');
}

export interface RegisterTestState {
  /** The server stand-in of the current test (the demo rules, the bot check and one identity provider). */
  server: EndpointStubs;
  /** The rules the server answers from now on. */
  rulesAre: (rules: RegisterRules) => void;
}

/**
 * Registers the hook every register test needs (English, storage, address and session cleared, the
 * whitelabel flags of `flags` unset but username registration, a fresh server) and answers the current
 * test's state.
 */
export function registerTestState(flags: Record<string, boolean>): RegisterTestState {
  const state: RegisterTestState = {
    server: null as unknown as EndpointStubs,
    rulesAre: (rules) => state.server.on(registerRules, () => rules),
  };
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStorage.clear();
    window.history.replaceState({}, '', '/');
    for (const flag of Object.keys(flags)) delete flags[flag];
    flags.USERNAMEREG3 = true;
    act(() => shellWriter.setLanguage('EN'));
    clearSession();
    state.server = stubEndpoints()
      .on(botCheckChallenge, ({ purpose }) => ({ provider: 'altcha', challenge: `challenge-for-${purpose}`, siteKey: null, script: null }))
      .on(identityProviders, () => ({ providers: [{ id: 'local', name: 'Portal ID (demo)', kind: 'oidc' as const }] }));
    state.rulesAre(DEMO_RULES);
  });
  return state;
}
