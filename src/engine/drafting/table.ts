/**
 * A drafting ruleset prepared for one game: the batches' compiled constraints and scores,
 * the centre size for the player count, and one reusable expression context, so that checking
 * a placement allocates nothing.
 */
import type { AttrCard, Batch, BatchContext, DraftRuleset, OptionValues } from '../../rules/ruleset.js';

/** The context handed to the compiled expressions; one per table, rewritten for each check. */
export interface ScratchContext extends BatchContext {
  options: OptionValues;
  players: number;
  cards: readonly AttrCard[];
  card: AttrCard | null;
  batches: readonly (readonly AttrCard[])[];
  batchIndex: number;
}

/** Why a placement is refused: the batch is full, or one of its rules fails. */
export type Refusal =
  | { readonly kind: 'full'; readonly batch: number }
  | { readonly kind: 'rule'; readonly batch: number; readonly rule: number };

/** The ruleset of one game, ready to interpret quickly. */
export interface DraftTable {
  readonly ruleset: DraftRuleset;
  readonly options: OptionValues;
  readonly players: number;
  readonly batches: readonly Batch[];
  /** Every card of the deck, by id. */
  readonly cards: readonly AttrCard[];
  /** Cards turned up in the centre for each player at the start of a phase. */
  readonly centrePerPlayer: number;
  readonly cardsEach: number;
  /** +1 when the leader passes left (clockwise), -1 when it passes right. */
  readonly direction: 1 | -1;
  /** The shared scratch context (single-threaded use only). */
  readonly scratch: ScratchContext;
  /** The last placement `mayPlace` allowed, so applying it does not evaluate the rules again. */
  readonly memo: PlacementMemo;
}

/**
 * A placement found legal, with the orchard it was checked against. Orchards only ever grow,
 * so the same orchard array holding the same number of cards still has the same contents.
 */
export interface PlacementMemo {
  orchard: AttrCard[][] | null;
  batch: number;
  card: AttrCard | null;
  size: number;
}

function orchardSize(orchard: readonly (readonly AttrCard[])[]): number {
  let n = 0;
  for (let b = 0; b < orchard.length; b++) n += (orchard[b] as readonly AttrCard[]).length;
  return n;
}

/** Prepare a ruleset for a game of `players` with the chosen option values. */
export function prepareTable(ruleset: DraftRuleset, players: number, options: OptionValues): DraftTable {
  const centrePerPlayer = ruleset.centrePerPlayer.evaluate({ options, players });
  return {
    ruleset,
    options,
    players,
    batches: ruleset.batches,
    cards: ruleset.deck.cards,
    centrePerPlayer,
    cardsEach: ruleset.cardsEach,
    direction: ruleset.leaderPasses === 'left' ? 1 : -1,
    scratch: { options, players, cards: [], card: null, batches: [], batchIndex: 0 },
    memo: { orchard: null, batch: -1, card: null, size: -1 },
  };
}

/**
 * May `card` go into batch `b` of the orchard `orchard` (one card array per batch)?
 * Returns null when it may, else why not. The card is pushed onto the batch for the check and
 * popped again, so the orchard is unchanged afterwards.
 */
export function checkPlacement(table: DraftTable, orchard: AttrCard[][], b: number, card: AttrCard): Refusal | null {
  const batch = table.batches[b] as Batch;
  const cards = orchard[b] as AttrCard[];
  if (batch.capacity !== null && cards.length >= batch.capacity) return { kind: 'full', batch: b };
  const allow = batch.allow;
  if (allow.length === 0) return null;
  const memo = table.memo;
  if (memo.orchard === orchard && memo.batch === b && memo.card === card && memo.size === orchardSize(orchard)) return null;
  const ctx = table.scratch;
  cards.push(card);
  ctx.cards = cards;
  ctx.card = card;
  ctx.batches = orchard;
  ctx.batchIndex = b;
  let failed = -1;
  for (let r = 0; r < allow.length; r++) {
    if (!(allow[r] as Batch['allow'][number]).evaluate(ctx)) {
      failed = r;
      break;
    }
  }
  cards.pop();
  return failed < 0 ? null : { kind: 'rule', batch: b, rule: failed };
}

/** Fast legality test used by the legal-move loop: true when `card` may go into batch `b`. */
export function mayPlace(table: DraftTable, orchard: AttrCard[][], b: number, card: AttrCard): boolean {
  const batch = table.batches[b] as Batch;
  const cards = orchard[b] as AttrCard[];
  if (batch.capacity !== null && cards.length >= batch.capacity) return false;
  const allow = batch.allow;
  if (allow.length === 0) return true;
  const ctx = table.scratch;
  cards.push(card);
  ctx.cards = cards;
  ctx.card = card;
  ctx.batches = orchard;
  ctx.batchIndex = b;
  let ok = true;
  for (let r = 0; r < allow.length && ok; r++) ok = (allow[r] as Batch['allow'][number]).evaluate(ctx);
  cards.pop();
  if (ok) {
    const memo = table.memo;
    memo.orchard = orchard;
    memo.batch = b;
    memo.card = card;
    memo.size = orchardSize(orchard);
  }
  return ok;
}

/** The sentence for a refusal, in the ruleset's own words. */
export function refusalMessage(table: DraftTable, orchard: AttrCard[][], refusal: Refusal, card: AttrCard): string {
  const batch = table.batches[refusal.batch] as Batch;
  const about = batch.description ? `${batch.name}: ${batch.description}` : batch.name;
  if (refusal.kind === 'full') {
    const n = batch.capacity ?? 0;
    return `${about} (it holds at most ${n} card${n === 1 ? '' : 's'} and is full)`;
  }
  const cards = orchard[refusal.batch] as AttrCard[];
  const ctx = table.scratch;
  cards.push(card);
  ctx.cards = cards;
  ctx.card = card;
  ctx.batches = orchard;
  ctx.batchIndex = refusal.batch;
  const rule = batch.allow[refusal.rule] as Batch['allow'][number];
  let text: string;
  try {
    text = rule.explain(ctx).text;
  } finally {
    cards.pop();
  }
  return `${about} (${text})`;
}

/** The points of batch `b` of an orchard (fast path). */
export function batchScore(table: DraftTable, orchard: readonly (readonly AttrCard[])[], b: number): number {
  const ctx = table.scratch;
  ctx.cards = orchard[b] as AttrCard[];
  ctx.card = null;
  ctx.batches = orchard;
  ctx.batchIndex = b;
  // `+ 0` turns a negated zero ("-count" of an empty batch) into a plain 0.
  return (table.batches[b] as Batch).score.evaluate(ctx) + 0;
}

/** The total points of an orchard (fast path). */
export function orchardScore(table: DraftTable, orchard: readonly (readonly AttrCard[])[]): number {
  let total = 0;
  for (let b = 0; b < table.batches.length; b++) total += batchScore(table, orchard, b);
  return total;
}
