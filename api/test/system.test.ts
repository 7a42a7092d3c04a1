import { TestClient } from './helpers/client';
import { startServer, type TestServer } from './helpers/server';

const ADMIN_TOKEN = 'test-admin-token';
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
});
afterAll(() => server.close());

const admin = (path: string, body: unknown, token: string | null = ADMIN_TOKEN) =>
  client.call('PUT', `/wps/admin/system/${path}`, { body, headers: token === null ? {} : { 'Admin-Token': token } });

describe('GET /wps/system/status', () => {
  it('answers status 0 with the visitor ip', async () => {
    const answer = await client.get('/wps/system/status');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, value: { status: 0, title: null, message: null, maintenanceEnd: null, ip: '127.0.0.1' }, message: null, errorCode: null });
  });

  it('uses X-Forwarded-For as the visitor ip', async () => {
    const answer = await client.get('/wps/system/status', { headers: { 'X-Forwarded-For': '198.51.100.23' } });
    expect(answer.body.value).toMatchObject({ ip: '198.51.100.23' });
  });
});

describe('GET /wps/system/permission', () => {
  it('answers the site config of spec §3', async () => {
    const answer = await client.get<{ info: Record<string, unknown> }>('/wps/system/permission');
    expect(answer.status).toBe(200);
    const info = answer.body.value.info;
    expect(Object.keys(info).sort()).toEqual(
      ['analytics', 'customerService', 'domainRoute', 'imageCDNs', 'launchGameCDNs', 'location', 'mainDomain', 'maintenance', 'maintenanceEnd', 'referral', 'regionRestriction', 'register', 'resources', 'whitelabel'].sort(),
    );
    expect(info.whitelabel).toEqual({
      USERNAMEREG3: true,
      MOBILENUMREG3: false,
      MOBILENUMPASSREG3: false,
      REGMOBVERF3: false,
      FREEPLAY3: false,
      PWDEXPFORCECHANGE3: true,
      MOBILEVERCODELOGIN3: false,
      AGENTPOLICY3: true,
      PTSYS3: true,
      MANPLAYREB3: true,
    });
    const register = info.register as Record<string, Record<string, unknown>>;
    for (const field of ['username', 'password', 'confirmPassword', 'captcha']) {
      expect(Object.keys(register[field] ?? {}).sort()).toEqual(['acceptedPattern', 'enabled', 'maxLength', 'minLength', 'patternId', 'required']);
      expect(register[field]).toMatchObject({ enabled: true, required: true });
    }
    expect(register.username).toMatchObject({ minLength: 4, maxLength: 16 });
    expect(new RegExp(String(register.username?.acceptedPattern)).test('demo123')).toBe(true);
    expect(register.password).toMatchObject({ minLength: 6, maxLength: 20 });
    expect((info.resources as { resourceType: string }[]).map((r) => r.resourceType)).toEqual(['TELEGRAM', 'TELEGRAM1', 'WHATSAPP']);
    expect((info.customerService as unknown[]).length).toBeGreaterThan(0);
    expect(info).toMatchObject({ analytics: { gtagId: null }, location: { ip: '127.0.0.1' }, maintenance: false, regionRestriction: false, maintenanceEnd: null, mainDomain: '127.0.0.1' });
  });

  it('serves the whitelabel flags and the register rules on their own paths too', async () => {
    const whitelabel = await client.get<Record<string, boolean>>('/wps/system/whitelabel');
    expect(whitelabel.body.value.PTSYS3).toBe(true);
    const rules = await client.get<Record<string, unknown>>('/wps/system/setting/register');
    expect(rules.body.value).toHaveProperty('username.patternId', 'LETTER_FIRST_ALNUM');
  });
});

describe('ops endpoints', () => {
  it('need the Admin-Token: 401 without, 403 with a wrong one', async () => {
    const none = await admin('status', { status: 1 }, null);
    expect(none.status).toBe(401);
    expect(none.body.errorCode).toBe('admin.unauthorized');
    const wrong = await admin('status', { status: 1 }, 'guess');
    expect(wrong.status).toBe(403);
    expect(wrong.body.errorCode).toBe('admin.forbidden');
    const region = await admin('regionBlock', { ips: ['1.2.3.4'] }, 'guess');
    expect(region.status).toBe(403);
    expect((await client.get('/wps/system/status')).body.value).toMatchObject({ status: 0 });
  });

  it('switch maintenance on and off', async () => {
    const end = '2030-01-01T10:00:00.000Z';
    const set = await admin('status', { status: 1, title: 'Upgrade', message: 'Back soon', maintenanceEnd: end });
    expect(set.status).toBe(200);
    expect((await client.get('/wps/system/status')).body.value).toEqual({ status: 1, title: 'Upgrade', message: 'Back soon', maintenanceEnd: end, ip: '127.0.0.1' });
    expect((await client.get('/wps/system/permission')).body.value).toMatchObject({ info: { maintenance: true, maintenanceEnd: end } });

    await admin('status', { status: 1 });
    const defaults = await client.get('/wps/system/status');
    expect(defaults.body.value).toMatchObject({ status: 1, title: 'System maintenance', maintenanceEnd: null });
    const burmese = await new TestClient(server.url, { Language: 'MY' }).get('/wps/system/status');
    expect(burmese.body.value).toMatchObject({ title: 'စနစ် ပြုပြင်ထိန်းသိမ်းမှု' });

    await admin('status', { status: 0 });
    expect((await client.get('/wps/system/status')).body.value).toMatchObject({ status: 0, title: null });
  });

  it('block listed visitor ips with status 2', async () => {
    expect((await admin('regionBlock', { ips: ['203.0.113.7'] })).body.value).toEqual({ ips: ['203.0.113.7'] });
    const blocked = await client.get('/wps/system/status', { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect(blocked.body.value).toEqual({ status: 2, title: 'Access restricted', message: 'Access restricted by IP or region', maintenanceEnd: null, ip: '203.0.113.7' });
    const permission = await client.get('/wps/system/permission', { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect(permission.body.value).toMatchObject({ info: { regionRestriction: true, location: { ip: '203.0.113.7' } } });
    expect((await client.get('/wps/system/status', { headers: { 'X-Forwarded-For': '203.0.113.8' } })).body.value).toMatchObject({ status: 0 });

    await admin('regionBlock', { ips: [] });
    expect((await client.get('/wps/system/status', { headers: { 'X-Forwarded-For': '203.0.113.7' } })).body.value).toMatchObject({ status: 0 });
  });

  it('validate their input', async () => {
    const badStatus = await admin('status', { status: 5 });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'status' } });
    const badEnd = await admin('status', { status: 1, maintenanceEnd: 'tomorrow' });
    expect(badEnd.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'maintenanceEnd' } });
    const badIps = await admin('regionBlock', { ips: 'all' });
    // A body is never coerced: a lone string where the list goes is the list's own failure.
    expect(badIps.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'ips' } });
  });

  it('do not exist when ADMIN_TOKEN is unset', async () => {
    const closed = await startServer();
    try {
      const other = new TestClient(closed.url);
      for (const path of ['status', 'regionBlock']) {
        const answer = await other.call('PUT', `/wps/admin/system/${path}`, { body: { status: 1, ips: [] }, headers: { 'Admin-Token': '' } });
        expect(answer.status).toBe(404);
        expect(answer.body.errorCode).toBe('not.found');
      }
    } finally {
      await closed.close();
    }
  });
});
