import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { consolidatedFunds } from '@portal/shared/contracts';
import { AGENT, loginAs, setBalance, stubEndpoints } from '@portal/shared/testing';
import '../../i18n';
import { AgentCentre } from './AgentCentre';

// The centre loads the consolidated contract info once: nothing owed, no contract.
beforeEach(() => {
  stubEndpoints().on(consolidatedFunds, { total: 0, main: 0, inVendors: 0, wallets: [], owed: 0 });
});
afterEach(() => jest.useRealTimers());

/** Renders the centre and lets its consolidated-info call answer. */
async function renderCentre() {
  render(
    <MemoryRouter>
      <AgentCentre basePath="/agentHome" />
    </MemoryRouter>,
  );
  await act(async () => {});
}

// 20:05:09 UTC is 02:35:09 the next day in Myanmar: the clock shows the site's zone, not the browser's.
test('the agent clock shows the site time zone and ticks every second', async () => {
  jest.useFakeTimers({ now: new Date('2025-03-10T20:05:09Z') });
  loginAs(AGENT);
  await renderCentre();
  expect(screen.getByTestId('agent-clock')).toHaveTextContent('GMT+06:30 02:35:09');
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByTestId('agent-clock')).toHaveTextContent('GMT+06:30 02:35:10');
});

test('in the Burmese interface the clock has Western digits, as local sites write it', async () => {
  jest.useFakeTimers({ now: new Date('2025-03-10T20:05:09Z') });
  loginAs(AGENT, { language: 'MY' });
  await renderCentre();
  expect(screen.getByTestId('agent-clock')).toHaveTextContent('GMT+06:30 02:35:09');
});

test("the bar shows the agent's own balance, which follows the wallet", async () => {
  loginAs(AGENT);
  setBalance(123456);
  await renderCentre();
  expect(screen.getByTestId('agent-balance')).toHaveTextContent('K 1,234.56');
  act(() => setBalance(100));
  expect(screen.getByTestId('agent-balance')).toHaveTextContent('K 1.00');
});
