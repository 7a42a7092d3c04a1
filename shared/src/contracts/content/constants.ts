/** The announcement types of spec §7 (`types=B,PL,PU,PR,H`): banners, player, popup, promotion, marquee. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
