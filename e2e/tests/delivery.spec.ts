import { generate } from 'otplib';
import { REMOTE_NAMES, type RemoteRollout } from '@portal/shared/contracts';
import { expect, test } from '../support/test';
import { E2E } from '../support/env';
import { openInEnglish } from '../support/portal';
import { LOTTERY, lotteryVersion, newVisitor, openLottery, ops, registryEntry, restoreRollout, type Visitor } from '../support/delivery';

// The delivery journeys: ops roll the lottery's next release (1.1.0, built by support/server.mjs) out to a
// share of visitors, a broken release is rolled back by the health the visitors' pages report, and a
// team pins one browser to a build with a signed link. Every journey puts the lottery's rollout back as
// it found it (other journeys share the server); the `delivery` project runs them alone, after all the
// others, one after another (one file, one worker).

let before: RemoteRollout;

test.beforeEach(async ({ request }) => {
  before = await ops.rollout(request, LOTTERY);
  expect(before.canary, 'no canary left running by an earlier journey').toBeNull();
});

test.afterEach(async ({ request }) => {
  if (before) await restoreRollout(request, before);
});

test('ops start a 50% canary of the lottery: two visitors get different versions, and each keeps its own across reloads', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const stable = before.stable.version;
  expect(stable).not.toBe(E2E.swapVersion);
  const rollout = await ops.canary(request, { remote: LOTTERY, version: E2E.swapVersion, percent: 50, reason: 'e2e: half of the visitors' });
  expect(rollout.canary).toMatchObject({ version: E2E.swapVersion, percent: 50 });

  // Fresh visitors (each its own browser context, so its own visitor cookie) until one got each version;
  // the chance that 20 all land on one side of a fair 50% split is about two in a million.
  const visitors: Visitor[] = [];
  const byVersion = new Map<string, Visitor>();
  try {
    for (let tries = 0; tries < 20 && byVersion.size < 2; tries++) {
      const visitor = await newVisitor(browser);
      visitors.push(visitor);
      const { version, channel } = await registryEntry(visitor.context);
      expect(channel).toBe(version === E2E.swapVersion ? 'canary' : 'stable');
      if (!byVersion.has(version)) byVersion.set(version, visitor);
    }
    expect([...byVersion.keys()].sort()).toEqual([stable, E2E.swapVersion].sort());

    // Each of the two sees its version on the lottery page, and again after every reload.
    for (const [version, visitor] of byVersion) {
      expect(await openLottery(visitor), `the ${version} visitor's first visit`).toBe(version);
      for (let reload = 1; reload <= 3; reload++) {
        await visitor.page.reload();
        expect(await lotteryVersion(visitor.page), `the ${version} visitor's reload ${reload}`).toBe(version);
      }
    }
  } finally {
    for (const visitor of visitors) await visitor.context.close();
  }
});

