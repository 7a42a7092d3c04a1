import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp, initI18n, registerReact } from '@portal/kernel';
// Burmese glyphs in a web font, loaded only for Myanmar text (unicode-range), so no reader sees tofu.
import './app/fonts.css';
import './app/global.css';
import './i18n';
import { rememberDeviceId, rememberMerchant } from './app/brand';
import { changeLanguage, initialLanguage } from './features/language';
import { applyTheme, storedTheme } from './features/theme';
import { App } from './app/App';
import { keepLandingCodes } from './app/landingCodes';
import { remoteToLoadAt } from './app/routes';
import { prefetchRemoteModule } from './features/remotes';
import { adoptBootToken } from './features/session';

// At page load, before a redirect (/register?affiliateCode=… → /) drops the query.
keepLandingCodes();

registerReact('shell', React);
configureHttp({ merchant: rememberMerchant(), device: 'web', deviceId: rememberDeviceId() });
applyTheme(storedTheme());
// A page of a remote (/rng; with a session /member/…, /agentHome) needs that remote's code: it starts
// downloading with the texts and the boot calls rather than once they are done, the session's token
// already on the bus (the registry answers a member's build by its session).
const withSession = adoptBootToken() !== null;
const remote = remoteToLoadAt(window.location.pathname, { withSession });
if (remote) prefetchRemoteModule(remote);
const language = initialLanguage();
changeLanguage(language);
void initI18n(language).then(() => {
  // The first render is a transition, so React renders it in slices of a few milliseconds and yields
  // between them (a phone's main thread stays free for input) instead of one long task.
  const root = createRoot(document.getElementById('root') as HTMLElement);
  React.startTransition(() => root.render(<App />));
});
