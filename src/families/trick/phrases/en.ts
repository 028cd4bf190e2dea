/** The trick-taking family's sentences in English (see phrases.ts). */
import { countWord, rankWords } from '../../../core/cards/rank-words.js';
import type { Words } from '../../../core/i18n/words-of.js';
import { englishWords } from '../../../core/i18n/english-words.js';
import type { Named, TrickPhrases } from './phrases.js';

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** The seat and its verb, which agrees with it: "Player 2 plays", but "You play". */
const act = (who: Named, verb: string, youVerb: string): string => `${capitalise(who.name)} ${who.you ? youVerb : verb}`;
const and = (names: readonly string[]): string => names.join(' and ');
/** "40 points" for a number, else the rule's words as they are ("2 times the value"). */
const points = (words: string): string => (/^-?\d+$/.test(words) ? `${words} points` : words);

export function trickPhrases(words: Words): TrickPhrases {
  return {
    words,
    noTrumps: 'no trumps',
    unscored: { title: 'no group', text: 'these cards are in no scoring group, so they score nothing' },
    seat: (seat) => `player ${seat + 1}`,
    card: (rank, suit) => `${rankWords(rank, false)} of ${suit}`,
    bid: (number, denomination) => `${number} ${denomination}`,
    rule: (expr) => {
      if (/^-?\d+$/.test(expr.source.trim())) return expr.source.trim();
      const text = expr.words.trim().replace(/\.$/, '');
      return text.charAt(0).toLowerCase() + text.slice(1);
    },

    dealerDrawn: (dealer) => `${act(dealer, 'deals', 'deal')} first.`,
    dealt: (dealer, hand, each) => `${act(dealer, 'deals', 'deal')} hand ${hand}, ${each} cards each.`,
    bidMade: (player, bid) => `${act(player, 'bids', 'bid')} ${bid}.`,
    passed: (player) => `${act(player, 'passes', 'pass')}.`,
    thrownIn: (hand) => `Everyone passed: hand ${hand} is thrown in.`,
    biddingWon: (player, bid, trumps) =>
      `${act(player, 'wins', 'win')} the bidding with ${bid}${trumps ? `; ${trumps} are trumps` : trumps === '' ? '; there are no trumps' : ''}.`,
    cardGiven: (player, card, given, of) =>
      `${act(player, 'puts', 'put')} ${card === null ? 'a card' : `the ${card}`} in the pile (${given} of ${of}).`,
    pileRedealt: (each) => `The bidding pile is shuffled and dealt back, ${each} card${each === 1 ? '' : 's'} each.`,
    targetSet: (player) => `${act(player, 'sets', 'set')} a target card aside.`,
    cardPlayed: (player, card) => `${act(player, 'plays', 'play')} the ${card}.`,
    trickWon: (winner, trick, cards) => `${act(winner, 'wins', 'win')} trick ${trick} (${cards}).`,
    handScored: (hand, sheets, totals) => `Hand ${hand} scored: ${sheets.join('; ')}. Totals: ${totals.join(', ')}.`,
    handScoredShort: (hand, scores) => `Hand ${hand} scored: ${scores.join(', ')}.`,
    sheetLine: (name, total, lines) => `${name} ${total}${lines.length ? ` (${lines.join(', ')})` : ''}`,
    gameOverTeam: (team, names) => `Game over: team ${team + 1} (${and(names)}) wins.`,
    gameOver: (names, you) => `Game over: ${and(names)} ${names.length > 1 ? 'share the win' : you ? 'win' : 'wins'}.`,

    group: (size, rank, target) => {
      const label = size === 2 ? `pair of ${rankWords(rank, true)}` : `${countWord(size)} ${rankWords(rank, true)}`;
      const whose = { your: 'your', team: "your team's", seat: 'the', side: "the team's" } as const;
      return target ? `${label} with ${whose[target]} target ${rank}` : label;
    },
    contract: (bid, made, who, tricks) =>
      `contract ${bid} ${made ? 'made' : 'failed'}: ${{ you: 'you', team: 'your team', side: "the bid winner's side", bidder: 'the bid winner' }[who]} took ${tricks} trick${tricks === 1 ? '' : 's'}`,

    rules: {
      headings: { goal: 'Goal', deck: 'Deck', hand: 'A hand', scoring: 'Scoring' },
      goal: (points) =>
        `Take tricks that hold groups of cards of one rank. Points to win: ${points}. The game ends after the hand in which someone reaches them; the highest total wins.`,
      tieShared: 'A tie at the top is a shared win.',
      tieAnotherHand: 'A tie at the top plays another hand.',
      alone: 'Everyone plays alone.',
      partnerships: (teams) =>
        `Partnerships: ${teams.map((t) => t.map((seat) => `player ${seat}`).join(' and ')).join(' against ')}; partners pool their tricks and share one total.`,
      suits: (suits) => `Suits, high to low: ${suits.join(', ')}.`,
      ranks: (ranks, copies) => `Ranks, high to low: ${ranks.join(' ')}${copies > 1 ? ` (${copies} copies of each card)` : ''}.`,
      deal: (each, passes) => `Deal: ${each} cards to each player; the deal passes ${passes}.`,
      bidding: (numbers, noTrumps, allowed, passIsFinal, endsAfterPasses) =>
        `Bidding: bid a number from ${numbers} and a suit${noTrumps ? ' (or no trumps)' : ''}, higher than the last bid; a bid is allowed when ${allowed}. A pass is ${passIsFinal ? 'final' : 'not final: you may bid later'}; bidding ends after ${endsAfterPasses} passes in a row, and if everyone passes the hand is thrown in.`,
      pile: (trumps, winnerFaceUp, othersFaceUp) =>
        `Pile: the bid winner gives as many ${trumps ? 'trumps' : 'cards'} as the bid's number, ${winnerFaceUp ? 'face up' : 'face down'}; the others give as many cards, ${othersFaceUp ? 'face up' : 'face down'}; the pile is shuffled and dealt back.`,
      target: (cards) => `Target: each player sets ${cards} ${cards === 1 ? 'card' : 'cards'} aside face down.`,
      tricks: (count, follow, bidSuitTrumps, lowestWins) => {
        const rule =
          follow === 'any'
            ? 'You may play any card.'
            : `Follow the suit led when you can${follow === 'suit-then-trump' ? '; if you cannot, you must trump' : follow === 'suit-then-overtrump' ? '; if you cannot, you must trump high enough to take the trick' : ''}.`;
        const trumps = bidSuitTrumps ? 'The suit of the winning bid is trumps.' : 'There are no trumps.';
        const takes = lowestWins
          ? 'The lowest card of the suit led (or the lowest trump) takes the trick.'
          : 'The highest trump, or else the highest card of the suit led, takes the trick.';
        return `Tricks: ${count} tricks; the bid winner leads the first. ${rule} ${trumps} ${takes}`;
      },
      alwaysSuit: (suit) => `Every ${suit} card beats every other card.`,
      alwaysCard: (card) => `The ${card} beats every other card.`,
      values: (runs) => `Card values: ${runs.map(([ranks, value]) => `${ranks.join(', ')}: ${value}`).join('; ')}.`,
      group: (size, targetsCount, withTarget, worth) =>
        `${size} cards of one rank among your tricks${targetsCount ? ' and target' : ''}${withTarget ? ', one of them your target' : ''}: ${points(worth)}.`,
      contractMade: (worth) => `The bid winner's side making the bid: ${points(worth)}.`,
      contractFailed: (worth) => `The bid winner's side failing the bid: ${points(worth)}.`,
    },
  };
}

let english: TrickPhrases | null = null;
/** The English sentences with the English card words (made once, on first use). */
export function englishTrickPhrases(): TrickPhrases {
  english ??= trickPhrases(englishWords());
  return english;
}
