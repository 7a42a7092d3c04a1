import { useEffect } from 'react';
import { useSession } from '@portal/shared';
import { connectLiveUpdates } from './liveUpdates';

/** Keeps the event stream open while a member (not a trial account) is logged in. */
export function useLiveUpdates(): void {
  const { isLogin, isTrial, token } = useSession();
  const live = isLogin && !isTrial && token !== null;
  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    const connection = connectLiveUpdates();
    return () => connection.close();
  }, [live, token]);
}
