// Member `type` codes of the platform (wire contract): 0 member, 4 trial, 1 / 2 / 41 / 42 agent.

export const AGENT_MEMBER_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_MEMBER_TYPE = 4;

export function isAgentType(type: number): boolean {
  return AGENT_MEMBER_TYPES.includes(type);
}

export function isTrialType(type: number): boolean {
  return type === TRIAL_MEMBER_TYPE;
}
