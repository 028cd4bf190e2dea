/** "How to play" a trick-taking ruleset (Apples), in plain words made from its compiled data. */
import { byPlayersInWords, rangeInWords } from '../../core/rules/facts.js';
import { exprInWords, playersSection, type HowToPlaySection } from '../../core/rules/how-to-play.js';
import type { OptionValues } from '../../core/rules/ruleset.js';
import type { TrickRuleset } from './ruleset.js';

/** Ranks that share a value, in the deck's order: "A: 15", "K, Q, J, 10: 10". */
function valuesInWords(ruleset: TrickRuleset): string[] {
  const runs: { ranks: string[]; value: number }[] = [];
  ruleset.deck.ranks.forEach((rank, i) => {
    const value = ruleset.values[i] ?? 0;
    const last = runs[runs.length - 1];
    if (last && last.value === value) last.ranks.push(rank);
    else runs.push({ ranks: [rank], value });
  });
  return runs.map((r) => `${r.ranks.join(', ')}: ${r.value}`);
}

/** "40 points" for a number, else the expression's words as they are ("2 times the value"). */
function points(words: string): string {
  return /^-?\d+$/.test(words) ? `${words} points` : words;
}

/** The sections of a trick-taking ruleset's "How to play": goal, players, deck, a hand's phases, scoring. */
export function trickHowToPlay(ruleset: TrickRuleset, options: OptionValues): readonly HowToPlaySection[] {
  const { deck, bidding, tricks, pile } = ruleset;
  const goal = byPlayersInWords(ruleset.goal, ruleset, options);
  const copies = deck.copies > 1 ? ` (${deck.copies} copies of each card)` : '';
  const trumps = tricks.trumps === 'bid-suit' ? 'The suit of the winning bid is trumps.' : 'There are no trumps.';
  const follow = tricks.mustFollow
    ? `Follow the suit led when you can${
        tricks.whenVoid === 'trump'
          ? '; if you cannot, you must trump'
          : tricks.whenVoid === 'overtrump'
            ? '; if you cannot, you must trump high enough to take the trick'
            : ''
      }.`
    : 'You may play any card.';
  const takes = tricks.lowestWins
    ? 'The lowest card of the suit led (or the lowest trump) takes the trick.'
    : 'The highest trump, or else the highest card of the suit led, takes the trick.';
  const phases = [
    `Deal: ${ruleset.dealEach} cards to each player; the deal passes ${ruleset.dealer.passes}.`,
    `Bidding: bid a number from ${rangeInWords(bidding.numbers)} and a suit${bidding.noTrumpsBelow !== null ? ' (or no trumps)' : ''}, higher than the last bid; a bid is allowed when ${exprInWords(bidding.allow)}. A pass is ${bidding.passIsFinal ? 'final' : 'not final: you may bid later'}; bidding ends after ${bidding.endsAfterPasses} passes in a row, and if everyone passes the hand is thrown in.`,
  ];
  if (pile)
    phases.push(
      `Pile: the bid winner gives as many ${pile.winnerGivesTrumps ? 'trumps' : 'cards'} as the bid's number, ${pile.winnerFaceUp ? 'face up' : 'face down'}; the others give as many cards, ${pile.othersFaceUp ? 'face up' : 'face down'}; the pile is shuffled and dealt back.`,
    );
  if (ruleset.targetCards > 0)
    phases.push(`Target: each player sets ${ruleset.targetCards} ${ruleset.targetCards === 1 ? 'card' : 'cards'} aside face down.`);
  phases.push(
    `Tricks: ${byPlayersInWords(tricks.countByPlayers, ruleset, options)} tricks; the bid winner leads the first. ${follow} ${trumps} ${takes}`,
  );
  const special = [
    tricks.alwaysSuit ? `Every ${tricks.alwaysSuit} card beats every other card.` : '',
    tricks.alwaysCard ? `The ${tricks.alwaysCard.rank} of ${tricks.alwaysCard.suit} beats every other card.` : '',
  ].filter((s) => s !== '');
  const scoring = [
    `Card values: ${valuesInWords(ruleset).join('; ')}.`,
    ...ruleset.groupScores.map(
      (g) =>
        `${g.size} cards of one rank among your tricks${ruleset.targetCards > 0 ? ' and target' : ''}${g.withTarget ? ', one of them your target' : ''}: ${points(exprInWords(g.points))}.`,
    ),
  ];
  if (ruleset.contract?.made) scoring.push(`The bid winner's side making the bid: ${points(exprInWords(ruleset.contract.made))}.`);
  if (ruleset.contract?.failed) scoring.push(`The bid winner's side failing the bid: ${points(exprInWords(ruleset.contract.failed))}.`);
  const teams = ruleset.teams
    ? [
        `Partnerships: ${ruleset.teams.map((t) => t.map((seat) => `player ${seat + 1}`).join(' and ')).join(' against ')}; partners pool their tricks and share one total.`,
      ]
    : ['Everyone plays alone.'];
  return [
    {
      heading: 'Goal',
      lines: [
        `Take tricks that hold groups of cards of one rank. Points to win: ${goal}. The game ends after the hand in which someone reaches them; the highest total wins.`,
        ruleset.tie === 'shared' ? 'A tie at the top is a shared win.' : 'A tie at the top plays another hand.',
      ],
    },
    playersSection(ruleset, teams),
    { heading: 'Deck', lines: [`Suits, high to low: ${deck.suits.join(', ')}.`, `Ranks, high to low: ${deck.ranks.join(' ')}${copies}.`] },
    { heading: 'A hand', lines: [...phases, ...special] },
    { heading: 'Scoring', lines: scoring },
  ];
}
