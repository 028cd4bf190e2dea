/**
 * `pomona score RULESET --orchard LAYOUT.json [--explain] [--json]` for the drafting family:
 * each batch's points with the ruleset's derivation, the placements the batches' rules refuse
 * (errors at their cards' lines in the layout file), and the total.
 */
import { quoteArg, sayTo, terminalColumns, unexpected, usage } from '../../core/command.js';
import { jsonFileSays } from '../../core/json-file-messages.js';
import { rulesetTexts } from '../../core/rules/ruleset-texts.js';
import { DRAFTING_SCORE_SAYS } from './cli-texts.js';
import { readJsonFile } from '../../core/json-file.js';
import { resolve } from 'node:path';
import type { DraftingRuleset } from './ruleset.js';
import { resolveOptions } from '../../core/rules/options.js';
import { scoreLayout, type LayoutReport, type LayoutViolation } from './engine/layout.js';
import type { CliIo } from '../../core/command.js';
import { EXIT_INPUT, EXIT_OK, EXIT_USAGE } from '../../core/command.js';
import { itemAt } from '../../core/cards/checked.js';
import { SCORE_DRAFTING_USAGE } from './descriptor.js';
import { derivationLines, ENGLISH_DERIVATION, type Derivation, type DerivationWords } from '../../core/rules/derivation.js';
import { jsonPosition, type JsonStep } from '../../core/json-position.js';
import { brokenRule, brokenRuleIn, layoutDerivation, spokenIn, type Spoken } from './explain-position.js';

/** A problem at a place in the layout file: `FILE:LINE:COL: error: MESSAGE`, as `pomona check` prints one (`error` in the reader's language). */
function errorAt(file: string, text: string, at: readonly JsonStep[], message: string, error = 'error'): string {
  const { line, column } = jsonPosition(text, at);
  return `${file}:${line}:${column}: ${error}: ${message}`;
}

/** Each placement the batches' rules refuse, as an error at its card in the layout file (said as `say` says them). */
function violationErrors(report: LayoutReport, file: string, text: string, say: Say): string[] {
  return report.violations.map((v) => errorAt(file, text, [v.batch, v.position - 1], say.broken(v), say.error));
}

/** How the report is said: in English, or in the ruleset's words for the reader's language. */
interface Say {
  readonly batch: (name: string) => string;
  readonly broken: (v: LayoutViolation) => string;
  readonly error: string;
  readonly noneBroken: string;
  readonly derivation: DerivationWords;
}

/** The report's words in the reader's language when the command and the ruleset speak it; English otherwise. */
function sayIn(ruleset: DraftingRuleset, io: CliIo): { say: Say; spoken: Spoken | null } {
  const spoken = io.speech ? spokenIn(ruleset, io.speech.position) : null;
  if (!spoken || !io.speech)
    return {
      spoken: null,
      say: { batch: (name) => name, broken: brokenRule, error: 'error', noneBroken: ENGLISH_NONE_BROKEN, derivation: ENGLISH_DERIVATION },
    };
  return {
    spoken,
    say: {
      batch: (name) => spoken.texts.batch(name),
      broken: (v) => brokenRuleIn(ruleset, v, spoken),
      error: io.speech.error,
      noneBroken: io.speech.noneBroken,
      derivation: io.speech.derivation,
    },
  };
}

const ENGLISH_NONE_BROKEN = 'Placement rules: every card is allowed where it lies.';

/** The report as text: one line per batch, then the placements refused (as errors at their cards) and the total. */
export function formatLayoutReport(
  report: LayoutReport,
  errors: readonly string[],
  say?: Pick<Say, 'batch' | 'noneBroken' | 'derivation'>,
): string {
  const lines: string[] = [];
  const names = report.batches.map((b) => say?.batch(b.batch) ?? b.batch);
  const width = Math.max(...names.map(terminalColumns));
  report.batches.forEach((b, i) => {
    const name = names[i] ?? b.batch;
    lines.push(`${name}${' '.repeat(width - terminalColumns(name))}  ${String(b.points).padStart(4)}   ${b.explanation}`);
  });
  lines.push('');
  if (errors.length === 0) lines.push(say?.noneBroken ?? ENGLISH_NONE_BROKEN);
  else lines.push(...errors);
  lines.push((say?.derivation ?? ENGLISH_DERIVATION).total(String(report.total)));
  return `${lines.join('\n')}\n`;
}

