import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription } from 'rxjs';
import { bus } from '@portal/kernel';
import { agentOpenAccount, registerRules, REGISTER_FIELDS, type OpenedAccount, type RegisterRules } from '@portal/shared/contracts';
import { apiError, loginAgent, renderPage, stubEndpoints, type EndpointStubs } from '../../testing/shell';
import { RegisterCenter } from '.';

const rule = { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 'LETTER_FIRST_ALNUM', minLength: 4, maxLength: 16 } as const;
const mobile = { ...rule, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 7, maxLength: 11 };
const rules = { ...Object.fromEntries(REGISTER_FIELDS.map((field) => [field, rule])), mobileNum: mobile } as RegisterRules;
const opened = (over: Partial<OpenedAccount> = {}): OpenedAccount => ({ id: 77, account: 'newbie1', nickname: 'newbie1', type: 0, kind: 'member', affiliateCode: null, registeredAt: '2025-06-14T03:00:00Z', ...over });

let server: EndpointStubs;
// The shell's side of the bot check (its useBotCheckCommand): each proof asked is a fresh one.
let shellAnswers: Subscription;
let proofs: string[];
let failCheck = false;
beforeEach(() => {
  sessionStorage.clear();
  loginAgent();
  server = stubEndpoints().on(registerRules, rules).on(agentOpenAccount, opened());
  proofs = [];
  failCheck = false;
  shellAnswers = bus.commands$.subscribe((command) => {
    if (command.type !== 'proveBotCheck') return;
    const proof = `proof-${command.purpose}-${proofs.length + 1}`;
    proofs.push(proof);
    command.reply(failCheck ? Promise.reject(new Error('not solved')) : Promise.resolve(proof));
  });
});
afterEach(() => shellAnswers.unsubscribe());

const show = () => renderPage(<RegisterCenter />, '/agentHome/registerCenter');
const sent = () => server.calls(agentOpenAccount);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Open account' }));

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), value);
}

test('the site’s rules are checked in the form; nothing is sent while one fails', async () => {
  show();
  await submit();
  expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(3);
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  await fill({ Username: '1ab', Password: 'Abcd1234', 'Confirm password': 'Abcd9999', 'Mobile number (optional)': '09x' });
  await submit();
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Mobile number (optional)')).toHaveAttribute('aria-invalid', 'true');
  expect(sent()).toEqual([]);
});

test('opens a player: the exact body, then the new account’s name; the form is emptied', async () => {
  show();
  await fill({ Username: 'newbie1', Password: 'Abcd1234', 'Confirm password': 'Abcd1234' });
  await submit();
  // With the proof of the register window's bot check, solved by the shell for purpose register.
  expect(sent()).toEqual([{ kind: 'member', username: 'newbie1', password: 'Abcd1234', confirmPassword: 'Abcd1234', botCheck: 'proof-register-1' }]);
  expect(await screen.findByText('Player account newbie1 is open. It can log in now.')).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveValue('');
});

test('opens a sub-agent with nickname and mobile; its invitation code is shown', async () => {
  server.on(agentOpenAccount, opened({ account: 'subag1', kind: 'agent', type: 1, affiliateCode: 'K7Q2M9' }));
  show();
  await userEvent.selectOptions(screen.getByLabelText('Account type'), 'agent');
  await fill({ Username: 'subag1', Password: 'Abcd1234', 'Confirm password': 'Abcd1234', 'Nickname (optional)': ' North ', 'Mobile number (optional)': '0912345' });
  await submit();
  expect(sent()).toEqual([{ kind: 'agent', username: 'subag1', password: 'Abcd1234', confirmPassword: 'Abcd1234', nickname: 'North', mobileNum: '0912345', countryDialingCode: '95', botCheck: 'proof-register-1' }]);
  expect(screen.getByText('Country code +95')).toBeInTheDocument();
  expect(await screen.findByText('Sub-agent account subag1 is open. It can log in now.')).toBeInTheDocument();
  expect(screen.getByText('Its invitation code: K7Q2M9')).toBeInTheDocument();
  expect(screen.getByLabelText('Account type')).toHaveValue('agent');
});

test('a refusal shows under its field (or above the form) as the server words it; what was typed stays', async () => {
  let answer = apiError('register.username.taken', 'This username is already taken', 'username');
  server.on(agentOpenAccount, () => {
    throw answer;
  });
  show();
  await fill({ Username: 'taken1', Password: 'Abcd1234', 'Confirm password': 'Abcd1234', 'Nickname (optional)': 'Lucky' });
  await submit();
  expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Username')).toHaveValue('taken1');
  expect(screen.getByLabelText('Password')).toHaveValue('Abcd1234');
  expect(screen.getByLabelText('Nickname (optional)')).toHaveValue('Lucky');
  answer = apiError('not.agent', 'You are not an agent', undefined, 403);
  await submit();
  expect(await screen.findByText('You are not an agent')).toBeInTheDocument();
});

test('asks the bot check for every try (a proof is single use), and says so when it fails, sending nothing', async () => {
  server.on(agentOpenAccount, () => {
    throw apiError('member.account.exists', 'Account already used', 'username');
  });
  show();
  await fill({ Username: 'again1', Password: 'Abcd1234', 'Confirm password': 'Abcd1234' });
  await submit();
  expect(await screen.findByText('Account already used')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Checked: you are a person.');
  await submit();
  await screen.findByText('Account already used');
  expect(sent().map((body) => body.botCheck)).toEqual(['proof-register-1', 'proof-register-2']);

  failCheck = true;
  await submit();
  expect(await screen.findByText('The person check failed. Please try again.')).toBeInTheDocument();
  expect(sent()).toHaveLength(2);
});

test('MY and CN texts', async () => {
  loginAgent('MY');
  show();
  expect(await screen.findByRole('button', { name: 'အကောင့်ဖွင့်မည်' })).toBeInTheDocument();
});
