/** What a trick-taking ruleset says, in labelled facts for the studio's comparison of a variant with its base. */
import { say } from '../../core/i18n/diagnostics.js';
import { byPlayersInWords, passesWay, rangeInWords, tieWay, type FactSheet } from '../../core/rules/facts.js';
import type { OptionValues } from '../../core/rules/ruleset.js';
import { trickFactSays } from './messages/facts.js';
import type { TrickRuleset } from './ruleset.js';

/** Add the facts of a trick-taking ruleset that a player would notice to `facts`, in its language. */
export function describeTrickRules(ruleset: TrickRuleset, options: OptionValues, facts: FactSheet): void {
  const { words } = facts;
  const face = (up: boolean) => trickFactSays(up ? 'fact-face-up' : 'fact-face-down');
  facts.add(trickFactSays('fact-goal'), byPlayersInWords(ruleset.goal, ruleset, options, words));
  facts.add(trickFactSays('fact-suits'), ruleset.deck.suits.join(' > '));
  facts.add(trickFactSays('fact-ranks'), ruleset.deck.ranks.join(' '));
  facts.add(trickFactSays('fact-copies'), words.number(ruleset.deck.copies));
  facts.add(trickFactSays('fact-deal'), words.number(ruleset.dealEach));
  ruleset.deck.ranks.forEach((rank, i) => facts.add(trickFactSays('fact-value', { rank }), words.number(ruleset.values[i] ?? 0)));
  facts.add(trickFactSays('fact-bids'), trickFactSays('fact-bids-value', { range: rangeInWords(ruleset.bidding.numbers, words) }));
  facts.add(trickFactSays('fact-bid-allowed'), ruleset.bidding.allow.source);
  facts.add(trickFactSays('fact-passing'), trickFactSays(ruleset.bidding.passIsFinal ? 'fact-final' : 'fact-not-final'));
  facts.add(trickFactSays('fact-bidding-ends'), words.number(ruleset.bidding.endsAfterPasses));
  const pile = ruleset.pile;
  facts.add(
    trickFactSays('fact-pile'),
    pile
      ? trickFactSays('fact-pile-value', {
          gives: trickFactSays(pile.winnerGivesTrumps ? 'fact-trumps-given' : 'fact-cards-given'),
          winner: face(pile.winnerFaceUp),
          others: face(pile.othersFaceUp),
        })
      : say('fact-none'),
  );
  facts.add(trickFactSays('fact-targets'), words.number(ruleset.targetCards));
  facts.add(trickFactSays('fact-tricks'), words.number(ruleset.tricks.count));
  facts.add(trickFactSays('fact-follow'), trickFactSays(ruleset.tricks.mustFollow ? 'fact-when-able' : 'fact-any-card'));
  facts.add(trickFactSays('fact-trumps'), ruleset.tricks.trumps === 'bid-suit' ? trickFactSays('fact-bid-suit') : say('fact-none'));
  for (const g of ruleset.groupScores)
    facts.add(trickFactSays(g.withTarget ? 'fact-group-target' : 'fact-group', { size: g.size }), g.points.source);
  facts.add(trickFactSays('fact-dealer'), passesWay(ruleset.dealer.passes));
  facts.add(trickFactSays('fact-tie'), tieWay(ruleset.tie));
}
