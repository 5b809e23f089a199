/** Probe answers from each part's tolerance, each with its expected verdict from the deterministic engine. */
import type { AnswerPart, ExpectedVerdict, Item, Language, SampleAnswer } from '../item/types';
import { acceptedInterval } from '../tolerance/check';
import { decimalsOf, trimFloatNoise } from '../tolerance/decimal';
import { unitContext } from '../tolerance/units';
import { countedVerdict, deterministicVerdict } from './deterministic';

type ProbeKind = 'inside-low' | 'outside-low' | 'inside-high' | 'outside-high' | 'more-decimals' | 'fewer-decimals' | 'other-ratio' | 'other-scale' | 'flipped-sign' | 'distracting';

const NOTES: Record<ProbeKind, Record<Language, string>> = {
  'inside-low': { en: 'just inside the lower bound', zh: '刚好在下限以内' },
  'outside-low': { en: 'just outside the lower bound', zh: '刚好低于下限' },
  'inside-high': { en: 'just inside the upper bound', zh: '刚好在上限以内' },
  'outside-high': { en: 'just outside the upper bound', zh: '刚好高于上限' },
  'more-decimals': { en: 'more decimals than the reference', zh: '比参考值多保留小数位' },
  'fewer-decimals': { en: 'fewer decimals than the reference', zh: '比参考值少保留小数位' },
  'other-ratio': { en: 'percent written as a fraction or the reverse', zh: '百分数写成小数(或反之)' },
  'other-scale': { en: 'the amount in another scale word', zh: '换用另一个量级单位' },
  'flipped-sign': { en: 'the sign flipped', zh: '符号相反' },
  distracting: { en: 'the value inside a sentence with other numbers', zh: '数值夹在含其他数字的句子中' },
};

/** Probes for every numeric part with data, the other parts answered with their middle value; expected verdicts by the tolerance engine. */
export function probeAnswers(item: Item): SampleAnswer[] {
  const lang = item.language;
  const parts = item.answer?.parts ?? [];
  const middles = parts.map((part, i) => middleText(item, part, i));
  const probes: SampleAnswer[] = [];
  const seen = new Set((item.samples ?? []).map((s) => s.answer));
  parts.forEach((part, index) => {
    const interval = acceptedInterval(item, index);
    if (part.kind !== 'numeric' || !interval) return;
    for (const [kind, written] of variants(part, interval, lang)) {
      const text = parts.length > 1 ? parts.map((p, i) => `${p.label}: ${i === index ? written : middles[i]}`).join(lang === 'zh' ? ';' : '; ') : written;
      const answer = kind === 'distracting' ? text : parts.length > 1 ? text : `${part.label}: ${text}`;
      if (seen.has(answer)) continue;
      seen.add(answer);
      const expected: ExpectedVerdict = countedVerdict(deterministicVerdict(item, answer) ?? 'fail');
      probes.push({ answer, expected, note: `${lang === 'zh' ? '探针' : 'Probe'}: ${NOTES[kind][lang]}` });
    }
  });
  return probes;
}

function middleText(item: Item, part: AnswerPart, index: number): string {
  const interval = acceptedInterval(item, index);
  if (part.kind === 'text' || !interval) return String(part.value ?? '');
  const d = Math.max(decimalsOf(String(interval.min)), decimalsOf(String(interval.max)));
  return withUnit(part, ((interval.min + interval.max) / 2).toFixed(d));
}

function variants(part: AnswerPart, interval: { min: number; max: number }, lang: Language): [ProbeKind, string][] {
  const d = Math.max(decimalsOf(String(interval.min)), decimalsOf(String(interval.max)));
  const step = 10 ** -(d + 1);
  const fixed = (x: number, digits = d + 1) => x.toFixed(Math.max(0, Math.min(digits, 12)));
  const mid = (interval.min + interval.max) / 2;
  const midDecimals = Math.min(d, decimalsOf(String(trimFloatNoise(mid))));
  const unit = unitContext(part);
  const out: [ProbeKind, string][] = [
    ['inside-low', withUnit(part, fixed(interval.min + step))],
    ['outside-low', withUnit(part, fixed(interval.min - step))],
    ['inside-high', withUnit(part, fixed(interval.max - step))],
    ['outside-high', withUnit(part, fixed(interval.max + step))],
    ['more-decimals', withUnit(part, fixed(mid, midDecimals + 2))],
    ['fewer-decimals', withUnit(part, fixed(mid, Math.max(0, midDecimals - 1)))],
  ];
  if (unit.ratio) {
    const shown = unit.power === -2 ? fixed(mid / 100, midDecimals + 2) : `${fixed(mid * 100, Math.max(0, midDecimals - 2))}%`;
    out.push(['other-ratio', shown]);
  } else {
    const [factor, word] = unit.power >= 6 ? [1000, lang === 'zh' ? '千' : ' thousand'] : [1e-6, lang === 'zh' ? '百万' : ' million'];
    out.push(['other-scale', `${fixed(mid * factor, Math.max(0, midDecimals - Math.round(Math.log10(factor))))}${word}${suffix(part)}`]);
  }
  if (mid !== 0) out.push(['flipped-sign', withUnit(part, fixed(-mid, midDecimals))]);
  const value = withUnit(part, fixed(mid, midDecimals));
  out.push(['distracting', lang === 'zh' ? `2025年8月13日,连续3个交易日后,${part.label}为${value},较一年前的2倍有所回落。` : `On August 13, 2025, after 3 sessions, the ${part.label} was ${value}, down from 2 times that a year ago.`]);
  return out;
}

/** The written number with its percent sign or scale and currency, as a person would write it. */
function withUnit(part: AnswerPart, digits: string): string {
  const unit = unitContext(part);
  if (unit.ratio) return unit.power === -2 ? `${digits}%` : digits;
  const scale = { one: '', thousand: ' thousand', 'ten-thousand': '万', million: ' million', 'hundred-million': '亿', billion: ' billion', trillion: ' trillion' }[part.scale ?? 'one'];
  return `${digits}${scale}${suffix(part)}`;
}

function suffix(part: AnswerPart): string {
  return part.currency ? ` ${part.currency}` : '';
}
