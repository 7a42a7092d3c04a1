import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@portal/shared';
import '../../i18n';
import './i18n';
import { shellWriter } from '../../app/shellWriter';
import { LoginModal } from './LoginModal';
import { postLogin } from './loginApi';
import { establishSession } from '../session';

jest.mock('./loginApi', () => ({ postLogin: jest.fn() }));
jest.mock('../session', () => ({ establishSession: jest.fn() }));
jest.mock('./useCaptcha', () => ({
  useCaptcha: () => ({ key: 'captcha-key-1', image: 'data:image/png;base64,AAAA', refresh: jest.fn() }),
}));

const login = postLogin as jest.MockedFunction<typeof postLogin>;
const session = establishSession as jest.MockedFunction<typeof establishSession>;
const member = { id: 1, account: 'demo', nickname: 'Demo', type: 0 };

function renderModal() {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LoginModal onClose={onClose} />} />
        <Route path="/agentHome" element={<p>agent home</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose, dialog: () => screen.getByRole('dialog', { name: 'Log in' }) };
}

async function fill(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
}

beforeAll(() => shellWriter.setLanguage('EN'));
beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

test('empty fields are refused under each input, and nothing is sent', async () => {
  renderModal();
  await fill('   ', ' ');
  expect(await screen.findAllByText('input cannot be empty')).toHaveLength(2);
  expect(login).not.toHaveBeenCalled();
});

test('a good login opens the session and closes the modal', async () => {
  login.mockResolvedValue({ token: 't1', firstTimeLogin: false, passwordExpired: false, user: member });
  session.mockResolvedValue({ isLogin: true, isAgent: false, isTrial: false, member, token: 't1' });
  const { onClose } = renderModal();
  await fill(' demo ', 'Demo1234');
  expect(login).toHaveBeenCalledWith({ type: 'username', username: 'demo', password: 'Demo1234' });
  expect(session).toHaveBeenCalledWith('t1');
  expect(onClose).toHaveBeenCalled();
});

test('when the server asks for a captcha the field appears, is required, and is sent with its key', async () => {
  login.mockRejectedValueOnce(new ApiError(400, 'login.wrong.credentials', 'Wrong account or password', undefined, { needCaptcha: true }));
  renderModal();
  await fill('demo', 'nope');
  expect(await screen.findByText('Wrong account or password')).toBeInTheDocument();
  expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Verification code image' })).toBeInTheDocument();

  await userEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
  expect(await screen.findByText('captcha required')).toBeInTheDocument();
  expect(login).toHaveBeenCalledTimes(1);

  login.mockResolvedValue({ token: 't2', firstTimeLogin: false, passwordExpired: false, user: member });
  session.mockResolvedValue({ isLogin: true, isAgent: false, isTrial: false, member, token: 't2' });
  await userEvent.type(screen.getByLabelText('Verification code'), '4821');
  await userEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
  expect(login).toHaveBeenLastCalledWith({ type: 'username', username: 'demo', password: 'nope', captcha: '4821', captchaKey: 'captcha-key-1' });
});

test('an agent lands on /agentHome', async () => {
  const agent = { ...member, account: 'agent01', type: 1 };
  login.mockResolvedValue({ token: 't3', firstTimeLogin: false, passwordExpired: false, user: agent });
  session.mockResolvedValue({ isLogin: true, isAgent: true, isTrial: false, member: agent, token: 't3' });
  renderModal();
  await fill('agent01', 'Agent1234');
  expect(await screen.findByText('agent home')).toBeInTheDocument();
});

test('remember password keeps the login for a day; unticked, it is erased', async () => {
  login.mockResolvedValue({ token: 't4', firstTimeLogin: false, passwordExpired: false, user: member });
  session.mockResolvedValue({ isLogin: true, isAgent: false, isTrial: false, member, token: 't4' });
  renderModal();
  await userEvent.click(await screen.findByLabelText('Remember password'));
  await fill('demo', 'Demo1234');
  const stored = JSON.parse(localStorage.getItem('rememberLogin')!);
  expect(stored.value).toEqual({ username: 'demo', password: 'Demo1234' });
  expect(stored.__expiresAt - Date.now()).toBeGreaterThan(86_000_000);
});
