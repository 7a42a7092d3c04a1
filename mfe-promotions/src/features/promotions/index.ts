export { PromotionsPage, type PromotionsView } from './PromotionsPage';
