import { sanitizeHtml } from './sanitize';

test('scripts, event handlers and javascript: links are removed; formatting stays', () => {
  const dirty =
    '<p onclick="steal()">Hello <b>players</b><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><a href="https://example.com">good</a></p>';
  const clean = sanitizeHtml(dirty);
  expect(clean).not.toMatch(/script|onerror|onclick|javascript:/i);
  expect(clean).toContain('<b>players</b>');
  expect(clean).toContain('<img src="x.png">');
  expect(clean).toContain('href="https://example.com"');
  expect(clean).toContain('rel="noopener noreferrer"');
});
