import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import type { CommandOf, EventOf } from './types';
import { claimShellWriter, sendCommand, useBalance, useBusEvent, useCommand, useCounts, useLanguage, useSession, useTheme } from '.';

const writer = claimShellWriter();

function Header() {
  const session = useSession();
  const balance = useBalance();
  const language = useLanguage();
  const theme = useTheme();
  const counts = useCounts();
  return (
    <p>
      {session.isLogin ? `hello ${session.member?.account}` : 'guest'} | {balance.masked ? 'masked' : balance.balance} |{' '}
      {language} | {theme} | {counts.unreadMessages} unread
    </p>
  );
}

describe('state hooks', () => {
  it('render the current state and re-render when the shell changes it', () => {
    render(<Header />);
    expect(screen.getByText('guest | | MY | dark | 0 unread')).toBeInTheDocument();

    act(() => {
      writer.setSession({
        isLogin: true,
        isAgent: false,
        isTrial: false,
        member: { id: 1, account: 'demo', nickname: 'Demo', type: 0 },
        token: 't',
      });
      writer.setBalance({ balance: 500 });
      writer.setLanguage('EN');
      writer.setTheme('light');
      writer.setCounts({ unreadMessages: 4 });
    });
    expect(screen.getByText('hello demo | 500 | EN | light | 4 unread')).toBeInTheDocument();

    act(() => writer.setBalance({ masked: true }));
    expect(screen.getByText(/masked/)).toBeInTheDocument();
  });

  it('do not re-render for a change in another channel', () => {
    let renders = 0;
    function ThemeOnly() {
      renders += 1;
      return <span>{useTheme()}</span>;
    }
    render(<ThemeOnly />);
    const before = renders;
    act(() => writer.setCounts({ missions: 9 }));
    expect(renders).toBe(before);
  });
});

describe('useCommand', () => {
  function Listener({ onNavigate }: { onNavigate: (c: CommandOf<'navigate'>) => void }) {
    useCommand('navigate', onNavigate);
    return null;
  }

  it('hands its handler only the commands of its type, while mounted', () => {
    const handler = jest.fn();
    const { unmount } = render(<Listener onNavigate={handler} />);

    act(() => {
      sendCommand({ type: 'toggleBalanceMask' });
      sendCommand({ type: 'navigate', to: '/promotions' });
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ type: 'navigate', to: '/promotions' });

    unmount();
    sendCommand({ type: 'navigate', to: '/member' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('calls the latest handler after a re-render', () => {
    const seen: string[] = [];
    function Counter() {
      const [count, setCount] = useState(0);
      useCommand('toggleBalanceMask', () => {
        seen.push(`count ${count}`);
        setCount(count + 1);
      });
      return <span>{count}</span>;
    }
    render(<Counter />);
    act(() => sendCommand({ type: 'toggleBalanceMask' }));
    act(() => sendCommand({ type: 'toggleBalanceMask' }));
    expect(seen).toEqual(['count 0', 'count 1']);
  });
});

describe('useCommand and commands sent while the page first renders', () => {
  it('delivers a command sent from an effect to a listener mounted later in the same render', () => {
    const seen: string[] = [];
    function Sender() {
      useEffect(() => sendCommand({ type: 'openModal', modal: 'helpCenter' }), []);
      return null;
    }
    function Listener() {
      useCommand('openModal', (command) => seen.push(command.modal));
      return null;
    }
    render(
      <>
        <Sender />
        <Listener />
      </>,
    );
    expect(seen).toEqual(['helpCenter']);
  });
});

describe('useBusEvent', () => {
  function Settled({ onSettled }: { onSettled: (event: EventOf<'lottery'>) => void }) {
    useBusEvent('lottery', onSettled);
    return null;
  }

  it('hands its handler the relayed events of its type while mounted', () => {
    const handler = jest.fn();
    const { unmount } = render(<Settled onSettled={handler} />);
    const settled = { type: 'lottery', gameId: 4201, numero: '20261126', bets: 3, winAmount: 0 } as const;
    act(() => writer.emit(settled));
    expect(handler).toHaveBeenCalledWith(settled);

    unmount();
    writer.emit({ ...settled, numero: '20261127' });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
