/**
 * `pomona replay RULESET FILE [--json]`: apply a scenario (or a saved game) action by action,
 * saying for each whether it was accepted or why it was refused, then show the final state.
 * Generic over the family registry. The scenario format is in docs/apples.md.
 */
import { quoteArg } from '../core/command.js';
import { resolve } from 'node:path';
import { familyDescriptor } from '../core/registry.js';
import type { GameEvent } from '../core/game/game.js';
import { checkSavedGame, toSavedGame } from '../core/game/saved.js';
import { readJsonFile } from '../core/json-file.js';
import { SOURCE_LANGUAGE, type LanguageTag } from '../core/i18n/languages.js';
import { argProblemText, cliTexts, helpFigures } from './texts/texts.js';
import { shortName } from '../core/rules/source-text.js';
import { resolveOptions } from '../core/rules/options.js';
import { loadRulesetArg, parseArgs } from './args.js';
import type { CliIo, Command } from '../core/command.js';
import { EXIT_INPUT, EXIT_OK, EXIT_USAGE } from '../core/command.js';
import { itemAt } from '../core/cards/checked.js';
import { TableDriver } from '../core/table/table-driver.js';

/** One step of a replay. */
export interface ReplayStep {
  /** 1-based position in the scenario's list, or null for a chance event drawn from the seed. */
  readonly index: number | null;
  readonly action: unknown;
  readonly description: string;
  readonly accepted: boolean;
  readonly error?: { readonly code: string; readonly message: string };
  /** What the action did (the family's events, each with its sentence), when it was accepted. */
  readonly events?: readonly { readonly kind: string; readonly text: string }[];
}

/** The `--help` text in `language`. */
const help = (language: LanguageTag): string => cliTexts(language).replayHelp(helpFigures());

/** Run \`pomona replay ARGS\`. */
export function runReplay(args: readonly string[], io: CliIo): number {
  const words = cliTexts(io.language).usage;
  const parsed = parseArgs(args, { flags: ['json'], values: [] });
  if (!parsed.ok) return usage(io, argProblemText(cliTexts(io.language), parsed.problem));
  const { positional, flags } = parsed.args;
  if (positional.length !== 2)
    return usage(io, positional.length < 2 ? words.nameScenario : words.unexpectedArgument(quoteArg(positional[2] ?? '')));
  const ruleset = loadRulesetArg(io, 'replay', itemAt(positional, 0));
  if (!ruleset) return EXIT_INPUT;
  const entry = familyDescriptor(ruleset.family);
  if (!entry) return inputError(io, `the ${ruleset.family} family has no engine registered`);
  const file = itemAt(positional, 1);
  const shown = quoteArg(file, 120);
  const read = readJsonFile(resolve(io.cwd, file));
  if (!read.ok) return inputError(io, `cannot read ${shown}: ${read.message}`);
  const scenario = readScenario(read.value, ruleset.family, ruleset.name);
  if (typeof scenario === 'string') return inputError(io, `${shown}: ${scenario}`);
  // Built by concatenation, not by spreading the list into push: a spread of 200,000 actions
  // passes 200,000 arguments, more than the call stack holds.
  const given: unknown[] = [];
  if (scenario.dealer !== undefined) given.push({ kind: 'first-dealer', dealer: scenario.dealer });
  if (scenario.hands !== undefined) given.push({ kind: 'deal', hands: scenario.hands });
  const actions = given.concat(scenario.actions);
  const parsedActions: unknown[] = [];
  for (let i = 0; i < actions.length; i++) {
    const p = entry.parseAction(ruleset, actions[i]);
    if (!p.ok) return inputError(io, `${shown}: action ${i + 1}: ${shortName(p.message, 300)}`);
    parsedActions.push(p.action);
  }
  const started = TableDriver.start(
    entry.engine,
    ruleset,
    { players: scenario.players, seed: scenario.seed, options: scenario.options },
    { inPlace: true },
  );
  if (!started.ok) return inputError(io, `${shown}: ${started.error.message}`);
  const table = started.driver;
  const state = table.state;
  const steps: ReplayStep[] = [];
  const said = (events: readonly GameEvent[]): ReplayStep['events'] =>
    entry.describeEvent ? events.map((e) => ({ ...e, text: entry.describeEvent?.(ruleset, e) ?? '' })) : undefined;
  /** Draw and apply the next chance event from the seed. */
  const drawChance = (): void => {
    const drawn = table.chance();
    if (!drawn) return;
    steps.push({
      index: null,
      action: entry.actionToJSON(ruleset, drawn.action),
      description: entry.describeAction(ruleset, drawn.action),
      accepted: true,
      events: said(drawn.events),
    });
  };
  parsedActions.forEach((action, i) => {
    // Draw the chance events the scenario leaves out, up to its next player action.
    while (!entry.isChanceAction(action) && table.toAct().kind === 'chance') drawChance();
    let done = table.applyAction(action);
    // A chance outcome given for a later chance event (a deal without a first dealer): draw the earlier ones.
    for (
      let k = 0;
      !done.ok && done.error.code === 'wrong-phase' && entry.isChanceAction(action) && table.toAct().kind === 'chance' && k < 4;
      k++
    ) {
      drawChance();
      done = table.applyAction(action);
    }
    const step: ReplayStep = {
      index: i + 1,
      action: entry.actionToJSON(ruleset, action),
      description: entry.describeAction(ruleset, action),
      accepted: done.ok,
    };
    steps.push(
      done.ok ? { ...step, events: said(done.events) } : { ...step, error: { code: done.error.code, message: done.error.message } },
    );
  });
  if (flags.has('json')) {
    // The game as the elements save it (the one saved-game format): <apples-table> and the others load it.
    const options = resolveOptions(ruleset, scenario.options);
    const save = options.ok ? toSavedGame(entry.engine, ruleset, { ...scenario, options: options.options }, state) : null;
    io.stdout(`${JSON.stringify({ ruleset: ruleset.name, family: ruleset.family, steps, final: entry.summary(state), save }, null, 2)}\n`);
  } else {
    const lines = steps.map((s) => {
      const at = s.index === null ? '(chance)' : `${String(s.index).padStart(3)}.`;
      const head = `${at} ${s.description}: ${s.accepted ? 'accepted' : `refused (${s.error?.code}): ${s.error?.message}`}`;
      return [head, ...(s.events ?? []).map((e) => `       ${e.text}`)].join('\n');
    });
    io.stdout(`${[...lines, '', ...entry.summaryText(state)].join('\n')}\n`);
  }
  return EXIT_OK;
}

