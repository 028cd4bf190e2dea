/** Every `pomona` subcommand, in the order `pomona --help` lists them. */
import type { Command } from './io.js';

export const commands: readonly Command[] = [];
