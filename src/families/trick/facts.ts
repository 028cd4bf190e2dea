/** What a trick-taking ruleset says, in labelled facts for the studio's comparison of a variant with its base. */
import { say } from '../../core/i18n/diagnostics.js';
import { byPlayersInWords, passesWay, rangeInWords, tieWay, type FactSheet } from '../../core/rules/facts.js';
import type { OptionValues } from '../../core/rules/ruleset.js';
import { trickSays } from './messages/say.js';
import type { TrickRuleset } from './ruleset.js';

/** Add the facts of a trick-taking ruleset that a player would notice to `facts`, in its language. */
export function describeTrickRules(ruleset: TrickRuleset, options: OptionValues, facts: FactSheet): void {
  const { words } = facts;
  const face = (up: boolean) => trickSays(up ? 'fact-face-up' : 'fact-face-down');
  facts.add(trickSays('fact-goal'), byPlayersInWords(ruleset.goal, ruleset, options, words));
  facts.add(trickSays('fact-suits'), ruleset.deck.suits.join(' > '));
  facts.add(trickSays('fact-ranks'), ruleset.deck.ranks.join(' '));
  facts.add(trickSays('fact-copies'), words.number(ruleset.deck.copies));
  facts.add(trickSays('fact-deal'), words.number(ruleset.dealEach));
  ruleset.deck.ranks.forEach((rank, i) => facts.add(trickSays('fact-value', { rank }), words.number(ruleset.values[i] ?? 0)));
  facts.add(trickSays('fact-bids'), trickSays('fact-bids-value', { range: rangeInWords(ruleset.bidding.numbers, words) }));
  facts.add(trickSays('fact-bid-allowed'), ruleset.bidding.allow.source);
  facts.add(trickSays('fact-passing'), trickSays(ruleset.bidding.passIsFinal ? 'fact-final' : 'fact-not-final'));
  facts.add(trickSays('fact-bidding-ends'), words.number(ruleset.bidding.endsAfterPasses));
  const pile = ruleset.pile;
  facts.add(
    trickSays('fact-pile'),
    pile
      ? trickSays('fact-pile-value', {
          gives: trickSays(pile.winnerGivesTrumps ? 'fact-trumps-given' : 'fact-cards-given'),
          winner: face(pile.winnerFaceUp),
          others: face(pile.othersFaceUp),
        })
      : say('fact-none'),
  );
  facts.add(trickSays('fact-targets'), words.number(ruleset.targetCards));
  facts.add(trickSays('fact-tricks'), words.number(ruleset.tricks.count));
  facts.add(trickSays('fact-follow'), trickSays(ruleset.tricks.mustFollow ? 'fact-when-able' : 'fact-any-card'));
  facts.add(trickSays('fact-trumps'), ruleset.tricks.trumps === 'bid-suit' ? trickSays('fact-bid-suit') : say('fact-none'));
  for (const g of ruleset.groupScores)
    facts.add(trickSays(g.withTarget ? 'fact-group-target' : 'fact-group', { size: g.size }), g.points.source);
  facts.add(trickSays('fact-dealer'), passesWay(ruleset.dealer.passes));
  facts.add(trickSays('fact-tie'), tieWay(ruleset.tie));
}
