// Customer service live chat (`CBS_modelList`, `CBS_launchChat`): the fixed codes both sides use.

/** The chat models (desks) of the site, in the order the modal lists them. */
export const CHAT_MODELS = ['DEPOSIT', 'WITHDRAWAL', 'ACCOUNT', 'GAMES'] as const;

/** The languages a desk can answer in (the portal's). */
export const CHAT_LANGUAGES = ['MY', 'EN', 'CN'] as const;

/** A visitor's message: 1 to this many characters (trimmed). */
export const CHAT_MESSAGE_MAX = 500;
