// The words one of which every match of a lint rule's trigger must hold, read from the pattern's syntax tree by regexpp
// (at build time: scripts/generateTriggerLiterals.mts writes them for src/core/lint/triggerPrefilter.ts).
import { RegExpParser, type AST } from '@eslint-community/regexpp';

/** At most this many strings in a set of the exact texts a part of a pattern matches (more: the part is not literal). */
const MAX_EXACT = 64;
/** Character class ranges up to this size are spelled out as literals. */
const MAX_RANGE = 16;

/** What a part of a pattern matches: `exact`, every text it can match, when few; `required`, texts one of which every match holds. */
interface Reading {
  exact: string[] | null;
  required: string[] | null;
}
const NOTHING_KNOWN: Reading = { exact: null, required: null };
const EMPTY: Reading = { exact: [''], required: null };

/**
 * Texts one of which every match of `source` (with `flags`) holds, as the question must hold them: lower-cased when the
 * pattern ignores case; null when no such set is known (the rule is then always tried).
 */
export function requiredLiterals(source: string, flags: string): string[] | null {
  // Unicode case folding also maps ſ to s and the Kelvin sign to k; a sticky or global pattern's match depends on lastIndex.
  if (/[gy]/.test(flags) || (/[uv]/.test(flags) && flags.includes('i'))) return null;
  const pattern = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(source, 0, source.length, { unicode: flags.includes('u'), unicodeSets: flags.includes('v') });
  const required = disjunction(pattern.alternatives, flags.includes('i')).required;
  return required && !required.includes('') ? [...new Set(required)].sort() : null;
}

function disjunction(alternatives: readonly AST.Alternative[], fold: boolean): Reading {
  const readings = alternatives.map((alternative) => sequence(alternative.elements, fold));
  const exacts = readings.map((r) => r.exact);
  const exact = exacts.every((e): e is string[] => e !== null) ? unique(exacts.flat()) : null;
  const required = readings.map(requiredOf);
  return {
    exact: exact && exact.length <= MAX_EXACT ? exact : null,
    required: required.every((r): r is string[] => r !== null) ? unique(required.flat()) : null,
  };
}

/** A part's required texts: the better of its exact texts (when it matches no empty text) and what it requires. */
function requiredOf(reading: Reading): string[] | null {
  const candidates = [reading.exact, reading.required].filter((texts): texts is string[] => texts !== null && !texts.includes(''));
  return candidates.sort(bySelectivity)[0] ?? null;
}

function sequence(elements: readonly AST.Element[], fold: boolean): Reading {
  const readings = elements.map((element) => read(element, fold));
  // Candidates: each element's own requirement, and the texts of each run of elements with few exact texts (longer words).
  const candidates: string[][] = readings.map(requiredOf).filter((r): r is string[] => r !== null);
  for (let start = 0; start < readings.length; start++) {
    let texts: string[] | null = [''];
    for (let end = start; end < readings.length && texts; end++) {
      texts = product(texts, readings[end].exact);
      if (texts && !texts.includes('')) candidates.push(texts);
    }
  }
  const whole = readings.reduce<string[] | null>((texts, r) => (texts ? product(texts, r.exact) : null), ['']);
  return { exact: whole, required: candidates.sort(bySelectivity)[0] ?? null };
}

/** Every concatenation of a text of `a` with one of `b`, when there are few. */
function product(a: string[], b: string[] | null): string[] | null {
  if (!b || a.length * b.length > MAX_EXACT) return null;
  return unique(a.flatMap((x) => b.map((y) => x + y)));
}

/** The set whose shortest text is longest first (fewer questions hold it), then the smaller set. */
function bySelectivity(a: string[], b: string[]): number {
  const shortest = (texts: string[]) => Math.min(...texts.map((t) => t.length));
  return shortest(b) - shortest(a) || a.length - b.length;
}
function read(element: AST.Element, fold: boolean): Reading {
  switch (element.type) {
    case 'Character':
      return literal(element.value, fold);
    case 'CharacterClass':
      return characterClass(element, fold);
    case 'Group':
      // A group that sets its own flags ((?i:…), which folds by Unicode's rules in a u or v pattern): no words known.
      return element.modifiers ? NOTHING_KNOWN : disjunction(element.alternatives, fold);
    case 'CapturingGroup':
      return disjunction(element.alternatives, fold);
    case 'Quantifier': {
      const inner = read(element.element, fold);
      if (element.min === 0) return { exact: element.max === 1 && inner.exact ? unique(['', ...inner.exact]) : null, required: null };
      return { exact: element.min === 1 && element.max === 1 ? inner.exact : null, required: requiredOf(inner) };
    }
    case 'Assertion':
      // Lookarounds and boundaries match no text of their own.
      return EMPTY;
    default:
      // Backreferences, character sets (\d, \w, ., \p{…}), v-flag class expressions.
      return NOTHING_KNOWN;
  }
}

/**
 * One character as the question is searched for it: lower-cased when the pattern ignores case. A cased letter beyond
 * ASCII is not a literal: it folds, and lower-cases in context (Σ), by rules the search in the question lower-cased
 * (triggerPrefilter.ts) does not share in every case.
 */
function literal(codePoint: number, fold: boolean): Reading {
  const text = String.fromCodePoint(codePoint);
  if (text.toLowerCase() === text.toUpperCase()) return { exact: [text], required: null };
  if (codePoint >= 0x80) return NOTHING_KNOWN;
  return { exact: [fold ? text.toLowerCase() : text], required: null };
}

function characterClass(element: AST.CharacterClass, fold: boolean): Reading {
  if (element.negate) return NOTHING_KNOWN;
  const codePoints: number[] = [];
  for (const member of element.elements) {
    if (member.type === 'Character') codePoints.push(member.value);
    else if (member.type === 'CharacterClassRange' && member.max.value - member.min.value < MAX_RANGE) {
      for (let c = member.min.value; c <= member.max.value; c++) codePoints.push(c);
    } else return NOTHING_KNOWN;
  }
  const texts = codePoints.map((c) => literal(c, fold).exact);
  if (texts.some((t) => t === null)) return NOTHING_KNOWN;
  const exact = unique(texts.flatMap((t) => t ?? []));
  return { exact: exact.length <= MAX_EXACT ? exact : null, required: null };
}

const unique = (texts: string[]) => [...new Set(texts)];

/** The words of a rule's two trigger patterns, as searched in a question lower-cased; null when either has none known. */
export function ruleWords(patterns: RegExp[]): string[] | null {
  const sets = patterns.map((pattern) => requiredLiterals(pattern.source, pattern.flags));
  if (sets.some((set) => set === null)) return null;
  // A word that holds another of the rule's words adds nothing (profits holds profit): only the others are kept.
  const words = [...new Set(sets.flat().map((word) => word!.toLowerCase()))].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  return words.filter((word, i) => !words.slice(0, i).some((shorter) => word.includes(shorter)));
}
