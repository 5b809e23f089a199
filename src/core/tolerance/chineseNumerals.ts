/** Chinese number words (十二点五, 三千二百万, 3千2百万, 两百, 负一点五, 百分之十二点五) as exact decimals. */
import { exactOf, MAX_DIGITS, type Exact } from './exact';

const DIGITS: Record<string, number> = {
  零: 0, 〇: 0, 一: 1, 壹: 1, 二: 2, 贰: 2, 两: 2, 三: 3, 叁: 3, 四: 4, 肆: 4, 五: 5, 伍: 5, 六: 6, 陆: 6, 七: 7, 柒: 7, 八: 8, 捌: 8, 九: 9, 玖: 9,
};
const SMALL_UNITS: Record<string, bigint> = { 十: 10n, 拾: 10n, 百: 100n, 佰: 100n, 千: 1000n, 仟: 1000n };
const BIG_UNITS: Record<string, number> = { 万: 4, 萬: 4, 亿: 8, 億: 8 };

const CN_DIGIT = '零〇一壹二贰两三叁四肆五伍六陆七柒八捌九玖';
const NUMERAL_CHARACTER = `[${CN_DIGIT}0-9十拾百佰千仟万萬亿億]`;
/** A thousands comma inside ASCII digits of a number word ("29亿3,700万"). */
const GROUP_COMMA = ',(?=[0-9]{3}(?![0-9]))';
/**
 * A run of Chinese numerals (ASCII digits may stand for digits: 3千2百万, 29亿3,700万), a decimal part and big units.
 * Never from inside an ASCII number: the 十亿 of "2.937十亿" or "1,463,769十亿" is a scale word of that number, not part
 * of a number word "937十亿" or "769十亿".
 */
export const CHINESE_NUMERAL = new RegExp(
  String.raw`(?<![0-9.]|[0-9][,'’\u00A0\u202F\u2009])(?<sign>[负負])?(?<share>百分之|千分之)?(?<int>${NUMERAL_CHARACTER}(?:${NUMERAL_CHARACTER}|(?<=[0-9])${GROUP_COMMA})*?)(?:[点點](?<frac>[${CN_DIGIT}0-9]+)(?<after>[万萬亿億]*))?(?!${NUMERAL_CHARACTER}|(?<=[0-9])${GROUP_COMMA}|[点點][${CN_DIGIT}0-9])`,
  'g',
);

/** ASCII digits on both sides of a unit: a number word written with digits (3千2百, 29亿3700万). */
const DIGITS_AROUND_UNIT = /\d[十拾百佰千仟万萬亿億]\d/;

/** Whether a text may hold a Chinese number word at all (a quick test before the scan). */
export const MAY_HOLD_CHINESE_NUMERAL = new RegExp(`[${CN_DIGIT}十拾]|${DIGITS_AROUND_UNIT.source}`);

export interface ChineseNumber {
  /** The value in units of 10^power (3200 for 三千二百万, with power 4). */
  exact: Exact;
  /** Power of ten of the trailing 万/亿 (0 without one); −2 for 百分之, −3 for 千分之. */
  power: number;
  scaled: boolean;
  ratio: boolean;
  negative: boolean;
}

/**
 * Reads one match of CHINESE_NUMERAL; undefined unless it is a number word: it must hold a Chinese digit or 十,
 * or mix ASCII digits with units (3千2百万), and a unit, 点 or 百分之. A lone character (一, 十, 两) is a word, and
 * digits without units (三一, 三六零) are names or codes, not numbers.
 */
export function readChineseNumeral(groups: Record<string, string | undefined>): ChineseNumber | undefined {
  const int = groups.int!;
  const chinese = new RegExp(`[${CN_DIGIT}十拾]`).test(int) || DIGITS_AROUND_UNIT.test(int);
  const counted = /[十拾百佰千仟万萬亿億]/.test(int) || groups.frac !== undefined || groups.share !== undefined;
  if (!chinese || !counted || (int.length < 2 && !groups.frac && !groups.share) || int.length + (groups.frac?.length ?? 0) > MAX_DIGITS) return undefined;
  const value = integerOf(int);
  if (value === undefined) return undefined;
  // The trailing 万/亿 is the scale, as in 3200万: 三千二百万 is 3200 in units of 万, 十二点五亿 12.5 in units of 亿.
  const scale = groups.frac ? groups.after ?? '' : /[万萬亿億]+$/.exec(int)?.[0] ?? '';
  const power = [...scale].reduce((sum, c) => sum + BIG_UNITS[c], 0);
  const whole = groups.frac ? value : value / 10n ** BigInt(power);
  const fraction = [...(groups.frac ?? '')].map((c) => DIGITS[c] ?? Number(c)).join('');
  const share = groups.share === '百分之' ? -2 : groups.share === '千分之' ? -3 : 0;
  return {
    exact: exactOf(fraction ? `${whole}.${fraction}` : String(whole))!,
    power: power + share,
    scaled: power > 0,
    ratio: share !== 0,
    negative: groups.sign !== undefined,
  };
}

/** The integer a run of digits and units spells (一亿二千万 → 120000000); undefined when it does not parse. */
function integerOf(text: string): bigint | undefined {
  let total = 0n;
  let section = 0n;
  let digit: bigint | undefined;
  let previousDigit = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === ',') continue; // a thousands comma between ASCII digits (the pattern admits no other)
    if (c in DIGITS || /\d/.test(c)) {
      const d = BigInt(DIGITS[c] ?? Number(c));
      // Digits in a row are positional (二〇二五, 32千).
      digit = previousDigit && digit !== undefined ? digit * 10n + d : d;
      previousDigit = true;
      continue;
    }
    previousDigit = false;
    if (c in SMALL_UNITS) {
      if (digit === undefined && !(SMALL_UNITS[c] === 10n)) return undefined;
      section += (digit ?? 1n) * SMALL_UNITS[c];
    } else if (c in BIG_UNITS) {
      const unit = 10n ** BigInt(BIG_UNITS[c]);
      if (digit === undefined && section === 0n && total === 0n) return undefined;
      if (BIG_UNITS[c] === 8) total = (total + section + (digit ?? 0n)) * unit;
      else total += (section + (digit ?? 0n)) * unit;
      section = 0n;
    } else return undefined;
    digit = undefined;
  }
  return total + section + (digit ?? 0n);
}
