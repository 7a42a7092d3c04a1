import { BrowserRouter } from '@portal/kernel';
import { BootGate } from '../features/boot';
import { ModalHost } from '../features/modals';
import { LogoutConfirm } from '../features/logout';
import { ContractPopupGate } from '../features/contracts';
import { RealityCheckGate } from '../features/realityCheck';
import { useSessionCommands } from '../features/session';
import { NotificationToasts, useLiveUpdates } from '../features/live';
import { OverrideBannerGate } from '../features/remoteOverride';
import { AppRoutes } from './routes';
import { ScrollOnNavigate } from './routeGuards';
import { AppErrorBoundary } from './AppErrorBoundary';
import { useBotCheckCommand } from './useBotCheckCommand';

function Portal() {
  const { logoutAsked, closeLogout } = useSessionCommands();
  // The agent centre's account opening asks the shell for the register window's bot check.
  useBotCheckCommand();
  useLiveUpdates();
  return (
    <>
      <ScrollOnNavigate />
      <OverrideBannerGate />
      <AppRoutes />
      <ModalHost />
      <NotificationToasts />
      <ContractPopupGate />
      <RealityCheckGate />
      {logoutAsked && <LogoutConfirm onClose={closeLogout} />}
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppErrorBoundary>
        <BootGate>
          <Portal />
        </BootGate>
      </AppErrorBoundary>
    </BrowserRouter>
  );
}
