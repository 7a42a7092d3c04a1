import { MEMBER_TYPE } from '../member/member-types';
import { toMinorUnits } from '../wallet/currency';

/** The demo site every fresh database starts with; printed by main.ts, used by tests and e2e. */
export const DEMO_MERCHANT = { code: 'DEMO', name: 'Demo site' } as const;

export interface DemoAccount {
  role: string;
  username: string;
  password: string;
  type: number;
  /** Opening balance in minor units (credited through the ledger, kind `seed`). */
  balance: number;
}

export const DEMO_ACCOUNTS = {
  player: { role: 'player', username: 'demo', password: 'Demo1234', type: MEMBER_TYPE.member, balance: toMinorUnits(10_000) },
  trial: { role: 'trial user', username: 'trial01', password: 'Trial1234', type: MEMBER_TYPE.trial, balance: toMinorUnits(2_000) },
  agent: { role: 'agent', username: 'agent01', password: 'Agent1234', type: MEMBER_TYPE.agent, balance: 0 },
} as const satisfies Record<string, DemoAccount>;