test('a broken canary is rolled back automatically once its visitors report the failures, and new visitors get the stable lottery', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const stable = before.stable.version;
  // Every visitor (100%) gets the build whose pages' chunk 404s.
  await ops.canary(request, { remote: LOTTERY, version: E2E.brokenVersion, percent: 100, reason: 'e2e: a bad deploy' });

  // Enough visits for the rule's minimum (DELIVERY_ROLLBACK_MIN_LOADS, set low by support/server.mjs):
  // each fails in its slot, and leaving the page sends the shell's report. The visits stop once ops
  // (the history) show the rollback; a visit after it may already get the stable build.
  const history = async () => ops.history(request, LOTTERY);
  const rolledBack = async () => (await history()).find((record) => record.action === 'AUTO_ROLLBACK' && record.fromVersion === E2E.brokenVersion);
  let failedVisits = 0;
  for (let visit = 0; visit < 12 && !(await rolledBack()); visit++) {
    const visitor = await newVisitor(browser);
    const version = await openLottery(visitor);
    if (version === null) {
      failedVisits++;
      // What the visitor sees: the section failed, with a way to try again (the rest of the page works).
      const slot = visitor.page.locator('[data-remote="mfe-lottery"]');
      await expect(slot.getByRole('alert')).toContainText('This section could not be loaded.');
      await expect(slot.getByRole('button', { name: 'Retry' })).toBeVisible();
    }
    // Leaving the page sends the shell's batch (a beacon on pagehide); the visitor's browser stays
    // open until the API has counted it, as a closing browser could drop a beacon still in flight.
    await visitor.page.goto('about:blank');
    await expect
      .poll(async () => (await ops.rollout(request, LOTTERY)).health.find((one) => one.version === E2E.brokenVersion)?.failures ?? 0, {
        message: 'the failed visits counted by the API',
      })
      .toBeGreaterThanOrEqual(failedVisits);
    await visitor.context.close();
  }
  expect(failedVisits, 'visits that met the broken canary').toBeGreaterThan(0);

  // The rule runs on the reports: the history says who (the health rule), what and why.
  await expect.poll(async () => (await rolledBack()) ?? null, { timeout: 90_000, message: 'an AUTO_ROLLBACK of the broken canary' }).not.toBeNull();
  const record = (await rolledBack())!;
  // By the health rule (not a person), back to the stable build, with the evidence as its reason.
  expect(record).toMatchObject({ actor: 'auto', toVersion: stable });
  expect(record.reason).toMatch(/failure rate/i);
  const now = await ops.rollout(request, LOTTERY);
  expect(now.canary).toBeNull();
  expect(now.stable.version).toBe(stable);
  // The ops overview counted the failures of the broken version, by their class: a chunk that failed.
  const health = now.health.find((one) => one.version === E2E.brokenVersion);
  expect(health?.failures ?? 0).toBeGreaterThanOrEqual(failedVisits);
  expect(health?.outcomes.chunk ?? 0).toBeGreaterThanOrEqual(failedVisits);

  // A new visitor gets the stable build, and a working lottery page.
  const fresh = await newVisitor(browser);
  try {
    expect((await registryEntry(fresh.context)).version).toBe(stable);
    expect(await openLottery(fresh)).toBe(stable);
    await expect(fresh.page.getByTestId('lottery-page')).toBeVisible();
  } finally {
    await fresh.context.close();
  }
});

test('an override link pins one browser to the lottery 1.1.0 while the rollout is at 0%, with a banner to clear it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const stable = before.stable.version;
  // The release is staged for nobody yet; the team tests it in production through a link.
  await ops.canary(request, { remote: LOTTERY, version: E2E.swapVersion, percent: 0, reason: 'e2e: staged, nobody yet' });
  const link = await ops.overrideLink(request, { remote: LOTTERY, version: E2E.swapVersion, minutes: 30 });
  expect(link.url).toContain('/wps/remotes/override?token=');

  const tester = await newVisitor(browser);
  const other = await newVisitor(browser);
  try {
    await tester.page.goto(link.url);
    expect(await registryEntry(tester.context)).toMatchObject({ version: E2E.swapVersion, channel: 'override' });
    expect(await openLottery(tester)).toBe(E2E.swapVersion);
    const banner = tester.page.getByRole('region', { name: 'Test build active' });
    await expect(banner).toContainText(`${LOTTERY} ${E2E.swapVersion}`);
    // Still pinned after a reload.
    await tester.page.reload();
    expect(await lotteryVersion(tester.page)).toBe(E2E.swapVersion);

    // Everyone else gets the stable build, and no banner.
    expect(await openLottery(other)).toBe(stable);
    await expect(other.page.getByRole('button', { name: 'Clear override' })).toHaveCount(0);

    // The tester ends the override: the banner goes, and the lottery is the stable build again.
    await banner.getByRole('button', { name: 'Clear override' }).click();
    await expect(banner).toBeHidden();
    expect((await registryEntry(tester.context)).version).toBe(stable);
    await tester.page.goto('/lottery');
    expect(await lotteryVersion(tester.page)).toBe(stable);
    await expect(tester.page.getByRole('button', { name: 'Clear override' })).toHaveCount(0);
  } finally {
    await tester.context.close();
    await other.context.close();
  }
});

