import { lazy, Suspense } from 'react';
import { useSession, withTexts } from '@portal/kernel';

// The timer, the popup, its texts and its calls load only for a signed-in player: a guest's first load
// carries this gate alone.
const RealityCheck = lazy(withTexts(() => import('./RealityCheck').then((m) => ({ default: m.RealityCheck }))));

/**
 * The reality check: every N minutes of a signed-in session (N the player's choice, 15, 30 or 60), a
 * popup with the time played and the net result since sign-in. A guest or a trial account has none
 * (it plays no money of its own). A new sign-in starts a new count (`key`).
 */
export function RealityCheckGate() {
  const session = useSession();
  if (!session.isLogin || session.isTrial || !session.token || !session.member) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck key={session.token} />
    </Suspense>
  );
}
