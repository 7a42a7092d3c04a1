import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SessionState } from '@portal/kernel';
import { MODAL_OPEN_DELAY_MS } from '@portal/shared';
import {
  consolidatedFunds,
  MCS2_processContractHourSalary,
  MCS2_processDailySalContract,
  MCS2_processDividendReq,
  type AgentContract,
  type ConsolidatedFunds,
  type ContractAnswer,
  type SiteInfo,
} from '@portal/shared/contracts';
import { AGENT, apiError, GUEST, MEMBER, stubEndpoints, TRIAL, type EndpointStubs } from '@portal/shared/testing';
import '../../i18n';
import './i18n';
import { SiteConfigContext } from '../boot';
import { contractPopupOpen$ } from '../../app/openModal';
import { shellWriter } from '../../app/shellWriter';
import { ContractPopupGate } from './ContractPopupGate';

// The popup as the shell mounts it: the gate (session, AGENTPOLICY3), the lazy popup, the real HTTP
// client over stubbed endpoints.

const site = (agentPolicy: boolean) => ({ whitelabel: { AGENTPOLICY3: agentPolicy }, customerService: [], resources: [] }) as unknown as SiteInfo;

const FUNDS = { total: 0, main: 0, inVendors: 0, wallets: [] };
const NO_CONTRACTS = { divtypereq: {}, dailysalreqtype: [], contracthoursalreq: [], realtimesalreqtype: [], infotypes: { dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: false } };
const waiting = { downlineHigherRate: 'N' as const, terminationBy: null, upline: 'boss01' };

/** A daily salary offer, a signed dividend and one whose termination the downline itself asked: only the offer waits. */
const DAILY_OFFER: ConsolidatedFunds = {
  ...FUNDS,
  ...NO_CONTRACTS,
  divtypereq: {
    RNG: { id: 3, type: 'RNG', period: 'W', status: 'A', ...waiting, tiers: [{ minimumBet: 0, netLoss: 100, activeMember: 1, contractRate: 1000 }], proposed: null },
    FISH: { id: 4, type: 'FISH', period: 'M', status: 'V', ...waiting, terminationBy: 'downline', tiers: [{ minimumBet: 0, netLoss: 100, activeMember: 1, contractRate: 1000 }], proposed: null },
  },
  dailysalreqtype: [
    {
      id: 7,
      status: 'P',
      ...waiting,
      details: [],
      proposed: [
        { betVolume: 1_000_000, activeMember: 3, rateType: 'P', rate: 150 },
        { betVolume: 5_000_000, activeMember: 5, rateType: 'F', rate: 50_000 },
      ],
    },
  ],
};

const answer = (applied: boolean, downlineHigherRate: 'Y' | 'N' = 'N', endedContracts = 0): ContractAnswer => ({
  applied,
  downlineHigherRate,
  endedContracts,
  contract: { id: 1 } as AgentContract,
});

let server: EndpointStubs;

function renderGate(session: SessionState, { agentPolicy = true } = {}) {
  act(() => {
    shellWriter.setLanguage('EN');
    shellWriter.setSession(session);
  });
  return render(
    <SiteConfigContext.Provider value={site(agentPolicy)}>
      <ContractPopupGate />
    </SiteConfigContext.Provider>,
  );
}

const popup = () => screen.findByRole('dialog', { name: 'Contracts waiting for your answer' });
// Every call the gate makes is answered at once (stubEndpoints): one turn of the event loop runs them all.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
// On jest's fake clock: the calls answered, then the modal's opening delay passed. A popup that would come
// is on screen by then.
const pastOpeningDelay = async () => {
  await act(() => jest.advanceTimersByTimeAsync(0));
  await act(() => jest.advanceTimersByTimeAsync(MODAL_OPEN_DELAY_MS));
};
const popupGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

beforeEach(() => {
  server = stubEndpoints();
});
afterEach(() => jest.useRealTimers());

