export { PromotionsPage } from './PromotionsPage';
