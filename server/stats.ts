/**
 * Figures of a server process for the load test: how long bot turns take (from the turn's start
 * to the bot's move being applied), how much memory and processor time the process uses.
 */

/** Bot-turn durations of this process since it started or was last read. */
const botTurns: number[] = [];

/** The figures of this process. */
export const tableStats = {
  /** Record one bot turn of `ms`. */
  botTurn(ms: number): void {
    if (botTurns.length < 1_000_000) botTurns.push(ms);
  },
  /** The figures now, as plain data; `reset` starts the bot-turn list afresh. */
  read(reset = false): { botTurns: number[]; rss: number; cpuMicros: number; uptime: number } {
    const usage = process.cpuUsage();
    const out = {
      botTurns: botTurns.slice(),
      rss: process.memoryUsage.rss(),
      cpuMicros: usage.user + usage.system,
      uptime: process.uptime(),
    };
    if (reset) botTurns.length = 0;
    return out;
  },
};
