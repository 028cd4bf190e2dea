/** The card and game words in English (see card-words.ts): a module of their own, so a page loads only its language's. */
import type { CardWords } from './card-words.js';

export const words: CardWords = {
  suits: {
    spades: { name: 'spades', inCardName: 'spades', counted: { one: 'spade' } },
    clubs: { name: 'clubs', inCardName: 'clubs', counted: { one: 'club' } },
    hearts: { name: 'hearts', inCardName: 'hearts', counted: { one: 'heart' } },
    diamonds: { name: 'diamonds', inCardName: 'diamonds', counted: { one: 'diamond' } },
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
    trump: { one: '{n} trump', other: '{n} trumps' },
    'point-short': { one: '{n} pt', other: '{n} pts' },
  },
  rules: {
    range: '{min} to {max}',
    byPlayers: '{range} players: {value}',
    playersHeading: 'Players',
    playersRange: '{range} players.',
    houseRule: 'House rule "{description}": {value} unless the table chooses otherwise.',
    yes: 'yes',
    no: 'no',
  },
  explain: {
    so: '{because}, so {result}',
    noCards: 'no cards',
    withPlayers: 'with {n} players, {text}',
    noRow: 'no row for {n} players: 0',
    noPairs: 'no complete pairs: 0',
    noSteps: 'no complete steps: 0',
    of: '{aggregate} of {attribute} ({values})',
    highestPower: '(the highest power allowed)',
  },
};
