import { appLink } from './appLink';

test('the link carries the language, and the token only for a member', () => {
  expect(appLink('https://portal.example', 'CN', null)).toBe('https://portal.example/?lang=CN');
  expect(appLink('https://portal.example', 'MY', 'abc123')).toBe('https://portal.example/?lang=MY&token=abc123');
});
