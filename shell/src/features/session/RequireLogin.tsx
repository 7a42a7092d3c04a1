import type { ReactNode } from 'react';
import { Navigate, useLocation, useSession } from '@portal/kernel';
import { paths } from '../../app/paths';

/** Route guard of spec §2: a page needing login, with no session token, goes to /login. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.token) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
