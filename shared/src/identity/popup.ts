import { identityAuthorize, IDENTITY_MESSAGE_TYPE, type IdentityCallbackMessage, type IdentityIntent } from '../contracts';
import { http } from '@portal/kernel';

/*
 * One-click sign-in's popup, for the shell's login and register popups and the member
 * centre's account link. The window opens first, in the click itself (a popup opened after an await
 * is what browsers block); the provider's URL, with the API's state, nonce and PKCE challenge, comes
 * after. The API's callback page posts the result back from this origin; anything else is ignored.
 */

/** Why the popup gave no ticket: the browser blocked it, or the person closed it or was refused. */
export type IdentityPopupFailure = 'popupBlocked' | 'loginFailure';

export class IdentityPopupError extends Error {
  constructor(readonly reason: IdentityPopupFailure) {
    super(reason);
    this.name = 'IdentityPopupError';
  }

  /** The shared catalogue's message ('Popup blocked. Please allow popups and try again.', …). */
  get messageKey(): string {
    return `errors.${this.reason}`;
  }
}

export interface IdentityPopupDeps {
  open?: (url: string, target: string, features: string) => Window | null;
  authorize?: (provider: string, intent: IdentityIntent) => Promise<string>;
  /** How often a closed window is noticed. */
  pollMs?: number;
  window?: Window;
}

const FEATURES = 'popup,width=480,height=680';

const authorizeUrl = async (provider: string, intent: IdentityIntent) => (await http.call(identityAuthorize, { provider, intent })).url;

/** Signs in at `provider` in a popup; resolves with the callback's one-time ticket. */
export function openIdentityPopup(provider: string, intent: IdentityIntent, deps: IdentityPopupDeps = {}): Promise<string> {
  const host = deps.window ?? window;
  const popup = (deps.open ?? host.open.bind(host))('about:blank', 'portal-identity', FEATURES);
  if (!popup) return Promise.reject(new IdentityPopupError('popupBlocked'));

  return new Promise<string>((resolve, reject) => {
    let done = false;
    const finish = (outcome: () => void) => {
      if (done) return;
      done = true;
      host.removeEventListener('message', onMessage);
      host.clearInterval(poll);
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as IdentityCallbackMessage | null;
      if (event.origin !== host.location.origin || event.source !== popup || data?.type !== IDENTITY_MESSAGE_TYPE) return;
      popup.close();
      finish(() => (data.ticket ? resolve(data.ticket) : reject(new IdentityPopupError('loginFailure'))));
    };
    host.addEventListener('message', onMessage);
    // Closed by the person before the provider sent them back: spec §8's 'Login failure'. A closed
    // window is judged one poll later, so a message posted just before the close still counts.
    let closedSeen = false;
    const poll = host.setInterval(() => {
      if (closedSeen) finish(() => reject(new IdentityPopupError('loginFailure')));
      closedSeen = popup.closed;
    }, deps.pollMs ?? 500);

    (deps.authorize ?? authorizeUrl)(provider, intent).then(
      (url) => {
        if (!done) popup.location.href = url;
      },
      (error: unknown) => {
        popup.close();
        finish(() => reject(error));
      },
    );
  });
}
