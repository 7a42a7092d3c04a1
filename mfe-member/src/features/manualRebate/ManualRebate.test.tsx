import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MCSFE_claimManualRebate, MCSFE_getManualRebate, type ManualRebate as Rebate, type ManualRebateClaimAnswer } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { apiError, inTurn, loginDemo, renderPage } from '../../testing/shell';
import { ManualRebate } from '.';

const due: Rebate = { level: 2, rate: 50, validBet: 246_914, amount: 1_234, lastClaimTime: null };
const paid: ManualRebateClaimAnswer = { validBet: 246_914, rate: 50, amount: 1_234, balance: 100_000, claimTime: '2026-11-21T05:00:00.000Z' };

let server: EndpointStubs;

beforeEach(() => {
  loginDemo();
  server = stubEndpoints().on(MCSFE_getManualRebate, due);
});

test('shows the valid bet since the last claim, the level’s rate and what a claim pays', async () => {
  renderPage(<ManualRebate />, '/member/manualRebate');
  expect(await screen.findByTestId('rebate-amount')).toHaveTextContent('K 12.34');
  expect(screen.getByTestId('rebate-level')).toHaveTextContent('VIP 2');
  expect(screen.getByTestId('rebate-rate')).toHaveTextContent('0.5%');
  expect(screen.getByTestId('rebate-valid-bet')).toHaveTextContent('K 2,469.14');
  expect(screen.getByTestId('rebate-last-claim')).toHaveTextContent('Never');
  expect(screen.getByRole('link', { name: 'See your bonus records' })).toHaveAttribute('href', '/member/bonusDetails');
  expect(screen.getByRole('link', { name: 'Rates of every VIP level' })).toHaveAttribute('href', '/member/vipBonus');
});

test('claiming sends once, even on a double click, and shows the payment with nothing left to claim', async () => {
  let answer!: (value: ManualRebateClaimAnswer) => void;
  server.on(MCSFE_claimManualRebate, () => new Promise<ManualRebateClaimAnswer>((resolve) => (answer = resolve)));
  renderPage(<ManualRebate />, '/member/manualRebate');
  const button = await screen.findByRole('button', { name: 'Claim K 12.34' });
  await userEvent.dblClick(button);
  expect(button).toBeDisabled();
  expect(server.calls(MCSFE_claimManualRebate)).toHaveLength(1);

  answer(paid);
  expect(await screen.findByTestId('rebate-paid')).toHaveTextContent('K 12.34 (the rebate on K 2,469.14 of valid bets) is in your main wallet.');
  expect(screen.getByTestId('rebate-amount')).toHaveTextContent('K 0.00');
  // 05:00 UTC is 11:30 on the site's clock.
  expect(screen.getByTestId('rebate-last-claim')).toHaveTextContent('21 Nov 2026, 11:30');
  expect(screen.getByRole('button', { name: 'Nothing to claim yet' })).toBeDisabled();
  expect(server.calls(MCSFE_getManualRebate)).toHaveLength(1);
});

test('a refusal shows the server message and keeps the amount', async () => {
  server.on(MCSFE_claimManualRebate, inTurn<ManualRebateClaimAnswer>(apiError('vip.rebate.nothing', 'No rebate has accrued since your last claim')));
  renderPage(<ManualRebate />, '/member/manualRebate');
  await userEvent.click(await screen.findByRole('button', { name: 'Claim K 12.34' }));
  expect(await screen.findByTestId('rebate-refusal')).toHaveTextContent('No rebate has accrued since your last claim');
  expect(screen.getByTestId('rebate-amount')).toHaveTextContent('K 12.34');
});

test('with nothing accrued the claim is off', async () => {
  server.on(MCSFE_getManualRebate, { ...due, validBet: 0, amount: 0, lastClaimTime: '2026-11-20T20:00:00.000Z' });
  renderPage(<ManualRebate />, '/member/manualRebate');
  expect(await screen.findByRole('button', { name: 'Nothing to claim yet' })).toBeDisabled();
  expect(screen.getByTestId('rebate-last-claim')).toHaveTextContent('21 Nov 2026, 02:30');
});

test('while the site has the rebate off, the server’s refusal is shown', async () => {
  server.on(MCSFE_getManualRebate, inTurn<Rebate>(apiError('function.disabled', 'This function is not available')));
  renderPage(<ManualRebate />, '/member/manualRebate');
  expect(await screen.findByText('This function is not available')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
});
