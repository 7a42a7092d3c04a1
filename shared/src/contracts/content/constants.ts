/** The announcement types of spec §7 (`types=B,PL,PU,PR,H`): banners, player, popup, promotion, marquee. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/**
 * Who a home popup is for: a guest; any member; a new member (nothing deposited yet); a returning
 * member (has deposited). The server decides which the caller is, never the client. A popup may also
 * name a promotion: then only members who may take it now get it, so a popup never announces an
 * offer that is not there for the reader.
 */
export const POPUP_AUDIENCES = ['GUEST', 'MEMBER', 'NEW_MEMBER', 'RETURNING_MEMBER'] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];
