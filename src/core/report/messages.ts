/** Wording of the pull-request review report, in English and Chinese. */
import type { Language } from '../item/types';

type Args = Record<string, string | number>;

const en = {
  title: () => 'FinBench review report',
  range: (a: Args) => `${a.base} → ${a.head}`,
  workingTree: () => 'the working tree',
  summary: (a: Args) => `**${a.added} added · ${a.removed} removed · ${a.changed} changed** items`,
  findingsSummary: (a: Args) => `validation and lint: ${a.new} new, ${a.fixed} fixed`,
  noChange: () => 'No item was added, removed or changed.',
  added: () => 'Added',
  removed: () => 'Removed',
  changed: () => 'Changed',
  findings: () => 'Validation and lint findings',
  newFinding: () => 'new',
  fixedFinding: () => 'fixed',
  agreement: () => 'Review agreement of the changed items',
  before: () => 'before',
  after: () => 'after',
  responses: () => 'responses',
  agreed: () => 'agreed',
  rate: () => 'rate (95% interval)',
  more: (a: Args) => `…and ${a.count} more (see the JSON report)`,
  status: (a: Args) => `status ${a.before} → ${a.after}`,
  question: (a: Args) => `question: ${a.diff}`,
  translation: (a: Args) => `translated question: ${a.diff}`,
  partAdded: (a: Args) => `answer part "${a.label}" added: ${a.value}`,
  partRemoved: (a: Args) => `answer part "${a.label}" removed (was ${a.value})`,
  partValue: (a: Args) => `answer "${a.label}": ${a.before} → ${a.after}`,
  partField: (a: Args) => `answer "${a.label}": ${a.field} ${a.before} → ${a.after}`,
  tolerance: (a: Args) => `tolerance of "${a.label}": ${a.before} → ${a.after}`,
  snapshot: () => 'live snapshot changed',
  criterionWeight: (a: Args) => `rubric criterion ${a.number}: weight ${a.before} → ${a.after}`,
  criterionText: (a: Args) => `rubric criterion ${a.number}: ${a.diff}`,
  criterionAdded: (a: Args) => `rubric criterion ${a.number} added (weight ${a.weight}): ${a.text}`,
  criterionRemoved: (a: Args) => `rubric criterion ${a.number} removed (weight ${a.weight})`,
  other: (a: Args) => `also changed: ${a.fields}`,
  unreadable: (a: Args) => `not a readable item: ${a.detail}`,
  none: () => '(none)',
} satisfies Record<string, (a: Args) => string>;

export type ReportMessageKey = keyof typeof en;

const zh: Record<ReportMessageKey, (a: Args) => string> = {
  title: () => 'FinBench 审核报告',
  range: (a) => `${a.base} → ${a.head}`,
  workingTree: () => '工作区',
  summary: (a) => `**新增 ${a.added} · 删除 ${a.removed} · 修改 ${a.changed}** 道题`,
  findingsSummary: (a) => `校验与歧义检查:新增 ${a.new} 条,修复 ${a.fixed} 条`,
  noChange: () => '没有新增、删除或修改的题目。',
  added: () => '新增',
  removed: () => '删除',
  changed: () => '修改',
  findings: () => '校验与歧义检查结果',
  newFinding: () => '新增',
  fixedFinding: () => '已修复',
  agreement: () => '修改题目的审核一致率',
  before: () => '修改前',
  after: () => '修改后',
  responses: () => '回答数',
  agreed: () => '一致',
  rate: () => '一致率(95% 区间)',
  more: (a) => `……另有 ${a.count} 条(见 JSON 报告)`,
  status: (a) => `状态 ${a.before} → ${a.after}`,
  question: (a) => `题目:${a.diff}`,
  translation: (a) => `题目译文:${a.diff}`,
  partAdded: (a) => `新增答案要点"${a.label}":${a.value}`,
  partRemoved: (a) => `删除答案要点"${a.label}"(原为 ${a.value})`,
  partValue: (a) => `答案"${a.label}":${a.before} → ${a.after}`,
  partField: (a) => `答案"${a.label}":${a.field} ${a.before} → ${a.after}`,
  tolerance: (a) => `"${a.label}"的容差:${a.before} → ${a.after}`,
  snapshot: () => '行情快照已修改',
  criterionWeight: (a) => `评分细则第 ${a.number} 条:权重 ${a.before} → ${a.after}`,
  criterionText: (a) => `评分细则第 ${a.number} 条:${a.diff}`,
  criterionAdded: (a) => `新增评分细则第 ${a.number} 条(权重 ${a.weight}):${a.text}`,
  criterionRemoved: (a) => `删除评分细则第 ${a.number} 条(权重 ${a.weight})`,
  other: (a) => `其他修改:${a.fields}`,
  unreadable: (a) => `不是可读的题目:${a.detail}`,
  none: () => '(无)',
};

/** One report message in the given language. */
export function reportMessage(lang: Language, key: ReportMessageKey, args: Args = {}): string {
  return (lang === 'zh' ? zh : en)[key](args);
}
