/**
 * The package's declaration files keep what a user reaches from its entries, with its doc
 * comments, and leave out the internals no entry's types name: checked on a small package of
 * three modules, written as tsc writes declarations.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { declarationErrors, pruneDeclarations } from '../../scripts/prune-declarations.mjs';

const folder = mkdtempSync(join(tmpdir(), 'pomona-prune-'));
after(() => rmSync(folder, { recursive: true, force: true }));

const files: Record<string, string> = {
  'index.d.ts': [
    "export { Game, type Score } from './game.js';",
    "export type { Seat } from './seats.js';",
    "import './element.js';",
    '',
  ].join('\n'),
  'game.d.ts': [
    "import { type Seat, type SeatList, seatCount } from './seats.js';",
    "import type { Hidden } from './hidden.js';",
    "import type { Machine } from './machine.js';",
    "import { Base } from './base.js';",
    '/** One game: its seats and its score. */',
    'export declare class Game extends Base {',
    '    /** Who sits where. */',
    '    seats: SeatList;',
    '    score(seat: Seat): Score;',
    '    size: typeof seatCount;',
    '    /** The seat that deals next: the element keeps it. */',
    '    protected dealer: Seat;',
    '    /** The cards not dealt. */',
    '    private stock;',
    '    /** Its own machinery. */',
    '    protected readonly machine: Machine;',
    '    protected turn(seat: Machine): Machine;',
    '    /** Drawn as the base class draws. */',
    '    protected render(): string;',
    '}',
    "/** A seat's points. */",
    'export interface Score { points: number }',
    '/** Only the engine calls this. */',
    'export declare function shuffle(seed: number, hidden: Hidden): Game;',
    '/** An internal table of the engine. */',
    'export declare const TABLE: readonly number[];',
    '',
  ].join('\n'),
  'seats.d.ts': [
    '/** A seat at the table, 0 first. */',
    'export type Seat = number;',
    '/** Every seat, in order of play. */',
    'export type SeatList = readonly Seat[];',
    '/** How many seats a game has at most. */',
    'export declare const seatCount = 6;',
    "/** The engine's own helper. */",
    'export declare function nextSeat(seat: Seat): Seat;',
    "export { TABLE as SEAT_TABLE } from './game.js';",
    '',
  ].join('\n'),
  'hidden.d.ts': ['/** Internal only. */', 'export interface Hidden { secret: string }', ''].join('\n'),
  'machine.d.ts': ['/** What the game runs on. */', 'export interface Machine { gears: number }', ''].join('\n'),
  'element.d.ts': [
    "import { Game } from './game.js';",
    'declare global {',
    '    /** The element of a game. */',
    "    interface HTMLElementTagNameMap { 'pomona-test-game': HTMLElement & { game: Game } }",
    '}',
    '',
  ].join('\n'),
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
// A class from outside the package (as Lit's LitElement is): not among the files pruned.
writeFileSync(join(folder, 'base.d.ts'), 'export declare class Base {\n    protected render(): unknown;\n}\n');
const entries = [join(folder, 'index.d.ts')];
const leftOut = pruneDeclarations({ entries, files: Object.keys(files).map((name) => join(folder, name)) });
const read = (name: string): string => readFileSync(join(folder, name), 'utf8');

describe('the declarations left in the package', () => {
  it('keep what the entries export and what it names, with doc comments', () => {
    assert.match(read('game.d.ts'), /\/\*\* One game: its seats and its score\. \*\/\nexport declare class Game/);
    assert.match(read('game.d.ts'), /\/\*\* Who sits where\. \*\/\n {4}seats: SeatList;/);
    assert.match(read('game.d.ts'), /\/\*\* A seat's points\. \*\/\nexport interface Score/);
    assert.match(read('seats.d.ts'), /\/\*\* Every seat, in order of play\. \*\/\nexport type SeatList/);
    // Named through `typeof`.
    assert.match(read('seats.d.ts'), /export declare const seatCount = 6;/);
  });

  it("leave out the doc comments of a class's protected and private members, which no user of it reads, and keep the members", () => {
    assert.match(read('game.d.ts'), /size: typeof seatCount;\n {4}protected dealer: unknown;\n {4}private stock;\n/);
    assert.doesNotMatch(read('game.d.ts'), /the element keeps it|The cards not dealt|Its own machinery|Drawn as/);
  });

  it("declare a protected member with its name and no type, and leave out what only it named, unless it overrides an outside class's", () => {
    assert.match(
      read('game.d.ts'),
      /protected readonly machine: unknown;\n {4}protected turn\(\.\.\.args: never\[\]\): unknown;\n {4}protected render\(\): string;\n\}/,
    );
    assert.equal(read('machine.d.ts').trim(), '');
    assert.doesNotMatch(read('game.d.ts'), /Machine/);
  });

  it('keep the global augmentations, and what they name', () => {
    assert.match(read('element.d.ts'), /'pomona-test-game': HTMLElement & \{ game: Game \}/);
    assert.match(read('element.d.ts'), /^import \{ Game \} from '\.\/game\.js';/);
  });

  it('leave out what no entry reaches, and the imports and re-exports of it', () => {
    assert.equal(leftOut, 5);
    // Only the internal function named it: its file is left empty (the build then leaves it out).
    assert.equal(read('hidden.d.ts').trim(), '');
    assert.doesNotMatch(read('game.d.ts'), /shuffle|TABLE|Only the engine|Hidden/);
    assert.doesNotMatch(read('seats.d.ts'), /nextSeat|SEAT_TABLE|helper/);
    assert.match(read('game.d.ts'), /^import \{ type Seat, type SeatList, seatCount \} from '\.\/seats\.js';/);
  });

  it('still type-check as a user reads them', () => {
    assert.deepEqual(declarationErrors(entries), []);
  });
});
