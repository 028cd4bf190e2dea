/**
 * Card and game words in every language Pomona speaks, as data: suit and rank names with the form
 * a card's name needs ("дама пик" puts the suit in the genitive plural, "스페이드 퀸" puts it first),
 * the pattern of a card's name, ordinals and the plural forms of the nouns games count.
 * Formatting them (plural rules, numbers, lists) is in words.ts.
 */
import type { LanguageTag } from './languages.js';

/** The French suits, by the names rulesets give them. */
export type SuitId = 'spades' | 'clubs' | 'hearts' | 'diamonds';

/** The named ranks; numbered ranks are written as their numbers in every language. */
export type FaceRank = 'A' | 'K' | 'Q' | 'J';

/** The nouns games count ("3 cards", "3 карты", "카드 3장"). */
export type CountedNoun = 'card' | 'point' | 'trick' | 'player' | 'hand' | 'round' | 'green-card' | 'red-card';

/** A suit's name alone (a heading, "trumps: spades") and as it stands in a card's name. */
export interface SuitWords {
  readonly name: string;
  readonly inCardName: string;
}

/** Patterns by plural category (Intl.PluralRules' one, two, few, many, other); `{n}` is the number. */
export type PluralPatterns = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };

/** Every word a language gives the games. */
export interface CardWords {
  readonly suits: Readonly<Record<SuitId, SuitWords>>;
  readonly ranks: Readonly<Record<FaceRank, string>>;
  /** A card's name: `{rank}` and `{suit}` (the suit's `inCardName`). */
  readonly cardName: string;
  /** Ordinal patterns by Intl.PluralRules' ordinal category: "1st", "1-й", "1.º", "1번째". */
  readonly ordinal: PluralPatterns;
  /** How many of a noun, by cardinal plural category. */
  readonly counted: Readonly<Record<CountedNoun, PluralPatterns>>;
}

const english: CardWords = {
  suits: {
    spades: { name: 'spades', inCardName: 'spades' },
    clubs: { name: 'clubs', inCardName: 'clubs' },
    hearts: { name: 'hearts', inCardName: 'hearts' },
    diamonds: { name: 'diamonds', inCardName: 'diamonds' },
  },
  ranks: { A: 'ace', K: 'king', Q: 'queen', J: 'jack' },
  cardName: '{rank} of {suit}',
  ordinal: { one: '{n}st', two: '{n}nd', few: '{n}rd', other: '{n}th' },
  counted: {
    card: { one: '{n} card', other: '{n} cards' },
    point: { one: '{n} point', other: '{n} points' },
    trick: { one: '{n} trick', other: '{n} tricks' },
    player: { one: '{n} player', other: '{n} players' },
    hand: { one: '{n} hand', other: '{n} hands' },
    round: { one: '{n} round', other: '{n} rounds' },
    'green-card': { one: '{n} green card', other: '{n} green cards' },
    'red-card': { one: '{n} red card', other: '{n} red cards' },
  },
};

const korean: CardWords = {
  suits: {
    spades: { name: '스페이드', inCardName: '스페이드' },
    clubs: { name: '클로버', inCardName: '클로버' },
    hearts: { name: '하트', inCardName: '하트' },
    diamonds: { name: '다이아몬드', inCardName: '다이아몬드' },
  },
  ranks: { A: '에이스', K: '킹', Q: '퀸', J: '잭' },
  cardName: '{suit} {rank}',
  ordinal: { other: '{n}번째' },
  // Korean counts with a counter word after the number: 장 for flat things such as cards, 점
  // for points, 명 for people, 판 for hands and rounds of a game.
  counted: {
    card: { other: '카드 {n}장' },
    point: { other: '{n}점' },
    trick: { other: '트릭 {n}개' },
    player: { other: '플레이어 {n}명' },
    hand: { other: '{n}판' },
    round: { other: '{n}라운드' },
    'green-card': { other: '초록 카드 {n}장' },
    'red-card': { other: '빨간 카드 {n}장' },
  },
};

const russian: CardWords = {
  // A card's name puts the suit in the genitive plural: "дама пик", "туз червей", "10 бубен".
  suits: {
    spades: { name: 'пики', inCardName: 'пик' },
    clubs: { name: 'трефы', inCardName: 'треф' },
    hearts: { name: 'червы', inCardName: 'червей' },
    diamonds: { name: 'бубны', inCardName: 'бубен' },
  },
  ranks: { A: 'туз', K: 'король', Q: 'дама', J: 'валет' },
  cardName: '{rank} {suit}',
  ordinal: { other: '{n}-й' },
  counted: {
    card: { one: '{n} карта', few: '{n} карты', many: '{n} карт', other: '{n} карты' },
    point: { one: '{n} очко', few: '{n} очка', many: '{n} очков', other: '{n} очка' },
    trick: { one: '{n} взятка', few: '{n} взятки', many: '{n} взяток', other: '{n} взятки' },
    player: { one: '{n} игрок', few: '{n} игрока', many: '{n} игроков', other: '{n} игрока' },
    hand: { one: '{n} раздача', few: '{n} раздачи', many: '{n} раздач', other: '{n} раздачи' },
    round: { one: '{n} раунд', few: '{n} раунда', many: '{n} раундов', other: '{n} раунда' },
    'green-card': {
      one: '{n} зелёная карта',
      few: '{n} зелёные карты',
      many: '{n} зелёных карт',
      other: '{n} зелёной карты',
    },
    'red-card': {
      one: '{n} красная карта',
      few: '{n} красные карты',
      many: '{n} красных карт',
      other: '{n} красной карты',
    },
  },
};

const spanish: CardWords = {
  suits: {
    spades: { name: 'picas', inCardName: 'picas' },
    clubs: { name: 'tréboles', inCardName: 'tréboles' },
    hearts: { name: 'corazones', inCardName: 'corazones' },
    diamonds: { name: 'diamantes', inCardName: 'diamantes' },
  },
  ranks: { A: 'as', K: 'rey', Q: 'reina', J: 'jota' },
  cardName: '{rank} de {suit}',
  ordinal: { other: '{n}.º' },
  counted: {
    card: { one: '{n} carta', other: '{n} cartas' },
    point: { one: '{n} punto', other: '{n} puntos' },
    trick: { one: '{n} baza', other: '{n} bazas' },
    player: { one: '{n} jugador', other: '{n} jugadores' },
    hand: { one: '{n} mano', other: '{n} manos' },
    round: { one: '{n} ronda', other: '{n} rondas' },
    'green-card': { one: '{n} carta verde', other: '{n} cartas verdes' },
    'red-card': { one: '{n} carta roja', other: '{n} cartas rojas' },
  },
};

/** The card and game words of every language, by tag. */
export const CARD_WORDS: Readonly<Record<LanguageTag, CardWords>> = { en: english, ko: korean, ru: russian, es: spanish };
