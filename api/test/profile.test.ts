import { MINIMUM_AGE } from '@portal/shared/contracts';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN, forgetThrottle, lastCode, outbox } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';

/* Security centre: profile, bindings by code, login history. */

interface Profile {
  account: string;
  nickname: string;
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
  birthday: string | null;
  address: string | null;
  nationality: string | null;
  occupation: string | null;
  sourceOfIncome: string | null;
  zalo: string | null;
  skype: string | null;
  placeOfBirth: string | null;
}

interface HistoryPage {
  content: { at: string; ip: string | null; current: boolean }[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
}

let server: TestServer;
let client: TestClient;
let token: string;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, authRateLimit: 1000 });
  client = new TestClient(server.url);
  token = await client.tokenFor('demo', 'Demo1234');
});
afterAll(() => server.close());
beforeEach(() => forgetThrottle(server));

const getProfile = (auth: string | null = token) => client.get<Profile>('/wps/member/profile', { token: auth });
const putProfile = (body: Record<string, unknown>, auth: string | null = token) => client.call<Profile>('PUT', '/wps/member/profile', { token: auth, body });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const memberColumn = async (account: string, column: 'mobile' | 'email') =>
  (await server.app.portal.db.selectFrom('member').select(column).where('account', '=', account).executeTakeFirstOrThrow())[column];

const NOT_LOGGED_IN = { success: false, value: null, message: 'You are not logged in, please login', errorCode: 'login.not.session' };

describe('GET /wps/member/profile', () => {
  it('answers the profile with the bound contacts masked', async () => {
    const answer = await getProfile();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: null,
      errorCode: null,
      value: {
        account: 'demo',
        nickname: 'demo',
        mobile: '95 94•••••001',
        email: 'de•••@example.com',
        payeeName: 'D••• P•••••',
        birthday: null,
        address: null,
        nationality: null,
        occupation: null,
        sourceOfIncome: null,
        zalo: null,
        skype: null,
        placeOfBirth: null,
      },
    });
    expect(JSON.stringify(answer.body)).not.toContain('9420000001');
  });

  it('is a T call: 401 without a token', async () => {
    const answer = await getProfile(null);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(NOT_LOGGED_IN);
  });
});

describe('PUT /wps/member/profile', () => {
  it('stores the fields given and answers the profile', async () => {
    const birthday = yearsAgo(30);
    const answer = await putProfile({ nickname: '  Lucky Star ', birthday, address: 'Yangon', occupation: 'Teacher', zalo: 'zalo-1' });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ nickname: 'Lucky Star', birthday, address: 'Yangon', occupation: 'Teacher', zalo: 'zalo-1', skype: null, mobile: '95 94•••••001' });
    expect((await getProfile()).body.value).toEqual(answer.body.value);

    // An empty string clears a free field; fields not sent stay as they are.
    const cleared = await putProfile({ address: '' });
    expect(cleared.body.value).toMatchObject({ address: null, occupation: 'Teacher', nickname: 'Lucky Star', birthday });
  });

  it.each([
    ['an empty nickname', { nickname: '   ' }, 'nickname'],
    ['a nickname over 20 characters', { nickname: 'x'.repeat(21) }, 'nickname'],
    ['a birthday not yyyy-MM-dd', { birthday: '01/02/1990' }, 'birthday'],
    ['a birthday that is no calendar day', { birthday: '1990-02-30' }, 'birthday'],
    ['a birthday less than 18 years ago', { birthday: yearsAgo(18, 2) }, 'birthday'],
    ['a free field over 100 characters', { address: 'a'.repeat(101) }, 'address'],
    ['an unknown field', { favouriteColour: 'blue' }, 'favouriteColour'],
    ['a bound contact (only through a code)', { mobile: '959400000000' }, 'mobile'],
  ])('refuses %s: 400 validation.failed naming the field, and changes nothing', async (_label, body, field) => {
    const before = (await getProfile()).body.value;
    const answer = await putProfile({ occupation: 'Changed', ...body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'validation.failed', value: { field } });
    expect(answer.body.message).toMatch(new RegExp(`^${field}: `));
    expect((await getProfile()).body.value).toEqual(before);
  });

  it('accepts a birthday just over 18 years ago', async () => {
    const birthday = yearsAgo(18, -2);
    expect((await putProfile({ birthday })).body.value.birthday).toBe(birthday);
  });

  it('checks the birthday against the site\'s one minimum age (MINIMUM_AGE, 18), the age its terms admit: a member of 20 may enter theirs', async () => {
    expect(MINIMUM_AGE).toBe(18);
    const twenty = yearsAgo(20);
    expect((await putProfile({ birthday: twenty })).body.value.birthday).toBe(twenty);
    const exactly = yearsAgo(MINIMUM_AGE);
    expect((await putProfile({ birthday: exactly })).body.value.birthday).toBe(exactly);
    const tooYoung = await putProfile({ birthday: yearsAgo(MINIMUM_AGE - 1) });
    expect([tooYoung.status, tooYoung.body.message]).toEqual([400, `birthday: must be at least ${MINIMUM_AGE} years ago`]);
  });

  it('is a T call: 401 without a token', async () => {
    const answer = await putProfile({ nickname: 'x' }, null);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(NOT_LOGGED_IN);
  });
});

