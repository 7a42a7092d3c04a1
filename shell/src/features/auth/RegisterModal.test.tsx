import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus } from '@portal/kernel';
import { storage, STORAGE_KEYS } from '@portal/shared';
import { agentAffiliate, botCheckChallenge, register, registerRules } from '@portal/shared/contracts';
import '../../i18n';
import './i18n';
import '../accountForms';
import { shellWriter } from '../../app/shellWriter';
import { DEMO_RULES, fillUsernameForm, loggedIn, loginValue, member, registerTestState, renderModal, rule, submit } from '../../testing/registerModal';

// The register popup's username form: the fields the rules enable, the terms, the bot check, the server's
// rules and refusals, and the session its answer opens.

const mockFlags: Record<string, boolean> = {};
// The ALTCHA search is the library's (the API tests solve real challenges): a proof named after its challenge.
jest.mock('../accountForms/altchaSolver', () => ({ solveAltcha: async (challenge: string) => `proof-of-${challenge}` }));
jest.mock('../boot', () => ({ useWhitelabel: (id: string) => mockFlags[id] === true }));
jest.mock('../announcements', () => jest.requireActual('../../testing/announcementsStandIn').announcementsStandIn());
const mockRefresh = jest.fn();
jest.mock('./useCaptcha', () => ({
  useCaptcha: () => ({ key: 'captcha-key-9', image: 'data:image/png;base64,AAAA', refresh: mockRefresh }),
}));

const state = registerTestState(mockFlags);
const { rulesAre } = state;

test('username registration only: the fields the rules enable, the captcha, and the w_register banner', async () => {
  renderModal();
  expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toBeInTheDocument();
  expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
  expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument();
  // The banner's texts are HTML over its art (the page's fonts reach them; an <img> could not).
  expect(screen.getByText('Register today: K 10,000 bonus')).toBeInTheDocument();
  expect(screen.getByText('For new members')).toBeInTheDocument();
  expect(document.querySelector('img[src="/wps/asset/banner/7.svg"]')).not.toBeNull();
  expect(mockRefresh).toHaveBeenCalled();
});