interface Scenario {
  readonly players: number;
  readonly seed: number | string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly dealer?: unknown;
  readonly hands?: unknown;
  readonly actions: readonly unknown[];
}

/**
 * A scenario or saved game read from JSON, or what is wrong with it. A saved game is checked as
 * the elements check one: a save of another family, other rules or another version is refused.
 */
function readScenario(json: unknown, family: string, rulesetName: string): Scenario | string {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'a scenario is a JSON object';
  const o = json as Record<string, unknown>;
  if (o['format'] !== undefined || o['log'] !== undefined) {
    const checked = checkSavedGame(json, family, rulesetName);
    if (!checked.ok) return checked.reason;
    const { setup, log } = checked.saved;
    return checkSetup(setup.players, setup.seed, setup.options, undefined, undefined, log);
  }
  const actions = o['actions'] ?? [];
  if (!Array.isArray(actions)) return '"actions" must be a list';
  return checkSetup(o['players'], o['seed'] ?? 1, o['options'], o['dealer'], o['hands'], actions);
}

function checkSetup(
  players: unknown,
  seed: unknown,
  options: unknown,
  dealer: unknown,
  hands: unknown,
  actions: readonly unknown[],
): Scenario | string {
  if (typeof players !== 'number' || !Number.isInteger(players)) return '"players" must be a whole number';
  if (typeof seed !== 'number' && typeof seed !== 'string') return '"seed" must be a number or a text';
  if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options)))
    return '"options" must be an object';
  return { players, seed, options: (options ?? {}) as Record<string, unknown>, dealer, hands, actions };
}

function inputError(io: CliIo, message: string): number {
  io.stderr(`pomona replay: ${message}\n`);
  return EXIT_INPUT;
}

function usage(io: CliIo, message: string): number {
  io.stderr(`pomona replay: ${message}\n\n${help(io.language ?? SOURCE_LANGUAGE)}`);
  return EXIT_USAGE;
}

/** The \`replay\` command. */
export const replayCommand: Command = {
  name: 'replay',
  summary: (language) => cliTexts(language).summaries.replay,
  help,
  run: runReplay,
};
