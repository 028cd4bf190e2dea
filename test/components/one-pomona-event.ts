/** open-wc's `oneEvent` for a Pomona event, typed with that event's detail (oneEvent's own default is `CustomEvent<any>`). */
import { oneEvent } from '@open-wc/testing';
import type { PomonaEventMap } from '../../components/core/events.js';

export function onePomonaEvent<K extends keyof PomonaEventMap>(target: EventTarget, name: K): Promise<PomonaEventMap[K]> {
  return oneEvent<PomonaEventMap[K]>(target, name);
}
