/**
 * Hand scoring: group the winnings and the target by rank and score each group from the tables.
 * The fast path (`scoreRankCounts`) and the explained path (`explainScore`) read the same tables;
 * the explanation text comes from `explain` of the very expression that filled the table.
 */
import { englishTrickPhrases } from '../phrases/en.js';
import type { ContractTaker, TargetOwner } from '../phrases/phrases.js';
import { countAt, entryAt, missing } from '../../../core/cards/typed-reads.js';
import type { ScoreLine } from '../../../core/game/game.js';
import { contractContext, type TrickTables } from './tables.js';
import type { ExplainWords } from '../../../core/rules/explain-words.js';

/** One scoring group of a hand. */
export interface ScoredGroup {
  /** Rank symbol ("J", "10"). */
  readonly rank: string;
  readonly size: number;
  /** The group holds the player's target card. */
  readonly withTarget: boolean;
  /** Whose target it holds (yours, your team's), or null. */
  readonly owner: TargetOwner;
  readonly points: number;
  /** "three Jacks", "three 4s with your target 4". */
  readonly label: string;
  /** The derivation from the ruleset expression: "2 × 10 = 20". */
  readonly explanation: string;
  /** The group's cards in notation. */
  readonly cards: readonly string[];
}

/** A hand's score with its groups; `total` is the sum of the group points. */
export interface ScoreBreakdown {
  readonly total: number;
  readonly groups: readonly ScoredGroup[];
  /** Cards that score nothing because no rule covers their group (singles). */
  readonly unscored: readonly string[];
}

/** Fast: the score of rank counts `counts[offset + rank]` with target ranks marked in `targetRanks` (bit per rank). */
export function scoreRankCounts(t: TrickTables, counts: ArrayLike<number>, offset: number, targetMask: number): number {
  let total = 0;
  const points = t.points;
  const stride = t.maxGroup + 1;
  for (let r = 0; r < t.ranks; r++) {
    const size = counts[offset + r] ?? missing();
    if (size > 0 && size <= t.maxGroup) total += points[(r * stride + size) * 2 + ((targetMask >>> r) & 1)] ?? missing();
  }
  return total;
}

/**
 * Score winnings plus target cards, group by group, with explanations; `whose` is the target's
 * owner in labels (yours, or your team's); `say` words the explanations in another language than
 * the engine's English (the labels stay English: a host names groups from `rank`, `size`, `owner`).
 */
export function explainScore(
  t: TrickTables,
  winnings: readonly number[],
  targets: readonly number[],
  whose: Exclude<TargetOwner, null> = 'your',
  say?: ExplainWords,
): ScoreBreakdown {
  const byRank: number[][] = Array.from({ length: t.ranks }, () => []);
  for (const card of [...winnings, ...targets]) byRank[t.cards.rank(card)]?.push(card);
  const targetRanks = new Set(targets.map((c) => t.cards.rank(c)));
  const groups: ScoredGroup[] = [];
  const unscored: string[] = [];
  let total = 0;
  for (let r = 0; r < t.ranks; r++) {
    const cards = entryAt(byRank, r)
      .slice()
      .sort((a, b) => a - b);
    const size = cards.length;
    if (size === 0) continue;
    const withTarget = targetRanks.has(r);
    const ruleIndex = size <= t.maxGroup ? countAt(t.rule, (r * (t.maxGroup + 1) + size) * 2 + (withTarget ? 1 : 0)) : -1;
    const rule = t.ruleset.groupScores[ruleIndex];
    if (!rule) {
      unscored.push(...cards.map((c) => t.cards.format(c)));
      continue;
    }
    const value = t.ruleset.values[r] ?? 0;
    const explained = rule.points.explain({ options: t.options, players: t.players, value, size }, say);
    const symbol = t.cards.rankSymbol(r);
    const owner = withTarget ? whose : null;
    groups.push({
      rank: symbol,
      size,
      withTarget,
      owner,
      points: explained.value,
      label: englishTrickPhrases().group(size, symbol, owner),
      explanation: explained.text,
      cards: cards.map((c) => t.cards.format(c)),
    });
    total += explained.value;
  }
  return { total, groups, unscored };
}

/**
 * The contract line of the bid winner's side, for a bid of `bid` (in `denomination`, the suits
 * then no trumps, or -1 when not known) and `tricks` taken by the side: made or failed, with the
 * derivation of the ruleset's `made` or `failed` expression; null when the rules score no
 * contract or that outcome scores nothing. `who` is the side in the label (you, your team, or the
 * bid winner's side).
 */
export function explainContract(
  t: TrickTables,
  bid: number,
  denomination: number,
  tricks: number,
  who: ContractTaker,
  say?: ExplainWords,
): ScoreLine | null {
  const contract = t.ruleset.contract;
  if (!contract) return null;
  const made = tricks >= bid;
  const line = made ? contract.made : contract.failed;
  if (!line) return null;
  const explained = line.explain(contractContext({ options: t.options, players: t.players }, bid, tricks), say);
  const phrases = englishTrickPhrases();
  // As bidName (phrases/line-label.ts) says it, which the engine does not import: a module of the tables'.
  const suit = denomination === t.cards.suitCount ? phrases.noTrumps : phrases.words.suitName(t.cards.suitName(denomination), bid);
  const named = denomination >= 0 ? phrases.bid(bid, suit) : String(bid);
  return {
    label: phrases.contract(named, made, who, tricks),
    points: explained.value,
    explanation: explained.text,
    phrase: ['contract', bid, denomination, made ? 1 : 0, who, tricks],
  };
}

/** The groups of a breakdown as score-sheet lines. */
export function scoreLines(breakdown: ScoreBreakdown): ScoreLine[] {
  return breakdown.groups.map((g) => ({
    label: g.label,
    points: g.points,
    explanation: g.explanation,
    phrase: ['group', g.size, g.rank, g.owner ?? ''],
  }));
}

/** The breakdown in lines a player reads: "three Jacks: 2 × 10 = 20" ... "Total: 25". */
export function formatBreakdown(breakdown: ScoreBreakdown): string[] {
  const lines = breakdown.groups.map((g) => `${g.label}: ${withResult(g.explanation, g.points)}`);
  if (breakdown.unscored.length > 0) lines.push(`no group (score nothing): ${breakdown.unscored.join(' ')}`);
  lines.push(`Total: ${breakdown.total}`);
  return lines;
}

/** Show the derivation, adding "= N" when the text does not already end with the value. */
function withResult(text: string, points: number): string {
  const trimmed = text.trim();
  const value = String(points);
  if (trimmed === value || trimmed.endsWith(`= ${value}`) || trimmed.endsWith(`=${value}`)) return trimmed;
  return `${trimmed} = ${value}`;
}
