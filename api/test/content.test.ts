import { webcrypto } from 'node:crypto';
import { SaxesParser } from 'saxes';
import { decryptCustomerServicePath, encryptCustomerServicePath } from '../src';
import { TestClient } from './helpers/client';
import { depositAndCredit, newMember } from './promotions-helpers';
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
  popup: { id: number; title: string; content: string; timestamp: string; execution: string; audience: string; promotionCode: string | null }[];
  promotion: { id: number; title: string; announcementImages: { sequence: number; url: string }[] }[];
  marquee: { id: number; title: string; content: string }[];
}

const announcements = (language = 'EN', types = 'B,PL,PU,PR,H', token: string | null = null) =>
  new TestClient(server.url, { Language: language }).get<Announcements>(`/wps/relay/MCSFE_getListAnnouncements?types=${types}&platform=W`, { token });

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

    // A guest's popups only: the members' ones are answered to members.
    expect(value.popup.map((popup) => [popup.audience, popup.execution])).toEqual([['GUEST', 'B']]);
    expect(value.marquee).toEqual([{ id: expect.any(Number), title: 'Welcome', content: expect.stringContaining('18+') }]);
    expect(value.promotion).toEqual([
      { id: expect.any(Number), title: 'First deposit bonus 100%', announcementImages: [{ sequence: 1, url: expect.stringMatching(/^\/wps\/asset\/banner\/[0-9]+\.svg\?v=[0-9a-f]{12}$/) }] },
    ]);

    const groups = value.banners.map((banner) => banner.groupName);
    expect(groups.filter((group) => group === 'home')).toHaveLength(4);
    expect(groups.filter((group) => group === 'w_register')).toHaveLength(1);
    expect(value.banners.map((banner) => banner.linkageType).sort()).toEqual(expect.arrayContaining(['internal', 'none', 'video']));
    // The art alone, the same in every language: the texts come beside it, laid over it as HTML.
    for (const banner of value.banners) expect(banner.url).toMatch(/^\/wps\/asset\/banner\/[0-9]+\.svg\?v=[0-9a-f]{12}$/);
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
    expect(my.body.value.banners[0]?.title).toMatch(BURMESE);
    expect(my.body.value.banners.map((banner) => banner.url)).toEqual(en.body.value.banners.map((banner) => banner.url));
    // Same notices, same order, in every language.
    expect(my.body.value.player.map((notice) => notice.id)).toEqual(en.body.value.player.map((notice) => notice.id));
  });

  it('fills only the groups asked for', async () => {
    const value = (await announcements('EN', 'H')).body.value;
    expect(value.marquee).toHaveLength(1);
    expect([value.banners, value.player, value.popup, value.promotion]).toEqual([[], [], [], []]);
    expect((await announcements('EN', 'PU,XX')).body.value.popup).toHaveLength(1);
  });
});

