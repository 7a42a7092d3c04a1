import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus } from '@portal/kernel';
import { agentAffiliate, register, registerByMobile, sendRegisterSms, type RegisterRules } from '@portal/shared/contracts';
import '../../i18n';
import './i18n';
import '../accountForms';
import { DEMO_RULES, fillUsernameForm, loggedIn, registerTestState, renderModal, submit } from '../../testing/registerModal';

// The register popup's other ways in: an agent's invitation code (from the link or typed) and mobile
// registration with its SMS code.

const mockFlags: Record<string, boolean> = {};
// The ALTCHA search is the library's (the API tests solve real challenges): a proof named after its challenge.
jest.mock('../accountForms/altchaSolver', () => ({ solveAltcha: async (challenge: string) => `proof-of-${challenge}` }));
jest.mock('../boot', () => ({ useWhitelabel: (id: string) => mockFlags[id] === true }));
jest.mock('../announcements', () => jest.requireActual('../../testing/announcementsStandIn').announcementsStandIn());
jest.mock('./useCaptcha', () => ({ useCaptcha: () => ({ key: 'captcha-key-9', image: 'data:image/png;base64,AAAA', refresh: jest.fn() }) }));

const state = registerTestState(mockFlags);
const { rulesAre } = state;

describe('affiliate code', () => {
  test('a code from the address is checked first; when it fails, the invitation-code dialog shows and so does the input', async () => {
    window.history.replaceState({}, '', '/?affiliateCode=BAD1');
    const answers = [() => Promise.reject(new ApiError(400, 'affiliate.invalid', 'Invalid invitation code')), () => ({ agent: 'agent01' })];
    state.server.on(agentAffiliate, () => answers.shift()!()).on(register, loggedIn);
    renderModal();
    await fillUsernameForm();
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();

    expect(state.server.calls(agentAffiliate)).toEqual([{ code: 'BAD1', domain: 'localhost' }]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Invitation code' });
    expect(within(dialog).getByText('Invalid invitation code')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(state.server.calls(register)).toEqual([]);

    const input = screen.getByLabelText('Invitation code');
    expect(input).toHaveValue('BAD1');
    await userEvent.clear(input);
    await userEvent.type(input, 'AG1001');
    await submit();
    expect(state.server.calls(agentAffiliate).at(-1)).toEqual({ code: 'AG1001', domain: 'localhost' });
    expect(state.server.calls(register)).toEqual([expect.objectContaining({ affiliateCode: 'AG1001' })]);
  });

  test('without a code in the address the input shows when the rules enable it, and an empty one is not checked', async () => {
    rulesAre({ ...DEMO_RULES, affiliateCode: { ...DEMO_RULES.affiliateCode!, enabled: true } });
    state.server.on(register, loggedIn);
    renderModal();
    await fillUsernameForm();
    expect(screen.getByLabelText('Invitation code')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(state.server.calls(agentAffiliate)).toEqual([]);
    expect(state.server.calls(register)[0]).not.toHaveProperty('affiliateCode');
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
    state.server.on(agentAffiliate, () => ({ agent: 'agent01' })).on(register, loggedIn);
    renderModal();
    await fillUsernameForm();
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(state.server.calls(agentAffiliate)).toEqual([{ code: 'AG1001', domain: 'localhost' }]);
    expect(state.server.calls(register)).toEqual([expect.objectContaining({ affiliateCode: 'AG1001' })]);
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
    state.server.on(sendRegisterSms, () => ({ expiredMinutes: 5 })).on(registerByMobile, loggedIn);
    const { onClose } = renderModal();
    await screen.findByLabelText('Mobile number');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Missing phone number')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mobile number'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a phone number of 7 to 15 digits')).toBeInTheDocument();
    expect(state.server.calls(sendRegisterSms)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Mobile number'), '94200009');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 300 s' })).toBeDisabled();
    expect(state.server.calls(sendRegisterSms)).toEqual([{ mobileNum: '1294200009', countryDialingCode: '95', botCheck: 'proof-of-challenge-for-sms' }]);

    await userEvent.type(screen.getByLabelText('SMS code'), '123456');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret12');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret12');
    await userEvent.type(screen.getByLabelText('Verification code'), '4821');
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(state.server.calls(registerByMobile)).toEqual([{
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
    expect(state.server.calls(register)).toEqual([]);
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
    state.server.on(registerByMobile, () => {
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
    state.server.on(sendRegisterSms, () => {
      throw new ApiError(400, 'mobile.exists', 'Account already used');
    });
    renderModal();
    await userEvent.type(await screen.findByLabelText('Mobile number'), '9420000001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('alertdialog', { name: 'The code was not sent' });
    expect(within(warning).getByText('Account already used')).toBeInTheDocument();
  });
});
