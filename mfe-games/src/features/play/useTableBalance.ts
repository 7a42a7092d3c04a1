import { useCallback, useRef, useState } from 'react';
import { http, useBalance } from '@portal/kernel';
import { inhouseSession, type GameSession } from '@portal/shared/contracts';

interface Answered {
  balance: number;
  /** The wallet balance the shell showed when the answer came. */
  wallet: number | null;
}

/**
 * The money the table shows.
 *
 * Real money, with no request for it: the wallet balance the shell shows (`useBalance()`: the server
 * pushes it after every ledger posting), and a round's answer (the balance after the round) until the
 * next push: whichever came last. Demo credits are the ticket's alone: the session's, then each round's
 * answer; after a bet refused for want of credits, the session is asked again.
 */
export function useTableBalance({ ticket, mode, balance: opening }: GameSession) {
  const pushed = useBalance().balance;
  const wallet = mode === 'real' ? pushed : null;
  const [answered, setAnswered] = useState<Answered | null>(null);
  // The answer handlers run after an await: they read the wallet of that moment.
  const walletNow = useRef(wallet);
  walletNow.current = wallet;

  const balance = answered && answered.wallet === wallet ? answered.balance : (wallet ?? answered?.balance ?? opening);

  const onBalance = useCallback((balance: number) => setAnswered({ balance, wallet: walletNow.current }), []);
  const onInsufficient = useCallback(() => {
    // The wallet's balance is already the pushed one; demo credits are asked for.
    if (mode === 'real') return;
    http.call(inhouseSession, { ticket }).then(
      (fresh) => onBalance(fresh.balance),
      () => undefined,
    );
  }, [mode, ticket, onBalance]);

  return { balance, onBalance, onInsufficient };
}
