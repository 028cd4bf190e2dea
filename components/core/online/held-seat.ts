/**
 * The seat a page holds at an online table, kept in the tab's session storage (its table's code
 * and the server's reconnection token) so that a reload takes the same seat back. One entry per
 * table server and game element (two games on a page each take back their own seat); storage that
 * is refused or corrupt means no seat to take back, never an error.
 */

/** A seat held at a table: its code and the token that takes it back. */
export interface HeldSeat {
  readonly code: string;
  readonly token: string;
}

const storagePrefix = 'pomona-online ';

/** The storage of the seats held at one table server's tables. */
export class HeldSeats {
  constructor(
    /** The table server's address (each server has its own entry). */
    private readonly server: () => string | null,
    /** The game element's tag (each game on a page has its own entry). */
    private readonly game: string,
  ) {}

  private get key(): string {
    return `${storagePrefix}${this.game} ${this.server() ?? ''}`;
  }

  /** The seat held for this tab, if any. */
  read(): HeldSeat | null {
    try {
      const value: unknown = JSON.parse(sessionStorage.getItem(this.key) ?? 'null');
      if (value && typeof value === 'object') {
        const { code, token } = value as Record<string, unknown>;
        if (typeof code === 'string' && typeof token === 'string') return { code, token };
      }
    } catch {
      // Storage refused or a corrupt entry: no seat to take back.
    }
    return null;
  }

  /** Keep the seat just taken. */
  keep(seat: HeldSeat): void {
    try {
      sessionStorage.setItem(this.key, JSON.stringify({ code: seat.code, token: seat.token }));
    } catch {
      // Without storage a reload cannot take the seat back; the game goes on.
    }
  }

  /** The seat is given up (left, removed, or no longer held by the server). */
  forget(): void {
    try {
      sessionStorage.removeItem(this.key);
    } catch {
      // Nothing kept.
    }
  }
}
