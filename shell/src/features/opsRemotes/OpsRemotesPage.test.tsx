import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage } from '@portal/shared';
import type { RemoteOverview, RemoteRollout } from '@portal/shared/contracts';
import '../../i18n';
import { shellWriter } from '../../app/shellWriter';
import { OpsRemotesRoute } from '.';

// The ops page as the route mounts it (lazy), over a stand-in of the API's ops endpoints: fetch answers
// by method and path with the platform's envelope, and keeps what was sent (headers and bodies).

const manifest = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

const LOTTERY: RemoteOverview = {
  remote: 'mfe-lottery',
  stable: { version: '1.0.0', entry: manifest('mfe-lottery', '1.0.0') },
  canary: { version: '1.1.0', entry: manifest('mfe-lottery', '1.1.0'), percent: 50, cohort: { agentsOnly: true }, startedAt: '2026-11-26T04:00:00.000Z' },
  health: [
    { version: '1.0.0', loads: 120, failures: 0, outcomes: { ok: 120 } },
    { version: '1.1.0', loads: 40, failures: 10, outcomes: { ok: 30, chunk: 9, render: 1 } },
  ],
  history: [
    { id: 1, remote: 'mfe-lottery', action: 'SET', fromVersion: null, toVersion: '1.0.0', percent: null, actor: 'ops-ana', reason: 'first release', at: '2026-11-25T03:00:00.000Z' },
    { id: 2, remote: 'mfe-lottery', action: 'CANARY', fromVersion: '1.0.0', toVersion: '1.1.0', percent: 50, actor: 'ops-ben', reason: 'new draw page', at: '2026-11-26T04:00:00.000Z' },
  ],
};
const GAMES: RemoteOverview = { remote: 'mfe-games', stable: { version: '2.3.0', entry: manifest('mfe-games', '2.3.0') }, canary: null, health: [], history: [] };

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

let sent: Sent[];
let answers: Record<string, (body: unknown) => { status: number; value: unknown; errorCode?: string; message?: string }>;

function serveOps() {
  sent = [];
  answers = {
    'GET /wps/admin/remotes': () => ({ status: 200, value: [LOTTERY, GAMES] }),
  };
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.split('?')[0]!;
    const method = init.method ?? 'GET';
    const headers = init.headers as Record<string, string>;
    sent.push({ method, path, headers, body: init.body ? JSON.parse(init.body as string) : undefined });
    const answer = headers['Admin-Token'] === 'right-token' ? answers[`${method} ${path}`] : () => ({ status: 403, value: null, errorCode: 'admin.forbidden', message: 'admin.forbidden' });
    if (!answer) throw new Error(`No stub for ${method} ${path}`);
    const { status, value, errorCode, message } = answer(sent.at(-1)!.body);
    const success = status < 400;
    return { ok: success, status, json: async () => ({ success, value, errorCode: errorCode ?? null, message: message ?? null }) } as Response;
  }) as unknown as typeof fetch;
}

const rollout = (overview: RemoteOverview): RemoteRollout => ({ remote: overview.remote, stable: overview.stable, canary: overview.canary });
const posts = (path: string) => sent.filter((s) => s.method === 'POST' && s.path === path).map((s) => s.body);
const card = (remote: string) => screen.findByTestId(`ops-remote-${remote}`);

beforeEach(() => {
  serveOps();
  sessionStorage.clear();
  act(() => shellWriter.setLanguage('EN'));
});

async function openWithToken(token = 'right-token') {
  render(<OpsRemotesRoute />);
  await userEvent.type(await screen.findByLabelText('Admin token'), token);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
}

