import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, type PortalCommand } from '@portal/kernel';
import { identityAuthorize, identityProviders, identitySession, loginVerify } from '@portal/shared/contracts';
import { identityPopupStandIn, type EndpointStubs, type IdentityPopupStandIn } from '@portal/shared/testing';
import '../../i18n';
import '../auth';
import '../accountForms';
import './i18n';
import { answer, loginTestState, member, renderModal } from '../../testing/loginModal';

const mockFlags: Record<string, boolean> = {};
jest.mock('../boot', () => ({ useWhitelabel: (id: string) => mockFlags[id] === true }));
jest.mock('../auth/useCaptcha', () => ({
  useCaptcha: () => ({ key: 'captcha-key-1', image: 'data:image/png;base64,AAAA', refresh: jest.fn() }),
}));

const state = loginTestState(mockFlags);
let server: EndpointStubs;
let commands: PortalCommand[];
const PROVIDERS = { providers: [{ id: 'local', name: 'Portal ID (demo)', kind: 'oidc' as const }, { id: 'google', name: 'Google', kind: 'google' as const }] };
const PROFILE = { provider: 'local', providerName: 'Portal ID (demo)', email: 'alice@idp.local', name: 'Alice', suggestedUsername: 'alice' };

/** The window the browser would open: the test plays the provider sending the person back. */
let provider: IdentityPopupStandIn;

beforeEach(() => {
  ({ server, commands } = state);
  server.on(identityProviders, () => PROVIDERS).on(identityAuthorize, () => ({ url: 'http://localhost:9181/auth?state=s1' }));
  provider = identityPopupStandIn();
});
afterEach(() => provider.restore());

test('a known identity logs in with one click: the popup goes to the provider, the session opens', async () => {
  server.on(identitySession, () => ({ status: 'login' as const, login: answer('one-click-token'), profile: null, ticket: null }));
  const { onClose } = renderModal();
  await userEvent.click(await screen.findByRole('button', { name: 'Continue with Portal ID (demo)' }));
  expect(provider.open).toHaveBeenCalledWith('about:blank', 'portal-identity', expect.stringContaining('popup'));
  await waitFor(() => expect(provider.popup.location.href).toBe('http://localhost:9181/auth?state=s1'));
  expect(screen.getByRole('status')).toHaveTextContent('Finish signing in in the window that opened…');
  expect(server.calls(identityAuthorize)).toEqual([{ provider: 'local', intent: 'login' }]);

  provider.comeBack({ ticket: 'ticket-1' });
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(server.calls(identitySession)).toEqual([{ ticket: 'ticket-1' }]);
  expect(bus.session$.value).toMatchObject({ isLogin: true, member, token: 'one-click-token' });
});

test('a new identity goes to the register form with what the provider said', async () => {
  server.on(identitySession, () => ({ status: 'register' as const, login: null, profile: PROFILE, ticket: 'ticket-2' }));
  const { onClose } = renderModal();
  await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
  provider.comeBack({ ticket: 'ticket-2' });
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(commands).toContainEqual({ type: 'openModal', modal: 'register', params: { identity: { ticket: 'ticket-2', profile: PROFILE } } });
  expect(bus.session$.value.isLogin).toBe(false);
});

const authenticatorAsked = () => new ApiError(403, 'login.verify.required', 'Please complete verification first', undefined, { ticket: 'tk-oc', methods: ['authenticator'] });

test('an account with an authenticator asks for its code after the provider, in the popup’s two-factor step', async () => {
  server
    .on(identitySession, () => {
      throw authenticatorAsked();
    })
    .on(loginVerify, () => answer('one-click-verified'));
  const { onClose } = renderModal();
  await userEvent.click(await screen.findByRole('button', { name: 'Continue with Portal ID (demo)' }));
  provider.comeBack({ ticket: 'ticket-3' });

  const step = await screen.findByRole('dialog', { name: 'Verify it is you' });
  expect(bus.session$.value.isLogin).toBe(false);
  expect(within(step).queryByRole('radio')).toBeNull();
  expect(within(step).queryByRole('button', { name: 'Send code' })).toBeNull();
  await userEvent.type(within(step).getByLabelText('Authenticator code'), '123456');
  await userEvent.click(within(step).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(server.calls(loginVerify)).toEqual([{ ticket: 'tk-oc', method: 'authenticator', answer: '123456' }]);
  expect(bus.session$.value).toMatchObject({ isLogin: true, member, token: 'one-click-verified' });
});

test('the login popup opened with a one-click second factor (from the register popup) starts at that step', async () => {
  server.on(loginVerify, () => answer('one-click-verified'));
  const { onClose } = renderModal({ verify: { ticket: 'tk-oc', methods: ['authenticator'] } });
  const step = await screen.findByRole('dialog', { name: 'Verify it is you' });
  await userEvent.type(within(step).getByLabelText('Authenticator code'), '654321');
  await userEvent.click(within(step).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(server.calls(loginVerify)).toEqual([{ ticket: 'tk-oc', method: 'authenticator', answer: '654321' }]);
  expect(bus.session$.value).toMatchObject({ isLogin: true, token: 'one-click-verified' });
});

test('a blocked popup and a closed one each say so, and nothing is logged in', async () => {
  provider.open.mockImplementation(() => null);
  renderModal();
  await userEvent.click(await screen.findByRole('button', { name: 'Continue with Portal ID (demo)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Popup blocked. Please allow popups and try again.');
  expect(server.calls(identityAuthorize)).toEqual([]);

  provider.open.mockImplementation(() => provider.popup as unknown as Window);
  await userEvent.click(screen.getByRole('button', { name: 'Continue with Portal ID (demo)' }));
  provider.popup.closed = true;
  // A closed window is noticed one to two polls (500 ms each) later: past findBy's 1 s default on a busy machine.
  expect(await screen.findByText('Login failure. Please try again.', {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(server.calls(identitySession)).toEqual([]);
  expect(bus.session$.value.isLogin).toBe(false);
});

test('the agent landing page’s login offers no one-click sign-in', async () => {
  renderModal({ scope: 'agent' });
  await screen.findByRole('button', { name: 'Log in' });
  expect(screen.queryByRole('group', { name: 'One-click sign-in' })).toBeNull();
  expect(server.calls(identityProviders)).toEqual([]);
});

test('a site without providers shows no one-click buttons', async () => {
  server.on(identityProviders, () => ({ providers: [] }));
  renderModal();
  await waitFor(() => expect(server.calls(identityProviders)).toHaveLength(1));
  expect(screen.queryByRole('group', { name: 'One-click sign-in' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
});
