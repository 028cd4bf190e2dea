/**
 * The rules an element plays, as a table server takes them: a shipped ruleset by its name, or the
 * rules text itself (a house variant from the studio, a share link, the `ruleset` attribute or an
 * inline script), so that friends play exactly the variant on the host's screen.
 */
import { msg } from '@lit/localize';
import type { RulesChoice } from '../../../server/protocol.js';
import type { RulesetOrigin } from '../rules/ruleset-source.js';

/** The rules of `origin` for a table, or why they cannot be played online. */
export async function tableRules(origin: RulesetOrigin): Promise<RulesChoice | string> {
  if (origin.kind === 'bundled') return { kind: 'bundled', name: origin.name };
  if (origin.kind === 'text') {
    // Files of the page's own (a deck given by URL or inline) stay on the page: the server knows only the shipped ones.
    if (origin.files && origin.files.size > 0)
      return msg('Rules with decks of the page cannot be played online: the server reads only shipped decks.');
    return { kind: 'text', text: origin.text };
  }
  const { fetchText } = await import('../rules/fetch-files.js');
  const text = await fetchText(new URL(origin.url, document.baseURI).href);
  return text === undefined ? msg('The rules could not be fetched to send them to the table.') : { kind: 'text', text };
}
