/**
 * The judging family's registry entry: its players, and how its actions are read, written and
 * told in words, so `pomona replay` and `pomona simulate` play Apples to Apples.
 */
import { judgingReplaySpeech } from './replay-speech.js';
import { describeJudgingRules } from './facts.js';
import { judgingHowToPlay } from './how-to-play.js';
import type { FamilyDescriptor, ParsedFamilyAction } from '../../core/registry.js';
import { compileJudging } from './compile.js';
import { DECK_TEXTS } from './deck-help.js';
import type { GameEvent } from '../../core/game/game.js';
import type { JudgingAction, JudgingEvent, JudgingState, JudgingView } from './engine/types.js';
import { JUDGING_REFUSALS } from './engine/types.js';
import { describeJudgingEvent } from './engine/words.js';
import type { JudgingRuleset } from './ruleset.js';
import { judgingBots, judgingFamily } from './bots/family.js';
import { isIndex, isRecord } from '../../core/untrusted.js';

const isWhole = (x: unknown): x is number => isIndex(x);

/** A red card named by id or by its exact text. */
function redCard(ruleset: JudgingRuleset, value: unknown): number | null {
  if (isWhole(value)) return value;
  if (typeof value === 'string') {
    const at = ruleset.red.cards.findIndex((c) => c.text === value);
    return at < 0 ? null : at;
  }
  return null;
}

/**
 * Read an action from JSON: `{"kind": "place", "player": 1, "card": "Volcanoes"}` (older
 * scenarios write `"type"` for `"kind"`), red cards by id or exact text, seats from 0. A
 * scenario's `"first-dealer"` (its `"dealer"` field) names the first judge.
 */
export function parseJudgingAction(ruleset: JudgingRuleset, json: unknown): ParsedFamilyAction<JudgingAction> {
  const bad = (message: string): ParsedFamilyAction<JudgingAction> => ({ ok: false, message });
  if (!isRecord(json)) return bad('an action is an object with a "kind"');
  const type = json.kind ?? json.type;
  if (typeof type !== 'string') return bad('an action is an object with a "kind"');
  switch (type) {
    case 'deal': {
      const cards = Array.isArray(json.cards) ? json.cards.map((c) => redCard(ruleset, c)) : null;
      if (!cards || cards.some((c) => c === null))
        return bad('a deal needs "cards" (red card ids or texts, in dealing order from the judge\'s left)');
      return { ok: true, action: { kind: 'deal', cards: cards as number[] } };
    }
    case 'reveal': {
      const order = Array.isArray(json.order) ? json.order.map((c) => redCard(ruleset, c)) : null;
      if (!order || order.some((c) => c === null)) return bad('a reveal needs "order" (red card ids or texts)');
      return { ok: true, action: { kind: 'reveal', order: order as number[] } };
    }
    case 'first-judge':
    case 'first-dealer': {
      const judge = json.judge ?? json.dealer;
      if (!isWhole(judge)) return bad('the first judge needs "judge" (a seat number from 0)');
      return { ok: true, action: { kind: 'first-judge', judge } };
    }
    case 'turn': {
      const card = isWhole(json.card)
        ? json.card
        : typeof json.card === 'string'
          ? ruleset.green.cards.findIndex((c) => c.text === json.card)
          : -1;
      if (card < 0) return bad('a turn needs "card" (a green card id or its exact text)');
      return { ok: true, action: { kind: 'turn', card } };
    }
    case 'place':
    case 'choose': {
      if (!isWhole(json.player)) return bad(`a ${type} needs "player" (a seat number from 0)`);
      const card = redCard(ruleset, json.card);
      if (card === null) return bad(`a ${type} needs "card" (a red card id or its exact text); ${JSON.stringify(json.card)} is neither`);
      return { ok: true, action: { kind: type, player: json.player, card } };
    }
    case 'done':
      if (!isWhole(json.player)) return bad('a done needs "player" (a seat number from 0)');
      return { ok: true, action: { kind: 'done', player: json.player } };
    default:
      return bad(`unknown action kind '${type}' (first-judge, deal, turn, place, done, reveal, choose)`);
  }
}

