/** Compile a judging ruleset (Apples to Apples): word decks, hands, placing rules, the win table. */
import type { Expr, Text } from './ast.js';
import type { CompileContext } from './compile-context.js';
import { parseDeckFile, parseTagVocabulary } from './deck-file.js';
import { diagnosticOnLine } from './diagnostic.js';
import { resolveRelative } from './paths.js';
import type { BaseContext, JudgeRuleset, PlacingRule, WordCard, WordDeck } from './ruleset.js';

/** Reads a file by path; undefined if there is none. */
export type ReadFile = (path: string) => string | undefined;

function loadWordDeck(cx: CompileContext, read: ReadFile, name: string, statementFile: string, files: readonly Text[], vocabularies: Map<string, string[]>): WordDeck | null {
  const cards: WordCard[] = [];
  const paths: string[] = [];
  const seen = new Map<string, string>();
  for (const fileNode of files) {
    const path = resolveRelative(statementFile, fileNode.value);
    if (paths.includes(path)) {
      cx.error(statementFile, fileNode.loc, 'duplicate', `'${fileNode.value}' is listed twice for the ${name} deck`);
      continue;
    }
    let text: string | undefined;
    try {
      text = read(path);
    } catch {
      text = undefined;
    }
    if (text === undefined) {
      cx.error(statementFile, fileNode.loc, 'missing-file', `cannot read the deck file '${fileNode.value}'`);
      continue;
    }
    paths.push(path);
    // First pass without a vocabulary, to learn which vocabulary the file names.
    const header = parseDeckFile(text, path, null);
    let vocabulary: string[] | null = null;
    if (header.tagsFile) {
      const vocabPath = resolveRelative(path, header.tagsFile);
      vocabulary = vocabularies.get(vocabPath) ?? null;
      if (!vocabulary) {
        const vocabText = read(vocabPath);
        if (vocabText === undefined) cx.missing(`cannot read the tag vocabulary '${header.tagsFile}' named by ${path}`);
        else {
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
      cx.error(statementFile, fileNode.loc, 'wrong-deck', `'${fileNode.value}' holds ${parsed.kind} cards, but it is listed for the ${name} deck`);
    }
    for (const card of parsed.cards) {
      const key = card.text.toLowerCase();
      const earlier = seen.get(key);
      if (earlier) {
        cx.diagnostics.push(diagnosticOnLine(card.file, card.line, 1, card.text.length, 'duplicate', `duplicate card '${card.text}' (also in ${earlier})`));
        continue;
      }
      seen.set(key, `${card.file}:${card.line}`);
      cards.push(card);
    }
  }
  return { kind: 'words', name, files: paths, cards };
}

/** Compile the judging parts of a merged ruleset, or return null with errors reported. */
export function compileJudging(cx: CompileContext, base: { name: string; players: { min: number; max: number }; files: string[] }, read: ReadFile): JudgeRuleset | null {
  cx.rejectForeign('judging', ['deck-words', 'hand', 'rotation', 'placing', 'goal-table']);
  const vocabularies = new Map<string, string[]>();
  const decks = new Map<string, WordDeck>();
  for (const { file, node } of cx.merged.decks.values()) {
    if (node.kind !== 'deck-words') continue;
    if (node.name.text !== 'green' && node.name.text !== 'red') {
      cx.error(file, node.name.loc, 'unknown-name', `a judging game has a 'green' deck and a 'red' deck, not '${node.name.text}'`);
      continue;
    }
    const deck = loadWordDeck(cx, read, node.name.text, file, node.files, vocabularies);
    if (deck) decks.set(node.name.text, deck);
  }
  for (const needed of ['green', 'red']) {
    if (!cx.merged.decks.has(needed)) cx.missing(`a judging game needs a ${needed} deck: deck ${needed} from "decks/${needed}.cards"`);
  }
  const handAt = cx.single('hand', 'a judging game needs a hand size: hand 7 red cards');
  if (handAt && handAt.node.deck.text !== 'red') cx.error(handAt.file, handAt.node.deck.loc, 'unknown-name', `hands hold red cards, not '${handAt.node.deck.text}' cards`);
  const handSize = handAt ? cx.expression<BaseContext, number>(handAt.file, handAt.node.size, 'base', 'number') : null;
  const passes = cx.rotation('judge', 'a judging game needs a judge: judge from seed, passes left') ?? 'left';

  const placingAt = cx.single('placing', 'a judging game needs placing rules: placing { players 6..10: each plays 1, ... }');
  const placing: PlacingRule[] = [];
  if (placingAt) {
    const owner = new Map<number, number>();
    for (const rule of placingAt.node.rules) {
      const players = cx.range(placingAt.file, rule.players, 'a player count', 1, 100);
      const count = (expr: Expr) => cx.expression<BaseContext, number>(placingAt.file, expr, 'base', 'number');
      const minEach = count(rule.min);
      const maxEach = count(rule.max);
      const firstJudged = rule.firstJudged ? count(rule.firstJudged) : null;
      if (!players || !minEach || !maxEach || (rule.firstJudged && !firstJudged)) continue;
      for (let n = players.min; n <= players.max; n++) {
        if (owner.has(n)) cx.error(placingAt.file, rule.players.loc, 'overlap', `${n} players are covered by two placing rules (also at line ${owner.get(n)})`);
        owner.set(n, rule.players.loc.start.line);
      }
      if (rule.lastReturns && firstJudged) cx.error(placingAt.file, rule.loc, 'conflict', "a placing rule cannot both return the last card and judge only the first cards");
      placing.push({ players, minEach, maxEach, lastReturns: rule.lastReturns, firstJudged });
    }
    const uncovered: number[] = [];
    for (let n = base.players.min; n <= base.players.max; n++) if (!owner.has(n)) uncovered.push(n);
    if (uncovered.length) cx.error(placingAt.file, placingAt.node.loc, 'table-gap', `the placing rules do not cover ${uncovered.join(', ')} players, but the game is for ${base.players.min}..${base.players.max}`);
  }

  const goalAt = cx.single('goal-table', 'a judging game needs a goal: goal green cards by players { 4: 8 | ... }');
  if (goalAt && goalAt.node.counted.text !== 'green') cx.error(goalAt.file, goalAt.node.counted.loc, 'unknown-name', `the goal counts green cards won, not '${goalAt.node.counted.text}' cards`);
  const goal = goalAt ? cx.table(goalAt.file, goalAt.node.table, 'the win table', base.players) : null;

  const green = decks.get('green');
  const red = decks.get('red');
  const options = Object.fromEntries(cx.options.map((o) => [o.name, o.default]));
  if (red && handSize && !cx.hasErrors()) {
    const ctx = { options, players: base.players.max };
    const need = handSize.evaluate(ctx) * base.players.max;
    if (red.cards.length < need) cx.missing(`the red deck has ${red.cards.length} cards, but ${base.players.max} players with hands of ${handSize.evaluate(ctx)} need at least ${need}`);
  }
  if (green && green.cards.length === 0) cx.missing('the green deck has no cards');
  // Hands and placing counts may depend on options: check them for every player count at the defaults.
  if (handSize && !cx.hasErrors()) {
    for (let players = base.players.min; players <= base.players.max; players++) {
      const ctx = { options, players };
      const hand = handSize.evaluate(ctx);
      if (hand < 1 && handAt) {
        cx.error(handAt.file, handAt.node.size.loc, 'out-of-range', `a hand must hold at least 1 card, but this gives ${hand} with ${players} players`);
        break;
      }
      const rule = placing.find((p) => players >= p.players.min && players <= p.players.max);
      const rangeAt = placingAt?.node.rules.find((r) => players >= r.players.min.value && players <= r.players.max.value);
      if (rule && placingAt && rangeAt) {
        const min = rule.minEach.evaluate(ctx);
        const max = rule.maxEach.evaluate(ctx);
        if (min < 1 || max < min || max > hand) {
          cx.error(placingAt.file, rangeAt.loc, 'out-of-range', `each player must place from 1 to ${hand} cards, the fewest first, but this gives ${min}..${max} with ${players} players`);
          break;
        }
      }
    }
  }
  if (cx.hasErrors() || !green || !red || !handSize || !goal) return null;
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
  };
}
