/** Compile a high-card ruleset: a playing deck in any order the file gives; every other statement belongs to another family. */
import type { CompileBase } from '../../../src/core/rules/load-with.js';
import type { CompileContext } from '../../../src/core/rules/compile-context.js';
import type { HighCardRuleset } from './ruleset.js';

/** The compiler of the high-card family. */
export function compileHighCard(cx: CompileContext, base: CompileBase): HighCardRuleset | null {
  cx.rejectForeign('high-card', ['deck-playing']);
  const deckAt = cx.deck('deck-playing', 'a high-card game needs a deck: deck cards { ranks ... suits ... }');
  if (!deckAt) return null;
  const { ranks, suits, name } = deckAt.node;
  if (!ranks) cx.error(deckAt.file, name.loc, 'missing', 'the deck needs its ranks, highest first');
  if (!suits) cx.error(deckAt.file, name.loc, 'missing', 'the deck needs its suits, highest first');
  if (!ranks || !suits) return null;
  return {
    family: 'high-card',
    name: base.name,
    players: base.players,
    options: cx.options,
    files: base.files,
    ranks: ranks.map((r) => r.text),
    suits: suits.map((s) => s.text),
  };
}
