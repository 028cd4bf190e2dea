/**
 * `pomona score RULESET --orchard LAYOUT.json [--json]` for the drafting family: each batch's
 * points with the ruleset's derivation, the placement rules the layout breaks, and the total.
 */
import { quoteArg } from '../../core/command.js';
import { readJsonFile } from '../../core/json-file.js';
import { resolve } from 'node:path';
import type { DraftingRuleset } from './ruleset.js';
import { resolveOptions } from '../../core/rules/options.js';
import { scoreLayout, type LayoutReport } from './engine/layout.js';
import type { CliIo } from '../../core/command.js';
import { EXIT_INPUT, EXIT_OK, EXIT_USAGE } from '../../core/command.js';
import { itemAt } from '../../core/cards/checked.js';
import { SCORE_DRAFTING_USAGE } from './descriptor.js';
import { fromLines, totalText, withResult } from '../../core/rules/derivation.js';

/** The report as text: one block per batch, then violations and the total. */
export function formatLayoutReport(report: LayoutReport): string {
  const lines: string[] = [];
  const width = Math.max(...report.batches.map((b) => b.batch.length));
  for (const b of report.batches) lines.push(`${b.batch.padEnd(width)}  ${String(b.points).padStart(4)}   ${b.explanation}`);
  lines.push('');
  if (report.violations.length === 0) lines.push('Placement rules: every card is allowed where it lies.');
  else {
    lines.push(`Placement rules broken (${report.violations.length}):`);
    for (const v of report.violations) lines.push(`  ${v.batch}, card ${v.position} ${v.card}: ${v.message}`);
  }
  lines.push(`Total: ${report.total}`);
  return `${lines.join('\n')}\n`;
}

/** The report as the studio's explainer derives it: each batch's points with the line of its score rule, then the total. */
export function explainedLayoutReport(ruleset: DraftingRuleset, report: LayoutReport): string {
  const lines: string[] = [];
  for (const b of report.batches) {
    lines.push(`${b.batch}: ${withResult(b.explanation, b.points)}`);
    const source = ruleset.batches.find((batch) => batch.name === b.batch)?.scoreSource;
    if (source) lines.push(`  ${fromLines([source], ruleset.files[0])}`);
  }
  for (const v of report.violations) lines.push(`breaks a placing rule: ${v.batch}, card ${v.position} ${v.card}: ${v.message}`);
  lines.push(
    `Total: ${totalText(
      report.batches.map((b) => b.points),
      report.total,
    )}`,
  );
  return `${lines.join('\n')}\n`;
}

/** Run the drafting scorer on already-loaded rules; `args` are the words after RULESET. */
export function scoreDrafting(ruleset: DraftingRuleset, args: readonly string[], io: CliIo): number {
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
      io.stderr(`pomona score: unexpected argument '${quoteArg(arg)}'\nusage: ${SCORE_DRAFTING_USAGE}\n`);
      return EXIT_USAGE;
    }
  }
  if (!layoutPath) {
    io.stderr(`pomona score: ${ruleset.name} needs a layout: --orchard LAYOUT.json\nusage: ${SCORE_DRAFTING_USAGE}\n`);
    return EXIT_USAGE;
  }
  // The same guards as every JSON file a user names: a regular file, bounded, UTF-8, shallow.
  const read = readJsonFile(resolve(io.cwd, layoutPath));
  if (!read.ok) {
    io.stderr(`pomona score: cannot read ${quoteArg(layoutPath, 120)}: ${read.message}\n`);
    return EXIT_INPUT;
  }
  const layout = read.value;
  const options = resolveOptions(ruleset, {});
  if (!options.ok) {
    io.stderr(`pomona score: ${options.message}\n`);
    return EXIT_INPUT;
  }
  const scored = scoreLayout(ruleset, layout, options.options);
  if (!scored.ok) {
    io.stderr(`pomona score: ${layoutPath}: ${scored.message}\n`);
    return EXIT_INPUT;
  }
  io.stdout(
    json
      ? `${JSON.stringify(scored.report, null, 2)}\n`
      : explain
        ? explainedLayoutReport(ruleset, scored.report)
        : formatLayoutReport(scored.report),
  );
  return EXIT_OK;
}
