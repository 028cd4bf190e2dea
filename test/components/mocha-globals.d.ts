/** The Mocha globals @web/test-runner provides in the browser (only those these tests use). */
declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: (this: MochaContext) => Promise<void> | void): void;
declare function afterEach(body: () => Promise<void> | void): void;
declare function beforeEach(body: () => Promise<void> | void): void;

/** What a test's or hook's `this` offers: a longer time limit for one that plays whole runs. */
interface MochaContext {
  timeout(ms: number): void;
}
declare function before(body: (this: MochaContext) => Promise<void> | void): void;
