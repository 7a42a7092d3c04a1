// Invitation codes of agents (spec §4, §7).
import { Type, type Static } from '@sinclair/typebox';

export const AffiliateQuery = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64 }),
  // The site the visitor came through (spec §7); accepted, not checked: codes are per merchant.
  domain: Type.Optional(Type.String({ maxLength: 255 })),
});
export type AffiliateQuery = Static<typeof AffiliateQuery>;

/** The account of the agent behind the code. */
export const AffiliateAgent = Type.Object({ agent: Type.String() });
export type AffiliateAgent = Static<typeof AffiliateAgent>;
