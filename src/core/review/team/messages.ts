/** Wording of assignment, due dates, reissue and the team's progress, in English and Chinese. */
import type { Language } from '../../item/types';

type Args = Record<string, string | number>;

const en = {
  noManifest: () => 'no finbench.dataset.json was found beside or above the items: assignment needs its list of people',
  badManifest: (a: Args) => `${a.file} is not a valid dataset manifest: ${a.detail}`,
  nobodyReviews: (a: Args) => `${a.file} names nobody with the role 'reviewer'; add people with "role": "reviewer" to assign reviews`,
  twoSpellings: (a: Args) => `${a.file} lists one person under two spellings, '${a.first}' and '${a.second}'; write the name the same way in every entry`,
  badDue: (a: Args) => `--due must be a date written YYYY-MM-DD, not '${a.value}'`,
  pastDue: (a: Args) => `--due ${a.value} is before today (${a.today})`,
  excludedAuthor: (a: Args) => `${a.count} wrote it`,
  excludedAnswered: (a: Args) => `${a.count} had it before`,
  excludedCoverage: (a: Args) => `${a.count} ${a.count === 1 ? 'does' : 'do'} not cover ${a.market} / ${a.language}`,
  excludedCapacity: (a: Args) => `${a.count} already ${a.count === 1 ? 'has' : 'have'} ${a.max} items (--max-per-reviewer)`,
  noReviewerFor: (a: Args) => `no reviewer left: of ${reviewers(a.total)}, ${a.why}`,
  partlyAssigned: (a: Args) => `only ${a.got} of ${a.needed} reviewers: of ${reviewers(a.total)}, ${a.why}`,
  noKey: () => 'it has no answer key (answer parts, or rubric for open-ended items) to review against',
  noAuthor: () => 'it names no author (meta.author or a "created" history entry), so nobody can be kept from reviewing their own item',
  reissued: (a: Args) => `packet ${a.packet} was reissued to another reviewer on ${a.date} (it was due ${a.due}); this late response is not counted`,
  noOverdue: (a: Args) => `${a.reviewer} has no overdue packet in these items`,
} satisfies Record<string, (a: Args) => string>;

function reviewers(total: string | number): string {
  return total === 1 ? 'the 1 reviewer' : `${total} reviewers`;
}

export type TeamMessageKey = keyof typeof en;

const zh: Record<TeamMessageKey, (a: Args) => string> = {
  noManifest: () => '在题目所在或上级文件夹中没有找到 finbench.dataset.json:分配审核需要其中的人员名单',
  badManifest: (a) => `${a.file} 不是有效的数据集清单:${a.detail}`,
  nobodyReviews: (a) => `${a.file} 中没有角色为 reviewer 的人员;请添加 "role": "reviewer" 的人员后再分配审核`,
  twoSpellings: (a) => `${a.file} 用两种写法列出了同一个人:"${a.first}" 和 "${a.second}";请在每一条中用同一种写法`,
  badDue: (a) => `--due 必须是 YYYY-MM-DD 格式的日期,而不是"${a.value}"`,
  pastDue: (a) => `--due ${a.value} 早于今天(${a.today})`,
  excludedAuthor: (a) => `${a.count} 人是作者`,
  excludedAnswered: (a) => `${a.count} 人已审过`,
  excludedCoverage: (a) => `${a.count} 人不负责 ${a.market} / ${a.language}`,
  excludedCapacity: (a) => `${a.count} 人已满 ${a.max} 道(--max-per-reviewer)`,
  noReviewerFor: (a) => `没有可用的审核人:${a.total} 位审核人中,${a.why}`,
  partlyAssigned: (a) => `只分配到 ${a.got}/${a.needed} 位审核人:${a.total} 位审核人中,${a.why}`,
  noKey: () => '没有可供核对的答案(答案要点,开放题为评分细则)',
  noAuthor: () => '题目没有注明作者(meta.author 或历史中的"created"记录),无法确保作者不审核自己的题目',
  reissued: (a) => `审核包 ${a.packet} 已于 ${a.date} 改派给其他审核人(原截止日期 ${a.due});这份逾期的回答不计入`,
  noOverdue: (a) => `${a.reviewer} 在这些题目中没有逾期的审核包`,
};

/** One team-review message in the given language. */
export function teamMessage(lang: Language, key: TeamMessageKey, args: Args = {}): string {
  return (lang === 'zh' ? zh : en)[key](args);
}
