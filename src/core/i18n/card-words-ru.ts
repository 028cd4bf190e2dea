/** The card and game words in Russian (see card-words.ts): a module of their own, so a page loads only its language's. */
import type { CardWords } from './card-words.js';

export const words: CardWords = {
  // A card's name puts the suit in the genitive plural: "дама пик", "туз червей", "10 бубен";
  // after a number it agrees with it: "1 пика", "2 пики", "5 пик".
  suits: {
    spades: { name: 'пики', inCardName: 'пик', counted: { one: 'пика', many: 'пик' } },
    clubs: { name: 'трефы', inCardName: 'треф', counted: { one: 'трефа', many: 'треф' } },
    hearts: { name: 'червы', inCardName: 'червей', counted: { one: 'черва', many: 'червей' } },
    diamonds: { name: 'бубны', inCardName: 'бубен', counted: { one: 'бубна', many: 'бубен' } },
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
    trump: { one: '{n} козырь', few: '{n} козыря', many: '{n} козырей', other: '{n} козыря' },
    'point-short': { other: '{n} оч.' },
  },
  rules: {
    range: 'от {min} до {max}',
    byPlayers: 'игроков {range}: {value}',
    playersHeading: 'Игроки',
    playersRange: 'Игроков: {range}.',
    houseRule: 'Домашнее правило «{description}»: {value}, если стол не выберет иначе.',
    yes: 'да',
    no: 'нет',
  },
  explain: {
    so: '{because}, поэтому {result}',
    noCards: 'нет карт',
    withPlayers: 'при {n} игроках: {text}',
    noRow: 'нет строки для {n} игроков: 0',
    noPairs: 'нет полных пар: 0',
    noSteps: 'нет двух карт подряд: 0',
    of: '{attribute}: {aggregate} ({values})',
    highestPower: '(наибольшая допустимая степень)',
  },
};
