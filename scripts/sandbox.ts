// The sandbox dataset `scripts/start.sh` opens: the hand-written samples, the 60 FinSearchComp rows and the
// OneMillion-Bench entries imported by the product's own importers, with authors and review histories spread
// over every status, so the tree, the dashboard and the review views all have something to show.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importFinSearchComp } from '../src/core/formats/finsearchcomp';
import { importOneMillion } from '../src/core/formats/onemillion';
import type { HistoryEntry, Item, ReviewStatus } from '../src/core/item/types';
import { keyOf } from '../src/core/review/commitment';
import { canonicalJson } from '../src/core/review/canonical';

export const AUTHORS = ['li.wei', 'zhang.min', 'amy.chen', 'chen.jie', 'david.ho'];
export const REVIEWERS = ['wang.fang', 'liu.yang', 'sarah.koh', 'zhou.lan'];
const ARBITRATOR = 'sun.hao';
const COORDINATOR = 'coordinator';
/** When the sandbox's story starts; every timestamp is a fixed offset from it, so generation is repeatable. */
const START = Date.parse('2025-08-18T01:00:00.000Z');

/** One file of the sandbox, relative to its root. */
export interface SandboxFile {
  path: string;
  text: string;
}

const at = (hours: number) => new Date(START + hours * 3_600_000).toISOString();
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Where each item of the sandbox goes through review: the status it ends in and the steps that lead there. */
type Story = 'draft' | 'ready' | 'in-review' | 'agreed' | 'accepted' | 'disputed' | 'modified' | 'discarded';
/** Ten-item cycle: a realistic spread with most items still in authoring. */
const CYCLE: Story[] = ['draft', 'ready', 'in-review', 'agreed', 'draft', 'accepted', 'disputed', 'in-review', 'modified', 'discarded'];

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The review history an item gets for its story; `n` spreads people and times. */
function historyFor(item: Item, story: Story, n: number, author: string): { status: ReviewStatus; history: HistoryEntry[] } {
  const existing = item.review?.history ?? [{ at: at(n % 24), actor: author, action: 'created', status: 'draft' } satisfies HistoryEntry];
  if (story === 'draft') return { status: 'draft', history: existing };
  const t = 24 + (n % 48);
  const history: HistoryEntry[] = [...existing, { at: at(t), actor: author, action: 'ready', status: 'ready' }];
  if (story === 'ready') return { status: 'ready', history };
  const reviewer = REVIEWERS[n % REVIEWERS.length];
  // Accepted and disputed items were answered by a second reviewer too (who agreed with the key): the experts' ceiling.
  const second = story === 'accepted' || story === 'disputed' ? REVIEWERS[(n + 1) % REVIEWERS.length] : undefined;
  const packetOf = (who: string) => `${who}-${at(t + 24).slice(0, 10)}`;
  for (const who of second ? [reviewer, second] : [reviewer]) {
    const salt = sha256(`${item.id}:${packetOf(who)}`).slice(0, 32);
    // The commitment reconcile checks: sha256 of the salt and the key's canonical JSON (src/core/review/commitment.ts).
    const commitment = `sha256:${sha256(`${salt}\n${canonicalJson(keyOf(item))}`)}`;
    history.push({ at: at(t + 24), actor: COORDINATOR, action: 'packet', status: 'in-review', packet: packetOf(who), details: { reviewer: who, commitment, salt } });
  }
  if (story === 'in-review') return { status: 'in-review', history };
  const disputed = story === 'disputed' || story === 'modified' || story === 'discarded';
  const ambiguous = disputed && (item.task === 'OE' || n % 4 === 0);
  const keyParts = item.answer?.parts ?? [];
  const keyValue = (p: (typeof keyParts)[number]) => String(p.value ?? (p.snapshotField ? item.live?.snapshot[Object.keys(item.live.snapshot)[0]]?.[p.snapshotField] : '') ?? '');
  const parts = keyParts.map((p, i) => ({ value: disputed && !ambiguous && i === 0 ? '—' : keyValue(p) }));
  const verdicts = keyParts.map((p, i) => ({ part: i, label: p.label, kind: p.kind, value: parts[i].value, pass: !(disputed && !ambiguous && i === 0) }));
  const reasons = !disputed ? [] : ambiguous
    ? [{ code: 'ambiguous', comment: item.language === 'zh' ? '题目未说明口径（财年还是自然年）。' : 'The question does not say which period is meant.' }]
    : [{ code: 'text-mismatch', part: 0, label: item.answer?.parts[0]?.label ?? '', value: '—' }];
  const responses: HistoryEntry[] = [{
    at: at(t + 72),
    actor: reviewer,
    action: 'response',
    packet: packetOf(reviewer),
    details: {
      reviewer,
      outcome: disputed ? 'disputed' : 'agreed',
      reasons,
      verdicts,
      response: { parts, ambiguous, comment: ambiguous ? (reasons[0] as { comment: string }).comment : '' },
    },
  }];
  if (second) {
    const agreedParts = keyParts.map((p) => ({ value: keyValue(p) }));
    const agreed: HistoryEntry = {
      at: at(t + 72),
      actor: second,
      action: 'response',
      packet: packetOf(second),
      details: {
        reviewer: second,
        outcome: 'agreed',
        reasons: [],
        verdicts: keyParts.map((p, i) => ({ part: i, label: p.label, kind: p.kind, value: agreedParts[i].value, pass: true })),
        response: { parts: agreedParts, ambiguous: false, comment: '' },
      },
    };
    // The agreeing response first on a disputed item, so the dispute is the entry its status comes from.
    if (disputed) responses.unshift(agreed);
    else responses.push(agreed);
  }
  responses.forEach((entry, i) => history.push({ ...entry, status: i < responses.length - 1 ? 'in-review' : disputed ? 'disputed' : 'agreed' }));
  if (story === 'agreed' || story === 'disputed') return { status: story, history };
  if (story === 'accepted') {
    history.push({ at: at(t + 96), actor: COORDINATOR, action: 'keep', status: 'accepted', rationale: 'Author and reviewer agree.' });
    return { status: 'accepted', history };
  }
  const modified = story === 'modified';
  history.push({
    at: at(t + 120),
    actor: ARBITRATOR,
    action: modified ? 'modify-question' : 'discard',
    status: modified ? 'modified' : 'discarded',
    rationale: modified
      ? (item.language === 'zh' ? '补充口径说明后题目无歧义。' : 'The period is now stated; the question reads one way.')
      : (item.language === 'zh' ? '数据源无法复核，删除此题。' : 'The source cannot be checked again; discarded.'),
  });
  return { status: modified ? 'modified' : 'discarded', history };
}

