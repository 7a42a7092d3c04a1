import type { GameItem } from '../../src/games/game-item';
import { buildCatalogue } from '../../src/games/seed-catalogue';
import type { TestClient } from './client';

/** The games tests' calls and expectations (games-catalogue and games-search). */

export interface GamePage {
  content: GameItem[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
}

/** GCSGAME_gameList as the web client asks it (desktop, DEMO, EN unless said), with the query given. */
export function listGames(client: TestClient, params: Record<string, string | number>, options: { token?: string; language?: string } = {}) {
  const query = new URLSearchParams(Object.entries({ clientType: 3, platform: 'html5-desktop', merchant: 'DEMO', language: 'EN', ...params }).map(([k, v]) => [k, String(v)] as [string, string]));
  const headers = options.language ? { Language: options.language } : undefined;
  return client.get<GamePage>(`/wps/relay/GCSGAME_gameList?${query}`, { token: options.token, headers });
}

/** The seeded catalogue, as the seed builds it. */
export const CATALOGUE = buildCatalogue().games;

/** What a name search must find: the seeded games of the category whose search text holds the keyword as typed. */
export const expectedMatches = (gameType: string, keyword: string) =>
  CATALOGUE.filter((g) => g.game_type === gameType && g.search_text.includes(keyword)).map((g) => g.node_id).sort();

/** Every node id a keyword finds in a category (pages of 100). */
export async function searchAll(client: TestClient, gameType: string, keyword: string): Promise<string[]> {
  const found: string[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const answer = await listGames(client, { gameType, keyword, pageNo, pageSize: 100 });
    expect(answer.status).toBe(200);
    found.push(...answer.body.value.content.map((g) => g.nodeId));
    if (pageNo >= answer.body.value.totalPages) return found.sort();
  }
}
