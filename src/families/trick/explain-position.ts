/** A teacher's Apples position (a winnings pile, the target, perhaps a contract) scored step by step with the engine's own explanation. */
import { PlayingCards } from '../../core/cards/playing.js';
import { withResult, type Derivation, type Position, type RuleSource, type Step } from '../../core/rules/derivation.js';
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
): { readonly ok: true; readonly position: Position } | { readonly ok: false; readonly message: string } {
  const parts = text.split('/');
  if (parts.length > 2) return { ok: false, message: 'write the cards won, then one slash and the target: AS KS 10H / 10D' };
  const cards = new PlayingCards(ruleset.deck);
  const won = cards.parseList(parts[0] ?? '');
  if (!won.ok) return won;
  const target = cards.parseList(parts[1] ?? '');
  if (!target.ok) return target;
  if (target.cards.length > Math.max(1, ruleset.targetCards))
    return {
      ok: false,
      message: `${ruleset.name} sets aside ${ruleset.targetCards} target card${ruleset.targetCards === 1 ? '' : 's'}, not ${target.cards.length}`,
    };
  const removed = (ruleset.deck.removed ?? []).map((r) =>
    cards.card(ruleset.deck.ranks.indexOf(r.rank), ruleset.deck.suits.indexOf(r.suit)),
  );
  const problem = checkCardCounts(cards, [...won.cards, ...target.cards], ruleset.deck.copies, removed);
  if (problem) return { ok: false, message: problem };
  return { ok: true, position: { cards: won.cards.map((c) => cards.format(c)), target: target.cards.map((c) => cards.format(c)) } };
}

/** A winnings pile and target scored group by group, with the contract when the rules score one. */
export function explainTrickPosition(ruleset: TrickRuleset, position: Position): Derivation {
  const cards = new PlayingCards(ruleset.deck);
  const fail = (error: string): Derivation => ({ ruleset: ruleset.name, steps: [], total: 0, broken: [], error });
  const won = cards.parseList((position.cards ?? []).join(' '));
  if (!won.ok) return fail(won.message);
  const target = cards.parseList((position.target ?? []).join(' '));
  if (!target.ok) return fail(target.message);
  const resolved = resolveOptions(ruleset, {});
  if (!resolved.ok) return fail(resolved.message);
  const tables = compileTables(ruleset, resolved.options, ruleset.players.min);
  const breakdown = explainScore(tables, won.cards, target.cards);
  const steps: Step[] = breakdown.groups.map((g) => ({
    title: g.label,
    cards: g.cards.map((c) => cards.name(cards.parse(c) as number)),
    text: withResult(g.explanation, g.points),
    points: g.points,
    from: groupSources(ruleset, g),
  }));
  if (breakdown.unscored.length) {
    steps.push({
      title: 'no group',
      cards: breakdown.unscored.map((c) => cards.name(cards.parse(c) as number)),
      text: 'these cards are in no scoring group, so they score nothing',
      points: null,
    });
  }
  // The contract, when the position gives one and the rules score it: the engine's own line.
  const contract = position.contract ? explainContract(tables, position.contract.bid, -1, position.contract.tricks, 'side') : null;
  if (contract)
    steps.push({ title: contract.label, cards: [], text: withResult(contract.explanation, contract.points), points: contract.points });
  return { ruleset: ruleset.name, steps, total: breakdown.total + (contract?.points ?? 0), broken: [], error: null };
}