describe('binding a mobile number', () => {
  const sendSms = (mobileNum: string, auth: string | null = token) =>
    client.call<{ expiredMinutes: number }>('POST', '/wps/verification/sms/bind', { token: auth, body: { mobileNum, countryDialingCode: '95' } });
  const bind = (mobileNum: string, verificationCode: string) =>
    client.sealed<Profile>('POST', '/wps/member/bind/mobile', { mobileNum, countryDialingCode: '95', verificationCode }, { token });

  it('sends a code to the new number, refuses a wrong one, and binds with the right one', async () => {
    const sent = await sendSms('09 420 000 555');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 5 }, message: null, errorCode: null });
    const [message] = await outbox(client, '959420000555');
    expect(message).toMatchObject({ channel: 'sms', to: '959420000555' });
    const code = message!.code!;

    const wrong = await bind('9420000555', wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'verification.invalid', value: { field: 'verificationCode' } });
    expect(await memberColumn('demo', 'mobile')).toBe('959420000001');

    const right = await bind('9420000555', code);
    expect(right.status).toBe(200);
    expect(right.body.value.mobile).toBe('95 94•••••555');
    expect((await getProfile()).body.value.mobile).toBe('95 94•••••555');
    expect(await memberColumn('demo', 'mobile')).toBe('959420000555');

    // Single use.
    const again = await bind('9420000555', code);
    expect(again.body).toMatchObject({ errorCode: 'verification.missing', value: { field: 'verificationCode' } });
  });

  it('refuses a number another member uses: 400 mobile.exists, on the send and on the bind', async () => {
    await server.app.portal.db.updateTable('member').set({ mobile: '959420000777' }).where('account', '=', 'olduser').execute();
    const sent = await sendSms('9420000777');
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual({ success: false, value: { field: 'mobileNum' }, message: 'Account already used', errorCode: 'mobile.exists' });
    expect(await outbox(client, '959420000777')).toEqual([]);

    const bound = await bind('9420000777', '123456');
    expect(bound.status).toBe(400);
    expect(bound.body).toMatchObject({ errorCode: 'mobile.exists', value: { field: 'mobileNum' } });
    expect(await memberColumn('olduser', 'mobile')).toBe('959420000777');
  });

  it('names the field of a bad number or a code never sent', async () => {
    expect((await sendSms('94abc')).body).toMatchObject({ errorCode: 'phone.invalid', value: { field: 'mobileNum' } });
    expect((await bind('9420000888', '123456')).body).toMatchObject({ errorCode: 'verification.missing', value: { field: 'verificationCode' } });
  });

  it('is a T call, and the bind an E call', async () => {
    expect((await sendSms('9420000556', null)).body).toEqual(NOT_LOGGED_IN);
    const plain = await client.call('POST', '/wps/member/bind/mobile', { token, body: { mobileNum: '9420000556', countryDialingCode: '95', verificationCode: '123456' } });
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ errorCode: 'encryption.required' });
  });
});

