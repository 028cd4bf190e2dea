/**
 * The facts of a trick-taking (Apples) ruleset in English, as the studio's "What this variant
 * changes" says them (../facts.ts): apart from the compiler's messages, so a page that plays
 * carries none of them. The other languages are in ko.ts, ru.ts and es.ts, beside the compiler's.
 * Keys are `trick:fact-NAME`.
 */
import { scopedMessages } from '../../../core/i18n/scoped-messages.js';

export const TRICK_FACTS = {
  'fact-goal': 'points to win',
  'fact-suits': 'suits, high to low',
  'fact-ranks': 'ranks, high to low',
  'fact-copies': 'copies of each card',
  'fact-deal': 'cards dealt to each player',
  'fact-value': 'value of {rank}',
  'fact-bids': 'bids',
  'fact-bids-value': '{range} and a suit',
  'fact-bid-allowed': 'bids allowed when',
  'fact-passing': 'passing',
  'fact-final': 'final',
  'fact-not-final': 'not final',
  'fact-bidding-ends': 'bidding ends after passes',
  'fact-pile': 'bidding pile',
  'fact-pile-value': 'winner gives {gives} {winner}, others {others}',
  'fact-trumps-given': 'trumps',
  'fact-cards-given': 'cards',
  'fact-face-up': 'face up',
  'fact-face-down': 'face down',
  'fact-targets': 'target cards',
  'fact-tricks': 'tricks per hand',
  'fact-follow': 'follow suit',
  'fact-when-able': 'when able',
  'fact-any-card': 'any card',
  'fact-trumps': 'trumps',
  'fact-bid-suit': 'the bid suit',
  'fact-group': 'group of {size}',
  'fact-group-target': 'group of {size} with target',
  'fact-dealer': 'dealer passes',
  'fact-tie': 'tie at the end',
} as const;

export const trickFactSays = scopedMessages('trick', TRICK_FACTS);
