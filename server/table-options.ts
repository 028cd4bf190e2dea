/**
 * The options a table is created with, from an untrusted `create` message: its rules (a shipped
 * ruleset, or rules text checked in a bot worker first, where a pathological text can be stopped,
 * and refused when it checks too slowly for the tables' thread to compile it too),
 * its seats, the host's name, spectators and the turn timer. Anything wrong refuses the creation
 * with a `ServerError` naming it.
 */
import { ServerError } from '@colyseus/core';
import { familyDescriptor, type AnyFamilyDescriptor } from '../src/core/registry.js';
import type { Ruleset } from '../src/core/rules/ruleset.js';
import { isRecord } from '../src/core/untrusted.js';
import type { BotPool } from './bot-pool.js';
import { MAX_NAME_LENGTH, TURN_TIMERS, type RulesChoice, type SeatChoice } from './protocol.js';
import { loadRulesOnce, readRulesChoice, rulesKept } from './rules.js';
import { readName, readSeatChoices } from './seat-choices.js';

/** A table's checked options. */
export interface TableOptions {
  readonly rules: RulesChoice;
  readonly ruleset: Ruleset;
  readonly family: AnyFamilyDescriptor;
  readonly seats: readonly SeatChoice[];
  readonly spectators: boolean;
  readonly turnSeconds: number;
}

/** Read and check a table's options (see the module's comment). */
export async function readTableOptions(options: unknown, bots: BotPool, rulesBudgetMs: number): Promise<TableOptions> {
  if (!isRecord(options)) throw new ServerError(400, 'create needs options');
  const rules = readRulesChoice(options.rules);
  if (typeof rules === 'string') throw new ServerError(400, rules);
  if (readName(options.name) === null) throw new ServerError(400, `name: 1 to ${MAX_NAME_LENGTH} characters`);
  if (rules.kind === 'text' && !rulesKept(rules)) {
    const checked = await bots.checkRules(rules);
    if (!checked.ok) throw new ServerError(400, `the rules do not check:\n${checked.problems.slice(0, 20).join('\n')}`);
    if (checked.ms > rulesBudgetMs)
      throw new ServerError(
        400,
        `the rules take ${Math.round(checked.ms)} ms to check; a table takes rules that check within ${rulesBudgetMs} ms`,
      );
  }
  const loaded = await loadRulesOnce(rules);
  if (!loaded.ok) throw new ServerError(400, `the rules do not check:\n${loaded.problems.slice(0, 20).join('\n')}`);
  const family = familyDescriptor(loaded.ruleset.family);
  if (!family) throw new ServerError(400, `no family '${loaded.ruleset.family}' on this server`);
  const seats = readSeatChoices(options.seats, family, loaded.ruleset);
  const turnSeconds = options.turnSeconds ?? 0;
  if (!isTurnTimer(turnSeconds)) throw new ServerError(400, 'turnSeconds: 0, 30, 60 or 120');
  return { rules, ruleset: loaded.ruleset, family, seats, spectators: options.spectators !== false, turnSeconds };
}

/** Whether `value` is one of the turn timers a table offers (seconds; 0 is none). */
export function isTurnTimer(value: unknown): value is (typeof TURN_TIMERS)[number] {
  return TURN_TIMERS.includes(value as (typeof TURN_TIMERS)[number]);
}
