import { inParts, PER_STATEMENT } from '../src/db/parts';

test('a long list goes in parts of at most one statement each, in its order, nothing lost or repeated', () => {
  const ids = Array.from({ length: 2 * PER_STATEMENT + 1 }, (_, i) => i);
  const parts = inParts(ids);
  expect(parts.map((part) => part.length)).toEqual([PER_STATEMENT, PER_STATEMENT, 1]);
  expect(parts.flat()).toEqual(ids);
  expect(inParts([])).toEqual([]);
  expect(inParts(['a', 'b', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
});
