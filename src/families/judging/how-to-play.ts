/** "How to play" a judging ruleset (Apples to Apples), in plain words made from its compiled data, in any language. */
import { byPlayersInWords } from '../../core/rules/facts.js';
import { playersSection, type HowToPlaySection } from '../../core/rules/how-to-play.js';
import type { OptionValues } from '../../core/rules/ruleset.js';
import type { RulesetTexts } from '../../core/rules/ruleset-texts.js';
import { englishJudgingPhrases } from './phrases/en.js';
import type { JudgingPhrases } from './phrases/phrases.js';
import type { JudgingRuleset } from './ruleset.js';

/**
 * The sections of a judging ruleset's "How to play": goal, players, decks, a round; in the
 * phrasebook's language (English by default), house rules described as `texts` gives them.
 * Which sentences appear is decided here, once; the phrasebook only says them.
 */
export function judgingHowToPlay(
  ruleset: JudgingRuleset,
  options: OptionValues,
  phrases: JudgingPhrases = englishJudgingPhrases(),
  texts?: RulesetTexts,
): readonly HowToPlaySection[] {
  const { words, rules: say } = phrases;
  const worst = new Set<boolean>();
  for (let players = ruleset.players.min; players <= ruleset.players.max; players++)
    worst.add(ruleset.judgeChoosesWorst.evaluate({ options, players }));
  const choice = worst.size > 1 ? { worstWhen: phrases.rule(ruleset.judgeChoosesWorst) } : worst.has(true) ? 'worst' : 'best';
  const placing = ruleset.placing.map((rule) => {
    const min = phrases.rule(rule.minEach);
    const max = phrases.rule(rule.maxEach);
    const count = min === max ? min : words.fill(words.rules.range, { min, max });
    return say.placing(
      words.range(rule.players.min, rule.players.max),
      count,
      rule.lastReturns,
      rule.firstJudged ? phrases.rule(rule.firstJudged) : null,
    );
  });
  return [
    { heading: say.headings.goal, lines: [say.goal(byPlayersInWords(ruleset.goal, ruleset, options, words))] },
    playersSection(ruleset, [], words, texts ? (name, d) => texts.option(name, d) : undefined),
    {
      heading: say.headings.decks,
      lines: [
        say.greenDeck(ruleset.green.cards.length),
        say.redDeck(ruleset.red.cards.length, byPlayersInWords(ruleset.handSize, ruleset, options, words)),
      ],
    },
    { heading: say.headings.round, lines: [say.turnGreen, ...placing, say.judge(choice), say.refill(ruleset.judge.passes)] },
  ];
}
