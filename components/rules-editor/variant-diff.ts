/**
 * "What this variant changes": a variant and its base are both compiled, each is described as a
 * list of labelled facts in plain words (with the option defaults each one declares), and the
 * facts that differ become lines like "points to win: 250 → 500".
 */
import { resolveOptions } from '../../src/core/rules/options.js';
import type { BaseContext, CompiledExpr, OptionValues, Ruleset } from '../../src/core/rules/ruleset.js';
import { itemAt } from '../../src/core/cards/checked.js';

/** One difference between a variant and its base. */
export interface VariantChange {
  readonly label: string;
  /** The base's value in words, or null when the base has no such thing. */
  readonly before: string | null;
  /** The variant's value in words, or null when the variant removed it. */
  readonly after: string | null;
}

function range(r: { readonly min: number; readonly max: number }): string {
  return r.min === r.max ? String(r.min) : `${r.min} to ${r.max}`;
}

/** A number an expression gives for every player count of the ruleset ("13", or "2 players: 3, 3 to 6 players: 2"). */
function byPlayers(expr: CompiledExpr<BaseContext, number>, ruleset: Ruleset, options: OptionValues): string {
  const parts: { from: number; to: number; value: number }[] = [];
  for (let p = ruleset.players.min; p <= ruleset.players.max; p++) {
    const value = expr.evaluate({ options, players: p });
    const last = parts[parts.length - 1];
    if (last && last.value === value) last.to = p;
    else parts.push({ from: p, to: p, value });
  }
  if (parts.length === 1) return String((parts[0] as { value: number }).value);
  return parts.map((x) => `${range({ min: x.from, max: x.to })} players: ${x.value}`).join(', ');
}

/** The facts of a ruleset that a player would notice, by label. */
export function describeRuleset(ruleset: Ruleset): Map<string, string> {
  const facts = new Map<string, string>();
  const resolved = resolveOptions(ruleset, {});
  const options = resolved.ok ? resolved.options : {};
  facts.set('game name', ruleset.name);
  facts.set('players', range(ruleset.players));
  for (const o of ruleset.options) {
    const value = o.default === true ? 'yes' : o.default === false ? 'no' : String(o.default);
    facts.set(`house rule "${o.description}"`, value);
  }
  if (ruleset.family === 'trick-taking') {
    facts.set('points to win', byPlayers(ruleset.goal, ruleset, options));
    facts.set('suits, high to low', ruleset.deck.suits.join(' > '));
    facts.set('ranks, high to low', ruleset.deck.ranks.join(' '));
    facts.set('copies of each card', String(ruleset.deck.copies));
    facts.set('cards dealt to each player', String(ruleset.dealEach));
    ruleset.deck.ranks.forEach((rank, i) => facts.set(`value of ${rank}`, String(ruleset.values[i] ?? 0)));
    facts.set('bids', `${range(ruleset.bidding.numbers)} and a suit`);
    facts.set('bids allowed when', ruleset.bidding.allow.source);
    facts.set('passing', ruleset.bidding.passIsFinal ? 'final' : 'not final');
    facts.set('bidding ends after passes', String(ruleset.bidding.endsAfterPasses));
    facts.set(
      'bidding pile',
      ruleset.pile
        ? `winner gives ${ruleset.pile.winnerGivesTrumps ? 'trumps' : 'cards'} ${ruleset.pile.winnerFaceUp ? 'face up' : 'face down'}, others ${ruleset.pile.othersFaceUp ? 'face up' : 'face down'}`
        : 'none',
    );
    facts.set('target cards', String(ruleset.targetCards));
    facts.set('tricks per hand', String(ruleset.tricks.count));
    facts.set('follow suit', ruleset.tricks.mustFollow ? 'when able' : 'any card');
    facts.set('trumps', ruleset.tricks.trumps === 'bid-suit' ? 'the bid suit' : 'none');
    for (const g of ruleset.groupScores) facts.set(`group of ${g.size}${g.withTarget ? ' with target' : ''}`, g.points.source);
    facts.set('dealer passes', ruleset.dealer.passes);
    facts.set('tie at the end', ruleset.tie === 'shared' ? 'shared win' : 'play another hand');
  } else if (ruleset.family === 'drafting') {
    for (const a of ruleset.deck.attributes) facts.set(`attribute ${a.name}`, a.values.join(', '));
    facts.set('copies of each card', String(ruleset.deck.copies));
    facts.set('cards turned up per player', byPlayers(ruleset.centrePerPlayer, ruleset, options));
    facts.set('cards each', String(ruleset.cardsEach));
    facts.set('leader passes', ruleset.leaderPasses);
    facts.set('tie at the end', ruleset.tie === 'shared' ? 'shared win' : 'play another hand');
    for (const b of ruleset.batches) {
      facts.set(`batch ${b.name}`, 'in the orchard');
      if (b.capacity !== null) facts.set(`batch ${b.name}: holds`, String(b.capacity));
      b.allow.forEach((rule, i) => facts.set(`batch ${b.name}: placing rule${b.allow.length > 1 ? ` ${i + 1}` : ''}`, rule.source));
      facts.set(`batch ${b.name}: score`, b.score.source);
    }
  } else {
    facts.set('green cards to win', byPlayers(ruleset.goal, ruleset, options));
    facts.set('red cards in hand', byPlayers(ruleset.handSize, ruleset, options));
    facts.set('green deck', ruleset.green.files.join(', '));
    facts.set('red deck', ruleset.red.files.join(', '));
    facts.set('judge passes', ruleset.judge.passes);
    for (const rule of ruleset.placing) {
      facts.set(
        `red cards placed with ${range(rule.players)} players`,
        `${rule.minEach.source} to ${rule.maxEach.source}${rule.lastReturns ? ', the last one placed returns' : ''}`,
      );
    }
  }
  return facts;
}

