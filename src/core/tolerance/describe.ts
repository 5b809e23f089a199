/** One sentence per tolerance, in English or Chinese, for judge prompts and the form editor's live sentence. */
import type { AnswerPart, Language, LiveSource, Scale } from '../item/types';
import { trimFloatNoise } from './decimal';
import { resolveTarget } from './reference';
import { intervalOf, minDecimals } from './rules';
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

/** Describes how the part's answer is judged. Without `live`, snapshot values are named by their field. */
export function describeTolerance(part: AnswerPart, lang: Language, live?: LiveSource): string {
  if (part.kind === 'text') return describeText(part, lang);
  const target = resolveTarget(part, live);
  const zh = lang === 'zh';
  const t = part.tolerance;
  const show = (n: number, decimals?: number) => withUnit(part, lang, decimals === undefined ? String(trimFloatNoise(n)) : n.toFixed(Math.min(decimals, 12)));
  const ref = target.reference ? show(target.reference.value, target.reference.decimals) : fieldName(part.snapshotField, lang, live);
  const accepted = intervalOf(target);
  const span = accepted ? (zh ? `(即${show(accepted.min)}至${show(accepted.max)})` : ` (${show(accepted.min)} to ${show(accepted.max)})`) : '';
  const bound = (which: 'high' | 'low') =>
    target.bounds ? show(target.bounds[which], target.bounds.decimals) : fieldName(which === 'high' ? t.highField ?? 'high' : t.lowField ?? 'low', lang, live);
  const points = target.unit.ratio && target.unit.power === -2 ? (zh ? '个百分点' : ' percentage points') : '';
  switch (t.kind) {
    case 'exact':
      return zh ? `答案须与${ref}完全一致。` : `The answer must equal ${ref} exactly.`;
    case 'rounding': {
      const m = target.reference || t.minDecimals !== undefined ? String(minDecimals(target)) : undefined;
      if (zh) return `仅允许四舍五入误差:答案与${ref}按两者中较少的小数位数四舍五入后须一致,且除非与${ref}完全相等,至少保留${m ?? '与参考值相同(最多2)'}位小数。`;
      return `Only rounding differences are allowed: the answer must match ${ref} when both are rounded to the fewer decimals shown, and show at least ${m ?? "the reference's (up to 2)"} decimals unless it equals ${ref} exactly.`;
    }
    case 'absolute':
      return zh ? `答案与${ref}相差不超过±${t.delta}${points}即可${span}。` : `Any answer within ±${t.delta}${points} of ${ref} passes${span}.`;
    case 'relative':
      return zh ? `答案与${ref}的相对误差不超过±${t.percent}%即可${span}。` : `Any answer within ±${t.percent}% of ${ref} passes${span}.`;
    case 'range':
      return zh ? `答案落在${show(t.min ?? NaN)}至${show(t.max ?? NaN)}之间即可。` : `Any answer from ${show(t.min ?? NaN)} to ${show(t.max ?? NaN)} passes.`;
    case 'high-low':
      return zh
        ? `答案落在最低价${bound('low')}与最高价${bound('high')}之间即可,允许四舍五入误差。`
        : `Any answer between the low ${bound('low')} and the high ${bound('high')} passes, allowing for rounding of the answer's last decimal.`;
    case 'high-low-expanded':
      return zh
        ? `答案落在最低价${bound('low')}减${t.delta}与最高价${bound('high')}加${t.delta}之间即可${span}。`
        : `Any answer between the low ${bound('low')} minus ${t.delta} and the high ${bound('high')} plus ${t.delta} passes${span}.`;
  }
}

function describeText(part: AnswerPart, lang: Language): string {
  const others = part.accepted?.length ? part.accepted.map((a) => `"${a}"`).join(lang === 'zh' ? '、' : ', ') : '';
  if (lang === 'zh') return `答案须写明"${part.value}"${others ? `(或${others})` : ''},不区分大小写和空格。`;
  return `The answer must state "${part.value}"${others ? ` (or ${others})` : ''}, ignoring case and spaces.`;
}

/** A number with the part's scale and currency or unit ("29374.5 million USD", "12.68%"). */
function withUnit(part: AnswerPart, lang: Language, digits: string): string {
  const unit = unitContext(part);
  if (unit.ratio) return unit.power === -2 ? `${digits}%` : digits;
  const name = part.currency ?? (part.unit && part.unit !== 'price' ? part.unit : '');
  return `${digits}${SCALE_WORDS[part.scale ?? 'one'][lang]}${name ? ` ${name}` : ''}`;
}

/** A snapshot field named in words; says so when a given snapshot has no number for it. */
function fieldName(field: string | undefined, lang: Language, live?: LiveSource): string {
  const name = field ?? 'value';
  const missing = live ? (lang === 'zh' ? '(快照中无数据)' : ' (no data in the snapshot)') : '';
  return lang === 'zh' ? `快照中的 ${name}${missing}` : `the snapshot's ${name}${missing}`;
}
