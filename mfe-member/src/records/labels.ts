import type { BetRecordsQuery } from '@portal/shared/contracts';

/** Page size of every member list (spec §9 lists). */
export const PAGE_SIZE = 20;

/** Game categories a record can be filtered by (docs/wire-contract.md, GameItem.gameType). */
export const GAME_TYPES = ['SPORTS', 'ESPORTS', 'LIVE', 'LOTT', 'ELOTT', 'FISH', 'PVP', 'RNG', 'BGS', 'COCKFIGHT'] as const satisfies readonly NonNullable<BetRecordsQuery['gameType']>[];

/** Kinds the account records can be filtered by (the contract's). */
export { TRANSACTION_KINDS } from '@portal/shared/contracts';
export type { TransactionKind } from '@portal/shared/contracts';
