import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteOverview, RemoteRollout } from '@portal/shared/contracts';
import '../../i18n';
import { shellWriter } from '../../app/shellWriter';
import { OpsRemotesRoute } from '.';

// The ops page as the route mounts it (lazy), over a stand-in of the API's ops endpoints: fetch answers
// by method and path with the platform's envelope, keeps what was sent (headers and bodies), and plays
// the operator's session cookie (httpOnly: the page never sees it, the stand-in only knows it is set).

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

const ANA = { name: 'ana', roles: ['delivery'], expiresAt: '2026-11-26T12:00:00.000Z' };

let sent: Sent[];
let signedIn: boolean;
let answers: Record<string, (body: unknown) => { status: number; value: unknown; errorCode?: string; message?: string }>;

function serveOps() {
  sent = [];
  signedIn = false;
  answers = {
    'GET /wps/admin/ops/me': () => ({ status: 200, value: signedIn ? ANA : null }),
    'POST /wps/admin/ops/signin': (body) => {
      const { name, password, code } = body as Record<string, string>;
      if (name !== 'ana' || password !== 'right password' || code !== '123456') {
        return { status: 400, value: null, errorCode: 'ops.signin.wrong', message: 'The name, password or authenticator code is not correct' };
      }
      signedIn = true;
      return { status: 200, value: ANA };
    },
    'POST /wps/admin/ops/signout': () => {
      signedIn = false;
      return { status: 200, value: null };
    },
    'GET /wps/admin/remotes': () => ({ status: 200, value: [LOTTERY, GAMES] }),
  };
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.split('?')[0]!;
    const method = init.method ?? 'GET';
    const headers = init.headers as Record<string, string>;
    sent.push({ method, path, headers, body: init.body ? JSON.parse(init.body as string) : undefined });
    const own = path.startsWith('/wps/admin/ops/');
    const answer = own || signedIn ? answers[`${method} ${path}`] : () => ({ status: 401, value: null, errorCode: 'admin.unauthorized', message: 'Admin token required' });
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
  localStorage.clear();
  act(() => shellWriter.setLanguage('EN'));
});

async function signIn(password = 'right password') {
  await userEvent.type(await screen.findByLabelText('Operator name'), 'ana');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Authenticator code'), '123 456');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function open() {
  render(<OpsRemotesRoute />);
  await signIn();
}

test('signs in as an operator (name, password, code) with no token kept anywhere, and shows each remote with its rollout, health and history', async () => {
  await open();
  const lottery = await card('mfe-lottery');

  expect(posts('/wps/admin/ops/signin')).toEqual([{ name: 'ana', password: 'right password', code: '123456' }]);
  expect(sessionStorage.length).toBe(0);
  expect(localStorage.length).toBe(0);
  expect(sent.every((s) => !('Admin-Token' in (s.headers ?? {})))).toBe(true);
  expect(screen.getByTestId('ops-operator')).toHaveTextContent('Signed in as ana (delivery)');

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

  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByLabelText('Operator name')).toBeInTheDocument();
  expect(posts('/wps/admin/ops/signout')).toHaveLength(1);
});

test("a wrong sign-in shows the API's refusal as it comes, and the page stays closed", async () => {
  render(<OpsRemotesRoute />);
  await signIn('wrong password');
  expect(await screen.findByRole('alert')).toHaveTextContent('The name, password or authenticator code is not correct');
  expect(screen.queryByTestId('ops-remote-mfe-lottery')).toBeNull();
});

test('a canary is confirmed from → to and the share before it is sent, with the operator as actor', async () => {
  await open();
  const games = await card('mfe-games');
  answers['POST /wps/admin/remotes/canary'] = () => ({ status: 200, value: rollout(GAMES) });

  await userEvent.selectOptions(within(games).getByLabelText('Action'), 'Start canary');
  await userEvent.type(within(games).getByLabelText('Version'), '2.4.0');
  await userEvent.type(within(games).getByLabelText('Share of visitors (%)'), '10');
  await userEvent.click(within(games).getByRole('button', { name: 'Apply' }));
  expect(within(games).getByText('Required.')).toBeInTheDocument();

  await userEvent.type(within(games).getByLabelText('Reason'), 'new lobby');
  await userEvent.type(within(games).getByLabelText('Merchants (comma separated)'), 'DEMO, ACME');
  await userEvent.click(within(games).getByRole('button', { name: 'Apply' }));
  expect(within(games).getByTestId('ops-confirm')).toHaveTextContent('Confirm: mfe-games 2.3.0 → 2.4.0 for 10% of visitors (and the cohort).');
  expect(posts('/wps/admin/remotes/canary')).toEqual([]);

  // Cancel sends nothing; confirming sends the contract's body.
  await userEvent.click(within(games).getByRole('button', { name: 'Cancel' }));
  expect(within(games).queryByTestId('ops-confirm')).toBeNull();
  await userEvent.click(within(games).getByRole('button', { name: 'Apply' }));
  answers['GET /wps/admin/remotes'] = () => ({
    status: 200,
    value: [LOTTERY, { ...GAMES, canary: { version: '2.4.0', entry: manifest('mfe-games', '2.4.0'), percent: 10, cohort: { merchants: ['DEMO', 'ACME'] }, startedAt: '2026-11-26T05:00:00.000Z' } }],
  });
  await userEvent.click(within(games).getByRole('button', { name: 'Confirm and apply' }));

  expect(await within(games).findByText('mfe-games: Start canary done.')).toBeInTheDocument();
  expect(posts('/wps/admin/remotes/canary')).toEqual([
    { remote: 'mfe-games', version: '2.4.0', percent: 10, cohort: { merchants: ['DEMO', 'ACME'] }, actor: 'ana', reason: 'new lobby' },
  ]);
  expect(await within(games).findByTestId('ops-canary-version')).toHaveTextContent('2.4.0');
  expect(within(games).getByTestId('ops-canary')).toHaveTextContent('10% of visitors · merchants DEMO, ACME');
});

