/** The trick-taking family's descriptor (Apples): its compiler, players, action notation, summaries and scorer. */
import { describeTrickRules } from './facts.js';
import { explainTrickPosition, trickPositionFromText } from './explain-position.js';
import { trickHowToPlay } from './how-to-play.js';
import type { FamilyDescriptor } from '../../core/registry.js';
import { compileTrick } from './compile.js';
import { SCORE_TRICK_USAGE, scoreTrick } from './score-command.js';
import { TRICK_BOTS, TRICK_SCORE_HELP } from './cli-texts.js';
import type { TrickAction, TrickEvent, TrickState, TrickView } from './engine/index.js';
import {
  TRICK_REFUSALS,
  actionToJSON,
  describeAction,
  describeEvent,
  isChance,
  explainScore,
  formatBreakdown,
  handCards,
  handSheet,
  parseAction,
  trickEngine,
} from './engine/index.js';
import { PlayingCards } from '../../core/cards/playing.js';
import type { TrickRuleset } from './ruleset.js';
import { trickBots, trickFamily } from './bots/family.js';
import { trickReplaySpeech } from './replay-speech.js';

/** The end-of-replay state of a trick-taking game as JSON (every seat's cards shown). */
export function trickSummary(s: TrickState): Record<string, unknown> {
  const t = s.t;
  const cards = t.cards;
  const view0 = trickEngine.view(s, 0);
  const seats = Array.from({ length: t.players }, (_, p) => trickEngine.view(s, p));
  return {
    phase: view0.phase,
    dealer: s.dealer,
    toAct: view0.toAct,
    hands: seats.map((v) => v.hand.map((c) => cards.format(c))),
    targets: seats.map((v) => v.targets.map((c) => cards.format(c))),
    bid: view0.highBid
      ? { player: view0.highBid.player, number: view0.highBid.number, suit: cards.denominationName(view0.highBid.suit) }
      : null,
    trump: s.trump >= 0 ? cards.suitName(s.trump) : null,
    tricks: view0.tricks.map((tr) => ({ leader: tr.leader, cards: tr.cards.map((c) => cards.format(c)), winner: tr.winner })),
    currentTrick: view0.trick.cards.map((c) => cards.format(c)),
    handScores: s.finished.map((hand, i) => ({
      hand: i + 1,
      players: hand.scores.map((score, p) => {
        const { winnings, targets } = handCards(t, hand, p);
        const b = explainScore(t, winnings, targets);
        const sheet = handSheet(s, hand, p);
        return {
          player: p,
          total: score,
          groups: b.groups,
          unscored: b.unscored,
          ...(sheet.partners || t.ruleset.contract ? { lines: sheet.lines, partners: sheet.partners ?? [p] } : {}),
        };
      }),
    })),
    totals: Array.from(s.totals),
    handsDealt: s.handsDealt,
    throwIns: s.throwIns,
    winners: s.winners,
  };
}

/** The end-of-replay state in lines of text. */
export function trickSummaryText(s: TrickState): string[] {
  const t = s.t;
  const cards = t.cards;
  const lines: string[] = [];
  const v = trickEngine.view(s, 0);
  lines.push(`Phase: ${v.phase}; dealer: player ${s.dealer + 1}; hands dealt: ${s.handsDealt} (${s.throwIns} thrown in)`);
  if (v.highBid)
    lines.push(
      `Bid: player ${v.highBid.player + 1}, ${v.highBid.number} ${cards.denominationName(v.highBid.suit)}${s.trump >= 0 ? `; trumps: ${cards.suitName(s.trump)}` : ''}`,
    );
  for (let p = 0; p < t.players; p++) {
    const pv = trickEngine.view(s, p);
    const target = pv.targets.length ? `; target ${cards.formatAll(pv.targets)}` : '';
    lines.push(`Player ${p + 1} holds: ${cards.formatAll(pv.hand) || '(nothing)'}${target}`);
  }
  v.tricks.forEach((tr, i) =>
    lines.push(`Trick ${i + 1}: ${cards.formatAll(tr.cards)} (led by player ${tr.leader + 1}), won by player ${tr.winner + 1}`),
  );
  if (v.trick.cards.length) lines.push(`Trick in play: ${cards.formatAll(v.trick.cards)}`);
  s.finished.forEach((hand, i) => {
    lines.push(`Hand ${i + 1} scores:`);
    hand.scores.forEach((_, p) => {
      const { winnings, targets } = handCards(t, hand, p);
      const b = explainScore(t, winnings, targets);
      // With teams or a contract the engine's sheet says more than the seat's own groups.
      const sheet = handSheet(s, hand, p);
      const more =
        sheet.partners || t.ruleset.contract
          ? ` | sheet${sheet.partners ? ` (team of ${sheet.partners.map((q) => `player ${q + 1}`).join(' and ')})` : ''}: ${sheet.lines.map((l) => `${l.label}: ${l.explanation} = ${l.points}`).join('; ')}; total ${sheet.total}`
          : '';
      lines.push(`  Player ${p + 1}: ${formatBreakdown(b).join('; ')}${more}`);
    });
  });
  lines.push(`Totals: ${Array.from(s.totals, (x, p) => `player ${p + 1} ${x}`).join(', ')}`);
  if (s.winners) lines.push(`Winner${s.winners.length > 1 ? 's' : ''}: ${s.winners.map((p) => `player ${p + 1}`).join(', ')}`);
  return lines;
}

