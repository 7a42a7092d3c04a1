import { lazy, Suspense, useSyncExternalStore } from 'react';
import { pinnedStore } from './pinned';

// The band and its call load only in a browser an override link pinned: a visitor's first load carries this gate alone.
const OverrideBanner = lazy(() => import('./OverrideBanner').then((m) => ({ default: m.OverrideBanner })));

/**
 * While this browser runs a remote pinned by an override link (a team testing a build in production),
 * a band says which remote runs which version, with a button that ends the override. It follows the
 * registry the page has read (each remote slot reads it), so it appears once a pinned remote is asked for.
 * When ops withdrew (rolled back) the pinned build, the registry says so once and the band says the test
 * build was withdrawn and the page runs the regular version, until the visitor dismisses it.
 */
export function OverrideBannerGate({ reload }: { reload?: () => void }) {
  const { pinned, withdrawn } = useSyncExternalStore(pinnedStore.subscribe, pinnedStore.get);
  if (pinned.length === 0 && withdrawn.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OverrideBanner pinned={pinned} withdrawn={withdrawn} onDismissWithdrawn={pinnedStore.dismissWithdrawn} reload={reload} />
    </Suspense>
  );
}
