/**
 * A ruleset as a list of labelled facts in plain words, the ones a player would notice ("points to
 * win": "250"): the facts every ruleset has, and those its family's descriptor adds. The studio
 * sets a variant's facts beside its base's to say what the variant changes, in the page's language:
 * each label and each value in words is a message (said in the language the facts are asked in),
 * while what the rules write (an expression, a suit order, a deck file) is shown as written.
 */
import { say, type Said } from '../i18n/diagnostics.js';
import { englishWords } from '../i18n/english-words.js';
import { SOURCE_LANGUAGE, type LanguageTag } from '../i18n/languages.js';
import type { Words } from '../i18n/words-of.js';
import { familyDescriptor } from '../registry.js';
import { resolveOptions } from './options.js';
import type { BaseContext, CompiledExpr, OptionValues, Ruleset, RulesetBase } from './ruleset.js';
import { rulesetTexts, type RulesetTexts } from './ruleset-texts.js';

/** A range of whole numbers in words: "4", or "2 to 6" (in the language of `words`). */
export function rangeInWords(r: { readonly min: number; readonly max: number }, words: Words = englishWords()): string {
  return words.range(r.min, r.max);
}

/** A number an expression gives for every player count of the ruleset ("13", or "2 players: 3, 3 to 6 players: 2"). */
export function byPlayersInWords(
  expr: CompiledExpr<BaseContext, number>,
  ruleset: RulesetBase,
  options: OptionValues,
  words: Words = englishWords(),
): string {
  const parts: { from: number; to: number; value: number }[] = [];
  for (let p = ruleset.players.min; p <= ruleset.players.max; p++) {
    const value = expr.evaluate({ options, players: p });
    const last = parts[parts.length - 1];
    if (last && last.value === value) last.to = p;
    else parts.push({ from: p, to: p, value });
  }
  if (parts.length === 1) return words.number((parts[0] as { value: number }).value);
  return parts.map((x) => words.fill(words.rules.byPlayers, { range: words.range(x.from, x.to), value: words.number(x.value) })).join(', ');
}

/** How facts are said: in a language, with its words and its messages. */
export interface FactSpeech {
  readonly language: LanguageTag;
  readonly words: Words;
  /** A message said in the language (the English one where it has none). */
  readonly said: (message: Said) => string;
}

/** Facts said in English: the messages' own English. */
export function englishFacts(): FactSpeech {
  return { language: SOURCE_LANGUAGE, words: englishWords(), said: (message) => message.message };
}

/** One fact, its label and value in words. */
export interface Fact {
  readonly label: string;
  readonly value: string;
  /** The thing the fact is a part of (a batch, by name): when the thing itself comes or goes, so do its parts. */
  readonly partOf?: string;
  /** This fact is the thing itself (a batch is in the game), whose parts are the facts `partOf` it. */
  readonly whole?: string;
}

/** A ruleset's facts, by a key that is the same in every language (the label's message and parameters), in the order they are told. */
export type Facts = Map<string, Fact>;

/** What a family's descriptor adds its facts to, with the words and the ruleset's own texts of the language asked. */
export interface FactSheet {
  readonly words: Words;
  readonly texts: RulesetTexts;
  /**
   * Add a fact: its label, and its value as written by the rules (a string) or in words (a message);
   * `about.key` names it when its label's parameters may change between a variant and its base.
   */
  add(label: Said, value: string | Said, about?: { readonly key?: string; readonly of?: string; readonly whole?: string }): void;
}

/** The facts of a ruleset that a player would notice, in the order they are told, said as `speech` says them (English by default). */
export function describeRuleset(ruleset: Ruleset, speech: FactSpeech = englishFacts()): Facts {
  const facts: Facts = new Map();
  const resolved = resolveOptions(ruleset, {});
  const options = resolved.ok ? resolved.options : {};
  const texts = rulesetTexts(ruleset, [speech.language]);
  const sheet: FactSheet = {
    words: speech.words,
    texts,
    add: (label, value, about = {}) =>
      facts.set(`${label.key} ${about.key ?? JSON.stringify(label.params)}`, {
        label: speech.said(label),
        value: typeof value === 'string' ? value : speech.said(value),
        ...(about.of === undefined ? {} : { partOf: about.of }),
        ...(about.whole === undefined ? {} : { whole: about.whole }),
      }),
  };
  sheet.add(say('fact-game-name'), texts.game());
  sheet.add(say('fact-players'), rangeInWords(ruleset.players, speech.words));
  for (const o of ruleset.options) {
    const value = o.default === true ? say('fact-yes') : o.default === false ? say('fact-no') : String(o.default);
    // Known by the option's name: its description, said in the language, may differ in a variant.
    sheet.add(say('fact-house-rule', { description: texts.option(o.name, o.description) }), value, { key: o.name });
  }
  familyDescriptor(ruleset.family)?.describeRules?.(ruleset, options, sheet);
  return facts;
}

/** Which way a seat passes ("left"), in words. */
export const passesWay = (passes: 'left' | 'right'): Said => say(passes === 'left' ? 'fact-left' : 'fact-right');

/** How a tie at the end is broken, in words. */
export const tieWay = (tie: string): Said => say(tie === 'shared' ? 'fact-shared-win' : 'fact-another-hand');
