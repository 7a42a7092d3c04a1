export { LotteryPage } from './LotteryPage';
export { lotteryFamilyOf, LOTTERY_ROUTES } from './areas';
