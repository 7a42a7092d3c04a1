import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  agentContract,
  agentContractLimits,
  agentAmendContract,
  agentContracts,
  agentDownline,
  agentOfferContract,
  agentTerminateContract,
  type AgentContract,
  type ContractDetail,
  type ContractLimits,
  type DownlineMember,
} from '@portal/shared/contracts';
import { apiError, captureDownloads, loginAgent, pageOf, readDownload, renderPage, stubEndpoints, type EndpointStubs } from '../../testing/shell';
import { ContractRequests } from '.';

// The demo agent of the testing shell is member 3, "agent".
const ME = { id: 3, account: 'agent' };
const tier = { minimumBet: 100_000, netLoss: 50_000, activeMember: 3, rateType: 'P' as const, rate: 150 };

const contract = (id: number, over: Partial<AgentContract> = {}): AgentContract => ({
  id,
  kind: 'dividend',
  product: 'SPORTS',
  period: 'W',
  status: 'A',
  upline: ME,
  downline: { id: 10 + id, account: `down${id}` },
  tiers: [tier],
  proposedTiers: null,
  proposedPeriod: null,
  terminationBy: null,
  createdAt: '2025-06-01T03:00:00Z',
  updatedAt: '2025-06-02T03:00:00Z',
  signedAt: '2025-06-02T03:00:00Z',
  endedAt: null,
  ...over,
});

const member = (id: number, account: string): DownlineMember => ({
  id, account, nickname: '', type: 1, kind: 'agent', level: 1, upline: 'agent', balance: 0, teamSize: 2,
  registeredAt: '2025-06-01T03:00:00Z', lastLoginAt: null, lastBetDay: null, active: true,
});

const limits = (over: Partial<ContractLimits> = {}): ContractLimits => ({ kind: 'dividend', product: 'CONS', source: 'upline', maxPercent: 150, maxFixed: null, minimumBet: null, ...over });

let server: EndpointStubs;
beforeEach(() => {
  loginAgent();
  server = stubEndpoints()
    .on(agentContracts, ({ side }) =>
      pageOf(
        side === 'upline'
          ? [contract(9, { upline: { id: 1, account: 'boss' }, downline: ME, kind: 'dailySalary', product: 'CONS', period: null, tiers: [{ ...tier, netLoss: 0, rateType: 'F', rate: 5_000 }] })]
          : [
              // An offer as the API answers it: no signed period or terms yet, only the proposed ones.
              contract(1, { status: 'P', period: null, proposedPeriod: 'W', tiers: [], proposedTiers: [tier], signedAt: null }),
              contract(2, { status: 'E', proposedTiers: [{ ...tier, rate: 120 }] }),
              contract(3, { kind: 'hourlySalary', product: 'CONS', period: null, tiers: [{ ...tier, netLoss: 0, rateType: 'F', rate: 2_500 }] }),
              contract(4, { status: 'R', tiers: [], signedAt: null, endedAt: '2025-06-03T03:00:00Z' }),
              contract(5, { status: 'V', terminationBy: 'downline', period: 'H' }),
              contract(6, { status: 'C', period: 'M', endedAt: '2025-06-03T03:00:00Z' }),
            ],
      ),
    )
    .on(agentDownline, pageOf([member(21, 'mya21'), member(22, 'zaw22')]))
    .on(agentContractLimits, ({ kind, product }) => limits({ kind, product: product ?? 'CONS' }))
    .on(agentOfferContract, (body) => contract(30, { status: 'P', kind: body.kind, downline: { id: body.downlineId, account: 'mya21' }, tiers: [], proposedTiers: body.tiers }));
});

const show = (query = '') => renderPage(<ContractRequests />, `/agentHome/contractRequests${query}`);
const row = (id: number) => screen.getByTestId(`contract-${id}`);

