import type { ChatModel, LaunchChat } from '@portal/shared/contracts';
import { DEMO_ACCOUNTS } from '../src';
import { DESKS, isOnline } from '../src/chat';
import { TestClient } from './helpers/client';
import { sha256 } from './helpers/hash';
import { startServer, type TestServer } from './helpers/server';

// Customer-service live chat. CBS_modelList (the desks, online by site hours), CBS_launchChat
// (a chat URL bound to the browser that asked) and the chat page where messages are stored and
// acknowledged with a ticket number.

const { player, winner1 } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

/** A browser: its chat cookie, kept from the launch answer as a browser keeps it. */
class Browser {
  cookie: string | null = null;

  async launch(modelCode: string, options: { token?: string | null; language?: string } = {}) {
    const answer = await client.call<LaunchChat>('POST', '/wps/relay/CBS_launchChat', {
      token: options.token,
      body: { modelCode },
      headers: { ...(this.cookie ? { Cookie: this.cookie } : {}), ...(options.language ? { Language: options.language } : {}) },
    });
    const set = answer.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    return answer;
  }

  page(url: string) {
    return fetch(server.url + url, { headers: this.cookie ? { Cookie: this.cookie } : {}, redirect: 'manual' });
  }

  send(url: string, message: string) {
    return fetch(server.url + url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(this.cookie ? { Cookie: this.cookie } : {}) },
      body: new URLSearchParams({ message }).toString(),
      redirect: 'manual',
    });
  }
}

const stored = (url: string) =>
  server.app.portal.db
    .selectFrom('live_chat_message')
    .innerJoin('live_chat', 'live_chat.id', 'live_chat_message.chat_id')
    .select(['live_chat_message.sender', 'live_chat_message.body', 'live_chat.ticket_no', 'live_chat.member_id'])
    .where('live_chat.token_hash', '=', sha256(url.split('/').pop()!))
    .orderBy('live_chat_message.id')
    .execute();

describe('CBS_modelList', () => {
  it('lists the desks in the language asked, each online by its hours in site time', async () => {
    const answer = await client.get<ChatModel[]>('/wps/relay/CBS_modelList');
    expect(answer.status).toBe(200);
    expect(answer.body.value.map((m) => m.modelCode)).toEqual(['DEPOSIT', 'WITHDRAWAL', 'ACCOUNT', 'GAMES']);
    expect(answer.body.value[0]).toMatchObject({ name: 'Deposit help', languages: ['MY', 'EN', 'CN'], online: true, opensAt: '00:00', closesAt: '24:00' });
    for (const model of answer.body.value) expect(model.online).toBe(isOnline(DESKS.find((d) => d.code === model.modelCode)!, new Date()));
    const cn = await client.get<ChatModel[]>('/wps/relay/CBS_modelList', { headers: { Language: 'CN' } });
    expect(cn.body.value[1]!.name).toBe('取款帮助');
  });

  it('opens and closes a desk by the clock in Myanmar time (UTC+06:30), across midnight too', () => {
    const account = DESKS.find((d) => d.code === 'ACCOUNT')!; // 09:00–21:00
    expect(isOnline(account, new Date('2026-11-26T02:29:00Z'))).toBe(false); // 08:59 MMT
    expect(isOnline(account, new Date('2026-11-26T02:30:00Z'))).toBe(true); // 09:00 MMT
    expect(isOnline(account, new Date('2026-11-26T14:30:00Z'))).toBe(false); // 21:00 MMT
    const games = DESKS.find((d) => d.code === 'GAMES')!; // 10:00–02:00
    expect(isOnline(games, new Date('2026-11-26T19:00:00Z'))).toBe(true); // 01:30 MMT
    expect(isOnline(games, new Date('2026-11-26T20:00:00Z'))).toBe(false); // 02:30 MMT
  });
});