test('asks for the admin token, keeps it for this tab only, and shows each remote with its rollout, health and history', async () => {
  await openWithToken();
  const lottery = await card('mfe-lottery');

  expect(storage.session.get('opsAdminToken')).toBe('right-token');
  expect(localStorage.length).toBe(0);
  expect(sent[0]).toMatchObject({ method: 'GET', path: '/wps/admin/remotes', headers: { 'Admin-Token': 'right-token' } });

  expect(within(lottery).getByRole('heading', { name: 'mfe-lottery' })).toBeInTheDocument();
  expect(within(lottery).getByTestId('ops-stable-version')).toHaveTextContent('1.0.0');
  expect(within(lottery).getByTestId('ops-canary')).toHaveTextContent('1.1.0 · 50% of visitors · agents');

  const canaryRow = within(lottery).getByRole('row', { name: /^1\.1\.0/ });
  expect(canaryRow).toHaveTextContent('1.1.0401025.0%chunk 9, render 1');
  expect(within(lottery).getByRole('row', { name: /^1\.0\.0/ })).toHaveTextContent('0.0%');

  // Newest first, with who and why.
  const history = within(within(lottery).getByTestId('ops-history')).getAllByRole('listitem');
  expect(history[0]).toHaveTextContent('Canary 1.0.0 → 1.1.0 (50%) · ops-ben: new draw page');
  expect(history[1]).toHaveTextContent('Set — → 1.0.0 · ops-ana: first release');

  const games = await card('mfe-games');
  expect(games).toHaveTextContent('No canary running');
  expect(games).toHaveTextContent('No loads in the last hour.');
  // Nothing to widen or promote without a canary.
  expect(within(games).getByRole('option', { name: 'Widen canary' })).toBeDisabled();
  expect(within(games).getByRole('option', { name: 'Promote canary' })).toBeDisabled();
});

test('a refused token is forgotten and asked for again', async () => {
  await openWithToken('wrong-token');
  expect(await screen.findByText('The admin token was refused. Enter it again.')).toBeInTheDocument();
  expect(screen.queryByTestId('ops-remote-mfe-lottery')).toBeNull();
  expect(storage.session.get('opsAdminToken')).toBeUndefined();

  await userEvent.clear(screen.getByLabelText('Admin token'));
  await userEvent.type(screen.getByLabelText('Admin token'), 'right-token');
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await card('mfe-lottery')).toBeInTheDocument();
});

test('starting a canary asks for a name and a reason, then sends the contract body and shows the new rollout', async () => {
  await openWithToken();
  const games = await card('mfe-games');
  answers['POST /wps/admin/remotes/canary'] = () => ({ status: 200, value: rollout(GAMES) });

  await userEvent.selectOptions(within(games).getByLabelText('Action'), 'Start canary');
  await userEvent.type(within(games).getByLabelText('Version'), '2.4.0');
  await userEvent.type(within(games).getByLabelText('Share of visitors (%)'), '10');
  await userEvent.click(within(games).getByRole('button', { name: 'Apply' }));
  expect(within(games).getByRole('alert')).toHaveTextContent('Enter your name first.');

  await userEvent.type(screen.getByLabelText('Your name (recorded in the history)'), 'ops-cho');
  await userEvent.click(within(games).getByRole('button', { name: 'Apply' }));
  expect(within(games).getByText('Required.')).toBeInTheDocument();
  expect(posts('/wps/admin/remotes/canary')).toEqual([]);

  await userEvent.type(within(games).getByLabelText('Reason'), 'new lobby');
  await userEvent.type(within(games).getByLabelText('Merchants (comma separated)'), 'DEMO, ACME');
  // The overview after the change: the canary runs.
  answers['GET /wps/admin/remotes'] = () => ({
    status: 200,
    value: [LOTTERY, { ...GAMES, canary: { version: '2.4.0', entry: manifest('mfe-games', '2.4.0'), percent: 10, cohort: { merchants: ['DEMO', 'ACME'] }, startedAt: '2026-11-26T05:00:00.000Z' } }],
  });
  await userEvent.click(within(games).getByRole('button', { name: 'Apply' }));

  expect(await within(games).findByText('mfe-games: Start canary done.')).toBeInTheDocument();
  expect(posts('/wps/admin/remotes/canary')).toEqual([
    { remote: 'mfe-games', version: '2.4.0', percent: 10, cohort: { merchants: ['DEMO', 'ACME'] }, actor: 'ops-cho', reason: 'new lobby' },
  ]);
  expect(sent.find((s) => s.method === 'POST')!.headers['Admin-Token']).toBe('right-token');
  expect(await within(games).findByTestId('ops-canary-version')).toHaveTextContent('2.4.0');
  expect(within(games).getByTestId('ops-canary')).toHaveTextContent('10% of visitors · merchants DEMO, ACME');
  // The name stays for the next action, in this tab.
  expect(storage.session.get('opsActor')).toBe('ops-cho');
});

