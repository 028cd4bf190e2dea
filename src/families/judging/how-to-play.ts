/** "How to play" a judging ruleset (Apples to Apples), in plain words made from its compiled data. */
import { byPlayersInWords, rangeInWords } from '../../core/rules/facts.js';
import { exprInWords, playersSection, type HowToPlaySection } from '../../core/rules/how-to-play.js';
import type { OptionValues } from '../../core/rules/ruleset.js';
import type { JudgingRuleset } from './ruleset.js';

/** The sections of a judging ruleset's "How to play": goal, players, decks, a round. */
export function judgingHowToPlay(ruleset: JudgingRuleset, options: OptionValues): readonly HowToPlaySection[] {
  const worst = new Set<boolean>();
  for (let players = ruleset.players.min; players <= ruleset.players.max; players++)
    worst.add(ruleset.judgeChoosesWorst.evaluate({ options, players }));
  const judgeSays = `The judge picks the red card that fits the green card ${
    worst.size > 1 ? `best (worst when ${exprInWords(ruleset.judgeChoosesWorst)})` : worst.has(true) ? 'worst' : 'best'
  }; its owner wins the green card.`;
  const placing = ruleset.placing.map((rule) => {
    const min = exprInWords(rule.minEach);
    const max = exprInWords(rule.maxEach);
    const count = min === max ? min : `${min} to ${max}`;
    const extra = [
      rule.lastReturns ? 'the last card placed goes back to its owner unjudged' : '',
      rule.firstJudged ? `only the first ${exprInWords(rule.firstJudged)} placed are judged` : '',
    ].filter((s) => s !== '');
    return `With ${rangeInWords(rule.players)} players, everyone but the judge places ${count} red ${count === '1' ? 'card' : 'cards'} face down${extra.length ? `; ${extra.join('; ')}` : ''}.`;
  });
  return [
    {
      heading: 'Goal',
      lines: [
        `Win green cards: the first player to hold enough of them wins. Green cards to win: ${byPlayersInWords(ruleset.goal, ruleset, options)}.`,
      ],
    },
    playersSection(ruleset),
    {
      heading: 'Decks',
      lines: [
        `Green cards (descriptions): ${ruleset.green.cards.length}.`,
        `Red cards (things): ${ruleset.red.cards.length}; each player holds ${byPlayersInWords(ruleset.handSize, ruleset, options)}.`,
      ],
    },
    {
      heading: 'A round',
      lines: [
        'The judge turns up a green card.',
        ...placing,
        judgeSays,
        `Hands are refilled and the judge's seat passes ${ruleset.judge.passes}.`,
      ],
    },
  ];
}
