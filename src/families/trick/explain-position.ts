/** A teacher's Apples position (a winnings pile, the target, perhaps a contract) scored step by step with the engine's own explanation. */
import type { Said } from '../../core/i18n/diagnostics.js';
import { trickPositionSays } from './messages/position.js';
import { PlayingCards } from '../../core/cards/playing.js';
import {
  withResult,
  type Derivation,
  type Position,
  type PositionSpeech,
  type RuleSource,
  type Step,
} from '../../core/rules/derivation.js';
import { asWritten } from '../../core/cards/attribute-value.js';
import { explainWordsOf } from '../../core/i18n/explain-words.js';
import type { ExplainWords } from '../../core/rules/explain-words.js';
import { englishTrickPhrases } from './phrases/en.js';
import { cardName, lineLabel } from './phrases/line-label.js';
import type { TrickPhrases } from './phrases/phrases.js';
import { resolveOptions } from '../../core/rules/options.js';
import { compileTables, explainContract, explainScore } from './engine/index.js';
import { findGroupRule } from './engine/tables.js';
import { checkCardCounts } from './score-command.js';
import type { ScoredGroup } from './engine/scoring.js';
import type { TrickRuleset } from './ruleset.js';

/** The rules a group's points come from: its `group of N` line, and the rank's value when that line uses `value`. */
export function groupSources(ruleset: TrickRuleset, group: Pick<ScoredGroup, 'rank' | 'size' | 'withTarget'>): RuleSource[] {
  const rule = ruleset.groupScores[findGroupRule(ruleset.groupScores, group.size, group.withTarget)];
  if (!rule?.source) return [];
  const value = /\bvalue\b/.test(rule.source.text) ? ruleset.valueSources?.[ruleset.deck.ranks.indexOf(group.rank)] : null;
  return value ? [rule.source, value] : [rule.source];
}

/**
 * A position typed as text: the cards won, then after a slash the target ("AS KS 10H / 10D"),
 * in the deck's notation; the cards are checked against the deck as `pomona score` checks them.
 */
export function trickPositionFromText(
  ruleset: TrickRuleset,
  text: string,
): { readonly ok: true; readonly position: Position } | { readonly ok: false; readonly message: string; readonly said: Said } {
  const refused = (said: Said) => ({ ok: false, message: said.message, said }) as const;
  const parts = text.split('/');
  if (parts.length > 2) return refused(trickPositionSays('position-one-slash'));
  const cards = new PlayingCards(ruleset.deck);
  const won = cards.parseList(parts[0] ?? '');
  if (!won.ok) return won;
  const target = cards.parseList(parts[1] ?? '');
  if (!target.ok) return target;
  if (target.cards.length > Math.max(1, ruleset.targetCards))
    return refused(
      trickPositionSays(ruleset.targetCards === 1 ? 'position-target' : 'position-targets', {
        set: ruleset.targetCards,
        given: target.cards.length,
      }),
    );
  const removed = (ruleset.deck.removed ?? []).map((r) =>
    cards.card(ruleset.deck.ranks.indexOf(r.rank), ruleset.deck.suits.indexOf(r.suit)),
  );
  const problem = checkCardCounts(cards, [...won.cards, ...target.cards], ruleset.deck.copies, removed);
  if (problem) return refused(problem);
  return { ok: true, position: { cards: won.cards.map((c) => cards.format(c)), target: target.cards.map((c) => cards.format(c)) } };
}

/** How a position is said in a language other than English: the family's sentences, and the derivation's words. */
export interface TrickSpoken {
  readonly phrases: TrickPhrases;
  readonly say: ExplainWords;
}

/** `speech` for Apples positions (whose words are the card words: every ruleset speaks the language), or null for English. */
export function trickSpokenIn(speech: PositionSpeech | undefined): TrickSpoken | null {
  const make = speech && speech.language !== 'en' ? speech.phrasebooks.trick : undefined;
  if (!speech || !make) return null;
  // The language file's phrasebook of this folder is this family's own type (phrases.ts).
  return { phrases: make(speech.words) as TrickPhrases, say: explainWordsOf(speech.words, asWritten, speech.code) };
}

/** A winnings pile and target scored group by group, with the contract when the rules score one (in `speech`'s language). */
export function explainTrickPosition(ruleset: TrickRuleset, position: Position, speech?: PositionSpeech): Derivation {
  const cards = new PlayingCards(ruleset.deck);
  const spoken = trickSpokenIn(speech);
  const nameOf = (card: number): string => (spoken ? cardName(spoken.phrases, cards, card) : cards.name(card));
  const so = spoken ? (because: string, result: string) => spoken.say.so(because, result) : undefined;
  const fail = (error: string): Derivation => ({ ruleset: ruleset.name, steps: [], total: 0, broken: [], error });
  const won = cards.parseList((position.cards ?? []).join(' '));
  if (!won.ok) return fail(won.message);
  const target = cards.parseList((position.target ?? []).join(' '));
  if (!target.ok) return fail(target.message);
  const resolved = resolveOptions(ruleset, {});
  if (!resolved.ok) return fail(resolved.message);
  const tables = compileTables(ruleset, resolved.options, ruleset.players.min);
  const breakdown = explainScore(tables, won.cards, target.cards, 'your', spoken?.say);
  const steps: Step[] = breakdown.groups.map((g) => ({
    title: spoken ? spoken.phrases.group(g.size, g.rank, g.owner) : g.label,
    cards: g.cards.map((c) => nameOf(cards.parse(c) as number)),
    text: withResult(g.explanation, g.points, so),
    points: g.points,
    from: groupSources(ruleset, g),
  }));
  if (breakdown.unscored.length) {
    const unscored = (spoken?.phrases ?? englishTrickPhrases()).unscored;
    steps.push({
      title: unscored.title,
      cards: breakdown.unscored.map((c) => nameOf(cards.parse(c) as number)),
      text: unscored.text,
      points: null,
    });
  }
  // The contract, when the position gives one and the rules score it: the engine's own line.
  const contract = position.contract
    ? explainContract(tables, position.contract.bid, -1, position.contract.tricks, 'side', spoken?.say)
    : null;
  if (contract)
    steps.push({
      title: spoken ? lineLabel(spoken.phrases, cards, contract) : contract.label,
      cards: [],
      text: withResult(contract.explanation, contract.points, so),
      points: contract.points,
    });
  return { ruleset: ruleset.name, steps, total: breakdown.total + (contract?.points ?? 0), broken: [], error: null };
}
