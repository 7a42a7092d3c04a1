import { defineConfig } from '@playwright/test';
import { E2E } from './support/env';

// Chromium comes from the machine (Debian's packages, support/env.ts), never downloaded: CHROMIUM_PATH overrides.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Each run's traces in a folder of its own: runs one after the other on one port (the journeys, then the
// site-wide ones) would otherwise each clear the one before's failures.
const RESULTS = process.env.E2E_RESULTS || 'results.json';

export default defineConfig<{ checkSidewaysScroll: boolean }>({
  testDir: './tests',
  outputDir: `./.run/test-results-${E2E.port}-${RESULTS.replace(/\.json$/, '')}`,
  // A guard, not a measure (timings live in the bench): on the 2-core CI machine, with two workers and
  // the server sharing it, the longest journeys (two-factor login, the wallet round trip) took up to
  // 57 s of the old 60 s in a clean run, and went over it under a little more load.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: `./.run/${RESULTS}` }]],
  use: {
    baseURL: E2E.baseURL,
    locale: 'en-GB',
    // The visitor asked for less motion: the notices' marquee and the banners' carousel stand still.
    // Headless Chromium composites in software, where a page that keeps moving costs a core's 15 % even
    // while nothing happens (the home page, 10 s idle: 1.5 s of CPU, 0.2 s with less motion), and most
    // journeys pass through it: four spec files took 150 s of CPU with motion and 105 s without. The
    // phone project and the marquee's own journey keep the motion, so a moving page is still walked.
    reducedMotion: 'reduce',
    // A failure keeps its trace (actions, DOM snapshots, network, console) and a screenshot of the
    // moment it failed, but no film strip: recording one makes Chromium paint and encode a frame for
    // every change of every test, passing or not, and that was about half the journeys' CPU. Two phone
    // files (games, protection): 224 s of CPU (116 s wall) with it, 114 s (63 s) without; three portal
    // files 171 s (90 s) against 116 s (65 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: E2E.chromium, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'portal', testIgnore: /(status|flags|phone|widths|delivery|release)\.spec\.ts/ },
    // A phone (375×812, touch): the frame on a phone, every route and popup at 360-768 px (widths), and
    // the login, game and money journeys again, every page of them failing if it is wider than the
    // screen (support/width.ts).
    {
      name: 'phone',
      testMatch: /(phone|widths|games|wallet|protection)\.spec\.ts/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, checkSidewaysScroll: true, reducedMotion: 'no-preference' },
    },
    // Maintenance is site-wide, so the status pages run alone, after everything else: after the portal
    // and phone journeys, or on a server of their own (E2E_SITE_WIDE_ALONE, as `npm test` runs them).
    { name: 'status', testMatch: /status\.spec\.ts/, dependencies: process.env.E2E_SITE_WIDE_ALONE ? [] : ['portal', 'phone'] },
    // Whitelabel flags are site-wide too (and these journeys use the shared demo account): last, alone.
    { name: 'flags', testMatch: /flags\.spec\.ts/, dependencies: ['status'] },
    // Canaries, overrides and rollbacks change which lottery build every visitor gets (a broken canary
    // breaks the lottery page for all): last, alone. Run on its own with `--no-deps`.
    { name: 'delivery', testMatch: /delivery\.spec\.ts/, dependencies: ['flags'] },
    // A team's release against production as releases/live.json has it (every app at its live release,
    // today's builds deployed beside them): only on the server E2E_SKEW=live starts (npm test does).
    ...(process.env.E2E_SKEW === 'live' ? [{ name: 'release', testMatch: /release\.spec\.ts/ }] : []),
  ],
  webServer: {
    command: 'node support/server.mjs',
    url: `${E2E.baseURL}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
