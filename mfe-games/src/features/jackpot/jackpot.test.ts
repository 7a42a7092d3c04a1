import { initialJackpot, JACKPOT_STORAGE_KEY, nextDelay, nextJackpot } from '.';

beforeEach(() => localStorage.clear());

test('starts from 101,000,000 plus a random part, in cents', () => {
  expect(initialJackpot(() => 0)).toBe(10_100_000_000);
  expect(initialJackpot(() => 0.5)).toBe(10_150_000_000);
});

test('continues from the stored value when it is in range, and ignores a value out of range', () => {
  localStorage.setItem(JACKPOT_STORAGE_KEY, JSON.stringify(12_345_678_900));
  expect(initialJackpot(() => 0)).toBe(12_345_678_900);
  localStorage.setItem(JACKPOT_STORAGE_KEY, JSON.stringify(99));
  expect(initialJackpot(() => 0)).toBe(10_100_000_000);
});

test('rises by 100 to 500 each tick and starts again above 150,000,000', () => {
  expect(nextJackpot(10_100_000_000, () => 0)).toBe(10_100_000_000 + 10_000);
  expect(nextJackpot(10_100_000_000, () => 0.999999)).toBe(10_100_000_000 + 50_000);
  expect(nextJackpot(15_000_000_000 - 5_000, () => 0.5)).toBe(10_100_000_000);
});

test('ticks every 3, 4 or 5 seconds', () => {
  expect([nextDelay(() => 0), nextDelay(() => 0.4), nextDelay(() => 0.99)]).toEqual([3000, 4000, 5000]);
});
