// The bot check's challenge (spec §3, §4, §7). Rate limited like the auth calls.
import type { EndpointSpec } from '../endpoint';

/** A new challenge for one purpose (or the vendor's site key); its proof goes in the form's `botCheck`. */
export const botCheckChallenge = {
  method: 'GET', path: '/wps/verification/botCheck', query: 'BotCheckQuery', answer: 'BotCheckChallenge',
} as const satisfies EndpointSpec;
