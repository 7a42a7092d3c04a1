import { render, screen } from '@testing-library/react';
import { domainRoutes, sitePermission, systemStatus, type SiteInfo } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import '../../i18n';
import { shellWriter } from '../../app/shellWriter';
import { BootGate } from './BootGate';

/*
 * A browser keeps Web Crypto (crypto.subtle), which the E encryption needs, from a page that is not a
 * secure context: plain HTTP on a LAN address. The reader is told why and what to do, in their
 * language, instead of a network error that a retry never cures.
 */

const site = { info: { customerService: [], resources: [], domainRoute: [], mainDomain: 'localhost' } as unknown as SiteInfo };
const up = { status: 0 as const, title: null, message: null, maintenanceEnd: null, ip: '192.0.2.1' };
const realCrypto = globalThis.crypto;

function stubBoot() {
  return stubEndpoints().on(sitePermission, site).on(domainRoutes, []).on(systemStatus, up);
}

afterEach(() => {
  delete (window as { isSecureContext?: boolean }).isSecureContext;
  Object.defineProperty(globalThis, 'crypto', { value: realCrypto, configurable: true });
});

test('on a plain HTTP LAN address the page says to open it over HTTPS or on localhost, and makes no boot call', async () => {
  shellWriter.setLanguage('EN');
  Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
  Object.defineProperty(globalThis, 'crypto', { value: { getRandomValues: realCrypto.getRandomValues.bind(realCrypto) }, configurable: true });
  const server = stubBoot();
  render(<BootGate>portal</BootGate>);
  expect(await screen.findByRole('heading', { name: 'Secure connection needed' })).toBeInTheDocument();
  expect(screen.getByText(/Open the site over HTTPS/)).toHaveTextContent('Open the site over HTTPS (https://…), or on this device at http://localhost.');
  expect(screen.queryByText('Network link is abnormal')).not.toBeInTheDocument();
  expect(screen.queryByText('portal')).not.toBeInTheDocument();
  expect(server.calls(systemStatus)).toHaveLength(0);
});

test("the page is in the reader's language", async () => {
  shellWriter.setLanguage('CN');
  Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
  stubBoot();
  render(<BootGate>portal</BootGate>);
  expect(await screen.findByRole('heading', { name: '需要安全连接' })).toBeInTheDocument();
  expect(screen.getByText(/HTTPS/)).toHaveTextContent('请通过 HTTPS（https://…）打开本站，或在本机上通过 http://localhost 打开。');
});

test('a secure page boots as before', async () => {
  shellWriter.setLanguage('EN');
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  stubBoot();
  render(<BootGate>portal</BootGate>);
  expect(await screen.findByText('portal')).toBeInTheDocument();
});
