/**
 * An attribute card's values and short name, as the ruleset writes them: all a table needs to draw
 * a card and its score sheets (the notation of attribute-card.ts comes with the code that plays).
 */
import type { AttrCard, AttributeDeck } from '../rules/ruleset.js';
import { itemAt } from './checked.js';

/** The value of one attribute of a card as written in the ruleset ("red", 3). */
export function attributeValue(deck: AttributeDeck, card: AttrCard, attribute: number): number | string {
  const attr = deck.attributes[attribute];
  if (!attr) throw new RangeError(`no attribute #${attribute}`);
  const stored = itemAt(card, attribute);
  return attr.kind === 'symbol' ? itemAt(attr.values, stored) : stored;
}

/** How a card's attribute and value names are said: as the ruleset writes them, or in its own translation (RulesetTexts). */
export interface AttributeNaming {
  attribute(name: string): string;
  value(value: string | number): string;
}

/** The ruleset's own words where it has no translation: attribute and value names as written. */
export const asWritten: AttributeNaming = { attribute: (name) => name, value: (value) => String(value) };

/**
 * A short name for people and screen readers: "red, sweetness 3, height 2"; with `naming`, in the
 * ruleset's words for a language ("빨강, 단맛 3, 높이 2").
 */
export function cardName(deck: AttributeDeck, card: AttrCard, naming: AttributeNaming = asWritten): string {
  return deck.attributes
    .map((attr, i) => {
      const value = attributeValue(deck, card, i);
      return attr.kind === 'symbol' ? naming.value(value) : `${naming.attribute(attr.name)} ${value}`;
    })
    .join(', ');
}