test('a member sees the offer waiting for it; accepting sends the answer, and the popup closes when none is left', async () => {
  server.on(consolidatedFunds, DAILY_OFFER).on(MCS2_processDailySalContract, answer(true));
  renderGate(MEMBER);
  const dialog = await popup();
  expect(server.calls(consolidatedFunds)).toHaveLength(1);
  // Only the offer: the signed dividend and the termination this user asked are not its to answer.
  expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
  expect(within(dialog).getByRole('heading', { name: 'Daily salary' })).toBeInTheDocument();
  expect(within(dialog).getByText('New offer')).toBeInTheDocument();
  expect(within(dialog).getByText('From your upline boss01')).toBeInTheDocument();
  const table = within(dialog).getByRole('table', { name: 'Proposed terms' });
  const rows = within(table).getAllByRole('row');
  expect(rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent))).toEqual([
    ['Tier', 'Valid bet from', 'Active members from', 'Rate'],
    ['1', 'K 10,000.00', '3', '1.50 %'],
    ['2', 'K 50,000.00', '5', 'K 500.00'],
  ]);
  // At phone width each tier is a card whose figures carry their column's name (the records kit's
  // stacked rows), so the rate and active members are seen without a sideways swipe.
  expect(rows.slice(1).map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.getAttribute('data-label')))).toEqual([
    ['Tier', 'Valid bet from', 'Active members from', 'Rate'],
    ['Tier', 'Valid bet from', 'Active members from', 'Rate'],
  ]);
  expect(contractPopupOpen$.value).toBe(true);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
  expect(server.calls(MCS2_processDailySalContract)).toEqual([{ id: 7, status: 'A' }]);
  await popupGone();
  expect(contractPopupOpen$.value).toBe(false);
});

test('an offer below what the agent gives its downline asks first, then sends confirmHigherRate', async () => {
  server.on(consolidatedFunds, {
    ...FUNDS,
    ...NO_CONTRACTS,
    divtypereq: {
      LIVE: { id: 9, type: 'LIVE', period: 'W', status: 'E', ...waiting, downlineHigherRate: 'Y', tiers: [{ minimumBet: 0, netLoss: 100_000, activeMember: 2, contractRate: 3000 }], proposed: [{ minimumBet: 0, netLoss: 100_000, activeMember: 2, contractRate: 2000 }] },
    },
  });
  server.on(MCS2_processDividendReq, answer(true, 'N', 2));
  renderGate(AGENT);
  const dialog = await popup();
  expect(within(dialog).getByRole('heading', { name: 'Dividend: Live Casino, paid weekly' })).toBeInTheDocument();
  expect(within(within(dialog).getByRole('table', { name: 'Proposed terms' })).getByText('20.00 %')).toBeInTheDocument();
  expect(within(within(dialog).getByRole('table', { name: 'Current terms' })).getByText('30.00 %')).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Accepting will end the contracts you give your downline at higher rates than these.');
  expect(server.calls(MCS2_processDividendReq)).toEqual([]);
  expect(within(dialog).getByRole('button', { name: 'Accept and end them' })).toHaveFocus();
  // Going back sends nothing and puts focus back on Accept; asked again, the user confirms.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
  expect(within(dialog).getByRole('button', { name: 'Accept' })).toHaveFocus();
  expect(server.calls(MCS2_processDividendReq)).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
  const confirm = within(dialog).getByRole('button', { name: 'Accept and end them' });
  await userEvent.click(confirm);
  expect(server.calls(MCS2_processDividendReq)).toEqual([{ type: 'LIVE', status: 'A', confirmHigherRate: true }]);
  await popupGone();
});

