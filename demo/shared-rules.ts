// The play page's reading of a share link (`#r=...`): the rules are rebuilt and checked by the
// same loader as the studio's editor, then played on the page's table of their family. The
// checking code loads only when the address holds such a link.
import { familyDescriptor } from '../src/core/registry.js';

/** A game element that can take rules text and house rules. */
interface PlayableElement extends HTMLElement {
  ruleset: string | null;
  options: string | null;
  newGame(): void;
}

/** Whether the page address holds shared rules. */
export function hasSharedRules(hash: string): boolean {
  return /(^#|&)(r|rules)=/.test(hash);
}

/** Play the rules of the page's share link on the table of their family, saying above it what is played (or why nothing is). */
export async function playSharedRules(): Promise<void> {
  if (!hasSharedRules(location.hash)) return;
  const [{ rulesFromFragment }, { analyse }] = await Promise.all([
    import('../components/studio/shared-rules.js'),
    import('../components/rules-editor/analysis.js'),
  ]);
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.className = 'shared-rules';
  document.querySelector('main')?.prepend(status);
  const shared = await rulesFromFragment(location.hash);
  if (!shared) return;
  if ('error' in shared) {
    status.textContent = `The rules of this link cannot be played: ${shared.error}.`;
    return;
  }
  const { ruleset, problems } = await analyse(shared.text);
  if (!ruleset) {
    const first = problems.find((p) => p.severity === 'error');
    status.textContent = `The rules of this link cannot be played: line ${first?.line ?? 1}: ${first?.message ?? 'they could not be read'}.`;
    return;
  }
  const tag = familyDescriptor(ruleset.family)?.element?.tag;
  const table = tag ? document.querySelector<PlayableElement>(tag) : null;
  if (!table) {
    status.textContent = `The rules of this link are ${ruleset.family} rules, which this page has no table for.`;
    return;
  }
  // The shared game is saved apart from the page's own, so a reload resumes it and not the other.
  table.setAttribute('persist', 'pomona-shared-rules');
  table.options = Object.keys(shared.options).length ? JSON.stringify(shared.options) : null;
  table.ruleset = shared.text.includes('\n') ? shared.text : `${shared.text}\n`;
  table.newGame();
  status.textContent = `Playing ${ruleset.name}, the rules of the link you opened.`;
  table.scrollIntoView({ block: 'start' });
}
