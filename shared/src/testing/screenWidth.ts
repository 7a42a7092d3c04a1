import { act } from '@testing-library/react';

/*
 * A window.matchMedia for tests of width-dependent layouts (jsdom has none): `(max-width: Npx)` and
 * `(min-width: Npx)` queries are answered for the width set here, and `setScreenWidth` tells every
 * listening query when its answer changes, as turning a tablet does. Any other query does not match.
 */

let width = 1280;
const listeners = new Set<{ query: string; matched: boolean; listener: (event: MediaQueryListEvent) => void }>();

function matches(query: string): boolean {
  const parts = [...query.matchAll(/\((max|min)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (parts.length === 0) return false;
  return parts.every(([, kind, px]) => (kind === 'max' ? width <= Number(px) : width >= Number(px)));
}

function matchMedia(query: string): MediaQueryList {
  return {
    media: query,
    get matches() {
      return matches(query);
    },
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
      listeners.add({ query, matched: matches(query), listener });
    },
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
      for (const entry of listeners) if (entry.listener === listener && entry.query === query) listeners.delete(entry);
    },
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
}

/** Makes the screen `px` wide for window.matchMedia (installing it on first use); listeners hear of it. */
export function setScreenWidth(px: number): void {
  window.matchMedia = matchMedia;
  act(() => {
    width = px;
    for (const entry of listeners) {
      const now = matches(entry.query);
      if (now === entry.matched) continue;
      entry.matched = now;
      entry.listener({ matches: now, media: entry.query } as MediaQueryListEvent);
    }
  });
}
