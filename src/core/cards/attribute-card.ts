/**
 * Attribute-card notation (Orchard's apples): card id <-> AttrCard, the JSON object form
 * `{"colour":"red","sweetness":3,"height":2}`, and names for people and screen readers.
 * Everything is driven by the deck's declared attributes; nothing here knows about apples.
 */
import type { Said } from '../i18n/diagnostics.js';
import { attributeCardSays } from './attribute-messages.js';
import type { AttrCard, AttributeDeck } from '../rules/ruleset.js';
import { itemAt } from './checked.js';
import { attributeValue } from './attribute-value.js';

export { attributeValue, cardName } from './attribute-value.js';

/** A card's attributes by name, as written in layouts and replays. */
export type AttrCardObject = Readonly<Record<string, number | string>>;

/** A failure to read a card, as a value. */
export type CardParse =
  | { readonly ok: true; readonly card: AttrCard }
  | { readonly ok: false; readonly message: string; /** The same, to say in the reader's language. */ readonly said: Said };

const refused = (said: Said): CardParse => ({ ok: false, message: said.message, said });

/** The key of a card: its attribute entries joined, used to find its id. */
function cardKey(card: AttrCard): string {
  return card.join(',');
}

/** Looks up card ids by content; build once per deck. */
export interface CardIndex {
  /** The id of the first copy of this card in the deck, or -1 if the deck has no such card. */
  idOf(card: AttrCard): number;
  /** Every id holding this card (several when the deck has copies). */
  idsOf(card: AttrCard): readonly number[];
}

/** Build the content -> id index of a deck. */
export function cardIndex(deck: AttributeDeck): CardIndex {
  const ids = new Map<string, number[]>();
  deck.cards.forEach((card, id) => {
    const key = cardKey(card);
    const list = ids.get(key);
    if (list) list.push(id);
    else ids.set(key, [id]);
  });
  return {
    idOf: (card) => ids.get(cardKey(card))?.[0] ?? -1,
    idsOf: (card) => ids.get(cardKey(card)) ?? [],
  };
}

/** A card as an object of its attributes, in deck order. */
export function cardToObject(deck: AttributeDeck, card: AttrCard): AttrCardObject {
  const out: Record<string, number | string> = {};
  deck.attributes.forEach((attr, i) => {
    out[attr.name] = attributeValue(deck, card, i);
  });
  return out;
}

/** A card in the notation of layouts: `{"colour":"red","sweetness":3,"height":2}`. */
export function formatCard(deck: AttributeDeck, card: AttrCard): string {
  return JSON.stringify(cardToObject(deck, card));
}

/** Describe a value for an error message: strings quoted, everything else as JSON. */
function show(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : (JSON.stringify(value) ?? String(value));
}

/**
 * Read a card from its object form. Every attribute must be given exactly once with a value
 * the deck declares; unknown attributes are refused with the names the deck does know.
 */
export function cardFromObject(deck: AttributeDeck, value: unknown): CardParse {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refused(attributeCardSays('not-an-object', { example: formatCard(deck, deck.cards[0] ?? []), got: show(value) }));
  }
  const record = value as Record<string, unknown>;
  const names = deck.attributes.map((a) => a.name);
  for (const key of Object.keys(record)) {
    if (!names.includes(key)) {
      return refused(attributeCardSays('unknown-attribute', { name: key, names: names.join(', ') }));
    }
  }
  const card: number[] = [];
  for (const attr of deck.attributes) {
    if (!(attr.name in record)) return refused(attributeCardSays('lacks-attribute', { card: JSON.stringify(value), attribute: attr.name }));
    const given = record[attr.name];
    const index = attr.values.findIndex(
      (v) => v === given || (typeof v === 'number' && typeof given === 'string' && String(v) === given.trim()),
    );
    if (index < 0) {
      return refused(attributeCardSays('value-not-in-deck', { attribute: attr.name, value: show(given), values: attr.values.join(', ') }));
    }
    const found = itemAt(attr.values, index);
    card.push(attr.kind === 'symbol' || typeof found === 'string' ? index : found);
  }
  return { ok: true, card };
}

/** Read a card from its JSON text form (`{"colour":"red",...}`). */
export function parseCard(deck: AttributeDeck, text: string): CardParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refused(attributeCardSays('not-card-json', { text: text.trim(), example: formatCard(deck, deck.cards[0] ?? []) }));
  }
  return cardFromObject(deck, value);
}
