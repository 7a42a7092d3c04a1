import { act, screen } from '@testing-library/react';
import type { LedgerDetail } from '@portal/shared/contracts';
import { loginDemo, renderAt, shell } from '../testing';
import { LedgerDetailText } from './LedgerDetailText';

beforeEach(() => loginDemo());
afterEach(() => act(() => shell.setLanguage('EN')));

/** Each detail as the records show it, one a line. */
function renderDetails(details: [LedgerDetail | null, number][]) {
  return renderAt(
    <ul>
      {details.map(([detail, amount], i) => (
        <li key={i} data-testid={`detail-${i}`}>
          <LedgerDetailText detail={detail} amount={amount} />
        </li>
      ))}
    </ul>,
  );
}
const line = (i: number) => screen.getByTestId(`detail-${i}`);

test('periods read as days or as times, slips over several draws say so, money between members says which way', () => {
  renderDetails([
    // A dividend of 1–15 June on the site's calendar; an hour of 14 June; five minutes paid by the platform.
    [{ type: 'contract', contract: 'dividend', periodStart: '2025-05-31T17:30:00.000Z', periodEnd: '2025-06-15T17:30:00.000Z', account: 'moewin' }, -9_000],
    [{ type: 'contract', contract: 'hourlySalary', periodStart: '2025-06-14T03:30:00.000Z', periodEnd: '2025-06-14T04:30:00.000Z', account: 'agent01' }, 500],
    [{ type: 'contract', contract: 'realtimeSalary', periodStart: '2025-06-14T03:30:00.000Z', periodEnd: '2025-06-14T03:35:00.000Z', account: null }, 10],
    [{ type: 'lotteryOrder', orderId: 9, gameCode: 'FAST_1', numero: '20250615-0042', draws: 5 }, -5_000],
    [{ type: 'downline', account: 'moewin' }, 2_000],
    [{ type: 'redEnvelopeTo', members: 1 }, -1_000],
    [{ type: 'consolidate' }, 3_000],
    [{ type: 'teamCommission', day: '2025-06-14' }, 700],
    [{ type: 'note', text: 'Goodwill for the outage' }, 1_500],
    [null, 100],
  ]);
  expect(line(0)).toHaveTextContent('Dividend for 1 Jun 2025 to 15 Jun 2025, to moewin');
  expect(line(1)).toHaveTextContent('Hourly salary for 14 Jun 2025, 10:00 to 14 Jun 2025, 11:00, from agent01');
  expect(line(2)).toHaveTextContent('Real-time salary for 14 Jun 2025, 10:00 to 14 Jun 2025, 10:05');
  expect(line(3)).toHaveTextContent('Fast 5-ball, 1 minute, 5 draws from 20250615-0042, slip 9');
  expect(screen.getByRole('link', { name: /slip 9/ })).toHaveAttribute('href', '/lottery?lottoView=betting&lottoGameCode=FAST_1');
  expect(line(4)).toHaveTextContent('From downline moewin');
  expect(line(5)).toHaveTextContent('Red envelope shared by 1 member');
  expect(line(6)).toHaveTextContent('All game wallets back to the main wallet');
  expect(line(7)).toHaveTextContent('Team commission for 14 Jun 2025');
  expect(line(8)).toHaveTextContent('Goodwill for the outage');
  expect(line(9)).toHaveTextContent('—');

  act(() => shell.setLanguage('MY'));
  expect(line(4)).toHaveTextContent('အောက်လိုင်း moewin ထံမှ');
  expect(line(5)).toHaveTextContent('အဖွဲ့ဝင် 1 ဦးကို ခွဲဝေပေးသော အနီရောင်စာအိတ်');
  act(() => shell.setLanguage('CN'));
  expect(line(0)).toHaveTextContent('的分红，付给 moewin');
});
