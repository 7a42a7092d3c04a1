import { useRef, useState } from 'react';
import { http, isApiError } from '@portal/kernel';
import { type QueryResult } from '@portal/shared';
import { MCSFE_claimIssuedPromotion, type ClaimIssuedAnswer, type ClaimPromotionItem, type ClaimPromotionList } from '@portal/shared/contracts';

export interface ClaimState {
  /** The rewards being sent now (their buttons are busy). */
  sending: ReadonlySet<number>;
  /** A refusal's message by reward (the server's, in the reader's language; null: show our own). */
  refused: ReadonlyMap<number, string | null>;
  /** The last claim paid, to confirm it. */
  paid: { reward: ClaimPromotionItem; answer: ClaimIssuedAnswer } | null;
  claim(reward: ClaimPromotionItem): void;
}

/**
 * Claims an issued reward (MCSFE_claimIssuedPromotion) and moves it to claimed in the loaded list
 * with the answer's turnover: no reload, and no balance call either (the shell's balance push
 * follows the ledger). A refusal leaves the reward to claim with the server's message. A reward is
 * sent once at a time: the ref guards a second click that lands before the busy button renders.
 */
export function useClaim(rewards: QueryResult<ClaimPromotionList>): ClaimState {
  const inFlight = useRef(new Set<number>());
  const [sending, setSending] = useState<ReadonlySet<number>>(new Set());
  const [refused, setRefused] = useState<ReadonlyMap<number, string | null>>(new Map());
  const [paid, setPaid] = useState<ClaimState['paid']>(null);

  const settle = (rewardId: number, refusal: string | null | undefined) => {
    inFlight.current.delete(rewardId);
    setSending(new Set(inFlight.current));
    setRefused((previous) => {
      const next = new Map(previous);
      if (refusal === undefined) next.delete(rewardId);
      else next.set(rewardId, refusal);
      return next;
    });
  };

  const claim = (reward: ClaimPromotionItem) => {
    if (inFlight.current.has(reward.rewardId)) return;
    inFlight.current.add(reward.rewardId);
    setSending(new Set(inFlight.current));
    setPaid(null);
    http.call(MCSFE_claimIssuedPromotion, { promotionClaimId: reward.rewardId, promotionType: reward.promotionType }).then(
      (answer) => {
        // The claim time is the turnover's start; a bonus without turnover shows it on the next visit.
        const claimed: ClaimPromotionItem = { ...reward, status: 'C', amount: answer.amount, turnover: answer.turnover, claimedTime: answer.turnover?.startTime ?? reward.claimedTime };
        rewards.setData((list) => (list ?? []).map((item) => (item.rewardId === reward.rewardId ? claimed : item)));
        setPaid({ reward: claimed, answer });
        settle(reward.rewardId, undefined);
      },
      (error: unknown) => settle(reward.rewardId, isApiError(error) && error.message ? error.message : null),
    );
  };

  return { sending, refused, paid, claim };
}
