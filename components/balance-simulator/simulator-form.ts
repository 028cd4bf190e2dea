/** The form of `<balance-simulator>`: the rulesets to run and compare, the players by seat, the games and the seed. */
import { html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import { shippedRulesetInfos } from '../studio/shipped.js';
import { rulesetNameIn } from '../studio/studio-words.js';

/** What the form shows and whom it tells of a change. */
export interface SimulatorForm {
  /** The chosen ruleset, once loaded (its family and player range). */
  readonly info: Ruleset | null;
  /** The editor's rules, when the page has an editor (offered as "Your edit"). */
  readonly rulesText: string | null;
  readonly ruleset: string;
  readonly compare: string | null;
  readonly players: number;
  /** The player type of each seat. */
  readonly seats: readonly string[];
  readonly playerTypes: readonly string[];
  readonly games: number;
  readonly seed: string;
  readonly running: boolean;
  readonly language: LanguageTag;
  /** The value that stands for the editor's rules. */
  readonly edited: string;
  chooseRuleset(ruleset: string): void;
  chooseCompare(compare: string | null): void;
  choosePlayers(players: number): void;
  chooseSeat(seat: number, type: string): void;
  submit(event: SubmitEvent): void;
  /** Someone reaching for the form is about to run: start the workers now, not at Run. */
  warm(): void;
}

/** The simulator's form. */
export function renderSimulatorForm(f: SimulatorForm): TemplateResult {
  const shipped = shippedRulesetInfos();
  const family = f.info?.family;
  const options = (selected: string | null, sameFamily: boolean) => html`${shipped
    .filter((s) => !sameFamily || s.family === family)
    .map(
      (s) =>
        html`<option value=${s.file} ?selected=${s.file === selected}>${rulesetNameIn({ name: s.name, files: [s.file] }, f.language)}</option>`,
    )}
    ${f.rulesText ? html`<option value=${f.edited} ?selected=${selected === f.edited}>${msg('Your edit (the rules in the editor)', { id: 'studio-sim-your-edit-the-rules-in-the' })}</option>` : nothing}`;
  const range = f.info?.players;
  const warm = () => f.warm();
  return html`<form part="form" @submit=${(e: SubmitEvent) => f.submit(e)} @focusin=${warm} @pointerover=${warm}>
    <label
      >${msg('Ruleset', { id: 'studio-sim-ruleset-2' })}
      <select name="ruleset" @change=${(e: Event) => f.chooseRuleset((e.target as HTMLSelectElement).value)}>${options(f.ruleset, false)}</select>
    </label>
    <label
      >${msg('Compare with', { id: 'studio-sim-compare-with' })}
      <select name="compare" @change=${(e: Event) => f.chooseCompare((e.target as HTMLSelectElement).value || null)}>
        <option value="" ?selected=${!f.compare}>${msg('nothing (one ruleset)', { id: 'studio-sim-nothing-one-ruleset' })}</option>
        ${options(f.compare, true)}
      </select>
    </label>
    <label
      >${msg('Players', { id: 'studio-sim-players' })}
      <input
        type="number"
        name="players"
        min=${range?.min ?? 1}
        max=${range?.max ?? 1}
        .value=${String(f.players)}
        @change=${(e: Event) => f.choosePlayers(Math.min(range?.max ?? 1, Math.max(range?.min ?? 1, Number((e.target as HTMLInputElement).value))))}
      />
    </label>
    <fieldset>
      <legend>${msg('Computer players by seat', { id: 'studio-sim-computer-players-by-seat' })}</legend>
      ${f.seats.map(
        (type, i) => html`<label
          >${msg(str`Seat ${i + 1}`, { id: 'studio-sim-seat-2' })}
          <select @change=${(e: Event) => f.chooseSeat(i, (e.target as HTMLSelectElement).value)}>
            ${f.playerTypes.map((t) => html`<option value=${t} ?selected=${t === type}>${t}</option>`)}
          </select>
        </label>`,
      )}
    </fieldset>
    <label>${msg('Games', { id: 'studio-sim-games-2' })} <input type="number" name="games" min="1" max="100000" .value=${String(f.games)} /></label>
    <label>${msg('Seed', { id: 'studio-sim-seed' })} <input type="text" name="seed" .value=${f.seed} /></label>
    <button type="submit" class="primary" ?disabled=${f.running || !f.info}>${msg('Run', { id: 'studio-sim-run' })}</button>
  </form>`;
}
