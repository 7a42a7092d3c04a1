import { buildCsv, csvAmount, csvField, csvFileName, fetchAllPages } from './csv';
import type { Column } from './DataTable';

interface Row {
  account: string;
  remark: string;
  profit: number;
}

const columns: Column<Row>[] = [
  { key: 'account', header: 'အကောင့်', cell: (r) => r.account },
  { key: 'remark', header: '备注', cell: (r) => r.remark },
  { key: 'profit', header: 'Profit', cell: (r) => `K ${r.profit}`, amount: (r) => r.profit },
];

test('starts with the UTF-8 byte-order mark, headers in the reader’s language, CRLF lines', () => {
  const csv = buildCsv(columns, [{ account: 'susu77', remark: 'ok', profit: -195_000 }], 'K');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.slice(1)).toBe('အကောင့်,备注,Profit (K)\r\nsusu77,ok,-1950.00\r\n');
});

test('quotes commas, quotes, line breaks and edge spaces; doubles quotes', () => {
  expect(csvField('plain')).toBe('plain');
  expect(csvField('a,b')).toBe('"a,b"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField('two\nlines')).toBe('"two\nlines"');
  expect(csvField(' padded')).toBe('" padded"');
  const csv = buildCsv(columns, [{ account: 'mya,21', remark: 'he said "pay"\r\nnow', profit: 5 }], 'K');
  expect(csv.split('\r\n')[1]).toBe('"mya,21","he said ""pay""');
});

test('amounts in major units without symbol or grouping; a text a spreadsheet would run stays text', () => {
  expect(csvAmount(123_456_789)).toBe('1234567.89');
  expect(csvAmount(-5)).toBe('-0.05');
  expect(csvAmount(0)).toBe('0.00');
  const csv = buildCsv(columns, [{ account: '=HYPERLINK("x")', remark: '+1', profit: 1_000_000 }], 'K');
  expect(csv.split('\r\n')[1]).toBe('"\'=HYPERLINK(""x"")",\'+1,10000.00');
});

test('a React cell without text or amount is written empty rather than as [object Object]', () => {
  const csv = buildCsv<Row>([{ key: 'x', header: 'X', cell: () => ({ type: 'span' }) as never }], [{ account: 'a', remark: '', profit: 0 }], 'K');
  expect(csv.slice(1)).toBe('X\r\n\r\n');
});

test('the file name carries the period', () => {
  expect(csvFileName('team-profit', '2025-06-09', '2025-06-15')).toBe('team-profit_2025-06-09_2025-06-15.csv');
  expect(csvFileName('downline-direct', '2025-06-15', '2025-06-15')).toBe('downline-direct_2025-06-15.csv');
});

test('every page is fetched in order, one at a time, and the pages are bounded', async () => {
  const asked: number[] = [];
  const pageOf = async (pageNo: number) => (asked.push(pageNo), { content: [pageNo * 10, pageNo * 10 + 1], totalPages: 3 });
  await expect(fetchAllPages(pageOf)).resolves.toEqual({ rows: [10, 11, 20, 21, 30, 31], complete: true });
  expect(asked).toEqual([1, 2, 3]);
  const endless = async (pageNo: number) => ({ content: [pageNo], totalPages: 999 });
  await expect(fetchAllPages(endless, 4)).resolves.toEqual({ rows: [1, 2, 3, 4], complete: false });
});
