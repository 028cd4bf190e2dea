/** "How to play" a judging ruleset in the page's language (imported when a person first opens the panel). */
import { judgingHowToPlay } from '../../src/families/judging/how-to-play.js';
import { howToPlayIn } from '../core/language/how-to-play-in.js';
import { judgingLanguages } from './judging-binding.js';

export const judgingHowToPlayIn = howToPlayIn(judgingHowToPlay, judgingLanguages);
