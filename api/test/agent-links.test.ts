import { sql } from 'kysely';
import { DEMO_ACCOUNTS } from '../src';
import { createMember } from '../src/registration';
import { TestClient } from './helpers/client';
import { memberIdOf, rows } from './helpers/db';
import { clientFrom, registerForm } from './helpers/forms';
import { startServer, type TestServer } from './helpers/server';
import { AGENT_CALLS, agentApi, teamMember, TEAM_PASSWORD } from './helpers/team';

/*
 * Invite links (referral link management): an agent makes links of a kind, registration
 * through a link's code (the register window's `affiliateCode`) puts the new account under the agent
 * as that kind and counts on the link, and a disabled link's code is 'Invalid invitation code'. Only
 * the link's agent lists or disables it.
 */

const { player, trial, agent } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let visitors = 0;

interface Link {
  id: number;
  code: string;
  path: string;
  kind: string;
  name: string | null;
  status: string;
  registered: number;
  createdAt: string;
  disabledAt: string | null;
}
interface LinkPage {
  content: Link[];
  totalElements: number;
}

const create = (token: string | null, body: Record<string, unknown>) => client.call<Link>('POST', AGENT_CALLS.links, { token, body });
const list = (token: string, query: Record<string, string | number> = {}) => agentApi(client, token)<LinkPage>(AGENT_CALLS.links, query);
const disable = (token: string | null, id: number) => client.call<Link>('PUT', AGENT_CALLS.disableLink(id), { token });
const linkRow = async (id: number) => (await rows(server, sql<{ registered: number; enabled: number }>`SELECT registered, enabled FROM agent_link WHERE id = ${id}`))[0];

/** Registers through the register window with a code, as a visitor from the link would. */
async function registerWith(username: string, affiliateCode: string) {
  visitors += 1;
  const visitor = clientFrom(server.url, `10.15.0.${visitors}`);
  return visitor.sealed<{ token: string; user: { id: number; type: number } }>(
    'PUT',
    '/wps/member/register',
    await registerForm(visitor, server, { username, password: TEAM_PASSWORD, confirmPassword: TEAM_PASSWORD, affiliateCode }),
  );
}
const uplineOf = async (account: string) => (await rows(server, sql<{ parent_id: number | null; type: number; affiliate_code: string | null }>`SELECT parent_id, type, affiliate_code FROM member WHERE account = ${account}`))[0];

beforeAll(async () => {
  server = await startServer({ authRateLimit: 1000 });
  client = new TestClient(server.url);
  ids.agent01 = await memberIdOf(server, agent.username);
  ids.agentb = await teamMember(server, 'agentb', 1, null, { affiliateCode: 'AGB001' });
  for (const [account, password] of [['agent01', agent.password], ['agentb', TEAM_PASSWORD], [player.username, player.password], [trial.username, trial.password]]) {
    tokens[account!] = await client.tokenFor(account!, password!);
  }
});
afterAll(() => server.close());

describe('making links', () => {
  it('makes a link of each kind with a code of its own', async () => {
    const players = await create(tokens.agent01!, { kind: 'member', name: ' Facebook group ' });
    expect(players.status).toBe(200);
    expect(players.body.value).toMatchObject({ kind: 'member', name: 'Facebook group', status: 'enabled', registered: 0, disabledAt: null });
    expect(players.body.value.code).toMatch(/^L[A-HJKMNP-Z2-9]{8}$/);
    expect(players.body.value.path).toBe(`/register?affiliateCode=${players.body.value.code}`);
    const agents = await create(tokens.agent01!, { kind: 'agent' });
    expect(agents.body.value).toMatchObject({ kind: 'agent', name: null, status: 'enabled' });
    expect(agents.body.value.code).not.toBe(players.body.value.code);
    // No link code is any agent's own code.
    expect(await rows(server, sql`SELECT l.id FROM agent_link l JOIN member m ON m.affiliate_code = l.code`)).toEqual([]);
  });

  it('refuses a link without a kind, of another kind, or with a label too long', async () => {
    expect((await create(tokens.agent01!, {})).body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'kind' } });
    expect((await create(tokens.agent01!, { kind: 'vip' })).body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'kind' } });
    const long = await create(tokens.agent01!, { kind: 'member', name: 'x'.repeat(33) });
    expect(long.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'name' }, message: 'name: must be at most 32 characters on one line' });
    expect((await create(tokens.agent01!, { kind: 'member', name: 'two\nlines' })).body).toMatchObject({ value: { field: 'name' } });
  });
});

