/**
 * Orchard actions in readable JSON and in words, for scenarios, replays and saved games.
 * Readable form: `{"kind": "place", "player": 0, "card": {"colour": "red", ...}, "batch": "Monochrome"}`;
 * `{"kind": "reveal", "cards": [card, ...]}`; `{"kind": "shuffle", "order": [id, ...]}`.
 * The engine's own form (card ids, batch indexes) is read too, so saved-game logs load as they are.
 * Seats count from 0. Events (what an action did) are told in words here too.
 */
import type { DraftingRuleset } from '../ruleset.js';
import {
  cardFromObject,
  cardIndex,
  cardName,
  cardToObject,
  type AttrCardObject,
  type CardIndex,
} from '../../../core/cards/attribute-card.js';
import type { DraftingAction, DraftingEvent } from './types.js';
import type { AttributeNaming } from '../../../core/cards/attribute-value.js';
import { englishDraftingPhrases } from '../phrases/en.js';
import type { DraftingPhrases, Named } from '../phrases/phrases.js';

/** An action read from JSON, or what is wrong with it. */
export type ParsedDraftAction = { readonly ok: true; readonly action: DraftingAction } | { readonly ok: false; readonly message: string };

function fail(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

/** A card given as an id or as an object of its attributes. */
function readCard(ruleset: DraftingRuleset, index: CardIndex, value: unknown): number | string {
  const n = ruleset.deck.cards.length;
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 0 && value < n ? value : `card id ${value} is not in the deck (0..${n - 1})`;
  const parsed = cardFromObject(ruleset.deck, value);
  if (!parsed.ok) return parsed.message;
  const id = index.idOf(parsed.card);
  return id >= 0 ? id : `the deck has no card ${JSON.stringify(value)}`;
}

/** Read an action from a scenario or a saved game. */
export function parseDraftAction(ruleset: DraftingRuleset, json: unknown): ParsedDraftAction {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return fail('an action is an object with a "kind" (shuffle, reveal or place)');
  const o = json as Record<string, unknown>;
  const index = cardIndex(ruleset.deck);
  const kind = o['kind'];
  if (kind === 'shuffle') {
    const order = o['order'];
    if (!Array.isArray(order)) return fail('a shuffle gives the deck "order" as a list of card ids or cards');
    const ids: number[] = [];
    for (const item of order) {
      const id = readCard(ruleset, index, item);
      if (typeof id === 'string') return fail(`shuffle: ${id}`);
      ids.push(id);
    }
    return { ok: true, action: { kind, order: ids } };
  }
  if (kind === 'reveal') {
    const cards = o['cards'];
    if (!Array.isArray(cards)) return fail('a reveal gives the "cards" turned up, as a list');
    const ids: number[] = [];
    for (const item of cards) {
      const id = readCard(ruleset, index, item);
      if (typeof id === 'string') return fail(`reveal: ${id}`);
      ids.push(id);
    }
    return { ok: true, action: { kind, cards: ids } };
  }
  if (kind === 'place') {
    const player = o['player'];
    if (typeof player !== 'number' || !Number.isInteger(player) || player < 0)
      return fail('"player" of a placement must be a seat number from 0');
    const card = readCard(ruleset, index, o['card']);
    if (typeof card === 'string') return fail(`place: ${card}`);
    const given = o['batch'];
    const names = ruleset.batches.map((b) => b.name);
    const batch = typeof given === 'number' ? given : typeof given === 'string' ? names.indexOf(given) : -1;
    if (!Number.isInteger(batch) || batch < 0 || batch >= names.length) {
      return fail(`unknown batch ${JSON.stringify(given)}; the batches are ${names.map((n) => `"${n}"`).join(', ')}`);
    }
    return { ok: true, action: { kind, player, card, batch } };
  }
  return fail(`unknown action kind ${JSON.stringify(kind)}; expected shuffle, reveal or place`);
}

/** A card id as the object of its attributes. */
export function cardObject(ruleset: DraftingRuleset, id: number): AttrCardObject {
  return cardToObject(ruleset.deck, ruleset.deck.cards[id] ?? []);
}

/** An action as readable JSON (the inverse of parseDraftAction). */
export function draftActionToJSON(ruleset: DraftingRuleset, action: DraftingAction): unknown {
  switch (action.kind) {
    case 'shuffle':
      return { kind: 'shuffle', order: action.order.slice() };
    case 'reveal':
      return { kind: 'reveal', cards: action.cards.map((id) => cardObject(ruleset, id)) };
    case 'place':
      return {
        kind: 'place',
        player: action.player,
        card: cardObject(ruleset, action.card),
        batch: ruleset.batches[action.batch]?.name ?? action.batch,
      };
  }
}

/** A card id in words ("red, sweetness 3, height 2"), or the id when the deck has no such card. */
export function cardWords(ruleset: DraftingRuleset, id: number): string {
  const card = ruleset.deck.cards[id];
  return card ? cardName(ruleset.deck, card) : `card #${id}`;
}

/** An action in words: "Player 2 places red, sweetness 3, height 2 in Monochrome". */
export function describeDraftingAction(ruleset: DraftingRuleset, action: DraftingAction): string {
  switch (action.kind) {
    case 'shuffle':
      return `The deck is shuffled (${action.order.length} cards)`;
    case 'reveal':
      return `Turned up in the centre: ${action.cards.map((id) => cardWords(ruleset, id)).join('; ')}`;
    case 'place':
      return `Player ${action.player + 1} places ${cardWords(ruleset, action.card)} in ${ruleset.batches[action.batch]?.name ?? `batch #${action.batch}`}`;
  }
}

/** How a table names its seats and the ruleset's words in sentences. */
export interface DraftingNaming {
  /** The seats' names; by default the phrasebook's ("Player 3"). */
  readonly names?: readonly string[];
  /** The seat called "You" (verbs agree with it), or -1. */
  readonly you?: number;
  /** Batch, attribute and value names in the ruleset's words for the language (as written by default). */
  readonly texts?: AttributeNaming & { batch(name: string): string };
}

/**
 * What an event says in words, for replays and live regions: "Player 2 places red, sweetness 3,
 * height 2 in Monochrome: +6 points (Monochrome 10, total 14)", in the phrasebook's language.
 */
export function describeDraftingEvent(
  ruleset: DraftingRuleset,
  event: DraftingEvent,
  naming: DraftingNaming = {},
  phrases: DraftingPhrases = englishDraftingPhrases(),
): string {
  const name = (seat: number): string => naming.names?.[seat] || phrases.seat(seat);
  const who = (seat: number): Named => ({ name: name(seat), you: seat === naming.you });
  const card = (id: number): string => {
    const found = ruleset.deck.cards[id];
    return found ? cardName(ruleset.deck, found, naming.texts) : `#${id}`;
  };
  const batch = (b: number): string => {
    const written = ruleset.batches[b]?.name;
    return written === undefined ? `#${b}` : (naming.texts?.batch(written) ?? written);
  };
  switch (event.kind) {
    case 'shuffled':
      return phrases.shuffled(event.cards);
    case 'revealed':
      return phrases.revealed(event.phase, event.cards.map(card), who(event.leader));
    case 'placed':
      return phrases.placed(who(event.player), card(event.card), batch(event.batch), event.points, event.batchPoints, event.total);
    case 'phase-ended':
      return phrases.phaseEnded(event.phase, event.leader === null ? null : who(event.leader));
    case 'game-over': {
      const { scores, winners } = event.result;
      return phrases.gameOver(
        winners.map(name),
        winners.length === 1 && winners[0] === naming.you,
        scores[winners[0] ?? 0] ?? 0,
        scores.map((s, p) => `${name(p)} ${s}`),
      );
    }
  }
}
