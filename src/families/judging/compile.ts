/** Compile a judging ruleset (Apples to Apples): word decks, hands, placing rules, the win table. */
import type { Expr, Text } from '../../core/rules/ast.js';
import type { CompileContext } from '../../core/rules/compile-context.js';
import { parseDeckFile, parseTagVocabulary } from '../../core/rules/deck-file.js';
import { diagnosticOnLine, type DiagnosticCode } from '../../core/rules/diagnostic.js';
import { resolveRelative } from '../../core/rules/paths.js';
import { looksBinary, readSafely, refusalCode, refusalOf, shortName, type ReadFile } from '../../core/rules/source-text.js';
import type { BaseContext, CompiledExpr, WordCard, WordDeck } from '../../core/rules/ruleset.js';
import type { JudgingRuleset, PlacingRule } from './ruleset.js';
import { judgeChoiceExpr } from '../../core/rules/shipped-form.js';
import { say, type Said } from '../../core/i18n/diagnostics.js';
import { fileSays } from '../../core/rules/file-messages.js';
import { judgingSays } from './messages/say.js';

function loadWordDeck(
  cx: CompileContext,
  read: ReadFile,
  name: string,
  statementFile: string,
  files: readonly Text[],
  vocabularies: Map<string, string[]>,
): WordDeck | null {
  const cards: WordCard[] = [];
  const paths: string[] = [];
  const seen = new Map<string, string>();
  for (const fileNode of files) {
    const path = resolveRelative(statementFile, fileNode.value);
    if (paths.includes(path)) {
      cx.error(statementFile, fileNode.loc, 'duplicate', judgingSays('deck-file-twice', { file: fileNode.value, deck: name }));
      continue;
    }
    // Only card files are read as cards, so no other file is ever quoted in a message.
    if (!fileNode.value.endsWith('.cards')) {
      cx.error(statementFile, fileNode.loc, 'not-a-deck', judgingSays('not-deck-file', { file: shortName(fileNode.value) }));
      continue;
    }
    const outcome = readSafely(read, path);
    const refused = refusalOf(outcome);
    if (refused !== null || (typeof outcome === 'string' && looksBinary(outcome))) {
      cx.error(
        statementFile,
        fileNode.loc,
        refusalCode(outcome, 'not-a-deck'),
        fileSays('deck-unusable', { file: shortName(fileNode.value), reason: refused ?? fileSays('not-text') }),
      );
      continue;
    }
    if (outcome === undefined) {
      cx.error(statementFile, fileNode.loc, 'missing-file', fileSays('deck-unreadable', { file: shortName(fileNode.value) }));
      continue;
    }
    const text = outcome as string;
    paths.push(path);
    // First pass without a vocabulary, to learn which vocabulary the file names.
    const header = parseDeckFile(text, path, null);
    let vocabulary: string[] | null = null;
    if (header.tagsFile) {
      const vocabPath = resolveRelative(path, header.tagsFile);
      vocabulary = vocabularies.get(vocabPath) ?? null;
      if (!vocabulary) {
        const vocabOutcome = header.tagsFile.endsWith('.txt')
          ? readSafely(read, vocabPath)
          : ({ refused: fileSays('vocabulary-not-txt'), code: 'not-a-vocabulary' } as const);
        const vocabRefused =
          refusalOf(vocabOutcome) ?? (typeof vocabOutcome === 'string' && looksBinary(vocabOutcome) ? fileSays('not-text') : null);
        const tagsLine = header.tagsLine;
        const report = (code: DiagnosticCode, message: Said): void => {
          cx.diagnostics.push(diagnosticOnLine(path, tagsLine, 1, 4, code, message));
        };
        if (vocabRefused !== null)
          report(
            refusalCode(vocabOutcome, 'not-a-vocabulary'),
            fileSays('vocabulary-unusable', { file: shortName(header.tagsFile), reason: vocabRefused }),
          );
        else if (vocabOutcome === undefined)
          report('missing-file', fileSays('vocabulary-unreadable', { file: shortName(header.tagsFile) }));
        else {
          const vocabText = vocabOutcome as string;
          const parsed = parseTagVocabulary(vocabText, vocabPath);
          cx.diagnostics.push(...parsed.diagnostics);
          vocabulary = parsed.tags;
          vocabularies.set(vocabPath, vocabulary);
        }
      }
    }
    const parsed = vocabulary ? parseDeckFile(text, path, vocabulary) : header;
    cx.diagnostics.push(...parsed.diagnostics);
    if (parsed.kind !== null && parsed.kind !== name) {
      cx.error(
        statementFile,
        fileNode.loc,
        'wrong-deck',
        judgingSays('wrong-deck', { file: fileNode.value, kind: parsed.kind, deck: name }),
      );
    }
    for (const card of parsed.cards) {
      const key = card.text.toLowerCase();
      const earlier = seen.get(key);
      if (earlier) {
        cx.diagnostics.push(
          diagnosticOnLine(card.file, card.line, 1, card.text.length, 'duplicate', judgingSays('card-twice', { card: card.text, earlier })),
        );
        continue;
      }
      seen.set(key, `${card.file}:${card.line}`);
      cards.push(card);
    }
  }
  return { kind: 'words', name, files: paths, cards };
}

