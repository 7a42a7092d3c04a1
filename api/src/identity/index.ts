/** One-click sign-in with OpenID Connect providers: flows, tickets and linked identities. */
export { identityProvidersOf, LOCAL_CLIENT, type IdentityProviderConfig } from '../identity-providers';
export { bindRegisteredIdentity, claimIdentity, pendingRegistrationIdentity, takeRegistrationIdentity, type PendingIdentity, type RegistrationIdentity } from './service';
