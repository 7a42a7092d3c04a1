import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus } from '@portal/kernel';
import { login, loginVerify, loginVerifySend } from '@portal/shared/contracts';
import type { EndpointStubs } from '@portal/shared/testing';
import '../../i18n';
import './i18n';
import '../accountForms';
import { answer, fill, loginTestState, member, renderModal } from '../../testing/loginModal';

// The two-factor step answered with the authenticator app (spec §4's "Google code"); the other methods:
// LoginModal.secondFactor.test.tsx.
const mockFlags: Record<string, boolean> = {};
jest.mock('../boot', () => ({ useWhitelabel: (id: string) => mockFlags[id] === true }));
jest.mock('./useCaptcha', () => ({
  useCaptcha: () => ({ key: 'captcha-key-1', image: 'data:image/png;base64,AAAA', refresh: jest.fn() }),
}));

const state = loginTestState(mockFlags);
let server: EndpointStubs;
beforeEach(() => {
  ({ server } = state);
});

const required = (methods: string[]) => new ApiError(403, 'login.verify.required', 'Please complete verification first', undefined, { ticket: 'tk-1', methods });

test('the authenticator comes first, takes its code with no send button, and the session proceeds', async () => {
  server
    .on(login, () => {
      throw required(['authenticator', 'mobile', 'payeeName']);
    })
    .on(loginVerify, () => answer('t11'));
  const { onClose } = renderModal();
  await fill('demo', 'Demo1234');

  const step = await screen.findByRole('dialog', { name: 'Verify it is you' });
  expect(within(step).getByRole('radio', { name: 'Google Authenticator code' })).toBeChecked();
  expect(within(step).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Google Authenticator code', 'SMS to my mobile', 'Bank account name']);
  expect(within(step).queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
  expect(within(step).getByText(/Enter the 6-digit code from your authenticator app/)).toBeInTheDocument();

  await userEvent.click(within(step).getByRole('button', { name: 'Verify' }));
  expect(await within(step).findByText('input cannot be empty')).toBeInTheDocument();
  await userEvent.type(within(step).getByLabelText('Authenticator code'), ' 123456 ');
  await userEvent.click(within(step).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(server.calls(loginVerify)).toEqual([{ ticket: 'tk-1', method: 'authenticator', answer: '123456' }]);
  expect(server.calls(loginVerifySend)).toEqual([]);
  expect(bus.session$.value).toMatchObject({ token: 't11', member });
});

test('a wrong or already used code is shown under the code field; another method brings its send button back', async () => {
  let calls = 0;
  server
    .on(login, () => {
      throw required(['authenticator', 'email']);
    })
    .on(loginVerify, () => {
      calls += 1;
      throw calls === 1
        ? new ApiError(400, 'verification.invalid', 'Verification code is not valid', undefined, { field: 'answer' })
        : new ApiError(400, 'authenticator.code.used', 'This code has already been used. Please wait for the next one.', undefined, { field: 'answer' });
    });
  renderModal();
  await fill('demo', 'Demo1234');
  const step = await screen.findByRole('dialog', { name: 'Verify it is you' });
  const code = within(step).getByLabelText('Authenticator code');
  await userEvent.type(code, '000000');
  await userEvent.click(within(step).getByRole('button', { name: 'Verify' }));
  expect(await within(step).findByText('Verification code is not valid')).toBeInTheDocument();
  expect(within(step).getByLabelText('Authenticator code')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(within(step).getByRole('button', { name: 'Verify' }));
  expect(await within(step).findByText('This code has already been used. Please wait for the next one.')).toBeInTheDocument();

  await userEvent.click(within(step).getByRole('radio', { name: 'Email' }));
  expect(within(step).getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  expect(within(step).getByLabelText('Verification code')).toHaveValue('');
});
