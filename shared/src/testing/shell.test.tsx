import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from 'react-router-dom';
import { claimShellWriter, sendCommand, useBalance, useLanguage, useSession, isApiError } from '@portal/kernel';
import {
  apiError,
  DEMO,
  GUEST,
  loginAs,
  loginDemo,
  logout,
  MEMBER,
  recordCommands,
  renderAt,
  setBalance,
  shell,
  TRIAL,
  UUID,
  REQUEST_ID,
  Where,
} from '.';
import { newRequestId } from '../forms';

function Header() {
  const session = useSession();
  const balance = useBalance();
  const language = useLanguage();
  const who = session.isLogin ? `${session.member?.account}${session.isTrial ? ' (trial)' : ''}` : 'guest';
  const money = balance.balance === null ? '-' : `${balance.currencySymbol} ${balance.balance}${balance.masked ? ' (masked)' : ''}`;
  return <p data-testid="header">{`${who} | ${money} | ${language}`}</p>;
}

const header = () => screen.getByTestId('header');

describe('the stand-in shell', () => {
  test('logs in as any member, in English, with a balance in minor units; logs out', () => {
    renderAt(<Header />);
    act(() => loginDemo(12_345));
    expect(header()).toHaveTextContent('demo | K 12345 | EN');
    act(() => loginAs(TRIAL, { language: 'CN' }));
    expect(header()).toHaveTextContent('trial (trial) | K 12345 | CN');
    act(() => setBalance({ masked: true }));
    expect(header()).toHaveTextContent('trial (trial) | K 12345 (masked) | CN');
    act(() => setBalance(500));
    expect(header()).toHaveTextContent('trial (trial) | K 500 | CN');
    act(() => logout());
    expect(header()).toHaveTextContent('guest | K 500 | CN');
    act(() => loginAs(MEMBER, { balance: 7 }));
    expect(header()).toHaveTextContent('demo | K 7 | EN');
    expect(DEMO.member?.nickname).toBe('Demo');
    expect(MEMBER.member?.nickname).toBe('Lucky');
    expect(GUEST.isLogin).toBe(false);
  });

  test('is the one writer of the bus: a second claim in the same test file throws', () => {
    shell.setLanguage('EN');
    expect(() => claimShellWriter()).toThrow('one writer');
  });

  test('apiError is a refusal as the HTTP client gives it', () => {
    const error = apiError('payment.password.wrong', 'Wrong payment password', 'paymentPassword');
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: 'payment.password.wrong', message: 'Wrong payment password', field: 'paymentPassword', value: { field: 'paymentPassword' } });
    expect(apiError('network', 'No network', undefined, 0)).toMatchObject({ status: 0, field: undefined, value: null });
  });

  test('UUID and REQUEST_ID match the ids newRequestId makes', () => {
    expect({ requestId: newRequestId() }).toEqual({ requestId: UUID });
    expect({ requestId: newRequestId() }).toEqual({ requestId: REQUEST_ID });
    expect({ requestId: 'f'.repeat(32) }).toEqual({ requestId: REQUEST_ID });
    expect({ requestId: 'not-an-id' }).not.toEqual({ requestId: REQUEST_ID });
  });
});

describe('recordCommands in a test', () => {
  test('records from now until stop()', () => {
    sendCommand({ type: 'toggleBalanceMask' });
    const recorder = recordCommands();
    sendCommand({ type: 'toggleBalanceMask' });
    recorder.stop();
    sendCommand({ type: 'logout' });
    expect(recorder.commands).toEqual([{ type: 'toggleBalanceMask' }]);
  });

  let leftOpen: ReturnType<typeof recordCommands>;
  test('stops by itself when the test ends…', () => {
    leftOpen = recordCommands();
    sendCommand({ type: 'toggleBalanceMask' });
    expect(leftOpen.commands).toHaveLength(1);
  });
  test('…so the next test does not add to it', () => {
    sendCommand({ type: 'logout' });
    expect(leftOpen.commands).toEqual([{ type: 'toggleBalanceMask' }]);
  });
});

describe('recordCommands for a whole describe', () => {
  const { commands } = recordCommands();
  test('records each test\'s commands…', () => {
    sendCommand({ type: 'navigate', to: '/rng' });
    expect(commands).toEqual([{ type: 'navigate', to: '/rng' }]);
  });
  test('…emptied before the next one', () => {
    expect(commands).toEqual([]);
    sendCommand({ type: 'openModal', modal: 'login' });
    expect(commands).toEqual([{ type: 'openModal', modal: 'login' }]);
  });
});

function Withdraw() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Withdraw</h1>
      <Link to="/member/securityCenter">Set a payment password</Link>
      <button onClick={() => navigate('/member/withdraw?tab=orders')}>Orders</button>
      <button onClick={() => navigate('/somewhere/else')}>Away</button>
    </>
  );
}

describe('renderAt', () => {
  test('renders the page at its path in a router, with the routes it leads to; location() says where it is', async () => {
    const page = renderAt(<Withdraw />, '/member/withdraw', { '/member/securityCenter': <p>security centre</p> });
    expect(page.location()).toBe('/member/withdraw');
    await userEvent.click(screen.getByRole('button', { name: 'Orders' }));
    expect(page.location()).toBe('/member/withdraw?tab=orders');
    await userEvent.click(screen.getByRole('link', { name: 'Set a payment password' }));
    expect(screen.getByText('security centre')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(page.location()).toBe('/member/securityCenter');
  });

  test('any other path renders nothing; a query in the starting path is kept', async () => {
    const page = renderAt(<Withdraw />, '/member/withdraw?orderNo=W1');
    expect(page.location()).toBe('/member/withdraw?orderNo=W1');
    await userEvent.click(screen.getByRole('button', { name: 'Away' }));
    expect(page.location()).toBe('/somewhere/else');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  test('rerender keeps the router and where it is', async () => {
    const page = renderAt(<Withdraw />, '/member/withdraw');
    await userEvent.click(screen.getByRole('button', { name: 'Orders' }));
    page.rerender(
      <>
        <Withdraw />
        <Where />
      </>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/member/withdraw?tab=orders');
  });

  test('an app with its own routes mounts at a pattern', () => {
    renderAt(<Where />, '/member/vipBonus', {}, { route: '/member/*' });
    expect(screen.getByTestId('location')).toHaveTextContent('/member/vipBonus');
  });
});
