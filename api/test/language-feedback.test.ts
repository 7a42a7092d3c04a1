import { solvedBotCheck } from './helpers/botCheck';
import { DEMO_ACCOUNTS } from '../src';
import { TestClient } from './helpers/client';
import { memberIdOf } from './helpers/db';
import { solvedCaptcha } from './helpers/forms';
import { ADMIN_TOKEN, outbox } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';

const { player } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, authRateLimit: 1000 });
  client = new TestClient(server.url);
});
afterAll(() => server.close());

describe('PUT /wps/member/language (T)', () => {
  it('stores the language on the member; the outbox then writes in it', async () => {
    const token = await client.tokenFor(player.username, player.password);
    const answer = await client.call('PUT', '/wps/member/language', { token, body: { language: 'CN' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, value: null, message: null, errorCode: null });
    expect(await server.app.portal.db.selectFrom('member').select('language').where('account', '=', 'demo').executeTakeFirst()).toEqual({ language: 'CN' });

    // The request is in English; the SMS follows the member's language.
    await client.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '9420000001', countryDialingCode: '95', purpose: 'forgot', botCheck: await solvedBotCheck(client, 'sms') } });
    const [sms] = await outbox(client, '959420000001');
    expect(sms?.body).toMatch(/^您的验证码为[0-9]{6}/);
  });

  it('needs a session and one of MY, EN, CN', async () => {
    expect((await client.call('PUT', '/wps/member/language', { body: { language: 'EN' } })).status).toBe(401);
    const token = await client.tokenFor(player.username, player.password);
    const japanese = await client.call('PUT', '/wps/member/language', { token, body: { language: 'JA' } });
    expect(japanese.status).toBe(400);
    expect(japanese.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'language' } });
  });
});

describe('PUT /wps/feedback', () => {
  const content = 'The deposit from yesterday has not arrived yet.';
  const feedback = async (fields: Record<string, unknown>, token: string | null = null) =>
    client.call('PUT', '/wps/feedback', { token, body: { content, sender: 'visitor', type: 1, ...(await solvedCaptcha(client, server)), ...fields } });
  const stored = () =>
    server.app.portal.db.selectFrom('feedback').select(['member_id', 'sender', 'type', 'content', 'language']).orderBy('id', 'desc').limit(1).executeTakeFirst();

  it('stores anonymous feedback, trimmed', async () => {
    const answer = await feedback({ content: `   ${content}   `, type: 0 });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, value: null, message: null, errorCode: null });
    expect(await stored()).toEqual({ member_id: null, sender: 'visitor', type: 0, content, language: 'EN' });
  });

  it('stores the member with the feedback when a token comes with it; a dead token is just anonymous', async () => {
    const token = await client.tokenFor(player.username, player.password);
    expect((await feedback({ type: 6 }, token)).status).toBe(200);
    const id = await memberIdOf(server, 'demo');
    expect(await stored()).toMatchObject({ member_id: id, sender: 'demo', type: 6 });
    expect((await feedback({}, 'f'.repeat(64))).status).toBe(200);
    expect(await stored()).toMatchObject({ member_id: null });
  });

  it.each([
    ['too short once trimmed', `  ${'x'.repeat(19)}      `],
    ['too long', 'x'.repeat(201)],
  ])('refuses a description %s: 400 feedback.invalid with the field', async (_label, text) => {
    const answer = await feedback({ content: text });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, value: { field: 'content' }, message: 'content: must be 20 to 200 characters', errorCode: 'feedback.invalid' });
  });

  it('counts characters, not bytes (Burmese and Chinese text)', async () => {
    expect((await feedback({ content: '我的存款还没有到账，请帮我查一下谢谢客服' })).status).toBe(200);
    const burmese = await feedback({ content: 'ငွေမရောက်ပါ' }, null);
    expect(burmese.body).toMatchObject({ errorCode: 'feedback.invalid' });
    const inBurmese = await client.call('PUT', '/wps/feedback', { headers: { Language: 'MY' }, body: { content: 'short', type: 1, ...(await solvedCaptcha(client, server)) } });
    expect(inBurmese.body.message).toBe('content: စာလုံး 20 လုံးမှ 200 လုံးအထိ ဖြစ်ရမည်');
  });

  it('requires a right captcha', async () => {
    const missing = await client.call('PUT', '/wps/feedback', { body: { content, type: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, value: { needCaptcha: true }, message: 'captcha required', errorCode: 'captcha.invalid' });
    const wrong = await feedback({ captcha: 'abcd' });
    expect(wrong.body).toMatchObject({ errorCode: 'captcha.invalid', message: 'Verification code is not valid' });
  });

  it('answers bad input with 400 and the field', async () => {
    expect((await feedback({ type: 5 })).body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'type' } });
    expect((await feedback({ content: '   ' })).body).toEqual({ success: false, value: { field: 'content' }, message: 'content: input cannot be empty', errorCode: 'validation.failed' });
    expect((await client.call('PUT', '/wps/feedback', { body: { type: 1 } })).body).toMatchObject({ value: { field: 'content' } });
  });
});