test('widen and promote say the share and the builds before they go; roll back is one click, a reason optional', async () => {
  await open();
  const lottery = await card('mfe-lottery');
  for (const path of ['widen', 'promote', 'rollback']) answers[`POST /wps/admin/remotes/${path}`] = () => ({ status: 200, value: rollout(LOTTERY) });

  await userEvent.selectOptions(within(lottery).getByLabelText('Action'), 'Widen canary');
  await userEvent.type(within(lottery).getByLabelText('Share of visitors (%)'), '100');
  await userEvent.type(within(lottery).getByLabelText('Reason'), 'healthy');
  await userEvent.click(within(lottery).getByRole('button', { name: 'Apply' }));
  expect(within(lottery).getByTestId('ops-confirm')).toHaveTextContent('mfe-lottery canary 1.1.0: 50% → 100% of visitors.');
  await userEvent.click(within(lottery).getByRole('button', { name: 'Confirm and apply' }));
  await within(lottery).findByText('mfe-lottery: Widen canary done.');

  await userEvent.selectOptions(within(lottery).getByLabelText('Action'), 'Promote canary');
  await userEvent.type(within(lottery).getByLabelText('Reason'), 'all good');
  await userEvent.click(within(lottery).getByRole('button', { name: 'Apply' }));
  expect(within(lottery).getByTestId('ops-confirm')).toHaveTextContent('mfe-lottery stable 1.0.0 → 1.1.0, for every visitor (100%).');
  await userEvent.click(within(lottery).getByRole('button', { name: 'Confirm and apply' }));
  await within(lottery).findByText('mfe-lottery: Promote canary done.');

  expect(within(lottery).getByText('Ends the canary 1.1.0: every visitor gets stable 1.0.0.')).toBeInTheDocument();
  await userEvent.click(within(lottery).getByRole('button', { name: 'Roll back now' }));
  await within(lottery).findByText('mfe-lottery: Roll back done.');

  expect(posts('/wps/admin/remotes/widen')).toEqual([{ remote: 'mfe-lottery', percent: 100, actor: 'ana', reason: 'healthy' }]);
  expect(posts('/wps/admin/remotes/promote')).toEqual([{ remote: 'mfe-lottery', actor: 'ana', reason: 'all good' }]);
  expect(posts('/wps/admin/remotes/rollback')).toEqual([{ remote: 'mfe-lottery', actor: 'ana' }]);
});

test("the API's refusal is shown as it comes; a session that ended asks to sign in again", async () => {
  await open();
  const games = await card('mfe-games');
  answers['POST /wps/admin/remotes/set'] = () => ({
    status: 400,
    value: null,
    errorCode: 'delivery.release.refused',
    message: 'mfe-games 9.9.9 cannot go live: its manifest is not reachable',
  });
  await userEvent.type(within(games).getByLabelText('Version'), '9.9.9');
  await userEvent.type(within(games).getByLabelText('Reason'), 'oops');
  await userEvent.click(within(games).getByRole('button', { name: 'Apply' }));
  expect(within(games).getByTestId('ops-confirm')).toHaveTextContent('mfe-games stable 2.3.0 → 9.9.9, for every visitor (100%).');
  await userEvent.click(within(games).getByRole('button', { name: 'Confirm and apply' }));
  expect(await within(games).findByRole('alert')).toHaveTextContent('mfe-games 9.9.9 cannot go live: its manifest is not reachable');

  signedIn = false;
  await userEvent.click(within(games).getByRole('button', { name: 'Roll back now' }));
  expect(await screen.findByLabelText('Operator name')).toBeInTheDocument();
});

test('an override link is made for a version and a time, and shown whole to copy', async () => {
  await open();
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
  expect(posts('/wps/admin/remotes/override-link')).toEqual([{ remote: 'mfe-lottery', version: '1.1.0', minutes: 30, actor: 'ana' }]);
});

test('no serious accessibility problems: every input has its label, the sign-in form and the confirmation too', async () => {
  const { run } = jest.requireActual<typeof import('axe-core')>('axe-core');
  const serious = async () => {
    // Colours are the e2e suite's to check (jsdom lays nothing out).
    const result = await run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
  };
  render(<OpsRemotesRoute />);
  await screen.findByLabelText('Operator name');
  expect(await serious()).toEqual([]);

  await signIn();
  const lottery = await card('mfe-lottery');
  await userEvent.type(within(lottery).getByLabelText('Version'), '1.2.0');
  await userEvent.type(within(lottery).getByLabelText('Reason'), 'next');
  await userEvent.click(within(lottery).getByRole('button', { name: 'Apply' }));
  await within(lottery).findByTestId('ops-confirm');
  expect(await serious()).toEqual([]);
});