/** The derivation as the studio's explainer shows it: each batch's points, cards and score rule, the refused placements, then the total. */
function explainedLayout(derivation: Derivation, entry: string, errors: readonly string[], words: DerivationWords): string {
  const lines = derivationLines({ ...derivation, broken: [] }, entry, words);
  lines.splice(lines.length - 1, 0, ...errors);
  return `${lines.join('\n')}\n`;
}

/** Run the drafting scorer on already-loaded rules; `args` are the words after RULESET. */
export function scoreDrafting(ruleset: DraftingRuleset, args: readonly string[], io: CliIo): number {
  const says = DRAFTING_SCORE_SAYS[io.language ?? 'en'];
  let layoutPath: string | undefined;
  let json = false;
  let explain = false;
  for (let i = 0; i < args.length; i++) {
    const arg = itemAt(args, i);
    if (arg === '--json') json = true;
    else if (arg === '--explain') explain = true;
    else if (arg === '--orchard') layoutPath = args[++i];
    else if (arg.startsWith('--orchard=')) layoutPath = arg.slice('--orchard='.length);
    else {
      io.stderr(`pomona score: ${unexpected(io, quoteArg(arg))}\n${usage(io, SCORE_DRAFTING_USAGE)}\n`);
      return EXIT_USAGE;
    }
  }
  if (!layoutPath) {
    const game = rulesetTexts(ruleset, [io.language ?? 'en']).game();
    io.stderr(`pomona score: ${says.needsLayout(game)}\n${usage(io, SCORE_DRAFTING_USAGE)}\n`);
    return EXIT_USAGE;
  }
  // The same guards as every JSON file a user names: a regular file, bounded, UTF-8, shallow.
  const read = readJsonFile(resolve(io.cwd, layoutPath));
  if (!read.ok) {
    io.stderr(`pomona score: ${sayTo(io, jsonFileSays('cannot-read-named', { file: quoteArg(layoutPath, 120), reason: read.said }))}\n`);
    return EXIT_INPUT;
  }
  const layout = read.value;
  const options = resolveOptions(ruleset, {});
  if (!options.ok) {
    io.stderr(`pomona score: ${options.message}\n`);
    return EXIT_INPUT;
  }
  const shownPath = quoteArg(layoutPath, 120);
  // --json stays the same in every language: the engine's English, and stable codes.
  const { say, spoken } = sayIn(ruleset, json ? { ...io, speech: undefined } : io);
  const scored = scoreLayout(ruleset, layout, options.options, ruleset.players.min, spoken?.explain);
  if (!scored.ok) {
    io.stderr(`${errorAt(shownPath, read.text, scored.at, sayTo(io, scored.said), say.error)}\n`);
    return EXIT_INPUT;
  }
  const { report } = scored;
  const errors = violationErrors(report, shownPath, read.text, say);
  if (json && explain) io.stdout(`${JSON.stringify(layoutDerivation(ruleset, layout as Record<string, unknown>, report), null, 2)}\n`);
  else if (json) {
    const violations = report.violations.map((v) => ({ ...v, ...jsonPosition(read.text, [v.batch, v.position - 1]) }));
    io.stdout(`${JSON.stringify({ ...report, violations }, null, 2)}\n`);
  } else if (explain)
    io.stdout(
      explainedLayout(
        layoutDerivation(ruleset, layout as Record<string, unknown>, report, spoken),
        ruleset.files[0] ?? '',
        errors,
        say.derivation,
      ),
    );
  else io.stdout(formatLayoutReport(report, errors, say));
  // A layout with a card where its batch's rules refuse it is not an orchard a game can reach.
  return errors.length > 0 ? EXIT_INPUT : EXIT_OK;
}
