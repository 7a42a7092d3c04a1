import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, bus } from '@portal/kernel';
import { botCheckChallenge, identityProviders, identityRegister, register, registerRules, type LoginValue } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import '../../i18n';
import './i18n';
import '../accountForms';
import { shellWriter } from '../../app/shellWriter';
import { clearSession } from '../session';
import { RegisterModal } from './RegisterModal';
import { DEMO_RULES, rule } from '../../testing/registerModal';

// The step a new one-click identity makes its account in (RegisterModal with `params.identity`).

const mockFlags: Record<string, boolean> = {};
// The ALTCHA search is the library's (the API tests solve real challenges): a proof named after its challenge.
jest.mock('../accountForms/altchaSolver', () => ({ solveAltcha: async (challenge: string) => `proof-of-${challenge}` }));
jest.mock('../boot', () => ({ useWhitelabel: (id: string) => mockFlags[id] === true }));
jest.mock('../announcements', () => ({ BannerPicture: () => null, useAnnouncements: () => ({ status: 'ready', data: { banners: [] } }) }));
jest.mock('./useCaptcha', () => ({ useCaptcha: () => ({ key: 'captcha-key-9', image: 'data:image/png;base64,AAAA', refresh: jest.fn() }) }));

const PROFILE = { provider: 'local', providerName: 'Portal ID (demo)', email: 'alice@idp.local', name: 'Alice', suggestedUsername: 'alice' };
const loginValue: LoginValue = { token: 'tok-identity', firstTimeLogin: true, passwordExpired: false, user: { id: 12, account: 'alicelin', nickname: 'alicelin', type: 0 } };

let server: EndpointStubs;

function renderStep() {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={['/promotions']}>
      <Routes>
        <Route path="/promotions" element={<RegisterModal onClose={onClose} params={{ identity: { ticket: 'identity-ticket-1', profile: PROFILE } }} />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose };
}

const create = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState({}, '', '/?affiliateCode=AG1001');
  for (const flag of Object.keys(mockFlags)) delete mockFlags[flag];
  mockFlags.USERNAMEREG3 = true;
  act(() => shellWriter.setLanguage('EN'));
  clearSession();
  server = stubEndpoints()
    .on(botCheckChallenge, ({ purpose }) => ({ provider: 'altcha', challenge: `challenge-for-${purpose}`, siteKey: null, script: null }))
    .on(identityProviders, () => ({ providers: [{ id: 'local', name: 'Portal ID (demo)', kind: 'oidc' as const }] }))
    .on(registerRules, () => DEMO_RULES);
});

test('a new identity creates its account with a username and the terms only: no password, no captcha', async () => {
  server.on(identityRegister, () => loginValue);
  renderStep();
  const step = await screen.findByRole('dialog', { name: 'Create your account' });
  expect(step).toHaveTextContent('Signing up with Portal ID (demo) (alice@idp.local)');
  expect(step).toHaveTextContent('No password needed: you sign in with Portal ID (demo). You can set a password later in the security centre.');
  expect(screen.getByLabelText('Username')).toHaveValue('alice');
  expect(screen.queryByLabelText('Password')).toBeNull();
  expect(screen.queryByLabelText('Confirm password')).toBeNull();
  expect(screen.queryByLabelText('Verification code')).toBeNull();
  // The invitation code the link brought goes with it, named as the register form names it.
  expect(step).toHaveTextContent('AG1001');

  // The terms first: unticked, nothing is checked or sent.
  await create();
  expect(await screen.findByText('not empty?')).toBeInTheDocument();
  expect(screen.getByText('Please agree to the User Agreement')).toBeInTheDocument();

  // The site's username rule, as registration checks it.
  await userEvent.click(screen.getByRole('checkbox', { name: /at least 18/ }));
  await userEvent.clear(screen.getByLabelText('Username'));
  await userEvent.type(screen.getByLabelText('Username'), '1ali');
  await create();
  expect(await screen.findByText('4 to 16 letters or digits, starting with a letter')).toBeInTheDocument();
  expect(server.calls(identityRegister)).toEqual([]);

  await userEvent.clear(screen.getByLabelText('Username'));
  await userEvent.type(screen.getByLabelText('Username'), ' alicelin ');
  await create();
  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(server.calls(identityRegister)).toEqual([
    {
      ticket: 'identity-ticket-1',
      username: 'alicelin',
      terms: true,
      affiliateCode: 'AG1001',
      registerUrl: expect.stringContaining('/?affiliateCode=AG1001'),
      domain: 'localhost',
      botCheck: 'proof-of-challenge-for-register',
    },
  ]);
  expect(server.calls(register)).toEqual([]);
  expect(bus.session$.value).toMatchObject({ isLogin: true, token: 'tok-identity' });
});

test("a name someone has is refused under the username, and the step stays for another", async () => {
  server.on(identityRegister, () => {
    throw new ApiError(400, 'member.account.exists', 'Account already used', 'username', { field: 'username' });
  });
  const { onClose } = renderStep();
  await screen.findByRole('dialog', { name: 'Create your account' });
  await userEvent.click(screen.getByRole('checkbox', { name: /at least 18/ }));
  await create();
  await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('Account already used')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  expect(bus.session$.value.isLogin).toBe(false);
});

test('a site whose form requires more than a username keeps its register form for the identity', async () => {
  server.on(registerRules, () => ({ ...DEMO_RULES, mobileNum: rule(true, true, '^[0-9]+$', 'DIGITS', 7, 15) }));
  renderStep();
  expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Create your account' })).toHaveTextContent('Signing up with Portal ID (demo)');
  expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
});
