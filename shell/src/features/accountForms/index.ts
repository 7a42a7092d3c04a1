import './i18n';

// Pieces every account form of the shell uses: login, register, forgot and change password.
export { SendCodeButton } from './SendCodeButton';
export { useRegisterRules, type RulesState } from './useRegisterRules';
export { RulesGate } from './RulesGate';
export { COUNTRY_DIALING_CODE } from './dialing';
export { hasProblems, onlyProblems, problemsFromError, UNKNOWN_PROBLEM, type Problems } from './problems';
export { FormAlert } from './FormAlert';
export { solveBotCheck, useBotCheck, type BotCheck, type BotCheckState } from './botCheck';
export { BotCheckStatus } from './BotCheckStatus';
export { useBotCheckCommand } from './useBotCheckCommand';
