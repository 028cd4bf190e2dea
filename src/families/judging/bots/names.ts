/** The names of the judging computer players (a module of its own: a seats list is read before the players load). */
export const judgingBotNames = ['random', 'matcher', 'reader'] as const;
/** One of the judging computer players. */
export type JudgingBotName = (typeof judgingBotNames)[number];