test('lists the contracts with the downline: kind, product and period, every status, the signed terms; the upline side on its switch', async () => {
  show();
  await screen.findByTestId('contract-1');
  expect(server.calls(agentContracts)[0]).toEqual({ side: 'downline', kind: '', status: '', pageNo: 1, pageSize: 20 });
  expect(row(1)).toHaveTextContent('down1');
  expect(row(1)).toHaveTextContent('Dividend · Sports · weekly');
  expect(row(1)).toHaveTextContent('New request, waiting');
  // A pending offer shows the period and the terms it offers.
  expect(row(1)).toHaveTextContent('Offered, waiting for the answer');
  expect(row(1)).toHaveTextContent('Tier 1: bets ≥ K 1,000.00, net loss ≥ K 500.00, 3 active members → 1.50 %');
  expect(row(4)).toHaveTextContent('Not signed yet');
  expect(row(2)).toHaveTextContent('Amendment waiting');
  expect(row(2)).toHaveTextContent('Tier 1: bets ≥ K 1,000.00, net loss ≥ K 500.00, 3 active members → 1.50 %');
  expect(row(3)).toHaveTextContent('Hourly salary');
  expect(row(3)).toHaveTextContent('Signed');
  expect(row(3)).toHaveTextContent('→ K 25.00');
  expect(row(4)).toHaveTextContent('Refused');
  expect(row(5)).toHaveTextContent('semimonthly');
  expect(row(5)).toHaveTextContent('Termination asked by down5');
  expect(row(6)).toHaveTextContent('monthly');
  expect(row(6)).toHaveTextContent('Terminated');

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'V');
  expect(server.calls(agentContracts).at(-1)).toEqual({ side: 'downline', kind: '', status: 'V', pageNo: 1, pageSize: 20 });
  await userEvent.click(screen.getByRole('button', { name: 'With my upline' }));
  expect(await screen.findByTestId('contract-9')).toHaveTextContent('boss');
  expect(row(9)).toHaveTextContent('Daily salary');
  expect(server.calls(agentContracts).at(-1)).toMatchObject({ side: 'upline' });
});

test('Export CSV writes the contracts of the side, kind and status on screen, an offer with its offered terms', async () => {
  const files = captureDownloads();
  show();
  await screen.findByTestId('contract-1');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(files).toHaveLength(1));
  expect(server.calls(agentContracts).at(-1)).toEqual({ side: 'downline', kind: '', status: '', pageNo: 1, pageSize: 100 });
  expect(files[0]!.name).toMatch(/^contracts-downline_\d{4}-\d{2}-\d{2}\.csv$/);
  const { bom, text } = await readDownload(files[0]!.blob);
  const lines = text.split('\r\n');
  expect(bom).toBe(true);
  expect(lines).toHaveLength(1 + 6 + 1);
  expect(lines[0]).toBe('Downline,Kind,Status,Signed terms');
  expect(lines[1]).toBe('down1,Dividend · Sports · weekly,"New request, waiting","Offered, waiting for the answer: Tier 1: bets ≥ K 1,000.00, net loss ≥ K 500.00, 3 active members → 1.50 %"');
  expect(lines[5]).toBe('down5,Dividend · Sports · semimonthly,Termination asked by down5,"Tier 1: bets ≥ K 1,000.00, net loss ≥ K 500.00, 3 active members → 1.50 %"');
  jest.restoreAllMocks();
});

test('offers a contract: the ceiling shown and checked before sending, then the body in basis points and minor units', async () => {
  show();
  const form = screen.getByTestId('offer-form');
  await userEvent.click(await within(form).findByLabelText(/mya21/));
  await userEvent.selectOptions(within(form).getByLabelText('Product'), 'SPORTS');
  await userEvent.selectOptions(within(form).getByLabelText('Period'), 'M');
  expect(await within(form).findByTestId('ceiling')).toHaveTextContent('You may give up to 1.50 %.');
  expect(server.calls(agentContractLimits).at(-1)).toEqual({ kind: 'dividend', product: 'SPORTS' });

  const first = within(form).getByRole('group', { name: 'Tier 1' });
  await userEvent.type(within(first).getByLabelText('Minimum bet (K)'), '1000');
  await userEvent.type(within(first).getByLabelText('Net loss (K)'), '500');
  await userEvent.type(within(first).getByLabelText('Active members'), '3');
  await userEvent.type(within(first).getByLabelText('Rate (%)'), '2');
  await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
  expect(within(first).getByText('Above what you may give (1.50 %).')).toBeInTheDocument();
  expect(within(first).getByLabelText('Rate (%)')).toHaveAttribute('aria-invalid', 'true');
  expect(server.calls(agentOfferContract)).toEqual([]);

  await userEvent.clear(within(first).getByLabelText('Rate (%)'));
  await userEvent.type(within(first).getByLabelText('Rate (%)'), '1.5');
  await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
  expect(await within(form).findByText('The Dividend offer was sent to mya21. It waits for their answer.')).toBeInTheDocument();
  expect(server.calls(agentOfferContract)).toEqual([
    { downlineId: 21, kind: 'dividend', product: 'SPORTS', period: 'M', tiers: [{ minimumBet: 100_000, netLoss: 50_000, activeMember: 3, rateType: 'P', rate: 150 }] },
  ]);
  // The list is read again, to show the new offer.
  await waitFor(() => expect(server.calls(agentContracts)).toHaveLength(2));
});

