import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Where } from '@portal/shared/testing';
import { LaunchProvider } from '../features/launch';

// The shell itself is stood in for by @portal/shared/testing (`shell`, GUEST/MEMBER/TRIAL,
// `recordCommands`, `seedCatalogue`, …); this remote adds only what each of its roots has.

/** The router and launcher every root of the remote has, and where the router is (`data-testid="location"`). */
export function Providers({ url = '/', children }: { url?: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <LaunchProvider>{children}</LaunchProvider>
      <Where />
    </MemoryRouter>
  );
}
