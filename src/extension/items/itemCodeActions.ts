import * as vscode from 'vscode';
import { lintFix } from '../../core/diagnose/lintFixes';
import { editJson } from '../../core/json/edit';
import { pointerToPath } from '../../core/json/path';
import { readJsonText } from '../../core/json/read';
import { t } from '../language';
import { pointerAt } from '../webviews';

/**
 * Quick fixes on FinBench's problems in the text editor of an item: "Show in Form" (the form opens beside the
 * text, at the field of the problem) and, for a lint finding whose rule knows the rewrite, "Apply suggestion".
 */
export class ItemCodeActions implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix] };

  provideCodeActions(document: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    const ours = context.diagnostics.filter((d) => d.source === 'FinBench');
    if (!ours.length) return [];
    const item = readJsonText(document.getText()).value;
    return ours.flatMap((diagnostic) => {
      const pointer = pointerAt(document, diagnostic.range.start);
      const show = new vscode.CodeAction(t('Show in Form'), vscode.CodeActionKind.QuickFix);
      show.diagnostics = [diagnostic];
      show.command = { title: t('Show in Form'), command: 'finbench.showInForm', arguments: [document.uri, pointer] };
      const code = String(typeof diagnostic.code === 'object' ? diagnostic.code.value : diagnostic.code);
      const fix = code.startsWith('lint.') ? lintFix(item, code, pointer) : undefined;
      if (fix === undefined) return [show];
      const apply = new vscode.CodeAction(t('Apply suggestion'), vscode.CodeActionKind.QuickFix);
      apply.diagnostics = [diagnostic];
      apply.isPreferred = true;
      const change = editJson(document.getText(), [{ op: 'set', path: pointerToPath(pointer), value: fix }]);
      if (!change) return [show];
      apply.edit = new vscode.WorkspaceEdit();
      apply.edit.replace(document.uri, new vscode.Range(document.positionAt(change.offset), document.positionAt(change.offset + change.length)), change.content);
      return [apply, show];
    });
  }
}
