import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { promises as fs } from 'node:fs';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { Browser, cdnFetch, manifestOf, opsApi, publish, writeFileRegistry } from './delivery-helpers';

/*
 * Ops can't break the site by typing: set, canary, widen and promote refuse a build whose manifest is
 * not reachable and valid for the remote, saying why in the caller's language; an entry is a same-origin
 * path or a plain https URL (nothing that could reach the page's CSP); rollback is one click and ends
 * the overrides pinning the version it withdraws.
 */
let server: TestServer;
let client: TestClient;
let ops: ReturnType<typeof opsApi>;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, deliveryManifestFetch: cdnFetch(['down.example']) });
  client = new TestClient(server.url);
  ops = opsApi(client);
  await writeFileRegistry(server);
  await publish(server, 'mfe-lottery', ['1.0.0', '1.1.0', '1.2.0']);
  await publish(server, 'mfe-lottery', ['2.0.0-games'], () => manifestOf('mfe-games'));
  await publish(server, 'mfe-lottery', ['2.0.0-noapp'], () => manifestOf('mfe-lottery', { exposes: [{ id: 'mfe_lottery:Widget', name: 'Widget', path: './Widget' }] }));
  await publish(server, 'mfe-lottery', ['2.0.0-junk'], () => 'not json {');
});
afterAll(() => server.close());

const lotteryRow = () => server.app.portal.db.selectFrom('remote_rollout').selectAll().where('remote', '=', 'mfe-lottery').executeTakeFirst();
const releases = async () => (await server.app.portal.db.selectFrom('remote_release').select('id').execute()).length;

