/** One sentence per tolerance, in English or Chinese, for judge prompts and the form editor's live sentence. */
import type { AnswerPart, Item, Language, LiveSource, Scale } from '../item/types';
import { fixedText, trimFloatNoise, type Decimal } from './decimal';
import { resolveTarget, type ToleranceValue } from './reference';
import { intervalOf, minDecimals, type Interval } from './rules';
import { unitContext } from './units';

const SCALE_WORDS: Record<Scale, Record<Language, string>> = {
  one: { en: '', zh: '' },
  thousand: { en: ' thousand', zh: '千' },
  'ten-thousand': { en: ' ten-thousand', zh: '万' },
  million: { en: ' million', zh: '百万' },
  'hundred-million': { en: ' hundred-million', zh: '亿' },
  billion: { en: ' billion', zh: '十亿' },
  trillion: { en: ' trillion', zh: '万亿' },
};

/** Chinese names of currencies and units written after a number ("1505.6亿元", "4265.10点"). */
const ZH_UNITS: Record<string, string> = {
  CNY: '元', RMB: '元', USD: '美元', HKD: '港元', EUR: '欧元', GBP: '英镑', JPY: '日元', KRW: '韩元', TWD: '新台币',
  'index points': '点', points: '点', point: '点', 'index point': '点', shares: '股', share: '股', lots: '手', lot: '手', contracts: '张',
};

/** Names of the values a tolerance reads, in the user's language. */
const VALUE_NAMES: Record<ToleranceValue, Record<Language, string>> = {
  value: { en: 'reference value', zh: '参考值' },
  delta: { en: 'delta (±)', zh: '允许误差(±)' },
  percent: { en: 'percent (±%)', zh: '相对误差百分比(±%)' },
  min: { en: 'lowest accepted value', zh: '最小可接受值' },
  max: { en: 'highest accepted value', zh: '最大可接受值' },
  high: { en: 'high', zh: '最高价' },
  low: { en: 'low', zh: '最低价' },
  highField: { en: 'snapshot field of the high', zh: '最高价的快照字段' },
  lowField: { en: 'snapshot field of the low', zh: '最低价的快照字段' },
  minDecimals: { en: 'minimum decimals (a whole number from 0 to 20)', zh: '最少小数位数(0至20的整数)' },
  quotePrecision: { en: 'quote precision (a whole number from 0 to 20)', zh: '报价精度(0至20的整数)' },
};

/** The missing values named in words ("delta (±)"; "lowest accepted value and highest accepted value"). */
export function missingValues(missing: ToleranceValue[], lang: Language): string {
  const names = missing.map((m) => VALUE_NAMES[m][lang]);
  if (lang === 'zh') return names.join('和');
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
}

/** Describes how the part's answer is judged. Without `live`, snapshot values are named by their field. */
export function describeTolerance(part: AnswerPart, lang: Language, live?: LiveSource): string {
  if (part.kind === 'text') return describeText(part, lang);
  const rule = describeNumeric(part, lang, live);
  if (!part.magnitude) return rule;
  return lang === 'zh' ? `${rule}本要点问的是幅度,只比较大小,不计正负。` : `${rule} The part asks for a size: the sign of the answer is ignored.`;
}

