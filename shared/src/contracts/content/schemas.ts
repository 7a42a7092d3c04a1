// The home page's content (spec §3 "Content") and the help centre. HTML content is served as the back
// office wrote it: the client sanitizes it before showing it.
import { Type, type Static } from '@sinclair/typebox';
import { POPUP_AUDIENCES } from './constants';

/** Spec §7 query shape: `types=B,PL,PU,PR,H&platform=W`; the language comes from the header. */
export const AnnouncementsQuery = Type.Object({
  types: Type.Optional(Type.String({ maxLength: 64 })),
  // W (web) is the only platform; others get the same answer.
  platform: Type.Optional(Type.String({ maxLength: 16 })),
});
export type AnnouncementsQuery = Static<typeof AnnouncementsQuery>;

/** What a banner leads to when clicked. */
export const BannerLinkageType = Type.Union([Type.Literal('none'), Type.Literal('internal'), Type.Literal('external'), Type.Literal('video')]);
export type BannerLinkageType = Static<typeof BannerLinkageType>;

export const Banner = Type.Object({
  id: Type.Integer(),
  /** The art alone; the title and subtitle are laid over it by the client. */
  url: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  linkage: Type.String(),
  linkageType: BannerLinkageType,
  /** `home` or `w_register`: the client picks its group. */
  groupName: Type.String(),
});
export type Banner = Static<typeof Banner>;

export const Notice = Type.Object({ id: Type.Integer(), title: Type.String(), content: Type.String(), timestamp: Type.String() });
export type Notice = Static<typeof Notice>;

/** The execution flag of spec §7: A logged in, B anonymous, F first-time login. */
export const PopupExecution = Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Literal('F')]);
export type PopupExecution = Static<typeof PopupExecution>;

/** Who a popup is for (constants.ts): the server answers a caller only the popups that are theirs. */
export const PopupAudienceSchema = Type.Union(POPUP_AUDIENCES.map((audience) => Type.Literal(audience)));

export const Popup = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  timestamp: Type.String(),
  /** Derived from the audience: B for guests, F for new members, A otherwise. */
  execution: PopupExecution,
  audience: PopupAudienceSchema,
  /** The promotion the popup is about (its code), or null. */
  promotionCode: Type.Union([Type.String(), Type.Null()]),
});
export type Popup = Static<typeof Popup>;

export const PromotionNotice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  announcementImages: Type.Array(Type.Object({ sequence: Type.Integer(), url: Type.String() })),
});
export type PromotionNotice = Static<typeof PromotionNotice>;

export const MarqueeNotice = Type.Object({ id: Type.Integer(), title: Type.String(), content: Type.String() });
export type MarqueeNotice = Static<typeof MarqueeNotice>;

/** B → banners, PL → player, PU → popup, PR → promotion, H → marquee; a type not asked for is empty. */
export const Announcements = Type.Object({
  banners: Type.Array(Banner),
  player: Type.Array(Notice),
  popup: Type.Array(Popup),
  promotion: Type.Array(PromotionNotice),
  marquee: Type.Array(MarqueeNotice),
});
export type Announcements = Static<typeof Announcements>;

export const HelpCenterQuery = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 8 })),
  device: Type.Optional(Type.String({ maxLength: 16 })),
});
export type HelpCenterQuery = Static<typeof HelpCenterQuery>;

export const HelpItem = Type.Object({ id: Type.Integer(), code: Type.String(), title: Type.String(), content: Type.String() });
export type HelpItem = Static<typeof HelpItem>;

/** A section of the help centre with its items; the section `term` is the terms. */
export const HelpSection = Type.Object({ id: Type.Integer(), code: Type.String(), title: Type.String(), items: Type.Array(HelpItem) });
export type HelpSection = Static<typeof HelpSection>;

export const HelpSections = Type.Array(HelpSection);
export type HelpSections = Static<typeof HelpSections>;
