import type { FeedbackType } from './schemas';

/**
 * Feedback types of spec §3, in the order the form lists them: 1 deposit, 2 withdrawal, 3 game,
 * 4 customer service, 6 agent application, 0 other. Every `FeedbackType`, each once.
 */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const satisfies readonly FeedbackType[];

// A type added to the schema and not listed here fails to compile.
type Listed<Missing extends never> = Missing;
type _EveryFeedbackTypeListed = Listed<Exclude<FeedbackType, (typeof FEEDBACK_TYPES)[number]>>;
