export { openSession, establishSession, restoreSession, refreshBalance, clearSession, logout, isFirstTimeLogin } from './session';
export { RequireLogin } from './RequireLogin';
export { useSessionCommands } from './useSessionCommands';
export type { LoginValue } from '@portal/shared/contracts';
