import { render, screen } from '@testing-library/react';
import { domainRoutes, PAGE_BOOT_ELEMENT_ID, sitePermission, systemStatus, type SiteInfo, type SystemStatus } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import '../../i18n';
import { merchantCode } from '../../app/brand';
import { shellWriter } from '../../app/shellWriter';
import { BootGate } from './BootGate';

// jsdom's page is on localhost.
const site = (mainDomain: string) => ({ info: { customerService: [], resources: [], domainRoute: [], mainDomain } as unknown as SiteInfo });
const status = (code: SystemStatus['status']): SystemStatus => ({ status: code, title: null, message: null, maintenanceEnd: null, ip: '192.0.2.1' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => shellWriter.setLanguage('EN'));

test('the three boot calls go out together, not one after another, and the portal shows once all have answered', async () => {
  const permission = deferred<ReturnType<typeof site>>();
  const server = stubEndpoints()
    .on(sitePermission, () => permission.promise)
    .on(domainRoutes, [])
    .on(systemStatus, status(0));
  render(<BootGate>portal</BootGate>);
  // The site config has not answered, yet the domain routes and the status were already asked for.
  await Promise.resolve();
  expect(server.calls(sitePermission)).toHaveLength(1);
  expect(server.calls(domainRoutes)).toHaveLength(1);
  expect(server.calls(systemStatus)).toHaveLength(1);
  expect(screen.queryByText('portal')).not.toBeInTheDocument();
  permission.resolve(site('localhost'));
  expect(await screen.findByText('portal')).toBeInTheDocument();
});

test('answers are judged in the order of spec §4: a foreign domain shows its page even during maintenance', async () => {
  stubEndpoints().on(sitePermission, site('portal.example')).on(domainRoutes, [{ domain: 'other.example', route: '/' }]).on(systemStatus, status(1));
  render(<BootGate>portal</BootGate>);
  expect(await screen.findByRole('heading', { name: 'Invalid address' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'System maintenance' })).not.toBeInTheDocument();
});

test('on its own domain during maintenance the maintenance page shows, not the portal', async () => {
  stubEndpoints().on(sitePermission, site('portal.example')).on(domainRoutes, [{ domain: 'localhost', route: '/' }]).on(systemStatus, status(1));
  render(<BootGate>portal</BootGate>);
  expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
  expect(screen.queryByText('portal')).not.toBeInTheDocument();
});

describe('the boot answers the page carries (PageBoot)', () => {
  function pageWith(boot: unknown) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_BOOT_ELEMENT_ID;
    element.textContent = JSON.stringify(boot);
    document.head.append(element);
  }
  afterEach(() => document.getElementById(PAGE_BOOT_ELEMENT_ID)?.remove());

  test('the portal shows from them at once, with no boot call; a later boot asks the API', async () => {
    pageWith({ merchant: merchantCode(), permission: site('localhost'), domainRoutes: [], status: status(0) });
    const server = stubEndpoints().on(sitePermission, site('localhost')).on(domainRoutes, []).on(systemStatus, status(0));
    const { unmount } = render(<BootGate>portal</BootGate>);
    expect(await screen.findByText('portal')).toBeInTheDocument();
    expect(server.calls(sitePermission)).toHaveLength(0);
    expect(server.calls(systemStatus)).toHaveLength(0);
    unmount();
    render(<BootGate>portal</BootGate>);
    expect(await screen.findByText('portal')).toBeInTheDocument();
    expect(server.calls(systemStatus)).toHaveLength(1);
  });

  test("another merchant's answers, or a site that is not up (its page in the reader's language), are asked for", async () => {
    for (const boot of [
      { merchant: 'OTHER', permission: site('localhost'), domainRoutes: [], status: status(0) },
      { merchant: merchantCode(), permission: site('portal.example'), domainRoutes: [{ domain: 'localhost', route: '/' }], status: status(1) },
    ]) {
      pageWith(boot);
      const server = stubEndpoints().on(sitePermission, site('localhost')).on(domainRoutes, []).on(systemStatus, status(0));
      const { unmount } = render(<BootGate>portal</BootGate>);
      expect(await screen.findByText('portal')).toBeInTheDocument();
      expect(server.calls(systemStatus)).toHaveLength(1);
      unmount();
    }
  });
});
