// `@portal/shared/testing`: what every package's tests use to stand in for the shell and the server.
// Test-only: never federated, never imported by an app's source (lint forbids it outside tests).
export { stubEndpoints, type EndpointStubs } from './stubEndpoints';
export {
  shell,
  GUEST,
  MEMBER,
  TRIAL,
  AGENT,
  DEMO,
  loginAs,
  loginDemo,
  logout,
  setBalance,
  recordCommands,
  renderAt,
  Where,
  apiError,
  UUID,
  REQUEST_ID,
  seedCatalogue,
  type CommandRecorder,
  type LoginOptions,
  type RenderAtOptions,
  type RenderedAt,
} from './shell';
export { installIntersectionObserver, intersect, observersOf } from './intersectionObserver';
export { identityPopupStandIn, type IdentityPopupStandIn } from './identityPopup';
export { setScreenWidth } from './screenWidth';
export { captureDownloads, readDownload } from './downloads';