test('ops run the lottery from the ops page: versions, health and history, and a canary started, widened and rolled back', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const stable = before.stable.version;
  // A visit first, so the last hour has loads of the stable build to show (reported as the visitor leaves).
  const visitor = await newVisitor(browser);
  try {
    expect(await openLottery(visitor)).toBe(stable);
    await visitor.page.goto('about:blank');
    await expect
      .poll(async () => (await ops.rollout(request, LOTTERY)).health.find((one) => one.version === stable)?.loads ?? 0, { message: 'the visit counted' })
      .toBeGreaterThan(0);
  } finally {
    await visitor.context.close();
  }

  // Ops sign in as a named operator (created with the ADMIN_TOKEN, as the first one is): name, password
  // and the authenticator's code; a wrong password is refused with the API's words.
  const name = `e2e-ops-${Date.now().toString(36)}`;
  const password = 'e2e operator password';
  const created = await request.post('/wps/admin/ops/operators', { headers: { 'Admin-Token': E2E.adminToken }, data: { name, password, roles: ['delivery'] } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { totpSecret } = ((await created.json()) as { value: { totpSecret: string } }).value;
  const code = () => generate({ secret: totpSecret, epoch: Math.floor(Date.now() / 1000) });
  await openInEnglish(page, '/ops/remotes');
  await page.getByLabel('Operator name').fill(name);
  await page.getByLabel('Password').fill('not the password');
  await page.getByLabel('Authenticator code').fill(await code());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The name, password or authenticator code is not correct');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('ops-operator')).toHaveText(`Signed in as ${name} (delivery)`);
  // The session is a cookie the page cannot read, sent only to the ops calls.
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'portal_ops');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps/admin' });

  // Every remote, with its builds; the lottery's last hour and history.
  for (const remote of REMOTE_NAMES) {
    await expect(page.getByRole('region', { name: remote, exact: true }).getByTestId('ops-stable-version')).not.toBeEmpty();
  }
  const card = page.getByRole('region', { name: LOTTERY, exact: true });
  await expect(card.getByTestId('ops-stable-version')).toHaveText(stable);
  await expect(card.getByTestId('ops-canary')).toHaveText('No canary running');
  const stableHealth = card.getByTestId(`ops-health-${stable}`).getByRole('cell');
  expect(Number(await stableHealth.nth(0).innerText()), 'loads of the stable build').toBeGreaterThan(0);

  const form = card.getByRole('form', { name: `Change ${LOTTERY}` });
  const apply = async (action: string, fields: Record<string, string>, confirm: string) => {
    await form.getByLabel('Action', { exact: true }).selectOption({ label: action });
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: 'Apply' }).click();
    // Nothing goes live before the from → to and the share are confirmed.
    await expect(form.getByTestId('ops-confirm')).toContainText(confirm);
    await form.getByRole('button', { name: 'Confirm and apply' }).click();
    await expect(form.getByRole('status')).toHaveText(`${LOTTERY}: ${action} done.`);
  };

  await apply('Start canary', { Version: E2E.swapVersion, 'Share of visitors (%)': '10', Reason: 'e2e: a tenth first' }, `${LOTTERY} ${stable} → ${E2E.swapVersion} for 10% of visitors`);
  await expect(card.getByTestId('ops-canary-version')).toHaveText(E2E.swapVersion);
  await expect(card.getByTestId('ops-canary-share')).toHaveText('10% of visitors');
  await apply('Widen canary', { 'Share of visitors (%)': '50', Reason: 'e2e: half now' }, `${LOTTERY} canary ${E2E.swapVersion}: 10% → 50% of visitors`);
  await expect(card.getByTestId('ops-canary-share')).toHaveText('50% of visitors');
  // What the page did is what the API holds.
  expect((await ops.rollout(request, LOTTERY)).canary).toMatchObject({ version: E2E.swapVersion, percent: 50 });
  // Rolling back is one click, a reason optional.
  const rollback = card.getByRole('form', { name: `Roll back ${LOTTERY}` });
  await rollback.getByLabel('Reason (optional)').fill('e2e: back to stable');
  await rollback.getByRole('button', { name: 'Roll back now' }).click();
  await expect(rollback.getByRole('status')).toHaveText(`${LOTTERY}: Roll back done.`);
  await expect(card.getByTestId('ops-canary')).toHaveText('No canary running');
  expect((await ops.rollout(request, LOTTERY)).canary).toBeNull();

  // The history, newest first: who did what, why.
  const history = card.getByTestId('ops-history').getByRole('listitem');
  await expect(history.nth(0)).toContainText('Roll back');
  await expect(history.nth(0)).toContainText(`${name}: e2e: back to stable`);
  await expect(history.nth(1)).toContainText('Widen');
  await expect(history.nth(1)).toContainText('(50%)');
  await expect(history.nth(1)).toContainText(`${name}: e2e: half now`);
  await expect(history.nth(2)).toContainText('Canary');
  await expect(history.nth(2)).toContainText(E2E.swapVersion);
  await expect(history.nth(2)).toContainText(`${name}: e2e: a tenth first`);
});
