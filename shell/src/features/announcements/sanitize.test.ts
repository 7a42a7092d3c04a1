import { renderSafeHtml } from './sanitize';

const DIRTY =
  '<p onclick="steal()">Hello <b>players</b><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><a href="https://example.com">good</a></p><form><input name="pin"></form>';

// jsdom has no Element.setHTML: this is the path of a browser without the Sanitizer API (DOMPurify).
// Chromium's native path is the one the e2e suite's home popup takes.
test('scripts, event handlers, javascript: links and forms are removed; formatting stays; links open apart', async () => {
  const target = document.createElement('div');
  await renderSafeHtml(target, DIRTY);
  expect(target.innerHTML).not.toMatch(/script|onerror|onclick|javascript:|<form|<input/i);
  expect(target.innerHTML).toContain('<b>players</b>');
  expect(target.querySelector('img')?.getAttribute('src')).toBe('x.png');
  const good = target.querySelector('a[href="https://example.com"]');
  expect(good?.getAttribute('rel')).toBe('noopener noreferrer');
  expect(good?.getAttribute('target')).toBe('_blank');
});

test('an answer that arrives after a newer one leaves the newer content in place', async () => {
  const target = document.createElement('div');
  target.textContent = 'newer';
  await renderSafeHtml(target, '<p>older</p>', () => false);
  expect(target.textContent).toBe('newer');
});
