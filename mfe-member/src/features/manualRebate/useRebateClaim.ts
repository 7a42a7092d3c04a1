import { useRef, useState } from 'react';
import { http, isApiError } from '@portal/kernel';
import { type QueryResult } from '@portal/shared';
import { MCSFE_claimManualRebate, type ManualRebate, type ManualRebateClaimAnswer } from '@portal/shared/contracts';

export interface RebateClaim {
  sending: boolean;
  /** The last claim paid, to confirm it. */
  paid: ManualRebateClaimAnswer | null;
  /** A refusal: the server's message (in the reader's language), or null for our own. Undefined: none. */
  refusal: string | null | undefined;
  claim(): void;
}

/**
 * Claims the accrued rebate (MCSFE_claimManualRebate) once at a time (the ref guards a second click
 * that lands before the busy button renders) and zeroes what is shown as claimable from the answer:
 * no reload, and no balance call (the shell's balance push follows the ledger).
 */
export function useRebateClaim(rebate: QueryResult<ManualRebate>): RebateClaim {
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [paid, setPaid] = useState<ManualRebateClaimAnswer | null>(null);
  const [refusal, setRefusal] = useState<string | null | undefined>(undefined);

  const claim = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setPaid(null);
    setRefusal(undefined);
    http.call(MCSFE_claimManualRebate, undefined).then(
      (answer) => {
        rebate.setData((shown) => ({ level: shown?.level ?? 0, rate: answer.rate, validBet: 0, amount: 0, lastClaimTime: answer.claimTime }));
        setPaid(answer);
        inFlight.current = false;
        setSending(false);
      },
      (error: unknown) => {
        setRefusal(isApiError(error) && error.message ? error.message : null);
        inFlight.current = false;
        setSending(false);
      },
    );
  };

  return { sending, paid, refusal, claim };
}