describe('CBS_launchChat and the chat page', () => {
  it("gives a guest a chat URL with a random token, and the chat page in the caller's language", async () => {
    const guest = new Browser();
    const first = await guest.launch('DEPOSIT', { language: 'MY' });
    expect(first.status).toBe(200);
    expect(first.body.value.chatUrl).toMatch(/^\/wps\/chat\/[A-Za-z0-9_-]{43}$/);
    expect(first.headers.get('set-cookie')).toMatch(/^portal_chat=[A-Za-z0-9_-]{43}; Path=\/wps\/chat; Max-Age=86400; HttpOnly; SameSite=Lax$/);
    const second = await guest.launch('GAMES');
    expect(second.body.value.chatUrl).not.toBe(first.body.value.chatUrl);
    const page = await guest.page(first.body.value.chatUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await page.text();
    expect(html).toContain('<html lang="my">');
    expect(html).toContain('ငွေသွင်းခြင်း အကူအညီ');
    // Only the hash of the token is stored.
    const row = await server.app.portal.db.selectFrom('live_chat').select(['token_hash', 'member_id']).where('token_hash', '=', sha256(first.body.value.chatUrl.split('/').pop()!)).executeTakeFirst();
    expect(row).toEqual({ token_hash: sha256(first.body.value.chatUrl.split('/').pop()!), member_id: null });
  });

  it("stores a member's messages, acknowledges them with a ticket number and shows them back", async () => {
    const token = await client.tokenFor(player.username, player.password);
    const member = new Browser();
    const { chatUrl } = (await member.launch('WITHDRAWAL', { token })).body.value;
    const sent = await member.send(chatUrl, '  My withdrawal <b>W123</b> has not arrived  ');
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(chatUrl);
    const lines = await stored(chatUrl);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ sender: 'visitor', body: 'My withdrawal <b>W123</b> has not arrived' });
    const ticketNo = lines[0]!.ticket_no!;
    expect(ticketNo).toMatch(/^CS\d{8}\d{6}$/);
    expect(lines[1]!.sender).toBe('desk');
    expect(lines[1]!.body).toContain(`Your ticket number is ${ticketNo}`);
    expect(Number(lines[0]!.member_id)).toBeGreaterThan(0);

    await member.send(chatUrl, 'Any news?');
    const html = await (await member.page(chatUrl)).text();
    expect(html).toContain('My withdrawal &lt;b&gt;W123&lt;/b&gt; has not arrived');
    expect(html).toContain('Any news?');
    expect(html).toContain(`Received. It is added to ticket ${ticketNo}.`);
    expect(html).toContain(`data-ticket>${ticketNo}<`);
    expect(await stored(chatUrl)).toHaveLength(4);
  });

  it("refuses a chat to another caller's browser, and an unknown token", async () => {
    const owner = new Browser();
    const { chatUrl } = (await owner.launch('ACCOUNT', { token: await client.tokenFor(winner1.username, winner1.password) })).body.value;
    const other = new Browser();
    await other.launch('ACCOUNT'); // a chat cookie of its own
    const refused = await other.page(chatUrl);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('This chat belongs to someone else');
    expect((await other.send(chatUrl, 'let me in')).status).toBe(403);
    expect((await new Browser().page(chatUrl)).status).toBe(403);
    expect(await stored(chatUrl)).toHaveLength(0);
    expect((await owner.page(`/wps/chat/${'A'.repeat(43)}`)).status).toBe(404);
  });

  it('refuses an empty or too long message on the page, keeping what was typed', async () => {
    const guest = new Browser();
    const { chatUrl } = (await guest.launch('GAMES')).body.value;
    const empty = await guest.send(chatUrl, '   ');
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('input cannot be empty');
    const long = await guest.send(chatUrl, 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('at most 500 characters');
    expect(await stored(chatUrl)).toHaveLength(0);
  });

  it('refuses an unknown desk', async () => {
    const answer = await new Browser().launch('VIP');
    expect(answer.status).toBe(400);
  });
});
