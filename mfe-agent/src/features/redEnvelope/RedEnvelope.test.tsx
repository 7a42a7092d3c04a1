import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentDownline, agentRedEnvelope, type DownlineMember, type RedEnvelopeBody } from '@portal/shared/contracts';
import { apiError, loginAgent, pageOf, renderPage, REQUEST_ID, stubEndpoints, type EndpointStubs } from '../../testing/shell';
import { RedEnvelope } from '.';

const member = (id: number): DownlineMember => ({
  id, account: `player${id}`, nickname: '', type: 0, kind: 'member', level: 1, upline: 'agent', balance: 0, teamSize: 0,
  registeredAt: '2025-06-01T03:00:00Z', lastLoginAt: null, lastBetDay: null, active: true,
});

let server: EndpointStubs;
beforeEach(() => {
  loginAgent('EN', 1_000_000);
  // 40 direct downlines, 20 a page.
  server = stubEndpoints()
    .on(agentDownline, ({ pageNo }) => pageOf(Array.from({ length: 20 }, (_, i) => member((pageNo - 1) * 20 + i + 1)), pageNo, 2, 40))
    .on(agentRedEnvelope, ({ memberIds, amount, split }: RedEnvelopeBody) => ({
      balance: 1_000_000 - amount,
      split,
      shares: memberIds.map((memberId, i) => ({ memberId, account: `player${memberId}`, amount: i === 0 ? amount - (memberIds.length - 1) * 100 : 100 })),
    }));
});

const show = (query = '') => renderPage(<RedEnvelope />, `/agentHome/redEnvelope${query}`);
const sent = () => server.calls(agentRedEnvelope);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send red envelope' }));
const choose = async (...ids: number[]) => {
  for (const id of ids) await userEvent.click(await screen.findByLabelText(new RegExp(`^player${id}(?!\\d)`)));
};

test('no receivers, or an amount smaller than one minor unit each, is refused in the form', async () => {
  show();
  await screen.findByTestId('downline-picker');
  await submit();
  expect(screen.getByText('Please choose at least one member.')).toBeInTheDocument();
  await choose(1, 2, 3);
  expect(screen.getByText('3 of at most 30 members chosen.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Total amount'), '0.02');
  await userEvent.type(screen.getByLabelText('Payment password'), '123456');
  await submit();
  expect(screen.getByText('For 3 members the total must be at least K 0.03.')).toBeInTheDocument();
  expect(sent()).toEqual([]);
});

test('more than 30 receivers is refused; choices survive paging', async () => {
  show();
  await choose(...Array.from({ length: 20 }, (_, i) => i + 1));
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await choose(...Array.from({ length: 11 }, (_, i) => i + 21));
  expect(screen.getByText('31 of at most 30 members chosen.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Total amount'), '100');
  await userEvent.type(screen.getByLabelText('Payment password'), '123456');
  await submit();
  expect(screen.getByText('Please choose at most 30 members.')).toBeInTheDocument();
  expect(sent()).toEqual([]);
  await choose(31);
  await submit();
  expect(sent()).toHaveLength(1);
  expect(sent()[0]!.memberIds).toHaveLength(30);
}, 20_000);

test('sends the receivers, minor units and the split; shows the split the server answered', async () => {
  show('?member=5&account=player5');
  await choose(2);
  await userEvent.type(screen.getByLabelText('Total amount'), '10.50');
  await userEvent.click(screen.getByLabelText('Random shares'));
  await userEvent.type(screen.getByLabelText('Payment password'), '123456');
  await submit();
  expect(sent()).toEqual([{ memberIds: [5, 2], amount: 1_050, split: 'random', paymentPassword: '123456', requestId: REQUEST_ID }]);
  const shares = await screen.findByTestId('envelope-shares');
  expect(shares).toHaveTextContent('Sent in random shares to 2 members. Main wallet: K 9,989.50.');
  expect(shares).toHaveTextContent('player5K 9.50');
  expect(shares).toHaveTextContent('player2K 1.00');
  expect(screen.getByText('0 of at most 30 members chosen.')).toBeInTheDocument();
});

test('a refusal keeps the form; its retry keeps the request id; equal is the default split', async () => {
  const answers = [apiError('balance.insufficient', 'Not enough balance', 'amount'), apiError('network', 'The network is down', undefined, 0)];
  const answer = { balance: 0, split: 'equal' as const, shares: [{ memberId: 1, account: 'player1', amount: 500 }] };
  server.on(agentRedEnvelope, () => {
    const next = answers.shift();
    if (next) throw next;
    return answer;
  });
  show();
  await choose(1);
  await userEvent.type(screen.getByLabelText('Total amount'), '5');
  await userEvent.type(screen.getByLabelText('Payment password'), '123456');
  await submit();
  expect(await screen.findByText('Not enough balance')).toBeInTheDocument();
  expect(screen.getByLabelText('Total amount')).toHaveValue('5');
  expect(screen.getByText('1 of at most 30 members chosen.')).toBeInTheDocument();
  await submit();
  expect(await screen.findByText('The network is down')).toBeInTheDocument();
  await submit();
  expect(await screen.findByTestId('envelope-shares')).toHaveTextContent('Sent in equal shares to 1 members.');
  const ids = sent().map((body) => body.requestId);
  expect(sent()[0]).toMatchObject({ memberIds: [1], amount: 500, split: 'equal' });
  expect(new Set(ids).size).toBe(1);
});

test('Chinese texts', async () => {
  loginAgent('CN', 0);
  show();
  expect(screen.getByRole('button', { name: '发送红包' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: '查找成员' })).toBeInTheDocument();
  await screen.findByTestId('downline-picker');
});
