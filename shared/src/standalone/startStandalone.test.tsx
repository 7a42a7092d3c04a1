import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { bus, sendCommand, i18n, type RemoteAppProps } from '@portal/kernel';
import { STORAGE_KEYS, storage } from '../storage';
import { startStandalone } from '.';

/** A stand-in for a remote's exposed App. */
function LotteryApp({ basePath }: RemoteAppProps) {
  const { pathname } = useLocation();
  return <p>{`lottery under ${basePath} at ${pathname}`}</p>;
}

describe('startStandalone', () => {
  beforeAll(async () => {
    storage.local.set(STORAGE_KEYS.lang, 'EN');
    storage.local.set(STORAGE_KEYS.theme, 'light');
    window.history.pushState({}, '', '/somewhere-else');
    await act(() => startStandalone(LotteryApp, { remote: 'mfe-lottery', basePath: '/lottery' }));
  });

  it('plays the shell: stored language and theme on the bus, i18n and <html>, one React', () => {
    expect(bus.language$.value).toBe('EN');
    expect(i18n.language).toBe('en');
    expect(bus.theme$.value).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.dataset.reactInstances).toBe('1');
  });

  it('mounts the App under its base path, sending other paths there', () => {
    expect(screen.getByText('lottery under /lottery at /lottery')).toBeInTheDocument();
  });

  it('answers navigate and balance-mask commands like the shell', () => {
    act(() => sendCommand({ type: 'navigate', to: '/lottery/draws' }));
    expect(screen.getByText('lottery under /lottery at /lottery/draws')).toBeInTheDocument();

    act(() => sendCommand({ type: 'toggleBalanceMask' }));
    expect(bus.balance$.value.masked).toBe(true);
  });

  it('stays logged out without a token', () => {
    expect(bus.session$.value.isLogin).toBe(false);
  });
});
