// The redeem and convert forms' own checks, before anything is sent (the server checks the same).
import type { PointConfig } from '@portal/shared/contracts';

/** As the API: digits, optionally after +, spaces and dashes between; 6 to 15 digits. */
export function isPhone(value: string): boolean {
  const phone = value.trim();
  const digits = phone.replace(/[^0-9]/g, '').length;
  return /^\+?[0-9][0-9 -]{4,18}[0-9]$/.test(phone) && digits >= 6 && digits <= 15;
}

/** The cash a number of points converts to, or null when it is not whole steps of at least the minimum. */
export function cashOf(points: number, config: PointConfig): number | null {
  if (!Number.isSafeInteger(points) || points < config.minConvertPoints || points % config.convertUnitPoints !== 0) return null;
  return (points / config.convertUnitPoints) * config.convertUnitAmount;
}
