import { formatMoney } from '@portal/shared';

/**
 * Points as the mall shows them: whole numbers with thousands separators (1,250), the same digits in
 * every language, never the browser's locale (the portal's one number formatter, with no decimals).
 */
export const formatPoints = (points: number) => formatMoney(points, 0);
