/**
 * The high-card engine, on the game contract of src/core/game/game.ts. One chance action deals
 * every hand; then, round after round, each player in turn plays one card of their hand, and the
 * highest card of the round wins it (the winner leads the next round). Most rounds won wins.
 *
 * Cards are numbers: rank index × suit count + suit index, so a lower number is a higher card.
 */
import { Random } from '../../../src/core/cards/random.js';
import { applyToCopy, type ActionError, type GameEngine, type GameResult, type ScoreSheet } from '../../../src/core/game/game.js';
import { refuseShared } from '../../../src/core/game/refusals.js';
import { resolveOptions } from '../../../src/core/rules/options.js';
import { isIndex, isRecord } from '../../../src/core/untrusted.js';
import type { HighCardRuleset } from './ruleset.js';

/** The chance action that deals every hand, and a player's card. */
export type HighCardAction =
  | { readonly kind: 'deal'; readonly hands: readonly (readonly number[])[] }
  | { readonly kind: 'play'; readonly player: number; readonly card: number };

/** What an action did. */
export type HighCardEvent =
  | { readonly kind: 'dealt'; readonly each: number }
  | { readonly kind: 'played'; readonly player: number; readonly card: number }
  | { readonly kind: 'round-won'; readonly round: number; readonly player: number; readonly card: number }
  | { readonly kind: 'game-over'; readonly result: GameResult };

/** A round played: who led, the cards in the order played (by seat), who won. */
export interface HighCardRound {
  readonly leader: number;
  readonly cards: readonly { readonly player: number; readonly card: number }[];
  readonly winner: number;
}

/** A game of high card: plain JSON. */
export interface HighCardState {
  readonly players: number;
  readonly seed: number | string;
  readonly handSize: number;
  readonly deckSize: number;
  hands: number[][];
  /** Cards of the round under way, in the order played. */
  table: { player: number; card: number }[];
  leader: number;
  rounds: HighCardRound[];
  won: number[];
  log: HighCardAction[];
}

/** What a player sees: their own hand and everything played. */
export interface HighCardView {
  readonly player: number;
  readonly phase: string;
  readonly hand: readonly number[];
  readonly handSizes: readonly number[];
  readonly table: readonly { readonly player: number; readonly card: number }[];
  readonly rounds: readonly HighCardRound[];
  readonly won: readonly number[];
  readonly toAct: number | null;
}

/** The family's own refusal codes. */
export const HIGH_CARD_REFUSALS = {
  'bad-deal': 'a deal that does not give every player the same number of distinct cards of the deck',
} as const;

function phaseOf(s: HighCardState): string {
  if (s.log.length === 0) return 'deal';
  return s.rounds.length === s.handSize ? 'over' : 'play';
}

function toActSeat(s: HighCardState): number | null {
  if (phaseOf(s) !== 'play') return null;
  return (s.leader + s.table.length) % s.players;
}

function resultOf(s: HighCardState): GameResult | null {
  if (phaseOf(s) !== 'over') return null;
  const best = Math.max(...s.won);
  return { scores: [...s.won], winners: s.won.flatMap((w, p) => (w === best ? [p] : [])) };
}

/** A deal drawn from the game's seed: the deck shuffled, then dealt to each player in turn. */
function drawDeal(s: HighCardState): HighCardAction {
  const deck = Random.from(s.seed, 1).shuffle(Array.from({ length: s.deckSize }, (_, i) => i));
  return {
    kind: 'deal',
    hands: Array.from({ length: s.players }, (_, p) => deck.slice(p * s.handSize, (p + 1) * s.handSize).sort((a, b) => a - b)),
  };
}

function applyDeal(s: HighCardState, action: Record<string, unknown>, events?: HighCardEvent[]): ActionError | null {
  const hands = action['hands'];
  if (!Array.isArray(hands) || hands.length !== s.players) return refuseShared('malformed-action', 'a deal gives one hand to each player');
  const seen = new Set<number>();
  for (const hand of hands as unknown[]) {
    if (!Array.isArray(hand) || hand.length !== s.handSize || !hand.every((c) => isIndex(c, s.deckSize)))
      return { code: 'bad-deal', message: `each player is dealt ${s.handSize} cards of the deck` };
    for (const c of hand) seen.add(c);
  }
  if (seen.size !== s.players * s.handSize) return { code: 'bad-deal', message: 'a card cannot be dealt twice' };
  s.hands = (hands as number[][]).map((h) => [...h]);
  s.log.push({ kind: 'deal', hands: s.hands.map((h) => [...h]) });
  events?.push({ kind: 'dealt', each: s.handSize });
  return null;
}

function applyPlay(s: HighCardState, action: Record<string, unknown>, events?: HighCardEvent[]): ActionError | null {
  const { player, card } = action;
  if (!isIndex(player, s.players) || !isIndex(card, s.deckSize))
    return refuseShared('malformed-action', 'a play names a seat and a card of the deck');
  if (player !== toActSeat(s)) return refuseShared('not-your-turn', `it is not player ${player + 1}'s turn`);
  const hand = s.hands[player] ?? [];
  const at = hand.indexOf(card);
  if (at < 0) return refuseShared('card-not-in-hand', `player ${player + 1} does not hold that card`);
  hand.splice(at, 1);
  s.table.push({ player, card });
  s.log.push({ kind: 'play', player, card });
  events?.push({ kind: 'played', player, card });
  if (s.table.length < s.players) return null;
  const best = s.table.reduce((a, b) => (b.card < a.card ? b : a));
  s.won[best.player] = (s.won[best.player] ?? 0) + 1;
  s.rounds.push({ leader: s.leader, cards: s.table, winner: best.player });
  events?.push({ kind: 'round-won', round: s.rounds.length, player: best.player, card: best.card });
  s.table = [];
  s.leader = best.player;
  const result = resultOf(s);
  if (result) events?.push({ kind: 'game-over', result });
  return null;
}

