// Member `type` codes of the platform (wire contract): 0 member, 4 trial, 1 / 2 / 41 / 42 agent. The
// codes are the contract's (`MemberType`); these are the checks every part uses on them.
import { AGENT_MEMBER_TYPES, TRIAL_MEMBER_TYPE, type AgentMemberType } from '@portal/shared/contracts';

export { AGENT_MEMBER_TYPES, TRIAL_MEMBER_TYPE };

export function isAgentType(type: number): type is AgentMemberType {
  return (AGENT_MEMBER_TYPES as readonly number[]).includes(type);
}

export function isTrialType(type: number): type is typeof TRIAL_MEMBER_TYPE {
  return type === TRIAL_MEMBER_TYPE;
}
