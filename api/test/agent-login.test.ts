import { DEMO_ACCOUNTS } from '../src';
import { TestClient } from './helpers/client';
import { startServer, type TestServer } from './helpers/server';

const { player, agent } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

const sessionCount = () => server.app.portal.db.selectFrom('session_token').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

describe('POST /wps/session/login with the agent scope (the agent landing page)', () => {
  it('logs an agent in', async () => {
    const answer = await client.login(agent.username, agent.password, { scope: 'agent' });
    expect(answer.status).toBe(200);
    expect(answer.body.value.user).toMatchObject({ account: agent.username, type: agent.type });
  });

  it('refuses a player with "Non-agents cannot log in" and opens no session', async () => {
    const before = Number((await sessionCount()).n);
    const answer = await client.login(player.username, player.password, { scope: 'agent' });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'login.not.agent', message: 'Non-agents cannot log in' });
    expect(Number((await sessionCount()).n)).toBe(before);
  });

  it('still checks the password first, revealing nothing about the account', async () => {
    const answer = await client.login(player.username, 'wrong-password', { scope: 'agent' });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('login.wrong.credentials');
  });

  it('answers in the request language', async () => {
    const answer = await client.sealed('POST', '/wps/session/login', { type: 'username', username: player.username, password: player.password, scope: 'agent' }, { headers: { Language: 'CN' } });
    expect(answer.body.message).toBe('非代理账号无法登录');
  });

  it('rejects an unknown scope as bad input', async () => {
    const answer = await client.login(agent.username, agent.password, { scope: 'boss' });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('validation.failed');
  });
});
