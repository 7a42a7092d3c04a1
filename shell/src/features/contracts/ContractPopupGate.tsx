import { lazy, Suspense } from 'react';
import { useSession, withTexts } from '@portal/kernel';
import { useWhitelabel } from '../boot';

// The popup, its texts and its calls load only for a session that may have contracts: a guest's first
// load carries this gate alone.
const ContractPopup = lazy(withTexts(() => import('./ContractPopup').then((m) => ({ default: m.ContractPopup }))));

/**
 * The contract popup of spec §4, §6: for a formal account (member or agent, never trial) on a site with
 * AGENTPOLICY3, after a login or on a page load with a session. Each session (token) looks once.
 */
export function ContractPopupGate() {
  const session = useSession();
  const enabled = useWhitelabel('AGENTPOLICY3');
  if (!enabled || !session.isLogin || session.isTrial || !session.token || !session.member) return null;
  return (
    <Suspense fallback={null}>
      <ContractPopup key={session.token} />
    </Suspense>
  );
}
