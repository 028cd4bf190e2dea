/**
 * `pomona replay RULESET FILE [--json]`: apply a scenario (or a saved game) action by action,
 * saying for each whether it was accepted or why it was refused, then show the final state.
 * Generic over the family registry. The scenario format is in docs/apples.md.
 */
import { quoteArg } from '../core/command.js';
import { resolve } from 'node:path';
import { familyDescriptor } from '../core/registry.js';
import type { GameEvent } from '../core/game/game.js';
import { SAVED_GAME_VERSION, checkSavedGame, toSavedGame } from '../core/game/saved.js';
import { isSharedRefusal } from '../core/game/refusals.js';
import { jsonFileSays } from '../core/json-file-messages.js';
import type { ReplaySpeech } from '../core/registry.js';
import { cliSpeech } from './speech.js';
import { readJsonFile } from '../core/json-file.js';
import { SOURCE_LANGUAGE, type LanguageTag } from '../core/i18n/languages.js';
import { argProblemText, cliTexts, helpFigures, type ReplayTexts } from './texts/texts.js';
import { shortName } from '../core/rules/source-text.js';
import { resolveOptions } from '../core/rules/options.js';
import { loadRulesetArg, parseArgs } from './args.js';
import { sayTo, type CliIo, type CliSpeech, type Command } from '../core/command.js';
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

/**
 * The most actions a replay takes. A whole game is a few hundred to a few thousand actions (a
 * party game of ten to its goal, Apples to 500); a log of more is refused before anything is
 * replayed, so a runaway or hostile file gets an answer at once instead of minutes of work.
 */
export const MAX_REPLAY_ACTIONS = 100_000;

/** The `--help` text in `language`. */
const help = (language: LanguageTag): string => cliTexts(language).replayHelp(helpFigures());

/**
 * Run \`pomona replay ARGS\`. In English it answers at once; in another language once the
 * language's phrasebooks are read.
 */
export function runReplay(args: readonly string[], io: CliIo): number | Promise<number> {
  const language = io.language ?? SOURCE_LANGUAGE;
  if (language === SOURCE_LANGUAGE) return replay(args, io, language, undefined);
  return cliSpeech(language).then((speech) => replay(args, io, language, speech));
}

function replay(args: readonly string[], io: CliIo, language: LanguageTag, speech: CliSpeech | undefined): number {
  const words = cliTexts(language).usage;
  const parsed = parseArgs(args, { flags: ['json'], values: [] });
  if (!parsed.ok) return usage(io, argProblemText(cliTexts(language), parsed.problem));
  const { positional, flags } = parsed.args;
  if (positional.length !== 2)
    return usage(io, positional.length < 2 ? words.nameScenario : words.unexpectedArgument(quoteArg(positional[2] ?? '')));
  const ruleset = loadRulesetArg(io, 'replay', itemAt(positional, 0));
  if (!ruleset) return EXIT_INPUT;
  const entry = familyDescriptor(ruleset.family);
  if (!entry) return inputError(io, cliTexts(language).run.noEngine(ruleset.family));
  // A family or ruleset that cannot say the replay in the language says it in English, whole;
  // --json is the same in every language (its texts English, beside stable codes).
  const spoken = speech && !flags.has('json') ? entry.replaySpeech?.(ruleset, speech.position) : undefined;
  const says = cliTexts(spoken ? language : SOURCE_LANGUAGE).replay;
  const file = itemAt(positional, 1);
  const shown = quoteArg(file, 120);
  const read = readJsonFile(resolve(io.cwd, file));
  if (!read.ok) return inputError(io, sayTo({ ...io, speech }, jsonFileSays('cannot-read-named', { file: shown, reason: read.said })));
  const scenario = readScenario(read.value, ruleset.family, ruleset.name, cliTexts(language).replay);
  if (typeof scenario === 'string') return inputError(io, `${shown}: ${scenario}`);
  if (scenario.actions.length > MAX_REPLAY_ACTIONS) {
    const number = new Intl.NumberFormat(language);
    const said = cliTexts(language).replay.tooManyActions(number.format(scenario.actions.length), number.format(MAX_REPLAY_ACTIONS));
    return inputError(io, `${shown}: ${said}`);
  }
  // Built by concatenation, not by spreading the list into push: a spread of 200,000 actions
  // passes 200,000 arguments, more than the call stack holds.
  const given: unknown[] = [];
  if (scenario.dealer !== undefined) given.push({ kind: 'first-dealer', dealer: scenario.dealer });
  if (scenario.hands !== undefined) given.push({ kind: 'deal', hands: scenario.hands });
  const actions = given.concat(scenario.actions);
  const parsedActions: unknown[] = [];
  for (let i = 0; i < actions.length; i++) {
    const p = entry.parseAction(ruleset, actions[i]);
    if (!p.ok) {
      const problem = language === SOURCE_LANGUAGE ? shortName(p.message, 300) : cliTexts(language).replay.meanings['malformed-action'];
      return inputError(io, `${shown}: ${cliTexts(language).replay.action(i + 1, problem)}`);
    }
    parsedActions.push(p.action);
  }
  const started = TableDriver.start(
    entry.engine,
    ruleset,
    { players: scenario.players, seed: scenario.seed, options: scenario.options },
    { inPlace: true },
  );
  if (!started.ok) {
    // A setup the rules do not take (bad-setup, bad-option), said as the scenario's other problems are.
    const { code, message } = started.error;
    const problem = language === SOURCE_LANGUAGE || !isSharedRefusal(code) ? message : cliTexts(language).replay.meanings[code];
    return inputError(io, `${shown}: ${problem}`);
  }
  const table = started.driver;
  const state = table.state;
  const steps: ReplayStep[] = [];
  const describeEvent = spoken
    ? (e: GameEvent) => capital(spoken.event(e))
    : entry.describeEvent
      ? (e: GameEvent) => entry.describeEvent?.(ruleset, e) ?? ''
      : null;
  const said = (events: readonly GameEvent[]): ReplayStep['events'] =>
    describeEvent ? events.map((e) => ({ ...e, text: describeEvent(e) })) : undefined;
  const describeAction = (action: unknown): string => (spoken ? capital(spoken.action(action)) : entry.describeAction(ruleset, action));
  /** Draw and apply the next chance event from the seed. */
  const drawChance = (): void => {
    const drawn = table.chance();
    if (!drawn) return;
    steps.push({
      index: null,
      action: entry.actionToJSON(ruleset, drawn.action),
      description: describeAction(drawn.action),
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
      description: describeAction(action),
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
      const at = s.index === null ? says.chance : `${String(s.index).padStart(3)}.`;
      const outcome = s.error ? says.refused(s.error.code, refusalReason(s.error, says, spoken)) : says.accepted;
      return [`${at} ${s.description}: ${outcome}`, ...(s.events ?? []).map((e) => `       ${e.text}`)].join('\n');
    });
    io.stdout(`${[...lines, '', ...(spoken ? spoken.summary(state).map(capital) : entry.summaryText(state))].join('\n')}\n`);
  }
  return EXIT_OK;
}

