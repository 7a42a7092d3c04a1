/** The bot check (spec §3, §4 step 4, §7): a challenge per purpose and the proof's verdict, single use. */
export { botCheckInvalid, botCheckScriptOrigins, createBotCheck, requireBotCheck } from './service';
export type { BotCheckContext, BotCheckProvider, BotCheckVerdict } from './provider';
