export { formatMoney, MASKED_MONEY } from './money';
export { formatSiteDate, type DateStyle, type DateValue } from './dates';
export { useSiteDate } from './useSiteDate';
