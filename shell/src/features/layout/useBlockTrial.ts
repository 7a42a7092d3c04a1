import type { MouseEvent } from 'react';
import { sendCommand, useSession } from '@portal/kernel';

/**
 * Trial accounts cannot use the wallet (spec §6): a deposit or withdraw link gets the trial warning
 * instead of the page. The header and the side menu's account links both use it.
 */
export function useBlockTrial(): (event: MouseEvent) => void {
  const session = useSession();
  return (event: MouseEvent) => {
    if (!session.isTrial) return;
    event.preventDefault();
    sendCommand({ type: 'openModal', modal: 'trialWarning' });
  };
}
