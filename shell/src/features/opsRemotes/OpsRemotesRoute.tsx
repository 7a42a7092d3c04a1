import { lazy, Suspense } from 'react';
import { withTexts } from '@portal/kernel';
import { Skeleton } from '@portal/shared';

// The page, its texts and its calls are lazy chunks: no visitor's first load carries a byte of them.
const OpsRemotesPage = lazy(withTexts(() => import('./OpsRemotesPage').then((m) => ({ default: m.OpsRemotesPage }))));

/** `/ops/remotes`: the ops page of remote delivery, behind the admin token. */
export function OpsRemotesRoute() {
  return (
    <Suspense fallback={<Skeleton lines={6} />}>
      <OpsRemotesPage />
    </Suspense>
  );
}
