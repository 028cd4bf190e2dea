/**
 * What a game element needs of online play, in one object made when the element has a `server`:
 * the online play itself, the game it shows (this page's seat's view from the server), and what
 * the frame around the table draws (the door button, the strip above a game, the door, lobby or
 * gone screen instead of the table). Kept out of the element's own module, so that a page without
 * a `server` carries none of it.
 */
import { nothing, type LitElement, type TemplateResult } from 'lit';
import { addStyles } from '../frame/add-styles.js';
import type { SavedGame } from '../../../src/core/game/game.js';
import type { BindingOf, GameTypes } from '../game-types.js';
import type { OnlineGame } from './online-game.js';
import type { RulesetOrigin } from '../rules/ruleset-source.js';
import type { RulesReceiver } from '../rules/rules-loader.js';
import { OnlinePlay, joinCodeInAddress } from './online-play.js';
import { onlineStyles, stagePrompt, renderDoor, renderDoorButton, renderGone, renderLobby, renderStrip } from './online-views.js';
import { tableRules } from './table-rules.js';

/** What the element lends its online play. */
export interface SeamElement<G extends GameTypes> extends LitElement {
  readonly server: string | null;
  readonly room: string | null;
  /** The element's own rules and seats (the door proposes them). */
  offline(): { readonly ruleset: G['ruleset'] | null; readonly seats: number };
  say(words: string): void;
  /** Watch a saved game on the element (the online game's replay). */
  loadReplay(saved: unknown): unknown;
}

/** One element's online play, with what its frame draws. */
export class OnlineSeam<G extends GameTypes> {
  readonly play: OnlinePlay<G>;
  private worldOf: ((ruleset: G['ruleset'], view: G['view']) => G['state']) | null = null;
  private lastWorld: { readonly view: G['view']; readonly state: G['state'] } | null = null;

  constructor(
    private readonly element: SeamElement<G>,
    private readonly binding: BindingOf<G>,
    /** Where the element's rules come from now (the table plays them). */
    origin: () => RulesetOrigin,
    /** Load rules with the element's own loader (the table's, once the server says which). */
    loadRules: (origin: RulesetOrigin, receiver: RulesReceiver<G>) => Promise<void>,
  ) {
    this.play = new OnlinePlay(element, () => tableRules(origin()), loadRules);
    addStyles(element, [onlineStyles]);
    // A reload takes back the seat held for this page; else a code (attribute or #join=) opens the join screen.
    const code = element.room ?? joinCodeInAddress(location.hash);
    if (!this.play.resume() && code) this.play.open(code);
    void binding.play().then(
      (played) => {
        this.worldOf = played.onlineWorld ?? null;
        element.requestUpdate();
      },
      () => undefined,
    );
  }

  /** Whether the door, the lobby or an online game is shown (the game at this screen waits meanwhile). */
  get active(): boolean {
    return this.play.active;
  }

  /** The online game in play, or null. */
  game(): OnlineGame<G> | null {
    const { frame, ruleset } = this.play;
    if (!this.play.playing || !frame || !ruleset) return null;
    return {
      ruleset,
      view: frame.view as G['view'],
      legal: frame.legal,
      toAct: frame.toAct,
      viewer: frame.seat,
      names: this.play.names,
    };
  }

  /**
   * For a family whose table is drawn from a state (`FamilyPlay.onlineWorld`): one consistent with
   * the online view, made once per view; null otherwise (and offline).
   */
  world(): G['state'] | null {
    const game = this.game();
    const make = this.worldOf;
    if (!game || !make) return null;
    if (this.lastWorld?.view !== game.view) this.lastWorld = { view: game.view, state: make(game.ruleset, game.view) };
    return this.lastWorld.state;
  }

  /** Send this page's move to the server. */
  act(action: G['action']): void {
    this.play.act(action);
  }

  /** The button beside "New game…" that opens the door (nothing while online). */
  doorButton(): TemplateResult | typeof nothing {
    // A page that takes `server` away takes the door away too (a table already open stays until left).
    return this.play.active || !this.element.server ? nothing : renderDoorButton(() => this.play.open());
  }

  /**
   * What shows above the table (the strip of an online game), instead of it (the door, the lobby, a
   * table gone) and instead of its prompt; null offline.
   */
  frame(): { readonly above: unknown; readonly instead: unknown; readonly prompt: string | null } | null {
    const play = this.play;
    if (!play.active) return null;
    const back = () => void play.close();
    if (this.game()) return { above: renderStrip(play, this.watchReplay()), instead: null, prompt: null };
    const prompt = stagePrompt(play);
    if (play.stage.kind === 'gone') return { above: nothing, instead: renderGone(play.stage.message, () => play.open(''), back), prompt };
    if (play.stage.kind === 'table') return { above: nothing, instead: renderLobby(play, this.binding.botNames, location.href), prompt };
    const { ruleset, seats } = this.element.offline();
    return {
      prompt,
      above: nothing,
      instead: renderDoor(play, {
        players: ruleset?.players ?? { min: 1, max: 1 },
        seats,
        bots: this.binding.botNames,
        name: this.element.getAttribute('name') ?? '',
        back,
      }),
    };
  }

  /** Leave the online table: the game at this screen comes back. */
  leave(): void {
    void this.play.close();
  }

  /** Watch the online game's replay on the element, when it plays the same rules (else the replay is offered as a file). */
  private watchReplay(): (() => void) | null {
    const saved: SavedGame<unknown> | null = this.play.savedReplay();
    if (!saved || saved.ruleset !== this.element.offline().ruleset?.name) return null;
    return () => {
      void this.play.close();
      this.element.loadReplay(saved);
    };
  }
}
