import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AGENT, loginAs, setBalance } from '@portal/shared/testing';
import '../../i18n';
import { AgentCentre } from './AgentCentre';

afterEach(() => jest.useRealTimers());

function renderCentre() {
  render(
    <MemoryRouter>
      <AgentCentre basePath="/agentHome" />
    </MemoryRouter>,
  );
}

// 20:05:09 UTC is 02:35:09 the next day in Myanmar: the clock shows the site's zone, not the browser's.
test('the agent clock shows the site time zone and ticks every second', () => {
  jest.useFakeTimers({ now: new Date('2025-03-10T20:05:09Z') });
  loginAs(AGENT);
  renderCentre();
  expect(screen.getByTestId('agent-clock')).toHaveTextContent('GMT+06:30 02:35:09');
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByTestId('agent-clock')).toHaveTextContent('GMT+06:30 02:35:10');
});

test('in the Burmese interface the clock has Burmese digits', () => {
  jest.useFakeTimers({ now: new Date('2025-03-10T20:05:09Z') });
  loginAs(AGENT, { language: 'MY' });
  renderCentre();
  expect(screen.getByTestId('agent-clock')).toHaveTextContent('GMT+06:30 ၀၂:၃၅:၀၉');
});

test("the bar shows the agent's own balance, which follows the wallet", () => {
  loginAs(AGENT);
  setBalance(123456);
  renderCentre();
  expect(screen.getByTestId('agent-balance')).toHaveTextContent('K 1,234.56');
  act(() => setBalance(100));
  expect(screen.getByTestId('agent-balance')).toHaveTextContent('K 1.00');
});
