/**
 * React components for the Pomona games (`pomona/react`), made with `@lit/react`:
 *
 *   import { ApplesTable } from 'pomona/react';
 *   <ApplesTable seats="you,rules,rules,rules" options={{ winning_score: 150 }} onPomonaGameEnd={(e) => e.detail.result} />
 *
 * Each prop that is one of the element's properties is set as that property (objects included),
 * after React has rendered or hydrated the element, so it also arrives on a page rendered on the
 * server; each `onPomona…` prop listens to the `pomona-…` event of the same name. Importing this
 * module defines the elements. React is an optional peer of the package: only this entry needs it.
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { ApplesTable as ApplesTableElement } from './apples-table/apples-table.js';
import { ApplesToApples as ApplesToApplesElement } from './apples-to-apples/apples-to-apples.js';
import type { PomonaEventMap } from './core/events.js';
import { PomonaGame as PomonaGameElement } from './core/pomona-game.js';
import { OrchardBoard as OrchardBoardElement } from './orchard-board/orchard-board.js';

/** The event named `name`, typed with its detail, for `createComponent`'s `events`. */
const pomonaEvent = <K extends keyof PomonaEventMap>(name: K) => name as EventName<PomonaEventMap[K]>;

/** The React prop of each event the three game elements fire: `pomona-game-end` is `onPomonaGameEnd`. */
const gameEvents = {
  onPomonaGameStart: pomonaEvent('pomona-game-start'),
  onPomonaAction: pomonaEvent('pomona-action'),
  onPomonaHandEnd: pomonaEvent('pomona-hand-end'),
  onPomonaGameEnd: pomonaEvent('pomona-game-end'),
  onPomonaRulesetError: pomonaEvent('pomona-ruleset-error'),
  onPomonaSaveDiscarded: pomonaEvent('pomona-save-discarded'),
  onPomonaSetupError: pomonaEvent('pomona-setup-error'),
};

/** `<apples-table>` (Apples, the trick-taking game) as a React component. */
export const ApplesTable = createComponent({
  react: React,
  tagName: 'apples-table',
  elementClass: ApplesTableElement,
  events: gameEvents,
  displayName: 'ApplesTable',
});

/** `<orchard-board>` (Orchard, the drafting game) as a React component. */
export const OrchardBoard = createComponent({
  react: React,
  tagName: 'orchard-board',
  elementClass: OrchardBoardElement,
  events: gameEvents,
  displayName: 'OrchardBoard',
});

/** `<apples-to-apples>` (the party judging game) as a React component. */
export const ApplesToApples = createComponent({
  react: React,
  tagName: 'apples-to-apples',
  elementClass: ApplesToApplesElement,
  events: gameEvents,
  displayName: 'ApplesToApples',
});

/** `<pomona-game>` (a plain table for rules of any registered family) as a React component. */
export const PomonaGame = createComponent({
  react: React,
  tagName: 'pomona-game',
  elementClass: PomonaGameElement,
  events: { onPomonaGameEnd: pomonaEvent('pomona-game-end') },
  displayName: 'PomonaGame',
});
