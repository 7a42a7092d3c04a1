import { BrowserRouter } from '@portal/shared';
import { BootGate } from '../features/boot';
import { ModalHost } from '../features/modals';
import { LogoutConfirm } from '../features/logout';
import { ContractPopupGate } from '../features/contracts';
import { useSessionCommands } from '../features/session';
import { NotificationToasts, useLiveUpdates } from '../features/live';
import { OverrideBannerGate } from '../features/remoteOverride';
import { AppRoutes } from './routes';
import { ScrollOnNavigate } from './routeGuards';
import { AppErrorBoundary } from './AppErrorBoundary';

function Portal() {
  const { logoutAsked, closeLogout } = useSessionCommands();
  useLiveUpdates();
  return (
    <>
      <ScrollOnNavigate />
      <OverrideBannerGate />
      <AppRoutes />
      <ModalHost />
      <NotificationToasts />
      <ContractPopupGate />
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
