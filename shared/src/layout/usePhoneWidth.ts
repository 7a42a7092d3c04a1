import { useSyncExternalStore } from 'react';

/**
 * Phones: below 768 px (the widest phone the e2e width walk measures is 414 px, a tablet starts at
 * 768). The centres' frame (CentreLayout.module.css) uses the same breakpoint.
 */
export const PHONE_QUERY = '(max-width: 767px)';

const phoneQuery = (): MediaQueryList | null => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is phone-wide; follows a turned tablet or a resized window. Without matchMedia: not a phone. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}
