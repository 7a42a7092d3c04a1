import './i18n';

// Pieces every account form of the shell uses (login, register, forgot and change password): each
// form's life is useForm of @portal/shared, through useAccountForm; these add what the shell's account
// forms have and the kit has not.
export { useAccountForm, type AccountForm, type Issues } from './useAccountForm';
export { failureProblem, FormRefusal, refusalOf } from './refusal';
export { SendCodeButton } from './SendCodeButton';
export { useRegisterRules, type RulesState } from './useRegisterRules';
export { RulesGate } from './RulesGate';
export { COUNTRY_DIALING_CODE } from './dialing';
export { FormAlert } from './FormAlert';
export { proofForCall, solveBotCheck, useBotCheck, type BotCheck, type BotCheckState } from './botCheck';
export { BotCheckStatus } from './BotCheckStatus';
