export { adoptBootToken, openSession, restoreSession, loadBalance, clearSession, logout, isFirstTimeLogin } from './session';
export { RequireLogin } from './RequireLogin';
export { useSessionCommands } from './useSessionCommands';
export type { LoginValue } from '@portal/shared/contracts';