test('widen, promote and roll back send the remote, the name and the reason', async () => {
  sessionStorage.setItem('opsActor', JSON.stringify('ops-dan'));
  await openWithToken();
  const lottery = await card('mfe-lottery');
  for (const path of ['widen', 'promote', 'rollback']) answers[`POST /wps/admin/remotes/${path}`] = () => ({ status: 200, value: rollout(LOTTERY) });

  await userEvent.selectOptions(within(lottery).getByLabelText('Action'), 'Widen canary');
  await userEvent.type(within(lottery).getByLabelText('Share of visitors (%)'), '100');
  await userEvent.type(within(lottery).getByLabelText('Reason'), 'healthy');
  await userEvent.click(within(lottery).getByRole('button', { name: 'Apply' }));
  await within(lottery).findByText('mfe-lottery: Widen canary done.');

  await userEvent.selectOptions(within(lottery).getByLabelText('Action'), 'Promote canary');
  await userEvent.type(within(lottery).getByLabelText('Reason'), 'all good');
  await userEvent.click(within(lottery).getByRole('button', { name: 'Apply' }));
  await within(lottery).findByText('mfe-lottery: Promote canary done.');

  await userEvent.selectOptions(within(lottery).getByLabelText('Action'), 'Roll back');
  await userEvent.type(within(lottery).getByLabelText('Reason'), 'bad draw page');
  await userEvent.click(within(lottery).getByRole('button', { name: 'Apply' }));
  await within(lottery).findByText('mfe-lottery: Roll back done.');

  expect(posts('/wps/admin/remotes/widen')).toEqual([{ remote: 'mfe-lottery', percent: 100, actor: 'ops-dan', reason: 'healthy' }]);
  expect(posts('/wps/admin/remotes/promote')).toEqual([{ remote: 'mfe-lottery', actor: 'ops-dan', reason: 'all good' }]);
  expect(posts('/wps/admin/remotes/rollback')).toEqual([{ remote: 'mfe-lottery', actor: 'ops-dan', reason: 'bad draw page' }]);
});

test("a refusal shows the server's message in the form", async () => {
  sessionStorage.setItem('opsActor', JSON.stringify('ops-dan'));
  await openWithToken();
  const games = await card('mfe-games');
  answers['POST /wps/admin/remotes/rollback'] = () => ({ status: 400, value: null, errorCode: 'delivery.rollback.none', message: 'Nothing to roll back to' });
  await userEvent.selectOptions(within(games).getByLabelText('Action'), 'Roll back');
  await userEvent.type(within(games).getByLabelText('Reason'), 'oops');
  await userEvent.click(within(games).getByRole('button', { name: 'Apply' }));
  expect(await within(games).findByRole('alert')).toHaveTextContent('Nothing to roll back to');
});

test('an override link is made for a version and a time, and shown whole to copy', async () => {
  sessionStorage.setItem('opsActor', JSON.stringify('ops-eve'));
  await openWithToken();
  const lottery = await card('mfe-lottery');
  answers['POST /wps/admin/remotes/override-link'] = () => ({
    status: 200,
    value: { url: '/wps/remotes/override?token=signed.value', expiresAt: '2026-11-26T06:00:00.000Z' },
  });

  await userEvent.selectOptions(within(lottery).getByLabelText('Action'), 'Make override link');
  expect(within(lottery).queryByLabelText('Reason')).toBeNull();
  await userEvent.type(within(lottery).getByLabelText('Version'), '1.1.0');
  await userEvent.clear(within(lottery).getByLabelText('Valid for (minutes)'));
  await userEvent.type(within(lottery).getByLabelText('Valid for (minutes)'), '30');
  await userEvent.click(within(lottery).getByRole('button', { name: 'Apply' }));

  expect(await within(lottery).findByLabelText('Override link')).toHaveValue(`${window.location.origin}/wps/remotes/override?token=signed.value`);
  expect(posts('/wps/admin/remotes/override-link')).toEqual([{ remote: 'mfe-lottery', version: '1.1.0', minutes: 30, actor: 'ops-eve' }]);
});

test('no serious accessibility problems: every input has its label, the token form too', async () => {
  const { run } = jest.requireActual<typeof import('axe-core')>('axe-core');
  const serious = async () => {
    // Colours are the e2e suite's to check (jsdom lays nothing out).
    const result = await run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
  };
  render(<OpsRemotesRoute />);
  await screen.findByLabelText('Admin token');
  expect(await serious()).toEqual([]);

  await userEvent.type(screen.getByLabelText('Admin token'), 'right-token');
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const lottery = await card('mfe-lottery');
  await userEvent.selectOptions(within(lottery).getByLabelText('Action'), 'Start canary');
  expect(await serious()).toEqual([]);
});
