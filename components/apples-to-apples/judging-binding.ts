/** How <apples-to-apples> binds the judging engine and its computer players to the shared session. */
import { judgingEngine, type JudgingAction, type JudgingState, type JudgingView } from '../../src/engine/judging/index.js';
import { judgingFamily } from '../../src/bots/judging/family.js';
import { compileJudging } from '../../src/rules/compile-judging.js';
import type { JudgeRuleset, Ruleset } from '../../src/rules/ruleset.js';
import type { FamilyBinding } from '../shared/family.js';
import { winnersWords } from '../shared/winners.js';

/** What closing the placing did, in words that make the player-count rule visible, or ''. */
export function closingWords(before: JudgingState, after: JudgingState, names: readonly string[]): string {
  if (before.phase !== 'placing' || after.phase === 'placing') return '';
  const { firstJudged, lastReturns } = before.numbers;
  const parts: string[] = [];
  if (firstJudged !== null && after.placed.length >= firstJudged) parts.push(`${firstJudged} cards are down: placing is closed, only the first ${firstJudged} are judged.`);
  const back = after.returned ?? after.history.at(-1)?.returned ?? null;
  if (lastReturns && back) parts.push(`The last card placed returns unjudged to ${names[back.player] ?? ''}.`);
  return parts.join(' ');
}

/** How one kind of action is said, from the seat names and the state after it ('' for nothing to say). */
type Sentence<A extends JudgingAction> = (action: A, name: (seat: number) => string, after: JudgingState) => string;

/** What each kind of action says; shuffles say nothing. */
const sentences: { readonly [K in JudgingAction['kind']]?: Sentence<Extract<JudgingAction, { kind: K }>> } = {
  'first-judge': (action, name) => `${name(action.judge)} is the first judge.`,
  turn: (action, name, after) => `${name(after.judge)}, the judge, turns the green card "${after.cards.green[action.card]?.text ?? ''}".`,
  place: (action, name) => `${name(action.player)} places a red card face down.`,
  done: (action, name) => `${name(action.player)} is done placing.`,
  reveal: (action) => `The judge sees ${action.order.length} red cards, shuffled, without their owners.`,
  choose: (action, name, after) => {
    const round = after.history.at(-1);
    return round?.winner ? `${name(action.player)} chooses "${after.cards.red[action.card]?.text ?? ''}": ${name(round.winner.player)}'s card wins "${after.cards.green[round.green]?.text ?? ''}".` : '';
  },
};

/** The judging family, bound for the shared session. */
export const judgingBinding: FamilyBinding<JudgeRuleset, JudgingState, JudgingAction, JudgingView> = {
  family: 'judging',
  compile: compileJudging,
  engine: judgingEngine,
  defaultRuleset: 'apples-to-apples.rules',
  botNames: Object.keys(judgingFamily.bots),
  defaultBot: 'reader',
  makeBot: (name, ruleset, _seat, seed) => (judgingFamily.bots[name] ?? judgingFamily.bots.reader!).create(ruleset, seed),
  replayUnits: { small: 'round', large: 'round', count: (view) => ({ small: view.history.length, large: view.history.length }) },
  accepts: (ruleset: Ruleset): ruleset is JudgeRuleset => ruleset.family === 'judging',
  actor: (action) => ('player' in action ? action.player : null),
  // Placing is simultaneous: the order that decides which cards are judged is drawn, never raced.
  fairLaps: true,
  announce(_ruleset, before, after, action, names) {
    const name = (seat: number): string => names[seat] ?? `Seat ${seat + 1}`;
    const say = sentences[action.kind] as Sentence<JudgingAction> | undefined;
    const parts = [say?.(action, name, after) ?? '', closingWords(before, after, names)];
    if (after.phase === 'over' && before.phase !== 'over') {
      const won = after.won.flatMap((w, p) => (w.length >= after.numbers.goal ? [name(p)] : []));
      parts.push(`Game over: ${winnersWords(won)} with ${after.numbers.goal} green cards.`);
    }
    return parts.filter(Boolean).join(' ');
  },
  handEnded(_ruleset, before, after) {
    if (after.history.length <= before.history.length) return null;
    const sheets = judgingEngine.explain(after);
    return { sheets, totals: sheets.map((s) => s.total) };
  },
};
