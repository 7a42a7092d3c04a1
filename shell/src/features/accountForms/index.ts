import './i18n';

// Pieces every account form of the shell uses: login, register, forgot and change password.
export { SendCodeButton } from './SendCodeButton';
export { useRegisterRules, type RulesState } from './useRegisterRules';
export { RulesGate } from './RulesGate';
export { COUNTRY_DIALING_CODE } from './dialing';
export { hasProblems, onlyProblems, problemsFromError, type Problems } from './problems';
export { failureProblem, FormRefusal, refusalOf, UNKNOWN_PROBLEM } from './refusal';
export { useAccountForm, type AccountForm, type Issues } from './useAccountForm';
export { FormAlert } from './FormAlert';
export { proofForCall, solveBotCheck, useBotCheck, type BotCheck, type BotCheckState } from './botCheck';
export { BotCheckStatus } from './BotCheckStatus';
export { useBotCheckCommand } from './useBotCheckCommand';
