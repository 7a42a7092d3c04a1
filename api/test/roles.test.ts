import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@portal/shared/contracts';
import { AGENTS_ONLY, ROLES, type Role } from '@portal/shared/contracts';
import { DEMO_ACCOUNTS } from '../src';
import { roleRefusal } from '../src/http/roles';
import { translate } from '../src/http/messages';
import { TestClient, type Answer } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';

/*
 * Spec §6 on the server: the table of roles in api/README.md (the one people read) is walked for every
 * role. Each role logs in as its demo account (a guest sends no token) and makes every call of the
 * table with empty input; the answer must be what the cell says. `yes`: anything but a refusal for the
 * role (400 for the empty input is fine); a refusal: exactly that status and errorCode.
 */

interface Row {
  endpoint: string;
  method: string;
  path: string;
  cells: Record<Role, string>;
}

function readRolesTable(): Row[] {
  const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('<!-- roles:start'), readme.indexOf('<!-- roles:end -->'));
  const lines = section.split('\n').filter((line) => line.startsWith('|') && !line.startsWith('|---'));
  const split = (line: string) => line.slice(1, -1).split('|').map((cell) => cell.trim());
  const [header = [], ...rows] = lines.map(split);
  const column = (name: string) => header.indexOf(name);
  const unquote = (cell: string | undefined) => (cell ?? '').replace(/^`|`$/g, '');
  return rows.map((cells) => ({
    endpoint: unquote(cells[column('endpoint')]),
    method: cells[column('method')] ?? '',
    path: unquote(cells[column('path')]),
    cells: Object.fromEntries(ROLES.map((role) => [role, cells[column(role)] ?? ''])) as Record<Role, string>,
  }));
}

const table = readRolesTable();

/** What a cell expects: a refusal (status and errorCode), or `null` for `yes`. */
function expectedRefusal(cell: string): { status: number; errorCode: string } | null {
  if (cell === 'yes') return null;
  // The calls that are no person's: sent without their credential, whoever the caller is.
  if (cell === 'ops token') return { status: 401, errorCode: 'admin.unauthorized' };
  if (cell === 'provider signature') return { status: 401, errorCode: 'callback.signature.invalid' };
  const refusal = /^(\d{3}) `([\w.]+)`$/.exec(cell);
  if (!refusal) throw new Error(`a cell the test cannot read: "${cell}"`);
  return { status: Number(refusal[1]), errorCode: refusal[2] as string };
}

/** The answers that refuse a caller for who they are. */
const isRoleRefusal = (answer: Answer) =>
  answer.status === 401 || (answer.status === 403 && ['member.trial', 'member.not.agent', 'forbidden'].includes(answer.body.errorCode ?? ''));

let server: TestServer;
let client: TestClient;
const accounts = { trial: DEMO_ACCOUNTS.trial, member: DEMO_ACCOUNTS.player, agent: DEMO_ACCOUNTS.agent } as const;
const tokens: Record<Role, string | null> = { guest: null, trial: null, member: null, agent: null };

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  for (const role of ['trial', 'member', 'agent'] as const) tokens[role] = await client.tokenFor(accounts[role].username, accounts[role].password);
});
afterAll(() => server.close());

/** One call of a row with empty input: no body on GET and DELETE, `{}` on POST and PUT. */
async function callRow(row: Row, role: Role): Promise<Answer> {
  // Logout ends the session it is called with: it spends a token of its own.
  const token = row.endpoint === 'logout' && role !== 'guest' ? await client.tokenFor(accounts[role].username, accounts[role].password) : tokens[role];
  const url = row.path.replace(/:(\w+)/g, '1');
  const body = row.method === 'POST' || row.method === 'PUT' ? {} : undefined;
  return client.call(row.method, url, { token, body });
}

test('the table has a row for every endpoint of the contract, each with a cell for every role', () => {
  const endpoints = Object.entries(contract).filter(([, value]) => typeof value === 'object' && value !== null && 'path' in value && 'method' in value);
  expect(table.map((row) => row.endpoint).sort()).toEqual(endpoints.map(([name]) => name).sort());
  // Every cell is one the walk below can read (it throws on any other).
  expect(() => table.forEach((row) => ROLES.forEach((role) => expectedRefusal(row.cells[role])))).not.toThrow();
});

