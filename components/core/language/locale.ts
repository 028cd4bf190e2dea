/**
 * The language of the elements: @lit/localize in runtime mode, one build for every language,
 * each language's catalogue (components/locales/<tag>.ts, made by `lit-localize build`) fetched
 * only when a page asks for it, so a page in English downloads none.
 *
 * `LocaleController` chooses the language for its element: the element's own `lang` attribute,
 * else the nearest `lang` above it in the document, else the browser's `navigator.languages`,
 * English as the fallback; a change of any of these switches the language and re-renders the
 * element, with the game left as it is. @lit/localize keeps one active language per page (as
 * `msg()` reads it), so elements on one page show the language the last of them chose.
 */
import { configureLocalization, LOCALE_STATUS_EVENT, type LocaleModule } from '@lit/localize';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { matchLanguage, type LanguageTag } from '../../../src/core/i18n/languages.js';
import { addShippedTranslations } from '../../../src/core/rules/ruleset-texts.js';
import { sourceLocale, targetLocales } from './locale-codes.js';

/** Each target language's catalogue (with its card words: see language-files/), loaded on first use. */
const catalogues = {
  ko: () => import('./language-files/ko.js'),
  ru: () => import('./language-files/ru.js'),
  es: () => import('./language-files/es.js'),
} as const;

/**
 * Loads what an element needs of a language besides its catalogue (the games that name cards and
 * count: their card words); true when it loaded something new.
 */
export type LanguageData = (language: LanguageTag) => Promise<boolean>;

/** What the elements on the page load with every language (each added by the first element that needs it). */
const alsoLoaded = new Set<LanguageData>();

type Localization = ReturnType<typeof configureLocalization>;
let localization: Localization | null = null;
/**
 * Settles once the language the page is switching to is here (or given up on, offline): what is
 * said waits for it, so it is never said in the last one. A live binding: read it when needed (nothing: no switch yet).
 */
export let languageSettled: Promise<unknown> | undefined;

type Templates = LocaleModule['templates'];
/** Messages elements bring with them in each language, beside the language's file (the studio's). */
const addedMessages = new Map<LanguageTag, Templates>();
/** The messages the page reads in each language it has loaded (the object @lit/localize holds). */
const activeMessages = new Map<LanguageTag, Templates>();

/**
 * Add messages to a language: an element whose messages are not in the language's file (the
 * studio's) adds its own, from its `LanguageData`. When the page speaks that language already,
 * they join the messages it reads at once.
 */
export function addMessages(language: LanguageTag, templates: Templates): void {
  addedMessages.set(language, { ...addedMessages.get(language), ...templates });
  const active = activeMessages.get(language);
  if (active) Object.assign(active, templates);
}

/** The page's localization, configured the first time an element asks (never at import, so importing is free of effects). */
function pageLocalization(): Localization {
  localization ??= configureLocalization({
    sourceLocale,
    targetLocales,
    // What the elements on the page load with a language comes with its catalogue: the page switches once all is here.
    loadLocale: async (locale) => {
      const [catalogue] = await Promise.all([
        catalogues[locale as keyof typeof catalogues](),
        ...[...alsoLoaded].map((load) => load(locale as LanguageTag)),
      ]);
      // The shipped rulesets' own texts in the language come in its file: a build-time form carries none.
      addShippedTranslations(locale as LanguageTag, catalogue.shippedTranslations);
      // The page's messages: the language file's, and those other elements brought (the studio's).
      const templates = { ...catalogue.templates, ...addedMessages.get(locale as LanguageTag) };
      activeMessages.set(locale as LanguageTag, templates);
      return { templates };
    },
  });
  return localization;
}

/** The language the page's elements speak now (@lit/localize's active language). */
export function pageLanguage(): LanguageTag {
  return matchLanguage([pageLocalization().getLocale()]);
}

/** The language an element should speak: its `lang`, the nearest `lang` above it, the browser's, English. */
export function wantedLanguage(element: Element): LanguageTag {
  const own = element.closest('[lang]')?.getAttribute('lang') ?? hostLang(element);
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return matchLanguage([own, ...browser]);
}

/** The nearest `lang` across shadow roots: an element inside another element's shadow tree reads its host's. */
function hostLang(element: Element): string | null {
  let node: Node | null = element;
  while (node) {
    const root = node.getRootNode();
    if (!(root instanceof ShadowRoot)) return null;
    const lang = root.host.closest('[lang]')?.getAttribute('lang');
    if (lang) return lang;
    node = root.host;
  }
  return null;
}

/** Sets the page's language to the one its host should speak, and re-renders the host when it changes. */
export class LocaleController implements ReactiveController {
  private observer: MutationObserver | null = null;
  private readonly onStatus = (event: Event): void => {
    if ((event as CustomEvent<{ status: string }>).detail.status === 'ready') this.host.requestUpdate();
  };
  private readonly onLanguages = (): void => this.choose();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    /** What the host needs of a language besides its catalogue, loaded with it. */
    private readonly data?: LanguageData,
  ) {
    host.addController(this);
    if (data) alsoLoaded.add(data);
  }

  /** The language the host speaks now (the page's active language). */
  get language(): LanguageTag {
    return pageLanguage();
  }

  hostConnected(): void {
    window.addEventListener(LOCALE_STATUS_EVENT, this.onStatus);
    window.addEventListener('languagechange', this.onLanguages);
    // Any `lang` in the document may be the nearest one: watch them all.
    this.observer = new MutationObserver(() => this.choose());
    this.observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    this.choose();
  }

  hostDisconnected(): void {
    window.removeEventListener(LOCALE_STATUS_EVENT, this.onStatus);
    window.removeEventListener('languagechange', this.onLanguages);
    this.observer?.disconnect();
    this.observer = null;
  }

  /** Switch the page to the host's language if it is not already in it. */
  private choose(): void {
    const { getLocale, setLocale } = pageLocalization();
    const wanted = wantedLanguage(this.host);
    if (getLocale() !== wanted) languageSettled = setLocale(wanted).catch(() => undefined);
    // The page speaks it already (another element chose it): this host's data may still be on its way.
    else if (this.data)
      this.data(wanted).then(
        (loaded) => loaded && this.host.requestUpdate(),
        () => undefined, // Not fetched (the page went offline): the host keeps the words it has.
      );
  }
}
