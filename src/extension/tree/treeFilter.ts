import * as vscode from 'vscode';
import { t } from '../language';
import type { ItemFilter } from '../../core/dataset/summary';
import type { ItemIndex } from './itemIndex';
import { filterDescription } from './treeTexts';

type Choice = vscode.QuickPickItem & { apply?: (filter: ItemFilter) => Promise<ItemFilter | undefined> | ItemFilter | undefined };

/**
 * Asks how to change the tree's filter, one criterion at a time (text, language, author, has problems, clear);
 * returns the new filter, or undefined when the user pressed Esc.
 */
export async function pickFilter(current: ItemFilter, index: ItemIndex): Promise<ItemFilter | undefined> {
  const authors = [...new Set([...index.all()].map((e) => e.summary.author).filter((a): a is string => !!a))].sort();
  const check = (on: boolean) => (on ? '$(check) ' : '');
  const choices: Choice[] = [
    {
      label: `$(search) ${t('Text…')}`,
      description: current.text,
      apply: async (f) => {
        const text = await vscode.window.showInputBox({
          title: t('Filter items by text'),
          prompt: t('Shows items whose id, question, author or file name contains this text (empty: any).'),
          value: current.text ?? '',
        });
        return text === undefined ? undefined : { ...f, text: text.trim() || undefined };
      },
    },
    { label: t('Language'), kind: vscode.QuickPickItemKind.Separator },
    { label: `${check(current.language === 'en')}${t('English questions')}`, apply: (f) => ({ ...f, language: f.language === 'en' ? undefined : 'en' }) },
    { label: `${check(current.language === 'zh')}${t('Chinese questions')}`, apply: (f) => ({ ...f, language: f.language === 'zh' ? undefined : 'zh' }) },
    { label: t('Problems'), kind: vscode.QuickPickItemKind.Separator },
    { label: `${check(!!current.hasProblems)}$(warning) ${t('Has problems')}`, apply: (f) => ({ ...f, hasProblems: !f.hasProblems || undefined }) },
    ...(authors.length ? [{ label: t('Author'), kind: vscode.QuickPickItemKind.Separator } as Choice] : []),
    ...authors.map((author): Choice => ({
      label: `${check(current.author === author)}$(person) ${author}`,
      apply: (f) => ({ ...f, author: f.author === author ? undefined : author }),
    })),
    { label: '', kind: vscode.QuickPickItemKind.Separator },
    { label: `$(clear-all) ${t('Clear filter')}`, apply: () => ({}) },
  ];
  const picked = await vscode.window.showQuickPick(choices, {
    title: t('Filter FinBench items'),
    placeHolder: Object.keys(current).length ? filterDescription(current) : t('Choose what to show'),
    matchOnDescription: true,
  });
  return picked?.apply ? picked.apply(current) : undefined;
}