test('a salary offers a fixed rate; with no contract of the kind to share, the form says so and sends nothing', async () => {
  server.on(agentContractLimits, ({ kind }) => (kind === 'hourlySalary' ? limits({ kind, source: 'none', maxPercent: null }) : limits({ kind, maxFixed: 10_000 })));
  show();
  const form = screen.getByTestId('offer-form');
  await userEvent.click(await within(form).findByLabelText(/zaw22/));
  await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'hourlySalary');
  expect(await within(form).findByTestId('ceiling')).toHaveTextContent('You have no Hourly salary contract of your own to share');
  await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
  expect(within(form).getAllByText(/You have no Hourly salary contract/)).toHaveLength(2);
  expect(server.calls(agentOfferContract)).toEqual([]);

  await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'dailySalary');
  await waitFor(() => expect(within(form).getByTestId('ceiling')).toHaveTextContent('As a fixed amount, up to K 100.00.'));
  const first = within(form).getByRole('group', { name: 'Tier 1' });
  expect(within(first).queryByLabelText('Net loss (K)')).not.toBeInTheDocument();
  await userEvent.type(within(first).getByLabelText('Bet volume (K)'), '2000');
  await userEvent.type(within(first).getByLabelText('Active members'), '1');
  await userEvent.selectOptions(within(first).getByLabelText('Rate type'), 'F');
  await userEvent.type(within(first).getByLabelText('Amount (K)'), '80');
  await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
  await waitFor(() => expect(server.calls(agentOfferContract)).toHaveLength(1));
  expect(server.calls(agentOfferContract)[0]).toEqual({ downlineId: 22, kind: 'dailySalary', tiers: [{ minimumBet: 200_000, netLoss: 0, activeMember: 1, rateType: 'F', rate: 8_000 }] });
});

test('a salary the platform pays: the form says the rule, refuses a tier without it before sending, and shows the server’s refusal', async () => {
  const platform = (kind: ContractLimits['kind']) => limits({ kind, source: 'platform', maxPercent: 300, maxFixed: 1_000_000, minimumBet: kind === 'dividend' ? null : 1_000 });
  server.on(agentContractLimits, ({ kind }) => platform(kind));
  show();
  const form = screen.getByTestId('offer-form');
  await userEvent.click(await within(form).findByLabelText(/mya21/));
  await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'hourlySalary');
  expect(await within(form).findByTestId('salary-rule')).toHaveTextContent(
    'The platform pays this salary only for real work: every tier needs a bet volume of at least K 10.00 and at least 1 active member.',
  );
  // A fixed K 10,000 an hour with no threshold: what a puppet account would be paid for nothing.
  const first = within(form).getByRole('group', { name: 'Tier 1' });
  await userEvent.type(within(first).getByLabelText('Minimum bet (K)'), '0');
  await userEvent.type(within(first).getByLabelText('Active members'), '0');
  await userEvent.selectOptions(within(first).getByLabelText('Rate type'), 'F');
  await userEvent.type(within(first).getByLabelText('Amount (K)'), '10000');
  await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
  expect(within(first).getByText('A salary the platform pays needs at least K 10.00 and at least 1 active member in every tier.')).toBeInTheDocument();
  expect(within(first).getByLabelText('Minimum bet (K)')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.clear(within(first).getByLabelText('Minimum bet (K)'));
  await userEvent.type(within(first).getByLabelText('Minimum bet (K)'), '10');
  await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
  expect(within(first).getByLabelText('Active members')).toHaveAttribute('aria-invalid', 'true');
  expect(server.calls(agentOfferContract)).toEqual([]);

  // The dividend asks no such thing; and the server's word is shown when the rule changed since the form loaded.
  server.on(agentOfferContract, () => {
    throw apiError('contract.salary.threshold', 'tiers[0].minimumBet: a salary the platform pays needs a minimum valid bet of at least K 20.00 and at least 1 active member in every tier', 'tiers[0].minimumBet');
  });
  await userEvent.clear(within(first).getByLabelText('Active members'));
  await userEvent.type(within(first).getByLabelText('Active members'), '1');
  await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
  expect(await within(first).findByText(/needs a minimum valid bet of at least K 20\.00/)).toBeInTheDocument();
  expect(server.calls(agentOfferContract)).toEqual([{ downlineId: 21, kind: 'hourlySalary', tiers: [{ minimumBet: 1_000, netLoss: 0, activeMember: 1, rateType: 'F', rate: 1_000_000 }] }]);
  await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'dividend');
  await within(form).findByTestId('ceiling');
  expect(within(form).queryByTestId('salary-rule')).not.toBeInTheDocument();
});

