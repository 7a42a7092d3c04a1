import { lazy, Suspense } from 'react';
import { withTexts } from '@portal/kernel';

// An address that is no page is rare: the page and its texts are a lazy chunk, not in the first load.
const NotFoundPage = lazy(withTexts(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage }))));

/** Every address the route table does not know. */
export function NotFoundRoute() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
