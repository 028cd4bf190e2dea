/**
 * The CodeMirror 6 editor of `<rules-editor>`, loaded on demand (a dynamic import): this module
 * imports nothing but `@codemirror/*` and `codemirror`, so the bundler keeps the whole editor in
 * one chunk that pages without a rules editor never download. Everything it knows about the
 * rules language arrives through `EditorHooks`, computed by the language's own modules.
 */
import { basicSetup } from 'codemirror';
import { EditorView, hoverTooltip, keymap, type Tooltip } from '@codemirror/view';
import { EditorState, type Extension } from '@codemirror/state';
import { HighlightStyle, StreamLanguage, indentUnit, syntaxHighlighting, type StringStream } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { autocompletion, type Completion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { forEachDiagnostic, lintGutter, setDiagnostics, type Diagnostic as CmDiagnostic } from '@codemirror/lint';
import { indentWithTab } from '@codemirror/commands';

/** A problem to underline, with its optional one-click fix. */
export interface EditorProblem {
  readonly from: number;
  readonly to: number;
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly fix: { readonly label: string; readonly insert: string } | null;
}

/** A completion the language offers at the cursor. */
export interface EditorCompletion {
  readonly label: string;
  readonly type: string;
  readonly detail: string;
  readonly info?: string;
  readonly apply?: string;
}

/** A reference entry shown when hovering a word. */
export interface EditorReference {
  readonly title: string;
  readonly text: string;
}

/** What the language tells the editor. */
export interface EditorHooks {
  /** Words highlighted as keywords. */
  readonly keywords: readonly string[];
  /** Completions for the word before the cursor. */
  complete(text: string, word: string): Promise<readonly EditorCompletion[]>;
  /** Reference entries of a word, for its hover tooltip. */
  reference(word: string): readonly EditorReference[];
  /** Called after every change of the text. */
  changed(text: string): void;
}

/** The editor, as the element drives it. */
export interface EditorHandle {
  readonly view: EditorView;
  text(): string;
  setText(text: string): void;
  setProblems(problems: readonly EditorProblem[]): void;
  /** Replace a span (a quick fix) and focus the editor. */
  replace(from: number, to: number, insert: string): void;
  /** Put the cursor at an offset and focus the editor. */
  focusAt(offset: number): void;
  /** The underlined problems, as the lint extension holds them. */
  underlined(): { from: number; to: number; message: string }[];
  destroy(): void;
}

/** Highlighting by a stream tokenizer: the Peggy grammar stays the one source of meaning. */
function rulesLanguage(keywords: ReadonlySet<string>): StreamLanguage<{ lineStart: boolean }> {
  return StreamLanguage.define<{ lineStart: boolean }>({
    name: 'pomona-rules',
    startState: () => ({ lineStart: true }),
    token(stream: StringStream, state) {
      if (stream.sol()) state.lineStart = true;
      if (stream.eatSpace()) return null;
      const first = state.lineStart;
      state.lineStart = false;
      if (stream.match('#')) {
        stream.skipToEnd();
        return 'comment';
      }
      if (stream.match(/^"[^"\n]*"?/)) return 'string';
      if (stream.match(/^\d+(\.\.\d+)?/)) return 'number';
      if (stream.match(/^[A-Za-z_][A-Za-z0-9_-]*/)) {
        const word = stream.current();
        if (keywords.has(word) || first) return 'keyword';
        return 'variableName';
      }
      if (stream.match(/^(<=|>=|!=|\.\.|[=<>+\-*/%^|:,.])/)) return 'operator';
      if (stream.match(/^[{}()[\]]/)) return 'bracket';
      stream.next();
      return null;
    },
    languageData: { commentTokens: { line: '#' }, closeBrackets: { brackets: ['(', '[', '{', '"'] } },
  });
}

/** Colours from the element's theme variables, so light and dark both read well. */
const themeFromVariables = EditorView.theme({
  '&': {
    backgroundColor: 'var(--_pomona-surface)',
    color: 'var(--_pomona-ink)',
    fontSize: '0.95rem',
    border: '1px solid var(--_pomona-muted)',
    borderRadius: '6px',
  },
  '&.cm-focused': { outline: '3px solid var(--_pomona-focus)' },
  // The whole scroller, so the line numbers share the text's font: CodeMirror's own `monospace`
  // leaves the gutter to each machine's font configuration.
  '.cm-scroller': { fontFamily: "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace" },
  '.cm-content': { caretColor: 'var(--_pomona-ink)' },
  '.cm-gutters': {
    backgroundColor: 'var(--_pomona-surface)',
    color: 'var(--_pomona-muted)',
    borderRight: '1px solid var(--_pomona-muted)',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'color-mix(in srgb, var(--_pomona-accent) 14%, transparent)' },
  '.cm-tooltip': { backgroundColor: 'var(--_pomona-surface)', color: 'var(--_pomona-ink)', maxWidth: '32rem' },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li[aria-selected]': {
    backgroundColor: 'var(--_pomona-felt)',
    color: 'var(--_pomona-felt-ink)',
  },
  // Plain CSS underlines instead of CodeMirror's data: SVG squiggles (works under strict CSPs).
  '.cm-lintRange-error': { backgroundImage: 'none', textDecoration: 'underline wavy var(--_pomona-error)', textDecorationSkipInk: 'none' },
  '.cm-lintRange-warning': { backgroundImage: 'none', textDecoration: 'underline wavy #b26a00', textDecorationSkipInk: 'none' },
  '.cm-reference h4': { margin: '0 0 0.2rem', fontSize: '0.95rem' },
  '.cm-reference': { padding: '0.4rem 0.6rem', lineHeight: '1.35' },
  '.cm-reference p': { margin: '0 0 0.4rem' },
});

/** Token colours from theme variables, with enough contrast on light and dark backgrounds. */
const tokenColours = HighlightStyle.define([
  { tag: tags.keyword, color: 'var(--_pomona-code-keyword)', fontWeight: '600' },
  { tag: tags.string, color: 'var(--_pomona-code-string)' },
  { tag: tags.number, color: 'var(--_pomona-code-number)' },
  { tag: tags.comment, color: 'var(--_pomona-muted)', fontStyle: 'italic' },
  { tag: tags.variableName, color: 'var(--_pomona-ink)' },
  { tag: tags.operator, color: 'var(--_pomona-code-keyword)' },
]);

/** The word at a position (letters, digits, underscores, hyphens). */
function wordAt(text: string, pos: number): { from: number; to: number; word: string } | null {
  let from = pos;
  let to = pos;
  while (from > 0 && /[\w-]/.test(text.charAt(from - 1))) from--;
  while (to < text.length && /[\w-]/.test(text.charAt(to))) to++;
  return from === to ? null : { from, to, word: text.slice(from, to) };
}

/** Create the editor inside `parent`, its styles in `root` (the element's shadow root). */
export function createEditor(parent: HTMLElement, root: ShadowRoot, doc: string, label: string, hooks: EditorHooks): EditorHandle {
  const keywords = new Set(hooks.keywords);
  const completionSource = async (context: CompletionContext): Promise<CompletionResult | null> => {
    const before = context.matchBefore(/[\w"./-]*/);
    if (!before || (before.from === before.to && !context.explicit)) return null;
    const word = before.text.replace(/^"/, '');
    const items = await hooks.complete(context.state.doc.toString(), word);
    const options: Completion[] = items.map((c) => ({
      label: c.label,
      type:
        c.type === 'keyword'
          ? 'keyword'
          : c.type === 'batch'
            ? 'class'
            : c.type === 'option' || c.type === 'sequence'
              ? 'variable'
              : 'constant',
      detail: c.detail,
      ...(c.info ? { info: c.info } : {}),
      ...(c.apply ? { apply: c.apply } : {}),
    }));
    return { from: before.from, options, validFor: /^[\w"./-]*$/ };
  };
  const hover = hoverTooltip((view, pos): Tooltip | null => {
    const found = wordAt(view.state.doc.toString(), pos);
    if (!found) return null;
    const entries = hooks.reference(found.word);
    if (entries.length === 0) return null;
    return {
      pos: found.from,
      end: found.to,
      above: true,
      create() {
        const dom = document.createElement('div');
        dom.className = 'cm-reference';
        for (const entry of entries) {
          const title = document.createElement('h4');
          title.textContent = entry.title;
          const text = document.createElement('p');
          text.textContent = entry.text;
          dom.append(title, text);
        }
        return { dom };
      },
    };
  });
  const extensions: Extension[] = [
    basicSetup,
    keymap.of([indentWithTab]),
    indentUnit.of('  '),
    rulesLanguage(keywords),
    autocompletion({ override: [completionSource], icons: false }),
    lintGutter(),
    hover,
    themeFromVariables,
    syntaxHighlighting(tokenColours),
    // Long comment lines wrap instead of scrolling sideways on a phone.
    EditorView.lineWrapping,
    // The text is what the keyboard reaches in the scrolling box; a tabindex says so to checkers
    // (axe's scrollable-region-focusable), which do not count a contenteditable as focusable.
    EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) hooks.changed(update.state.doc.toString());
    }),
  ];
  const view = new EditorView({ parent, root, state: EditorState.create({ doc, extensions }) });
  return {
    view,
    text: () => view.state.doc.toString(),
    setText(text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    setProblems(problems) {
      const length = view.state.doc.length;
      const diagnostics: CmDiagnostic[] = problems.map((p) => {
        const from = Math.min(p.from, length);
        const to = Math.min(Math.max(p.to, from), length);
        const fix = p.fix;
        return {
          from,
          to,
          severity: p.severity,
          message: p.message,
          ...(fix
            ? {
                actions: [
                  {
                    name: fix.label,
                    apply: (v: EditorView, f: number, t: number) => v.dispatch({ changes: { from: f, to: t, insert: fix.insert } }),
                  },
                ],
              }
            : {}),
        };
      });
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    replace(from, to, insert) {
      view.dispatch({ changes: { from, to, insert }, selection: { anchor: from + insert.length } });
      view.focus();
    },
    focusAt(offset) {
      view.dispatch({ selection: { anchor: Math.min(offset, view.state.doc.length) }, scrollIntoView: true });
      view.focus();
    },
    underlined() {
      const out: { from: number; to: number; message: string }[] = [];
      forEachDiagnostic(view.state, (d, from, to) => out.push({ from, to, message: d.message }));
      return out;
    },
    destroy: () => view.destroy(),
  };
}
