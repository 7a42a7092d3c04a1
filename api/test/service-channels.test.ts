import type { Announcements, ServiceChannels, SitePermission } from '@portal/shared/contracts';
import { decryptCustomerServicePath } from '../src';
import { seedDemo } from '../src/seed';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';

/*
 * The site's own links: the customer-service channels are site settings ops set (no outside
 * placeholder), live chat is the site's own chat (not a link), and the home banners' media is served
 * by the portal itself. A database first seeded with the placeholders gets the site's links on its
 * next start, without losing what ops set.
 */
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
});
afterAll(() => server.close());

const admin = { 'Admin-Token': ADMIN_TOKEN };
const setChannels = (body: unknown, headers: Record<string, string> = admin) => client.call<ServiceChannels>('PUT', '/wps/admin/system/serviceChannels', { body, headers });

/** The channels as a visitor's shell sees them: each path opened with the merchant's key. */
async function visitorChannels(): Promise<{ customerService: { csType: string; path: string }[]; resources: { resourceType: string; url: string }[] }> {
  const { info } = (await client.get<SitePermission>('/wps/system/permission')).body.value;
  return {
    customerService: info.customerService.map((link) => ({ csType: link.csType, path: decryptCustomerServicePath('DEMO', link.path) })),
    resources: info.resources.map((resource) => ({ resourceType: resource.resourceType, url: resource.url })),
  };
}

const homeContent = () => client.get<Announcements>('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W');

