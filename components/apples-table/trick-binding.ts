/** How <apples-table> binds the trick-taking engine and its computer players to the shared session. */
import { PlayingCards } from '../../src/cards/playing.js';
import type { ScoreLine, ScoreSheet } from '../../src/engine/game.js';
import { trickEngine, type TrickAction, type TrickState, type TrickView } from '../../src/engine/trick/index.js';
import { trickBotNames, createTrickBot, type TrickBotName } from '../../src/bots/trick/index.js';
import { compileTrick } from '../../src/rules/compile-trick.js';
import type { Ruleset, TrickRuleset } from '../../src/rules/ruleset.js';
import type { FamilyBinding } from '../shared/family.js';
import { winnersWords } from '../shared/winners.js';

/** The lines of hand `hand` (1-based) from the engine's explained sheets, labels without the hand prefix. */
export function handLines(sheet: ScoreSheet, hand: number): ScoreLine[] {
  const prefix = `hand ${hand}: `;
  return sheet.lines.filter((l) => l.label.startsWith(prefix)).map((l) => ({ ...l, label: l.label.slice(prefix.length) }));
}

/** "two spades" for a bid. */
export function bidWords(cards: PlayingCards, number: number, suit: number): string {
  return `${number} ${cards.suitName(suit)}`;
}

/** How one kind of action is said, from the seat names, the deck's words and the view after it. */
type Sentence<A extends TrickAction> = (action: A, name: (seat: number) => string, cards: PlayingCards, after: TrickView) => string;

/** What each kind of action says (what it caused, such as a trick won, is said after it). */
const sentences: { readonly [T in TrickAction['type']]: Sentence<Extract<TrickAction, { type: T }>> } = {
  'first-dealer': (action, name) => `${name(action.dealer)} deals first.`,
  deal: (_action, name, _cards, after) => `${name(after.dealer)} deals.`,
  redeal: () => 'The bidding pile is shuffled and dealt back.',
  bid: (action, name, cards) => `${name(action.player)} bids ${bidWords(cards, action.number, action.suit)}.`,
  pass: (action, name) => `${name(action.player)} passes.`,
  give: (action, name) => `${name(action.player)} puts ${action.cards.length} cards in the pile.`,
  target: (action, name) => `${name(action.player)} sets a target card aside.`,
  play: (action, name, cards) => `${name(action.player)} plays the ${cards.name(action.card)}.`,
};

/** The trick-taking family, bound for the shared session. */
export const trickBinding: FamilyBinding<TrickRuleset, TrickState, TrickAction, TrickView> = {
  family: 'trick-taking',
  compile: compileTrick,
  engine: trickEngine,
  defaultRuleset: 'apples.rules',
  botNames: trickBotNames,
  defaultBot: 'rules',
  makeBot: (name, ruleset, _seat, seed) => createTrickBot(name as TrickBotName, ruleset, seed),
  replayUnits: { small: 'trick', large: 'hand', count: (view) => ({ small: view.handsDealt * 1000 + view.tricks.length, large: view.handsDealt }) },
  accepts: (ruleset: Ruleset): ruleset is TrickRuleset => ruleset.family === 'trick-taking',
  actor: (action) => ('player' in action ? action.player : null),
  announce(ruleset, before, after, action, names) {
    const cards = new PlayingCards(ruleset.deck);
    const name = (seat: number): string => names[seat] ?? `Seat ${seat + 1}`;
    const viewBefore = trickEngine.view(before, 0);
    const viewAfter = trickEngine.view(after, 0);
    const parts = [(sentences[action.type] as Sentence<TrickAction>)(action, name, cards, viewAfter)];
    if (viewBefore.phase === 'bidding' && viewAfter.phase !== 'bidding' && viewAfter.highBid && viewAfter.trump >= 0) {
      parts.push(`${name(viewAfter.highBid.player)} wins the bidding; ${cards.suitName(viewAfter.trump)} are trumps.`);
    }
    const won = viewAfter.tricks.length > viewBefore.tricks.length ? viewAfter.tricks[viewAfter.tricks.length - 1] : undefined;
    if (won) parts.push(`${name(won.winner)} wins the trick.`);
    if (viewAfter.handScores.length > viewBefore.handScores.length) {
      const scores = viewAfter.handScores[viewAfter.handScores.length - 1] ?? [];
      parts.push(`Hand scored: ${scores.map((s, i) => `${name(i)} ${s}`).join(', ')}.`);
    }
    if (viewAfter.winners && !viewBefore.winners) parts.push(`Game over: ${winnersWords(viewAfter.winners.map(name))}.`);
    return parts.join(' ');
  },
  handEnded(_ruleset, before, after) {
    const hands = trickEngine.view(after, 0).handScores.length;
    if (hands <= trickEngine.view(before, 0).handScores.length) return null;
    const sheets = trickEngine.explain(after).map((sheet) => {
      const lines = handLines(sheet, hands);
      return { player: sheet.player, total: lines.reduce((sum, l) => sum + l.points, 0), lines };
    });
    return { sheets, totals: trickEngine.view(after, 0).totals };
  },
};
