/** A word diff of two short texts (questions): words, spaces, punctuation and each CJK character are tokens. */

export interface DiffSegment {
  op: 'same' | 'removed' | 'added';
  text: string;
}

const TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}_.,%$'’-])+|\s+|./gsu;

/** The texts' longest common token subsequence, as runs of same, removed and added text. */
export function wordDiff(before: string, after: string): DiffSegment[] {
  const a = before.match(TOKEN) ?? [];
  const b = after.match(TOKEN) ?? [];
  // Common ends first: most edits touch a few words, and this keeps the table small.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const x = a.slice(start, a.length - end);
  const y = b.slice(start, b.length - end);
  const table = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
  for (let i = x.length - 1; i >= 0; i--) for (let j = y.length - 1; j >= 0; j--) table[i][j] = x[i] === y[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const segments: DiffSegment[] = [];
  const push = (op: DiffSegment['op'], text: string) => {
    const last = segments.at(-1);
    if (last?.op === op) last.text += text;
    else segments.push({ op, text });
  };
  if (start) push('same', a.slice(0, start).join(''));
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) { push('same', x[i]); i++; j++; }
    // Removed text before added text, as a reader expects "~~old~~ **new**".
    else if (i < x.length && (j === y.length || table[i + 1][j] >= table[i][j + 1])) push('removed', x[i++]);
    else push('added', y[j++]);
  }
  if (end) push('same', a.slice(a.length - end).join(''));
  return segments;
}

/** The diff in Markdown: removed text struck through, added text in bold. */
export function markdownDiff(segments: DiffSegment[]): string {
  const escape = (text: string) => text.replace(/([\\`*_~[\]<>|])/g, '\\$1');
  return segments.map((s) => {
    if (s.op === 'same') return escape(s.text);
    const core = s.text.trim();
    if (!core) return s.text;
    const lead = s.text.slice(0, s.text.indexOf(core));
    const trail = s.text.slice(lead.length + core.length);
    return `${lead}${s.op === 'removed' ? `~~${escape(core)}~~` : `**${escape(core)}**`}${trail}`;
  }).join('');
}
