/** What a trick-taking ruleset says, in labelled facts for the studio's comparison of a variant with its base. */
import { byPlayersInWords, rangeInWords } from '../../core/rules/facts.js';
import type { OptionValues } from '../../core/rules/ruleset.js';
import type { TrickRuleset } from './ruleset.js';

/** Add the facts of a trick-taking ruleset that a player would notice to `facts`, by label. */
export function describeTrickRules(ruleset: TrickRuleset, options: OptionValues, facts: Map<string, string>): void {
  facts.set('points to win', byPlayersInWords(ruleset.goal, ruleset, options));
  facts.set('suits, high to low', ruleset.deck.suits.join(' > '));
  facts.set('ranks, high to low', ruleset.deck.ranks.join(' '));
  facts.set('copies of each card', String(ruleset.deck.copies));
  facts.set('cards dealt to each player', String(ruleset.dealEach));
  ruleset.deck.ranks.forEach((rank, i) => facts.set(`value of ${rank}`, String(ruleset.values[i] ?? 0)));
  facts.set('bids', `${rangeInWords(ruleset.bidding.numbers)} and a suit`);
  facts.set('bids allowed when', ruleset.bidding.allow.source);
  facts.set('passing', ruleset.bidding.passIsFinal ? 'final' : 'not final');
  facts.set('bidding ends after passes', String(ruleset.bidding.endsAfterPasses));
  facts.set(
    'bidding pile',
    ruleset.pile
      ? `winner gives ${ruleset.pile.winnerGivesTrumps ? 'trumps' : 'cards'} ${ruleset.pile.winnerFaceUp ? 'face up' : 'face down'}, others ${ruleset.pile.othersFaceUp ? 'face up' : 'face down'}`
      : 'none',
  );
  facts.set('target cards', String(ruleset.targetCards));
  facts.set('tricks per hand', String(ruleset.tricks.count));
  facts.set('follow suit', ruleset.tricks.mustFollow ? 'when able' : 'any card');
  facts.set('trumps', ruleset.tricks.trumps === 'bid-suit' ? 'the bid suit' : 'none');
  for (const g of ruleset.groupScores) facts.set(`group of ${g.size}${g.withTarget ? ' with target' : ''}`, g.points.source);
  facts.set('dealer passes', ruleset.dealer.passes);
  facts.set('tie at the end', ruleset.tie === 'shared' ? 'shared win' : 'play another hand');
}
