// Player protection: limits, cool-off and self-exclusion (the domain's door).
export { assertDepositWithinLimits, assertStakeWithinLimits, sessionEnded, sessionLimitOf } from './limits';
export { assertNotExcluded, breaksOf, exclusionOf, isExcluded, refuseWhileExcluded } from './exclusion';
export { changeLimit, exclude, membersUnderProtection, protectionHistory, protectionStatus } from './service';
