/** The Mocha globals @web/test-runner provides in the browser (only those these tests use). */
declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: () => Promise<void> | void): void;
declare function afterEach(body: () => Promise<void> | void): void;
declare function beforeEach(body: () => Promise<void> | void): void;
