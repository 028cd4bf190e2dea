/** Compile a drafting ruleset (Orchard): the attribute deck, phases, sequences and batches. */
import type { AttributeDecl } from '../../core/rules/ast.js';
import type { CompileContext } from '../../core/rules/compile-context.js';
import type { AttrCard, Attribute, AttributeDeck } from '../../core/rules/ruleset.js';
import type { Batch, DraftingRuleset } from './ruleset.js';
import { say } from '../../core/i18n/diagnostics.js';
import { draftingSays } from './messages/say.js';

/** The most cards an attribute deck may have (every combination times copies). */
export const MAX_DECK_SIZE = 10_000;
/** The most values one attribute may take. */
export const MAX_ATTRIBUTE_VALUES = 1_000;
/** The most numbers a sequence may hold. */
const MAX_SEQUENCE_LENGTH = 1_000;

function compileAttribute(cx: CompileContext, file: string, decl: AttributeDecl): Attribute | null {
  const name = decl.name.text;
  if (decl.values.kind === 'range') {
    const r = decl.values.range;
    const size = r.max.value - r.min.value + 1;
    if (size > MAX_ATTRIBUTE_VALUES) {
      cx.error(file, r.loc, 'resource-limit', draftingSays('attribute-range-too-large', { name, size, most: MAX_ATTRIBUTE_VALUES }));
      // Keep the name known (with no values) so the batch rules that use it do not cascade.
      return { name, kind: 'number', values: [] };
    }
    const range = cx.range(file, r, say('what-attribute', { name }), -1_000_000, 1_000_000);
    if (!range) return null;
    return { name, kind: 'number', values: Array.from({ length: size }, (_, i) => range.min + i) };
  }
  const items = decl.values.items;
  const numeric = items.every((i) => i.kind === 'int');
  if (!numeric && items.some((i) => i.kind === 'int')) {
    cx.error(file, decl.loc, 'type-mismatch', draftingSays('attribute-mixed', { name }));
    return null;
  }
  if (items.length > MAX_ATTRIBUTE_VALUES) {
    cx.error(
      file,
      decl.loc,
      'resource-limit',
      draftingSays('attribute-too-many', { name, size: items.length, most: MAX_ATTRIBUTE_VALUES }),
    );
    return null;
  }
  const values = items.map((i) => (i.kind === 'int' ? i.value : i.text));
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = String(values[i]);
    if (seen.has(key)) cx.error(file, item.loc, 'duplicate', draftingSays('attribute-value-twice', { name, value: key }));
    seen.add(key);
  });
  return { name, kind: numeric ? 'number' : 'symbol', values };
}

/** How many of a card the deck holds: the first `copies N where ...` line it matches, else `copies`. */
type CopiesOf = (card: AttrCard) => number;

/** Every combination of attribute values, each as many times as `copiesOf` says, in a fixed order. */
function expandDeck(attributes: readonly Attribute[], copiesOf: CopiesOf): AttrCard[] {
  let combos: number[][] = [[]];
  for (const attribute of attributes) {
    const next: number[][] = [];
    for (const combo of combos) {
      attribute.values.forEach((value, index) => next.push([...combo, attribute.kind === 'number' ? (value as number) : index]));
    }
    combos = next;
  }
  // Copy by copy, so that with one copy each the order is the combinations' order.
  const counted = combos.map((combo) => ({ combo, copies: copiesOf(combo) }));
  const most = Math.max(0, ...counted.map((c) => c.copies));
  const cards: AttrCard[] = [];
  for (let c = 0; c < most; c++) for (const { combo, copies } of counted) if (copies > c) cards.push(Object.freeze([...combo]));
  return cards;
}

