import * as vscode from 'vscode';
import { t } from '../language';
import { reviewersOf, type ItemFilter, type JudgeKey } from '../../core/dataset/summary';
import { LINT_CATEGORIES, lintCategory } from '../../core/lint/ruleCatalog';
import { judgeFigures } from '../../core/judge/runFigures';
import { readRunRecords } from '../judge/judgeRunRecord';
import { literalLabel } from '../literalLabel';
import type { Log } from '../log';
import type { ItemIndex } from './itemIndex';
import { filterDescription, judgeDescription } from './treeTexts';

/** A choice of the filter's quick pick: `apply` makes the new filter from the current one (undefined: cancelled). */
export type FilterChoice = vscode.QuickPickItem & { apply?: (filter: ItemFilter) => Promise<ItemFilter | undefined> | ItemFilter | undefined };

const sorted = <T extends string>(values: Iterable<T | undefined>): T[] => [...new Set(values)].filter((v): v is T => !!v).sort();

const sameJudge = (a: JudgeKey | undefined, b: JudgeKey) => a?.template === b.template && a.model === b.model;
const sameAuthor = (a: string | undefined, b: string | undefined) => a !== undefined && a.toLowerCase() === b?.toLowerCase();

/**
 * The ways to change the tree's filter, one criterion at a time (text, language, has problems, lint category,
 * author, reviewer, judge, clear); the values the items hold are listed (judges: those the dashboard counts runs
 * of, from the run record), and the current ones always.
 */
export async function filterChoices(current: ItemFilter, index: ItemIndex, log: Log): Promise<FilterChoice[]> {
  const entries = [...index.all()];
  const { records } = await readRunRecords(log);
  const recorded = (judgeFigures(records, { items: index.ids() })?.byJudge ?? []).map(({ template, model }) => ({ template, model }));
  const judges = current.judge && !recorded.some((j) => sameJudge(current.judge, j)) ? [current.judge, ...recorded] : recorded;
  // An author filter ignores case: the current one is listed once, under the items' spelling when they have it.
  const authors = sorted(entries.map((e) => e.summary.author));
  if (current.author && !authors.some((a) => sameAuthor(a, current.author))) authors.push(current.author);
  const found = new Set([current.lintCategory, ...entries.flatMap((e) => index.findings(e.uri).map((f) => lintCategory(f.code)))]);
  const categories = LINT_CATEGORIES.filter((c) => found.has(c));
  const reviewers = sorted([current.reviewer, ...entries.flatMap((e) => [...reviewersOf(e.summary)])]);
  const check = (on: boolean) => (on ? '$(check) ' : '');
  /** A separator and one toggle per value of a criterion that holds any. */
  const toggles = <K extends 'author' | 'lintCategory' | 'reviewer'>(title: string, key: K, values: readonly NonNullable<ItemFilter[K]>[], icon: string): FilterChoice[] =>
    values.length ? [
      { label: title, kind: vscode.QuickPickItemKind.Separator },
      ...values.map((value): FilterChoice => {
        const same = (other: ItemFilter[K]) => (key === 'author' ? sameAuthor(other as string | undefined, value as string) : other === value);
        return { label: `${check(same(current[key]))}$(${icon}) ${literalLabel(value)}`, apply: (f) => ({ ...f, [key]: same(f[key]) ? undefined : value }) };
      }),
    ] : [];
  return [
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
    { label: `${check(!!current.overdue)}$(watch) ${t('Overdue review packets')}`, apply: (f) => ({ ...f, overdue: !f.overdue || undefined }) },
    ...toggles(t('Lint warnings of a category'), 'lintCategory', categories, 'lightbulb'),
    ...toggles(t('Author'), 'author', authors, 'person'),
    ...toggles(t('Reviewed by'), 'reviewer', reviewers, 'person'),
    ...(judges.length ? [{ label: t('Judge previews'), kind: vscode.QuickPickItemKind.Separator } as FilterChoice] : []),
    ...judges.map((judge): FilterChoice => ({
      label: `${check(sameJudge(current.judge, judge))}$(law) ${literalLabel(judgeDescription(judge))}`,
      apply: (f) => ({ ...f, judge: sameJudge(f.judge, judge) ? undefined : judge }),
    })),
    { label: '', kind: vscode.QuickPickItemKind.Separator },
    { label: `$(clear-all) ${t('Clear filter')}`, apply: () => ({}) },
  ];
}

/** Asks how to change the tree's filter; returns the new filter, or undefined when the user pressed Esc. */
export async function pickFilter(current: ItemFilter, index: ItemIndex, log: Log): Promise<ItemFilter | undefined> {
  // The quick pick opens at once and shows progress while the run record is read.
  const picked = await vscode.window.showQuickPick(filterChoices(current, index, log), {
    title: t('Filter FinBench items'),
    placeHolder: Object.keys(current).length ? filterDescription(current) : t('Choose what to show'),
    matchOnDescription: true,
  });
  return picked?.apply ? picked.apply(current) : undefined;
}
