import { incrementalCursor } from '../src/db/job-tick';

/* The incremental jobs' cursor (missions, referral): a full sweep first and every hour, otherwise the previous run less the overlap. */

test('full sweep at start, then from the previous run less the overlap, a full one again an hour later', () => {
  const cursor = incrementalCursor(5 * 60_000, 60 * 60_000);
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
  expect(cursor.since(at(0))).toBeNull();
  cursor.ran(at(0));
  expect(cursor.since(at(1))).toEqual(at(-5));
  cursor.ran(at(1));
  // A run that did not happen (another instance claimed the slot) leaves the cursor where it was.
  expect(cursor.since(at(2))).toEqual(at(-4));
  expect(cursor.since(at(3))).toEqual(at(-4));
  cursor.ran(at(3));
  expect(cursor.since(at(59))).toEqual(at(-2));
  expect(cursor.since(at(60))).toBeNull();
  cursor.ran(at(60));
  expect(cursor.since(at(61))).toEqual(at(55));
});
