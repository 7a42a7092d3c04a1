import { readdirSync, readFileSync } from 'node:fs';
import { REMOTE_NAMES } from '@portal/shared/contracts';
import { join } from 'node:path';

/*
 * Text on a coloured fill must keep 4.5:1 (WCAG 1.4.3) in both themes: axe found the game card's HOT
 * badge, white on --danger (#ff5c5c), at 3.02:1. The ratios are computed from tokens.css itself, and
 * every CSS rule of the portal that writes white text on a token fill is checked against it.
 */

const ROOT = join(__dirname, '../../..');
const tokensCss = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

/** The custom properties of one theme block (`dark` is also the bare :root block). */
function theme(name: 'dark' | 'light'): Record<string, string> {
  const block = new RegExp(`:root\\[data-theme='${name}'\\]\\s*\\{([^}]*)\\}`).exec(tokensCss)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const THEMES = ['dark', 'light'] as const;

test.each(THEMES)('%s theme: white text on the danger, success and warning fills is at least 4.5:1', (name) => {
  const tokens = theme(name);
  expect(tokens['--on-fill']).toBe('#ffffff');
  for (const fill of ['--danger-fill', '--success-fill', '--warning-fill']) {
    expect(contrast(tokens[fill]!, tokens['--on-fill']!)).toBeGreaterThanOrEqual(4.5);
  }
  // The regression itself: white on the text colour --danger of the dark theme is not enough.
  if (name === 'dark') expect(contrast(tokens['--danger']!, '#ffffff')).toBeLessThan(4.5);
});

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? cssFiles(path) : entry.name.endsWith('.css') ? [path] : [];
  });
}

test('every rule that writes white text on a token fill keeps 4.5:1 in both themes', () => {
  const packages = ['shared', 'shell', ...REMOTE_NAMES];
  const files = packages.flatMap((name) => cssFiles(join(ROOT, name, 'src')));
  expect(files.length).toBeGreaterThan(10);
  const failures: string[] = [];
  let checked = 0;
  for (const file of files) {
    for (const [, selector, body] of readFileSync(file, 'utf8').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const color = /(?:^|[;\s])color:\s*(#fff\b|#ffffff\b|var\(--on-fill\))/.exec(body!)?.[1];
      const fill = /background(?:-color)?:\s*var\((--[\w-]+)\)/.exec(body!)?.[1];
      if (!color || !fill) continue;
      for (const name of THEMES) {
        const value = theme(name)[fill];
        if (!value?.startsWith('#')) continue;
        checked += 1;
        const ratio = contrast(value, '#ffffff');
        if (ratio < 4.5) failures.push(`${file.slice(ROOT.length + 1)} ${selector!.trim()} (${name}: ${fill} ${ratio.toFixed(2)}:1)`);
      }
    }
  }
  expect(checked).toBeGreaterThan(0);
  expect(failures).toEqual([]);
});