/**
 * Gives an item an author (keeping one it has) and a review history: an item past draft keeps its status
 * (and its history when it has one), a draft gets the story of its place in the cycle.
 */
function withStory(item: Item, n: number): Item {
  const author = item.meta?.author ?? AUTHORS[n % AUTHORS.length];
  const status = item.review?.status ?? 'draft';
  const review = status !== 'draft' && item.review?.history?.length
    ? item.review
    : historyFor(item, status === 'draft' ? CYCLE[n % CYCLE.length] : status, n, author);
  return { ...item, review, meta: { ...item.meta, author } };
}

/** Every file of the sandbox dataset, built from the repository's samples by the product's importers. */
export function buildSandbox(repoRoot: string): SandboxFile[] {
  const samples = path.join(repoRoot, 'samples');
  const now = at(0);
  const groups: [string, Item[]][] = [
    ['authored', readdirSync(path.join(samples, 'dataset')).filter((f) => f.endsWith('.item.json')).sort()
      .map((f) => JSON.parse(readFileSync(path.join(samples, 'dataset', f), 'utf8')) as Item)],
    ['finsearchcomp', imported(importFinSearchComp(readFileSync(path.join(samples, 'sources/finsearchcomp-t1.sample.jsonl'), 'utf8'), now), 'FinSearchComp')],
    ['onemillion', imported(importOneMillion(readFileSync(path.join(samples, 'sources/onemillion.sample.json'), 'utf8'), now), 'OneMillion-Bench')],
  ];
  let n = 0;
  const files: SandboxFile[] = groups.flatMap(([folder, items]) =>
    items.map((item) => ({ path: `${folder}/${item.id}.item.json`, text: json(withStory(item, n++)) })));
  const manifest = JSON.parse(readFileSync(path.join(samples, 'dataset/finbench.dataset.json'), 'utf8')) as Record<string, unknown>;
  files.push({
    path: 'finbench.dataset.json',
    text: json({
      ...manifest,
      name: 'FinBench sandbox',
      description: `${n} items: the hand-written samples, 60 FinSearchComp T1 rows and OneMillion-Bench entries imported, at every review status.`,
      people: [
        ...AUTHORS.map((name) => ({ name, role: 'author' })),
        ...REVIEWERS.map((name) => ({ name, role: 'reviewer' })),
        { name: ARBITRATOR, role: 'arbitrator' },
        { name: COORDINATOR, role: 'coordinator' },
      ],
    }),
  });
  return files;
}

function imported(result: { items: { item: Item }[]; errors: unknown[] }, source: string): Item[] {
  if (result.errors.length) throw new Error(`the ${source} sample does not import: ${JSON.stringify(result.errors)}`);
  return result.items.map((r) => r.item);
}

/** Writes the sandbox into `dir` (created when missing). */
export function writeSandbox(repoRoot: string, dir: string): number {
  const files = buildSandbox(repoRoot);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file.text, 'utf8');
  }
  return files.length;
}
