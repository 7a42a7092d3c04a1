/** Promotions (issue 17): the list and terms, joining and ops approval, the reward centre paid through the ledger with turnover, tickets with server-drawn prizes. */
export { promotionsAdminRoutes, promotionsRoutes } from './routes';
export { onDepositCredited } from './rewards';
export { assertTurnoverMet } from './turnover';
export { seedPromotions, type DemoPromotion } from './seed';
