/**
 * The trick-taking family's sentences in Korean (see phrases.ts). A name is followed by a colon
 * rather than a particle: 이/가 and 을/를 depend on the last syllable of a name nobody knows in advance.
 */
import type { Words } from '../../../core/i18n/words-of.js';
import type { TrickPhrases } from './phrases.js';

const points = (words: string): string => (/^-?\d+$/.test(words) ? `${words}점` : words);
const side = (up: boolean): string => (up ? '앞면으로' : '뒷면으로');

export function trickPhrases(words: Words): TrickPhrases {
  const list = (names: readonly string[]): string => words.list(names);
  return {
    words,
    noTrumps: '노트럼프',
    unscored: { title: '묶음 없음', text: '이 카드들은 점수를 내는 묶음에 들지 않으므로 0점입니다' },
    seat: (seat) => `플레이어 ${seat + 1}`,
    card: (rank, suit) => words.cardName(rank, suit),
    bid: (number, denomination) => `${number} ${denomination}`,
    rule: (expr) => (/^-?\d+$/.test(expr.source.trim()) ? expr.source.trim() : `\`${expr.source.trim()}\``),

    dealerDrawn: (dealer) => `첫 딜러: ${dealer.name}.`,
    dealt: (dealer, hand, each) => `${dealer.name}: ${hand}번째 판을 돌립니다. 각자 카드 ${each}장.`,
    bidMade: (player, bid) => `${player.name}: ${bid} 비드.`,
    passed: (player) => `${player.name}: 패스.`,
    thrownIn: (hand) => `모두 패스했습니다. ${hand}번째 판은 무효입니다.`,
    biddingWon: (player, bid, trumps) =>
      `${player.name}: ${bid}(으)로 비딩에서 이겼습니다.${trumps ? ` 트럼프는 ${trumps}입니다.` : trumps === '' ? ' 트럼프가 없습니다.' : ''}`,
    cardGiven: (player, card, given, of) =>
      `${player.name}: 비딩 더미에 ${card === null ? '카드 한 장' : `${card} 카드`}를 냈습니다 (${given}/${of}).`,
    pileRedealt: (each) => `비딩 더미를 섞어 다시 나눠 줍니다. 각자 카드 ${each}장.`,
    targetSet: (player) => `${player.name}: 목표 카드를 한 장 내려놓았습니다.`,
    cardPlayed: (player, card) => `${player.name}: ${card} 카드를 냈습니다.`,
    trickWon: (winner, trick, cards) => `${winner.name}: ${trick}번째 트릭을 가져갑니다 (${cards}).`,
    handScored: (hand, sheets, totals) => `${hand}번째 판 점수: ${sheets.join('; ')}. 합계: ${totals.join(', ')}.`,
    handScoredShort: (hand, scores) => `${hand}번째 판 점수: ${scores.join(', ')}.`,
    sheetLine: (name, total, lines) => `${name} ${total}${lines.length ? ` (${lines.join(', ')})` : ''}`,
    gameOverTeam: (team, names) => `게임 끝: ${team + 1}팀 (${list(names)}) 승리.`,
    gameOver: (names) => `게임 끝: ${list(names)} ${names.length > 1 ? '공동 승리' : '승리'}.`,

    group: (size, rank, target) => {
      const name = words.rankName(rank);
      const label = size === 2 ? `${name} 페어` : `${name} ${size}장`;
      const whose = { your: '내 ', team: '우리 팀 ', seat: '', side: '팀 ' } as const;
      return target ? `${label} (${whose[target]}목표 카드 ${rank} 포함)` : label;
    },
    contract: (bid, made, who, tricks) =>
      `계약 ${bid} ${made ? '성공' : '실패'}: ${{ you: '나', team: '우리 팀', side: '비딩 승자 쪽', bidder: '비딩 승자' }[who]}의 트릭 ${tricks}개`,

    rules: {
      headings: { goal: '목표', deck: '덱', hand: '한 판', scoring: '점수' },
      goal: (goal) =>
        `같은 등급의 카드를 모으는 트릭을 가져오세요. 이기는 데 필요한 점수: ${goal}. 누군가 그 점수에 이른 판이 끝나면 게임이 끝나고, 합계가 가장 높은 사람이 이깁니다.`,
      tieShared: '1등이 동점이면 함께 이깁니다.',
      tieAnotherHand: '1등이 동점이면 한 판을 더 합니다.',
      alone: '모두 각자 플레이합니다.',
      partnerships: (teams) =>
        `파트너: ${teams.map((t) => words.list(t.map((seat) => `플레이어 ${seat}`))).join(' 대 ')}. 파트너는 트릭을 합쳐 점수 하나를 함께 씁니다.`,
      suits: (suits) => `무늬, 높은 것부터: ${suits.join(', ')}.`,
      ranks: (ranks, copies) => `등급, 높은 것부터: ${ranks.join(' ')}${copies > 1 ? ` (카드마다 ${copies}장씩)` : ''}.`,
      deal: (each, passes) => `딜: 각자 카드 ${each}장. 딜러는 ${passes === 'left' ? '왼쪽' : '오른쪽'}으로 넘어갑니다.`,
      bidding: (numbers, noTrumps, allowed, passIsFinal, endsAfterPasses) =>
        `비딩: ${numbers} 사이의 숫자와 무늬${noTrumps ? '(또는 노트럼프)' : ''}를 마지막 비드보다 높게 부릅니다. 비드할 수 있는 조건: ${allowed}. ${passIsFinal ? '한 번 패스하면 다시 비드할 수 없습니다' : '패스한 뒤에도 나중에 다시 비드할 수 있습니다'}. 연속으로 ${endsAfterPasses}번 패스하면 비딩이 끝나고, 모두 패스하면 그 판은 무효입니다.`,
      pile: (trumps, winnerFaceUp, othersFaceUp) =>
        `비딩 더미: 비딩 승자는 비드한 숫자만큼 ${trumps ? '트럼프' : '카드'}를 ${side(winnerFaceUp)} 내고, 나머지는 같은 수의 카드를 ${side(othersFaceUp)} 냅니다. 더미를 섞어 다시 나눠 줍니다.`,
      target: (cards) => `목표 카드: 각자 카드 ${cards}장을 뒷면으로 내려놓습니다.`,
      tricks: (count, follow, bidSuitTrumps, lowestWins) => {
        const rule =
          follow === 'any'
            ? '어떤 카드든 낼 수 있습니다.'
            : `낼 수 있으면 먼저 나온 무늬를 따라 내야 합니다${follow === 'suit-then-trump' ? '. 따를 수 없으면 트럼프를 내야 합니다' : follow === 'suit-then-overtrump' ? '. 따를 수 없으면 트릭을 가져올 만큼 높은 트럼프를 내야 합니다' : ''}.`;
        const trumps = bidSuitTrumps ? '이긴 비드의 무늬가 트럼프입니다.' : '트럼프가 없습니다.';
        const takes = lowestWins
          ? '먼저 나온 무늬에서 가장 낮은 카드(또는 가장 낮은 트럼프)가 트릭을 가져갑니다.'
          : '가장 높은 트럼프, 없으면 먼저 나온 무늬에서 가장 높은 카드가 트릭을 가져갑니다.';
        return `트릭: ${count}번. 첫 트릭은 비딩 승자가 먼저 냅니다. ${rule} ${trumps} ${takes}`;
      },
      alwaysSuit: (suit) => `${suit} 카드는 다른 모든 카드를 이깁니다.`,
      alwaysCard: (card) => `${card} 카드는 다른 모든 카드를 이깁니다.`,
      values: (runs) => `카드 점수: ${runs.map(([ranks, value]) => `${ranks.join(', ')}: ${value}`).join('; ')}.`,
      group: (size, targetsCount, withTarget, worth) =>
        `내 트릭${targetsCount ? '과 목표 카드' : ''} 가운데 같은 등급 카드 ${size}장${withTarget ? '(그중 한 장이 목표 카드)' : ''}: ${points(worth)}.`,
      contractMade: (worth) => `비딩 승자 쪽이 비드를 지키면: ${points(worth)}.`,
      contractFailed: (worth) => `비딩 승자 쪽이 비드를 못 지키면: ${points(worth)}.`,
    },
  };
}