describe('home popups: the server answers each caller theirs', () => {
  const popupsOf = async (token: string) => {
    const answer = await announcements('EN', 'PU', token);
    expect(answer.status).toBe(200);
    return answer.body.value.popup.map((popup) => ({ title: popup.title, audience: popup.audience, execution: popup.execution, promotionCode: popup.promotionCode }));
  };

  it('a brand-new member gets the welcome popup, not the reload bonus the reward centre has nothing of', async () => {
    const token = await newMember(server, client, 'popupnew01');
    expect(await popupsOf(token)).toEqual([{ title: 'Welcome to the portal', audience: 'NEW_MEMBER', execution: 'F', promotionCode: null }]);
  });

  it('a member who has deposited and may take the reload bonus gets its popup, and no longer the welcome', async () => {
    const token = await newMember(server, client, 'popupback01');
    await depositAndCredit(server, client, token, 10_000_00);
    const popups = await popupsOf(token);
    expect(popups).toEqual([{ title: 'Welcome back!', audience: 'RETURNING_MEMBER', execution: 'A', promotionCode: 'daily-reload-10' }]);
    const en = (await announcements('EN', 'PU', token)).body.value.popup[0]!.content;
    expect(en).toContain('10% on every deposit');
    expect(en).not.toContain('waiting in the reward centre');
  });

  it('the reload popup is not answered to a returning member the promotion is closed to', async () => {
    const token = await newMember(server, client, 'popupback02');
    await depositAndCredit(server, client, token, 10_000_00);
    const db = server.app.portal.db;
    const reload = await db.selectFrom('promotion').select(['id', 'ends_at']).where('code', '=', 'daily-reload-10').executeTakeFirstOrThrow();
    await db.updateTable('promotion').set({ ends_at: new Date(Date.now() - 60_000).toISOString() }).where('id', '=', reload.id).execute();
    try {
      expect(await popupsOf(token)).toEqual([]);
    } finally {
      await db.updateTable('promotion').set({ ends_at: reload.ends_at }).where('id', '=', reload.id).execute();
    }
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

  it('draws a well-formed 1200×400 SVG with a gradient, cached for good at its versioned URL', async () => {
    const { banners } = (await announcements('CN')).body.value;
    const home = banners.find((banner) => banner.groupName === 'home')!;
    const response = await fetchBanner(home.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await response.text();
    expect(svg).toContain('<linearGradient');
    expect(wellFormed(svg).root).toBe('svg 1200x400');
    // Its title comes with the item, for the client to lay over the art as HTML.
    expect(home.title).toBe('迎新奖金高达 K 100,000');
  });

  /*
   * An <img> cannot use the page's web fonts: Burmese drawn into a picture shows as boxes without a
   * Myanmar system font. So no picture carries the texts, in any language, under any URL an old page
   * or cache may still ask for (`lang`, `text=1`).
   */
  it('carries no text in any language: the promotion picture and every banner are art only', async () => {
    const [my, cn] = await Promise.all([announcements('MY'), announcements('CN')]);
    const promotion = my.body.value.promotion[0]!.announcementImages[0]!.url;
    expect(my.body.value.promotion[0]!.title).toMatch(BURMESE);
    const urls = [promotion, ...my.body.value.banners.map((banner) => banner.url), ...cn.body.value.banners.map((banner) => banner.url)];
    const ids = my.body.value.banners.map((banner) => banner.id);
    for (const id of ids) {
      for (const lang of ['MY', 'CN', 'EN']) urls.push(`/wps/asset/banner/${id}.svg?lang=${lang}`, `/wps/asset/banner/${id}.svg?lang=${lang}&text=1`);
    }
    const pictures = new Set<string>();
    for (const url of urls) {
      const response = await fetchBanner(url);
      expect(response.status).toBe(200);
      const svg = await response.text();
      const parsed = wellFormed(svg);
      expect({ url, texts: parsed.texts, hasTextElement: /<text\b/.test(svg) }).toEqual({ url, texts: '', hasTextElement: false });
      expect(svg).not.toMatch(BURMESE);
      expect(svg).not.toMatch(CHINESE);
      pictures.add(svg);
    }
    // One picture per banner, whatever the language asked.
    expect(pictures.size).toBe(new Set([...ids, Number(/banner\/([0-9]+)/.exec(promotion)![1])]).size);
  });

  it('game and vendor pictures carry only the Latin vendor code, the same in every language', async () => {
    const headers = (language: string) => ({ headers: { Language: language } });
    for (const path of ['/wps/asset/game/RNG-PG-0001.svg?v=1', '/wps/asset/game/RNG-PG-0001.svg?size=large&v=1', '/wps/asset/vendor/INHOUSE.svg', '/wps/asset/vendor/PG.svg']) {
      const [my, cn] = await Promise.all([fetch(server.url + path, headers('MY')), fetch(server.url + path, headers('CN'))]);
      expect(my.status).toBe(200);
      const [mySvg, cnSvg] = await Promise.all([my.text(), cn.text()]);
      expect(mySvg).toBe(cnSvg);
      expect(wellFormed(mySvg).texts).toMatch(/^[A-Z0-9_]+$/);
    }
  });

  it('is revalidated when asked without (or with an old) version', async () => {
    const response = await fetchBanner('/wps/asset/banner/1.svg?lang=EN&v=000000000000');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('draws nothing stored into the picture: a title with markup and a colour that is not #rrggbb stay out', async () => {
    await server.app.portal.db
      .updateTable('banner_text')
      .set({ title: '<script>alert(1)</script> & "quoted" \'title\'', subtitle: ']]><x/>' })
      .where('banner_id', '=', 2)
      .where('language', '=', 'EN')
      .execute();
    await server.app.portal.db.updateTable('banner').set({ color_from: '"/><script>alert(2)</script>' }).where('id', '=', 2).execute();
    const svg = await (await fetchBanner('/wps/asset/banner/2.svg?lang=EN')).text();
    expect(svg).not.toContain('script');
    expect(svg).not.toContain('x/>');
    expect(wellFormed(svg).root).toBe('svg 1200x400');
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
    expect(links.map((link) => link.csType)).toEqual(['TELEGRAM', 'WHATSAPP']);
    for (const link of links) expect(link.path).not.toMatch(/^https?:/);
    expect(links.map((link) => decryptCustomerServicePath('DEMO', link.path))).toEqual(['https://t.me/demosite_support', 'https://wa.me/959000000000']);

    // As the shell does it: the raw digest as an AES-GCM key, iv = the first 12 bytes.
    const { subtle } = webcrypto;
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode('portal-cs:DEMO'));
    const key = await subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
    const sealed = Buffer.from(links[0]!.path, 'base64');
    const plain = await subtle.decrypt({ name: 'AES-GCM', iv: sealed.subarray(0, 12) }, key, sealed.subarray(12));
    expect(Buffer.from(plain).toString('utf8')).toBe('https://t.me/demosite_support');
  });

  it('differ on every answer and open only with their merchant\'s key', () => {
    const a = encryptCustomerServicePath('DEMO', 'https://example.com/x');
    const b = encryptCustomerServicePath('DEMO', 'https://example.com/x');
    expect(a).not.toBe(b);
    expect(decryptCustomerServicePath('DEMO', b)).toBe('https://example.com/x');
    expect(() => decryptCustomerServicePath('OTHER', a)).toThrow();
  });
});
