/**
 * A game element's door to online play: with a `server`, online play's code (a file of its own)
 * is imported after the first paint and takes back a seat held for this page or opens the join
 * screen of a code; without a `server` nothing of it loads and nothing goes on the network.
 */
import { isServer, type ReactiveController } from 'lit';
import { msg, str } from '@lit/localize';
import type { BindingOf, GameTypes } from '../game-types.js';
import type { OnlineGame } from '../online/online-game.js';
import type { OnlineSeam, SeamElement } from '../online/online-seam.js';
import { RulesLoader } from '../rules/rules-loader.js';
import type { RulesetOrigin } from '../rules/ruleset-source.js';

export class OnlineDoor<G extends GameTypes> implements ReactiveController {
  /** Online play, once its code is here. */
  seam: OnlineSeam<G> | null = null;
  private loading: Promise<unknown> | null = null;
  /** Whether its code could not be loaded (the table plays on offline, and nothing waits for it). */
  private missing = false;

  constructor(
    private readonly element: SeamElement<G>,
    private readonly binding: BindingOf<G>,
    /** Where the element's rules come from now (an online table plays them). */
    private readonly origin: () => RulesetOrigin,
  ) {
    element.addController(this);
  }

  hostUpdated(): void {
    if (!this.element.server || isServer) return;
    this.loading ??= import('../online/online-entry.js').then(
      ({ OnlineSeam, installLocalize }) => {
        installLocalize(msg, str);
        this.seam = new OnlineSeam(this.element, this.binding, this.origin, (origin, receiver) =>
          new RulesLoader(this.binding, receiver).load(origin),
        );
        this.element.requestUpdate();
      },
      // A deployment without pomona-online.js beside the script: the page author is told; the table plays on offline.
      (error: unknown) => {
        this.missing = true;
        console.error('Pomona: online play could not be loaded', error);
      },
    );
  }

  /** What an update waits for: online play's code, asked for by a `server` and not here yet (else null). */
  get waiting(): Promise<unknown> | null {
    return this.element.server && !this.seam && !this.missing ? this.loading : null;
  }

  /** Whether the door, the lobby or an online game is shown (the game at this screen waits meanwhile). */
  get active(): boolean {
    return !!this.seam?.active;
  }

  /** The online game in play, or null. */
  game(): OnlineGame<G> | null {
    return this.seam?.game() ?? null;
  }
}
