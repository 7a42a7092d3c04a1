import { lazy } from 'react';

// The help centre popup is a lazy chunk (ModalHost shows it under its Suspense): the footer's links
// need only the sections (useHelpSections), not the popup, on a first load.
export const HelpCenterModal = lazy(() => import('./HelpCenterModal').then((m) => ({ default: m.HelpCenterModal })));
