import { IDENTITY_MESSAGE_TYPE } from '../contracts';

/**
 * The window one-click sign-in opens, for tests of the screens that open it (the browser is the
 * environment, not the thing under test): `window.open` answers it, and `comeBack` plays the API's
 * callback page posting its result from this origin. `restore()` puts `window.open` back.
 */
export interface IdentityPopupStandIn {
  popup: { closed: boolean; location: { href: string }; close(): void };
  open: jest.SpyInstance;
  /** The callback page's message: a ticket, or `{ error }` (`data` as posted, from `origin`). */
  comeBack(result: { ticket?: string; error?: string }, origin?: string): void;
  restore(): void;
}

export function identityPopupStandIn(): IdentityPopupStandIn {
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      popup.closed = true;
    },
  };
  const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return {
    popup,
    open,
    comeBack(result, origin = window.location.origin) {
      const event = new MessageEvent('message', { data: { type: IDENTITY_MESSAGE_TYPE, ...result }, origin });
      // jsdom's MessageEvent takes only real windows as its source.
      Object.defineProperty(event, 'source', { value: popup });
      window.dispatchEvent(event);
    },
    restore: () => open.mockRestore(),
  };
}
