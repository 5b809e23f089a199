// The item form as plain HTML for the page the extension writes (built for Node: dist/prerender/itemEditor.js).
// The page paints the item's fields at once; the webview's script then takes the form over (see ItemEditorApp).
import * as l10n from '@vscode/l10n';
import type { DocumentState } from '../../src/protocol/itemEditor';
import type { ReadyResult } from '../../src/protocol/view';
import { formHtml } from '../form/formHtml';
import { itemLayout } from './layout';

/** The form of the page's first state, in its UI language; undefined for a file the form does not show. */
export function prerender({ state, l10n: translations }: ReadyResult<DocumentState>): string | undefined {
  const { content } = state;
  if (content.kind !== 'item') return undefined;
  // The layout's labels are translated as the webview translates them (this module's own l10n, set per page).
  l10n.config({ contents: translations ?? {} });
  return formHtml(itemLayout(content.item), content.item);
}