test('an enabled optional field shows and is checked by its rule, and optional means empty is fine', async () => {
  rulesAre({ ...DEMO_RULES, email: { ...DEMO_RULES.email!, enabled: true }, qqNum: rule(true, true, '^[0-9]+$', 'DIGITS', 5, 12) });
  state.server.on(register, loggedIn);
  renderModal();
  await fillUsernameForm();
  await userEvent.type(screen.getByLabelText('QQ number'), '12a');
  await userEvent.click(screen.getByRole('checkbox'));
  await submit();
  expect(await screen.findByText('5 to 12 digits')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');

  await userEvent.type(screen.getByLabelText('Email'), 'bad');
  await userEvent.clear(screen.getByLabelText('QQ number'));
  await userEvent.type(screen.getByLabelText('QQ number'), '123456');
  await submit();
  expect(await screen.findByText('Please enter a valid email address of at most 64 characters')).toBeInTheDocument();
  expect(state.server.calls(register)).toEqual([]);

  await userEvent.clear(screen.getByLabelText('Email'));
  await submit();
  expect(state.server.calls(register)).toEqual([expect.objectContaining({ qqNum: '123456' })]);
  expect(state.server.calls(register)[0]).not.toHaveProperty('email');
});

test('the terms come first: unticked, "not empty?" on the box and "Please agree to the User Agreement" for the form, nothing else checked', async () => {
  renderModal();
  await screen.findByLabelText('Username');
  await submit();
  expect(await screen.findByText('not empty?')).toBeInTheDocument();
  // Spec §8's 'Please agree to the {0}', the terms' name filled in.
  expect(screen.getByText('Please agree to the User Agreement')).toBeInTheDocument();
  expect(screen.queryByText('input cannot be empty')).not.toBeInTheDocument();
  expect(state.server.calls(register)).toEqual([]);
  expect(state.server.calls(botCheckChallenge)).toEqual([]);
});

test('the bot check runs after the form is valid, says so, and its proof goes with the registration', async () => {
  let finish: (value: typeof loginValue) => void = () => {};
  state.server.on(register, () => new Promise((resolve) => (finish = resolve)));
  renderModal();
  await fillUsernameForm({ username: 'newbie01' });
  await userEvent.click(screen.getByRole('checkbox'));
  await submit();
  expect(await screen.findByText('Checked: you are a person.')).toHaveAttribute('role', 'status');
  expect(state.server.calls(botCheckChallenge)).toEqual([{ purpose: 'register' }]);
  expect(state.server.calls(register)).toEqual([expect.objectContaining({ botCheck: 'proof-of-challenge-for-register' })]);
  await act(async () => finish(loginValue));
});

test('a refused proof is said above the button', async () => {
  state.server.on(register, () => Promise.reject(new ApiError(400, 'botcheck.invalid', 'Invalid reCaptcha input...', undefined, { field: 'botCheck' })));
  renderModal();
  await fillUsernameForm({ username: 'newbie01' });
  await userEvent.click(screen.getByRole('checkbox'));
  await submit();
  expect(await screen.findByText('Invalid reCaptcha input...')).toBeInTheDocument();
});

test('a bot check that cannot be made registers nothing, says so above the button, and the typed captcha stays', async () => {
  // A vendor's check that names no widget script: the browser cannot make the proof.
  state.server.on(botCheckChallenge, () => ({ provider: 'recaptcha', challenge: null, siteKey: 'site-key', script: null }));
  renderModal();
  await fillUsernameForm();
  await userEvent.click(screen.getByRole('checkbox'));
  mockRefresh.mockClear();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('The person check failed. Please try again.');
  expect(state.server.calls(register)).toEqual([]);
  expect(mockRefresh).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Verification code')).toHaveValue('4821');
});

test('then every field is checked by its server rule, with the message under its input', async () => {
  renderModal();
  await screen.findByLabelText('Username');
  await userEvent.click(screen.getByRole('checkbox', { name: /at least 18/ }));
  await submit();
  expect(await screen.findAllByText('input cannot be empty')).toHaveLength(3);
  expect(screen.getByText('captcha required')).toBeInTheDocument();
  expect(screen.queryByText('not empty?')).not.toBeInTheDocument();

  await fillUsernameForm({ username: '1abc', password: 'abc', confirm: 'abd', captcha: '12' });
  await submit();
  expect(await screen.findByText('4 to 16 letters or digits, starting with a letter')).toBeInTheDocument();
  expect(screen.getByText('6 to 20 characters, without spaces')).toBeInTheDocument();
  expect(screen.getByText('inconsistent twice')).toBeInTheDocument();
  expect(screen.getByText('4 digits')).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(state.server.calls(register)).toEqual([]);

  // Messages follow the current language.
  act(() => shellWriter.setLanguage('CN'));
  expect(await screen.findByText('请输入4-16位字母或数字，须以字母开头')).toBeInTheDocument();
  expect(screen.getByText('两次输入不一致')).toBeInTheDocument();
});

test('a good registration sends the form, opens the session from its answer and goes home', async () => {
  window.history.replaceState({}, '', '/?referralCode=FRIEND7');
  state.server.on(register, loggedIn);
  const { onClose } = renderModal();
  await fillUsernameForm({ username: ' newbie01 ' });
  await userEvent.click(screen.getByRole('checkbox'));
  await submit();
  expect(state.server.calls(register)).toEqual([{
    username: 'newbie01',
    password: 'Secret12',
    confirmPassword: 'Secret12',
    captcha: '4821',
    captchaKey: 'captcha-key-9',
    botCheck: 'proof-of-challenge-for-register',
    referralCode: 'FRIEND7',
    registerUrl: 'http://localhost/?referralCode=FRIEND7',
    registerMethod: 'WEB',
    domain: 'localhost',
    login: true,
  }]);
  expect(state.server.calls(agentAffiliate)).toEqual([]);
  // The answer is the session: the token and the member, no member-info call (only these endpoints are stubbed).
  expect(bus.session$.value).toEqual({ isLogin: true, isAgent: false, isTrial: false, member, token: 'tok-new' });
  expect(storage.session.get(STORAGE_KEYS.token)).toBe('tok-new');
  expect(onClose).toHaveBeenCalled();
  expect(await screen.findByText('home page')).toBeInTheDocument();
});

test("a friend's code the server does not know shows, filled in, to correct or clear; cleared, the registration goes through without it", async () => {
  window.history.replaceState({}, '', '/?referralCode=NOSUCH99');
  let calls = 0;
  state.server.on(register, () => {
    calls += 1;
    if (calls === 1) throw new ApiError(400, 'referral.invalid', 'Invalid referral code', 'referralCode', { field: 'referralCode' });
    return loginValue;
  });
  renderModal();
  await fillUsernameForm({ username: 'newbie01' });
  await userEvent.click(screen.getByRole('checkbox'));
  await submit();
  const field = await screen.findByRole('textbox', { name: 'Referral code' });
  expect(field).toHaveValue('NOSUCH99');
  expect(screen.getByText('Invalid referral code')).toBeInTheDocument();

  await userEvent.clear(field);
  // The attempt used the captcha up: a new one is typed.
  await userEvent.type(screen.getByLabelText('Verification code'), '4821');
  await submit();
  expect(state.server.calls(register)).toHaveLength(2);
  expect(state.server.calls(register)[0]).toMatchObject({ referralCode: 'NOSUCH99' });
  expect(state.server.calls(register)[1]).not.toHaveProperty('referralCode');
  expect(await screen.findByText('home page')).toBeInTheDocument();
});

test('a refusal by the server lands under its field, and the used captcha is replaced', async () => {
  state.server.on(register, () => {
    throw new ApiError(400, 'member.account.exists', 'Account already used', 'username', { field: 'username' });
  });
  renderModal();
  await fillUsernameForm();
  await userEvent.click(screen.getByRole('checkbox'));
  mockRefresh.mockClear();
  await submit();
  expect(await screen.findByText('Account already used')).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(mockRefresh).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText('Verification code')).toHaveValue('');
  expect(bus.session$.value.token).toBeNull();
});

test('when the rules cannot be fetched, the form offers a retry', async () => {
  const answers = [() => Promise.reject(new ApiError(0, 'network', 'Network link is abnormal, please try again')), () => DEMO_RULES];
  state.server.on(registerRules, () => answers.shift()!());
  renderModal();
  expect(await screen.findByText('The form could not be loaded.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  expect(state.server.calls(registerRules)).toHaveLength(2);
});
