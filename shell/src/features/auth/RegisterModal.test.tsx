import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, bus } from '@portal/kernel';
import { storage, STORAGE_KEYS } from '@portal/shared';
import { agentAffiliate, botCheckChallenge, identityAuthorize, identityProviders, identitySession, register, registerByMobile, registerRules, sendRegisterSms, type LoginValue, type RegisterRules } from '@portal/shared/contracts';
import { identityPopupStandIn, recordCommands, stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import '../../i18n';
import './i18n';
import '../accountForms';
import { shellWriter } from '../../app/shellWriter';
import { clearSession } from '../session';
import { RegisterModal } from './RegisterModal';

const mockFlags: Record<string, boolean> = {};
// The ALTCHA search is the library's (the API tests solve real challenges): a proof named after its challenge.
jest.mock('../accountForms/altchaSolver', () => ({ solveAltcha: async (challenge: string) => `proof-of-${challenge}` }));
jest.mock('../boot', () => ({ useWhitelabel: (id: string) => mockFlags[id] === true }));
jest.mock('../announcements', () => ({
  BannerPicture: jest.requireActual('../announcements/BannerPicture').BannerPicture,
  useAnnouncements: () => ({
    status: 'ready',
    data: {
      banners: [
        { id: 1, url: '/wps/asset/banner/1.svg', title: 'Welcome', subtitle: '', linkage: '', linkageType: 'none', groupName: 'home' },
        { id: 7, url: '/wps/asset/banner/7.svg', title: 'Register today: K 10,000 bonus', subtitle: 'For new members', linkage: '', linkageType: 'none', groupName: 'w_register' },
      ],
    },
  }),
}));
const mockRefresh = jest.fn();
jest.mock('./useCaptcha', () => ({
  useCaptcha: () => ({ key: 'captcha-key-9', image: 'data:image/png;base64,AAAA', refresh: mockRefresh }),
}));

let server: EndpointStubs;
/** The rules the server answers from now on. */
const rulesAre = (rules: RegisterRules) => server.on(registerRules, () => rules);

const rule = (enabled: boolean, required: boolean, acceptedPattern: string, patternId: string, minLength: number | '*', maxLength: number | '*') => ({
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});
/** The demo site's rules (GET /wps/system/setting/register). */
const DEMO_RULES = {
  username: rule(true, true, '^[A-Za-z][A-Za-z0-9]*$', 'LETTER_FIRST_ALNUM', 4, 16),
  password: rule(true, true, '^\\S+$', 'NO_SPACES', 6, 20),
  confirmPassword: rule(true, true, '^\\S+$', 'NO_SPACES', 6, 20),
  captcha: rule(true, true, '^[0-9]+$', 'DIGITS', 4, 4),
  email: rule(false, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'EMAIL', '*', 64),
  mobileNum: rule(false, false, '^[0-9]+$', 'DIGITS', 7, 15),
  verificationCode: rule(false, false, '^[\\s\\S]*$', 'FREE_TEXT', '*', 255),
  affiliateCode: rule(false, false, '^[A-Za-z0-9]+$', 'ALNUM', '*', 32),
} as RegisterRules;
const member = { id: 9, account: 'newbie01', nickname: 'newbie01', type: 0 } as const;
const loginValue: LoginValue = { token: 'tok-new', firstTimeLogin: true, passwordExpired: false, user: member };
const loggedIn = () => loginValue;

function renderModal(params: Record<string, unknown> = {}) {
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

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

async function fillUsernameForm(values: { username?: string; password?: string; confirm?: string; captcha?: string } = {}) {
  await userEvent.type(await screen.findByLabelText('Username'), values.username ?? 'newbie01');
  await userEvent.type(screen.getByLabelText('Password'), values.password ?? 'Secret12');
  await userEvent.type(screen.getByLabelText('Confirm password'), values.confirm ?? values.password ?? 'Secret12');
  await userEvent.type(screen.getByLabelText('Verification code'), values.captcha ?? '4821');
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  window.history.replaceState({}, '', '/');
  for (const flag of Object.keys(mockFlags)) delete mockFlags[flag];
  mockFlags.USERNAMEREG3 = true;
  act(() => shellWriter.setLanguage('EN'));
  clearSession();
  server = stubEndpoints()
    .on(botCheckChallenge, ({ purpose }) => ({ provider: 'altcha', challenge: `challenge-for-${purpose}`, siteKey: null, script: null }))
    .on(identityProviders, () => ({ providers: [{ id: 'local', name: 'Portal ID (demo)', kind: 'oidc' as const }] }));
  rulesAre(DEMO_RULES);
});

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

test('on a site whose form asks more than a username, a new one-click identity registers through that form: named, prefilled, its ticket sent with the rules checked', async () => {
  // A required bank account name: the short step (IdentitySignUp.test.tsx) would skip its rule.
  rulesAre({ ...DEMO_RULES, payeeName: rule(true, true, '^[\\s\\S]*$', 'FREE_TEXT', '*', 64) });
  server.on(register, loggedIn);
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
  expect(server.calls(register)).toEqual([]);

  await userEvent.type(screen.getByLabelText('Username'), 'celin');
  await submit();
  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(server.calls(register)).toEqual([expect.objectContaining({ username: 'alicelin', identityTicket: 'identity-ticket-1' })]);
  expect(bus.session$.value.isLogin).toBe(true);
});

test('the plain register popup offers one-click sign-in too', async () => {
  renderModal();
  expect(await screen.findByRole('button', { name: 'Continue with Portal ID (demo)' })).toBeInTheDocument();
});

test('one click into an account that asks for its authenticator goes on to the login popup’s two-factor step', async () => {
  const required = { ticket: 'tk-oc', methods: ['authenticator'] };
  server.on(identityAuthorize, () => ({ url: 'http://localhost:9181/auth?state=s1' })).on(identitySession, () => {
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

test('an enabled optional field shows and is checked by its rule, and optional means empty is fine', async () => {
  rulesAre({ ...DEMO_RULES, email: { ...DEMO_RULES.email!, enabled: true }, qqNum: rule(true, true, '^[0-9]+$', 'DIGITS', 5, 12) });
  server.on(register, loggedIn);
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
  expect(server.calls(register)).toEqual([]);

  await userEvent.clear(screen.getByLabelText('Email'));
  await submit();
  expect(server.calls(register)).toEqual([expect.objectContaining({ qqNum: '123456' })]);
  expect(server.calls(register)[0]).not.toHaveProperty('email');
});

test('the terms come first: unticked, "not empty?" on the box and "Please agree to the User Agreement" for the form, nothing else checked', async () => {
  renderModal();
  await screen.findByLabelText('Username');
  await submit();
  expect(await screen.findByText('not empty?')).toBeInTheDocument();
  // Spec §8's 'Please agree to the {0}', the terms' name filled in.
  expect(screen.getByText('Please agree to the User Agreement')).toBeInTheDocument();
  expect(screen.queryByText('input cannot be empty')).not.toBeInTheDocument();
  expect(server.calls(register)).toEqual([]);
  expect(server.calls(botCheckChallenge)).toEqual([]);
});

test('the bot check runs after the form is valid, says so, and its proof goes with the registration', async () => {
  let finish: (value: typeof loginValue) => void = () => {};
  server.on(register, () => new Promise((resolve) => (finish = resolve)));
  renderModal();
  await fillUsernameForm({ username: 'newbie01' });
  await userEvent.click(screen.getByRole('checkbox'));
  await submit();
  expect(await screen.findByText('Checked: you are a person.')).toHaveAttribute('role', 'status');
  expect(server.calls(botCheckChallenge)).toEqual([{ purpose: 'register' }]);
  expect(server.calls(register)).toEqual([expect.objectContaining({ botCheck: 'proof-of-challenge-for-register' })]);
  await act(async () => finish(loginValue));
});

test('a refused proof is said above the button', async () => {
  server.on(register, () => Promise.reject(new ApiError(400, 'botcheck.invalid', 'Invalid reCaptcha input...', undefined, { field: 'botCheck' })));
  renderModal();
  await fillUsernameForm({ username: 'newbie01' });
  await userEvent.click(screen.getByRole('checkbox'));
  await submit();
  expect(await screen.findByText('Invalid reCaptcha input...')).toBeInTheDocument();
});

test('a bot check that cannot be made registers nothing, says so above the button, and the typed captcha stays', async () => {
  // A vendor's check that names no widget script: the browser cannot make the proof.
  server.on(botCheckChallenge, () => ({ provider: 'recaptcha', challenge: null, siteKey: 'site-key', script: null }));
  renderModal();
  await fillUsernameForm();
  await userEvent.click(screen.getByRole('checkbox'));
  mockRefresh.mockClear();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('The person check failed. Please try again.');
  expect(server.calls(register)).toEqual([]);
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
  expect(server.calls(register)).toEqual([]);

  // Messages follow the current language.
  act(() => shellWriter.setLanguage('CN'));
  expect(await screen.findByText('请输入4-16位字母或数字，须以字母开头')).toBeInTheDocument();
  expect(screen.getByText('两次输入不一致')).toBeInTheDocument();
});

test('a good registration sends the form, opens the session from its answer and goes home', async () => {
  window.history.replaceState({}, '', '/?referralCode=FRIEND7');
  server.on(register, loggedIn);
  const { onClose } = renderModal();
  await fillUsernameForm({ username: ' newbie01 ' });
  await userEvent.click(screen.getByRole('checkbox'));
  await submit();
  expect(server.calls(register)).toEqual([{
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
  expect(server.calls(agentAffiliate)).toEqual([]);
  // The answer is the session: the token and the member, no member-info call (only these endpoints are stubbed).
  expect(bus.session$.value).toEqual({ isLogin: true, isAgent: false, isTrial: false, member, token: 'tok-new' });
  expect(storage.session.get(STORAGE_KEYS.token)).toBe('tok-new');
  expect(onClose).toHaveBeenCalled();
  expect(await screen.findByText('home page')).toBeInTheDocument();
});

test("a friend's code the server does not know shows, filled in, to correct or clear; cleared, the registration goes through without it", async () => {
  window.history.replaceState({}, '', '/?referralCode=NOSUCH99');
  let calls = 0;
  server.on(register, () => {
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
  expect(server.calls(register)).toHaveLength(2);
  expect(server.calls(register)[0]).toMatchObject({ referralCode: 'NOSUCH99' });
  expect(server.calls(register)[1]).not.toHaveProperty('referralCode');
  expect(await screen.findByText('home page')).toBeInTheDocument();
});

test('a refusal by the server lands under its field, and the used captcha is replaced', async () => {
  server.on(register, () => {
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

describe('affiliate code', () => {
  test('a code from the address is checked first; when it fails, the invitation-code dialog shows and so does the input', async () => {
    window.history.replaceState({}, '', '/?affiliateCode=BAD1');
    const answers = [() => Promise.reject(new ApiError(400, 'affiliate.invalid', 'Invalid invitation code')), () => ({ agent: 'agent01' })];
    server.on(agentAffiliate, () => answers.shift()!()).on(register, loggedIn);
    renderModal();
    await fillUsernameForm();
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();

    expect(server.calls(agentAffiliate)).toEqual([{ code: 'BAD1', domain: 'localhost' }]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Invitation code' });
    expect(within(dialog).getByText('Invalid invitation code')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(server.calls(register)).toEqual([]);

    const input = screen.getByLabelText('Invitation code');
    expect(input).toHaveValue('BAD1');
    await userEvent.clear(input);
    await userEvent.type(input, 'AG1001');
    await submit();
    expect(server.calls(agentAffiliate).at(-1)).toEqual({ code: 'AG1001', domain: 'localhost' });
    expect(server.calls(register)).toEqual([expect.objectContaining({ affiliateCode: 'AG1001' })]);
  });

  test('without a code in the address the input shows when the rules enable it, and an empty one is not checked', async () => {
    rulesAre({ ...DEMO_RULES, affiliateCode: { ...DEMO_RULES.affiliateCode!, enabled: true } });
    server.on(register, loggedIn);
    renderModal();
    await fillUsernameForm();
    expect(screen.getByLabelText('Invitation code')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(server.calls(agentAffiliate)).toEqual([]);
    expect(server.calls(register)[0]).not.toHaveProperty('affiliateCode');
  });

  test("the form says which invitation code (and friend's code) the link brought, since neither has an input", async () => {
    window.history.replaceState({}, '', '/?affiliateCode=AG1001&referralCode=FRIEND7');
    renderModal();
    await fillUsernameForm();
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument();
    const note = screen.getByTestId('register-link-codes');
    expect(note).toHaveTextContent('Invitation code from your link: AG1001');
    expect(note).toHaveTextContent('Referral code from your link: FRIEND7');
  });

  test('without codes in the address the form names none', async () => {
    renderModal();
    await fillUsernameForm();
    expect(screen.queryByTestId('register-link-codes')).not.toBeInTheDocument();
  });

  test('a code kept from the landing address (before /register redirected home) is used', async () => {
    const { keepLandingCodes } = jest.requireActual<typeof import('../../app/landingCodes')>('../../app/landingCodes');
    keepLandingCodes('?affiliateCode=AG1001');
    server.on(agentAffiliate, () => ({ agent: 'agent01' })).on(register, loggedIn);
    renderModal();
    await fillUsernameForm();
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(server.calls(agentAffiliate)).toEqual([{ code: 'AG1001', domain: 'localhost' }]);
    expect(server.calls(register)).toEqual([expect.objectContaining({ affiliateCode: 'AG1001' })]);
  });
});

describe('mobile registration (MOBILENUMREG3)', () => {
  const mobileRules: RegisterRules = { ...DEMO_RULES, mobileNum: { ...DEMO_RULES.mobileNum!, enabled: true, required: true } };

  test('both tabs with both flags, mobile first; the username tab keeps its own form', async () => {
    mockFlags.MOBILENUMREG3 = true;
    rulesAre(mobileRules);
    renderModal();
    expect(await screen.findByRole('tab', { name: 'Mobile registration' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Account registration' }));
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });

  test('the send button checks the number, counts down, and the number becomes the username', async () => {
    mockFlags.MOBILENUMREG3 = true;
    mockFlags.USERNAMEREG3 = false;
    rulesAre(mobileRules);
    server.on(sendRegisterSms, () => ({ expiredMinutes: 5 })).on(registerByMobile, loggedIn);
    const { onClose } = renderModal();
    await screen.findByLabelText('Mobile number');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Missing phone number')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mobile number'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a phone number of 7 to 15 digits')).toBeInTheDocument();
    expect(server.calls(sendRegisterSms)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Mobile number'), '94200009');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 300 s' })).toBeDisabled();
    expect(server.calls(sendRegisterSms)).toEqual([{ mobileNum: '1294200009', countryDialingCode: '95', botCheck: 'proof-of-challenge-for-sms' }]);

    await userEvent.type(screen.getByLabelText('SMS code'), '123456');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret12');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret12');
    await userEvent.type(screen.getByLabelText('Verification code'), '4821');
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(server.calls(registerByMobile)).toEqual([{
      username: '1294200009',
      mobileNum: '1294200009',
      countryDialingCode: '95',
      verificationCode: '123456',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      captcha: '4821',
      captchaKey: 'captcha-key-9',
      botCheck: 'proof-of-challenge-for-register',
      registerUrl: 'http://localhost/',
      registerMethod: 'WEB',
      domain: 'localhost',
      login: true,
    }]);
    expect(server.calls(register)).toEqual([]);
    expect(bus.session$.value.token).toBe('tok-new');
    expect(onClose).toHaveBeenCalled();
  });

  test('the SMS code is required, and a wrong one or a used number is shown where it belongs', async () => {
    mockFlags.MOBILENUMREG3 = true;
    rulesAre(mobileRules);
    const refusals = [
      new ApiError(400, 'verification.invalid', 'Verification code is not valid'),
      new ApiError(400, 'member.account.exists', 'Account already used', 'username', { field: 'username' }),
    ];
    server.on(registerByMobile, () => {
      throw refusals.shift();
    });
    renderModal();
    await userEvent.type(await screen.findByLabelText('Mobile number'), '9420000009');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret12');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret12');
    await userEvent.type(screen.getByLabelText('Verification code'), '4821');
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(await screen.findByText('input cannot be empty')).toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('SMS code'), '000000');
    await submit();
    expect(await screen.findByText('Verification code is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Verification code'), '4821');
    await submit();
    expect(await screen.findByText('Account already used')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a refused SMS shows the server message in a warning dialog', async () => {
    mockFlags.MOBILENUMREG3 = true;
    rulesAre(mobileRules);
    server.on(sendRegisterSms, () => {
      throw new ApiError(400, 'mobile.exists', 'Account already used');
    });
    renderModal();
    await userEvent.type(await screen.findByLabelText('Mobile number'), '9420000001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('alertdialog', { name: 'The code was not sent' });
    expect(within(warning).getByText('Account already used')).toBeInTheDocument();
  });
});

test('when the rules cannot be fetched, the form offers a retry', async () => {
  const answers = [() => Promise.reject(new ApiError(0, 'network', 'Network link is abnormal, please try again')), () => DEMO_RULES];
  server.on(registerRules, () => answers.shift()!());
  renderModal();
  expect(await screen.findByText('The form could not be loaded.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  expect(server.calls(registerRules)).toHaveLength(2);
});
