import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/kernel';
import '../../i18n';
import './i18n';
import { submitFeedback } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { shellWriter } from '../../app/shellWriter';
import { FeedbackModal } from './FeedbackModal';

jest.mock('../auth', () => ({
  useCaptcha: () => ({ key: 'feedback-key', image: 'data:image/png;base64,AA', refresh: () => undefined }),
  CaptchaField: ({ value, onChange }: { value: string; onChange: (v: string) => void }) => (
    <input aria-label="Verification code" value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

let server: EndpointStubs;
beforeAll(() => shellWriter.setLanguage('EN'));
beforeEach(() => {
  server = stubEndpoints().on(submitFeedback, null);
});

test('empty fields are named in the missing-items dialog, and nothing is sent', async () => {
  render(<FeedbackModal onClose={() => undefined} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Please fill in: Question type, Description, Verification code')).toBeInTheDocument();
  expect(server.calls(submitFeedback)).toEqual([]);
});

test('the description is capped at 200 with a counter, and under 20 is refused', async () => {
  render(<FeedbackModal onClose={() => undefined} />);
  const description = await screen.findByLabelText('Description');
  await userEvent.type(description, 'too short');
  expect(screen.getByText('9/200')).toBeInTheDocument();
  expect(screen.getByText('Please write 20 to 200 characters.')).toBeInTheDocument();
  await userEvent.clear(description);
  await userEvent.click(description);
  await userEvent.paste('x'.repeat(250));
  expect(screen.getByText('200/200')).toBeInTheDocument();
});

test('a complete form is sent trimmed, and the modal closes', async () => {
  shellWriter.setSession({ isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: '', type: 0 }, token: 't' });
  const onClose = jest.fn();
  render(<FeedbackModal onClose={onClose} />);
  await userEvent.selectOptions(await screen.findByLabelText('Question type'), 'Withdrawal issues');
  await userEvent.type(screen.getByLabelText('Description'), '  My withdrawal has not arrived yet.  ');
  await userEvent.type(screen.getByLabelText('Verification code'), '1234');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(server.calls(submitFeedback)).toEqual([{ content: 'My withdrawal has not arrived yet.', sender: 'demo', type: 2, captcha: '1234', captchaKey: 'feedback-key' }]);
  expect(onClose).toHaveBeenCalled();
});

test('a refusal shows above the button and the used code is emptied; it stays while the next try stops at the missing code', async () => {
  server.on(submitFeedback, () => {
    throw new ApiError(400, 'captcha.invalid', 'The verification code is wrong', 'captcha');
  });
  render(<FeedbackModal onClose={() => undefined} />);
  await userEvent.selectOptions(await screen.findByLabelText('Question type'), 'Withdrawal issues');
  await userEvent.type(screen.getByLabelText('Description'), 'My withdrawal has not arrived yet.');
  await userEvent.type(screen.getByLabelText('Verification code'), '1234');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong');
  expect(screen.getByLabelText('Verification code')).toHaveValue('');

  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Please fill in: Verification code')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('The verification code is wrong');
  expect(server.calls(submitFeedback)).toHaveLength(1);
});
