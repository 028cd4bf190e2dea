/** The `pomona` command's own words in English (see texts.ts). */
import type { CliTexts } from './texts.js';
import { ENGLISH_DERIVATION } from '../../core/rules/derivation.js';
import { SHARED_REFUSALS } from '../../core/game/refusals.js';

export const en: CliTexts = {
  overview: (families, commandLines) => `pomona: play and check card games written as .rules files: ${families}.

Usage: pomona COMMAND [ARGS...]   (pomona help COMMAND or pomona COMMAND --help for details; pomona --version)
Options of every command: --lang LANG, the language of its messages (default: from LANGUAGE,
LC_ALL, LC_MESSAGES or LANG, else en)

Commands:
${commandLines}
`,
  noSuchCommand: (name) => `pomona help: there is no command '${name}'`,
  unknownCommand: (name) => `pomona: unknown command '${name}'`,
  internalError: (command, message) => `pomona ${command}: internal error: ${message}`,
  languageMissing: (languages) => `--lang needs a language: ${languages}`,
  languageUnknown: (value, languages) => `unknown language '${value}' for --lang: use ${languages}`,
  summaries: {
    check: 'check ruleset files and print their problems as FILE:LINE:COL diagnostics',
    score: 'score won cards or a layout, with derivations',
    replay: 'apply a scenario action by action and show the result',
    simulate: 'computer players play many games: win shares and speed',
  },
  checkHelp: (f) => `Usage: pomona check [--json] [--lang LANG] FILE...

Check ruleset files (.rules) and everything they extend or include: syntax, unknown names,
duplicates, rank and suit orders, score tables with gaps, player ranges a table does not cover,
type errors in expressions, whether every player count can be played (decks large enough,
goals and hands of at least 1), and resource limits. After a syntax error the check reads on
at the next statement, so one run reports every syntax error of a file.

Each problem is printed as FILE:LINE:COL: error: MESSAGE, then the line and a caret; at most
${f.shownPerFile} problems a file, then how many more there are. Files over ${f.rulesMegabytes} MB are not read.
A name a ruleset extends or includes that is not beside it is looked up among the shipped
rulesets, as on a web page.

Options:
  --json   print {"files": [...], "diagnostics": [{"file", "line", "column", "end", "severity", "code", "message"}]}
           (language-neutral: stable codes, messages in English)
  --lang   the language of messages: ${f.languages} (default: from LANGUAGE, LC_ALL,
           LC_MESSAGES or LANG, else en)

Exit status: 0 no errors, 1 at least one error, 2 usage error.
`,
  scoreHelp: (usageLines, paragraphs) => `Usage: pomona score RULESET ARGS... [--explain] [--json]

Score a finished position with the rules in RULESET (a .rules file), printing each scoring
group's points with the derivation from the ruleset, and the total.

By family:
${usageLines}

${paragraphs ? `${paragraphs}\n\n` : ''}Exit status: 0 scored, 1 bad rules, bad cards (unknown, repeated, more than the deck) or a
layout with a card where its batch's rules refuse it, 2 usage.
`,
  playerTypesHeading: "Player types, by family (every family offers 'random'):",
  simulateHelp: (playerTypes, f) => `Usage: pomona simulate RULESET [--games N] [--seats TYPE,TYPE,...] [--seed S] [--jobs N] [--json]

Computer players play N complete games of the rules in RULESET. The --seats list gives one
player type per seat (its length is the number of players); game g shifts the list g seats
to the left, so every type plays every seat equally often.

${playerTypes}

Options:
  --games N     number of games (default 100)
  --seats LIST  comma-separated player types, one per seat (default: the fewest players the
                rules allow, each the family's default player, such as 'rules')
  --seed S      seed for the deals and the players (default 1); the same seed gives the same games
  --jobs N      play in N worker threads (default 1; this machine has ${f.cores} cores): each
                game's deal and players come from the seed and the game's number, so any N gives
                the same figures, only sooner
  --json        print one JSON object instead of text (and no progress line)

A run that takes over a second shows its progress on stderr: a bar on a terminal, a line
every few seconds otherwise. The 'search' players think for a while each move (seconds a
game): try --games 4 with them before a long run.

Output (text shows the same figures in words). The JSON object, for every family:
  { "ruleset", "family", "games", "seats": [types], "seed",
    "hands": hands (rounds) scored, "actions": actions applied (chance included),
    "seconds": time playing the games (not start-up or loading the rules),
    "gamesPerSecond", "handsPerSecond", "actionsPerSecond", "meanHandsPerGame",
    "meanHandScore": mean points of one seat in one hand,
    "winShare": {type: share of games won per seat of that type; fair = 1/players},
    "wins": {type: games won, a shared win split},
    "meanHandScoreByType": {type: mean points per seat per hand} }

Exit status: 0 done, 1 bad rules or unknown player type, 2 usage error.
`,
  replayHelp: (f) => `Usage: pomona replay RULESET FILE [--json]

Replay a scenario against the rules in RULESET: each action is applied in order and reported
as accepted, with what it caused (a trick won, a hand scored with its derivation, the game
over...), or refused with its error code and message (a refused action changes nothing and the
replay goes on). Chance events the scenario does not give (the first dealer, the deal, the
pile's shuffle) are drawn from its seed and shown as "(chance)". Then the final state: phase,
every player's cards, the tricks, each hand's scores with their derivations, and the totals.

FILE is JSON, either a scenario:
  { "players": 4, "seed": 7, "options": {"winning_score": 500},
    "dealer": 0,                          (optional: the first dealer, seats from 0)
    "hands": [["AS","KS",...], ...],      (optional: the first deal, one list per seat)
    "actions": [ {"kind": "bid", "player": 1, "number": 2, "suit": "spades"},
                 {"kind": "pass", "player": 2},
                 {"kind": "give", "player": 1, "card": "7D"}, ... ] }
or a saved game ({"format": "pomona-game", "version", "family", "ruleset", "setup": {...},
"log": [...]}), as the elements save it (<apples-table persist>) and as --json prints it under
"save": a save of another family, other rules or another version is refused with the reason.
FILE must be a regular file of at most ${f.jsonMegabytes} MB of UTF-8 JSON.
Action kinds for Apples: first-dealer, deal, bid, pass, give (one card each), redeal,
target, play (see docs/apples.md).

Options:
  --json   print {"ruleset", "family", "steps": [{"index", "action", "description",
           "accepted", "error": {"code", "message"}, "events": [{"kind", "text", ...}]}],
           "final": {...}, "save": the game as a saved game}

Exit status: 0 replayed (even with refused actions), 1 unreadable file or rules, 2 usage.
`,
  replay: {
    chance: '(chance)',
    accepted: 'accepted',
    refused: (code, reason) => `refused (${code}): ${reason}`,
    meanings: SHARED_REFUSALS,
    scenario: {
      notObject: 'a scenario is a JSON object',
      actionsList: '"actions" must be a list',
      players: '"players" must be a whole number',
      seed: '"seed" must be a number or a text',
      options: '"options" must be an object',
    },
    action: (index, problem) => `action ${index}: ${problem}`,
    tooManyActions: (count, most) => `the log has ${count} actions; a replay takes at most ${most}`,
  },
  run: {
    cannotLoadRules: (path) => `cannot load the rules ${path}:`,
    noEngine: (family) => `the ${family} family has no engine registered`,
    unknownPlayerType: (type, known) => `unknown player type '${type}' (${known})`,
    seatsNeeded: (ruleset, min, max, given) => `${ruleset} needs ${min === max ? min : `${min} to ${max}`} seats, not ${given}`,
    simulationHeading: (ruleset, games, seats, seed) => `${ruleset}: ${games} games, seats ${seats} (rotating), seed ${seed}`,
    winShareHeading: (fair) => `Win share per seat (fair ${fair}), and mean hand score:`,
    winShareLine: (share, wins, mean) => `${share.padStart(6)}  (${wins} wins)  mean hand score ${mean}`,
    handsLine: (hands, perGame, mean) => `Hands: ${hands} (${perGame} per game); mean hand score ${mean}`,
    throughputLine: (games, hands, actions, seconds) =>
      `Throughput: ${games} games/s, ${hands} hands/s, ${actions} actions/s (${seconds} s)`,
    progress: (done, total, seconds, left) =>
      `${done} of ${total} games (${seconds} s${left === undefined ? '' : `, about ${left} s left`})`,
  },
  derivation: ENGLISH_DERIVATION,
  noneBroken: 'Placement rules: every card is allowed where it lies.',
  positionHeadings: { cards: 'Cards:', target: 'Target:' },
  usage: {
    unknownOption: (option) => `unknown option '${option}'`,
    nameRulesFile: 'name a ruleset file',
    nameRulesFileFirst: 'name a ruleset file first',
    nameAtLeastOneRulesFile: 'name at least one ruleset file',
    unexpectedArgument: (argument) => `unexpected argument '${argument}'`,
    takesNoValue: (option) => `${option} takes no value`,
    needsValue: (option) => `${option} needs a value`,
    wholeNumberAtLeast: (option, least) => `${option} must be a whole number of at least ${least}`,
    wholeNumberFromTo: (option, from, to) => `${option} must be a whole number from ${from} to ${to}`,
    seatsNeedList: '--seats needs a list, e.g. --seats random,rules,search,rules',
    nameScenario: 'name a ruleset file and a scenario file',
    usageLine: (line) => `usage: ${line}`,
  },
};
