/**
 * A table server for the tests, in this process on 127.0.0.1 (created here, not with the testing
 * package's boot(), which binds every interface), with short timers so drops and stand-ins play
 * out in a second, and people who play whatever their frames allow.
 */
import './wire-recorder.js';
import { ColyseusTestServer } from '@colyseus/testing';
import { createTableServer, type TableServer } from '../../server/app.js';
import { ClientMessage, ServerMessage, TABLE_ROOM, type CreateOptions, type GameFrame, type Refusal } from '../../server/protocol.js';

const { Client } = await import('@colyseus/sdk');

/** The SDK's room, as the tests hold it. */
export type SdkRoom = Awaited<ReturnType<InstanceType<typeof Client>['create']>>;

/** A running test server. */
export interface TestTables {
  readonly tables: TableServer;
  readonly colyseus: ColyseusTestServer;
  readonly endpoint: string;
  close(): Promise<void>;
}

/** Start a table server on a free port of 127.0.0.1. */
export async function startTables(settings: Parameters<typeof createTableServer>[0] = {}): Promise<TestTables> {
  const tables = await createTableServer({
    botWorkers: 1,
    limits: { failedJoinsPerMinute: 1000, newTablesPerMinute: 1000 },
    ...settings,
    tables: { botDelayMs: 0, holdSeconds: 5, standInMs: 300, ...settings.tables },
  });
  const port = await tables.listen(0, '127.0.0.1');
  const colyseus = new ColyseusTestServer(tables.server);
  return {
    tables,
    colyseus,
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await tables.close();
    },
  };
}

/** A person at a table in the tests: every frame they get, every refusal, and an automatic player. */
export class Person {
  readonly frames: GameFrame[] = [];
  readonly refusals: Refusal[] = [];
  readonly syncs: (GameFrame | null)[] = [];
  /** Requests of this person's that a dropped connection cut off. */
  readonly lostRequests: string[] = [];
  replay: { seed: string; log: unknown[]; players: number } | null = null;
  kicked = false;
  /** Whether this person answers their frames with a move. */
  playing = true;
  /** Whether this person waits, when others may act at the same time, until they are the last to act. */
  waitsForOthers = false;
  /** Whether a refused move makes this person look at the table again and choose anew (a move raced by another's). */
  retryRefused = false;
  private chooser: (legal: readonly unknown[]) => unknown = (legal) => legal[0];

  private constructor(
    readonly name: string,
    readonly room: SdkRoom,
  ) {
    room.onMessage(ServerMessage.view, (frame: GameFrame) => this.onFrame(frame));
    room.onMessage(ServerMessage.refused, (refusal: Refusal) => {
      this.refusals.push(refusal);
      // The look again may be cut off by a dropped connection (the wire test drops one on purpose):
      // kept as a lost request, not thrown from nowhere; the person looks again once reconnected.
      if (this.playing && this.retryRefused) this.ready().catch((error: unknown) => this.lostRequests.push(String(error)));
    });
    room.onMessage(ServerMessage.kicked, () => (this.kicked = true));
    room.onMessage(ServerMessage.replay, (replay: { seed: string; log: unknown[]; players: number }) => (this.replay = replay));
  }

  /** Create a table as its host. */
  static async host(endpoint: string, options: CreateOptions): Promise<Person> {
    const room = await new Client(endpoint).create(TABLE_ROOM, options);
    return new Person(options.name, room).ready();
  }

  /** Join a table by its code. */
  static async join(endpoint: string, code: string, name: string, spectator = false): Promise<Person> {
    const room = await new Client(endpoint).joinById(code, { name, spectator });
    return new Person(name, room).ready();
  }

  /** Choose moves with `chooser` instead of the first legal one. */
  choosing(chooser: (legal: readonly unknown[]) => unknown): this {
    this.chooser = chooser;
    return this;
  }

  /** Ask for this person's view once the handlers are set. */
  async ready(): Promise<this> {
    const frame = await this.room.request<undefined, GameFrame | null>(ClientMessage.sync);
    this.syncs.push(frame);
    if (frame) this.onFrame(frame);
    return this;
  }

  private onFrame(frame: GameFrame): void {
    this.frames.push(frame);
    const latest = this.frames.reduce((a, b) => (b.step >= a.step ? b : a));
    if (this.playing && frame === latest && frame.legal.length > 0 && (!this.waitsForOthers || frame.toAct.length === 1))
      this.room.send(ClientMessage.act, { action: this.chooser(frame.legal) });
  }
}

/** Wait until `done()` holds, checking every 20 ms; fails after `ms`. */
export async function until(done: () => boolean, ms = 20_000, what = 'the condition'): Promise<void> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
