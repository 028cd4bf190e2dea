/** A teacher's Apples position (a winnings pile, the target, perhaps a contract) scored step by step with the engine's own explanation. */
import { PlayingCards } from '../../core/cards/playing.js';
import { withResult, type Derivation, type Position, type Step } from '../../core/rules/derivation.js';
import { resolveOptions } from '../../core/rules/options.js';
import { compileTables, explainContract, explainScore } from './engine/index.js';
import type { TrickRuleset } from './ruleset.js';

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
  const contract = position.contract
    ? explainContract(tables, position.contract.bid, -1, position.contract.tricks, "the bid winner's side")
    : null;
  if (contract)
    steps.push({ title: contract.label, cards: [], text: withResult(contract.explanation, contract.points), points: contract.points });
  return { ruleset: ruleset.name, steps, total: breakdown.total + (contract?.points ?? 0), broken: [], error: null };
}
