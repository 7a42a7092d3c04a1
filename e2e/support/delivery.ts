import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type {
  OverrideLink,
  OverrideLinkBody,
  ReleaseHistory,
  RemoteActionBody,
  RemoteCanaryBody,
  RemoteName,
  RemoteRollout,
  RemoteSetBody,
  RemotesOverview,
  RemoteWidenBody,
  VisitorRegistryEntry,
} from '@portal/shared/contracts';
import { E2E } from './env';
import { DEMO, loginThroughModal } from './portal';
import { closeHomePopups, expect } from './test';

/*
 * Ops delivery of remotes, as the journeys drive it: the ops API (shared/src/contracts/delivery/
 * endpoints.ts, behind ADMIN_TOKEN), visitors as browser contexts of their own (each its own
 * `portal_visitor` cookie, so its own canary bucket), and what a visitor's page shows of the lottery.
 */

export const LOTTERY: RemoteName = 'mfe-lottery';
const ACTOR = 'e2e';
const OPS = { 'Admin-Token': E2E.adminToken };

async function answer<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { value: T }).value;
}

/** The ops calls (adminRemotes, adminRemoteHistory, adminRemoteSet/Canary/Widen/Promote/Rollback, adminRemoteOverrideLink). */
export const ops = {
  overview: async (request: APIRequestContext) => answer<RemotesOverview>(await request.get('/wps/admin/remotes', { headers: OPS })),
  rollout: async (request: APIRequestContext, remote: RemoteName = LOTTERY) => {
    const rollout = (await ops.overview(request)).find((one) => one.remote === remote);
    expect(rollout, `${remote} in the ops overview`).toBeTruthy();
    return rollout!;
  },
  history: async (request: APIRequestContext, remote: RemoteName = LOTTERY) =>
    answer<ReleaseHistory>(await request.get(`/wps/admin/remotes/history?remote=${remote}&limit=50`, { headers: OPS })),
  set: async (request: APIRequestContext, body: Omit<RemoteSetBody, 'actor'>) =>
    answer<RemoteRollout>(await request.post('/wps/admin/remotes/set', { data: { actor: ACTOR, ...body }, headers: OPS })),
  canary: async (request: APIRequestContext, body: Omit<RemoteCanaryBody, 'actor'>) =>
    answer<RemoteRollout>(await request.post('/wps/admin/remotes/canary', { data: { actor: ACTOR, ...body }, headers: OPS })),
  widen: async (request: APIRequestContext, body: Omit<RemoteWidenBody, 'actor'>) =>
    answer<RemoteRollout>(await request.post('/wps/admin/remotes/widen', { data: { actor: ACTOR, ...body }, headers: OPS })),
  promote: async (request: APIRequestContext, body: Omit<RemoteActionBody, 'actor'>) =>
    answer<RemoteRollout>(await request.post('/wps/admin/remotes/promote', { data: { actor: ACTOR, ...body }, headers: OPS })),
  rollback: async (request: APIRequestContext, body: Omit<RemoteActionBody, 'actor'>) =>
    answer<RemoteRollout>(await request.post('/wps/admin/remotes/rollback', { data: { actor: ACTOR, ...body }, headers: OPS })),
  overrideLink: async (request: APIRequestContext, body: Omit<OverrideLinkBody, 'actor'>) =>
    answer<OverrideLink>(await request.post('/wps/admin/remotes/override-link', { data: { actor: ACTOR, ...body }, headers: OPS })),
};

/**
 * Puts a remote back as a journey found it: no canary, and the stable version it had. Each journey
 * ends with it (in `finally`), since the other journeys share the server and its registry.
 */
export async function restoreRollout(request: APIRequestContext, before: RemoteRollout) {
  const now = await ops.rollout(request, before.remote);
  if (now.canary) await ops.rollback(request, { remote: before.remote, reason: 'e2e: end of the journey' });
  if (now.stable.version !== before.stable.version) {
    await ops.set(request, { remote: before.remote, version: before.stable.version, entry: before.stable.entry, reason: 'e2e: end of the journey' });
  }
  const after = await ops.rollout(request, before.remote);
  expect(after.canary).toBeNull();
  expect(after.stable.version).toBe(before.stable.version);
}

/** The lottery build `/remotes.json` gives this context's visitor (its cookies: visitor id, override). */
export async function registryEntry(context: BrowserContext, remote: RemoteName = LOTTERY): Promise<VisitorRegistryEntry> {
  const response = await context.request.get('/remotes.json');
  expect(response.ok()).toBeTruthy();
  const entry = ((await response.json()) as Record<string, VisitorRegistryEntry>)[remote];
  expect(entry, `${remote} in /remotes.json`).toBeTruthy();
  return entry!;
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
}

/** A new visitor: a browser context of its own (a fresh visitor cookie), its page in English from the first load. */
export async function newVisitor(browser: Browser): Promise<Visitor> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', JSON.stringify('EN'));
  });
  const page = await context.newPage();
  await closeHomePopups(page);
  return { context, page };
}

/**
 * The new visitor opens the lottery (a member's page: it logs in as the demo player first; the canary
 * buckets by the visitor cookie, not the account, so every visitor may be the same member) and the
 * lottery slot settles: on a version (returned), or on its error state (null).
 */
export async function openLottery(visitor: Visitor): Promise<string | null> {
  const { page } = visitor;
  await page.goto('/');
  await loginThroughModal(page, DEMO.player);
  await page.goto('/lottery');
  return lotteryVersion(page);
}

/** The version of the lottery the page runs, once its slot has settled; null when it failed to load. */
export async function lotteryVersion(page: Page): Promise<string | null> {
  const slot = page.locator('[data-remote="mfe-lottery"]');
  await expect(slot).toHaveAttribute('data-remote-state', /ready|error/, { timeout: 30_000 });
  if ((await slot.getAttribute('data-remote-state')) === 'error') return null;
  const version = await slot.getAttribute('data-remote-version');
  // The build itself says which version drew the page (hotswap.spec.ts checks the same marker).
  await expect(page.getByTestId('lottery-page')).toHaveAttribute('data-app-version', version!);
  return version;
}
