import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database, MerchantRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { isoNow } from '../db/time';
import { normalizeAffiliateCode } from '../agent';
import { seedFunds } from '../funds';
import { seedCatalogue } from '../games';
import { seedDemoRounds } from '../inhouse';
import { changeMember, memberByAccount, normalizeAccount } from '../member';
import { addMember } from '../registration';
import { seedWelcomeMessage } from '../messages';
import { addFirstMerchant, merchantByCode, saveSiteSetting, siteSetting, type SettingKey } from '../site';
import { normalizePhone } from '../verification';
import { DEMO_ACCOUNTS, DEMO_MERCHANT, DEMO_WINNERS, type DemoAccount } from './demo-accounts';
import { OLD_BANNER_LINKS } from './demo-content';
import { seedContent } from './seed-content';
import { CHANNEL_SETTING_KEYS, DEMO_SITE_SETTINGS, FUNDS_SETTING_KEYS, ISSUE3_SETTING_KEYS, OLD_PLACEHOLDER_LINK } from './demo-site';
import { seedDemoContracts } from './demo-contracts';
import { seedDemoTeam } from './demo-team';
import { DEMO_PROMOTIONS } from './demo-promotions';
import { seedPromotions } from '../promotions';
import { VIP_PROMOTIONS } from '../vip';
import { giftPoints, seedPointGoods } from '../points';
import { DEMO_PLAYER_POINTS, DEMO_POINT_GOODS } from './demo-points';
import { seedReferral } from '../referral';
import { seedMissions } from '../missions';
import { DEMO_TEAM_PASSWORD } from './demo-team-plan';
import { applyWesternDigitsAndBrand } from './western-digits';

/*
 * The demo site, seeded in named steps, each applied once per database and recorded in `seed_step`
 * (in the same transaction as its rows). A fresh database gets every step; a database seeded before a
 * step existed gets just that step on its next start, so a developer's data/portal.db gains the new
 * demo accounts and content without being rebuilt. Opening balances go through the ledger like any
 * other money. Steps never overwrite what ops changed: they only add what is missing.
 */

type Trx = Transaction<Database>;
type Hashes = ReadonlyMap<string, string>;

interface SeedStep {
  name: string;
  run(trx: Trx, ctx: AppContext, hashes: Hashes): Promise<void>;
  /** A step the settings can leave out (not recorded then, so a later start with it on applies it). */
  wanted?(ctx: AppContext): boolean;
}

