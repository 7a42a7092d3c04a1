/** Points and the points mall: accrual from settled valid bets, goods with stock, redeem and conversion with the payment password, ops decisions. */
export { accruePoints } from './account';
export { POINT_CONFIG } from './config';
export { giftPoints, seedPointGoods, type DemoPointGood } from './seed';