/**
 * A line begun with a capital after its indent: a phrasebook names a seat in lower case ("игрок 2",
 * "jugador 2") for the middle of a sentence, and a replay's line may begin with it.
 */
const capital = (line: string): string => line.replace(/^(\s*)(\S)/, (_all, space: string, first: string) => space + first.toUpperCase());

/**
 * Why an action was refused: in English the engine's own message; in another language what its
 * code means (the family's own codes, then the shared ones), since the engine's message is English.
 */
function refusalReason(
  error: { readonly code: string; readonly message: string },
  says: ReplayTexts,
  spoken: ReplaySpeech | undefined,
): string {
  if (!spoken) return error.message;
  return spoken.refusal(error.code) ?? (isSharedRefusal(error.code) ? says.meanings[error.code] : error.code);
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
function readScenario(json: unknown, family: string, rulesetName: string, says: ReplayTexts): Scenario | string {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return says.scenario.notObject;
  const o = json as Record<string, unknown>;
  if (o['format'] !== undefined || o['log'] !== undefined) {
    const checked = checkSavedGame(json, family, rulesetName);
    if (!checked.ok) {
      const found = checked.problem === 'version' ? o['version'] : checked.problem === 'family' ? o['family'] : o['ruleset'];
      const expected = checked.problem === 'version' ? SAVED_GAME_VERSION : checked.problem === 'family' ? family : rulesetName;
      return says.save?.(checked.problem, String(found), String(expected)) ?? checked.reason;
    }
    const { setup, log } = checked.saved;
    return checkSetup(says, setup.players, setup.seed, setup.options, undefined, undefined, log);
  }
  const actions = o['actions'] ?? [];
  if (!Array.isArray(actions)) return says.scenario.actionsList;
  return checkSetup(says, o['players'], o['seed'] ?? 1, o['options'], o['dealer'], o['hands'], actions);
}

function checkSetup(
  says: ReplayTexts,
  players: unknown,
  seed: unknown,
  options: unknown,
  dealer: unknown,
  hands: unknown,
  actions: readonly unknown[],
): Scenario | string {
  if (typeof players !== 'number' || !Number.isInteger(players)) return says.scenario.players;
  if (typeof seed !== 'number' && typeof seed !== 'string') return says.scenario.seed;
  if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options))) return says.scenario.options;
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
