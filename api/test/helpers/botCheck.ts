import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestClient } from './client';

export type BotCheckPurpose = 'register' | 'sms' | 'login';

/**
 * A real bot-check proof, made as the browser makes it: the challenge of the purpose is fetched and
 * solved by brute force (the test servers' BOT_CHECK_COMPLEXITY is low: milliseconds).
 */
export async function solvedBotCheck(client: TestClient, purpose: BotCheckPurpose): Promise<string> {
  const answer = await client.get<{ provider: string; challenge: string | null }>(`/wps/verification/botCheck?purpose=${purpose}`);
  if (!answer.body.success || !answer.body.value?.challenge) throw new Error(`no bot-check challenge: ${JSON.stringify(answer.body)}`);
  const challenge = JSON.parse(answer.body.value.challenge) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('bot-check challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A body with a fresh proof for its purpose, as the forms send it. */
export async function withBotCheck<T extends object>(client: TestClient, purpose: BotCheckPurpose, body: T): Promise<T & { botCheck: string }> {
  return { ...body, botCheck: await solvedBotCheck(client, purpose) };
}
