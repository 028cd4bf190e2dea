/** "How to play" a trick-taking ruleset in the page's language (imported when a person first opens the panel). */
import { trickHowToPlay } from '../../src/families/trick/how-to-play.js';
import { howToPlayIn } from '../core/language/how-to-play-in.js';
import { trickLanguages } from './trick-phrases.js';

export const trickHowToPlayIn = howToPlayIn(trickHowToPlay, trickLanguages);
