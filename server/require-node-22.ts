/**
 * Imported first by every server entry: the Colyseus 0.18 server and its reconnection need Node 22
 * (on Node 20 a reconnecting client fails with "WebSocket is not defined"). npm scripts put the
 * Node 22 of the `node` devDependency first on PATH; started any other way, say so and stop.
 */
const major = Number(process.versions.node.split('.')[0]);
if (!(major >= 22)) {
  process.stderr.write(
    `pomona online: the server needs Node 22 or later, and this is Node ${process.versions.node}.\n` +
      `Run it through npm (npm run online, npm run loadtest, npm run test:online), which uses the Node 22 that npm ci installs.\n`,
  );
  process.exit(1);
}

/** The Node major version the server runs on (22 or later, or the process has stopped). */
export const NODE_MAJOR = major;
