import * as vscode from 'vscode';
import { t } from '../language';
import { lintCategory, reviewersOf, type ItemFilter } from '../../core/dataset/summary';
import type { ItemIndex } from './itemIndex';
import { filterDescription, judgeDescription } from './treeTexts';

type Choice = vscode.QuickPickItem & { apply?: (filter: ItemFilter) => Promise<ItemFilter | undefined> | ItemFilter | undefined };

const sorted = <T extends string>(values: Iterable<T | undefined>): T[] => [...new Set(values)].filter((v): v is T => !!v).sort();

/**
 * Asks how to change the tree's filter, one criterion at a time (text, language, has problems, lint category,
 * author, reviewer, judge, clear); returns the new filter, or undefined when the user pressed Esc.
 */
export async function pickFilter(current: ItemFilter, index: ItemIndex): Promise<ItemFilter | undefined> {
  const entries = [...index.all()];
  const authors = sorted(entries.map((e) => e.summary.author));
  const categories = sorted(entries.flatMap((e) => index.findings(e.uri).map((f) => lintCategory(f.code))));
  const reviewers = sorted(entries.flatMap((e) => [...reviewersOf(e.summary)]));
  const check = (on: boolean) => (on ? '$(check) ' : '');
  /** A separator and one toggle per value of a criterion that holds any. */
  const toggles = <K extends 'author' | 'lintCategory' | 'reviewer'>(title: string, key: K, values: readonly NonNullable<ItemFilter[K]>[], icon: string): Choice[] =>
    values.length ? [
      { label: title, kind: vscode.QuickPickItemKind.Separator },
      ...values.map((value): Choice => ({
        label: `${check(current[key] === value)}$(${icon}) ${value}`,
        apply: (f) => ({ ...f, [key]: f[key] === value ? undefined : value }),
      })),
    ] : [];
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
    ...toggles(t('Lint warnings of a category'), 'lintCategory', categories, 'lightbulb'),
    ...toggles(t('Author'), 'author', authors, 'person'),
    ...toggles(t('Reviewed by'), 'reviewer', reviewers, 'person'),
    // Judges are chosen on the dashboard (their runs are in the run record); here the chosen one can be cleared.
    ...(current.judge ? [
      { label: t('Judge previews'), kind: vscode.QuickPickItemKind.Separator } as Choice,
      { label: `$(check) $(law) ${judgeDescription(current.judge)}`, apply: (f: ItemFilter) => ({ ...f, judge: undefined }) },
    ] : []),
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
