import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/kernel';
import '../../i18n';
import './i18n';
import { botCheckChallenge } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { shellWriter } from '../../app/shellWriter';
import { SendCodeButton } from './SendCodeButton';

// The ALTCHA search itself is the library's (and the API tests solve real challenges); here the
// solver answers when the test says, to see what the button shows meanwhile.
const mockSolve = jest.fn<Promise<string>, [string]>();
jest.mock('./altchaSolver', () => ({ solveAltcha: (challenge: string) => mockSolve(challenge) }));

let server: EndpointStubs;
beforeAll(() => shellWriter.setLanguage('EN'));
beforeEach(() => {
  jest.useFakeTimers();
  server = stubEndpoints().on(botCheckChallenge, ({ purpose }) => ({ provider: 'altcha', challenge: `challenge-for-${purpose}`, siteKey: null, script: null }));
  mockSolve.mockReset().mockImplementation(async (challenge) => `proof-of-${challenge}`);
});
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

test('counts down expiredMinutes × 60 s, disabled meanwhile, and can send again at zero', async () => {
  const send = jest.fn().mockResolvedValue({ expiredMinutes: 1 });
  render(<SendCodeButton validate={() => true} send={send} />);
  await user().click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
  expect(send).toHaveBeenCalledTimes(1);
  // Spec §7: the send carries the bot check's proof, made for SMS.
  expect(send).toHaveBeenCalledWith('proof-of-challenge-for-sms');

  act(() => jest.advanceTimersByTime(1_000));
  expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
  act(() => jest.advanceTimersByTime(59_000));
  const again = screen.getByRole('button', { name: 'Send code' });
  expect(again).toBeEnabled();
  await user().click(again);
  await screen.findByRole('button', { name: 'Resend in 60 s' });
  expect(send).toHaveBeenCalledTimes(2);
  // A proof is single use: each send solved a challenge of its own.
  expect(server.calls(botCheckChallenge)).toEqual([{ purpose: 'sms' }, { purpose: 'sms' }]);
});

test('an answer without expiredMinutes counts the alternate 60 s', async () => {
  render(<SendCodeButton validate={() => true} send={jest.fn().mockResolvedValue({})} />);
  await user().click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
});

test('nothing is sent when the validation refuses, and a failure starts no countdown', async () => {
  const send = jest.fn().mockRejectedValue(new ApiError(429, 'sms.too.frequent', 'One SMS a second, please wait.'));
  const validate = jest.fn().mockReturnValueOnce(false).mockReturnValue(true);
  render(<SendCodeButton validate={validate} send={send} />);
  await user().click(screen.getByRole('button', { name: 'Send code' }));
  expect(send).not.toHaveBeenCalled();

  act(() => jest.advanceTimersByTime(1_000)); // one send a second at most
  await user().click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('alertdialog', { name: 'The code was not sent' })).toHaveTextContent('One SMS a second, please wait.');
  expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
});

test('says it is checking that you are a person while the bot check runs, then sends', async () => {
  let solved: (proof: string) => void = () => {};
  mockSolve.mockImplementation(() => new Promise((resolve) => (solved = resolve)));
  const send = jest.fn().mockResolvedValue({ expiredMinutes: 5 });
  render(<SendCodeButton validate={() => true} send={send} />);
  await user().click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('button', { name: /Checking that you are a person/ })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Checking that you are a person…');
  expect(send).not.toHaveBeenCalled();
  await act(async () => solved('the-proof'));
  expect(await screen.findByRole('button', { name: 'Resend in 300 s' })).toBeDisabled();
  expect(send).toHaveBeenCalledWith('the-proof');
});

test('a bot check that cannot be made sends nothing and says so', async () => {
  mockSolve.mockRejectedValue(new Error('not solved'));
  const send = jest.fn();
  render(<SendCodeButton validate={() => true} send={send} />);
  await user().click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('alertdialog', { name: 'The code was not sent' })).toHaveTextContent('The person check failed. Please try again.');
  expect(send).not.toHaveBeenCalled();
});

test("a send that fails for no reason the server gave says 'Unknown error' under 'The code was not sent', and starts no countdown", async () => {
  render(<SendCodeButton validate={() => true} send={jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))} />);
  await user().click(screen.getByRole('button', { name: 'Send code' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'The code was not sent' });
  expect(dialog).toHaveTextContent('Unknown error');
  expect(dialog).not.toHaveTextContent('An unknown error occured.');
  expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
});
