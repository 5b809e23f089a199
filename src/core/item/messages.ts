/** Human wording of validation findings, in English and Chinese. */

import type { Language } from './types';

type Args = Record<string, string | number>;
type Catalogue = Record<string, (a: Args) => string>;

const en: Catalogue = {
  jsonParse: (a) => `Not valid JSON: ${a.detail}`,
  jsonMoreErrors: (a) => `…and ${a.detail} more JSON syntax errors (only the first are listed)`,
  jsonTooDeep: (a) => `JSON nested more than ${a.detail} levels deep`,
  duplicateKey: (a) => `The key '${a.detail}' appears twice in the same object (only the last would count)`,
  impreciseNumber: (a) => `The number ${shortened(a.detail, 'en')} cannot be read exactly: a JSON number holds about 17 significant digits within a double's range, so it would be read as ${Number(a.detail)}. Write it as a string where the field allows one, or with fewer digits`,
  invalidUtf8: (a) => `Not valid UTF-8: the byte at offset ${a.detail} does not belong to a UTF-8 character`,
  utf16: (a) => `The file is UTF-16 (${a.detail}); FinBench reads UTF-8 only: save it as UTF-8`,
  binaryFile: (a) => `Not a text file: a NUL byte at offset ${a.detail}`,
  notObject: () => 'An item file must hold one JSON object',
  required: (a) => `Missing required field '${a.field}'`,
  needsLive: () => "A T1 item needs a live data source ('live') with the recorded snapshot",
  needsAnswer: (a) => `A ${a.task} item needs an answer key ('answer') with at least one part`,
  needsRubric: () => "An open-ended item needs rubric criteria ('rubric')",
  needsPositiveCriterion: () => 'An open-ended item needs at least one rubric criterion with a positive weight',
  toleranceDelta: (a) => `Tolerance '${a.kind}' needs a positive delta`,
  tolerancePercent: () => "Tolerance 'relative' needs a positive percent",
  toleranceRange: () => "Tolerance 'range' needs both min and max",
  toleranceHighLow: (a) => `Tolerance '${a.kind}' needs highField and lowField (snapshot fields), or high and low values`,
  rangeOrder: (a) => `Tolerance 'range' has min ${a.min} above max ${a.max}`,
  highLowOrder: (a) => `Tolerance '${a.kind}' has low ${a.low} above high ${a.high}`,
  numericNeedsValue: () => 'A numeric answer part needs a value, or a snapshotField for live data',
  numericValue: () => "A numeric part's value must be a number (digits, optional sign and decimal point)",
  textValue: () => 'A text answer part needs a non-empty value',
  textTolerance: () => "A text answer part can only use the 'exact' tolerance",
  unknownField: (a) => `Unknown field '${a.field}' (extension fields must start with 'x-')`,
  enum: (a) => `'${a.field}' must be one of: ${a.allowed}`,
  const: (a) => `'${a.field}' must be ${a.allowed}`,
  type: (a) => `'${a.field}' must be ${a.type}`,
  empty: (a) => `'${a.field}' must not be empty`,
  tooShort: (a) => `'${a.field}' must be at least ${a.limit} character${a.limit === 1 ? '' : 's'}`,
  tooLong: (a) => `'${a.field}' must be at most ${a.limit} character${a.limit === 1 ? '' : 's'}`,
  minItems: (a) => `'${a.field}' needs at least ${a.limit} entr${a.limit === 1 ? 'y' : 'ies'}`,
  minProperties: (a) => `'${a.field}' needs at least ${a.limit} entr${a.limit === 1 ? 'y' : 'ies'}`,
  uniqueItems: (a) => `'${a.field}' has the same entry twice (positions ${a.i} and ${a.j})`,
  minimum: (a) => `'${a.field}' must be ${a.comparison} ${a.limit}`,
  zeroWeight: () => 'A rubric weight must not be zero (use a negative weight for a penalty)',
  itemId: () => "The id may hold letters, digits, '.', '_', '-', '(' and ')', and must start with a letter or digit",
  currency: () => 'Currency must be a three-letter ISO 4217 code such as USD or CNY',
  fieldName: () => 'Snapshot field names are upper case, such as RT_LAST or RT_HIGH',
  capturedAt: () => 'Capture time must be an ISO date or date-time, such as 2025-08-14 or 2025-08-14T15:00:00+08:00',
  yearMonth: () => "Use YYYY-MM, or NA",
  day: () => 'Use a day of the month, or NA',
  version: () => 'Use a semantic version such as 1.0.0',
  pattern: (a) => `'${a.field}' is not in the expected form`,
  format: (a) => `'${a.field}' must be a valid ${a.format}`,
  duplicateCriterion: (a) => `Rubric criterion number ${a.number} is used twice`,
  unknownSnapshotField: (a) => `Snapshot field '${a.field}' is not in the recorded snapshot`,
  snapshotNotNumber: (a) => `Snapshot field '${a.field}' holds ${a.value}, which is not a number: the check reads it as no data (the judge's "null"). Write the number as the provider gave it, or "0" or "" for no data`,
  fallSizeSigned: () => 'The question asks how much something fell (跌幅, 回撤, drawdown), but this part is signed: an answer with a word for a fall ("down 3.2%", "下跌3.2%") reads as negative. Mark the part a magnitude ("magnitude": true; in the form, Sign of the answer: a size) if the key is the size of the fall',
  unlistedField: (a) => `Snapshot field '${a.field}' is not listed in live.fields`,
  snapshotNeedsLive: () => "A snapshot field needs a live data source ('live')",
  invalid: (a) => `'${a.field}' is not valid`,
  placeholder: (a) => `'${a.field}' still holds the new item's placeholder: replace it`,
  valueDecimalsDropped: (a) => `${a.written} reads as ${a.read}: a JSON number drops trailing zeros, so the tolerance counts the decimals of ${a.read}. To count ${a.decimals}, write it as a string ("${a.written}") or set quotePrecision to ${a.decimals}`,
  boundDecimalsDropped: (a) => `${a.written} reads as ${a.read}: a JSON number drops trailing zeros, so the tolerance counts the decimals of ${a.read}. To count ${a.decimals}, set the part's quotePrecision to ${a.decimals}`,
};