describe('binding an e-mail address', () => {
  const sendEmail = (email: string, auth: string | null = token) =>
    client.call<{ expiredMinutes: number }>('POST', '/wps/verification/email/bind', { token: auth, body: { email } });
  const bind = (email: string, verificationCode: string) => client.sealed<Profile>('POST', '/wps/member/bind/email', { email, verificationCode }, { token });

  it('sends a code to the new address, refuses a wrong one, and binds with the right one', async () => {
    const sent = await sendEmail(' New.Mail@Example.COM ');
    expect(sent.status).toBe(200);
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const [message] = await outbox(client, 'new.mail@example.com');
    expect(message).toMatchObject({ channel: 'email', to: 'new.mail@example.com', subject: 'Your verification code' });
    const code = await lastCode(client, 'new.mail@example.com');

    const wrong = await bind('new.mail@example.com', wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errorCode: 'verification.invalid', value: { field: 'verificationCode' }, message: 'Verification code is not valid' });
    expect(await memberColumn('demo', 'email')).toBe('demo@example.com');

    const right = await bind('NEW.mail@example.com', code);
    expect(right.status).toBe(200);
    expect(right.body.value.email).toBe('ne•••@example.com');
    expect((await getProfile()).body.value.email).toBe('ne•••@example.com');
    expect(await memberColumn('demo', 'email')).toBe('new.mail@example.com');
  });

  it('refuses a malformed address: 400 validation.failed on email', async () => {
    const answer = await sendEmail('not-an-address');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'email' } });
  });

  it('is a T call', async () => {
    expect((await sendEmail('x@example.com', null)).body).toEqual(NOT_LOGGED_IN);
  });
});

describe('GET /wps/member/loginHistory', () => {
  it('lists the sessions newest first, marking the calling one', async () => {
    const second = await client.tokenFor('demo', 'Demo1234');
    const third = await client.tokenFor('demo', 'Demo1234');

    const fromThird = await client.get<HistoryPage>('/wps/member/loginHistory', { token: third });
    expect(fromThird.status).toBe(200);
    const page = fromThird.body.value;
    expect(page).toMatchObject({ pageNum: 1, pageSize: 20, totalPages: 1, totalElements: 3 });
    expect(page.content.map((entry) => entry.current)).toEqual([true, false, false]);
    expect(page.content.every((entry) => entry.ip === '127.0.0.1')).toBe(true);
    const times = page.content.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);

    const fromFirst = await client.get<HistoryPage>('/wps/member/loginHistory?pageNo=1&pageSize=2', { token });
    expect(fromFirst.body.value).toMatchObject({ pageNum: 1, pageSize: 2, totalPages: 2, totalElements: 3 });
    expect(fromFirst.body.value.content.map((entry) => entry.current)).toEqual([false, false]);
    const last = await client.get<HistoryPage>('/wps/member/loginHistory?pageNo=2&pageSize=2', { token });
    expect(last.body.value.content.map((entry) => entry.current)).toEqual([true]);

    const fromSecond = await client.get<HistoryPage>('/wps/member/loginHistory', { token: second });
    expect(fromSecond.body.value.content.map((entry) => entry.current)).toEqual([false, true, false]);
  });

  it('refuses a page size over 50, and answers 401 without a token', async () => {
    const big = await client.get('/wps/member/loginHistory?pageSize=51', { token });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'pageSize' } });
    expect((await client.get('/wps/member/loginHistory')).body).toEqual(NOT_LOGGED_IN);
  });
});
