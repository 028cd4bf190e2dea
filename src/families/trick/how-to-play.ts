/** "How to play" a trick-taking ruleset (Apples), in plain words made from its compiled data, in any language. */
import { byPlayersInWords } from '../../core/rules/facts.js';
import { playersSection, type HowToPlaySection } from '../../core/rules/how-to-play.js';
import type { OptionValues } from '../../core/rules/ruleset.js';
import type { RulesetTexts } from '../../core/rules/ruleset-texts.js';
import { englishTrickPhrases } from './phrases/en.js';
import type { TrickPhrases } from './phrases/phrases.js';
import type { TrickRuleset } from './ruleset.js';

/** Ranks that share a value, in the deck's order: [["A"], 15], [["K", "Q", "J", "10"], 10]. */
function valueRuns(ruleset: TrickRuleset): [string[], number][] {
  const runs: [string[], number][] = [];
  ruleset.deck.ranks.forEach((rank, i) => {
    const value = ruleset.values[i] ?? 0;
    const last = runs[runs.length - 1];
    if (last && last[1] === value) last[0].push(rank);
    else runs.push([[rank], value]);
  });
  return runs;
}

/**
 * The sections of a trick-taking ruleset's "How to play": goal, players, deck, a hand's phases,
 * scoring; in the phrasebook's language (English by default), house rules described as `texts`
 * gives them (the ruleset's own translation). Which sentences appear is decided here, once; the
 * phrasebook only says them.
 */
export function trickHowToPlay(
  ruleset: TrickRuleset,
  options: OptionValues,
  phrases: TrickPhrases = englishTrickPhrases(),
  texts?: RulesetTexts,
): readonly HowToPlaySection[] {
  const { deck, bidding, tricks, pile, contract } = ruleset;
  const { words, rules: say } = phrases;
  const follow = !tricks.mustFollow
    ? 'any'
    : tricks.whenVoid === 'trump'
      ? 'suit-then-trump'
      : tricks.whenVoid === 'overtrump'
        ? 'suit-then-overtrump'
        : 'suit';
  const hand = [
    say.deal(ruleset.dealEach, ruleset.dealer.passes),
    say.bidding(
      words.range(bidding.numbers.min, bidding.numbers.max),
      bidding.noTrumpsBelow !== null,
      phrases.rule(bidding.allow),
      bidding.passIsFinal,
      bidding.endsAfterPasses,
    ),
  ];
  if (pile) hand.push(say.pile(pile.winnerGivesTrumps, pile.winnerFaceUp, pile.othersFaceUp));
  if (ruleset.targetCards > 0) hand.push(say.target(ruleset.targetCards));
  hand.push(
    say.tricks(byPlayersInWords(tricks.countByPlayers, ruleset, options, words), follow, tricks.trumps === 'bid-suit', tricks.lowestWins),
  );
  if (tricks.alwaysSuit) hand.push(say.alwaysSuit(words.suitName(tricks.alwaysSuit)));
  if (tricks.alwaysCard) hand.push(say.alwaysCard(phrases.card(tricks.alwaysCard.rank, tricks.alwaysCard.suit)));
  const scoring = [
    say.values(valueRuns(ruleset)),
    ...ruleset.groupScores.map((g) => say.group(g.size, ruleset.targetCards > 0, g.withTarget, phrases.rule(g.points))),
  ];
  if (contract?.made) scoring.push(say.contractMade(phrases.rule(contract.made)));
  if (contract?.failed) scoring.push(say.contractFailed(phrases.rule(contract.failed)));
  const teams = ruleset.teams ? [say.partnerships(ruleset.teams.map((t) => t.map((seat) => seat + 1)))] : [say.alone];
  return [
    {
      heading: say.headings.goal,
      lines: [
        say.goal(byPlayersInWords(ruleset.goal, ruleset, options, words)),
        ruleset.tie === 'shared' ? say.tieShared : say.tieAnotherHand,
      ],
    },
    playersSection(ruleset, teams, words, texts ? (name, d) => texts.option(name, d) : undefined),
    { heading: say.headings.deck, lines: [say.suits(deck.suits.map((s) => words.suitName(s))), say.ranks(deck.ranks, deck.copies)] },
    { heading: say.headings.hand, lines: hand },
    { heading: say.headings.scoring, lines: scoring },
  ];
}
