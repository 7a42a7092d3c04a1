import { pageItems } from './pagination';

test('few pages are all shown', () => {
  expect(pageItems(1, 4, 1, 5)).toEqual([1, 2, 3, 4]);
});

test('margin 1 and range 5: first, a window of five around the current page, last', () => {
  expect(pageItems(1, 20, 1, 5)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
  expect(pageItems(10, 20, 1, 5)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  expect(pageItems(20, 20, 1, 5)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20]);
});
