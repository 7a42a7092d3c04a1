import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellWriter } from '../../app/shellWriter';
import { serveRegistry, standIn } from '../../testing/federationStandIn';
import type { HealthReport } from '@portal/shared/contracts';
import { createHealthReporter, setHealthReporter, type HealthReporter } from '../remoteHealth';
import { RemoteSlot } from './RemoteSlot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => jest.requireActual('../../testing/federationStandIn').runtimeStandIn,
}));
jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry-stand-in' }) }));

const entry = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

// The real reporter, with a sender that keeps what would go to the API and timers that never fire:
// `reported()` flushes it and answers the reports sent since the last call.
let sent: HealthReport[] = [];
let reporter: HealthReporter;
const reported = () => {
  reporter.flush();
  const reports = sent;
  sent = [];
  return reports;
};

beforeEach(() => {
  reporter = createHealthReporter({ send: (body) => sent.push(...body.reports), timers: { set: () => null, clear: () => undefined } });
  setHealthReporter(reporter);
  sent = [];
});
afterAll(() => setHealthReporter(null));

beforeAll(() => {
  shellWriter.setLanguage('EN');
  serveRegistry();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('renders the remote App with the base path the shell gives it, marked with its version', async () => {
  standIn.registry['mfe-games'] = { entry: entry('mfe-games', '1.0.0'), version: '1.0.0' };
  standIn.modules[entry('mfe-games', '1.0.0')] = { default: ({ basePath }) => <p>games at {basePath}</p> };

  const { container } = render(<RemoteSlot remote="mfe-games" basePath="/rng" />);
  expect(await screen.findByText('games at /rng')).toBeInTheDocument();
  expect(container.querySelector('[data-remote="mfe-games"]')).toHaveAttribute('data-remote-version', '1.0.0');
});

test('a remote that cannot load shows a localized message with retry, and retry recovers it', async () => {
  const dead = entry('mfe-promotions', '9.9.9');
  standIn.registry['mfe-promotions'] = { entry: dead, version: '9.9.9' };
  standIn.modules[dead] = new Error('manifest fetch failed');

  render(<RemoteSlot remote="mfe-promotions" basePath="/promotions" />);
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();

  const fixed = entry('mfe-promotions', '1.0.0');
  standIn.registry['mfe-promotions'] = { entry: fixed, version: '1.0.0' };
  standIn.modules[fixed] = { default: () => <p>promotions are back</p> };
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('promotions are back')).toBeInTheDocument();
});

test('a changed registry entry is re-registered with force on the next mount (the hot swap)', async () => {
  const v1 = entry('mfe-lottery', '1.0.0');
  const v2 = entry('mfe-lottery', '1.1.0');
  standIn.registry['mfe-lottery'] = { entry: v1, version: '1.0.0' };
  standIn.modules[v1] = { default: () => <p>lottery 1.0.0</p> };
  standIn.modules[v2] = { default: () => <p>lottery 1.1.0</p> };

  const first = render(<RemoteSlot remote="mfe-lottery" basePath="/lottery" />);
  expect(await screen.findByText('lottery 1.0.0')).toBeInTheDocument();
  first.unmount();

  // Unchanged registry: a new mount reuses the registration.
  const again = render(<RemoteSlot remote="mfe-lottery" basePath="/lottery" />);
  expect(await screen.findByText('lottery 1.0.0')).toBeInTheDocument();
  again.unmount();
  expect(standIn.registered.filter((r) => r.name === 'mfe_lottery')).toHaveLength(1);

  standIn.registry['mfe-lottery'] = { entry: v2, version: '1.1.0' };
  render(<RemoteSlot remote="mfe-lottery" basePath="/lottery" />);
  expect(await screen.findByText('lottery 1.1.0')).toBeInTheDocument();
  expect(standIn.registered.at(-1)).toEqual({ name: 'mfe_lottery', entry: v2, force: true });
});

test('an error while the remote renders stays inside the slot, with retry', async () => {
  let broken = true;
  const agent = entry('mfe-agent', '1.0.0');
  standIn.registry['mfe-agent'] = { entry: agent, version: '1.0.0' };
  standIn.modules[agent] = {
    default: () => {
      if (broken) throw new Error('render failed');
      return <p>agent centre</p>;
    },
  };

  render(
    <>
      <header>shell header</header>
      <RemoteSlot remote="mfe-agent" basePath="/agentHome" />
    </>,
  );
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText('shell header')).toBeInTheDocument();
  broken = false;
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByText('agent centre')).toBeInTheDocument();
});

describe('health reports', () => {
  test('a remote that rendered reports `ok` for its version, with the load token the registry gave', async () => {
    const v = entry('mfe-games', '1.2.0');
    standIn.registry['mfe-games'] = { entry: v, version: '1.2.0', token: 'load-1' };
    standIn.modules[v] = { default: () => <p>games 1.2.0</p> };
    render(<RemoteSlot remote="mfe-games" basePath="/rng" />);
    expect(await screen.findByText('games 1.2.0')).toBeInTheDocument();
    expect(reported()).toEqual([{ remote: 'mfe-games', version: '1.2.0', outcome: 'ok', token: 'load-1' }]);
  });

  test('a slot whose manifest is unreachable reports `manifest` for that version, then `ok` once a retry loads', async () => {
    const dead = entry('mfe-lottery', '1.1.0');
    standIn.registry['mfe-lottery'] = { entry: dead, version: '1.1.0', channel: 'canary', token: 'load-2' };
    standIn.modules[dead] = new Error(`[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nargs: {"manifestUrl":"${dead}"}`);
    render(<RemoteSlot remote="mfe-lottery" basePath="/lottery" />);
    expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
    expect(reported()).toEqual([{ remote: 'mfe-lottery', version: '1.1.0', outcome: 'manifest', token: 'load-2' }]);

    const stable = entry('mfe-lottery', '1.0.0');
    standIn.registry['mfe-lottery'] = { entry: stable, version: '1.0.0', token: 'load-3' };
    standIn.modules[stable] = { default: () => <p>lottery is back</p> };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('lottery is back')).toBeInTheDocument();
    expect(reported()).toEqual([{ remote: 'mfe-lottery', version: '1.0.0', outcome: 'ok', token: 'load-3' }]);
  });

  test('a remote refused for a newer @portal/shared reports `shared`', async () => {
    const newer = entry('mfe-promotions', '1.0.0-needs-shared-9');
    standIn.registry['mfe-promotions'] = { entry: newer, version: '1.0.0-needs-shared-9', token: 'load-4' };
    standIn.modules[newer] = new Error(
      '[ Federation Runtime ]: Version 2.9.0 from shell of shared singleton module @portal/shared does not satisfy the requirement of mfe_promotions which needs ^9.0.0)',
    );
    render(<RemoteSlot remote="mfe-promotions" basePath="/promotions" />);
    expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
    expect(reported()).toEqual([{ remote: 'mfe-promotions', version: '1.0.0-needs-shared-9', outcome: 'shared', token: 'load-4' }]);
  });

  test('a remote that throws while rendering reports `render`, not `ok`', async () => {
    const v = entry('mfe-member', '3.0.0');
    standIn.registry['mfe-member'] = { entry: v, version: '3.0.0', token: 'load-5' };
    standIn.modules[v] = {
      default: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'map')");
      },
    };
    render(<RemoteSlot remote="mfe-member" basePath="/member" />);
    expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
    expect(reported()).toEqual([{ remote: 'mfe-member', version: '3.0.0', outcome: 'render', token: 'load-5' }]);
  });
});
