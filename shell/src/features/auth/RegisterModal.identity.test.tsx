import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus } from '@portal/kernel';
import { identityAuthorize, identitySession, register } from '@portal/shared/contracts';
import { identityPopupStandIn, recordCommands } from '@portal/shared/testing';
import '../../i18n';
import './i18n';
import '../accountForms';
import { DEMO_RULES, loggedIn, registerTestState, renderModal, rule, submit } from '../../testing/registerModal';

// One-click sign-in in the register popup: offered there, a new identity registering through the site's
// full form, and an account that asks for its authenticator.

const mockFlags: Record<string, boolean> = {};
// The ALTCHA search is the library's (the API tests solve real challenges): a proof named after its challenge.
jest.mock('../accountForms/altchaSolver', () => ({ solveAltcha: async (challenge: string) => `proof-of-${challenge}` }));
jest.mock('../boot', () => ({ useWhitelabel: (id: string) => mockFlags[id] === true }));
jest.mock('../announcements', () => jest.requireActual('../../testing/announcementsStandIn').announcementsStandIn());
jest.mock('./useCaptcha', () => ({ useCaptcha: () => ({ key: 'captcha-key-9', image: 'data:image/png;base64,AAAA', refresh: jest.fn() }) }));

const state = registerTestState(mockFlags);
const { rulesAre } = state;

test('on a site whose form asks more than a username, a new one-click identity registers through that form: named, prefilled, its ticket sent with the rules checked', async () => {
  // A required bank account name: the short step (IdentitySignUp.test.tsx) would skip its rule.
  rulesAre({ ...DEMO_RULES, payeeName: rule(true, true, '^[\\s\\S]*$', 'FREE_TEXT', '*', 64) });
  state.server.on(register, loggedIn);
  const profile = { provider: 'local', providerName: 'Portal ID (demo)', email: 'alice@idp.local', name: 'Alice', suggestedUsername: 'alice' };
  renderModal({ identity: { ticket: 'identity-ticket-1', profile } });
  expect(await screen.findByRole('note')).toHaveTextContent('Signing up with Portal ID (demo) (alice@idp.local)');
  expect(screen.getByLabelText('Username')).toHaveValue('alice');
  // Its own one-click buttons would start another identity: not offered here.
  expect(screen.queryByRole('button', { name: 'Continue with Portal ID (demo)' })).toBeNull();

  // The name is too short for the site's rule: refused in the form, nothing sent.
  await userEvent.clear(screen.getByLabelText('Username'));
  await userEvent.type(screen.getByLabelText('Username'), 'ali');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret12');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret12');
  await userEvent.type(screen.getByLabelText('Verification code'), '1234');
  await userEvent.type(screen.getByLabelText('Real name'), 'Alice Lin');
  await userEvent.click(screen.getByRole('checkbox', { name: /at least 18/ }));
  await submit();
  expect(await screen.findByText('4 to 16 letters or digits, starting with a letter')).toBeInTheDocument();
  expect(state.server.calls(register)).toEqual([]);

  await userEvent.type(screen.getByLabelText('Username'), 'celin');
  await submit();
  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(state.server.calls(register)).toEqual([expect.objectContaining({ username: 'alicelin', identityTicket: 'identity-ticket-1' })]);
  expect(bus.session$.value.isLogin).toBe(true);
});

test('the plain register popup offers one-click sign-in too', async () => {
  renderModal();
  expect(await screen.findByRole('button', { name: 'Continue with Portal ID (demo)' })).toBeInTheDocument();
});

test('one click into an account that asks for its authenticator goes on to the login popup’s two-factor step', async () => {
  const required = { ticket: 'tk-oc', methods: ['authenticator'] };
  state.server.on(identityAuthorize, () => ({ url: 'http://localhost:9181/auth?state=s1' })).on(identitySession, () => {
    throw new ApiError(403, 'login.verify.required', 'Please complete verification first', undefined, required);
  });
  const provider = identityPopupStandIn();
  const { commands } = recordCommands();
  try {
    const { onClose } = renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Portal ID (demo)' }));
    provider.comeBack({ ticket: 'ticket-3' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(commands).toContainEqual({ type: 'openModal', modal: 'login', params: { verify: required } });
    expect(bus.session$.value.isLogin).toBe(false);
  } finally {
    provider.restore();
  }
});