const SEED_STEPS: readonly SeedStep[] = [
  {
    // The foundation: the merchant, its settings and the demo accounts. Recorded by migration 0002 for
    // databases seeded before the steps existed; on any database that already has a merchant it does nothing.
    name: 'demo-site',
    async run(trx, ctx, hashes) {
      const merchant = await addFirstMerchant(trx, DEMO_MERCHANT.code, DEMO_MERCHANT.name);
      if (!merchant) return;
      for (const key of Object.keys(DEMO_SITE_SETTINGS) as SettingKey[]) await saveSiteSetting(trx, merchant.id, key, DEMO_SITE_SETTINGS[key]);
      await ensureDemoAccounts(trx, ctx, merchant, hashes);
    },
  },
  {
    // The accounts' profiles (mobile, e-mail, invitation code), `olduser`, the domain, verification and
    // register-field settings, and the content of the home page and help centre.
    name: 'accounts-content',
    async run(trx, ctx, hashes) {
      const merchant = await merchantByCode(trx, DEMO_MERCHANT.code);
      if (!merchant) return;
      for (const key of ISSUE3_SETTING_KEYS) await saveSiteSetting(trx, merchant.id, key, DEMO_SITE_SETTINGS[key]);
      await ensureDemoAccounts(trx, ctx, merchant, hashes);
      await seedContent(trx, merchant.id);
    },
  },
  {
    // The games catalogue (the platform's, shared by every merchant).
    name: 'games-catalogue',
    async run(trx, ctx) {
      await seedCatalogue(trx);
      // ~10,000 rows at once: PostgreSQL's planner has no statistics for them until autovacuum comes
      // by (a minute on), and meanwhile may pass over the name search's trigram index.
      if (ctx.dialect === 'postgres') await sql`ANALYZE game`.execute(trx);
    },
  },
  {
    // The winner-board players (created here on databases seeded before them) play real
    // rounds of the in-house games, so the winner board has wins. Needs the games catalogue step first.
    name: 'games-demo-rounds',
    async run(trx, ctx, hashes) {
      const merchant = await merchantByCode(trx, DEMO_MERCHANT.code);
      if (!merchant) return;
      await ensureDemoAccounts(trx, ctx, merchant, hashes);
      await seedDemoRounds(trx, ctx, merchant, DEMO_WINNERS.map((account) => account.username));
    },
  },
  {
    // The demo player's welcome message (unread), rendered in the reader's language.
    name: 'messages',
    async run(trx) {
      const merchant = await merchantByCode(trx, DEMO_MERCHANT.code);
      if (!merchant) return;
      await seedWelcomeMessage(trx, merchant.id, DEMO_ACCOUNTS.player.username);
    },
  },
  {
    // Deposit channels, banks, withdrawal settings, and the demo player's payment password
    // (246810) and bank card. Only adds what is missing.
    name: 'funds',
    async run(trx, ctx) {
      const merchant = await merchantByCode(trx, DEMO_MERCHANT.code);
      if (!merchant) return;
      await seedFunds(trx, ctx, merchant, { playerAccount: DEMO_ACCOUNTS.player.username, settings: DEMO_SITE_SETTINGS, settingKeys: FUNDS_SETTING_KEYS });
    },
  },
  {
    // The demo agent's team (3 levels, 42 accounts, 5 of them sub-agents) and 60 days of its
    // play, deposits, withdrawals, bonuses and transfers, so every team report has numbers on a fresh
    // site. Needs the catalogue (in-house tables) and the funds step (channels, banks) first.
    name: 'agent-team',
    wanted: (ctx) => ctx.config.demoTeam,
    async run(trx, ctx, hashes) {
      const merchant = await merchantByCode(trx, DEMO_MERCHANT.code);
      if (!merchant) return;
      const passwordHash = hashes.get(TEAM_PASSWORD_KEY) ?? (await ctx.passwords.hash(DEMO_TEAM_PASSWORD));
      await seedDemoTeam(trx, ctx, merchant, { passwordHash });
    },
  },
  {
    // Signed contracts of every kind in the demo agent's team; the settlement jobs settle
    // their history from the team's seeded activity on the first start (demo-contracts.ts).
    name: 'agent-contracts',
    wanted: (ctx) => ctx.config.demoTeam,
    async run(trx) {
      const merchant = await merchantByCode(trx, DEMO_MERCHANT.code);
      if (!merchant) return;
      await seedDemoContracts(trx, merchant);
    },
  },
  {
    // The promotions the home page advertises (the 100% first-deposit bonus), a sign-up
    // activity and a prize wheel, running from the first start for a year.
    name: 'promotions',
    async run(trx) {
      const merchant = await merchantByCode(trx, DEMO_MERCHANT.code);
      if (!merchant) return;
      await seedPromotions(trx, merchant.id, DEMO_PROMOTIONS);
    },
  },
  {
    // The promotion rows of the VIP programme's rewards (upgrade bonus, rank salary) and of
    // the manual rebate (api/src/vip/promotions.ts).
    name: 'vip-promotions',
    async run(trx) {
      const merchant = await merchantByCode(trx, DEMO_MERCHANT.code);
      if (!merchant) return;
      await seedPromotions(trx, merchant.id, VIP_PROMOTIONS);
    },
  },
  {
    // The points mall's goods (api/src/points); members' points come from valid bets.
    name: 'points',
    async run(trx) {
      const merchant = await merchantByCode(trx, DEMO_MERCHANT.code);
      if (!merchant) return;
      await seedPointGoods(trx, merchant.id, DEMO_POINT_GOODS);
    },
  },
  {
    // The demo player's starting points (a GIFT through the points' own movement, once), so the mall
    // can be tried without first betting K 5,000.
    name: 'demo-player-points',
    async run(trx) {
      const merchant = await merchantByCode(trx, DEMO_MERCHANT.code);
      if (!merchant) return;
      const player = await trx.selectFrom('member').select('id').where('merchant_id', '=', merchant.id).where('account', '=', DEMO_ACCOUNTS.player.username).executeTakeFirst();
      if (player) await giftPoints(trx, player.id, DEMO_PLAYER_POINTS, 'demo-start');
    },
  },
  {
    // The site's own links where the demo was seeded with outside placeholders: the customer-service
    // channels and resources (settings ops had not changed), the tournament banner's link and the
    // video banner's clip (served by the portal itself).
    name: 'own-links',
    async run(trx) {
      const merchant = await merchantByCode(trx, DEMO_MERCHANT.code);
      if (!merchant) return;
      for (const key of CHANNEL_SETTING_KEYS) {
        const stored = JSON.stringify(await siteSetting(trx, merchant.id, key));
        if (stored.includes(OLD_PLACEHOLDER_LINK)) await saveSiteSetting(trx, merchant.id, key, DEMO_SITE_SETTINGS[key]);
      }
      for (const link of OLD_BANNER_LINKS) {
        await trx.updateTable('banner').set({ linkage_type: link.linkageType, linkage: link.linkage }).where('merchant_id', '=', merchant.id).where('linkage', '=', link.from).execute();
      }
    },
  },
  {
    // The referral programme ("refer and earn"), a REFERRAL promotion (api/src/referral/seed.ts).
    name: 'referral',
    async run(trx) {
      const merchant = await merchantByCode(trx, DEMO_MERCHANT.code);
      if (!merchant) return;
      await seedReferral(trx, merchant.id);
    },
  },
  {
    // The missions of the member centre's missionLeaderboard (a weekly valid-bet mission, a
    // deposit mission), promotions of kind MISSION (api/src/missions/seed.ts).
    name: 'missions',
    async run(trx) {
      const merchant = await merchantByCode(trx, DEMO_MERCHANT.code);
      if (!merchant) return;
      await seedMissions(trx, merchant.id);
    },
  },
  {
    // Databases seeded before: the brand as the merchant's name, the MMQR channel's name, referral
    // terms that no longer restate its rules, and Western digits in the MY texts (api/src/seed/western-digits.ts).
    name: 'western-digits-and-brand',
    async run(trx) {
      await applyWesternDigitsAndBrand(trx);
    },
  },
  {
    // Databases seeded before: the floating bar's second Telegram link (spec §2 lists two), added to
    // the resources unless ops already named a TELEGRAM1.
    name: 'second-telegram',
    async run(trx) {
      const merchant = await merchantByCode(trx, DEMO_MERCHANT.code);
      if (!merchant) return;
      const stored = await siteSetting(trx, merchant.id, 'resources');
      if (stored.some((resource) => resource.resourceType === 'TELEGRAM1')) return;
      const second = DEMO_SITE_SETTINGS.resources.filter((resource) => resource.resourceType === 'TELEGRAM1');
      const at = stored.findIndex((resource) => resource.resourceType === 'TELEGRAM');
      await saveSiteSetting(trx, merchant.id, 'resources', at < 0 ? [...stored, ...second] : [...stored.slice(0, at + 1), ...second, ...stored.slice(at + 1)]);
    },
  },
];

