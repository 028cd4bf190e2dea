/** Shared helpers for the Orchard tests: loading rulesets and building orchards from card objects. */
import '../../../src/families/index.js';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { loadRulesetFile, resolveOptions } from '../../../src/core/rules/index.js';
import type { AttrCard, OptionValues } from '../../../src/core/rules/ruleset.js';
import type { DraftingRuleset } from '../../../src/families/drafting/ruleset.js';
import { cardFromObject } from '../../../src/core/cards/attribute-card.js';
import { prepareTable, type DraftingTable } from '../../../src/families/drafting/engine/table.js';
import { checkPlacement, refusalMessage } from '../../../src/families/drafting/engine/placement.js';
import { explainBatch } from '../../../src/families/drafting/engine/explain.js';

/** A path from the repository root. */
export function repoPath(path: string): string {
  return fileURLToPath(new URL(`../../../${path}`, import.meta.url));
}

/** Load a drafting ruleset file (relative to the repository root), failing the test if it does not load. */
export function loadDraft(path: string): DraftingRuleset {
  const loaded = loadRulesetFile(repoPath(path));
  assert.ok(loaded.ok, `${path} does not load: ${loaded.diagnostics.map((d) => d.message).join('; ')}`);
  assert.equal(loaded.ruleset.family, 'drafting');
  return loaded.ruleset;
}

/** The ruleset's option values with `chosen` applied. */
export function optionsOf(ruleset: DraftingRuleset, chosen: Record<string, unknown> = {}): OptionValues {
  const resolved = resolveOptions(ruleset, chosen);
  assert.ok(resolved.ok);
  return resolved.options;
}

/** A card in shorthand: "red 3 2" is colour red, sweetness 3, height 2. */
export type Short = string;

/** Read shorthand "red 3 2" as a card of the deck. */
export function card(ruleset: DraftingRuleset, short: Short): AttrCard {
  const [colour, sweetness, height] = short.split(' ');
  const parsed = cardFromObject(ruleset.deck, { colour, sweetness: Number(sweetness), height: Number(height) });
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.message);
  return parsed.card;
}

/** An orchard for a ruleset from shorthand cards by batch name. */
export function orchard(ruleset: DraftingRuleset, layout: Record<string, Short[]>): AttrCard[][] {
  const names = ruleset.batches.map((b) => b.name);
  for (const name of Object.keys(layout)) assert.ok(names.includes(name), `no batch ${name}`);
  return names.map((name) => (layout[name] ?? []).map((s) => card(ruleset, s)));
}

/** A prepared table for tests (4 players by default). */
export function tableOf(ruleset: DraftingRuleset, chosen: Record<string, unknown> = {}, players = 4): DraftingTable {
  return prepareTable(ruleset, players, optionsOf(ruleset, chosen));
}

/** Try a placement: null if allowed, else the refusal's code and message. */
export function tryPlace(table: DraftingTable, trees: AttrCard[][], batch: string, short: Short): { code: string; message: string } | null {
  const b = table.batches.findIndex((x) => x.name === batch);
  assert.ok(b >= 0, `no batch ${batch}`);
  const c = card(table.ruleset, short);
  const refusal = checkPlacement(table, trees, b, c);
  if (!refusal) return null;
  return { code: refusal.kind === 'full' ? 'batch-full' : 'placement-refused', message: refusalMessage(table, trees, refusal, c) };
}

/** The points and derivation of one batch of an orchard. */
export function scoreOf(table: DraftingTable, trees: AttrCard[][], batch: string): { value: number; text: string } {
  const b = table.batches.findIndex((x) => x.name === batch);
  assert.ok(b >= 0, `no batch ${batch}`);
  return explainBatch(table, trees, b);
}
