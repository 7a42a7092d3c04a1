import { useState } from 'react';
import { sendCommand, useCommand, useNavigate } from '@portal/kernel';
import { clearSession, reloadMember, toggleBalanceMask } from './session';

/** The shell's answers to the session commands any part may send on the bus. */
export function useSessionCommands(): { logoutAsked: boolean; closeLogout: () => void } {
  const navigate = useNavigate();
  const [logoutAsked, setLogoutAsked] = useState(false);
  useCommand('toggleBalanceMask', () => toggleBalanceMask());
  useCommand('refreshMember', () => void reloadMember());
  useCommand('navigate', (command) => navigate(command.to));
  useCommand('logout', () => setLogoutAsked(true));
  // Every login goes through the one login popup; `scope: 'agent'` is the agent landing page's.
  useCommand('openLogin', (command) => sendCommand({ type: 'openModal', modal: 'login', params: command.scope ? { scope: command.scope } : {} }));
  // The popup says why the session is gone (a session limit reached, or simply "not logged in").
  useCommand('sessionExpired', (command) => {
    clearSession();
    sendCommand({ type: 'openModal', modal: 'login', params: command.message ? { notice: command.message } : {} });
  });
  return { logoutAsked, closeLogout: () => setLogoutAsked(false) };
}
