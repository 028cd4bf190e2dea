/**
 * `pomona replay` in the reader's language: each action, whether it was accepted or why it was
 * refused, what it did (the sentences the tables say) and the state at the end, wholly in Korean,
 * Russian or Spanish; a scenario or saved game it cannot replay is said so in the language too.
 * English is as it was, `--json` the same in every language, and rules that do not speak the
 * language are replayed in English, whole.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { createBot, gameEngine, loadRulesetFile, saveGame } from '../../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'pomona-replay-lang-'));
const repo = (file: string): string => new URL(`../../${file}`, import.meta.url).pathname;

const HANDS = [
  'AS KS QS JS 10S 9S AC KC AH KH AD KD QD',
  '8S 7S 6S QC JC 10C 9C JD 10D 9D 8D 7D 6D',
  '5S 4S 3S 8C 7C 6C 5C 9H 8H 7H QH JH 10H',
  '2S 4C 3C 2C 6H 5H 4H 3H 2H 5D 4D 3D 2D',
];
const scenario = (name: string, value: unknown): string => {
  writeFileSync(join(dir, name), JSON.stringify(value));
  return name;
};
const apples = scenario('apples.json', {
  players: 4,
  seed: 7,
  dealer: 3,
  hands: HANDS,
  actions: [
    { kind: 'bid', player: 1, number: 2, suit: 'spades' },
    { kind: 'bid', player: 0, number: 2, suit: 'spades' },
    { kind: 'pass', player: 1 },
    { kind: 'pass', player: 2 },
    { kind: 'pass', player: 3 },
    { kind: 'play', player: 2, card: '5S' },
  ],
});
const orchard = scenario('orchard.json', {
  players: 2,
  seed: 3,
  actions: [
    { kind: 'place', player: 0, card: 0, batch: 0 },
    { kind: 'place', player: 0, card: { colour: 'green', sweetness: 5, height: 2 }, batch: 0 },
  ],
});
// Orchard without its `language` blocks: rules that speak English only.
const orchardText = readFileSync(repo('rulesets/orchard.rules'), 'utf8');
writeFileSync(join(dir, 'orchard-english.rules'), orchardText.slice(0, orchardText.indexOf("\n# The game's own texts")));

/** A whole game of `file` between computer players, saved as the elements save one. */
function wholeGame(file: string, players: number): string {
  const loaded = loadRulesetFile(repo(file));
  assert.ok(loaded.ok);
  const engine = gameEngine(loaded.ruleset);
  const setup = { players, seed: 11, options: {} };
  const created = engine.create(loaded.ruleset, setup);
  assert.ok(created.ok);
  let state = created.state;
  const bots = Array.from({ length: players }, (_, p) => createBot(loaded.ruleset, 'rules', { seed: p }));
  for (let turn = 0; turn < 20_000 && engine.toAct(state).kind !== 'over'; turn++) {
    const toAct = engine.toAct(state);
    const player = toAct.kind === 'players' ? (toAct.players[0] ?? 0) : -1;
    const action =
      player < 0 ? engine.chanceAction(state) : bots[player]!.decide(engine.view(state, player), engine.legalActions(state, player));
    const applied = engine.apply(state, action);
    assert.ok(applied.ok);
    state = applied.state;
  }
  return scenario('whole-game.json', saveGame(loaded.ruleset, setup, state));
}

/** `pomona replay ARGS` in `dir`. */
async function replay(...args: string[]): Promise<{ out: string; err: string; code: number }> {
  let out = '';
  let err = '';
  const code = await main(['replay', ...args], { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd: dir, env: {} });
  return { out, err, code };
}

/** The lines of `text` that begin with `start`. */
const linesFrom = (text: string, ...starts: string[]): string[] =>
  text.split('\n').filter((line) => starts.some((start) => line.startsWith(start)));

