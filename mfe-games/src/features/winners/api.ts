import { WINNERS_MAX, http, type GameCategory, type LanguageCode } from '@portal/shared';

/** One win of the board (`value.list[].vo`); `winAmount` in minor units, the name already masked. */
export interface Winner {
  customerName: string;
  winAmount: number;
  iconUrl: string;
  gameName: string;
  nodeId: string;
  vassalage: string;
  gameType: GameCategory;
  createdAt: string;
}

/** `GCSGAME_getRankList`: the biggest real-money wins of the last 30 days, biggest first. */
export async function fetchWinners(language: LanguageCode, signal?: AbortSignal): Promise<Winner[]> {
  const value = await http.get<{ list: { vo: Winner }[] }>('/wps/relay/GCSGAME_getRankList', {
    params: { gameCategory: 'ALL', language, limitNum: WINNERS_MAX },
    signal,
  });
  return (value.list ?? []).map((entry) => entry.vo);
}
