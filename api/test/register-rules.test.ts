import { TestClient } from './helpers/client';
import { registerForm } from './helpers/forms';
import { ADMIN_TOKEN, readSetting, setFlags, writeSetting } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, authRateLimit: 1000 });
  client = new TestClient(server.url);
});
afterAll(() => server.close());

type Rules = Record<string, { enabled: boolean; required: boolean; acceptedPattern: string; patternId: string; minLength: number | '*'; maxLength: number | '*' }>;

/** Every registration field of spec §3 that has a rule. */
const SPEC_FIELDS = [
  'username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'captcha',
  'verificationCode', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber',
];

const rules = async () => (await client.get<Rules>('/wps/system/setting/register')).body.value;
const siteRegister = async () => (await client.get<{ info: { register: Rules } }>('/wps/system/permission')).body.value.info.register;
const register = async (fields: Record<string, unknown>, headers: Record<string, string> = {}) =>
  client.sealed<{ token: string; user: { id: number; account: string } }>('PUT', '/wps/member/register', await registerForm(client, server, fields), { headers });
const memberRow = (account: string) => server.app.portal.db.selectFrom('member').selectAll().where('account', '=', account).executeTakeFirst();
const profileOf = (account: string) =>
  server.app.portal.db
    .selectFrom('member_profile as p')
    .innerJoin('member as m', 'm.id', 'p.member_id')
    .select(['p.field', 'p.value'])
    .where('m.account', '=', account)
    .orderBy('p.field')
    .execute();

/** Changes the site's field settings for one test, then puts them back. */
async function withFields<T>(fields: Record<string, unknown>, run: () => Promise<T>): Promise<T> {
  const before = await readSetting(server, 'registerFields');
  await writeSetting(server, 'registerFields', { ...(before as object), ...fields });
  try {
    return await run();
  } finally {
    await writeSetting(server, 'registerFields', before);
  }
}

describe('the register rule set', () => {
  it('is one and the same in GET /wps/system/setting/register and info.register, for every field of spec §3', async () => {
    const served = await rules();
    expect(served).toEqual(await siteRegister());
    expect(Object.keys(served).sort()).toEqual([...SPEC_FIELDS].sort());
    for (const rule of Object.values(served)) {
      expect(Object.keys(rule).sort()).toEqual(['acceptedPattern', 'enabled', 'maxLength', 'minLength', 'patternId', 'required']);
      expect(() => new RegExp(rule.acceptedPattern, 'u')).not.toThrow();
    }
  });

  it('enables on the demo site: the account fields and captcha (required), e-mail, bank name and invitation code (optional)', async () => {
    const served = await rules();
    const enabled = Object.entries(served).filter(([, rule]) => rule.enabled).map(([field, rule]) => `${field}${rule.required ? '*' : ''}`);
    expect(enabled.sort()).toEqual(['affiliateCode', 'captcha*', 'confirmPassword*', 'email', 'password*', 'payeeName', 'username*'].sort());
  });

  it('makes mobileNum enabled and required while MOBILENUMREG3 is on', async () => {
    await setFlags(client, { MOBILENUMREG3: true });
    try {
      expect((await rules()).mobileNum).toMatchObject({ enabled: true, required: true, patternId: 'DIGITS', minLength: 7, maxLength: 15 });
      expect((await siteRegister()).mobileNum).toMatchObject({ enabled: true, required: true });
    } finally {
      await setFlags(client, { MOBILENUMREG3: false });
    }
    expect((await rules()).mobileNum).toMatchObject({ enabled: false });
  });
});