describe('a release is checked before it goes live', () => {
  it('refuses set and canary of a version with no build, saying why in MY, EN and CN, and nothing changes', async () => {
    const before = await releases();
    const set = await ops.set('mfe-promotions', '9.9.9');
    expect([set.status, set.body.errorCode, set.body.message]).toEqual([
      400,
      'delivery.release.refused',
      'mfe-promotions 9.9.9 cannot go live: its manifest could not be read at /remotes/mfe-promotions/9.9.9/mf-manifest.json',
    ]);
    const canary = await client.call<unknown>('POST', '/wps/admin/remotes/canary', {
      headers: { 'Admin-Token': ADMIN_TOKEN, Language: 'CN' },
      body: { remote: 'mfe-lottery', version: '9.9.9', percent: 5, actor: 'tester', reason: 'test' },
    });
    expect([canary.status, canary.body.message]).toEqual([400, 'mfe-lottery 9.9.9 无法上线：无法读取其清单：/remotes/mfe-lottery/9.9.9/mf-manifest.json']);
    const burmese = await client.call<unknown>('POST', '/wps/admin/remotes/set', {
      headers: { 'Admin-Token': ADMIN_TOKEN, Language: 'MY' },
      body: { remote: 'mfe-lottery', version: '9.9.9', actor: 'tester', reason: 'test' },
    });
    expect(burmese.body.message).toContain('manifest ကို ဖတ်၍ မရပါ');
    expect(await releases()).toBe(before);
    expect(await lotteryRow()).toBeUndefined();
    expect((await new Browser(server).registry())['mfe-lottery']!.version).toBe('1.0.0');
  });

  it('refuses a manifest of another remote, one without ./App, and one that is not JSON, with every reason', async () => {
    const games = await ops.set('mfe-lottery', '2.0.0-games');
    expect(games.body.message).toBe('mfe-lottery 2.0.0-games cannot go live: its manifest is the build of mfe_games, not mfe_lottery');
    expect((await ops.canary('mfe-lottery', '2.0.0-noapp', 10)).body.message).toBe('mfe-lottery 2.0.0-noapp cannot go live: its manifest does not expose ./App');
    expect((await ops.canary('mfe-lottery', '2.0.0-junk', 10)).body.message).toBe('mfe-lottery 2.0.0-junk cannot go live: its manifest is not a valid federation manifest');
    expect(games.body.value).toEqual({ reasons: ['delivery.manifest.name'] });
    expect(await lotteryRow()).toBeUndefined();
  });

  it('accepts a valid build here or on an https CDN, and refuses a CDN that does not answer', async () => {
    expect((await ops.set('mfe-lottery', '1.1.0')).status).toBe(200);
    expect((await ops.canary('mfe-lottery', '1.3.0', 10, { entry: 'https://cdn.example/mfe-lottery/1.3.0/mf-manifest.json' })).status).toBe(200);
    const down = await ops.canary('mfe-lottery', '1.4.0', 10, { entry: 'https://down.example/mfe-lottery/1.4.0/mf-manifest.json' });
    expect([down.status, down.body.message]).toEqual([400, 'mfe-lottery 1.4.0 cannot go live: its manifest could not be read at https://down.example/mfe-lottery/1.4.0/mf-manifest.json']);
    expect((await lotteryRow())!.canary_version).toBe('1.3.0');
    await ops.rollback('mfe-lottery');
  });

  it('refuses to widen or promote a canary whose build is gone since it started', async () => {
    await publish(server, 'mfe-lottery', ['1.5.0']);
    expect((await ops.canary('mfe-lottery', '1.5.0', 5)).status).toBe(200);
    await fs.rm(path.join(server.remotesRoot, 'mfe-lottery', 'dist', '1.5.0'), { recursive: true });
    for (const answer of [await ops.widen('mfe-lottery', 50), await ops.promote('mfe-lottery')]) {
      expect([answer.status, answer.body.message]).toEqual([400, 'mfe-lottery 1.5.0 cannot go live: its manifest could not be read at /remotes/mfe-lottery/1.5.0/mf-manifest.json']);
    }
    // Narrowing it is always allowed (fewer visitors get it), and so is dropping it.
    expect((await ops.widen('mfe-lottery', 1)).status).toBe(200);
    expect((await lotteryRow())).toMatchObject({ canary_version: '1.5.0', canary_percent: 1, stable_version: '1.1.0' });
    expect((await ops.rollback('mfe-lottery')).status).toBe(200);
  });

  it('takes an entry only as a same-origin path or a plain https URL: `https://cdn.x;sandbox/…` never reaches the CSP', async () => {
    for (const entry of ['https://cdn.x;sandbox/mfe-lottery/1.6.0/mf-manifest.json', 'https://cdn.x/a b.json', "https://cdn.x/a'.json", 'http://cdn.x/mfe-lottery/1.6.0/mf-manifest.json', 'https://cdn.x/m.json?x=1']) {
      const answer = await ops.set('mfe-lottery', '1.6.0', { entry });
      expect([answer.status, answer.body.errorCode, answer.body.message]).toEqual([
        400,
        'delivery.release.refused',
        'mfe-lottery 1.6.0 cannot go live: its entry must be a path on this site or a plain https:// address (no spaces, quotes, semicolons or query)',
      ]);
    }
    // Not from the file either: such an entry is not served, and the page's CSP stays whole.
    await fs.mkdir(server.shellDir, { recursive: true });
    await fs.writeFile(path.join(server.shellDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    await writeFileRegistry(server, { 'mfe-member': { entry: 'https://cdn.x;sandbox/mfe-member/1.0.0/mf-manifest.json', version: '1.0.0' } });
    try {
      const page = await new Browser(server).fetch('/');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).not.toContain('sandbox');
      expect((await new Browser(server).registry())['mfe-member']).toBeUndefined();
    } finally {
      await writeFileRegistry(server);
    }
  });
});

describe('rollback', () => {
  it('needs no reason, and ends the overrides pinning the withdrawn version: the browser gets stable and is told once', async () => {
    expect((await ops.canary('mfe-lottery', '1.2.0', 0)).status).toBe(200);
    const link = (await ops.overrideLink('mfe-lottery', '1.2.0', 60)).body.value;
    const tester = new Browser(server);
    await tester.fetch(link.url);
    expect((await tester.registry())['mfe-lottery']).toMatchObject({ version: '1.2.0', channel: 'override' });

    const rolledBack = await client.call<unknown>('POST', '/wps/admin/remotes/rollback', { headers: { 'Admin-Token': ADMIN_TOKEN }, body: { remote: 'mfe-lottery', actor: 'tester' } });
    expect(rolledBack.status).toBe(200);
    expect((await ops.history('mfe-lottery')).body.value[0]).toMatchObject({ action: 'ROLLBACK', fromVersion: '1.2.0', reason: '' });

    const next = (await tester.registry())['mfe-lottery'];
    expect(next).toMatchObject({ version: '1.1.0', channel: 'stable', withdrawn: '1.2.0' });
    // The pin is gone from the browser: the following read is plain stable, and says nothing more.
    const after = (await tester.registry())['mfe-lottery'];
    expect(after).toMatchObject({ version: '1.1.0', channel: 'stable' });
    expect(after!.withdrawn).toBeUndefined();

    // A new link to the same version, made after the rollback, pins again (the team tests its fix).
    const again = (await ops.overrideLink('mfe-lottery', '1.2.0', 60)).body.value;
    await tester.fetch(again.url);
    expect((await tester.registry())['mfe-lottery']).toMatchObject({ version: '1.2.0', channel: 'override' });
  });
});

describe('scripts/registry.mjs', () => {
  it('prints the reason a release is refused, and exits 1', async () => {
    const script = path.join(__dirname, '..', '..', 'scripts', 'registry.mjs');
    const run = promisify(execFile)(process.execPath, [script, 'set', 'mfe-promotions', '9.9.9'], { env: { ...process.env, PORTAL_URL: server.url, ADMIN_TOKEN, USER: 'tester' } });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('mfe-promotions 9.9.9 cannot go live: its manifest could not be read at /remotes/mfe-promotions/9.9.9/mf-manifest.json'),
    });
  });
});
