/** FinSearchComp's criteria text: "必答点:… 精度要求:…" / "Required Content: … Accuracy Requirements: …". */
import type { AnswerPart, Language, Tolerance } from '../item/types';
import { describeTolerance } from '../tolerance/describe';
import { unitContext } from '../tolerance/units';

const CRITERIA: Record<Language, RegExp> = {
  zh: /^\s*必答点[:\uFF1A]\s*([\s\S]*?)\s*精度要求[:\uFF1A]\s*([\s\S]*?)\s*$/,
  en: /^\s*Required Content[:\uFF1A]\s*([\s\S]*?)\s*Accuracy Requirements?[:\uFF1A]\s*([\s\S]*?)\s*$/i,
};

const LABELS: Record<Language, [string, string]> = {
  zh: ['必答点:', ' 精度要求:'],
  en: ['Required Content: ', ' Accuracy Requirements: '],
};

export function parseCriteria(text: string, lang: Language): { requiredContent: string; accuracy: string } | undefined {
  const m = CRITERIA[lang].exec(text);
  return m ? { requiredContent: m[1], accuracy: m[2] } : undefined;
}

export function renderCriteria(requiredContent: string, accuracy: string, lang: Language): string {
  const [required, precision] = LABELS[lang];
  return `${required}${requiredContent}${precision}${accuracy}`;
}

const HIGH_LOW = { highField: 'RT_HIGH', lowField: 'RT_LOW' };

/**
 * The tolerance an accuracy requirement states. A "±x%" distance is percent-aware: percentage points for a
 * percent part, x/100 for a fraction part, 100·x for a basis-point part, and a relative distance for any other part.
 */
export function toleranceOf(accuracy: string, part: Pick<AnswerPart, 'unit' | 'snapshotField'>): Tolerance | undefined {
  const expanded = /扩大范围绝对数值\s*±?\s*([\d.]+)\s*(%?)|expand the high-low price range by an absolute value of\s*±?\s*([\d.]+)\s*(%?)/i.exec(accuracy);
  if (expanded) return { kind: 'high-low-expanded', ...HIGH_LOW, delta: Number(expanded[1] ?? expanded[3]) };
  if (/答案落在最高价最低价区间即可|any answer between the high and low price/i.test(accuracy)) return { kind: 'high-low', ...HIGH_LOW };
  const absolute = /允许误差范围绝对数值\s*±?\s*([\d.]+)\s*(%?)|absolute value of\s*±\s*([\d.]+)\s*(%?)/i.exec(accuracy);
  if (absolute) {
    const x = Number(absolute[1] ?? absolute[3]);
    if (!(absolute[2] ?? absolute[4])) return { kind: 'absolute', delta: x };
    const unit = unitContext(part);
    if (!unit.ratio) return { kind: 'relative', percent: x };
    return { kind: 'absolute', delta: Number(`${x}e${-2 - unit.power}`) };
  }
  if (/仅允许四舍五入误差|only rounding errors? (?:are|is) allowed/i.test(accuracy)) return { kind: 'rounding' };
  return undefined;
}

/** The seed wording of a part's tolerance; kinds without one are described in a sentence. */
export function renderAccuracy(part: AnswerPart, lang: Language): string {
  const t = part.tolerance;
  const zh = lang === 'zh';
  const unit = unitContext(part);
  const points = (x: number) => (unit.ratio ? `${Number(`${x}e${unit.power + 2}`)}%` : String(x));
  switch (t.kind) {
    case 'rounding':
      return zh ? '仅允许四舍五入误差' : 'Only rounding errors are allowed';
    case 'high-low':
      return zh ? '答案落在最高价最低价区间即可' : 'Any answer between the high and low price is considered correct';
    case 'high-low-expanded':
      return zh ? `在最高价最低价区间基础上扩大范围绝对数值${t.delta}` : `Expand the high-low price range by an absolute value of ${t.delta}`;
    case 'absolute':
      return zh ? `允许误差范围绝对数值±${points(t.delta ?? 0)}` : `The allowable error range is an absolute value of ±${points(t.delta ?? 0)}`;
    case 'relative':
      if (!unit.ratio) return zh ? `允许误差范围绝对数值±${t.percent}%` : `The allowable error range is an absolute value of ±${t.percent}%`;
      return describeTolerance(part, lang);
    default:
      return describeTolerance(part, lang);
  }
}
