import { randomInt } from 'node:crypto';
import { siteDay } from '@portal/shared/contracts';

/**
 * Order numbers: a letter (D deposit, W withdrawal), the Myanmar day and 10 random digits, e.g.
 * `D202506011234567890`. Random rather than sequential, so one member's number tells nothing about
 * the volume of the site and cannot be guessed from another; unique in the table (a clash retries).
 * The contract's ORDER_NO_PATTERN is their format.
 */
export function newOrderNo(prefix: 'D' | 'W', at: Date = new Date()): string {
  const digits = String(randomInt(0, 100_000)).padStart(5, '0') + String(randomInt(0, 100_000)).padStart(5, '0');
  return `${prefix}${siteDay(at).replace(/-/g, '')}${digits}`;
}
