/** Logins (password, SMS code, second factor), logout and the session store behind the T calls. */
export { createSessionStore, type ActiveSession, type SessionStore } from './session-store';
export { DEFAULT_PASSWORD, startSession } from './start-session';
export { clearFailures } from './login-failures';
export { endMemberSessions, provePassword, rememberLoginAddress, sessionHistory } from './service';
export { requireSecondFactor } from './two-factor';
