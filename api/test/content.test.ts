import { webcrypto } from 'node:crypto';
import { SaxesParser } from 'saxes';
import { decryptCustomerServicePath, encryptCustomerServicePath } from '../src';
import { TestClient } from './helpers/client';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

interface Announcements {
  banners: { id: number; url: string; title: string; subtitle: string; linkage: string; linkageType: string; groupName: string }[];
  player: { id: number; title: string; content: string; timestamp: string }[];
  popup: { id: number; title: string; content: string; timestamp: string; execution: string }[];
  promotion: { id: number; title: string; announcementImages: { sequence: number; url: string }[] }[];
  marquee: { id: number; title: string; content: string }[];
}

const announcements = (language = 'EN', types = 'B,PL,PU,PR,H') =>
  new TestClient(server.url, { Language: language }).get<Announcements>(`/wps/relay/MCSFE_getListAnnouncements?types=${types}&platform=W`);

const BURMESE = /[\u1000-\u109F]/;
const CHINESE = /[\u4E00-\u9FFF]/;

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('groups the content: banners, player notices, popups, promotions, marquee (H)', async () => {
    const answer = await announcements();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const value = answer.body.value;
    expect(Object.keys(value).sort()).toEqual(['banners', 'marquee', 'player', 'popup', 'promotion']);

    // 30 notices and the hostile one; the notice whose window closed is not listed.
    expect(value.player).toHaveLength(31);
    expect(value.player.map((notice) => notice.title)).not.toContain('Last month’s festival has ended');
    const times = value.player.map((notice) => Date.parse(notice.timestamp));
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    expect(value.popup.map((popup) => popup.execution).sort()).toEqual(['A', 'B', 'F']);
    expect(value.marquee).toEqual([{ id: expect.any(Number), title: 'Welcome', content: expect.stringContaining('18+') }]);
    expect(value.promotion).toEqual([
      { id: expect.any(Number), title: 'First deposit bonus 100%', announcementImages: [{ sequence: 1, url: expect.stringMatching(/^\/wps\/asset\/banner\/[0-9]+\.svg\?lang=EN&v=[0-9a-f]{12}$/) }] },
    ]);

    const groups = value.banners.map((banner) => banner.groupName);
    expect(groups.filter((group) => group === 'home')).toHaveLength(4);
    expect(groups.filter((group) => group === 'w_register')).toHaveLength(1);
    expect(value.banners.map((banner) => banner.linkageType).sort()).toEqual(expect.arrayContaining(['external', 'internal', 'none', 'video']));
    // The carousel gets the art alone and lays the texts over it as HTML (an <img> has no web fonts).
    for (const banner of value.banners) expect(banner.url).toMatch(/^\/wps\/asset\/banner\/[0-9]+\.svg\?lang=EN&v=[0-9a-f]{12}&text=0$/);
    expect(value.banners.every((banner) => banner.title.length > 0)).toBe(true);
  });

  it('stores the back office HTML as given (the client sanitizes it)', async () => {
    const hostile = (await announcements()).body.value.player.find((notice) => notice.title.includes('unsafe HTML'));
    expect(hostile?.content).toContain('<script>');
    expect(hostile?.content).toContain('onerror=');
  });

  it('answers in the header language, with real Burmese and Chinese, falling back to EN', async () => {
    const [my, cn, en, ja] = await Promise.all([announcements('MY'), announcements('CN'), announcements('EN'), announcements('JA')]);
    expect(my.body.value.player.every((notice) => BURMESE.test(notice.title) && BURMESE.test(notice.content))).toBe(true);
    expect(cn.body.value.player.every((notice) => CHINESE.test(notice.title) && CHINESE.test(notice.content))).toBe(true);
    expect(en.body.value.player.some((notice) => BURMESE.test(notice.title) || CHINESE.test(notice.title))).toBe(false);
    expect(ja.body.value.marquee[0]?.title).toBe('Welcome');
    expect(my.body.value.banners[0]?.url).toContain('lang=MY');
    // Same notices, same order, in every language.
    expect(my.body.value.player.map((notice) => notice.id)).toEqual(en.body.value.player.map((notice) => notice.id));
  });

  it('fills only the groups asked for', async () => {
    const value = (await announcements('EN', 'H')).body.value;
    expect(value.marquee).toHaveLength(1);
    expect([value.banners, value.player, value.popup, value.promotion]).toEqual([[], [], [], []]);
    expect((await announcements('EN', 'PU,XX')).body.value.popup).toHaveLength(3);
  });
});

