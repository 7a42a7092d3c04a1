import { http } from '@portal/kernel';
import { useQuery } from '@portal/shared';
import { MCSFE_getPromotionDetail, type ClaimTicketList, type PromotionPrize } from '@portal/shared/contracts';

/**
 * The configured prizes of the held tickets' promotions (MCSFE_getPromotionDetail's rules), by
 * promotion: the wheel's slices, and the amounts named in the proof. Read once per promotion, not per
 * ticket. A promotion whose detail fails is left out: its wheel shows blank slices, the proof prize ids.
 */
export function usePrizes(tickets: ClaimTicketList | null): ReadonlyMap<number, readonly PromotionPrize[]> {
  const ids = [...new Set((tickets ?? []).map((ticket) => ticket.promotionId))].sort((a, b) => a - b);
  const key = ids.join(',');
  const details = useQuery(
    async (signal) => {
      const settled = await Promise.allSettled(ids.map((promotionId) => http.call(MCSFE_getPromotionDetail, { promotionId }, { signal })));
      return new Map(settled.flatMap((result) => (result.status === 'fulfilled' ? [[result.value.promotionId, result.value.rules.prizes] as const] : [])));
    },
    [key],
    { enabled: ids.length > 0 },
  );
  return details.data ?? EMPTY;
}

const EMPTY: ReadonlyMap<number, readonly PromotionPrize[]> = new Map();