/** Compile the judging parts of a merged ruleset, or return null with errors reported. */
export function compileJudging(
  cx: CompileContext,
  base: { name: string; players: { min: number; max: number }; files: string[] },
  read: ReadFile,
): JudgingRuleset | null {
  cx.rejectForeign('judging', ['deck-words', 'hand', 'rotation', 'placing', 'goal-table', 'judge-choice']);
  const vocabularies = new Map<string, string[]>();
  const decks = new Map<string, WordDeck>();
  for (const { file, node } of cx.merged.decks.values()) {
    if (node.kind !== 'deck-words') continue;
    if (node.name.text !== 'green' && node.name.text !== 'red') {
      cx.error(file, node.name.loc, 'unknown-name', judgingSays('green-or-red', { name: node.name.text }));
      continue;
    }
    const deck = loadWordDeck(cx, read, node.name.text, file, node.files, vocabularies);
    if (deck) decks.set(node.name.text, deck);
  }
  for (const needed of ['green', 'red']) {
    if (!cx.merged.decks.has(needed)) cx.missing(judgingSays('needs-deck', { deck: needed }));
  }
  const handAt = cx.single('hand', judgingSays('needs-hand'));
  if (handAt && handAt.node.deck.text !== 'red')
    cx.error(handAt.file, handAt.node.deck.loc, 'unknown-name', judgingSays('hand-not-red', { name: handAt.node.deck.text }));
  const handSize = handAt ? cx.expression(handAt.file, handAt.node.size, 'base', 'number') : null;
  const passes = cx.rotation('judge', judgingSays('needs-judge')) ?? 'left';

  const placingAt = cx.single('placing', judgingSays('needs-placing'));
  const placing: PlacingRule[] = [];
  if (placingAt) {
    const owner = new Map<number, number>();
    for (const rule of placingAt.node.rules) {
      const players = cx.range(placingAt.file, rule.players, say('what-player-count'), 1, 100);
      const count = (expr: Expr) => cx.expression(placingAt.file, expr, 'base', 'number');
      const minEach = count(rule.min);
      const maxEach = count(rule.max);
      const firstJudged = rule.firstJudged ? count(rule.firstJudged) : null;
      if (!players || !minEach || !maxEach || (rule.firstJudged && !firstJudged)) continue;
      for (let n = players.min; n <= players.max; n++) {
        if (owner.has(n))
          cx.error(placingAt.file, rule.players.loc, 'overlap', judgingSays('placing-overlap', { players: n, line: owner.get(n) ?? '' }));
        owner.set(n, rule.players.loc.start.line);
      }
      if (rule.lastReturns && firstJudged) cx.error(placingAt.file, rule.loc, 'conflict', judgingSays('placing-conflict'));
      placing.push({ players, minEach, maxEach, lastReturns: rule.lastReturns, firstJudged });
    }
    const uncovered: number[] = [];
    for (let n = base.players.min; n <= base.players.max; n++) if (!owner.has(n)) uncovered.push(n);
    if (uncovered.length)
      cx.error(
        placingAt.file,
        placingAt.node.loc,
        'table-gap',
        judgingSays('placing-gap', { uncovered: uncovered.join(', '), min: base.players.min, max: base.players.max }),
      );
  }

  const goalAt = cx.single('goal-table', judgingSays('needs-goal'));
  if (goalAt && goalAt.node.counted.text !== 'green')
    cx.error(goalAt.file, goalAt.node.counted.loc, 'unknown-name', judgingSays('goal-not-green', { name: goalAt.node.counted.text }));
  const goal = goalAt ? cx.table(goalAt.file, goalAt.node.table, say('what-win-table'), base.players) : null;
  const judgeChoosesWorst = compileJudgeChoice(cx);

  const green = decks.get('green');
  const red = decks.get('red');
  const greenAt = cx.merged.decks.get('green');
  const redAt = cx.merged.decks.get('red');
  // Of a number and the deck it needs, the one stated in the nearer file is the one the house changed.
  const nearer = (a: string, b: string): boolean => base.files.indexOf(a) <= base.files.indexOf(b);
  if (green && green.cards.length === 0 && greenAt)
    cx.error(greenAt.file, greenAt.node.name.loc, 'out-of-range', judgingSays('green-empty'));
  // Every player count the game allows, and every sampled option setting, must be playable.
  if (handSize && handAt && !cx.hasErrors()) {
    cx.everyTable((ctx) => {
      const hand = handSize.evaluate(ctx);
      const setting = cx.tableSetting(ctx);
      if (hand < 1) {
        cx.error(handAt.file, handAt.node.size.loc, 'out-of-range', judgingSays('hand-empty', { hand, setting }));
        return true;
      }
      const need = hand * ctx.players;
      if (red && redAt && red.cards.length < need) {
        const message = judgingSays('red-too-few', { players: ctx.players, hand, need, has: red.cards.length });
        if (nearer(handAt.file, redAt.file)) cx.error(handAt.file, handAt.node.size.loc, 'out-of-range', message);
        else cx.error(redAt.file, redAt.node.name.loc, 'out-of-range', message);
        return true;
      }
      const rule = placing.find((p) => ctx.players >= p.players.min && ctx.players <= p.players.max);
      const rangeAt = placingAt?.node.rules.find((r) => ctx.players >= r.players.min.value && ctx.players <= r.players.max.value);
      if (rule && placingAt && rangeAt) {
        const min = rule.minEach.evaluate(ctx);
        const max = rule.maxEach.evaluate(ctx);
        if (min < 1 || max < min || max > hand) {
          cx.error(placingAt.file, rangeAt.loc, 'out-of-range', judgingSays('place-range', { hand, min, max, setting }));
          return true;
        }
        const first = rule.firstJudged?.evaluate(ctx);
        if (first !== undefined && first < 1 && rangeAt.firstJudged) {
          cx.error(placingAt.file, rangeAt.firstJudged.loc, 'out-of-range', judgingSays('first-judged', { first, setting }));
          return true;
        }
      }
      return false;
    });
  }
  if (goal && goalAt && !cx.hasErrors()) {
    cx.everyTable((ctx) => {
      const wins = goal.evaluate(ctx);
      const row = goalAt.node.table.entries.find((e) => ctx.players >= e.range.min.value && ctx.players <= e.range.max.value);
      const loc = row?.value.loc ?? goalAt.node.loc;
      if (wins < 1) {
        cx.error(goalAt.file, loc, 'out-of-range', judgingSays('goal-positive', { wins, setting: cx.tableSetting(ctx) }));
        return true;
      }
      // The game must be able to end: every seat may win goal - 1 greens before one reaches the goal.
      const need = ctx.players * (wins - 1) + 1;
      if (green && greenAt && green.cards.length < need) {
        const message = judgingSays('green-too-few', { players: ctx.players, wins, need, less: wins - 1, has: green.cards.length });
        if (nearer(goalAt.file, greenAt.file)) cx.error(goalAt.file, loc, 'out-of-range', message);
        else cx.error(greenAt.file, greenAt.node.name.loc, 'out-of-range', message);
        return true;
      }
      return false;
    });
  }
  if (cx.hasErrors() || !green || !red || !handSize || !goal || !judgeChoosesWorst) return null;
  const tags = [...new Set([...vocabularies.values()].flat())];
  return {
    ...base,
    family: 'judging',
    options: cx.options,
    green,
    red,
    tags,
    handSize,
    judge: { first: 'seed', passes },
    placing,
    goal,
    judgeChoosesWorst,
  };
}

/**
 * `judge chooses the worst match` (Crab Apples), maybe `if` a condition (then the best match
 * otherwise): whether the judge picks the worst match, for a table. Without the statement, the best.
 */
function compileJudgeChoice(cx: CompileContext): CompiledExpr<BaseContext, boolean> | null {
  const at = cx.single('judge-choice');
  const worst = at?.node.worst ?? false;
  const when = at?.node.when ? cx.expression(at.file, at.node.when, 'base', 'bool') : null;
  if (at?.node.when && !when) return null;
  const compiled = judgeChoiceExpr(worst, when);
  cx.recipes.set(compiled, { via: 'judge-choice', worst, when: when ? (cx.recipes.get(when) ?? null) : null });
  return compiled;
}
