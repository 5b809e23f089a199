/** Wording of review errors, left-out reasons and dispute reasons, in English and Chinese. */
import type { Language } from '../item/types';
import type { DisputeReason } from './types';

type Args = Record<string, string | number>;
type Catalogue = Record<string, (a: Args) => string>;

const en = {
  leftOutAuthor: (a: Args) => `${a.reviewer} is its author`,
  leftOutReviewed: (a: Args) => `${a.reviewer} has already reviewed it (packet ${a.packet})`,
  leftOutStatus: (a: Args) => `its status is '${a.status}'; only ready items, or items in review for another reviewer, go into a packet`,
  leftOutNoKey: () => 'it has no answer key (answer parts, or rubric for open-ended items) to review against',
  leftOutTwice: () => 'it was picked twice',
  notPacket: (a: Args) => `not a review packet: ${a.detail}`,
  duplicatePacketItem: (a: Args) => `the packet lists item '${a.id}' twice`,
  unknownItem: (a: Args) => `the packet lists item '${a.id}', which is not in the item folder`,
  wrongFolder: (a: Args) => `no item in this folder was sent in packet '${a.packet}': is this the right item folder?`,
  noRecord: (a: Args) => `item '${a.id}' has no record of packet '${a.packet}'`,
  commitmentEdited: (a: Args) => `item '${a.id}': the packet's commitment differs from the one recorded when the packet was made (the packet was edited)`,
  reviewerEdited: (a: Args) => `item '${a.id}': the packet names reviewer '${a.given}', but the packet was made for '${a.recorded}'`,
  extraPart: (a: Args) => `item '${a.id}': the response answers ${a.given} parts, but the item asks for ${a.asked}`,
  partsEdited: (a: Args) => `item '${a.id}': the packet's answer parts are not the item's (the packet was edited)`,
  notInReview: (a: Args) => `item '${a.id}' is '${a.status}', not in review`,
  duplicateItemId: (a: Args) => `item id '${a.id}' is in two files: ${a.first} and ${a.second}`,
  unreadableItem: (a: Args) => `${a.file}: ${a.detail}`,
  needsRationale: () => 'A decision needs a rationale',
  badConfidence: () => "Confidence must be 'low', 'medium' or 'high'",
  notDisputed: (a: Args) => `item '${a.id}' is '${a.status}': only disputed items are arbitrated`,
  notAgreed: (a: Args) => `item '${a.id}' is '${a.status}', not agreed`,
  editOutside: (a: Args) => `a '${a.decision}' decision may change only ${a.roots}, not ${a.path}`,
  needsEdits: (a: Args) => `a '${a.decision}' decision needs at least one change to the item`,
  noEdits: (a: Args) => `a '${a.decision}' decision changes nothing in the item`,
  unknownCriterion: (a: Args) => `item '${a.id}' has no rubric criterion ${a.number}`,
  reasonOutOfTolerance: (a: Args) => `'${a.label}': ${a.value} is outside the accepted interval ${a.interval}`,
  reasonTextMismatch: (a: Args) => `'${a.label}': "${a.value}" matches no accepted spelling`,
  reasonSeveralValues: (a: Args) => `'${a.label}': "${a.value}" gives ${a.count} values (${a.values}); a response gives one value per part`,
  reasonNoData: (a: Args) => `'${a.label}': the snapshot holds no number to compare with`,
  reasonMissingPart: (a: Args) => `'${a.label}': no answer`,
  reasonAmbiguous: (a: Args) => `flagged as ambiguous: ${a.comment}`,
  reasonCannotAnswer: (a: Args) => `could not answer: ${a.reason}`,
  reasonKeyChanged: () => 'the answer key changed after the packet was made',
  reasonOpenEnded: () => 'open-ended: grade the rubric against the reviewer\'s answer in arbitration',
  noInterval: () => '(none)',
  acceptedAgreed: () => 'Every reviewer agreed with the key',
  needsComment: () => 'Say why the question is ambiguous',
  needsReason: () => 'Say why the question cannot be answered',
  incomplete: (a: Args) => `${a.count} item(s) are neither answered nor explained: ${a.ids}`,
} satisfies Catalogue;

export type ReviewMessageKey = keyof typeof en;

