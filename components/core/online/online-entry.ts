/**
 * What an element imports for online play, and only when it has a `server`. In the embeds this
 * module and everything it imports (the Colyseus SDK, the door, the lobby, the connection) are one
 * self-contained file, pomona-online.js, shared by the loader and the one-file embeds.
 */
export { OnlineSeam } from './online-seam.js';
export { installLocalize } from './localize-bridge.js';
