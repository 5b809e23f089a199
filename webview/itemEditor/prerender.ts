// The item form as plain HTML for the page the extension writes (built for Node: dist/prerender/itemEditor.js).
// The page paints the item's fields at once; the webview's script then takes the form over (see ItemEditorApp).
import * as l10n from '@vscode/l10n';
import type { DocumentState } from '../../src/protocol/itemEditor';
import type { ReadyResult } from '../../src/protocol/view';
import { formHtml, text } from '../form/formHtml';
import { itemLayout } from './layout';
import { summaryCounts } from './summary';

/** The summary and form of the page's first state, in its UI language; undefined for a file the form does not show. */
export function prerender({ state, l10n: translations }: ReadyResult<DocumentState>): string | undefined {
  const { content } = state;
  if (content.kind !== 'item') return undefined;
  // The layout's labels are translated as the webview translates them (this module's own l10n, set per page).
  l10n.config({ contents: translations ?? {} });
  const errors = state.findings.filter((f) => f.severity === 'error').length;
  const counts = summaryCounts(errors, state.findings.length - errors);
  // The summary as the live page starts it (the findings themselves show at their fields once it has taken over).
  const summary = `<section class="summary ${counts.look}"><p class="counts"><span class="prerendered-icon"></span>${text(counts.text)}</p></section>`;
  return summary + formHtml(itemLayout(content.item), content.item);
}
