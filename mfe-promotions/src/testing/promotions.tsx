// The promotions page's calls stood in for (the real client and contract, only the server replaced),
// and the page rendered at its route.
import { MCSFE_getPromotionDetail, MCSFE_getPromotionList, PROMOFE_getClaimTicketList } from '@portal/shared/contracts';
import { apiError, renderAt, stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { PromotionsPage } from '../features/promotions';
import { DETAILS, promotionList } from './fixtures';

/** The three demo promotions open to join, their details, and no ticket held; a test adds or replaces answers. */
export function stubPromotions(): EndpointStubs {
  return stubEndpoints()
    .on(MCSFE_getPromotionList, promotionList())
    .on(MCSFE_getPromotionDetail, ({ promotionId }) => {
      const detail = DETAILS[promotionId];
      if (!detail) throw apiError('promotion.not.found', 'Promotion not found', undefined, 404);
      return detail;
    })
    .on(PROMOFE_getClaimTicketList, []);
}

/** The remote's page at `/promotions`, as the shell mounts it. */
export function renderPromotions() {
  return renderAt(<PromotionsPage />, '/promotions');
}