/** An action as JSON: the engine's own form (`"kind"` first, cards by id), which `parseJudgingAction` reads back. */
export function judgingActionToJSON(action: JudgingAction): Record<string, unknown> {
  return { ...action };
}

/** An event in words for `pomona replay`, seats named "Player N". */
export function describeJudgingEventForReplay(ruleset: JudgingRuleset, event: GameEvent): string {
  return describeJudgingEvent(ruleset, event as JudgingEvent, { name: (seat) => `Player ${seat + 1}` });
}

const red = (ruleset: JudgingRuleset, id: number): string => `"${ruleset.red.cards[id]?.text ?? `#${id}`}"`;

/** An action in words, for replays. */
export function describeJudgingAction(ruleset: JudgingRuleset, action: JudgingAction): string {
  switch (action.kind) {
    case 'deal':
      return `The judge deals ${action.cards.length} red card${action.cards.length === 1 ? '' : 's'}`;
    case 'first-judge':
      return `Player ${action.judge + 1} is the first judge`;
    case 'turn':
      return `The judge turns the green card "${ruleset.green.cards[action.card]?.text ?? `#${action.card}`}"`;
    case 'reveal':
      return `The judge reveals ${action.order.map((c) => red(ruleset, c)).join(', ')}`;
    case 'place':
      return `Player ${action.player + 1} places ${red(ruleset, action.card)}`;
    case 'done':
      return `Player ${action.player + 1} is done placing`;
    case 'choose':
      return `Judge ${action.player + 1} chooses ${red(ruleset, action.card)}`;
  }
}

/** The state at the end of a replay as JSON: scores, the table as it stands, and every decided round, in words. */
function summary(state: JudgingState): unknown {
  const green = (id: number): string => state.cards.green[id]?.text ?? `#${id}`;
  const red = (id: number): string => state.cards.red[id]?.text ?? `#${id}`;
  const placement = (p: { player: number; card: number } | null): unknown => (p ? { player: p.player, card: red(p.card) } : null);
  return {
    phase: state.phase,
    round: state.round,
    judge: state.judge,
    green: state.green >= 0 ? green(state.green) : null,
    goal: state.numbers.goal,
    scores: state.won.map((w) => w.length),
    won: state.won.map((w) => w.map(green)),
    hands: state.hands.map((h) => h.map(red)),
    placed: state.placed.map(placement),
    judged: state.judged.map(red),
    redStack: state.redPool.length,
    discards: state.discards.length,
    history: state.history.map((r) => ({
      round: r.round,
      judge: r.judge,
      green: green(r.green),
      judged: r.judged.map(placement),
      returned: placement(r.returned),
      winner: placement(r.winner),
    })),
  };
}

/** The state at the end of a replay in lines of text: every decided round, the table, the scores. */
function summaryText(state: JudgingState): string[] {
  const green = (id: number): string => state.cards.green[id]?.text ?? '?';
  const red = (id: number): string => `"${state.cards.red[id]?.text ?? '?'}"`;
  const lines: string[] = [];
  for (const r of state.history) {
    const win = r.winner ? `player ${r.winner.player + 1} wins with ${red(r.winner.card)}` : 'no card judged';
    const back = r.returned ? `; ${red(r.returned.card)} went back to player ${r.returned.player + 1}` : '';
    lines.push(`Round ${r.round}: judge ${r.judge + 1}, "${green(r.green)}": ${win}${back}`);
  }
  lines.push(
    `Phase: ${state.phase}${state.judge >= 0 ? `; judge: player ${state.judge + 1}` : ''}${state.green >= 0 ? `; green card: "${green(state.green)}"` : ''}`,
  );
  if (state.placed.length) lines.push(`Placed: ${state.placed.map((p) => `${red(p.card)} (player ${p.player + 1})`).join(', ')}`);
  state.hands.forEach((h, p) => lines.push(`Player ${p + 1} holds: ${h.map(red).join(', ') || '(nothing)'}`));
  lines.push(`Green cards: ${state.won.map((w, p) => `player ${p + 1} ${w.length}`).join(', ')} (goal ${state.numbers.goal})`);
  return lines;
}

