import { DEMO_ACCOUNTS } from '../src';
import { notify } from '../src/messages/notify';
import { TestClient } from './helpers/client';
import { memberIdOf } from './helpers/db';
import { startServer, type TestServer } from './helpers/server';

const { player, old } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;
let token: string;
let otherToken: string;
let memberId: number;
let otherId: number;

interface MessageItem {
  id: number;
  title: string;
  content: string;
  type: string;
  createdAt: string;
  read: boolean;
}
interface MessagePage {
  content: MessageItem[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
}

const unread = async (as = token) => (await client.get<{ count: number }>('/wps/relay/CSP_unreadCount', { token: as })).body.value.count;
const messages = (query = '', language = 'EN', as = token) =>
  client.get<MessagePage>(`/wps/member/messages${query}`, { token: as, headers: { Language: language } });
const read = (id: number | string, as = token) => client.call<{ count: number }>('PUT', `/wps/member/messages/${id}/read`, { token: as });

beforeAll(async () => {
  server = await startServer();
  client = new TestClient(server.url);
  token = await client.tokenFor(player.username, player.password);
  otherToken = await client.tokenFor(old.username, old.password);
  memberId = await memberIdOf(server, player.username);
  otherId = await memberIdOf(server, old.username);
});
afterAll(() => server.close());

describe('the welcome message (seed step messages)', () => {
  it('is unread and reads in the request language', async () => {
    expect(await unread()).toBe(1);
    const en = await messages();
    expect(en.status).toBe(200);
    expect(en.body.value).toMatchObject({ pageNum: 1, pageSize: 20, totalPages: 1, totalElements: 1 });
    const [welcome] = en.body.value.content;
    expect(welcome).toMatchObject({ type: 'welcome', title: 'Welcome to the portal', read: false });
    expect(welcome!.content).toContain('Welcome, ');
    expect(new Date(welcome!.createdAt).toISOString()).toBe(welcome!.createdAt);

    const cn = (await messages('', 'CN')).body.value.content[0]!;
    expect(cn.title).toBe('欢迎来到本站');
    const my = (await messages('', 'MY')).body.value.content[0]!;
    expect(my.title).toBe('ပေါ်တယ်မှ ကြိုဆိုပါသည်');
    expect(cn.id).toBe(welcome!.id);
  });

  it('other members have none', async () => {
    expect(await unread(otherToken)).toBe(0);
    expect((await messages('', 'EN', otherToken)).body.value).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });
});

describe('notifications as messages', () => {
  it('renders a money notification with its amount, in every language', async () => {
    await notify(server.app.portal.db, memberId, { type: 'depositCredited', amount: 123450 });
    expect(await unread()).toBe(2);
    const [latest] = (await messages()).body.value.content;
    expect(latest).toMatchObject({ type: 'depositCredited', title: 'Deposit credited', read: false });
    expect(latest!.content).toBe('Your deposit of K 1,234.50 has been credited to your main wallet.');
    const my = (await messages('', 'MY')).body.value.content[0]!;
    expect(my.content).toContain('K 1,234.50');
    const cn = (await messages('', 'CN')).body.value.content[0]!;
    expect(cn.content).toBe('您的存款K 1,234.50已存入主钱包。');
  });

  it('keeps a free-text title of a new message', async () => {
    await notify(server.app.portal.db, memberId, { type: 'newMessage', title: 'Maintenance on Sunday' });
    const [latest] = (await messages()).body.value.content;
    expect(latest).toMatchObject({ type: 'newMessage', title: 'Maintenance on Sunday', content: 'You have a new message: Maintenance on Sunday' });
  });

  it('pages newest first', async () => {
    for (let i = 0; i < 4; i += 1) await notify(server.app.portal.db, memberId, { type: 'withdrawalRejected', amount: 1000 * (i + 1) });
    const all = (await messages('?pageSize=100')).body.value;
    expect(all.totalElements).toBe(7);
    const ids = all.content.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const page2 = (await messages('?pageNo=2&pageSize=3')).body.value;
    expect(page2).toMatchObject({ pageNum: 2, pageSize: 3, totalPages: 3, totalElements: 7 });
    expect(page2.content.map((m) => m.id)).toEqual(ids.slice(3, 6));
    const page3 = (await messages('?pageNo=3&pageSize=3')).body.value;
    expect(page3.content.map((m) => m.id)).toEqual(ids.slice(6));
  });

  it('refuses a page size above 100', async () => {
    const answer = await messages('?pageSize=101');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'pageSize' } });
  });
});

describe('reading', () => {
  it('marks the member’s own message read and answers the unread count after', async () => {
    const before = await unread();
    const [first] = (await messages()).body.value.content;
    const answer = await read(first!.id);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ count: before - 1 });
    expect(await unread()).toBe(before - 1);
    expect((await messages()).body.value.content[0]).toMatchObject({ id: first!.id, read: true });
    // Reading again changes nothing.
    expect((await read(first!.id)).body.value).toEqual({ count: before - 1 });
  });

  it('answers 404 for another member’s message or one that does not exist', async () => {
    await notify(server.app.portal.db, otherId, { type: 'newMessage', title: 'For olduser only' });
    const theirs = (await messages('', 'EN', otherToken)).body.value.content[0]!;
    const answer = await read(theirs.id);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'not.found' });
    expect((await messages('', 'EN', otherToken)).body.value.content[0]!.read).toBe(false);
    expect((await read(999_999)).status).toBe(404);
    expect((await read('abc')).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await client.get('/wps/relay/CSP_unreadCount')).status).toBe(401);
    expect((await client.get('/wps/member/messages')).body.errorCode).toBe('login.not.session');
    expect((await read(1, '')).status).toBe(401);
  });
});
