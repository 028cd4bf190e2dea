/** Where the CLI writes and reads, so commands can be tested without a process. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The directory relative paths are resolved against. */
  cwd: string;
}

/** Exit codes of every command: 0 success, 1 a problem with the input, 2 a usage error. */
export const EXIT_OK = 0;
export const EXIT_INPUT = 1;
export const EXIT_USAGE = 2;

/** A command of the `pomona` CLI. */
export interface Command {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** The full `--help` text. */
  readonly help: string;
  run(args: readonly string[], io: CliIo): Promise<number> | number;
}
