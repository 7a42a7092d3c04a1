/**
 * Items per statement when one statement takes a long list (an IN list, a multi-row insert): 500 rows
 * of up to 60 values stay under both drivers' bound-value limits (SQLite's 32,766, PostgreSQL's
 * 65,535), and one statement per 500 costs little next to one per item.
 */
export const PER_STATEMENT = 500;

/** `items` in consecutive parts of at most `size`, in their order (so a lock order the caller chose holds). */
export function inParts<T>(items: readonly T[], size = PER_STATEMENT): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}