const notationCards = new WeakMap<TrickRuleset, PlayingCards>();
function cardsOf(ruleset: TrickRuleset): PlayingCards {
  let c = notationCards.get(ruleset);
  if (!c) {
    c = new PlayingCards(ruleset.deck);
    notationCards.set(ruleset, c);
  }
  return c;
}

/** The trick-taking family, for the registry. */
export const trickDescriptor: FamilyDescriptor<TrickRuleset, TrickState, TrickAction, TrickView> = {
  ...trickFamily,
  title: 'Apples (trick-taking)',
  titles: { ko: 'Apples (트릭 테이킹)', ru: 'Apples (взятки)', es: 'Apples (bazas)' },
  compile: compileTrick,
  describeRules: describeTrickRules,
  howToPlay: trickHowToPlay,
  explainPosition: explainTrickPosition,
  positionFromText: trickPositionFromText,
  positionNotation: 'the cards won, then a slash and the target: AS KS 10H / 10D',
  positionNotations: {
    ko: '딴 카드, 그다음 빗금과 목표 카드: AS KS 10H / 10D',
    ru: 'взятые карты, затем косая черта и карта-цель: AS KS 10H / 10D',
    es: 'las cartas ganadas, luego una barra y el objetivo: AS KS 10H / 10D',
  },
  defaultBot: 'rules',
  scorer: { usage: SCORE_TRICK_USAGE, help: (language) => TRICK_SCORE_HELP[language], run: scoreTrick },
  element: { tag: 'apples-table', ruleset: 'apples.rules', seats: 'you,rules,rules,rules' },
  refusals: TRICK_REFUSALS,
  bots: {
    random: { ...trickBots.random, description: 'uniform over the legal actions', descriptions: TRICK_BOTS.random },
    rules: {
      ...trickBots.rules,
      description: 'rule-based: bids a long suit, pairs its target with a sure winner, avoids negative tricks',
      descriptions: TRICK_BOTS.rules,
    },
    flat: {
      ...trickBots.flat,
      description:
        'flat determinized Monte Carlo over worlds the engine samples from its view (about 2,000 playouts a move): the search player before the tree search',
      descriptions: TRICK_BOTS.flat,
    },
    search: {
      ...trickBots.search,
      description:
        'information-set Monte Carlo tree search: one tree over 400 sampled worlds, each iteration played out to the end of the hand',
      descriptions: TRICK_BOTS.search,
    },
    mcts: { ...trickBots.mcts, description: "the same player as 'search' (its earlier name)", descriptions: TRICK_BOTS.mcts },
  },
  parseAction: (ruleset, json) => parseAction(cardsOf(ruleset), json),
  actionToJSON: (ruleset, action) => actionToJSON(cardsOf(ruleset), action),
  isChanceAction: (action) => isChance(action),
  describeAction: (ruleset, action) => describeAction(cardsOf(ruleset), action),
  describeEvent: (ruleset, event) => describeEvent(cardsOf(ruleset), event as TrickEvent, {}, ruleset.teams),
  roundsName: 'hands',
  roundScores: (s) => s.finished.map((h) => h.scores),
  summary: trickSummary,
  summaryText: trickSummaryText,
  replaySpeech: (ruleset, speech) => trickReplaySpeech(ruleset, cardsOf(ruleset), speech),
};