/** Compile the drafting parts of a merged ruleset, or return null with errors reported. */
export function compileDrafting(
  cx: CompileContext,
  base: { name: string; players: { min: number; max: number }; files: string[] },
): DraftingRuleset | null {
  cx.rejectForeign('drafting', ['deck-attributes', 'centre', 'rotation', 'cards-each', 'tie', 'batch', 'sequence']);
  const deckAt = cx.deck('deck-attributes', draftingSays('needs-deck'));
  let deck: AttributeDeck | null = null;
  if (deckAt) {
    const attributes: Attribute[] = [];
    for (const decl of deckAt.node.attributes) {
      if (attributes.some((a) => a.name === decl.name.text)) {
        cx.error(deckAt.file, decl.name.loc, 'duplicate', draftingSays('attribute-twice', { name: decl.name.text }));
        continue;
      }
      const attribute = compileAttribute(cx, deckAt.file, decl);
      if (attribute) attributes.push(attribute);
    }
    const copiesNode = deckAt.node.copies;
    const copies = copiesNode ? (cx.inRange(deckAt.file, copiesNode, say('what-copies-combination'), 1, MAX_DECK_SIZE) ?? 1) : 1;
    const combinations = attributes.reduce((n, a) => n * a.values.length, 1);
    // The attribute names are known even when the deck is refused, so batch rules still check.
    cx.attributes = attributes;
    const weights = deckAt.node.weights.map((w) => ({
      count: cx.inRange(deckAt.file, w.count, say('what-copies-card'), 0, MAX_DECK_SIZE),
      where: cx.expression(deckAt.file, w.where, 'card', 'bool'),
    }));
    const copiesOf: CopiesOf = (card) => {
      for (const w of weights) if (w.where?.evaluate({ card, options: {} })) return w.count ?? 0;
      return copies;
    };
    const size = weights.length === 0 || combinations > MAX_DECK_SIZE ? combinations * copies : null;
    if (size !== null && size > MAX_DECK_SIZE) {
      cx.error(deckAt.file, deckAt.node.loc, 'resource-limit', draftingSays('deck-too-large', { size, most: MAX_DECK_SIZE }));
    } else if (attributes.every((a) => a.values.length > 0) && weights.every((w) => w.count !== null && w.where)) {
      const cards = expandDeck(attributes, copiesOf);
      if (cards.length > MAX_DECK_SIZE) {
        cx.error(
          deckAt.file,
          deckAt.node.loc,
          'resource-limit',
          draftingSays('deck-too-large', { size: cards.length, most: MAX_DECK_SIZE }),
        );
      } else if (cards.length === 0) {
        cx.error(deckAt.file, deckAt.node.loc, 'out-of-range', draftingSays('deck-empty'));
      } else deck = { kind: 'attributes', attributes, copies, cards };
    }
  }

  for (const { file, node } of cx.merged.sequences.values()) {
    if (node.values.length > MAX_SEQUENCE_LENGTH)
      cx.error(file, node.loc, 'resource-limit', draftingSays('sequence-too-long', { most: MAX_SEQUENCE_LENGTH }));
    else {
      // Known even when a number is refused, so the rules that use it do not cascade.
      cx.bounded(file, node.values, say('what-sequence-numbers'));
      cx.sequences.set(
        node.name.text,
        node.values.map((v) => v.value),
      );
    }
  }
  cx.batchNames = [...cx.merged.batches.keys()];

  const centreAt = cx.single('centre', draftingSays('needs-centre'));
  const centre = centreAt ? cx.table(centreAt.file, centreAt.node.table, say('what-centre-table'), base.players) : null;
  const passes = cx.rotation('leader', draftingSays('needs-leader')) ?? 'left';
  const eachAt = cx.single('cards-each', draftingSays('needs-length'));
  const cardsEach = eachAt ? cx.constant(eachAt.file, eachAt.node.count, say('what-cards-each'), 1, 1000) : null;
  if (deck && eachAt && cardsEach !== null && cardsEach * base.players.max > deck.cards.length) {
    // Whichever of the two the nearest file states is the one the house changed.
    const deckNearer = base.files.indexOf(deckAt!.file) < base.files.indexOf(eachAt.file);
    const message = draftingSays('deck-too-small', {
      players: base.players.max,
      each: cardsEach,
      needed: cardsEach * base.players.max,
      has: deck.cards.length,
    });
    if (deckNearer) cx.error(deckAt!.file, deckAt!.node.name.loc, 'out-of-range', message);
    else cx.error(eachAt.file, eachAt.node.loc, 'out-of-range', message);
  }
  if (centre && centreAt) {
    cx.everyTable((ctx) => {
      const value = centre.evaluate(ctx);
      if (value >= 1) return false;
      const row = centreAt.node.table.entries.find((e) => ctx.players >= e.range.min.value && ctx.players <= e.range.max.value);
      cx.error(
        centreAt.file,
        row?.value.loc ?? centreAt.node.loc,
        'out-of-range',
        draftingSays('centre-empty', { value, setting: cx.tableSetting(ctx) }),
      );
      return true;
    });
  }

  const batches: Batch[] = [];
  if (cx.merged.batches.size === 0) cx.missing(draftingSays('needs-batch'));
  for (const merged of cx.merged.batches.values()) {
    const allow = merged.allow.map((a) => (a.node.expr ? cx.expression(a.file, a.node.expr, 'batch-allow', 'bool') : null));
    if (!merged.score) cx.error(merged.file, merged.loc, 'missing', draftingSays('batch-needs-score', { name: merged.name }));
    const score = merged.score?.node.expr ? cx.expression(merged.score.file, merged.score.node.expr, 'batch-score', 'number') : null;
    const holds = merged.holds?.node.expr
      ? cx.constant(merged.holds.file, merged.holds.node.expr, say('what-batch-holds', { name: merged.name }), 1, 1000)
      : null;
    if (!score || allow.some((a) => a === null)) continue;
    batches.push({
      name: merged.name,
      description: merged.describe?.node.text?.value ?? '',
      capacity: holds,
      allow: allow as Batch['allow'][number][],
      score,
      ...(merged.score ? { scoreSource: cx.ruleSource(merged.score.file, merged.score.node.loc) } : {}),
    });
  }
  const [first] = cx.merged.batches.values();
  if (first && batches.length && batches.every((b) => b.allow.length > 0 || b.capacity !== null)) {
    cx.error(first.file, first.loc, 'no-fallback', draftingSays('no-fallback'), 'warning');
  }
  const tie = cx.single('tie');
  if (tie && tie.node.mode !== 'shared') {
    cx.error(tie.file, tie.node.loc, 'not-in-family', draftingSays('tie-shared'));
  }
  if (cx.hasErrors() || !deck || !centre || cardsEach === null) return null;
  return {
    ...base,
    family: 'drafting',
    options: cx.options,
    deck,
    centrePerPlayer: centre,
    leaderPasses: passes,
    cardsEach,
    batches,
    tie: tie?.node.mode ?? 'shared',
  };
}
