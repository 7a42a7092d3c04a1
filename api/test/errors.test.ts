import { TestClient } from './helpers/client';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
const logged: string[] = [];

beforeAll(async () => {
  const logger = { level: 'error', stream: { write: (line: string) => void logged.push(line) } };
  server = await startServer({ logger }, (app) => {
    // A route that fails the way a bug would, to see what a client is told and what the log keeps.
    app.get('/wps/test/boom', async () => {
      throw new Error('secret internals: connection string postgres://user:pw@db');
    });
  });
});
afterAll(() => server.close());

describe('the envelope of failures', () => {
  it('turns an unexpected error into 500 system.error without its details', async () => {
    const answer = await new TestClient(server.url).get('/wps/test/boom');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ success: false, value: null, message: 'An unknown error occured.', errorCode: 'system.error' });
    expect(JSON.stringify(answer.body)).not.toContain('secret');
    expect(logged.join('')).toContain('secret internals');
  });

  it('answers an unknown /wps path with a 404 envelope', async () => {
    const answer = await new TestClient(server.url).call('POST', '/wps/nothing', { body: {} });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'not.found', message: 'Not found' });
  });

  it('answers a body that is not JSON with 400 validation.failed', async () => {
    const response = await fetch(`${server.url}/wps/session/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Language: 'EN' }, body: '{not json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });

  it('answers in EN for a language the API does not ship, MY when none is given', async () => {
    const japanese = await new TestClient(server.url, { Language: 'JA' }).get('/wps/nothing');
    expect(japanese.body.message).toBe('Not found');
    const none = await new TestClient(server.url, {}).get('/wps/nothing');
    expect(none.body.message).toBe('ရှာမတွေ့ပါ');
  });
});