const TOKEN = /"[^"]*"|\d+|[A-Za-z_][A-Za-z0-9_]*|<=|>=|!=|\S/g;

/**
 * Two values in words; when both are expressions that differ in one stretch of tokens, only that
 * stretch ("13 → 15"), with the whole new expression after it for context.
 */
function shortChange(before: string, after: string): { before: string; after: string; context: string | null } {
  const a = before.match(TOKEN) ?? [];
  const b = after.match(TOKEN) ?? [];
  if (a.length < 3 && b.length < 3) return { before, after, context: null };
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  // Only a one-word change reads better on its own ("13 → 15"); otherwise show both in full.
  if (endA - start !== 1 || endB - start !== 1) return { before, after, context: null };
  return { before: itemAt(a, start), after: itemAt(b, start), context: after };
}

/** The changes from `base` to `variant`, in the variant's order of facts. */
export function variantChanges(base: Ruleset, variant: Ruleset): VariantChange[] {
  const a = describeRuleset(base);
  const b = describeRuleset(variant);
  const changes: VariantChange[] = [];
  for (const [label, after] of b) {
    const before = a.get(label);
    if (before === undefined) changes.push({ label, before: null, after });
    else if (before !== after) {
      const short = shortChange(before, after);
      changes.push({ label: short.context ? `${label} (${short.context})` : label, before: short.before, after: short.after });
    }
  }
  for (const [label, before] of a) if (!b.has(label)) changes.push({ label, before, after: null });
  // A batch added or removed as a whole is one line, not one per clause.
  const whole = new Set(
    changes.filter((c) => /^batch [^:]+$/.test(c.label) && (c.before === null || c.after === null)).map((c) => c.label),
  );
  return changes.filter((c) => !c.label.includes(':') || !whole.has(c.label.slice(0, c.label.indexOf(':'))));
}

/** A change as one line: "points to win: 250 → 500", "batch Twin Towers: added", "... removed". */
export function changeLine(change: VariantChange): string {
  if (change.before === null)
    return change.label.startsWith('batch ') && !change.label.includes(':')
      ? `${change.label}: added`
      : `${change.label}: added (${change.after})`;
  if (change.after === null) return `${change.label}: removed`;
  return `${change.label}: ${change.before} → ${change.after}`;
}
