import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { TEST_DIALECT } from './helpers/server';

/*
 * Safe defaults: the demo payment provider, whose page lets anyone with an order number
 * "pay" it, is off unless the environment asks for it. `npm start` asks (scripts/start.mjs sets
 * DEMO_PAY=on), and the API's start banner then says so. The API runs here as a deployment runs it,
 * `main.ts` in a process of its own with nothing but its environment.
 */

const DEMO_LINE = 'The demo payment provider is on: anyone with an order number can pay it (DEMO_PAY=off to stop).';

it('is off in the settings unless DEMO_PAY=on', () => {
  expect(loadConfig({ env: {} }).demoPay).toBe(false);
  expect(loadConfig({ env: { DEMO_PAY: 'on' } }).demoPay).toBe(true);
  expect(loadConfig({ env: { DEMO_PAY: 'off' } }).demoPay).toBe(false);
});

// The banner does not depend on the database: one run, on SQLite files of its own.
(TEST_DIALECT === 'sqlite' ? describe : describe.skip)('the API as a process', () => {
  let dir: string;
  let running: ApiProcess | null = null;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-demo-pay-'));
  });
  afterEach(async () => {
    await running?.stop();
    running = null;
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const start = async (name: string, extra: Record<string, string>) => {
    running = await startApiProcess({ DATABASE_URL: `sqlite:${path.join(dir, `${name}.db`)}`, SCRYPT_N: '1024', LOG_LEVEL: 'warn', ...extra });
    return running;
  };

  /**
   * What the process printed once its banner is out (it prints it right after it starts listening): the
   * banner ends with a blank line after its table and the demo provider's line, if any.
   */
  function bannerOf(api: ApiProcess): Promise<string> {
    return api.printed((output) => {
      const at = output.indexOf('Demo accounts');
      return at >= 0 && output.indexOf('\n\n', at) >= 0;
    });
  }

  it('without DEMO_PAY: no demo provider (its page answers 404) and no line about it', async () => {
    const api = await start('plain', {});
    expect(await bannerOf(api)).not.toContain('demo payment provider');
    const page = await fetch(`${api.url}/wps/demo-pay/D202501010000000000`);
    // The API's own "no such path", not the provider's "no such order" page.
    expect(page.status).toBe(404);
    expect(await page.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    const pay = await fetch(`${api.url}/wps/demo-pay/D202501010000000000`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=pay' });
    expect(pay.status).toBe(404);
  });

  it('with DEMO_PAY=on (as npm start sets it): the page is there and the banner says so', async () => {
    const api = await start('demo', { DEMO_PAY: 'on' });
    expect(await bannerOf(api)).toContain(DEMO_LINE);
    const page = await fetch(`${api.url}/wps/demo-pay/D202501010000000000`);
    // The provider's own "no such order" page: the route is served.
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('does not exist');
  });
});
