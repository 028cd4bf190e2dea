/**
 * What the trick-taking (Apples) family's compiler says in its own words, in English: it comes with the
 * compiler, so a page that plays another game carries none of it. The other languages are in
 * ko.ts, ru.ts and es.ts, which only the readers that speak every language load (the command line,
 * the studio). Keys are `trick:NAME` in a diagnostic (see scoped-messages.ts).
 */
export const TRICK_MESSAGES = {
  'needs-bidding': 'a trick-taking game needs a bidding block',
  'needs-deal': 'a trick-taking game needs a deal: deal 13 each',
  'needs-dealer': 'a trick-taking game needs a dealer: dealer from seed, passes left',
  'needs-deck': 'a trick-taking game needs a deck: deck playing { ranks ... suits ... }',
  'needs-goal': 'a trick-taking game needs a goal: goal 250 points',
  'needs-tricks': 'a trick-taking game needs a tricks block',
  'needs-values': 'a trick-taking game needs card values: value A: 15 | K Q J 10: 10 | ...',
  'needs-groups': 'a trick-taking game needs group scores: score groups of rank in winnings and target { ... }',
  'needs-bid-shape': 'the bidding block needs the shape of a bid: bid number 1..13 and suit',
  'needs-bidding-end': 'the bidding block needs to say when it ends: ends after 3 passes',
  'needs-contract-score': 'the contract block needs a score: made = 10 * bid + overtricks, failed = -10 * bid',
  'needs-rank-order': 'the deck needs its rank order: ranks A K Q J 10 9 8 7 6 5 4 3 2',
  'needs-suit-order': 'the deck needs its suit order: suits spades > clubs > hearts > diamonds',
  'needs-count': 'the tricks block needs the number of tricks: count 12',
  'needs-pile-lines':
    'the pile block needs three lines: what the winner gives, what the others give, and "then shuffle and deal number each"',
  'unknown-rank': "unknown rank '{name}'[[guess| — did you mean '{guess}'?]]",
  'unknown-suit': "unknown suit '{name}'[[guess| — did you mean '{guess}'?]]",
  'rank-twice': "rank '{name}' appears twice in the order (first at line {line})",
  'suit-twice': "suit '{name}' appears twice in the order (first at line {line})",
  'ranks-left-out': 'the rank order leaves out {left}; the French deck has {count} ranks',
  'suits-left-out': 'the suit order leaves out {left}; the French deck has {count} suits',
  'value-twice': "rank '{rank}' is given a value twice",
  'no-value': 'the value table gives no value for {ranks}',
  'deal-range': 'cards dealt to each player must be from 1 to 1000, but this gives {each} {setting}',
  'deal-too-many': 'dealing {each} each to {players} players needs {needed} cards, but the deck has {has}',
  'tricks-mismatch':
    '{tricks} tricks do not match the {holds} cards each player holds ({each} dealt[[target|, {target} set aside as target]]) {setting}',
  'bid-above-deal': 'a bid can be at most the {each} cards each player is dealt, not {max}[[setting| {setting}]]',
  'goal-positive': 'the goal must be at least 1 point, but this gives {points} {setting}',
  'group-gap': 'the group scores have a gap: groups of {below} and {size} score, but there is no score for a group of {gap}',
  'seat-twice': 'seat {seat} is in two teams (first at line {line})',
  'lowest-bid-unsure':
    'the lowest bid, {min}, is not allowed with the {sure} cards of one suit that every hand of {each} is sure to hold[[setting| {setting}]], so every player could be made to pass and the hand thrown in again and again',
  'no-trumps-unbid':
    "'no trumps {side} ...' ranks a no-trump bid, but the bid ({where}) does not allow one: say 'bid number ... and suit or no trumps'",
  'at-line': 'line {line}',
  'at-line-of': 'line {line} of {file}',
  'removed-too-often': 'the {card} is removed {times} times, but the deck holds {copies}',
  'removed-too-often-one': 'the {card} is removed {times} times, but the deck holds one',
  'removed-one-too-few': 'removing {removed} card leaves {left}, too few for dealing {each} each to {players} players ({needed} cards)',
  'removed-too-few': 'removing {removed} cards leaves {left}, too few for dealing {each} each to {players} players ({needed} cards)',
  'deck-less-removed': '{left} ({whole} less {removed} removed)',
  'no-seat': 'there is no seat {seat}: the game is for {players} players',
  'no-seat-between': 'there is no seat {seat}: the game is for {min} to {max} players',
  'one-team': 'teams need at least two teams, or there is no one to play against',
  'seat-in-no-team': 'the teams must seat every player of one table size ({named} seats named), but seat {seats} is in no team',
  'seats-in-no-team': 'the teams must seat every player of one table size ({named} seats named), but seats {seats} are in no team',
  'teams-table-range':
    'the teams must seat every player of one table size ({named} seats named), but the game allows {min} to {max} players',
  'void-needs-follow': "'{rule}' needs players to follow suit, but the tricks say 'follow any card' (line {line})",
  'void-needs-trumps': "'{rule}' needs a trump suit, but the tricks say 'trumps none' (line {line})",
} as const;
