import { sql } from 'kysely';
import { DEMO_ACCOUNTS } from '../src';
import { solvedBotCheck } from './helpers/botCheck';
import { TestClient } from './helpers/client';
import { memberIdOf, rows } from './helpers/db';
import { startServer, type TestServer } from './helpers/server';
import { AGENT_CALLS, agentApi, sealedCall, teamMember, TEAM_PASSWORD } from './helpers/team';

/*
 * Account opening (registerCenter, REGCEN): an agent opens a player or a sub-agent under
 * itself with the register window's rules and bot check, and no captcha; the account logs in at once and is in the
 * agent's tree. Scope: a guest, a player and a trial user cannot open accounts, an agent opens only
 * under itself, and another branch never sees the account.
 */

const { player, trial, agent } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

interface Opened {
  id: number;
  account: string;
  nickname: string;
  type: number;
  kind: string;
  affiliateCode: string | null;
  registeredAt: string;
}

// The opening form solves the bot check of registration, as the register window does (helpers/botCheck.ts).
const open = async (token: string | null, body: Record<string, unknown>, as = client) =>
  sealedCall<Opened>(as, token, 'PUT', AGENT_CALLS.openAccount, { botCheck: await solvedBotCheck(as, 'register'), ...body });
const form = (username: string, extra: Record<string, unknown> = {}) => ({ kind: 'member', username, password: 'Opened123', confirmPassword: 'Opened123', ...extra });
const memberCount = async () => Number((await rows(server, sql<{ n: number }>`SELECT COUNT(*) AS n FROM member`))[0]?.n);
const uplinesOf = async (memberId: number) =>
  rows(server, sql<{ ancestor_id: number; depth: number }>`SELECT ancestor_id, depth FROM agent_tree WHERE descendant_id = ${memberId} AND depth > 0 ORDER BY depth`);

beforeAll(async () => {
  server = await startServer({ authRateLimit: 1000 });
  client = new TestClient(server.url);
  ids.agent01 = await memberIdOf(server, agent.username);
  ids.suba = await teamMember(server, 'suba', 1, ids.agent01, { affiliateCode: 'SUBA01' });
  ids.agentb = await teamMember(server, 'agentb', 1, null, { affiliateCode: 'AGB001' });
  for (const [account, password] of [['agent01', agent.password], ['suba', TEAM_PASSWORD], ['agentb', TEAM_PASSWORD], [player.username, player.password], [trial.username, trial.password]]) {
    tokens[account!] = await client.tokenFor(account!, password!);
  }
});
afterAll(() => server.close());

describe('an agent opens a player account', () => {
  let opened: Opened;

  beforeAll(async () => {
    const answer = await open(tokens.agent01!, form('OpenOne', { nickname: ' Aung Aung ', mobileNum: '09420000777', countryDialingCode: '95' }));
    expect(answer.status).toBe(200);
    opened = answer.body.value;
  });

  it('answers the new account: lower-cased, a player, no invitation code', async () => {
    expect(opened).toMatchObject({ account: 'openone', nickname: 'Aung Aung', type: 0, kind: 'member', affiliateCode: null });
    expect(opened.id).toBe(await memberIdOf(server, 'openone'));
    const [row] = await rows(server, sql<{ parent_id: number; mobile: string }>`SELECT parent_id, mobile FROM member WHERE id = ${opened.id}`);
    expect(row).toEqual({ parent_id: ids.agent01, mobile: '959420000777' });
  });

  it('lets the account log in at once with the password the agent chose', async () => {
    const login = await client.login('OPENONE', 'Opened123');
    expect(login.status).toBe(200);
    expect(login.body.value.user).toMatchObject({ id: opened.id, account: 'openone', type: 0 });
    expect(login.body.value.firstTimeLogin).toBe(true);
    // A player: the agent landing page's login refuses it.
    expect((await client.login('openone', 'Opened123', { scope: 'agent' })).body.errorCode).toBe('login.not.agent');
  });

  it('puts it in the tree and the day figures, under the agent only', async () => {
    expect(await uplinesOf(opened.id)).toEqual([{ ancestor_id: ids.agent01, depth: 1 }]);
    const downline = await agentApi(client, tokens.agent01!)<{ content: { account: string; level: number }[] }>(AGENT_CALLS.downline, { scope: 'direct', pageSize: 100 });
    expect(downline.body.value.content.find((m) => m.account === 'openone')).toMatchObject({ level: 1 });
    const overview = await agentApi(client, tokens.agent01!)<{ newMembers: number }>(AGENT_CALLS.overview);
    // suba (made in beforeAll) and openone joined today.
    expect(overview.body.value.newMembers).toBe(2);
    const theirs = await agentApi(client, tokens.agentb!)<{ totalElements: number }>(AGENT_CALLS.downline);
    expect(theirs.body.value.totalElements).toBe(0);
    expect((await agentApi(client, tokens.agentb!)(AGENT_CALLS.member(opened.id))).status).toBe(404);
  });

  it('gives the account an empty wallet of its own', async () => {
    expect(await server.app.portal.ledger.balanceOf(opened.id)).toBe(0);
  });
});

