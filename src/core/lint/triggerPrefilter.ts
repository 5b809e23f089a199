/**
 * Which rules' triggers a question can match, found in one pass over the question: most questions match two or three of
 * the fifty rules, and trying every rule's patterns on them was most of a trigger's time. Each trigger pattern comes with
 * words one of which every match must hold (data/trigger-literals.json, generated at build time from the pattern's
 * syntax tree); a rule none of whose words the question holds cannot fire and is not tried. A pattern whose words are
 * not known, or whose generated entry is not for the pattern as it is now, keeps its rule always tried.
 */
import generated from './data/trigger-literals.json';
import type { LintRule } from './rules';

interface Entry {
  /** The rule's trigger patterns (English, Chinese) the words were read from. */
  patterns: { source: string; flags: string }[];
  /** Lower-cased; null when either pattern's are not known. */
  words: string[] | null;
}

/**
 * Words by their first three UTF-16 code units, so a place of the question is compared with only the words that start
 * as it does (a long run of a common start, "prprpr…", costs three lookups a place, not a bucket of words).
 * `firstUnits` numbers each first unit that starts a word (0: none, so most places are passed over on one array read);
 * `singles` holds, by that number, the rules of one-character words; `pairs` the rest by number × 0x10000 + their
 * second unit (a small integer, which a Map finds fastest): the rules of two-character words, and the longer words by
 * their third unit.
 */
interface WordIndex {
  firstUnits: Uint16Array;
  singles: number[][];
  pairs: Map<number, { rules: number[]; byThird: Map<number, { words: string[]; rules: number[] }> }>;
}

export interface TriggerPrefilter {
  /** 1 for each rule (by its index in `rules`) whose trigger the question may match; 0 where it cannot. */
  possible(question: string): Uint8Array;
}

export function triggerPrefilter(rules: readonly LintRule[]): TriggerPrefilter {
  const entries = (generated as { rules: Record<string, Entry> }).rules;
  const always = new Uint8Array(rules.length);
  // One index, searched in the question lower-cased: a word a pattern matches as written (MACD) is in the question
  // lower-cased too, so it stays a condition every match meets, in one pass over the question.
  const index: WordIndex = { firstUnits: new Uint16Array(0x10000), singles: [[]], pairs: new Map() };
  rules.forEach((rule, ruleIndex) => {
    const entry = entries[rule.id];
    const current = entry?.patterns.length === 2 && [rule.trigger.en, rule.trigger.zh].every((p, i) => p.source === entry.patterns[i].source && p.flags === entry.patterns[i].flags);
    if (!current || !entry.words) always[ruleIndex] = 1;
    else for (const word of entry.words) add(index, word, ruleIndex);
  });
  return {
    possible(question) {
      const possible = always.slice();
      mark(index, question.toLowerCase(), possible);
      return possible;
    },
  };
}

function add(index: WordIndex, word: string, rule: number) {
  const first = word.charCodeAt(0);
  const number = (index.firstUnits[first] ||= index.singles.push([]) - 1);
  if (word.length === 1) return addRule(index.singles[number], rule);
  const key = number * 0x10000 + word.charCodeAt(1);
  const pair = index.pairs.get(key) ?? index.pairs.set(key, { rules: [], byThird: new Map() }).get(key)!;
  if (word.length === 2) return addRule(pair.rules, rule);
  const third = word.charCodeAt(2);
  const words = pair.byThird.get(third) ?? pair.byThird.set(third, { words: [], rules: [] }).get(third)!;
  words.words.push(word);
  words.rules.push(rule);
}

function addRule(rules: number[], rule: number) {
  if (!rules.includes(rule)) rules.push(rule);
}

/** Marks the rules of every word of `index` that `text` holds. */
function mark(index: WordIndex, text: string, possible: Uint8Array) {
  const { firstUnits, singles, pairs } = index;
  const last = text.length - 1;
  for (let i = 0; i <= last; i++) {
    const number = firstUnits[text.charCodeAt(i)];
    if (number === 0) continue;
    markAll(singles[number], possible);
    if (i === last) break;
    const pair = pairs.get(number * 0x10000 + text.charCodeAt(i + 1));
    if (pair === undefined) continue;
    markAll(pair.rules, possible);
    const found = i + 2 <= last ? pair.byThird.get(text.charCodeAt(i + 2)) : undefined;
    if (found === undefined) continue;
    const { words, rules } = found;
    for (let k = 0; k < words.length; k++) {
      const rule = rules[k];
      if (possible[rule] === 0 && (words[k].length === 3 || text.startsWith(words[k], i))) possible[rule] = 1;
    }
  }
}

function markAll(rules: number[], possible: Uint8Array) {
  for (let k = 0; k < rules.length; k++) possible[rules[k]] = 1;
}
