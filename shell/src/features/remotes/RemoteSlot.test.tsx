import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellWriter } from '../../app/shellWriter';
import { serveRegistry, standIn } from '../../testing/federationStandIn';
import { RemoteSlot } from './RemoteSlot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => jest.requireActual('../../testing/federationStandIn').runtimeStandIn,
}));
jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry-stand-in' }) }));

const entry = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

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
