import { MEMBER_TYPE, toMinorUnits } from '@portal/shared/contracts';

/**
 * The demo site every fresh database starts with; printed by main.ts, used by tests and e2e. Its name is
 * the brand players see on the pages (the shell's `brand` text): it is the issuer in their authenticator
 * app and the merchant on the payment page, where "Demo site" read as someone else's.
 */
export const DEMO_MERCHANT = { code: 'DEMO', name: 'Golden Myanmar' } as const;

export interface DemoAccount {
  role: string;
  username: string;
  password: string;
  type: number;
  /** Opening balance in minor units (credited through the ledger, kind `seed`). */
  balance: number;
  /** A bound mobile number, as the forms take it: country dialing code and national number. */
  mobile?: { countryDialingCode: string; mobileNum: string };
  email?: string;
  /** An agent's invitation code (`GET /wps/agent/affiliate?code=`). */
  affiliateCode?: string;
}

export const DEMO_ACCOUNTS = {
  player: {
    role: 'player',
    username: 'demo',
    password: 'Demo1234',
    type: MEMBER_TYPE.member,
    balance: toMinorUnits(10_000),
    mobile: { countryDialingCode: '95', mobileNum: '9420000001' },
    email: 'demo@example.com',
  },
  trial: { role: 'trial user', username: 'trial01', password: 'Trial1234', type: MEMBER_TYPE.trial, balance: toMinorUnits(2_000) },
  agent: { role: 'agent', username: 'agent01', password: 'Agent1234', type: MEMBER_TYPE.agent, balance: 0, affiliateCode: 'AG1001' },
  // Still on the insecure default password (spec §9): the login answers passwordExpired (forced change).
  old: { role: 'old player', username: 'olduser', password: '123456', type: MEMBER_TYPE.member, balance: toMinorUnits(500) },
  // Players whose real in-house rounds (seed step games-demo-rounds) fill the winner board.
  winner1: { role: 'winner board', username: 'kyawzin', password: 'Player1234', type: MEMBER_TYPE.member, balance: toMinorUnits(5_000) },
  winner2: { role: 'winner board', username: 'susu77', password: 'Player1234', type: MEMBER_TYPE.member, balance: toMinorUnits(5_000) },
  winner3: { role: 'winner board', username: 'thiha01', password: 'Player1234', type: MEMBER_TYPE.member, balance: toMinorUnits(5_000) },
  winner4: { role: 'winner board', username: 'aungaung', password: 'Player1234', type: MEMBER_TYPE.member, balance: toMinorUnits(5_000) },
} as const satisfies Record<string, DemoAccount>;

/** The winner-board players, who play real in-house rounds at seed time (step games-demo-rounds). */
export const DEMO_WINNERS = [DEMO_ACCOUNTS.winner1, DEMO_ACCOUNTS.winner2, DEMO_ACCOUNTS.winner3, DEMO_ACCOUNTS.winner4] as const;
