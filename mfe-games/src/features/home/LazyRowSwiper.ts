import { lazy } from 'react';

/** Swiper is needed only once a row has to slide: it loads in its own chunk, on first use. */
export const RowSwiper = lazy(() => import('./RowSwiper'));
