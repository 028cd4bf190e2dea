/**
 * The load test's scenarios: which game the tables play, who sits at them (simulated people and
 * computer players), how many tables by default, and over how many server processes.
 */
import type { CreateOptions, SeatChoice } from './protocol.js';

/** One way to load the server. */
export interface Scenario {
  /** What it measures, in a line. */
  readonly about: string;
  readonly rules: CreateOptions['rules'];
  /** Simulated people (the first is the host), then computer players. */
  readonly people: number;
  readonly bots: readonly string[];
  readonly tables: number;
  /** Server processes sharing one Redis: tables are opened through each in turn and joined through the next. */
  readonly processes: 1 | 2;
}

/** Apples to Apples with 3 people and 3 rule-reading players: the first scenario, and the two-process one's game. */
const judging: Scenario = {
  about: 'Apples to Apples, 6 seats: 3 people and 3 rule-reading players',
  rules: { kind: 'bundled', name: 'apples-to-apples.rules' },
  people: 3,
  bots: ['reader', 'reader', 'reader'],
  tables: 100,
  processes: 1,
};

/** The scenarios by name (`LOADTEST_SCENARIO`). */
export const SCENARIOS: Readonly<Record<string, Scenario>> = {
  'apples-to-apples': judging,
  'apples-search': {
    about: 'Apples, 4 seats: 2 people and 2 search players (tree search over sampled worlds)',
    rules: { kind: 'bundled', name: 'apples.rules' },
    people: 2,
    bots: ['search', 'search'],
    tables: 50,
    processes: 1,
  },
  orchard: {
    about: 'Orchard, 4 seats: 2 people and 2 lookahead players',
    rules: { kind: 'bundled', name: 'orchard.rules' },
    people: 2,
    bots: ['lookahead', 'lookahead'],
    tables: 50,
    processes: 1,
  },
  'two-processes': {
    ...judging,
    about: 'Apples to Apples as the first, over two processes sharing Redis: opened and joined through one, played on the other',
    processes: 2,
  },
};

/** The seats of a scenario's table: open seats for its people, then its computer players. */
export function seatsOf(scenario: Scenario): SeatChoice[] {
  return [
    ...Array.from({ length: scenario.people }, (): SeatChoice => ({ kind: 'open' })),
    ...scenario.bots.map((bot): SeatChoice => ({ kind: 'bot', bot })),
  ];
}