function applyInPlace(s: HighCardState, action: unknown, events?: HighCardEvent[]): ActionError | null {
  if (!isRecord(action)) return refuseShared('malformed-action', 'an action is an object with a kind');
  const a = action;
  const phase = phaseOf(s);
  if (phase === 'over') return refuseShared('game-over', 'the game is over');
  if (a['kind'] === 'deal') return phase === 'deal' ? applyDeal(s, a, events) : refuseShared('wrong-phase', 'the cards are dealt already');
  if (a['kind'] === 'play') return phase === 'play' ? applyPlay(s, a, events) : refuseShared('not-chance', 'the cards must be dealt first');
  return refuseShared('malformed-action', `'${String(a['kind'])}' is not an action of high card`);
}

function clone(s: HighCardState): HighCardState {
  return { ...s, hands: s.hands.map((h) => [...h]), table: [...s.table], rounds: [...s.rounds], won: [...s.won], log: [...s.log] };
}

/** The high-card engine. */
export const highCardEngine: GameEngine<HighCardRuleset, HighCardState, HighCardAction, HighCardView, HighCardEvent> = {
  family: 'high-card',
  create(ruleset, setup) {
    if (!Number.isInteger(setup.players) || setup.players < ruleset.players.min || setup.players > ruleset.players.max)
      return {
        ok: false,
        error: refuseShared('bad-setup', `${ruleset.name} is played by ${ruleset.players.min} to ${ruleset.players.max}`),
      };
    const options = resolveOptions(ruleset, setup.options ?? {});
    if (!options.ok) return { ok: false, error: refuseShared('bad-option', options.message) };
    const handSize = Number(options.options['hand_size'] ?? 3);
    const deckSize = ruleset.ranks.length * ruleset.suits.length;
    if (handSize * setup.players > deckSize)
      return { ok: false, error: refuseShared('bad-setup', `the deck has too few cards for ${setup.players} hands`) };
    const won = Array.from({ length: setup.players }, () => 0);
    return {
      ok: true,
      state: { players: setup.players, seed: setup.seed, handSize, deckSize, hands: [], table: [], leader: 0, rounds: [], won, log: [] },
    };
  },
  toAct(s) {
    const phase = phaseOf(s);
    if (phase === 'deal') return { kind: 'chance' };
    if (phase === 'over') return { kind: 'over' };
    return { kind: 'players', players: [toActSeat(s) as number] };
  },
  phase: phaseOf,
  legalActions(s, player) {
    if (toActSeat(s) !== player) return [];
    return (s.hands[player] ?? []).map((card) => ({ kind: 'play', player, card }) as const);
  },
  chanceAction: drawDeal,
  apply: (s, action) => applyToCopy(clone, applyInPlace, s, action),
  applyInPlace,
  clone,
  view(s, player) {
    return {
      player,
      phase: phaseOf(s),
      hand: [...(s.hands[player] ?? [])],
      handSizes: s.hands.map((h) => h.length),
      table: [...s.table],
      rounds: [...s.rounds],
      won: [...s.won],
      toAct: toActSeat(s),
    };
  },
  sampleWorld(ruleset, view, rng) {
    // The unseen cards (neither in the viewer's hand nor played) go to the other hands at random;
    // then the game is dealt and replayed as the view tells it.
    const players = view.won.length;
    const created = highCardEngine.create(ruleset, { players, seed: 0, options: {} });
    if (!created.ok) throw new Error(created.error.message);
    const s = {
      ...created.state,
      handSize: view.rounds.length + (view.handSizes[view.player] ?? 0) + (view.table.some((t) => t.player === view.player) ? 1 : 0),
    };
    const played = [...view.rounds.flatMap((r) => r.cards), ...view.table];
    const known = new Set([...view.hand, ...played.map((p) => p.card)]);
    const unseen = rng.shuffle(Array.from({ length: s.deckSize }, (_, i) => i).filter((c) => !known.has(c)));
    const hands = Array.from({ length: players }, (_, p) => {
      const mine = played.filter((x) => x.player === p).map((x) => x.card);
      const rest = p === view.player ? [...view.hand] : unseen.splice(0, view.handSizes[p] ?? 0);
      return [...mine, ...rest].sort((a, b) => a - b);
    });
    applyInPlace(s, { kind: 'deal', hands });
    for (const { player, card } of played) applyInPlace(s, { kind: 'play', player, card });
    return s;
  },
  explain(s) {
    return s.won.map((w, player): ScoreSheet => ({
      player,
      total: w,
      lines: [{ label: 'rounds won', points: w, explanation: `${w} × 1 = ${w}` }],
    }));
  },
  result: resultOf,
  log: (s) => s.log,
};

/** A card in words: "the queen of hearts" style, from the ruleset's own names ("Q of hearts"). */
export function cardName(ruleset: HighCardRuleset, card: number): string {
  const suits = ruleset.suits.length;
  return `${ruleset.ranks[Math.floor(card / suits)] ?? '?'} of ${ruleset.suits[card % suits] ?? '?'}`;
}
