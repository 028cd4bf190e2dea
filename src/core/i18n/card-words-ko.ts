/** The card and game words in Korean (see card-words.ts): a module of their own, so a page loads only its language's. */
import type { CardWords } from './card-words.js';

export const words: CardWords = {
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
    trump: { other: '트럼프 {n}장' },
    'point-short': { other: '{n}점' },
  },
  rules: {
    range: '{min}~{max}',
    byPlayers: '{range}명: {value}',
    playersHeading: '플레이어',
    playersRange: '플레이어 {range}명.',
    houseRule: '하우스 룰 "{description}": 테이블에서 바꾸지 않으면 {value}.',
    yes: '예',
    no: '아니요',
  },
  explain: {
    so: '{because}, 따라서 {result}',
    noCards: '카드 없음',
    withPlayers: '플레이어 {n}명일 때 {text}',
    noRow: '플레이어 {n}명에 해당하는 줄 없음: 0',
    noPairs: '완성된 쌍 없음: 0',
    noSteps: '이어지는 두 장 없음: 0',
    of: '{attribute}의 {aggregate} ({values})',
    highestPower: '(허용되는 가장 큰 거듭제곱)',
  },
};
