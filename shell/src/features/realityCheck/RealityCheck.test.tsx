import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus, type PortalCommand, type SessionState } from '@portal/kernel';
import { MODAL_OPEN_DELAY_MS } from '@portal/shared';
import { protectionSession, protectionStatus, type ProtectionSessionPlay, type ProtectionStatus } from '@portal/shared/contracts';
import { GUEST, MEMBER, stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import '../../i18n';
import './i18n';
import { shellWriter } from '../../app/shellWriter';
import { RealityCheckGate } from '.';

// The reality check as the shell mounts it: the gate (the session), the lazy popup, the real HTTP
// client over stubbed endpoints, on jest's fake clock (no real waiting).

const MINUTE = 60_000;
const SIGNED_IN_AT = Date.parse('2026-11-29T08:00:00.000Z');
const STATUS: ProtectionStatus = { limits: [], exclusion: null, realityCheckMinutes: 15 };
const PLAY: ProtectionSessionPlay = { startedAt: new Date(SIGNED_IN_AT).toISOString(), stakes: 400_000, net: -150_000 };

let server: EndpointStubs;
let commands: PortalCommand[];
let listening: { unsubscribe(): void };

function renderGate(session: SessionState) {
  act(() => {
    shellWriter.setLanguage('EN');
    shellWriter.setBalance({ currencySymbol: 'K', decimals: 2 });
    shellWriter.setSession(session);
  });
  return render(
    <MemoryRouter initialEntries={['/lottery']}>
      <Routes>
        <Route path="/lottery" element={<p>Lottery page</p>} />
        <Route path="/member/personalHistoryCopy" element={<p>Betting record page</p>} />
      </Routes>
      <RealityCheckGate />
    </MemoryRouter>,
  );
}

/**
 * Lets `ms` of fake time pass, with the promises (calls, the lazy chunk) settling in between, then the
 * moment a modal takes to open once asked.
 */
async function pass(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  await act(() => jest.advanceTimersByTimeAsync(MODAL_OPEN_DELAY_MS));
}
const popup = () => screen.queryByRole('alertdialog', { name: 'Reality check' });

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(SIGNED_IN_AT);
  server = stubEndpoints().on(protectionStatus, STATUS).on(protectionSession, PLAY);
  commands = [];
  listening = bus.commands$.subscribe((command) => commands.push(command));
});
afterEach(() => {
  listening.unsubscribe();
  jest.useRealTimers();
});

test('with a 15-minute interval the popup shows after 15 minutes of play with the time and net result; Keep playing brings it back 15 minutes later', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderGate(MEMBER);
  await pass(14 * MINUTE);
  expect(popup()).toBeNull();

  await pass(MINUTE);
  const dialog = popup()!;
  expect(dialog).not.toBeNull();
  expect(within(dialog).getByTestId('reality-played')).toHaveTextContent('15 min');
  expect(within(dialog).getByTestId('reality-net')).toHaveTextContent('K -1,500.00');

  await user.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
  expect(popup()).toBeNull();
  await pass(14 * MINUTE);
  expect(popup()).toBeNull();

  server.on(protectionSession, { ...PLAY, stakes: 500_000, net: 20_000 });
  await pass(MINUTE);
  const again = popup()!;
  expect(again).not.toBeNull();
  expect(within(again).getByTestId('reality-played')).toHaveTextContent('30 min');
  expect(within(again).getByTestId('reality-net')).toHaveTextContent('+K 200.00');
});

test('See my history takes the player to its betting record; Log out asks the shell to sign out', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderGate(MEMBER);
  await pass(15 * MINUTE);
  await user.click(within(popup()!).getByRole('button', { name: 'See my history' }));
  expect(popup()).toBeNull();
  expect(screen.getByText('Betting record page')).toBeInTheDocument();

  await pass(15 * MINUTE);
  await user.click(within(popup()!).getByRole('button', { name: 'Log out' }));
  expect(popup()).toBeNull();
  expect(commands).toContainEqual({ type: 'logout' });
});

test('without a choice the check comes every hour', async () => {
  server.on(protectionStatus, { ...STATUS, realityCheckMinutes: 60 });
  renderGate(MEMBER);
  await pass(59 * MINUTE);
  expect(popup()).toBeNull();
  await pass(MINUTE);
  expect(within(popup()!).getByTestId('reality-played')).toHaveTextContent('60 min');
});

test('a guest never gets it', async () => {
  renderGate(GUEST);
  await pass(3 * 60 * MINUTE);
  expect(popup()).toBeNull();
  expect(server.calls(protectionSession)).toHaveLength(0);
});
