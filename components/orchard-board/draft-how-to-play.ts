/** "How to play" a drafting ruleset in the page's language (imported when a person first opens the panel). */
import { draftingHowToPlay } from '../../src/families/drafting/how-to-play.js';
import { howToPlayIn } from '../core/language/how-to-play-in.js';
import { draftLanguages } from './draft-binding.js';

export const draftingHowToPlayIn = howToPlayIn(draftingHowToPlay, draftLanguages);