test('the server’s refusal of a tier goes under that tier’s field; a contract that exists under the kind', async () => {
  const answers = [apiError('contract.rate.above.own', 'Above your own rate (1.20%)', 'tiers[1].rate'), apiError('contract.exists', 'This member already has such a contract', 'kind', 409)];
  server.on(agentOfferContract, () => {
    throw answers.shift()!;
  });
  show();
  const form = screen.getByTestId('offer-form');
  await userEvent.click(await within(form).findByLabelText(/mya21/));
  await within(form).findByTestId('ceiling');
  const fill = async (name: string, values: [string, string, string, string]) => {
    const group = within(form).getByRole('group', { name });
    const [bet, loss, members, rate] = values;
    await userEvent.type(within(group).getByLabelText('Minimum bet (K)'), bet);
    await userEvent.type(within(group).getByLabelText('Net loss (K)'), loss);
    await userEvent.type(within(group).getByLabelText('Active members'), members);
    await userEvent.type(within(group).getByLabelText('Rate (%)'), rate);
  };
  await fill('Tier 1', ['1000', '500', '3', '1']);
  await userEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
  await fill('Tier 2', ['5000', '2000', '5', '1.25']);
  await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));

  const second = within(form).getByRole('group', { name: 'Tier 2' });
  expect(await within(second).findByText('Above your own rate (1.20%)')).toBeInTheDocument();
  expect(within(second).getByLabelText('Rate (%)')).toHaveAttribute('aria-invalid', 'true');
  expect(within(within(form).getByRole('group', { name: 'Tier 1' })).queryByRole('alert')).not.toBeInTheDocument();
  expect(server.calls(agentOfferContract)[0]?.tiers).toEqual([
    { minimumBet: 100_000, netLoss: 50_000, activeMember: 3, rateType: 'P', rate: 100 },
    { minimumBet: 500_000, netLoss: 200_000, activeMember: 5, rateType: 'P', rate: 125 },
  ]);
  // What was typed stays; the next refusal is about the kind.
  expect(within(second).getByLabelText('Rate (%)')).toHaveValue('1.25');
  await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
  expect(await within(form).findByText('This member already has such a contract')).toBeInTheDocument();
  expect(within(form).getByLabelText('Kind')).toHaveAttribute('aria-invalid', 'true');
});

