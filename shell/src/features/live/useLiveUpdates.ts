import { useEffect } from 'react';
import { useSession } from '@portal/kernel';
import { loadBalance } from '../session';
import { connectLiveUpdates } from './liveUpdates';

/**
 * Keeps the event stream open while a member (not a trial account) is logged in: it brings the
 * session's balance and every change of it. Without a stream (a trial account, a browser without
 * EventSource) or when it cannot bring the balance, the balance is asked for once instead.
 */
export function useLiveUpdates(): void {
  const { isLogin, isTrial, token } = useSession();
  const loggedIn = isLogin && token !== null;
  useEffect(() => {
    if (!loggedIn) return;
    if (isTrial || typeof EventSource === 'undefined') {
      void loadBalance();
      return;
    }
    const connection = connectLiveUpdates({ onNoBalance: () => void loadBalance() });
    return () => connection.close();
  }, [loggedIn, isTrial, token]);
}