describe('PUT /wps/member/register validates by the site\'s rules', () => {
  it('takes the username rule from the rule set, message included', async () => {
    await withFields({ username: { minLength: 6, maxLength: 10 } }, async () => {
      expect((await rules()).username).toMatchObject({ minLength: 6, maxLength: 10 });
      const short = await register({ username: 'abcde' });
      expect(short.status).toBe(400);
      expect(short.body).toEqual({
        success: false,
        value: { field: 'username' },
        message: 'username: must be 6 to 10 letters or digits, starting with a letter',
        errorCode: 'validation.failed',
      });
      const burmese = await register({ username: 'abcde' }, { Language: 'MY' });
      expect(burmese.body.message).toBe('username: အက္ခရာဖြင့် စတင်ပြီး အက္ခရာ သို့မဟုတ် ဂဏန်း 6 လုံးမှ 10 လုံးအထိ ဖြစ်ရမည်');
      const chinese = await register({ username: 'abcde' }, { Language: 'CN' });
      expect(chinese.body.message).toBe('username: 必须为6到10位字母或数字，并以字母开头');
      expect((await register({ username: 'abcdef' })).status).toBe(200);
    });
    // Back to 4–16.
    expect((await register({ username: 'abcd' })).status).toBe(200);
  });

  it('ignores a disabled field, whatever it holds, and keeps nothing of it', async () => {
    const answer = await register({ username: 'ignoresqq', qqNum: 'not digits!', wechat: 'has spaces in it' });
    expect(answer.status).toBe(200);
    expect(await profileOf('ignoresqq')).toEqual([
      { field: 'domain', value: 'localhost' },
      { field: 'registerUrl', value: 'http://localhost:8080/' },
    ]);
  });

  it('checks an enabled field by its rule: required, pattern, length; and stores it', async () => {
    await withFields({ qqNum: { enabled: true, required: true } }, async () => {
      const missing = await register({ username: 'qqmissing' });
      expect(missing.body).toEqual({ success: false, value: { field: 'qqNum' }, message: 'qqNum: input cannot be empty', errorCode: 'validation.failed' });
      const blank = await register({ username: 'qqblank', qqNum: '   ' });
      expect(blank.body).toMatchObject({ value: { field: 'qqNum' }, message: 'qqNum: input cannot be empty' });
      const letters = await register({ username: 'qqletters', qqNum: '12345a' });
      expect(letters.body).toMatchObject({ value: { field: 'qqNum' }, message: 'qqNum: must be 5 to 12 digits' });
      const long = await register({ username: 'qqlong', qqNum: '1'.repeat(13) });
      expect(long.body).toMatchObject({ value: { field: 'qqNum' }, message: 'qqNum: must be 5 to 12 digits' });
      expect((await register({ username: 'qqgood', qqNum: '123456' })).status).toBe(200);
      expect(await profileOf('qqgood')).toContainEqual({ field: 'qqNum', value: '123456' });
    });
  });

  it('checks the optional e-mail when given and stores e-mail and bank account name on the member', async () => {
    const bad = await register({ username: 'mailbad', email: 'not-an-email' });
    expect(bad.body).toEqual({
      success: false,
      value: { field: 'email' },
      message: 'email: must be a valid email address of at most 64 characters',
      errorCode: 'validation.failed',
    });
    expect((await register({ username: 'mailnone', email: '' })).status).toBe(200);
    expect((await register({ username: 'mailgood', email: 'Mail.Good@Example.com', payeeName: '  Aung Aung  ' })).status).toBe(200);
    expect(await memberRow('mailgood')).toMatchObject({ email: 'mail.good@example.com', payee_name: 'Aung Aung', language: 'EN', mobile: null, parent_id: null });
  });

  it('hashes an enabled payment password', async () => {
    await withFields({ paymentPassword: { enabled: true } }, async () => {
      expect((await register({ username: 'paybad', paymentPassword: '12ab56' })).body).toMatchObject({ value: { field: 'paymentPassword' }, message: 'paymentPassword: must be 6 digits' });
      expect((await register({ username: 'paygood', paymentPassword: '654321' })).status).toBe(200);
      expect(String((await memberRow('paygood'))?.payment_password_hash)).toMatch(/^scrypt\$/);
    });
  });

  it('skips the captcha when the site disables it', async () => {
    await withFields({ captcha: { enabled: false } }, async () => {
      const answer = await register({ username: 'nocaptcha', captcha: undefined, captchaKey: undefined });
      expect(answer.status).toBe(200);
    });
    const required = await register({ username: 'needcaptcha', captcha: undefined });
    expect(required.body.errorCode).toBe('captcha.invalid');
  });

  it('is refused while USERNAMEREG3 is off', async () => {
    await setFlags(client, { USERNAMEREG3: false });
    try {
      const answer = await register({ username: 'flagoff' });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ errorCode: 'function.disabled', message: 'Not enabled function, please contact customer service.' });
    } finally {
      await setFlags(client, { USERNAMEREG3: true });
    }
  });
});

describe('affiliates', () => {
  it('GET /wps/agent/affiliate names the agent of a valid code, in any case', async () => {
    for (const code of ['AG1001', 'ag1001']) {
      const answer = await client.get(`/wps/agent/affiliate?code=${code}&domain=localhost`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, value: { agent: 'agent01' }, message: null, errorCode: null });
    }
  });

  it('answers an unknown code with 400 affiliate.invalid, a missing one with validation.failed', async () => {
    const unknown = await client.get('/wps/agent/affiliate?code=NOPE99&domain=localhost');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ success: false, value: null, message: 'Invalid invitation code', errorCode: 'affiliate.invalid' });
    const missing = await client.get('/wps/agent/affiliate?domain=localhost');
    expect(missing.body).toMatchObject({ value: { field: 'code' }, errorCode: 'validation.failed' });
  });

  it('links a member registered with a valid code to that agent', async () => {
    // (A member's referral code with it: api/test/referral.test.ts; an unknown one is refused there.)
    const answer = await register({ username: 'downline1', affiliateCode: 'ag1001' });
    expect(answer.status).toBe(200);
    const agent = await memberRow('agent01');
    expect((await memberRow('downline1'))?.parent_id).toBe(agent?.id);
  });

  it('refuses a registration with an unknown code and creates nothing', async () => {
    const answer = await register({ username: 'downline2', affiliateCode: 'ZZ9999' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, value: { field: 'affiliateCode' }, message: 'Invalid invitation code', errorCode: 'affiliate.invalid' });
    expect(await memberRow('downline2')).toBeUndefined();
  });
});
