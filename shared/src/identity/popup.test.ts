import { IDENTITY_MESSAGE_TYPE } from '../contracts';
import { IdentityPopupError, openIdentityPopup } from './popup';

/*
 * The popup's side of one-click sign-in, in the page: what a person sees when the browser blocks the
 * window, when they close it, and when the callback page hands back a ticket. The browser's window
 * is the environment here (a stand-in popup); the API's side is proven against the real provider in
 * api/test/identity.test.ts, and the whole journey in e2e/tests/identity.spec.ts.
 */

interface FakePopup {
  closed: boolean;
  location: { href: string };
  close(): void;
}

function fakePopup(): FakePopup {
  return {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      this.closed = true;
    },
  };
}

/** What the callback page posts, from `origin`, as `source`. */
function post(data: unknown, source: unknown, origin = window.location.origin) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a blocked window is "popup blocked", and the provider is never asked', async () => {
  const authorize = jest.fn(async () => 'https://idp.example/auth');
  await expect(openIdentityPopup('google', 'login', { open: () => null, authorize })).rejects.toMatchObject({ reason: 'popupBlocked', messageKey: 'errors.popupBlocked' });
  expect(authorize).not.toHaveBeenCalled();
});

test('the window goes to the provider and the ticket comes back from this origin only', async () => {
  const popup = fakePopup();
  const result = openIdentityPopup('local', 'login', { open: () => popup as unknown as Window, authorize: async () => 'http://localhost:9181/auth?state=s' });
  await tick();
  expect(popup.location.href).toBe('http://localhost:9181/auth?state=s');

  // Another site, another window, or another kind of message: ignored.
  post({ type: IDENTITY_MESSAGE_TYPE, ticket: 'forged-ticket' }, popup, 'https://evil.example');
  post({ type: IDENTITY_MESSAGE_TYPE, ticket: 'other-window' }, {});
  post({ type: 'something-else', ticket: 'nope' }, popup);
  post({ type: IDENTITY_MESSAGE_TYPE, ticket: 'the-ticket' }, popup);
  await expect(result).resolves.toBe('the-ticket');
});

test('a window closed before the provider sent the person back is "login failure"', async () => {
  const popup = fakePopup();
  const result = openIdentityPopup('local', 'login', { open: () => popup as unknown as Window, authorize: async () => 'http://localhost:9181/auth', pollMs: 5 });
  popup.closed = true;
  await expect(result).rejects.toMatchObject({ reason: 'loginFailure' });
});

test('a refusal reported by the callback page is "login failure"', async () => {
  const popup = fakePopup();
  const result = openIdentityPopup('local', 'link', { open: () => popup as unknown as Window, authorize: async () => 'http://localhost:9181/auth' });
  await tick();
  post({ type: IDENTITY_MESSAGE_TYPE, error: 'identity.failed' }, popup);
  await expect(result).rejects.toBeInstanceOf(IdentityPopupError);
});

test('when the API refuses to start, the empty window closes and its refusal is the answer', async () => {
  const popup = fakePopup();
  const refusal = new Error('Your account is already linked');
  const result = openIdentityPopup('local', 'link', {
    open: () => popup as unknown as Window,
    authorize: async () => {
      throw refusal;
    },
  });
  await expect(result).rejects.toBe(refusal);
  expect(popup.closed).toBe(true);
});
