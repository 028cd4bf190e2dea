/** The names of the drafting computer players (a module of its own: a seats list is read before the players load). */
export const draftingBotNames = ['random', 'greedy', 'lookahead', 'rules', 'search', 'mcts'] as const;
/** One of the drafting computer players. */
export type DraftingBotName = (typeof draftingBotNames)[number];
