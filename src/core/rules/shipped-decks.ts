/**
 * The word decks of a shipped judging ruleset, read from the deck files as the compiler reads them
 * (the first of two same cards stays). A module of its own so that only Apples to Apples loads the
 * deck file reader; see shipped-form.ts.
 */
import { parseDeckFile, parseTagVocabulary } from './deck-file.js';
import type { WordCard, WordDeck } from './ruleset.js';
import type { DeckRecipe } from './shipped-form.js';

/** A reader of decks for `reviveRuleset`, from the texts `read` gives by path. */
export function wordDecksFrom(read: (path: string) => string | undefined): (recipe: DeckRecipe) => WordDeck {
  return (recipe) => {
    const cards: WordCard[] = [];
    const seen = new Set<string>();
    for (const file of recipe.files) {
      const text = read(file.path);
      if (text === undefined) throw new Error(`the shipped deck file ${file.path} is missing`);
      const vocabulary = file.tags === null ? null : parseTagVocabulary(read(file.tags) ?? '', file.tags).tags;
      for (const card of parseDeckFile(text, file.path, vocabulary).cards) {
        const key = card.text.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        cards.push(card);
      }
    }
    return { kind: 'words', name: recipe.name, files: recipe.files.map((f) => f.path), cards };
  };
}
