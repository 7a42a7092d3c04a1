import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { identityAuthorize, identityLink, identityLinks, identityProviders } from '@portal/shared/contracts';
import { identityPopupStandIn, stubEndpoints, type EndpointStubs, type IdentityPopupStandIn } from '@portal/shared/testing';
import { apiError, loginDemo, renderPage } from '../../testing/shell';
import './i18n';
import { LinkedAccountsSection } from './LinkedAccountsSection';

/* Linking a sign-in account in the security centre: warned first (§4: one way), then the popup. */

let server: EndpointStubs;
let provider: IdentityPopupStandIn;
const LINKED = { provider: 'local', providerName: 'Portal ID (demo)', email: 'demo-owner@idp.local', linkedTime: '2026-11-20T03:00:00.000Z' };

beforeEach(() => {
  loginDemo();
  server = stubEndpoints()
    .on(identityProviders, { providers: [{ id: 'local', name: 'Portal ID (demo)', kind: 'oidc' }] })
    .on(identityLinks, { identities: [] })
    .on(identityAuthorize, { url: 'http://localhost:9080/auth?state=s' });
  provider = identityPopupStandIn();
});
afterEach(() => provider.restore());

test('the link is warned about as one-way first; confirmed, the provider window opens and the account shows linked', async () => {
  server.on(identityLink, { identities: [LINKED] });
  renderPage(<LinkedAccountsSection />, '/member/securityCenter');
  const row = await screen.findByTestId('linked-local');
  expect(row).toHaveTextContent('Not linked');
  await userEvent.click(within(row).getByRole('button', { name: 'Link' }));

  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Account link is one-way and irreversible');
  expect(provider.open).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Link for good' }));
  expect(provider.open).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(provider.popup.location.href).toBe('http://localhost:9080/auth?state=s'));
  expect(server.calls(identityAuthorize)).toEqual([{ provider: 'local', intent: 'link' }]);

  provider.comeBack({ ticket: 'link-ticket' });
  expect(await screen.findByTestId('linked-message')).toHaveTextContent('Your Portal ID (demo) account is linked.');
  expect(server.calls(identityLink)).toEqual([{ ticket: 'link-ticket' }]);
  expect(row).toHaveTextContent('Linked: demo-owner@idp.local');
  // Linked is for good: no button to undo it.
  expect(within(row).queryByRole('button')).toBeNull();
});

test('a cancel keeps everything as it was; a refusal by the server is shown', async () => {
  server.on(identityLink, () => {
    throw apiError('identity.linked.other', 'This Portal ID (demo) account is already linked to another account.');
  });
  renderPage(<LinkedAccountsSection />, '/member/securityCenter');
  await userEvent.click(await screen.findByRole('button', { name: 'Link' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  expect(provider.open).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Link' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Link for good' }));
  provider.comeBack({ ticket: 'link-ticket' });
  expect(await screen.findByTestId('linked-message')).toHaveTextContent('This Portal ID (demo) account is already linked to another account.');
  expect(screen.getByTestId('linked-local')).toHaveTextContent('Not linked');
});

test('a blocked popup says so', async () => {
  provider.open.mockImplementation(() => null);
  renderPage(<LinkedAccountsSection />, '/member/securityCenter');
  await userEvent.click(await screen.findByRole('button', { name: 'Link' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Link for good' }));
  expect(await screen.findByTestId('linked-message')).toHaveTextContent('Popup blocked. Please allow popups and try again.');
  expect(server.calls(identityAuthorize)).toEqual([]);
});
