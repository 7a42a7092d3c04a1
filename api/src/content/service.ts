import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ANNOUNCEMENT_TYPES, POPUP_AUDIENCES, type Announcements, type AnnouncementType, type Banner, type BannerLinkageType, type HelpSection, type PopupAudience, type PopupExecution } from '@portal/shared/contracts';
import type { Database, MemberRow } from '../db/schema';
import { isoNow } from '../db/time';
import type { Language } from '../http/messages';
import { MEMBER_TYPE } from '../member';
import { joinerFacts, joinRefusal } from '../promotions';
import { isExcluded } from '../protection';
import { BANNER_ART_REVISION, drawBanner } from './banner-svg';
import { findBanner, listAnnouncements, listBanners, listHelpEntries, type BannerWithTexts, type LocalizedText } from './queries';

type Db = Kysely<Database>;

/*
 * The home page's content (spec §3 "Content") and the help centre. Texts are stored per language; a
 * language a row lacks falls back to EN, then MY (the i18n chain), then whatever it has. HTML content is
 * stored and served as the back office wrote it: the client sanitizes it before showing it. Nothing
 * from the request is ever written into that HTML.
 */

export { ANNOUNCEMENT_TYPES };
export type { AnnouncementType };

function pick<T extends { language: string }>(texts: T[], language: Language): T | undefined {
  return texts.find((t) => t.language === language) ?? texts.find((t) => t.language === 'EN') ?? texts.find((t) => t.language === 'MY') ?? texts[0];
}

const textOf = (texts: LocalizedText[], language: Language) => pick(texts, language) ?? { title: '', content: '' };

/** `types=B,PL,…` → the known types asked for; none asked: all of them. */
export function parseTypes(raw: string | undefined): AnnouncementType[] {
  if (!raw?.trim()) return [...ANNOUNCEMENT_TYPES];
  const asked = raw.split(',').map((t) => t.trim().toUpperCase());
  return ANNOUNCEMENT_TYPES.filter((type) => asked.includes(type));
}

/** The execution flag of spec §7 an audience shows as: B for guests, F for new members, A otherwise. */
export function popupExecution(audience: PopupAudience): PopupExecution {
  if (audience === 'GUEST') return 'B';
  return audience === 'NEW_MEMBER' ? 'F' : 'A';
}

const isAudience = (value: string): value is PopupAudience => (POPUP_AUDIENCES as readonly string[]).includes(value);

/**
 * Whether a popup is for the caller, decided here from what the server knows of them (never from the
 * client): a guest gets GUEST popups; a member MEMBER ones and, by whether anything was deposited yet,
 * NEW_MEMBER or RETURNING_MEMBER ones (a trial account deposits nothing: neither); a popup naming a
 * promotion only when the member may join it now.
 */
function popupReader(db: Db, member: MemberRow | null) {
  let facts: ReturnType<typeof joinerFacts> | undefined;
  const factsOf = (reader: MemberRow) => (facts ??= joinerFacts(db, reader));
  return async (row: { audience: string; promotion_code: string | null }, now: Date): Promise<boolean> => {
    if (!isAudience(row.audience)) return false;
    if (!member) return row.audience === 'GUEST';
    if (row.audience === 'GUEST') return false;
    const trial = member.type === MEMBER_TYPE.trial;
    if (row.audience !== 'MEMBER') {
      if (trial) return false;
      const deposited = (await factsOf(member)).deposits > 0;
      if (deposited !== (row.audience === 'RETURNING_MEMBER')) return false;
    }
    if (row.promotion_code === null) return true;
    if (trial) return false;
    const promotion = await db.selectFrom('promotion').selectAll().where('code', '=', row.promotion_code).executeTakeFirst();
    return promotion !== undefined && (await joinRefusal(db, promotion, await factsOf(member), now)) === null;
  };
}

/**
 * `GET /wps/relay/MCSFE_getListAnnouncements`: B → `banners` (the banner table, every group; the
 * client picks `home` or `w_register`), PL → `player`, PU → `popup` (only the caller's: `reader` is
 * the member of the call's session, null for a guest), PR → `promotion`, H → `marquee`. A type not
 * asked for answers an empty list.
 */
