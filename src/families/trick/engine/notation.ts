/**
 * Actions as people write them in scenario and saved-game files, and in words for replays.
 * Reading accepts cards as notation ("QS", "10d") or card numbers, suits as names, letters or
 * indexes; writing uses notation and suit names. Seats are numbered from 0 in JSON and from 1 in words.
 */
import type { PlayingCards } from '../../../core/cards/playing.js';
import type { TrickAction } from './actions.js';

/** An action read from JSON, or what is wrong with it. */
export type ParsedAction = { readonly ok: true; readonly action: TrickAction } | { readonly ok: false; readonly message: string };

type Fail = { ok: false; message: string };

function fail(message: string): Fail {
  return { ok: false, message };
}

function readCard(cards: PlayingCards, value: unknown): number | Fail {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < cards.size) return value;
  if (typeof value === 'string') {
    const card = cards.parse(value);
    if (card !== undefined) return card;
  }
  return fail(`${JSON.stringify(value)} is not a card (write e.g. "QS" or "10D")`);
}

function readCards(cards: PlayingCards, value: unknown): number[] | Fail {
  if (typeof value === 'string') {
    const parsed = cards.parseList(value);
    return parsed.ok ? parsed.cards : fail(parsed.message);
  }
  if (!Array.isArray(value)) return fail('expected a list of cards');
  const out: number[] = [];
  for (const v of value) {
    const c = readCard(cards, v);
    if (typeof c !== 'number') return c;
    out.push(c);
  }
  return out;
}

function readHands(cards: PlayingCards, value: unknown): number[][] | Fail {
  if (!Array.isArray(value)) return fail('"hands" must be a list with one list of cards per seat');
  const out: number[][] = [];
  for (const hand of value) {
    const h = readCards(cards, hand);
    if (!Array.isArray(h)) return h;
    out.push(h);
  }
  return out;
}

function readSeat(value: unknown, field: string): number | Fail {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  return fail(`"${field}" must be a seat number (0 for the first seat)`);
}

/** Read one action from JSON (cards as notation or numbers). */
export function parseAction(cards: PlayingCards, json: unknown): ParsedAction {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return fail('an action is an object with a "kind"');
  const o = json as Record<string, unknown>;
  const kind = o['kind'];
  if (kind === undefined && o['type'] !== undefined)
    return fail(`actions are tagged "kind" (found "type": ${JSON.stringify(o['type'])}); one "give" action gives one card`);
  const seat = (field: string): number | Fail => readSeat(o[field], field);
  switch (kind) {
    case 'first-dealer': {
      const dealer = seat('dealer');
      return typeof dealer === 'number' ? { ok: true, action: { kind, dealer } } : dealer;
    }
    case 'deal':
    case 'redeal': {
      const hands = readHands(cards, o['hands']);
      return Array.isArray(hands) ? { ok: true, action: { kind, hands } } : hands;
    }
    case 'bid': {
      const player = seat('player');
      if (typeof player !== 'number') return player;
      const number = o['number'];
      if (typeof number !== 'number' || !Number.isInteger(number)) return fail('"number" of a bid must be a whole number');
      const suitValue = o['suit'];
      // "no trumps" (or "NT") is the denomination one past the last suit; the engine refuses it where the rules allow none.
      const noTrumps = typeof suitValue === 'string' && /^\s*(no[ -]?trumps?|nt)\s*$/i.test(suitValue);
      const suit = noTrumps
        ? cards.suitCount
        : typeof suitValue === 'number'
          ? suitValue
          : typeof suitValue === 'string'
            ? cards.parseSuit(suitValue)
            : undefined;
      if (suit === undefined || !Number.isInteger(suit) || suit < 0 || suit > cards.suitCount) {
        return fail(`${JSON.stringify(suitValue)} is not a suit (${cards.deck.suits.join(', ')}) or "no trumps"`);
      }
      return { ok: true, action: { kind, player, number, suit } };
    }
    case 'pass': {
      const player = seat('player');
      return typeof player === 'number' ? { ok: true, action: { kind, player } } : player;
    }
    case 'give':
    case 'target':
    case 'play': {
      const player = seat('player');
      if (typeof player !== 'number') return player;
      if (kind === 'give' && o['cards'] !== undefined) return fail('a "give" action gives one card: write "card", one action per card');
      const card = readCard(cards, o['card']);
      return typeof card === 'number' ? { ok: true, action: { kind, player, card } } : card;
    }
    default:
      return fail(`unknown action kind ${JSON.stringify(kind)} (first-dealer, deal, bid, pass, give, redeal, target, play)`);
  }
}

/** An action as JSON with cards in notation and suits by name. */
export function actionToJSON(cards: PlayingCards, a: TrickAction): Record<string, unknown> {
  switch (a.kind) {
    case 'deal':
    case 'redeal':
      return { kind: a.kind, hands: a.hands.map((h) => h.map((c) => cards.format(c))) };
    case 'bid':
      return { kind: a.kind, player: a.player, number: a.number, suit: cards.denominationName(a.suit) };
    case 'give':
    case 'target':
    case 'play':
      return { kind: a.kind, player: a.player, card: cards.format(a.card) };
    default:
      return { ...a };
  }
}

/** An action in words: "Player 2 bids 2 spades". */
export function describeAction(cards: PlayingCards, a: TrickAction): string {
  switch (a.kind) {
    case 'first-dealer':
      return `Player ${a.dealer + 1} deals first`;
    case 'deal':
      return `The cards are dealt: ${a.hands.map((h, p) => `player ${p + 1} gets ${cards.formatAll(h)}`).join('; ')}`;
    case 'redeal':
      return `The pile is shuffled and dealt back: ${a.hands.map((h, p) => `player ${p + 1} gets ${cards.formatAll(h)}`).join('; ')}`;
    case 'bid':
      return `Player ${a.player + 1} bids ${a.number} ${cards.denominationName(a.suit)}`;
    case 'pass':
      return `Player ${a.player + 1} passes`;
    case 'give':
      return `Player ${a.player + 1} gives ${cards.format(a.card)} to the pile`;
    case 'target':
      return `Player ${a.player + 1} sets aside ${cards.format(a.card)} as their target`;
    case 'play':
      return `Player ${a.player + 1} plays the ${cards.name(a.card)} (${cards.format(a.card)})`;
  }
}
