import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, bus, type PortalCommand } from '@portal/kernel';
import { changePassword, registerRules, type RegisterRules } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import '../../i18n';
import './i18n';
import '../accountForms';
import { shellWriter } from '../../app/shellWriter';
import { ChangePasswordModal } from './ChangePasswordModal';
import { logout } from '../session';
import { updateRememberedPassword } from '../auth';

jest.mock('../session', () => ({ logout: jest.fn() }));
jest.mock('../auth', () => ({ updateRememberedPassword: jest.fn() }));

const leave = logout as jest.MockedFunction<typeof logout>;
const member = { id: 3, account: 'olduser', nickname: 'Old', type: 0 } as const;
const loggedIn = { isLogin: true, isAgent: false, isTrial: false, member, token: 'tok-1' };
const agent = { id: 4, account: 'agent01', nickname: 'Agent', type: 1 } as const;

let commands: PortalCommand[] = [];
bus.commands$.subscribe((command) => commands.push(command));

function renderModal(params?: Record<string, unknown>) {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={['/member/securityCenter']}>
      <Routes>
        <Route path="/member/securityCenter" element={<ChangePasswordModal onClose={onClose} params={params} />} />
        <Route path="/" element={<p>home page</p>} />
        <Route path="/agentHome" element={<p>agent home</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change password' }));

let server: EndpointStubs;

beforeEach(() => {
  jest.clearAllMocks();
  commands = [];
  act(() => {
    shellWriter.setLanguage('EN');
    shellWriter.setSession(loggedIn);
  });
  // No copy of the rules in the tab yet (spec §5): the form asks the server. It reads only the password rule.
  sessionStorage.clear();
  server = stubEndpoints().on(registerRules, {
    password: { enabled: true, required: true, acceptedPattern: '^\\S+$', patternId: 'NO_SPACES', minLength: 6, maxLength: 20 },
  } as RegisterRules);
  leave.mockResolvedValue(undefined);
});

test('without a session the login popup comes instead', () => {
  act(() => shellWriter.setSession({ isLogin: false, isAgent: false, isTrial: false, member: null, token: null }));
  const { onClose } = renderModal();
  expect(onClose).toHaveBeenCalled();
  expect(commands).toEqual([{ type: 'openModal', modal: 'login' }]);
});

test('old password required, new password by the password rule, confirmation equal', async () => {
  renderModal();
  await screen.findByLabelText('Current password');
  await submit();
  expect(await screen.findAllByText('input cannot be empty')).toHaveLength(3);

  await userEvent.type(screen.getByLabelText('Current password'), 'Old-pass1');
  await userEvent.type(screen.getByLabelText('New password'), 'new pass');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
  await submit();
  expect(await screen.findByText('6 to 20 characters, without spaces')).toBeInTheDocument();
  expect(screen.getByText('inconsistent twice')).toBeInTheDocument();
  expect(server.calls(changePassword)).toEqual([]);
});

test('success keeps the session (nothing is loaded again), closes and goes home', async () => {
  server.on(changePassword, null);
  const { onClose } = renderModal();
  await userEvent.type(await screen.findByLabelText('Current password'), 'Old-pass1');
  await userEvent.type(screen.getByLabelText('New password'), 'New-pass2');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'New-pass2');
  await submit();
  expect(server.calls(changePassword)).toEqual([{ oldPassword: 'Old-pass1', newPassword: 'New-pass2', confirmNewPassword: 'New-pass2' }]);
  expect(bus.session$.value).toEqual(loggedIn);
  expect(updateRememberedPassword).toHaveBeenCalledWith('olduser', 'New-pass2');
  expect(onClose).toHaveBeenCalled();
  expect(await screen.findByText('home page')).toBeInTheDocument();
});

test('a wrong old password is shown under it; the same password under the new one', async () => {
  const refusals = [
    new ApiError(400, 'password.old.wrong', 'The current password is wrong'),
    new ApiError(400, 'password.same', 'The new password must differ from the old one'),
  ];
  server.on(changePassword, () => {
    throw refusals.shift();
  });
  renderModal();
  await userEvent.type(await screen.findByLabelText('Current password'), 'Wrong-1');
  await userEvent.type(screen.getByLabelText('New password'), 'New-pass2');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'New-pass2');
  await submit();
  expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
  expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  await submit();
  expect(await screen.findByText('The new password must differ from the old one')).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  expect(updateRememberedPassword).not.toHaveBeenCalled();
});

test('after a forced login the old password is known: not asked, sent from the params', async () => {
  server.on(changePassword, null);
  const { onClose } = renderModal({ oldPassword: '123456', forced: true });
  expect(await screen.findByText(/default one or has expired/)).toBeInTheDocument();
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New password'), 'New-pass2');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'New-pass2');
  await submit();
  expect(server.calls(changePassword)).toEqual([{ oldPassword: '123456', newPassword: 'New-pass2', confirmNewPassword: 'New-pass2' }]);
  expect(onClose).toHaveBeenCalled();
  expect(leave).not.toHaveBeenCalled();
  expect(await screen.findByText('home page')).toBeInTheDocument();
});

test('an account with no password yet (one-click sign-in) sets one: titled so, no current password asked or sent', async () => {
  server.on(changePassword, null);
  const { onClose } = renderModal({ firstPassword: true });
  expect(await screen.findByRole('dialog', { name: 'Set a password' })).toHaveTextContent('has no password yet');
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New password'), 'First-pass1');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'First-pass1');
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
  expect(server.calls(changePassword)).toEqual([{ newPassword: 'First-pass1', confirmNewPassword: 'First-pass1' }]);
  expect(onClose).toHaveBeenCalled();
  expect(updateRememberedPassword).toHaveBeenCalledWith('olduser', 'First-pass1');
});

test('after a forced change an agent lands on the agent home', async () => {
  act(() => shellWriter.setSession({ isLogin: true, isAgent: true, isTrial: false, member: agent, token: 'tok-a' }));
  server.on(changePassword, null);
  const { onClose } = renderModal({ oldPassword: '123456', forced: true });
  await userEvent.type(await screen.findByLabelText('New password'), 'New-pass2');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'New-pass2');
  await submit();
  expect(await screen.findByText('agent home')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  expect(updateRememberedPassword).toHaveBeenCalledWith('agent01', 'New-pass2');
});

test('leaving a forced change ends the session; leaving a normal one does not', async () => {
  const forced = renderModal({ oldPassword: '123456', forced: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
  expect(forced.onClose).toHaveBeenCalled();
  expect(leave).toHaveBeenCalledTimes(1);
});

test('leaving a normal change keeps the session', async () => {
  const normal = renderModal();
  await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
  expect(normal.onClose).toHaveBeenCalled();
  expect(leave).not.toHaveBeenCalled();
});