test('an answer refused for a higher downline rate asks, then resends with confirmHigherRate', async () => {
  server.on(consolidatedFunds, {
    ...FUNDS,
    ...NO_CONTRACTS,
    contracthoursalreq: [{ contractId: 12, status: 'P', ...waiting, hourSalaryRates: [], proposed: [{ minimumBet: 200_000, activeMember: 1, rateType: 'P', rate: 50 }] }],
  });
  server.on(MCS2_processContractHourSalary, (body) => answer(body.confirmHigherRate === true, 'Y'));
  renderGate(AGENT);
  const dialog = await popup();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
  expect(await within(dialog).findByText('Accepting will end the contracts you give your downline at higher rates than these.')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and end them' }));
  expect(server.calls(MCS2_processContractHourSalary)).toEqual([
    { contractId: 12, status: 'A' },
    { contractId: 12, status: 'A', confirmHigherRate: true },
  ]);
  await popupGone();
});

test("the upline's termination ask: the server's refusal shows in the popup, the item stays until answered", async () => {
  server.on(consolidatedFunds, {
    ...FUNDS,
    ...NO_CONTRACTS,
    dailysalreqtype: [{ id: 5, status: 'V', ...waiting, terminationBy: 'upline', details: [{ betVolume: 100_000, activeMember: 1, rateType: 'P', rate: 100 }], proposed: null }],
    contracthoursalreq: [{ contractId: 6, status: 'P', ...waiting, hourSalaryRates: [], proposed: [{ minimumBet: 100_000, activeMember: 1, rateType: 'F', rate: 1_000 }] }],
  });
  const refusals = [apiError('contract.state', 'This contract cannot change now', undefined, 409)];
  server.on(MCS2_processDailySalContract, () => {
    const refusal = refusals.shift();
    if (refusal) throw refusal;
    return answer(true);
  });
  renderGate(MEMBER);
  const dialog = await popup();
  const termination = within(dialog).getAllByRole('listitem')[0]!;
  expect(within(termination).getByText('Your upline asks to end this contract')).toBeInTheDocument();
  expect(within(termination).getByRole('table', { name: 'Terms of the contract' })).toBeInTheDocument();
  expect(within(termination).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

  await userEvent.click(within(termination).getByRole('button', { name: 'Confirm termination' }));
  expect(await within(termination).findByRole('alert')).toHaveTextContent('This contract cannot change now');
  expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);

  await userEvent.click(within(termination).getByRole('button', { name: 'Confirm termination' }));
  expect(server.calls(MCS2_processDailySalContract)).toEqual([
    { id: 5, status: 'C' },
    { id: 5, status: 'C' },
  ]);
  // The other item is still waiting: the popup stays, with it alone.
  await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
  // Focus does not fall to the page with the answered item's buttons: it goes to the next item.
  await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Hourly salary' })).toHaveFocus());
  expect(within(dialog).getByRole('status')).toHaveTextContent('The contract has ended.');
});

test.each([
  ['nothing waiting: no popup', { ...FUNDS, ...NO_CONTRACTS }, false],
  // The same steps show the popup when an offer waits: the check above is not passing for want of time.
  ['an offer waiting: the popup', DAILY_OFFER, true],
])('%s, once the answer is in and the modal could have opened', async (_name, funds, shown) => {
  jest.useFakeTimers();
  server.on(consolidatedFunds, funds);
  renderGate(MEMBER);
  await pastOpeningDelay();
  expect(server.calls(consolidatedFunds)).toHaveLength(1);
  expect(screen.queryByRole('dialog') !== null).toBe(shown);
});

test.each([
  ['a trial account', TRIAL, true],
  ['a guest', GUEST, true],
  ['a member with AGENTPOLICY3 off', MEMBER, false],
])('no contract fetch for %s', async (_name, session, agentPolicy) => {
  server.on(consolidatedFunds, DAILY_OFFER);
  renderGate(session, { agentPolicy });
  await settle();
  expect(server.calls(consolidatedFunds)).toEqual([]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('in Burmese', async () => {
  server.on(consolidatedFunds, DAILY_OFFER);
  act(() => {
    shellWriter.setLanguage('MY');
    shellWriter.setSession(MEMBER);
  });
  render(
    <SiteConfigContext.Provider value={site(true)}>
      <ContractPopupGate />
    </SiteConfigContext.Provider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'သင့်အဖြေကို စောင့်နေသော စာချုပ်များ' });
  expect(within(dialog).getByRole('button', { name: 'လက်ခံမည်' })).toBeInTheDocument();
});