const zh: Record<ReviewMessageKey, (a: Args) => string> = {
  leftOutAuthor: (a) => `${a.reviewer} 是该题的作者`,
  leftOutReviewed: (a) => `${a.reviewer} 已审过该题(审核包 ${a.packet})`,
  leftOutStatus: (a) => `状态为"${a.status}";只有 ready 状态的题目,或为另一位审核人准备的 in-review 题目,才能放入审核包`,
  leftOutNoKey: () => '没有可供核对的答案(答案要点,开放题为评分细则)',
  leftOutTwice: () => '被选中了两次',
  notPacket: (a) => `不是审核包:${a.detail}`,
  duplicatePacketItem: (a) => `审核包中题目"${a.id}"出现了两次`,
  unknownItem: (a) => `审核包中的题目"${a.id}"不在该题目文件夹中`,
  wrongFolder: (a) => `该文件夹中没有题目属于审核包"${a.packet}":题目文件夹是否选错了?`,
  noRecord: (a) => `题目"${a.id}"没有审核包"${a.packet}"的记录`,
  commitmentEdited: (a) => `题目"${a.id}":审核包中的承诺值与制作审核包时记录的不同(审核包被改动过)`,
  reviewerEdited: (a) => `题目"${a.id}":审核包写的审核人是"${a.given}",但该包是为"${a.recorded}"制作的`,
  extraPart: (a) => `题目"${a.id}":回答给出了 ${a.given} 个要点,而题目只要求 ${a.asked} 个`,
  partsEdited: (a) => `题目"${a.id}":审核包中的答案要点与题目不一致(审核包被改动过)`,
  notInReview: (a) => `题目"${a.id}"的状态为"${a.status}",不在审核中`,
  duplicateItemId: (a) => `题目编号"${a.id}"出现在两个文件中:${a.first} 和 ${a.second}`,
  unreadableItem: (a) => `${a.file}:${a.detail}`,
  needsRationale: () => '裁决需要填写理由',
  badConfidence: () => '置信度必须是 low、medium 或 high',
  notDisputed: (a) => `题目"${a.id}"的状态为"${a.status}":只有有争议的题目才需要仲裁`,
  notAgreed: (a) => `题目"${a.id}"的状态为"${a.status}",不是 agreed`,
  editOutside: (a) => `"${a.decision}"裁决只能修改 ${a.roots},不能修改 ${a.path}`,
  needsEdits: (a) => `"${a.decision}"裁决至少需要修改题目的一处`,
  noEdits: (a) => `"${a.decision}"裁决没有改变题目的任何内容`,
  unknownCriterion: (a) => `题目"${a.id}"没有第 ${a.number} 条评分细则`,
  reasonOutOfTolerance: (a) => `"${a.label}":${a.value} 不在可接受区间 ${a.interval} 内`,
  reasonTextMismatch: (a) => `"${a.label}":"${a.value}"与任何可接受写法都不符`,
  reasonSeveralValues: (a) => `"${a.label}":"${a.value}"给出了${a.count}个值(${a.values}),每个要点只能填写一个值`,
  reasonNoData: (a) => `"${a.label}":快照中没有可比较的数字`,
  reasonMissingPart: (a) => `"${a.label}":未作答`,
  reasonAmbiguous: (a) => `被标记为有歧义:${a.comment}`,
  reasonCannotAnswer: (a) => `无法作答:${a.reason}`,
  reasonKeyChanged: () => '制作审核包之后答案被修改过',
  reasonOpenEnded: () => '开放题:请在仲裁中用审核人的回答对照评分细则打分',
  noInterval: () => '(无)',
  acceptedAgreed: () => '所有审核人都与答案一致',
  needsComment: () => '请说明题目为何有歧义',
  needsReason: () => '请说明为何无法作答',
  incomplete: (a) => `${a.count} 道题既未作答也未说明原因:${a.ids}`,
};

/** One review message in the given language. */
export function reviewMessage(lang: Language, key: ReviewMessageKey, args: Args = {}): string {
  return (lang === 'zh' ? zh : en)[key](args);
}

/** A dispute reason as one sentence. */
export function describeReason(reason: DisputeReason, lang: Language = 'en'): string {
  switch (reason.code) {
    case 'out-of-tolerance': {
      const interval = reason.accepted ? `[${reason.accepted.min}, ${reason.accepted.max}]` : reviewMessage(lang, 'noInterval');
      return reviewMessage(lang, 'reasonOutOfTolerance', { label: reason.label, value: reason.value, interval });
    }
    case 'text-mismatch':
      return reviewMessage(lang, 'reasonTextMismatch', { label: reason.label, value: reason.value });
    case 'several-values':
      return reviewMessage(lang, 'reasonSeveralValues', { label: reason.label, value: reason.value, count: reason.values.length, values: reason.values.join(lang === 'zh' ? '、' : ', ') });
    case 'no-data':
      return reviewMessage(lang, 'reasonNoData', { label: reason.label });
    case 'missing-part':
      return reviewMessage(lang, 'reasonMissingPart', { label: reason.label });
    case 'ambiguous':
      return reviewMessage(lang, 'reasonAmbiguous', { comment: reason.comment });
    case 'cannot-answer':
      return reviewMessage(lang, 'reasonCannotAnswer', { reason: reason.reason });
    case 'key-changed':
      return reviewMessage(lang, 'reasonKeyChanged');
    case 'open-ended':
      return reviewMessage(lang, 'reasonOpenEnded');
  }
}

/** A problem that stops a review step before anything is written; `problems` names each one. */
export class ReviewError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}
