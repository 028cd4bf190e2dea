/**
 * The names of the trick-taking computer players, weakest first (a module of its own: a seats
 * list is read before the players load). 'search' and 'mcts' name the same player, the
 * information-set tree search ('mcts' is its older name, kept so that pages that seat it still
 * work); 'flat' is the flat determinized search it replaced, kept as the baseline its strength is
 * measured against (bench/trick-mcts-games.ts).
 */
export const trickBotNames = ['random', 'rules', 'flat', 'search', 'mcts'] as const;
/** One of the trick-taking computer players. */
export type TrickBotName = (typeof trickBotNames)[number];
