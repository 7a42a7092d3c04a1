import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HealthReport, RemoteName } from '@portal/shared/contracts';
import { expect, test } from '../support/test';
import { E2E } from '../support/env';
import { DEMO, loginThroughModal } from '../support/portal';
import { LOTTERY, newVisitor, openLottery, ops, registryEntry } from '../support/delivery';

/*
 * A team ships alone, against production as releases/live.json has it: the shell and every remote at
 * their live release builds (the shell is not rebuilt), today's builds deployed beside them. The games
 * team's 1.1.0 (the category summary, a toolkit FactGrid over a new API call) goes to one player by a
 * canary, survives a flood of forged health reports, and is promoted; a lottery build made against an
 * older contract is refused before any visitor gets it. Runs on the server E2E_SKEW=live starts.
 */

const GAMES: RemoteName = 'mfe-games';
const ROOT = path.join(__dirname, '..', '..');
const live = JSON.parse(readFileSync(path.join(ROOT, 'releases', 'live.json'), 'utf8')) as Record<string, { stable: string }>;
const GAMES_LIVE = live[GAMES]!.stable;
const GAMES_NEXT = (JSON.parse(readFileSync(path.join(ROOT, 'mfe-games', 'package.json'), 'utf8')) as { version: string }).version;
const OPS = { 'Admin-Token': E2E.adminToken };

/** The slots page as this page shows it: the games build that drew it, and whether the summary is there. */
async function slotsPage(page: import('@playwright/test').Page) {
  await page.goto('/rng');
  const slot = page.locator('[data-remote="mfe-games"][data-expose="App"]');
  await expect(slot).toHaveAttribute('data-remote-state', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('games-page')).toHaveAttribute('data-category', 'RNG');
  return { version: await slot.getAttribute('data-remote-version'), summary: page.getByTestId('category-summary') };
}

test.describe.configure({ mode: 'serial' });

test('the games team ships its release alone: a canary for one player, 1,000 forged reports ignored, then promoted; the shell stays at its release build', async ({ browser, request }) => {
  test.setTimeout(240_000);
  expect(GAMES_NEXT).not.toBe(GAMES_LIVE);
  const before = await ops.rollout(request, GAMES);
  expect(before.stable.version).toBe(GAMES_LIVE);

  const guest = await newVisitor(browser);
  const player = await newVisitor(browser);
  try {
    // Production today: the live games build, no summary.
    const seen = await slotsPage(guest.page);
    expect(seen.version).toBe(GAMES_LIVE);
    await expect(seen.summary).toHaveCount(0);

    // The team's canary: the demo player only (0 % of everyone else).
    const canary = await ops.canary(request, { remote: GAMES, version: GAMES_NEXT, percent: 0, cohort: { accounts: [DEMO.player.username] }, reason: 'e2e: the games team\'s release to one player' });
    expect(canary.canary).toMatchObject({ version: GAMES_NEXT, percent: 0 });

    await player.page.goto('/');
    await loginThroughModal(player.page, DEMO.player);
    const inCanary = await slotsPage(player.page);
    expect(inCanary.version).toBe(GAMES_NEXT);
    await expect(inCanary.summary).toContainText('Games');
    await expect(inCanary.summary).toContainText('Providers');
    // The guest is not in it.
    expect((await slotsPage(guest.page)).version).toBe(GAMES_LIVE);

    // Anyone may post health reports: 1,000 forged chunk failures for the canary (no load token the
    // server handed out) neither roll it back nor count.
    const forged: HealthReport[] = Array.from({ length: 50 }, (_, i) => ({ remote: GAMES, version: GAMES_NEXT, outcome: 'chunk', token: `forged-${i}` }));
    for (let batch = 0; batch < 20; batch++) await request.post('/wps/remotes/health', { data: { reports: forged } });
    const after = await ops.rollout(request, GAMES);
    expect(after.canary).toMatchObject({ version: GAMES_NEXT });
    const overview = (await ops.overview(request)).find((one) => one.remote === GAMES)!;
    const health = overview.health.find((row) => row.version === GAMES_NEXT);
    expect(health?.failures ?? 0).toBe(0);
    expect(health?.outcomes.chunk ?? 0).toBe(0);
    expect((await slotsPage(player.page)).version).toBe(GAMES_NEXT);

    // Promoted: every visitor gets it, the shell untouched.
    const promoted = await ops.promote(request, { remote: GAMES, reason: 'e2e: the canary is healthy' });
    expect(promoted).toMatchObject({ stable: { version: GAMES_NEXT }, canary: null });
    const everyone = await slotsPage(guest.page);
    expect(everyone.version).toBe(GAMES_NEXT);
    await expect(everyone.summary).toContainText('Providers');
  } finally {
    await guest.context.close();
    await player.context.close();
  }
});

test('a lottery build made against an older contract is refused with its reason, and the live lottery keeps working', async ({ browser, request }) => {
  const before = await ops.rollout(request, LOTTERY);
  for (const action of ['set', 'canary'] as const) {
    const response = await request.post(`/wps/admin/remotes/${action}`, {
      headers: { ...OPS, Language: 'EN' },
      data: { actor: 'e2e', remote: LOTTERY, version: E2E.staleContractVersion, ...(action === 'canary' ? { percent: 5 } : {}), reason: 'e2e: an old build' },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toContain('GET /lgw/numeros/near');
    expect(body.message).toContain('closingNote');
  }
  expect(await ops.rollout(request, LOTTERY)).toEqual(before);

  const visitor = await newVisitor(browser);
  try {
    expect((await registryEntry(visitor.context)).version).toBe(before.stable.version);
    expect(await openLottery(visitor)).toBe(before.stable.version);
  } finally {
    await visitor.context.close();
  }
});
