import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { bus, sendCommand, useNavigate } from '@portal/kernel';
import { decideLaunch, type LaunchOutcome, type LaunchTarget } from './rules';
import { MaintenanceDialog } from './MaintenanceDialog';

export type Launch = (target: LaunchTarget) => LaunchOutcome;

const LaunchContext = createContext<Launch | null>(null);

/**
 * One launcher for every card of a page (and the one maintenance dialog it may open). Each exposed
 * root of the remote (the pages, the home sections, the game popup) renders one.
 */
export function LaunchProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [maintenance, setMaintenance] = useState<string | null>(null);

  const launch = useCallback<Launch>(
    (target) => {
      const action = decideLaunch(target, bus.session$.value);
      switch (action.kind) {
        case 'navigate':
          setMaintenance(null);
          navigate(action.to);
          break;
        case 'gamePopup':
          sendCommand({ type: 'openModal', modal: 'gamePopup', params: action.params });
          break;
        case 'login':
          sendCommand({ type: 'openModal', modal: 'login', params: action.params });
          break;
        case 'trial':
          sendCommand({ type: 'openModal', modal: 'trialWarning' });
          break;
        case 'maintenance':
          setMaintenance(action.name);
          break;
      }
      return action.kind;
    },
    [navigate],
  );

  const value = useMemo(() => launch, [launch]);
  return (
    <LaunchContext.Provider value={value}>
      {children}
      <MaintenanceDialog
        name={maintenance}
        onClose={() => setMaintenance(null)}
        onPick={(game) => {
          setMaintenance(null);
          launch({ game });
        }}
      />
    </LaunchContext.Provider>
  );
}

/** The launch rules, as one function for every card: `launch({ game })` or `launch({ vendor })`. */
export function useLaunch(): Launch {
  const launch = useContext(LaunchContext);
  if (!launch) throw new Error('useLaunch needs a <LaunchProvider> above it');
  return launch;
}
