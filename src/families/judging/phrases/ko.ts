/**
 * The judging family's sentences in Korean (see phrases.ts). A name is followed by a colon rather
 * than a particle, which would depend on the last syllable of a name nobody knows in advance.
 */
import type { Words } from '../../../core/i18n/words-of.js';
import type { JudgingPhrases } from './phrases.js';

export function judgingPhrases(words: Words): JudgingPhrases {
  return {
    words,
    seat: (seat) => `${seat + 1}번 자리`,
    quoted: (text) => `“${text}”`,
    rule: (expr) => (/^-?\d+$/.test(expr.source.trim()) ? expr.source.trim() : `\`${expr.source.trim()}\``),

    firstJudge: (judge) => `첫 심판: ${judge.name}.`,
    shuffled: (deck, cards) => `${deck === 'green' ? '초록' : '빨간'} 카드 더미를 섞습니다 (카드 ${cards}장).`,
    reshuffled: (cards) => `버린 ${words.count('red-card', cards)}을 섞어 새 빨간 카드 더미를 만듭니다.`,
    dealt: (player, cards) => `${player.name}: ${words.count('red-card', cards)}을 받았습니다.`,
    greenTurned: (round, judge, green) => `${round}라운드: 심판 ${judge.name}, 초록 카드 ${green}을(를) 뒤집습니다.`,
    cardPlaced: (player) => `${player.name}: 빨간 카드 한 장을 뒷면으로 냈습니다.`,
    donePlacing: (player) => `${player.name}: 카드 내기를 마쳤습니다.`,
    placingClosed: (judged, firstJudged, returnedTo) => {
      const parts: string[] = [];
      if (firstJudged !== null) parts.push(`카드 ${firstJudged}장이 놓였습니다. 내기가 마감되었고, 처음 ${firstJudged}장만 심사합니다.`);
      if (returnedTo !== null) parts.push(`마지막에 놓인 카드는 심사 없이 주인에게 돌아갑니다: ${returnedTo.name}.`);
      if (parts.length === 0)
        parts.push(judged === 0 ? '심사할 카드 없이 내기가 마감되었습니다.' : `내기가 마감되었습니다. 심사할 카드 ${judged}장.`);
      return parts.join(' ');
    },
    revealed: (count, cards) =>
      `심판이 주인을 모른 채 섞인 ${words.count('red-card', count)}을 봅니다${cards ? `: ${cards.join(', ')}` : ''}.`,
    roundJudged: (judge, red, owner, green) => `심판 ${judge.name}의 선택: ${red}. ${owner.name}의 카드가 ${green}을(를) 얻습니다.`,
    noCardJudged: (green) => `심사한 카드가 없습니다. ${green}은(는) 초록 카드 더미 맨 아래로 돌아갑니다.`,
    points: (player, total) => `${player.name}: ${words.count('green-card', total)}.`,
    gameOver: (winners, _you, greenCards) => `게임 끝: ${words.list(winners)} 승리, ${words.count('green-card', greenCards)}.`,

    rules: {
      headings: { goal: '목표', decks: '덱', round: '한 라운드' },
      goal: (greenCards) => `초록 카드를 모으세요. 충분히 모은 첫 플레이어가 이깁니다. 이기는 데 필요한 초록 카드: ${greenCards}.`,
      greenDeck: (cards) => `초록 카드(설명): ${cards}장.`,
      redDeck: (cards, hand) => `빨간 카드(사물): ${cards}장. 각 플레이어가 손에 ${hand}장을 듭니다.`,
      turnGreen: '심판이 초록 카드 한 장을 뒤집습니다.',
      placing: (players, count, lastReturns, firstJudged) => {
        const extra = [
          lastReturns ? '마지막에 놓인 카드는 심사 없이 주인에게 돌아갑니다' : '',
          firstJudged ? `처음 놓인 ${firstJudged}장만 심사합니다` : '',
        ].filter((s) => s !== '');
        return `플레이어가 ${players}명이면 심판을 뺀 모두가 빨간 카드 ${count}장을 뒷면으로 냅니다${extra.length ? `. ${extra.join('. ')}` : ''}.`;
      },
      judge: (choice) =>
        typeof choice === 'object'
          ? `심판은 초록 카드에 가장 잘 어울리는 빨간 카드를 고릅니다(${choice.worstWhen}이면 가장 안 어울리는 카드). 그 카드의 주인이 초록 카드를 얻습니다.`
          : `심판은 초록 카드에 가장 ${choice === 'worst' ? '안 ' : '잘 '}어울리는 빨간 카드를 고릅니다. 그 카드의 주인이 초록 카드를 얻습니다.`,
      refill: (passes) => `손패를 다시 채우고, 심판 자리는 ${passes === 'left' ? '왼쪽' : '오른쪽'}으로 넘어갑니다.`,
    },
  };
}