test('spec §6 in the table: trial accounts keep the header and demo calls and lose the member centre and account calls', () => {
  const cell = (endpoint: string) => table.find((row) => row.endpoint === endpoint)?.cells.trial;
  // The calls the audit found answering a trial account, and the rest of the account calls.
  const closed = [
    'GCS_walletTransfer', 'consolidatedFunds', 'consolidateFunds', 'GCS_merchantWallet', 'CSP_unreadCount', 'memberMessages', 'readMessage',
    'eventTicket', 'memberProfile', 'updateProfile', 'bindMobile', 'bindEmail', 'sendBindSms', 'sendBindEmail', 'loginHistory', 'betRecords',
    'transactionRecords', 'bonusRecords', 'profitReport', 'creditReport', 'vipStatus', 'setPaymentPassword', 'paymentPasswordStatus',
    'MCSFE_addFavoriteGameV2', 'MCSFE_removeFavoriteGameV2', 'MCSFE_getFavoriteGames', 'MCSFE_getFavoriteGamesList', 'GCS_recentGame',
    'depositChannels', 'createDeposit', 'createWithdrawal', 'bankCards', 'addBankCard', 'transferUpline', 'launchGame',
  ];
  expect(closed.map((name) => [name, cell(name)])).toEqual(closed.map((name) => [name, '403 `member.trial`']));
  const kept = ['memberInfo', 'walletBalance', 'setMemberLanguage', 'logout', 'changePassword', 'submitFeedback', 'loginFreePlay', 'inhouseSession', 'playInhouseRound'];
  expect(kept.map((name) => [name, cell(name)])).toEqual(kept.map((name) => [name, 'yes']));
});

describe.each(ROLES)('calling as %s', (role) => {
  test('every call of the table answers what its cell says', async () => {
    const wrong: string[] = [];
    for (const row of table) {
      const answer = await callRow(row, role);
      const expected = expectedRefusal(row.cells[role]);
      const ok = expected
        ? answer.status === expected.status && answer.body.errorCode === expected.errorCode
        : !isRoleRefusal(answer) && answer.status < 500;
      if (!ok) wrong.push(`${row.method} ${row.path} (${row.cells[role]}): ${answer.status} ${answer.body.errorCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

test("a refused trial account hears the spec's words, in the request's language", async () => {
  const answer = await client.call('GET', '/wps/relay/CSP_unreadCount', { token: tokens.trial, headers: { Language: 'CN' } });
  expect(answer.status).toBe(403);
  expect(answer.body).toMatchObject({ success: false, errorCode: 'member.trial', message: translate('CN', 'member.trial'), value: null });
  expect((await client.get('/wps/relay/CSP_unreadCount', { token: tokens.trial })).body.message).toBe('please register or log in to a formal account');
});

test("an agents' call refuses members and trial accounts with 'not an agent' and lets agents in", () => {
  // The rule itself; the agent centre's team calls are walked with the table above.
  expect(roleRefusal(AGENTS_ONLY, 'agent')).toBeNull();
  for (const role of ['member', 'trial'] as const) {
    expect(roleRefusal(AGENTS_ONLY, role)).toMatchObject({ statusCode: 403, errorCode: 'member.not.agent' });
  }
  expect(translate('EN', 'member.not.agent')).toBe('not an agent');
});

test("a trial account's wallet transfer moves no money", async () => {
  const login = await client.login(accounts.trial.username, accounts.trial.password);
  const { token, user } = login.body.value;
  const { db } = server.app.portal;
  const wallets = () => db.selectFrom('wallet').select(['vendor_code', 'balance']).where('member_id', '=', user.id).orderBy('vendor_code').execute();
  const entries = () =>
    db.selectFrom('ledger_entry as e').innerJoin('wallet as w', 'w.id', 'e.wallet_id').select('e.id').where('w.member_id', '=', user.id).orderBy('e.id').execute();
  const before = { wallets: await wallets(), entries: await entries() };
  const balanceBefore = (await client.get<{ balance: number }>('/wps/v2/wallets/balance', { token })).body.value.balance;
  expect(balanceBefore).toBeGreaterThanOrEqual(50_000);

  const answer = await client.call('POST', '/wps/relay/GCS_walletTransfer', { token, body: { from: 'MAIN', to: 'PG', amount: 50_000, requestId: 'trial-transfer-0001' } });
  expect(answer.status).toBe(403);
  expect(answer.body.errorCode).toBe('member.trial');

  expect((await client.get<{ balance: number }>('/wps/v2/wallets/balance', { token })).body.value.balance).toBe(balanceBefore);
  expect({ wallets: await wallets(), entries: await entries() }).toEqual(before);
});
