/** Every `pomona` subcommand, in the order `pomona --help` lists them. */
import type { Command } from './io.js';
import { checkCommand } from './check.js';
import { deckCommand } from './deck.js';
import { replayCommand } from './replay.js';
import { scoreCommand } from './score.js';
import { simulateCommand } from './simulate.js';

export const commands: readonly Command[] = [checkCommand, deckCommand, scoreCommand, replayCommand, simulateCommand];