export async function announcements(db: Db, merchantId: number, language: Language, types: AnnouncementType[], reader: MemberRow | null): Promise<Announcements> {
  const now = isoNow();
  const rows = await listAnnouncements(db, merchantId, types.filter((type) => type !== 'B'), now);
  const of = (type: AnnouncementType) => rows.filter((row) => row.type === type);
  const banners = types.includes('B') || types.includes('PR') ? await listBanners(db, merchantId, now) : [];
  const forReader = popupReader(db, reader);
  // A player on a cool-off or self-exclusion (api/src/protection) is sent no marketing: no popup, no
  // promotion announcement.
  const onBreak = reader !== null && (await isExcluded(db, reader.id, Date.parse(now)));
  const popups = [];
  if (!onBreak) for (const row of of('PU')) if (await forReader(row, new Date(now))) popups.push(row);
  return {
    banners: types.includes('B') ? banners.map((banner) => bannerItem(banner, language)) : [],
    player: of('PL').map((row) => ({ id: row.id, ...titleAndContent(row.texts, language), timestamp: row.created_at })),
    popup: popups.map((row) => {
      const audience = row.audience as PopupAudience; // checked by the reader above
      return { id: row.id, ...titleAndContent(row.texts, language), timestamp: row.created_at, execution: popupExecution(audience), audience, promotionCode: row.promotion_code };
    }),
    promotion: onBreak ? [] : of('PR').map((row) => ({ id: row.id, title: textOf(row.texts, language).title, announcementImages: promotionImages(row.images, banners) })),
    marquee: of('H').map((row) => ({ id: row.id, ...titleAndContent(row.texts, language) })),
  };
}

/** `banner:<id>` names one of our drawn banners (its URL depends on the language); others are URLs as stored. */
const BANNER_REFERENCE = /^banner:([0-9]+)$/;

function promotionImages(images: { sequence: number; url: string }[], banners: BannerWithTexts[]) {
  return images.flatMap((image) => {
    const reference = BANNER_REFERENCE.exec(image.url);
    if (!reference) return [image];
    const banner = banners.find((b) => b.id === Number(reference[1]));
    return banner ? [{ sequence: image.sequence, url: bannerUrl(banner) }] : [];
  });
}

function titleAndContent(texts: LocalizedText[], language: Language) {
  const { title, content } = textOf(texts, language);
  return { title, content };
}

/** Changes whenever what the picture shows changes (its colours, the drawing), so its URL can be cached for good. */
export function bannerVersion(banner: BannerWithTexts): string {
  return createHash('sha256')
    .update(JSON.stringify([BANNER_ART_REVISION, banner.id, banner.color_from, banner.color_to]))
    .digest('hex')
    .slice(0, 12);
}

/**
 * The art alone, the same in every language: the texts come beside it (a banner's `title` and
 * `subtitle`, a promotion's `title`) for the client to lay over it as HTML.
 */
export function bannerUrl(banner: BannerWithTexts): string {
  return `/wps/asset/banner/${banner.id}.svg?v=${bannerVersion(banner)}`;
}

function bannerItem(banner: BannerWithTexts, language: Language): Banner {
  const text = pick(banner.texts, language);
  return {
    id: banner.id,
    url: bannerUrl(banner),
    title: text?.title ?? '',
    subtitle: text?.subtitle ?? '',
    linkage: banner.linkage,
    // Stored as text, written only as one of the contract's linkage types; the answer's schema refuses anything else.
    linkageType: banner.linkage_type as BannerLinkageType,
    groupName: banner.group_name,
  };
}

/**
 * The URL of a group's first banner picture (what the shell draws first on the home page), or null.
 * The page names it before any script runs, so the phone fetches the largest picture at once.
 */
export async function firstBannerUrl(db: Db, merchantId: number, group: string): Promise<string | null> {
  const first = (await listBanners(db, merchantId, isoNow())).find((banner) => banner.group_name === group);
  return first ? bannerUrl(first) : null;
}

/** The SVG of a banner and whether the asked version is the current one (then it may be cached for good). */
export async function bannerSvg(db: Db, id: number, version: string | undefined): Promise<{ svg: string; current: boolean } | null> {
  const banner = await findBanner(db, id);
  if (!banner) return null;
  const svg = drawBanner({ colorFrom: banner.color_from, colorTo: banner.color_to });
  return { svg, current: version === bannerVersion(banner) };
}

/** `GET /wps/system/helpCenter`: sections in order, each with its items; the section `term` is the terms. */
export async function helpCenter(db: Db, merchantId: number, language: Language): Promise<HelpSection[]> {
  const entries = await listHelpEntries(db, merchantId);
  return entries
    .filter((entry) => entry.parent_id === null)
    .map((section) => ({
      id: section.id,
      code: section.code,
      title: textOf(section.texts, language).title,
      items: entries
        .filter((entry) => entry.parent_id === section.id)
        .map((item) => ({ id: item.id, code: item.code, ...titleAndContent(item.texts, language) })),
    }));
}
