/**
 * The drafting family's sentences in Korean (see phrases.ts). A name is followed by a colon rather
 * than a particle, which would depend on the last syllable of a name nobody knows in advance.
 */
import type { Words } from '../../../core/i18n/words-of.js';
import type { DraftingPhrases } from './phrases.js';

const signed = (points: number): string => `${points >= 0 ? '+' : ''}${points}점`;

export function draftingPhrases(words: Words): DraftingPhrases {
  return {
    words,
    seat: (seat) => `플레이어 ${seat + 1}`,
    rule: (expr) => (/^-?\d+$/.test(expr.source.trim()) ? expr.source.trim() : `\`${expr.source.trim()}\``),

    shuffled: (cards) => `카드 ${cards}장으로 된 덱을 섞습니다.`,
    revealed: (phase, cards, leader) => `${phase}단계: 가운데에 펼친 카드: ${cards.join('; ')}. 먼저 놓는 사람: ${leader.name}.`,
    placed: (player, card, batch, points, batchPoints, total) =>
      `${player.name}: ${card} 카드를 ${batch}에 놓았습니다. ${signed(points)} (${batch} ${batchPoints}점, 합계 ${total}점).`,
    phaseEnded: (phase, leader) =>
      leader === null ? `${phase}단계가 끝나고, 게임도 끝납니다.` : `${phase}단계가 끝났습니다. 다음 선: ${leader.name}.`,
    batchFull: (batch, holds) => `${batch}이(가) 가득 찼습니다. 카드는 ${holds}장까지 놓을 수 있습니다.`,
    batchNeeds: (batch, rule) => `${batch}의 조건: ${rule.replace(/\.$/, '')}.`,
    scoreChange: (points, lost, culprits) =>
      `${culprits.length ? culprits.map((c) => `${c.batch}의 ${c.card}`).join('; ') : '다른 배치의 카드'} 때문에 ${words.count('point', points)} ${lost ? '잃음' : '얻음'}`,
    gameOver: (winners, _you, best, scores) =>
      `게임 끝: ${words.list(winners)} ${winners.length > 1 ? '공동 승리' : '승리'}, ${best}점 (${scores.join(', ')}).`,

    rules: {
      headings: { goal: '목표', deck: '덱', phase: '한 단계', batches: '배치와 점수' },
      goal: (batches, cardsEach) =>
        `과수원의 배치 ${batches}개에 사과를 놓아 점수를 내세요. 모든 플레이어가 카드 ${cardsEach}장을 가지면 게임이 끝나고, 합계가 가장 높은 사람이 이깁니다.`,
      tieShared: '합계가 같으면 함께 이깁니다.',
      tieAnotherHand: '1등이 동점이면 한 판을 더 합니다.',
      attribute: (name, values) => `${name}: ${values.join(', ')}.`,
      cards: (count, copies) => `카드 ${count}장 (모든 조합마다 ${copies}장).`,
      centre: (perPlayer) => `플레이어 한 명당 가운데에 펼치는 카드: ${perPlayer}.`,
      turns: '단계의 첫 플레이어부터 차례로 가운데에서 카드 한 장을 가져와, 놓을 수 있는 자기 배치 하나에 놓습니다.',
      phaseEnds: (passes) => `가운데가 비면 단계가 끝나고, 첫 플레이어는 ${passes === 'left' ? '왼쪽' : '오른쪽'}으로 넘어갑니다.`,
      batch: (name, said, holds) =>
        `${name}: ${'description' in said ? said.description : `점수: ${said.scores}.`}${holds !== null ? ` 카드 ${holds}장까지 놓을 수 있습니다.` : ''}`,
    },
  };
}
