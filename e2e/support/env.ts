import path from 'node:path';

const run = path.join(__dirname, '..', '.run');

/** Where the e2e server lives; server.mjs reads the same values (keep them in step). */
export const E2E = {
  port: Number(process.env.E2E_PORT || 8181),
  get baseURL() {
    return `http://127.0.0.1:${this.port}`;
  },
  chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