describe('an agent opens a sub-agent account', () => {
  it('makes an agent with an invitation code of its own, which grows its team', async () => {
    const answer = await open(tokens.suba!, form('subsub', { kind: 'agent' }));
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ account: 'subsub', nickname: 'subsub', type: 1, kind: 'agent' });
    const code = answer.body.value.affiliateCode;
    expect(code).toMatch(/^AG[A-HJKMNP-Z2-9]{8}$/);
    // Two levels below agent01, one below suba.
    expect(await uplinesOf(answer.body.value.id)).toEqual([
      { ancestor_id: ids.suba, depth: 1 },
      { ancestor_id: ids.agent01, depth: 2 },
    ]);
    // It logs in at the agent landing page and reads its (empty) team.
    const login = await client.login('subsub', 'Opened123', { scope: 'agent' });
    expect(login.status).toBe(200);
    expect((await agentApi(client, login.body.value.token)(AGENT_CALLS.overview)).status).toBe(200);
    // Its code is an invitation code like any agent's.
    const check = await client.get<{ agent: string }>(`/wps/agent/affiliate?code=${code!.toLowerCase()}`);
    expect(check.body).toMatchObject({ success: true, value: { agent: 'subsub' } });
    // And it opens accounts under itself.
    const grandchild = await open(login.body.value.token, form('subsubkid'));
    expect(await uplinesOf(grandchild.body.value.id)).toEqual([
      { ancestor_id: answer.body.value.id, depth: 1 },
      { ancestor_id: ids.suba, depth: 2 },
      { ancestor_id: ids.agent01, depth: 3 },
    ]);
  });

  it('draws a different code for every sub-agent', async () => {
    const codes = new Set<string | null>();
    for (let i = 0; i < 5; i += 1) codes.add((await open(tokens.agentb!, form(`codeagent${i}`, { kind: 'agent' }))).body.value.affiliateCode);
    expect(codes.size).toBe(5);
  });
});

describe('the rules of registration, in the reader\'s language', () => {
  it.each([
    ['a taken account (any case)', form('OpenOne'), 'member.account.exists', 'username', 'Account already used'],
    ['an account of the site', form(player.username.toUpperCase()), 'member.account.exists', 'username', 'Account already used'],
    ['a name not starting with a letter', form('1abc'), 'validation.failed', 'username', 'username: must be 4 to 16 letters or digits, starting with a letter'],
    ['a short name', form('abc'), 'validation.failed', 'username', 'username: must be 4 to 16 letters or digits, starting with a letter'],
    ['a short password', form('shortpw', { password: 'abc', confirmPassword: 'abc' }), 'validation.failed', 'password', 'password: must be 6 to 20 characters without spaces'],
    ['a password with a space', form('spacepw', { password: 'abc 12345', confirmPassword: 'abc 12345' }), 'validation.failed', 'password', 'password: must be 6 to 20 characters without spaces'],
    ['another confirmation', form('confirmpw', { confirmPassword: 'Opened124' }), 'validation.failed', 'confirmPassword', 'confirmPassword: inconsistent twice'],
    ['no confirmation', form('confirmpw', { confirmPassword: '' }), 'validation.failed', 'confirmPassword', 'confirmPassword: input cannot be empty'],
    ['a long nickname', form('nicklong', { nickname: 'x'.repeat(21) }), 'validation.failed', 'nickname', 'nickname: must be 1 to 20 characters'],
    ['a number without its dialing code', form('nocode', { mobileNum: '09420000888' }), 'validation.failed', 'countryDialingCode', 'countryDialingCode: input cannot be empty'],
    ['a number in use', form('mobiletaken', { mobileNum: '09420000777', countryDialingCode: '95' }), 'mobile.exists', 'mobileNum', undefined],
    ['an unknown kind', form('kindless', { kind: 'boss' }), 'validation.failed', 'kind', undefined],
  ])('refuses %s and opens nothing', async (_label, body, errorCode, field, message) => {
    const before = await memberCount();
    const answer = await open(tokens.agent01!, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode, value: { field } });
    if (message) expect(answer.body.message).toBe(message);
    expect(await memberCount()).toBe(before);
  });

  it('says it in Burmese and Chinese too', async () => {
    for (const [language, text] of [['MY', 'ဤအကောင့်ကို အသုံးပြုပြီး ဖြစ်ပါသည်'], ['CN', '账号已被使用']]) {
      const reader = new TestClient(server.url, { Language: language!, Merchant: 'DEMO', Device: 'web' });
      expect((await open(tokens.agent01!, form('openone'), reader)).body.message).toBe(text);
    }
  });

  it('opens one account of two sent together with one name', async () => {
    const answers = await Promise.all([open(tokens.agent01!, form('twinname')), open(tokens.agentb!, form('twinname'))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body.errorCode).toBe('member.account.exists');
    expect(await rows(server, sql`SELECT COUNT(*) AS n FROM member WHERE account = 'twinname'`)).toEqual([{ n: 1 }]);
  });
});

describe('who may open accounts, and under whom', () => {
  it('refuses a guest, a player and a trial user, opening nothing', async () => {
    const before = await memberCount();
    const guest = await open(null, form('byguest'));
    expect([guest.status, guest.body.errorCode]).toEqual([401, 'login.not.session']);
    for (const account of [player.username, trial.username]) {
      const refused = await open(tokens[account]!, form(`by${account}`.slice(0, 16)));
      expect([account, refused.status, refused.body.errorCode, refused.body.message]).toEqual([account, 403, 'member.not.agent', 'not an agent']);
    }
    expect(await memberCount()).toBe(before);
  });

  it('always opens under the calling agent: an upline in the body is not a field', async () => {
    const answer = await open(tokens.agentb!, form('pickedup', { parentId: ids.agent01, agentId: ids.agent01, type: 42 }));
    expect(answer.status).toBe(200);
    expect(answer.body.value.type).toBe(0);
    expect(await uplinesOf(answer.body.value.id)).toEqual([{ ancestor_id: ids.agentb, depth: 1 }]);
  });

  it('takes the password only sealed (an E call)', async () => {
    const plain = await client.call('PUT', AGENT_CALLS.openAccount, { token: tokens.agent01, body: form('plainbody') });
    expect(plain.body.errorCode).toBe('encryption.required');
    expect(await rows(server, sql`SELECT id FROM member WHERE account = 'plainbody'`)).toEqual([]);
  });
});