describe('GET /wps/asset/banner/<id>.svg', () => {
  const fetchBanner = (path: string) => fetch(server.url + path);
  const wellFormed = (svg: string) => {
    const parser = new SaxesParser();
    let root = '';
    let texts = '';
    parser.on('opentag', (tag) => (root ||= `${tag.name} ${tag.attributes.width}x${tag.attributes.height}`));
    parser.on('text', (text) => (texts += text));
    parser.write(svg).close();
    return { root, texts };
  };

  it('draws a well-formed 1200×400 SVG with a gradient and the title in the asked language', async () => {
    const { banners } = (await announcements('CN')).body.value;
    const home = banners.find((banner) => banner.groupName === 'home')!;
    const response = await fetchBanner(home.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await response.text();
    expect(svg).toContain('<linearGradient');
    const parsed = wellFormed(svg);
    expect(parsed.root).toBe('svg 1200x400');
    // The carousel's URL is the art alone; its texts come with the banner item.
    expect(parsed.texts).toBe('');
    expect(home.title).toBe('迎新奖金高达 K 100,000');
    const withText = wellFormed(await (await fetchBanner(home.url.replace('&text=0', ''))).text());
    expect(withText.texts).toContain('迎新奖金高达 K 100,000');

    const english = wellFormed(await (await fetchBanner(`/wps/asset/banner/${home.id}.svg?lang=EN`)).text());
    expect(english.texts).toContain('Welcome bonus up to K 100,000');
    const burmese = wellFormed(await (await fetchBanner(`/wps/asset/banner/${home.id}.svg?lang=MY`)).text());
    expect(BURMESE.test(burmese.texts)).toBe(true);
  });

  it('is revalidated when asked without (or with an old) version', async () => {
    const response = await fetchBanner('/wps/asset/banner/1.svg?lang=EN&v=000000000000');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('escapes what it draws: a title with markup stays text', async () => {
    await server.app.portal.db
      .updateTable('banner_text')
      .set({ title: '<script>alert(1)</script> & "quoted" \'title\'', subtitle: ']]><x/>' })
      .where('banner_id', '=', 2)
      .where('language', '=', 'EN')
      .execute();
    const svg = await (await fetchBanner('/wps/asset/banner/2.svg?lang=EN')).text();
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot; &apos;title&apos;');
    const parsed = wellFormed(svg);
    expect(parsed.texts).toContain('<script>alert(1)</script> & "quoted" \'title\'');
    expect(parsed.texts).toContain(']]><x/>');
  });

  it('answers an unknown banner with a 404 envelope, a bad name with 400', async () => {
    const missing = await fetchBanner('/wps/asset/banner/9999.svg?lang=EN');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    const bad = await fetchBanner('/wps/asset/banner/%3Cscript%3E.svg');
    expect(bad.status).toBe(400);
    const body = await bad.text();
    expect(body).not.toContain('<script');
  });
});

describe('GET /wps/system/helpCenter', () => {
  it('answers the sections with their items, the terms under code "term"', async () => {
    const answer = await client.get<{ id: number; code: string; title: string; items: { id: number; code: string; title: string; content: string }[] }[]>(
      '/wps/system/helpCenter?lang=EN&device=WEB',
    );
    expect(answer.status).toBe(200);
    const sections = answer.body.value;
    expect(sections.map((section) => section.code)).toEqual(['guide', 'funds', 'security', 'term']);
    const terms = sections.find((section) => section.code === 'term')!;
    expect(terms.title).toBe('Terms and conditions');
    expect(terms.items.length).toBeGreaterThan(0);
    expect(terms.items[0]).toEqual({ id: expect.any(Number), code: 'eligibility', title: 'Eligibility', content: expect.stringContaining('<strong>18 years old</strong>') });
    for (const section of sections) expect(section.items.length).toBeGreaterThanOrEqual(2);
  });

  it('takes the language from `lang`, else from the header', async () => {
    const chinese = await client.get<{ title: string }[]>('/wps/system/helpCenter?lang=CN&device=WEB');
    expect(chinese.body.value.map((section) => section.title)).toContain('条款与条件');
    const burmese = await new TestClient(server.url, { Language: 'MY' }).get<{ title: string }[]>('/wps/system/helpCenter?device=WEB');
    expect(burmese.body.value.every((section) => BURMESE.test(section.title))).toBe(true);
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('lists the hosts of the site, the local ones included', async () => {
    const answer = await client.get<{ domain: string; route: string }[]>('/wps/system/domainRoute');
    expect(answer.status).toBe(200);
    const domains = answer.body.value.map((route) => route.domain);
    expect(domains).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']));
    for (const route of answer.body.value) expect(Object.keys(route).sort()).toEqual(['domain', 'route']);
    expect((await client.get<{ info: { domainRoute: unknown } }>('/wps/system/permission')).body.value.info.domainRoute).toEqual(answer.body.value);
  });
});

describe('customer-service paths', () => {
  it('are encrypted under SHA-256("portal-cs:" + merchant) and open again, on the server and with WebCrypto', async () => {
    const links = (await client.get<{ info: { customerService: { csType: string; path: string }[] } }>('/wps/system/permission')).body.value.info.customerService;
    expect(links.map((link) => link.csType)).toEqual(['LIVECHAT', 'TELEGRAM', 'WHATSAPP']);
    for (const link of links) expect(link.path).not.toMatch(/^https?:/);
    expect(links.map((link) => decryptCustomerServicePath('DEMO', link.path))).toEqual([
      'https://example.com/demo/livechat',
      'https://example.com/demo/telegram',
      'https://example.com/demo/whatsapp',
    ]);

    // As the shell does it: the raw digest as an AES-GCM key, iv = the first 12 bytes.
    const { subtle } = webcrypto;
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode('portal-cs:DEMO'));
    const key = await subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
    const sealed = Buffer.from(links[0]!.path, 'base64');
    const plain = await subtle.decrypt({ name: 'AES-GCM', iv: sealed.subarray(0, 12) }, key, sealed.subarray(12));
    expect(Buffer.from(plain).toString('utf8')).toBe('https://example.com/demo/livechat');
  });

  it('differ on every answer and open only with their merchant\'s key', () => {
    const a = encryptCustomerServicePath('DEMO', 'https://example.com/x');
    const b = encryptCustomerServicePath('DEMO', 'https://example.com/x');
    expect(a).not.toBe(b);
    expect(decryptCustomerServicePath('DEMO', b)).toBe('https://example.com/x');
    expect(() => decryptCustomerServicePath('OTHER', a)).toThrow();
  });
});
