import { existsSync } from 'node:fs';
import path from 'node:path';

const run = path.join(__dirname, '..', '.run');
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Where the e2e server lives; server.mjs reads the same values (keep them in step). */
export const E2E = {
  port: Number(process.env.E2E_PORT || 8181),
  get baseURL() {
    return `http://127.0.0.1:${this.port}`;
  },
  /**
   * Debian's old headless shell (package chromium-headless-shell) where it is installed, as Playwright's
   * own headless runs use: the same Blink, without the full browser's window compositing. Three portal
   * files took 90 s (171 s of CPU) in it and 106 s (202 s) in the full chromium, side by side on the
   * 2-core machine. The full browser otherwise; the benches' Lighthouse needs that one.
   */
  chromium: process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  get registry() {
    return path.join(run, `server-${this.port}`, 'remotes.json');
  },
  adminToken: 'e2e-admin-token',
  /** The lottery's next release (server.mjs builds it): the hot swap's and the canary's version. */
  swapVersion: '1.1.0',
  /** A lottery build whose record reads an answer field the API no longer serves (server.mjs, E2E_SKEW=live). */
  staleContractVersion: '1.0.1-stale-contract',
  /** The 1.1.0 build with the chunk of its pages deleted (server.mjs): a canary that fails to load. */
  brokenVersion: '1.1.0-broken',
  /** A build of mfe-lottery that requires @portal/shared ^9.0.0, which no shell has. */
  newerKernelVersion: '1.0.0-needs-kernel-9',
};
