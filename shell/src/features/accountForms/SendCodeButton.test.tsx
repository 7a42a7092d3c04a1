import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/shared';
import '../../i18n';
import './i18n';
import { shellWriter } from '../../app/shellWriter';
import { SendCodeButton } from './SendCodeButton';

beforeAll(() => shellWriter.setLanguage('EN'));
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

test('counts down expiredMinutes × 60 s, disabled meanwhile, and can send again at zero', async () => {
  const send = jest.fn().mockResolvedValue({ expiredMinutes: 1 });
  render(<SendCodeButton validate={() => true} send={send} />);
  await user().click(screen.getByRole('button', { name: 'Send code' }));
  expect(send).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();

  act(() => jest.advanceTimersByTime(1_000));
  expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
  act(() => jest.advanceTimersByTime(59_000));
  const again = screen.getByRole('button', { name: 'Send code' });
  expect(again).toBeEnabled();
  await user().click(again);
  expect(send).toHaveBeenCalledTimes(2);
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
