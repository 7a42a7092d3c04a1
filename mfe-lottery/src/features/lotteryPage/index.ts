export { LotteryPage } from './LotteryPage';
export { lotteryAreaOf, LOTTERY_AREAS, type LotteryArea } from './areas';
