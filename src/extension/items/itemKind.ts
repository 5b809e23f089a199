import { itemFiles } from '../../core/files/fileKinds';
import { editorContentOf, type EditorContent } from '../../core/diagnose/editorContent';
import { itemFindingFix } from '../../core/diagnose/lintFixes';
import * as itemSchema from '../../core/item/itemSchema';
import * as vscode from 'vscode';
import { itemProtocol, previewJudge, setStatus } from '../../protocol/itemEditor';
import { t } from '../language';
import { handle, type JsonDocumentKind } from '../webviews';

/** The form editor's view type (package.json `customEditors`). */
export const ITEM_EDITOR_VIEW_TYPE = 'finbench.itemEditor';

/** `*.item.json`: benchmark items, checked against the item schema and the lint rules, edited in the item form. */
export const itemKind: JsonDocumentKind<EditorContent> = {
  viewType: ITEM_EDITOR_VIEW_TYPE,
  file: itemFiles,
  protocol: itemProtocol,
  view: { bundle: 'itemEditor', styles: ['form', 'itemEditor'], title: () => t('Item form'), prerender: true },
  classify: editorContentOf,
  editable: (content) => content.kind === 'item',
  fixOf: itemFindingFix,
  notEditable: () => t('This file is not a FinBench item, so the form does not change it. Open it as text to fix it.'),
  schema: itemSchema,
  handlers: (document) => [
    handle(setStatus, () => void vscode.commands.executeCommand('finbench.setItemStatus', document.uri)),
    handle(previewJudge, async () => void (await vscode.commands.executeCommand('finbench.previewJudge', document.uri))),
  ],
};