/** The judging family (Apples to Apples), for the registry. */
export const judgingDescriptor: FamilyDescriptor<JudgingRuleset, JudgingState, JudgingAction, JudgingView> = {
  ...judgingFamily,
  title: 'Apples to Apples (judging)',
  titles: { ko: 'Apples to Apples (심사)', ru: 'Apples to Apples (судейство)', es: 'Apples to Apples (juez)' },
  compile: compileJudging,
  describeRules: describeJudgingRules,
  howToPlay: judgingHowToPlay,
  explainPosition: (ruleset) => ({
    ruleset: ruleset.name,
    steps: [],
    total: 0,
    broken: [],
    error: `${ruleset.name} is a judging game: its rounds are won by a judge's choice, not scored from cards`,
  }),
  defaultBot: 'reader',
  commands: [
    {
      name: 'deck',
      summary: (language) => DECK_TEXTS[language].summary,
      help: (language) => DECK_TEXTS[language].help,
      // The command reads files from disk: its module loads only when it runs, so the studio's bundle stays free of it.
      run: async (args, io) => (await import('./deck-command.js')).runDeck(args, io),
    },
  ],
  element: { tag: 'apples-to-apples', ruleset: 'apples-to-apples.rules', seats: 'you,reader,matcher,reader' },
  refusals: JUDGING_REFUSALS,
  bots: {
    random: {
      ...judgingBots.random,
      description: 'places, stops and judges at random',
      descriptions: {
        ko: '무작위로 내고, 멈추고, 심사합니다',
        ru: 'выкладывает, останавливается и судит наугад',
        es: 'coloca, se detiene y juzga al azar',
      },
    },
    matcher: {
      ...judgingBots.matcher,
      description: 'places the red card sharing the most tags with the green card; judges by tags and a seeded taste',
      descriptions: {
        ko: '초록 카드와 태그가 가장 많이 겹치는 빨간 카드를 냅니다; 태그와 시드로 정한 취향으로 심사합니다',
        ru: 'выкладывает красную карту, у которой больше всего общих меток с зелёной; судит по меткам и вкусу из зерна',
        es: 'coloca la carta roja que más etiquetas comparte con la verde; juzga por etiquetas y un gusto sacado de la semilla',
      },
    },
    reader: {
      ...judgingBots.reader,
      description: "plays to the judge: learns the judge's taste from the rounds they decided; judges by tags and a seeded taste",
      descriptions: {
        ko: '심사위원에 맞춰 둡니다: 심사위원이 정한 라운드에서 그 취향을 배웁니다; 태그와 시드로 정한 취향으로 심사합니다',
        ru: 'играет на судью: узнаёт его вкус по раундам, которые он решил; судит по меткам и вкусу из зерна',
        es: 'juega para el juez: aprende su gusto de las rondas que decidió; juzga por etiquetas y un gusto sacado de la semilla',
      },
    },
  },
  parseAction: parseJudgingAction,
  actionToJSON: (_r, action) => judgingActionToJSON(action),
  isChanceAction: (action) => !('player' in action),
  describeAction: describeJudgingAction,
  describeEvent: describeJudgingEventForReplay,
  roundsName: 'rounds',
  roundScores: (state) => state.history.map((r) => state.won.map((_, p) => (r.winner?.player === p ? 1 : 0))),
  summary,
  summaryText,
  replaySpeech: judgingReplaySpeech,
};