const zh: Catalogue = {
  jsonParse: (a) => `不是有效的 JSON:${a.detail}`,
  jsonMoreErrors: (a) => `……另有 ${a.detail} 处 JSON 语法错误(仅列出前几处)`,
  jsonTooDeep: (a) => `JSON 嵌套超过 ${a.detail} 层`,
  duplicateKey: (a) => `同一对象中键 '${a.detail}' 出现了两次(只有最后一个会生效)`,
  impreciseNumber: (a) => `数字 ${shortened(a.detail, 'zh')} 无法被精确读取:JSON 数字只能保存约 17 位有效数字且须在双精度范围内,它会被读成 ${Number(a.detail)}。请在字段允许时写成字符串,或减少位数`,
  invalidUtf8: (a) => `不是有效的 UTF-8:偏移 ${a.detail} 处的字节不属于任何 UTF-8 字符`,
  utf16: (a) => `该文件是 UTF-16 编码(${a.detail});FinBench 只读取 UTF-8,请另存为 UTF-8`,
  binaryFile: (a) => `不是文本文件:偏移 ${a.detail} 处有 NUL 字节`,
  notObject: () => '题目文件必须是一个 JSON 对象',
  required: (a) => `缺少必填字段 '${a.field}'`,
  needsLive: () => "T1 题目需要实时数据来源('live')及记录的快照",
  needsAnswer: (a) => `${a.task} 题目需要答案('answer'),且至少有一个答案要点`,
  needsRubric: () => "开放题需要评分细则('rubric')",
  needsPositiveCriterion: () => '开放题至少需要一条正权重的评分细则',
  toleranceDelta: (a) => `误差类型 '${a.kind}' 需要一个正的 delta`,
  tolerancePercent: () => "误差类型 'relative' 需要一个正的 percent",
  toleranceRange: () => "误差类型 'range' 需要 min 和 max",
  toleranceHighLow: (a) => `误差类型 '${a.kind}' 需要 highField 和 lowField(快照字段),或 high 和 low 数值`,
  rangeOrder: (a) => `误差类型 'range' 的 min ${a.min} 大于 max ${a.max}`,
  highLowOrder: (a) => `误差类型 '${a.kind}' 的 low ${a.low} 大于 high ${a.high}`,
  numericNeedsValue: () => '数值型答案要点需要 value,实时数据则需要 snapshotField',
  numericValue: () => '数值型答案要点的 value 必须是数字',
  textValue: () => '文本型答案要点需要非空的 value',
  textTolerance: () => "文本型答案要点只能使用 'exact' 误差类型",
  unknownField: (a) => `未知字段 '${a.field}'(扩展字段须以 'x-' 开头)`,
  enum: (a) => `'${a.field}' 必须是以下之一:${a.allowed}`,
  const: (a) => `'${a.field}' 必须是 ${a.allowed}`,
  type: (a) => `'${a.field}' 的类型必须是 ${a.type}`,
  empty: (a) => `'${a.field}' 不能为空`,
  tooShort: (a) => `'${a.field}' 至少需要 ${a.limit} 个字符`,
  tooLong: (a) => `'${a.field}' 最多 ${a.limit} 个字符`,
  minItems: (a) => `'${a.field}' 至少需要 ${a.limit} 项`,
  minProperties: (a) => `'${a.field}' 至少需要 ${a.limit} 项`,
  uniqueItems: (a) => `'${a.field}' 有重复项(第 ${a.i} 和第 ${a.j} 项)`,
  minimum: (a) => `'${a.field}' 必须 ${a.comparison} ${a.limit}`,
  zeroWeight: () => '评分细则的权重不能为 0(扣分项请用负权重)',
  itemId: () => "id 只能包含字母、数字、'.'、'_'、'-'、'(' 和 ')',且须以字母或数字开头",
  currency: () => '币种须为三个字母的 ISO 4217 代码,如 USD 或 CNY',
  fieldName: () => '快照字段名须为大写,如 RT_LAST 或 RT_HIGH',
  capturedAt: () => '采集时间须为 ISO 日期或日期时间,如 2025-08-14 或 2025-08-14T15:00:00+08:00',
  yearMonth: () => '请使用 YYYY-MM 或 NA',
  day: () => '请使用月内日期或 NA',
  version: () => '请使用语义化版本号,如 1.0.0',
  pattern: (a) => `'${a.field}' 的格式不正确`,
  format: (a) => `'${a.field}' 必须是有效的 ${a.format}`,
  duplicateCriterion: (a) => `评分细则编号 ${a.number} 重复`,
  unknownSnapshotField: (a) => `快照字段 '${a.field}' 不在记录的快照中`,
  snapshotNotNumber: (a) => `快照字段 '${a.field}' 的值为 ${a.value},不是数字:检查会将其视为无数据(评判模型的 "null")。请填写数据源给出的数字,无数据时填 "0" 或 ""`,
  fallSizeSigned: () => '题目问的是下跌的幅度(跌幅、回撤、drawdown),但本要点按正负判定:回答中带下跌字样的数值("下跌3.2%"、"down 3.2%")会读作负数。若答案是下跌的幅度,请将本要点标为幅度("magnitude": true;表单中"答案的正负"选"幅度")',
  unlistedField: (a) => `快照字段 '${a.field}' 未列在 live.fields 中`,
  snapshotNeedsLive: () => "使用快照字段需要实时数据来源('live')",
  invalid: (a) => `'${a.field}' 无效`,
  placeholder: (a) => `'${a.field}' 仍是新题目的占位内容,请替换`,
  valueDecimalsDropped: (a) => `${a.written} 会读成 ${a.read}:JSON 数字不保留末尾的零,误差规则将按 ${a.read} 的小数位数计算。若要按 ${a.decimals} 位小数,请写成字符串("${a.written}")或将 quotePrecision 设为 ${a.decimals}`,
  boundDecimalsDropped: (a) => `${a.written} 会读成 ${a.read}:JSON 数字不保留末尾的零,误差规则将按 ${a.read} 的小数位数计算。若要按 ${a.decimals} 位小数,请将该要点的 quotePrecision 设为 ${a.decimals}`,
};

const catalogues: Record<Language, Catalogue> = { en, zh };

/** A long number shown by its ends and length ("9999999999999999…9999999999999999 (300 characters)"). */
function shortened(text: string | number, lang: Language): string {
  const s = String(text);
  if (s.length <= 40) return s;
  return `${s.slice(0, 16)}…${s.slice(-16)}${lang === 'zh' ? `(共${s.length}个字符)` : ` (${s.length} characters)`}`;
}

export type MessageKey = keyof typeof en;

export function message(lang: Language, key: MessageKey, args: Args = {}): string {
  return (catalogues[lang][key] ?? en[key])(args);
}
