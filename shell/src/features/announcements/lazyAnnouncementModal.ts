import { lazy } from 'react';

// The notices popup (the marquee's and the header's) is a lazy chunk, shown under ModalHost's
// Suspense: a first load carries the marquee, not the popup and its pages.
export const AnnouncementModal = lazy(() => import('./AnnouncementModal').then((m) => ({ default: m.AnnouncementModal })));