describe('the seeded site', () => {
  it('offers its own channels (Telegram, WhatsApp), no live-chat link, and no example.com address in the home and content calls', async () => {
    const channels = await visitorChannels();
    expect(channels.customerService.map((link) => link.csType)).toEqual(['TELEGRAM', 'WHATSAPP']);
    expect(channels.customerService[0]!.path).toMatch(/^https:\/\/t\.me\/\w+_support$/);
    // Spec §2: the floating bar offers Telegram, a second Telegram and WhatsApp.
    expect(channels.resources.map((resource) => resource.resourceType)).toEqual(['TELEGRAM', 'TELEGRAM1', 'WHATSAPP']);
    expect(JSON.stringify(channels)).not.toContain('example.com');

    const content = await homeContent();
    expect(content.status).toBe(200);
    expect(JSON.stringify(content.body.value)).not.toContain('example.com');
    const help = await client.get('/wps/relay/helpCenter');
    expect(JSON.stringify(help.body)).not.toContain('example.com');
  });

  it("plays the video banner's clip from the portal itself: small, a video, revalidated", async () => {
    const video = (await homeContent()).body.value.banners.find((banner) => banner.linkageType === 'video');
    expect(video?.linkage).toMatch(/^\/wps\/asset\/media\/[a-z0-9-]+\.webm$/);
    const clip = await fetch(`${server.url}${video!.linkage}`);
    const bytes = Buffer.from(await clip.arrayBuffer());
    expect([clip.status, clip.headers.get('content-type')]).toEqual([200, 'video/webm']);
    // A WebM (EBML) file, well under 100 KB.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(bytes.length).toBeLessThan(100_000);
    const again = await fetch(`${server.url}${video!.linkage}`, { headers: { 'If-None-Match': clip.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await fetch(`${server.url}/wps/asset/media/no-such-clip.webm`)).status).toBe(404);
    expect((await fetch(`${server.url}/wps/asset/media/..%2Fpackage.json`)).status).toBe(400);
  });
});

describe('ops: PUT /wps/admin/system/serviceChannels', () => {
  it("sets the channels visitors are offered; a list left out stays; only ops, only https links", async () => {
    expect((await setChannels({ resources: [] }, {})).status).toBe(401);
    const before = await visitorChannels();

    const answer = await setChannels({
      customerService: [
        { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/golden_support' },
        { csType: 'FACEBOOK', title: 'Facebook', path: 'https://m.me/golden.page' },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value.customerService.map((link) => link.path)).toEqual(['https://t.me/golden_support', 'https://m.me/golden.page']);
    const after = await visitorChannels();
    expect(after.customerService).toEqual([
      { csType: 'TELEGRAM', path: 'https://t.me/golden_support' },
      { csType: 'FACEBOOK', path: 'https://m.me/golden.page' },
    ]);
    expect(after.resources).toEqual(before.resources);

    for (const path of ['http://t.me/plain', 'javascript:alert(1)', 'https://t.me/a b']) {
      const refused = await setChannels({ customerService: [{ csType: 'TELEGRAM', title: 'Telegram', path }] });
      expect([refused.status, refused.body.errorCode]).toEqual([400, 'validation.failed']);
    }
    expect((await visitorChannels()).customerService).toEqual(after.customerService);

    expect((await setChannels({ resources: [{ resourceType: 'WHATSAPP', url: 'https://wa.me/959111111111', labelNameEn: 'WhatsApp' }] })).status).toBe(200);
    expect((await visitorChannels()).resources).toEqual([{ resourceType: 'WHATSAPP', url: 'https://wa.me/959111111111' }]);
  });
});

describe('a database seeded with one Telegram link', () => {
  it('gets the second one on its next start, beside the first, unless ops named one', async () => {
    const db = server.app.portal.db;
    const before = await db.selectFrom('site_setting').select('value').where('key', '=', 'resources').executeTakeFirstOrThrow();
    const one = JSON.stringify([
      { resourceType: 'TELEGRAM', url: 'https://t.me/demosite_support', labelNameEn: 'Telegram' },
      { resourceType: 'WHATSAPP', url: 'https://wa.me/959000000000', labelNameEn: 'WhatsApp' },
    ]);
    try {
      await db.updateTable('site_setting').set({ value: one }).where('key', '=', 'resources').execute();
      await db.deleteFrom('seed_step').where('name', '=', 'second-telegram').execute();
      expect(await seedDemo(server.app.portal)).toEqual(['second-telegram']);
      expect((await visitorChannels()).resources.map((resource) => resource.resourceType)).toEqual(['TELEGRAM', 'TELEGRAM1', 'WHATSAPP']);

      const ops = JSON.stringify([{ resourceType: 'TELEGRAM1', url: 'https://t.me/ops_news', labelNameEn: 'News' }]);
      await db.updateTable('site_setting').set({ value: ops }).where('key', '=', 'resources').execute();
      await db.deleteFrom('seed_step').where('name', '=', 'second-telegram').execute();
      expect(await seedDemo(server.app.portal)).toEqual(['second-telegram']);
      expect((await visitorChannels()).resources).toEqual([{ resourceType: 'TELEGRAM1', url: 'https://t.me/ops_news' }]);
    } finally {
      await db.updateTable('site_setting').set({ value: before.value }).where('key', '=', 'resources').execute();
    }
  });
});

describe('a database first seeded with outside placeholders', () => {
  it('gets the site\'s own links on its next start, keeping what ops set', async () => {
    const db = server.app.portal.db;
    const placeholder = JSON.stringify([{ csType: 'LIVECHAT', title: 'Live chat 24/7', path: 'https://example.com/demo/livechat' }]);
    const ops = JSON.stringify([{ resourceType: 'TELEGRAM', url: 'https://t.me/ops_choice', labelNameEn: 'Telegram' }]);
    await db.updateTable('site_setting').set({ value: placeholder }).where('key', '=', 'customerService').execute();
    await db.updateTable('site_setting').set({ value: ops }).where('key', '=', 'resources').execute();
    await db.updateTable('banner').set({ linkage_type: 'video', linkage: 'https://example.com/demo/how-to-play.mp4' }).where('linkage_type', '=', 'video').execute();
    await db.deleteFrom('seed_step').where('name', '=', 'own-links').execute();
    expect(JSON.stringify((await homeContent()).body.value)).toContain('example.com');

    expect(await seedDemo(server.app.portal)).toEqual(['own-links']);
    const channels = await visitorChannels();
    expect(channels.customerService.map((link) => link.csType)).toEqual(['TELEGRAM', 'WHATSAPP']);
    expect(channels.resources).toEqual([{ resourceType: 'TELEGRAM', url: 'https://t.me/ops_choice' }]);
    expect(JSON.stringify((await homeContent()).body.value)).not.toContain('example.com');
  });
});