describe('registering through a link', () => {
  let players: Link;
  let agents: Link;

  beforeAll(async () => {
    players = (await create(tokens.agent01!, { kind: 'member' })).body.value;
    agents = (await create(tokens.agent01!, { kind: 'agent' })).body.value;
  });

  it('is an invitation code the register window can check first', async () => {
    const check = await client.get<{ agent: string }>(`/wps/agent/affiliate?code=${players.code.toLowerCase()}&domain=localhost`);
    expect(check.body).toMatchObject({ success: true, value: { agent: 'agent01' } });
  });

  it('puts a player under the agent and counts it on the link', async () => {
    const answer = await registerWith('linkplayer', players.code.toLowerCase());
    expect(answer.status).toBe(200);
    expect(answer.body.value.user.type).toBe(0);
    expect(await uplineOf('linkplayer')).toEqual({ parent_id: ids.agent01, type: 0, affiliate_code: null });
    expect((await linkRow(players.id))?.registered).toBe(1);
  });

  it('makes a sub-agent with its own code through an agent link', async () => {
    const answer = await registerWith('linkagent', agents.code);
    expect(answer.status).toBe(200);
    expect(answer.body.value.user.type).toBe(1);
    const row = await uplineOf('linkagent');
    expect(row).toMatchObject({ parent_id: ids.agent01, type: 1 });
    expect(row?.affiliate_code).toMatch(/^AG[A-HJKMNP-Z2-9]{8}$/);
    // Its own code registers players under it.
    expect((await registerWith('linkagentkid', row!.affiliate_code!)).status).toBe(200);
    expect((await uplineOf('linkagentkid'))?.parent_id).toBe(answer.body.value.user.id);
    expect((await linkRow(agents.id))?.registered).toBe(1);
  });

  it("lists the agent's links newest first with their counts", async () => {
    const page = (await list(tokens.agent01!, { pageSize: 100 })).body.value;
    expect(page.content.map((l) => l.id)).toEqual([...page.content.map((l) => l.id)].sort((a, b) => b - a));
    expect(page.content.find((l) => l.id === players.id)).toMatchObject({ registered: 1, status: 'enabled' });
    expect(page.content.find((l) => l.id === agents.id)).toMatchObject({ registered: 1 });
    expect(page.totalElements).toBe(4);
    const firstPage = (await list(tokens.agent01!, { pageSize: 1, pageNo: 2 })).body.value;
    expect(firstPage.content.map((l) => l.id)).toEqual([page.content[1]?.id]);
  });

  it("keeps the agent's own code: a player under it, counted on no link", async () => {
    expect((await registerWith('owncode', 'ag1001')).status).toBe(200);
    expect(await uplineOf('owncode')).toMatchObject({ parent_id: ids.agent01, type: 0 });
    expect((await linkRow(players.id))?.registered).toBe(1);
  });

  describe('a disabled link', () => {
    let disabled: Link;

    beforeAll(async () => {
      const answer = await disable(tokens.agent01!, players.id);
      expect(answer.status).toBe(200);
      disabled = answer.body.value;
    });

    it('says so, and keeps its count', () => {
      expect(disabled).toMatchObject({ id: players.id, status: 'disabled', registered: 1 });
      expect(disabled.disabledAt).not.toBeNull();
    });

    it("refuses its code as 'Invalid invitation code', creating nobody and counting nothing", async () => {
      const members = await rows(server, sql`SELECT COUNT(*) AS n FROM member`);
      const refused = await registerWith('latecomer', players.code);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errorCode: 'affiliate.invalid', message: 'Invalid invitation code', value: { field: 'affiliateCode' } });
      expect(await rows(server, sql`SELECT COUNT(*) AS n FROM member`)).toEqual(members);
      expect(await linkRow(players.id)).toEqual({ registered: 1, enabled: 0 });
      const check = await client.get(`/wps/agent/affiliate?code=${players.code}`);
      expect(check.body).toMatchObject({ errorCode: 'affiliate.invalid', message: 'Invalid invitation code' });
    });

    it('stays disabled when disabled again, and the other links still work', async () => {
      const again = await disable(tokens.agent01!, players.id);
      expect(again.body.value).toEqual(disabled);
      expect((await registerWith('stillopen', agents.code)).status).toBe(200);
      expect((await linkRow(agents.id))?.registered).toBe(2);
    });

    it('is filtered by status', async () => {
      const off = (await list(tokens.agent01!, { status: 'disabled' })).body.value;
      expect(off.content.map((l) => l.id)).toEqual([players.id]);
      const on = (await list(tokens.agent01!, { status: 'enabled' })).body.value;
      expect(on.content.every((l) => l.status === 'enabled')).toBe(true);
      expect(on.totalElements).toBe(3);
    });

    it('refuses a registration that was under way when the link was disabled (checked in its transaction)', async () => {
      // The code was looked up while enabled; the count, in the member's transaction, finds it disabled.
      const before = await rows(server, sql`SELECT COUNT(*) AS n FROM member`);
      const attempt = createMember(server.app.portal, { merchantId: 1, account: 'racedlink', nickname: 'racedlink', type: 0, password: TEAM_PASSWORD, parentId: ids.agent01, inviteLinkId: players.id });
      await expect(attempt).rejects.toMatchObject({ errorCode: 'affiliate.invalid' });
      expect(await rows(server, sql`SELECT COUNT(*) AS n FROM member`)).toEqual(before);
    });
  });
});

describe('scope', () => {
  it("shows an agent only its own links, and answers another agent's link as unknown", async () => {
    const mine = (await create(tokens.agentb!, { kind: 'member' })).body.value;
    const theirs = (await list(tokens.agent01!, { pageSize: 100 })).body.value;
    expect(theirs.content.some((l) => l.id === mine.id)).toBe(false);
    expect((await list(tokens.agentb!)).body.value.content.map((l) => l.id)).toEqual([mine.id]);
    const unknown = await disable(tokens.agent01!, 2_000_000);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'agent.link.not.found', message: 'No such invite link' });
    const foreign = await disable(tokens.agent01!, mine.id);
    expect(foreign.body).toEqual(unknown.body);
    expect(await linkRow(mine.id)).toEqual({ registered: 0, enabled: 1 });
  });

  it('refuses a guest, a player and a trial user on every link call', async () => {
    const calls = [() => list(''), () => create(null, { kind: 'member' }), () => disable(null, 1)];
    for (const call of calls) expect((await call()).body.errorCode).toBe('login.not.session');
    for (const account of [player.username, trial.username]) {
      const token = tokens[account]!;
      for (const answer of [await list(token), await create(token, { kind: 'member' }), await disable(token, 1)]) {
        expect([account, answer.status, answer.body.errorCode]).toEqual([account, 403, 'member.not.agent']);
      }
    }
    expect(await rows(server, sql`SELECT COUNT(*) AS n FROM agent_link WHERE agent_id NOT IN (${ids.agent01}, ${ids.agentb})`)).toEqual([{ n: 0 }]);
  });
});
