/** The names of the trick-taking computer players, weakest first (a module of its own: a seats list is read before the players load). */
export const trickBotNames = ['random', 'rules', 'search', 'mcts'] as const;
/** One of the trick-taking computer players. */
export type TrickBotName = (typeof trickBotNames)[number];
