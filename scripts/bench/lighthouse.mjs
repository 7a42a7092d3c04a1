// Lighthouse (the npm package, mobile preset: a mid-range phone on a slow 4G line, simulated) against
// Debian's Chromium. Each page runs `runs` times in a fresh Chromium; the run with the median score
// is the one reported, as Lighthouse's own docs advise for variance.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function once(url) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const value = (id) => lhr.audits[id].numericValue;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: +value('cumulative-layout-shift').toFixed(3),
      fcpMs: Math.round(value('first-contentful-paint')),
    };
  } finally {
    await chrome.kill();
  }
}

/** The median run (by score) of `runs` Lighthouse runs of one page, and every score seen. */
export async function measureLighthouse(url, { runs = 3 } = {}) {
  const all = [];
  for (let run = 0; run < runs; run += 1) all.push(await once(url));
  const sorted = [...all].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor(sorted.length / 2)], scores: all.map((r) => r.score), runs };
}
