/** Game categories a record can be filtered by (docs/wire-contract.md, GameItem.gameType). */
export const GAME_TYPES = ['SPORTS', 'ESPORTS', 'LIVE', 'LOTT', 'ELOTT', 'FISH', 'PVP', 'RNG', 'BGS', 'COCKFIGHT'] as const;

/** Kinds the account records can be filtered by. */
export const TRANSACTION_KINDS = ['deposit', 'withdrawal', 'transfer', 'game', 'bonus', 'adjustment'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
