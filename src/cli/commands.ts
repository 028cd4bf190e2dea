/** Every `pomona` subcommand, in the order `pomona --help` lists them: the generic ones, then those the registered families bring. */
import type { Command } from '../core/command.js';
import { registeredFamilies } from '../core/registry.js';
import { checkCommand } from './check.js';
import { replayCommand } from './replay.js';
import { scoreCommand } from './score.js';
import { simulateCommand } from './simulate.js';

/** The subcommands, looked up when asked (a family may register after this module loads). */
export function commands(): readonly Command[] {
  const generic = [checkCommand, scoreCommand, replayCommand, simulateCommand];
  const brought = registeredFamilies().flatMap((d) => d.commands ?? []);
  return [generic[0]!, ...brought, ...generic.slice(1)];
}
