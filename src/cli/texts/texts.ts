/**
 * What the `pomona` command says of itself in each language it speaks: the command list, every
 * generic command's `--help` and its usage errors. A family's own words (its scorer's paragraph,
 * `pomona deck`, its computer players) are the family's, in its descriptor. Option names, file
 * placeholders (RULESET, FILE) and JSON keys are the same in every language: people type them.
 */
import { availableParallelism } from 'node:os';
import type { ArgProblem } from '../../core/command.js';
import { LANGUAGE_TAGS, type LanguageTag } from '../../core/i18n/languages.js';
import { MAX_JSON_BYTES } from '../../core/json-file.js';
import { MAX_SHOWN_PER_FILE } from '../../core/rules/format.js';
import { MAX_FILE_BYTES } from '../../core/rules/source-text.js';
import type { DerivationWords } from '../../core/rules/derivation.js';
import type { SharedRefusalCode } from '../../core/game/refusals.js';
import type { SaveProblem } from '../../core/game/saved.js';
import { en } from './en.js';
import { es } from './es.js';
import { ko } from './ko.js';
import { ru } from './ru.js';

/** Figures a help text quotes, from the code that enforces them. */
export interface HelpFigures {
  /** Problems printed for one file. */
  readonly shownPerFile: number;
  /** Largest ruleset file read, in MB. */
  readonly rulesMegabytes: number;
  /** Largest JSON file read, in MB. */
  readonly jsonMegabytes: number;
  /** The languages `--lang` takes, listed. */
  readonly languages: string;
  /** This machine's cores. */
  readonly cores: number;
}

/** A figure as the language writes it: `digits` decimals (a run's figures), grouped ("1,234.5", "1 234,5"). */
export function figure(language: LanguageTag, value: number, digits = 0): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** What the commands say while they run: `pomona simulate`'s report and progress, and loading the rules. */
export interface RunTexts {
  /** The rules named on the command line cannot be loaded; their problems follow. */
  cannotLoadRules(path: string): string;
  noEngine(family: string): string;
  unknownPlayerType(type: string, known: string): string;
  /** How many seats the rules take ("4", "2 to 6"), and how many were given. */
  seatsNeeded(ruleset: string, min: number, max: number, given: number): string;
  /** The report of `pomona simulate`; figures arrive written as the language writes them. */
  simulationHeading(ruleset: string, games: number, seats: string, seed: string): string;
  winShareHeading(fair: string): string;
  winShareLine(share: string, wins: string, meanHandScore: string): string;
  handsLine(hands: number, perGame: string, meanHandScore: string): string;
  throughputLine(games: string, hands: string, actions: string, seconds: string): string;
  /** The progress line: "120 of 1,000 games (3 s, about 20 s left)". */
  progress(done: string, total: string, seconds: number, left: number | undefined): string;
}

/** What `pomona replay` says around the families' sentences. */
export interface ReplayTexts {
  /** In place of a step's number, for a chance event drawn from the seed. */
  readonly chance: string;
  readonly accepted: string;
  /** A refused action: its stable code and why. */
  refused(code: string, reason: string): string;
  /** What each shared refusal code means (in English the engine's own message says it, with more). */
  readonly meanings: Readonly<Record<SharedRefusalCode, string>>;
  /** A scenario file that is not one. */
  readonly scenario: {
    readonly notObject: string;
    readonly actionsList: string;
    readonly players: string;
    readonly seed: string;
    readonly options: string;
  };
  /** A problem with the scenario's action number `index` (1-based). */
  action(index: number, problem: string): string;
  /** A log longer than a replay takes: its `count` of actions and the `most` taken (numbers written in the language). */
  tooManyActions(count: string, most: string): string;
  /**
   * A saved game this replay cannot resume: what it is (`found`) and what the rules take
   * (`expected`). Absent in English, where the check's own reason says it.
   */
  save?(problem: SaveProblem, found: string, expected: string): string;
}

/** The words of the `pomona` command in one language. */
export interface CliTexts {
  /** `pomona --help`: the families it plays and the command list (each line already padded). */
  overview(families: string, commandLines: string): string;
  /** `pomona help NAME` for a command that does not exist. */
  noSuchCommand(name: string): string;
  /** `pomona NAME` for a command that does not exist. */
  unknownCommand(name: string): string;
  /** A bug, reported instead of a stack. */
  internalError(command: string, message: string): string;
  /** `--lang` without a language, or with one Pomona does not speak. */
  languageMissing(languages: string): string;
  languageUnknown(value: string, languages: string): string;
  readonly summaries: { readonly check: string; readonly score: string; readonly replay: string; readonly simulate: string };
  checkHelp(figures: HelpFigures): string;
  /** `pomona score --help`, around the families' usage lines and paragraphs. */
  scoreHelp(usageLines: string, paragraphs: string): string;
  /** `pomona simulate --help`, around the families' computer players. */
  simulateHelp(playerTypes: string, figures: HelpFigures): string;
  /** The heading of the list of computer players. */
  readonly playerTypesHeading: string;
  replayHelp(figures: HelpFigures): string;
  /** What `pomona replay` says as it replays. */
  readonly replay: ReplayTexts;
  /** What the commands say while they run. */
  readonly run: RunTexts;
  /** The words around a position's derivation (`pomona score`). */
  readonly derivation: DerivationWords;
  /** `pomona score` of a layout whose every card is where its batch's rules allow it. */
  readonly noneBroken: string;
  /** The headings of a position's cards and target in `pomona score`. */
  readonly positionHeadings: { readonly cards: string; readonly target: string };
  /** Usage errors the generic commands share. */
  readonly usage: {
    unknownOption(option: string): string;
    nameRulesFile: string;
    nameRulesFileFirst: string;
    nameAtLeastOneRulesFile: string;
    unexpectedArgument(argument: string): string;
    takesNoValue(option: string): string;
    needsValue(option: string): string;
    wholeNumberAtLeast(option: string, least: number): string;
    wholeNumberFromTo(option: string, from: number, to: number): string;
    seatsNeedList: string;
    nameScenario: string;
    /** The usage line under a usage error ("usage: pomona score ..."). */
    usageLine(line: string): string;
  };
}

const texts: Readonly<Record<LanguageTag, CliTexts>> = { en, ko, ru, es };

/** The command's words in `language`. */
export function cliTexts(language: LanguageTag = 'en'): CliTexts {
  return texts[language];
}

/** An argument problem of the shared parser, in the command's language. */
export function argProblemText(texts: CliTexts, problem: ArgProblem): string {
  if (problem.kind === 'takes-no-value') return texts.usage.takesNoValue(problem.option);
  if (problem.kind === 'needs-value') return texts.usage.needsValue(problem.option);
  return texts.usage.unknownOption(problem.option);
}

/** The figures the help texts quote. */
export function helpFigures(): HelpFigures {
  return {
    shownPerFile: MAX_SHOWN_PER_FILE,
    rulesMegabytes: MAX_FILE_BYTES / (1024 * 1024),
    jsonMegabytes: MAX_JSON_BYTES / (1024 * 1024),
    languages: LANGUAGE_TAGS.join(', '),
    cores: availableParallelism(),
  };
}
