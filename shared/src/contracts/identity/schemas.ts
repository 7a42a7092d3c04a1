// One-click sign-in with an OpenID Connect provider (spec §2 "optional Google or Facebook
// one-click", §4 "Account link is one-way and irreversible"). The platform's own calls are not shown
// (§7: "Their calls are not shown"); these are ours, under /wps/identity. The exchange with the
// provider (code, PKCE, state, nonce, ID token) happens between the API and the provider only: the
// browser carries a one-time ticket, never a token of the provider.
import { Type, type Static } from '@sinclair/typebox';
import { BotCheckProof } from '../botCheck/schemas';
import { LoginValue } from '../session/schemas';

/** Google and Facebook are presets (their look); any other issuer signs in as a plain OpenID provider. */
export const IdentityProviderKind = Type.Union([Type.Literal('google'), Type.Literal('facebook'), Type.Literal('oidc')]);
export type IdentityProviderKind = Static<typeof IdentityProviderKind>;

export const IdentityProvider = Type.Object({
  /** The configured provider's id (`google`, `facebook`, `local`, …): what `identityAuthorize` takes. */
  id: Type.String(),
  /** Its name as the button shows it ("Google", "Facebook", "Portal ID (demo)"). */
  name: Type.String(),
  kind: IdentityProviderKind,
});
export type IdentityProvider = Static<typeof IdentityProvider>;

/** The providers this site signs in with, in the order the buttons show; empty: no one-click sign-in. */
export const IdentityProviders = Type.Object({ providers: Type.Array(IdentityProvider) });
export type IdentityProviders = Static<typeof IdentityProviders>;

/**
 * `login`: sign in or register with the identity (a guest's button); `link`: bind it to the signed-in
 * account for good (the security centre's, with the token).
 */
export const IdentityIntent = Type.Union([Type.Literal('login'), Type.Literal('link')]);
export type IdentityIntent = Static<typeof IdentityIntent>;

export const IdentityAuthorizeBody = Type.Object(
  { provider: Type.String({ minLength: 1, maxLength: 32 }), intent: IdentityIntent },
  { additionalProperties: false },
);
export type IdentityAuthorizeBody = Static<typeof IdentityAuthorizeBody>;

/** Where the popup goes: the provider's authorization URL, with this flow's state, nonce and PKCE challenge. */
export const IdentityAuthorizeValue = Type.Object({ url: Type.String() });
export type IdentityAuthorizeValue = Static<typeof IdentityAuthorizeValue>;

export const IdentityTicketBody = Type.Object({ ticket: Type.String({ minLength: 16, maxLength: 128 }) }, { additionalProperties: false });
export type IdentityTicketBody = Static<typeof IdentityTicketBody>;

/** What the provider says of the person, as the register form may prefill it. */
export const IdentityProfile = Type.Object({
  provider: Type.String(),
  providerName: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()]),
  /** A username made from the e-mail or name that fits the site's username rule, or '' when none does. */
  suggestedUsername: Type.String(),
});
export type IdentityProfile = Static<typeof IdentityProfile>;

/**
 * identitySession: a known identity logs in (`login`, as a password login answers); a new one must
 * register first (`register`: the ticket to send to `identityRegister` with a username and the terms).
 */
export const IdentitySessionValue = Type.Object({
  status: Type.Union([Type.Literal('login'), Type.Literal('register')]),
  login: Type.Union([LoginValue, Type.Null()]),
  profile: Type.Union([IdentityProfile, Type.Null()]),
  ticket: Type.Union([Type.String(), Type.Null()]),
});
export type IdentitySessionValue = Static<typeof IdentitySessionValue>;

/**
 * identityRegister: a new identity makes its account with a username and the terms only. The provider
 * proved a person, so there is no password (the account may set one later) and no captcha; the
 * username is checked by the site's username rule, as the register form's is, and the bot check and
 * the register rate limits still apply. The invitation and friend's codes come from the link, as the
 * register form sends them.
 */
export const IdentityRegisterBody = Type.Object(
  {
    ticket: Type.String({ minLength: 16, maxLength: 128 }),
    /* The site's username rule (it changes per site) is checked by the API's service. */
    username: Type.String({ maxLength: 255 }),
    /** The box "I am at least 18 and accept the terms": refused unless ticked. */
    terms: Type.Boolean(),
    affiliateCode: Type.Optional(Type.String({ maxLength: 255 })),
    referralCode: Type.Optional(Type.String({ maxLength: 64 })),
    registerUrl: Type.Optional(Type.String({ maxLength: 2048 })),
    domain: Type.Optional(Type.String({ maxLength: 255 })),
    botCheck: Type.Optional(BotCheckProof),
  },
  { additionalProperties: false },
);
export type IdentityRegisterBody = Static<typeof IdentityRegisterBody>;

export const LinkedIdentity = Type.Object({
  provider: Type.String(),
  providerName: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  linkedTime: Type.String(),
});
export type LinkedIdentity = Static<typeof LinkedIdentity>;

/** The identities bound to the account (never unbound: §4). */
export const LinkedIdentities = Type.Object({ identities: Type.Array(LinkedIdentity) });
export type LinkedIdentities = Static<typeof LinkedIdentities>;