describe('pomona replay in the reader’s language', () => {
  it('Apples in Russian: actions, refusals by what their code means, the tables’ sentences and the final state', async () => {
    const { out, code } = await replay('--lang', 'ru', repo('rulesets/apples.rules'), apples);
    assert.equal(code, 0);
    assert.deepEqual(linesFrom(out, '  1.', '  3.', '  4.', '  8.'), [
      '  1. Игрок 4 сдаёт первым: принято',
      '  3. Игрок 2: заявка 2 пики: отклонено (not-your-turn): игра ждёт не этого игрока',
      '  4. Игрок 1: заявка 2 пики: принято',
      '  8. Игрок 3 ходит: 5 пик (5S): отклонено (wrong-phase): такое действие не выполняют в этой фазе',
    ]);
    assert.deepEqual(linesFrom(out, '       Игрок 1'), [
      '       Игрок 1 заявляет ставку: 2 пики.',
      '       Игрок 1 выигрывает торговлю со ставкой 2 пики; козыри — пики.',
    ]);
    assert.deepEqual(linesFrom(out, 'Фаза', 'Заявка', 'Игрок 3, на руке', 'Итого'), [
      'Фаза: прикуп; сдающий: игрок 4; сдач: 1 (без игры: 0)',
      'Заявка: игрок 1, 2 пики; козыри: пики',
      'Игрок 3, на руке: 5S 4S 3S 8C 7C 6C 5C QH JH 10H 9H 8H 7H',
      'Итого: игрок 1 0, игрок 2 0, игрок 3 0, игрок 4 0',
    ]);
    assert.doesNotMatch(out, /\b(?:accepted|refused|Player|Phase|holds|Totals)\b/);
  });

  it('a whole game of Apples in Spanish: every hand’s score sheet, the totals and the winner', async () => {
    const { out, code } = await replay('--lang', 'es', repo('rulesets/apples.rules'), wholeGame('rulesets/apples.rules', 4));
    assert.equal(code, 0);
    const sheets = linesFrom(out, '  Jugador');
    assert.ok(sheets.length >= 8 && sheets.length % 4 === 0, `${sheets.length} score-sheet lines`);
    for (const line of sheets) assert.match(line, /^ {2}Jugador [1-4] -?\d+( \(.+\))?$/);
    assert.match(out, /\nTotales: jugador 1 -?\d+, jugador 2 -?\d+, jugador 3 -?\d+, jugador 4 -?\d+\nGana: jugador [1-4]\n$/);
    assert.doesNotMatch(out, /\b(?:accepted|refused|Player|Phase|holds|Totals|Winner|Hand \d)\b/);
  });

  it('Apples to Apples in Spanish and Orchard in Korean, with the ruleset’s own words', async () => {
    const a2a = await replay('--lang', 'es', repo('test/rulesets/a2a-small.rules'), repo('test/rulesets/a2a-scenario.json'));
    assert.equal(a2a.code, 0);
    assert.deepEqual(linesFrom(a2a.out, '  2.', '  4.', '  7.'), [
      '  2. El juez reparte 28 cartas rojas: aceptada',
      '  4. Asiento 1 pone «Comedians»: rechazada (judge-cannot-place): el juez no pone cartas rojas (ni dice que ha terminado)',
      '  7. Asiento 3 pone «Volcanoes»: rechazada (card-not-in-hand): el jugador no tiene esa carta',
    ]);
    assert.match(a2a.out, /\nCartas verdes: Asiento 1 \d+, Asiento 2 \d+, Asiento 3 \d+, Asiento 4 \d+ \(meta: \d+\)\n$/);
    const ko = await replay('--lang', 'ko', repo('rulesets/orchard.rules'), orchard);
    assert.equal(ko.code, 0);
    assert.deepEqual(linesFrom(ko.out, '  1.', '  2.', '       플레이어 1', '플레이어 1', '  단색 배치'), [
      '  1. 플레이어 1: 빨강, 단맛 1, 높이 1 카드를 단색 배치에 놓습니다: 거절됨 (card-not-in-centre): 그 카드는 덱에 있지만 가운데에 펼쳐져 있지 않습니다',
      '  2. 플레이어 1: 초록, 단맛 5, 높이 2 카드를 단색 배치에 놓습니다: 받아들여짐',
      '       플레이어 1: 초록, 단맛 5, 높이 2 카드를 단색 배치에 놓았습니다. +1점 (단색 배치 1점, 합계 1점).',
      '플레이어 1: 1점',
      '  단색 배치: 1 (triangle[1] = 1) [초록, 단맛 5, 높이 2]',
      '  단색 배치: 0 (카드 없음) [비어 있음]',
    ]);
    assert.match(ko.out, /^\(무작위\) 덱을 섞습니다 \(카드 120장\): 받아들여짐\n/);
  });

  it('says a scenario or a save it cannot replay in the language', async () => {
    writeFileSync(join(dir, 'list.json'), '[1, 2]');
    assert.deepEqual(await replay('--lang', 'ko', repo('rulesets/apples.rules'), 'list.json'), {
      out: '',
      err: 'pomona replay: list.json: 시나리오는 JSON 객체여야 합니다\n',
      code: 1,
    });
    assert.equal(
      (await replay('--lang', 'ru', repo('rulesets/apples-500.rules'), repo('test/fixtures/saves/apples-bid.save.json'))).err,
      `pomona replay: ${repo('test/fixtures/saves/apples-bid.save.json')}: игра сохранена с другими правилами («Apples», а не «Apples to 500»)\n`,
    );
    scenario('nine.json', { players: 9, actions: [] });
    assert.equal(
      (await replay('--lang', 'ko', repo('rulesets/apples.rules'), 'nine.json')).err,
      'pomona replay: nine.json: 플레이어 수나 시드가 규칙에 맞지 않습니다\n',
    );
    scenario('bad-action.json', { players: 4, actions: [{ kind: 'shout', player: 0 }] });
    assert.equal(
      (await replay('--lang', 'es', repo('rulesets/apples.rules'), 'bad-action.json')).err,
      'pomona replay: bad-action.json: acción 1: no es una acción de esta familia de juegos (forma incorrecta, tipo desconocido, número fuera de rango)\n',
    );
    assert.equal(
      (await replay('--lang', 'ru', repo('rulesets/apples.rules'), 'missing.json')).err,
      'pomona replay: не удаётся прочитать missing.json: такого файла нет\n',
    );
  });

  it('English is as it was, --json is the same in every language, and rules that speak English only are replayed in English', async () => {
    const english = await replay(repo('rulesets/apples.rules'), apples);
    assert.deepEqual(linesFrom(english.out, '  3.', 'Phase'), [
      "  3. Player 2 bids 2 spades: refused (not-your-turn): It is player 1's turn to bid.",
      'Phase: pile; dealer: player 4; hands dealt: 1 (0 thrown in)',
    ]);
    const json = (await replay('--json', repo('rulesets/apples.rules'), apples)).out;
    for (const language of ['ko', 'ru', 'es'])
      assert.equal((await replay('--json', '--lang', language, repo('rulesets/apples.rules'), apples)).out, json);
    const englishOnly = await replay('--lang', 'ko', 'orchard-english.rules', orchard);
    assert.equal(englishOnly.out, (await replay('orchard-english.rules', orchard)).out);
    assert.match(englishOnly.out, /^\(chance\) The deck is shuffled \(120 cards\): accepted\n/);
  });
});
