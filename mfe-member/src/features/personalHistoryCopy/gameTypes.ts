import type { BetRecordsQuery } from '@portal/shared/contracts';

/** Game categories a bet record can be filtered by (docs/wire-contract.md, GameItem.gameType). */
export const GAME_TYPES = ['SPORTS', 'ESPORTS', 'LIVE', 'LOTT', 'ELOTT', 'FISH', 'PVP', 'RNG', 'BGS', 'COCKFIGHT'] as const satisfies readonly NonNullable<BetRecordsQuery['gameType']>[];
