// The agent opens accounts (registerCenter, REGCEN) and hands out invite links (referral link
// management). Re-exported by ./schemas, so the names share the contract's one namespace.
import { Type, type Static } from '@sinclair/typebox';
import { Codes, PageOf, PagingFields, X_MESSAGE } from '../common/schemas';
import { BotCheckProof } from '../botCheck/schemas';
import { CountryDialingCode } from '../verification/schemas';
import { DOWNLINE_KINDS, LINK_STATUSES } from './constants';

/** A string `enum` the validator reports as one rule, typed as the union (as in ./schemas). */
const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });

/** What a new account (or the members of a link) will be: a player, or a sub-agent. */
export const AccountKind = Codes(DOWNLINE_KINDS);
export type AccountKind = Static<typeof AccountKind>;

/**
 * REGCEN: a new account under the calling agent. The schema only types it (strings of sane size): the
 * username and password are checked by the site's registration rules on the server (the register
 * window's rules, so the agent's form and the register window never disagree), the nickname by the
 * profile's (1 to 20 characters; blank: the username), the mobile number by the site's mobileNum rule
 * with its dialing code. No captcha (the agent is signed in), but the bot check of registration
 * (`botCheck`, purpose `register`): an opening is a registration, and automated ones farmed sign-up bonuses.
 */
export const OpenAccountBody = Type.Object(
  {
    kind: AccountKind,
    username: Type.String({ maxLength: 255 }),
    password: Type.String({ maxLength: 255 }),
    confirmPassword: Type.String({ maxLength: 255 }),
    nickname: Type.Optional(Type.String({ maxLength: 255 })),
    mobileNum: Type.Optional(Type.String({ maxLength: 32 })),
    countryDialingCode: Type.Optional(CountryDialingCode),
    botCheck: Type.Optional(BotCheckProof),
  },
  { additionalProperties: false },
);
export type OpenAccountBody = Static<typeof OpenAccountBody>;

/** The account just opened; it can log in at once with the password the agent chose. */
export const OpenedAccount = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  nickname: Type.String(),
  /** The member type: 0 a player, 1 a sub-agent. */
  type: Type.Integer(),
  kind: AccountKind,
  /** A sub-agent's own invitation code (null for a player). */
  affiliateCode: NullableString,
  registeredAt: Type.String(),
});
export type OpenedAccount = Static<typeof OpenedAccount>;

/* Invite links */

export const LinkStatus = Codes(LINK_STATUSES);
export type LinkStatus = Static<typeof LinkStatus>;

/** A new link: who registers through it (`kind`) and an optional label for the agent's own use. */
export const CreateLinkBody = Type.Object(
  {
    kind: AccountKind,
    name: Type.Optional(Type.String({ maxLength: 32, [X_MESSAGE]: 'agent.link.name' })),
  },
  { additionalProperties: false },
);
export type CreateLinkBody = Static<typeof CreateLinkBody>;

export const InviteLink = Type.Object({
  id: Type.Integer(),
  /** The invitation code the link carries (`affiliateCode`), unique among every code of the site. */
  code: Type.String(),
  /** The link's path on the portal, to put after the site's origin: `/register?affiliateCode=<code>`. */
  path: Type.String(),
  kind: AccountKind,
  name: NullableString,
  status: LinkStatus,
  /** How many accounts registered through it. */
  registered: Type.Integer(),
  createdAt: Type.String(),
  disabledAt: NullableString,
});
export type InviteLink = Static<typeof InviteLink>;

/** The agent's links, newest first; `status` narrows them ('' or absent: all). */
export const LinksQuery = Type.Object({
  status: Type.Optional(Type.Unsafe<LinkStatus | ''>({ type: 'string', enum: ['', ...LINK_STATUSES] })),
  ...PagingFields,
});
export type LinksQuery = Static<typeof LinksQuery>;

export const InviteLinkPage = PageOf(InviteLink, { pageSize: Type.Integer() });
export type InviteLinkPage = Static<typeof InviteLinkPage>;

export const LinkParams = Type.Object({ linkId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type LinkParams = Static<typeof LinkParams>;
