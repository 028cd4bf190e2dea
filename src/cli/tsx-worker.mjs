// Starts a worker thread of the `pomona` command in a checkout, where the CLI runs from its
// TypeScript sources: tsx's loader is registered in the worker first (a worker does not inherit
// the loader that `bin/pomona.js` registered), then the worker's module named in `workerData.entry`
// is imported. The installed package starts its compiled worker directly and never uses this file.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.entry);