function describeNumeric(part: AnswerPart, lang: Language, live?: LiveSource): string {
  const target = resolveTarget(part, live);
  const zh = lang === 'zh';
  const t = part.tolerance;
  if (target.missing.length) {
    const names = missingValues(target.missing, lang);
    if (zh) return `尚未填写${names}:填写之后才能判定答案,在此之前任何答案都不通过。`;
    return target.missing.length > 1 ? `The ${names} are not set yet: no answer passes until they are.` : `The ${names} is not set yet: no answer passes until it is.`;
  }
  const show = (d: Decimal) => withUnit(part, lang, fixedText(d));
  const plain = (n: number) => withUnit(part, lang, String(trimFloatNoise(n)));
  const ref = target.reference ? show(target.reference) : fieldName(part.snapshotField, lang, live);
  const accepted = intervalOf(target);
  const span = accepted ? (zh ? `(即${plain(accepted.min)}至${plain(accepted.max)})` : ` (${plain(accepted.min)} to ${plain(accepted.max)})`) : '';
  const bound = (which: 'high' | 'low') =>
    target.bounds
      ? show({ ...target.bounds[which], decimals: target.bounds.decimals })
      : fieldName(which === 'high' ? t.highField ?? 'high' : t.lowField ?? 'low', lang, live);
  const points = target.unit.ratio ? RATIO_WORDS[target.unit.power]?.[zh ? 'zhPoints' : 'enPoints'] ?? '' : '';
  const { delta, percent, min, max } = target.params;
  switch (t.kind) {
    case 'exact':
      return zh ? `答案须与${ref}完全一致。` : `The answer must equal ${ref} exactly.`;
    case 'rounding': {
      const m = target.reference || t.minDecimals !== undefined ? String(minDecimals(target)) : undefined;
      if (m === '0') {
        if (zh) return `仅允许四舍五入误差:答案与${ref}按两者中较少的小数位数四舍五入后须一致,不要求保留小数。`;
        return `Only rounding differences are allowed: the answer must match ${ref} when both are rounded to the fewer decimals shown; no decimals are required.`;
      }
      if (zh) return `仅允许四舍五入误差:答案与${ref}按两者中较少的小数位数四舍五入后须一致,且除非与${ref}完全相等,至少保留${m ?? '与参考值相同(最多2)'}位小数。`;
      const atLeast = m === '1' ? '1 decimal' : `${m ?? "the reference's (up to 2)"} decimals`;
      return `Only rounding differences are allowed: the answer must match ${ref} when both are rounded to the fewer decimals shown, and show at least ${atLeast} unless it equals ${ref} exactly.`;
    }
    case 'absolute':
      return zh ? `答案与${ref}相差不超过±${delta!.value}${points}即可${span}。` : `Any answer within ±${delta!.value}${points} of ${ref} passes${span}.`;
    case 'relative':
      return zh ? `答案与${ref}的相对误差不超过±${percent!.value}%即可${span}。` : `Any answer within ±${percent!.value}% of ${ref} passes${span}.`;
    case 'range':
      return zh ? `答案落在${show(min!)}至${show(max!)}之间即可。` : `Any answer from ${show(min!)} to ${show(max!)} passes.`;
    case 'high-low':
      return zh
        ? `答案落在最低价${bound('low')}与最高价${bound('high')}之间即可,允许四舍五入误差${span}。`
        : `Any answer between the low ${bound('low')} and the high ${bound('high')} passes, allowing for rounding of the answer's last decimal${span}.`;
    case 'high-low-expanded':
      return zh
        ? `答案落在最低价${bound('low')}减${delta!.value}与最高价${bound('high')}加${delta!.value}之间即可${span}。`
        : `Any answer between the low ${bound('low')} minus ${delta!.value} and the high ${bound('high')} plus ${delta!.value} passes${span}.`;
  }
}

/** The accepted interval of one part in words, with the part's scale and unit ("可接受:1504.09亿元至1507.11亿元"); undefined when there is none. */
export function describeAccepted(item: Item, partIndex: number, lang: Language): string | undefined {
  const part = item.answer?.parts[partIndex];
  if (part?.kind !== 'numeric') return undefined;
  const accepted: Interval | null = intervalOf(resolveTarget(part, item.live));
  if (!accepted) return undefined;
  const [min, max] = [accepted.min, accepted.max].map((n) => withUnit(part, lang, String(trimFloatNoise(n))));
  return lang === 'zh' ? `可接受:${min}至${max}` : `Accepted: ${min} to ${max}`;
}

function describeText(part: AnswerPart, lang: Language): string {
  const others = part.accepted?.length ? part.accepted.map((a) => `"${a}"`).join(lang === 'zh' ? '、' : ', ') : '';
  if (lang === 'zh') return `答案须写明"${part.value}"${others ? `(或${others})` : ''},不区分大小写和空格。`;
  return `The answer must state "${part.value}"${others ? ` (or ${others})` : ''}, ignoring case and spaces.`;
}

/** How a share in percent, per mille or basis points is written after a number, and after a difference of two. */
const RATIO_WORDS: Record<number, Record<Language | 'enPoints' | 'zhPoints', string>> = {
  [-2]: { en: '%', zh: '%', enPoints: ' percentage points', zhPoints: '个百分点' },
  [-3]: { en: '‰', zh: '‰', enPoints: '‰', zhPoints: '‰' },
  [-4]: { en: ' bp', zh: '个基点', enPoints: ' basis points', zhPoints: '个基点' },
};

/** A number with the part's scale and currency or unit ("29374.5 million USD", "1505.6亿元", "12.68%"). */
function withUnit(part: AnswerPart, lang: Language, digits: string): string {
  const unit = unitContext(part);
  if (unit.ratio) return `${digits}${RATIO_WORDS[unit.power]?.[lang] ?? ''}`;
  const name = part.currency ?? (part.unit && part.unit !== 'price' ? part.unit : '');
  const scale = SCALE_WORDS[part.scale ?? 'one']?.[lang] ?? '';
  if (lang === 'zh') return `${digits}${scale}${ZH_UNITS[name] ?? (name ? ` ${name}` : '')}`;
  return `${digits}${scale}${name ? ` ${name}` : ''}`;
}

/** A snapshot field named in words; says so when a given snapshot has no number for it. */
function fieldName(field: string | undefined, lang: Language, live?: LiveSource): string {
  const name = field ?? 'value';
  const missing = live ? (lang === 'zh' ? '(快照中无数据)' : ' (no data in the snapshot)') : '';
  return lang === 'zh' ? `快照中的 ${name}${missing}` : `the snapshot's ${name}${missing}`;
}