/** The key of the team password's hash among the pre-computed ones (no demo account has it as a name). */
const TEAM_PASSWORD_KEY = '#team';

/** Applies the steps this database has not had yet. Returns the names of those applied now. */
export async function seedDemo(ctx: AppContext): Promise<string[]> {
  const done = new Set((await ctx.db.selectFrom('seed_step').select('name').execute()).map((row) => row.name));
  const pending = SEED_STEPS.filter((step) => !done.has(step.name) && (step.wanted?.(ctx) ?? true));
  if (pending.length === 0) return [];
  // Hash first: scrypt is slow on purpose and must not hold the write transaction open.
  const hashes = new Map(
    await Promise.all(
      [...Object.values(DEMO_ACCOUNTS), { username: TEAM_PASSWORD_KEY, password: DEMO_TEAM_PASSWORD }].map(async (a) => [a.username, await ctx.passwords.hash(a.password)] as const),
    ),
  );
  const applied: string[] = [];
  for (const step of pending) {
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto('seed_step').values({ name: step.name, applied_at: isoNow() }).execute();
        await step.run(trx, ctx, hashes);
      });
      applied.push(step.name);
    } catch (error) {
      // Another instance applied the same step a moment earlier: that is the wanted outcome.
      const recorded = await ctx.db.selectFrom('seed_step').select('name').where('name', '=', step.name).executeTakeFirst();
      if (!(isUniqueViolation(error) && recorded)) throw error;
    }
  }
  return applied;
}

/** Creates the demo accounts that are missing; fills the profile of those that exist where it is empty. */
async function ensureDemoAccounts(trx: Trx, ctx: AppContext, merchant: MerchantRow, hashes: Hashes): Promise<void> {
  const accounts: readonly DemoAccount[] = Object.values(DEMO_ACCOUNTS);
  for (const account of accounts) {
    const profile = {
      mobile: account.mobile ? normalizePhone(account.mobile.countryDialingCode, account.mobile.mobileNum) : null,
      email: account.email ?? null,
      affiliate_code: account.affiliateCode ? normalizeAffiliateCode(account.affiliateCode) : null,
    };
    const existing = await memberByAccount(trx, merchant.id, account.username);
    if (existing) {
      await changeMember(trx, existing.id, {
        mobile: existing.mobile ?? profile.mobile,
        email: existing.email ?? profile.email,
        affiliate_code: existing.affiliate_code ?? profile.affiliate_code,
      });
      continue;
    }
    const member = await addMember(trx, {
      merchantId: merchant.id,
      account: normalizeAccount(account.username),
      nickname: account.username,
      type: account.type,
      password: account.password,
      passwordHash: hashes.get(account.username) ?? (await ctx.passwords.hash(account.password)),
      mobile: profile.mobile,
      email: profile.email,
      affiliateCode: profile.affiliate_code,
    });
    if (account.balance > 0) {
      await ctx.ledger.postInTransaction(trx, {
        memberId: member.id,
        amount: account.balance,
        kind: 'seed',
        reference: 'demo-site',
        idempotencyKey: `seed:${merchant.code}:${account.username}`,
      });
    }
  }
}
