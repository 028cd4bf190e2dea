/**
 * How online play's words reach the element's language. Built with the element (the loader's
 * chunks, the library, the site), online play's modules use the element's own `@lit/localize`,
 * so there is nothing to install. The self-contained pomona-online.js replaces this module with
 * localize-shim.ts, whose `msg` asks the element's.
 */
import type { msg, str } from '@lit/localize';

/** Give online play the element's `msg` and `str` (nothing to do in a build that shares them). */
export function installLocalize(_msg: typeof msg, _str: typeof str): void {}