test('a termination the downline asked is confirmed after the dialog; its history in the site’s time zone', async () => {
  const asked = contract(5, { status: 'V', terminationBy: 'downline' });
  const history: ContractDetail['history'] = [
    { at: '2025-06-01T03:00:00Z', action: 'offered', by: 'agent', status: 'P' },
    { at: '2025-06-02T03:00:00Z', action: 'signed', by: 'down5', status: 'A' },
    { at: '2025-06-05T17:30:00Z', action: 'termination.asked', by: 'down5', status: 'V' },
  ];
  let current = asked;
  server
    .on(agentContract, () => ({ contract: current, history }))
    .on(agentTerminateContract, ({ status }) => {
      current = { ...asked, status: status === 'C' ? 'C' : 'A', terminationBy: null, endedAt: status === 'C' ? '2025-06-06T03:00:00Z' : null };
      return current;
    });
  show('?contract=5');
  const detail = await screen.findByTestId('contract-detail');
  expect(server.calls(agentContract)[0]).toEqual({ contractId: 5 });
  expect(within(detail).getByTestId('contract-status')).toHaveTextContent('Termination asked by down5');
  const events = within(detail).getByTestId('contract-history');
  expect(events).toHaveTextContent('Asked to terminate');
  // 17:30 UTC is the next day in Yangon (UTC+6:30).
  expect(events).toHaveTextContent('6 Jun 2025, 00:00');
  expect(within(detail).queryByRole('button', { name: 'Ask to terminate' })).not.toBeInTheDocument();

  await userEvent.click(within(detail).getByRole('button', { name: 'Confirm termination' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('down5 asked to end this contract.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(server.calls(agentTerminateContract)).toEqual([]);

  await userEvent.click(within(detail).getByRole('button', { name: 'Confirm termination' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm termination' }));
  expect(server.calls(agentTerminateContract)).toEqual([{ contractId: 5, status: 'C' }]);
  expect(await screen.findByText('The contract has ended.')).toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByTestId('contract-detail')).getByTestId('contract-status')).toHaveTextContent('Terminated'));
  expect(screen.queryByRole('button', { name: 'Keep the contract' })).not.toBeInTheDocument();
});

test('amends the signed terms from what was signed; an unanswered offer is withdrawn after the dialog', async () => {
  let current = contract(3, { kind: 'hourlySalary', product: 'CONS', period: null, tiers: [{ ...tier, netLoss: 0, rateType: 'F', rate: 2_500 }] });
  server
    .on(agentContract, ({ contractId }) => ({ contract: contractId === 1 ? contract(1, { status: 'P', tiers: [], proposedTiers: [tier], signedAt: null }) : current, history: [] }))
    .on(agentContractLimits, limits({ kind: 'hourlySalary', maxPercent: 300, maxFixed: 10_000 }))
    .on(agentAmendContract, ({ tiers }) => (current = { ...current, status: 'E', proposedTiers: tiers }))
    .on(agentTerminateContract, () => contract(1, { status: 'C', tiers: [], endedAt: '2025-06-03T03:00:00Z' }));
  const view = show('?contract=3');
  const detail = await screen.findByTestId('contract-detail');
  await userEvent.click(within(detail).getByRole('button', { name: 'Change the terms' }));
  const form = screen.getByTestId('amend-form');
  const first = within(form).getByRole('group', { name: 'Tier 1' });
  expect(within(first).getByLabelText('Minimum bet (K)')).toHaveValue('1000.00');
  expect(within(first).getByLabelText('Amount (K)')).toHaveValue('25.00');
  await userEvent.selectOptions(within(first).getByLabelText('Rate type'), 'P');
  await userEvent.clear(within(first).getByLabelText('Rate (%)'));
  await userEvent.type(within(first).getByLabelText('Rate (%)'), '2.75');
  await userEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Send the new terms' }));
  // A tier that does not rise above the one before is refused in the form.
  expect(within(within(form).getByRole('group', { name: 'Tier 2' })).getAllByRole('alert').length).toBeGreaterThan(0);
  await userEvent.click(within(form).getByRole('button', { name: 'Remove tier 2' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Send the new terms' }));
  expect(await screen.findByText('The new terms were sent to down3.')).toBeInTheDocument();
  expect(server.calls(agentAmendContract)).toEqual([{ contractId: 3, tiers: [{ minimumBet: 100_000, netLoss: 0, activeMember: 3, rateType: 'P', rate: 275 }] }]);
  expect(screen.getByTestId('proposed-terms')).toHaveTextContent('→ 2.75 %');

  view.unmount();
  show('?contract=1');
  const offer = await screen.findByTestId('contract-detail');
  expect(within(offer).queryByRole('button', { name: 'Ask to terminate' })).not.toBeInTheDocument();
  await userEvent.click(within(offer).getByRole('button', { name: 'Withdraw the offer' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('The offer to down1 ends at once.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the offer' }));
  expect(server.calls(agentTerminateContract)).toEqual([{ contractId: 1, status: 'V' }]);
  expect(await screen.findByText('The offer was withdrawn.')).toBeInTheDocument();
});

test('Burmese texts', async () => {
  loginAgent('MY');
  show();
  expect(await screen.findByRole('button', { name: 'ကမ်းလှမ်းချက် ပို့မည်' })).toBeInTheDocument();
  expect(await screen.findByText('တောင်းဆိုချက်အသစ်၊ စောင့်ဆိုင်းဆဲ')).toBeInTheDocument();
});
