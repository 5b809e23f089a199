// The sandbox dataset `scripts/start.sh` opens: the hand-written samples, the 60 FinSearchComp rows and the
// OneMillion-Bench entries imported by the product's own importers, with authors and review histories spread
// over every status, so the tree, the dashboard and the review views all have something to show.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importFinSearchComp } from '../src/core/formats/finsearchcomp';
import { importOneMillion } from '../src/core/formats/onemillion';
import type { HistoryEntry, Item } from '../src/core/item/types';
import { acceptAgreed, applyChange, createPacket, reconcile, type ItemChange, type PacketResponse } from '../src/core/review';
import { packetRecords, reviewOps } from '../src/core/review/history';
import { PACKETS_FOLDER } from '../src/core/review/packetPath';

export const AUTHORS = ['li.wei', 'zhang.min', 'amy.chen', 'chen.jie', 'david.ho'];
export const REVIEWERS = ['wang.fang', 'liu.yang', 'sarah.koh', 'zhou.lan'];
const ARBITRATOR = 'sun.hao';
const COORDINATOR = 'he.lin';
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

/** An item of the sandbox on its way through review: its file, its text as it stands, and where its story goes. */
interface Entry {
  path: string;
  text: string;
  story: Story;
  n: number;
}

const itemOf = (entry: Entry) => JSON.parse(entry.text) as Item;

/** The item with an author (keeping one it has) and its history up to ready, as its story needs. */
function authored(item: Item, story: Story, n: number): Item {
  const author = item.meta?.author ?? AUTHORS[n % AUTHORS.length];
  const written = (item.review?.history ?? []).filter((e) => e.action === 'created' || e.action === 'imported' || e.action === 'edited');
  const history = written.length ? written : [{ at: at(n % 24), actor: author, action: 'created', status: 'draft' } satisfies HistoryEntry];
  const review = story === 'draft' ? { status: 'draft' as const, history } : { status: 'ready' as const, history: [...history, { at: at(24 + (n % 48)), actor: author, action: 'ready' as const, status: 'ready' as const }] };
  return { ...item, review, meta: { ...item.meta, author } };
}

/**
 * The review the product itself would write: per reviewer and day one packet made by the product's packet code
 * (its file beside the items, so every packet a history names can be opened), answered and reconciled by the
 * product's reconcile for the items past in-review, then accepted, modified or discarded as their story says.
 * Accepted and disputed items were solved by a second reviewer too, who agreed with the key: the experts' ceiling.
 */
async function review(entries: Entry[]): Promise<SandboxFile[]> {
  const groups = new Map<string, Entry[]>();
  const add = (reviewer: string, entry: Entry, state: 'open' | 'back' | 'second') => {
    const key = [reviewer, Math.floor((24 + (entry.n % 48)) / 24), state].join('|');
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  };
  for (const entry of entries.filter((e) => e.story !== 'draft' && e.story !== 'ready')) {
    add(REVIEWERS[entry.n % REVIEWERS.length], entry, entry.story === 'in-review' ? 'open' : 'back');
    if (entry.story === 'accepted' || entry.story === 'disputed') add(REVIEWERS[(entry.n + 1) % REVIEWERS.length], entry, 'second');
  }
  const apply = (group: Entry[], changes: ItemChange[]) => changes.forEach((c) => {
    const entry = group.find((e) => e.path === c.file)!;
    entry.text = applyChange(entry.text, c);
  });
  // Every packet is made first, so an item is in review with each of its reviewers; then the answered ones come back.
  const made = [];
  for (const [key, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const [reviewer, day, state] = key.split('|');
    const sent = 48 + 24 * Number(day);
    const plan = await seeded(key, () => createPacket(group.map((e) => ({ file: e.path, item: itemOf(e) })), { reviewer, by: COORDINATOR, now: new Date(at(sent)) }));
    apply(group, plan.changes);
    made.push({ group, state, sent, packet: plan.packet });
  }
  for (const { group, state, sent, packet } of made) {
    if (state === 'open') continue;
    packet.items.forEach((packetItem, i) => (packetItem.response = responseFor(itemOf(group[i]), state === 'second' ? 'agreed' : group[i].story, group[i].n)));
    packet.completedAt = at(sent + 40);
    const sources = group.map((e) => ({ file: e.path, item: itemOf(e) }));
    apply(group, (await reconcile([{ file: 'packet', data: packet }], sources, { by: COORDINATOR, now: new Date(at(sent + 48)) })).changes);
  }
  for (const { group, state, sent } of made) if (state === 'back') group.forEach((entry) => decide(entry, at(sent + 72 + (entry.n % 24))));
  return made.map(({ packet }) => ({ path: `${PACKETS_FOLDER}/${packet.id}.packet.json`, text: json(packet) }));
}

/** A reviewer's answer: the key's own values when the story agrees; an ambiguity flag or a wrong first value when it disputes. */
function responseFor(item: Item, story: Story, n: number): PacketResponse {
  const disputed = story === 'disputed' || story === 'modified' || story === 'discarded';
  const ambiguous = disputed && (item.task === 'OE' || n % 4 === 0);
  const snapshot = Object.values(item.live?.snapshot ?? {})[0] ?? {};
  const parts = item.task === 'OE' ? [] : (item.answer?.parts ?? []).map((p, i) => ({
    value: disputed && !ambiguous && i === 0 ? '—' : String(p.value ?? (p.snapshotField ? snapshot[p.snapshotField] : '') ?? ''),
  }));
  const comment = !ambiguous ? '' : item.language === 'zh' ? '题目未说明口径（财年还是自然年）。' : 'The question does not say which period is meant.';
  return {
    parts,
    ...(item.task === 'OE' ? { answer: item.language === 'zh' ? '见推理过程。' : 'See the reasoning.' } : {}),
    ambiguous,
    comment,
    reasoning: item.language === 'zh' ? '查阅数据源后作答。' : 'Looked it up at the source.',
    sources: [],
    timeSpentSeconds: 120 + (item.id.length % 7) * 60,
  };
}

/** After reconcile: an agreed item that is to be accepted is; a disputed one is modified or discarded by the arbitrator. */
function decide(entry: Entry, when: string) {
  const item = itemOf(entry);
  const status = item.review?.status;
  if (entry.story === 'accepted' && status === 'agreed') {
    const { changes } = acceptAgreed([{ file: entry.path, item }], { by: COORDINATOR, now: new Date(when) });
    changes.forEach((c) => (entry.text = applyChange(entry.text, c)));
  } else if ((entry.story === 'modified' || entry.story === 'discarded') && status === 'disputed') {
    const modified = entry.story === 'modified';
    const record: HistoryEntry = {
      at: when,
      actor: ARBITRATOR,
      action: modified ? 'modify-question' : 'discard',
      status: modified ? 'modified' : 'discarded',
      rationale: modified
        ? (item.language === 'zh' ? '补充口径说明后题目无歧义。' : 'The period is now stated; the question reads one way.')
        : (item.language === 'zh' ? '数据源无法复核，删除此题。' : 'The source cannot be checked again; discarded.'),
      details: { confidence: 'medium' },
    };
    entry.text = applyChange(entry.text, { file: entry.path, id: item.id, ops: reviewOps(item, record.status!, [record]) });
  }
}

/**
 * Runs `make` with the platform's random bytes drawn from a generator seeded by `seed`, so packet ids and salts — and
 * with them the whole sandbox — come out the same on every generation. Only the sandbox does this: its salts are no secret.
 */
async function seeded<T>(seed: string, make: () => Promise<T>): Promise<T> {
  const crypto = globalThis.crypto as unknown as { getRandomValues: <A extends ArrayBufferView | null>(array: A) => A };
  let counter = 0;
  crypto.getRandomValues = <A extends ArrayBufferView | null>(array: A): A => {
    const bytes = new Uint8Array(array!.buffer, array!.byteOffset, array!.byteLength);
    for (let i = 0; i < bytes.length; i += 32) bytes.set(createHash('sha256').update(`${seed}:${counter++}`).digest().subarray(0, Math.min(32, bytes.length - i)), i);
    return array;
  };
  try {
    return await make();
  } finally {
    delete (crypto as { getRandomValues?: unknown }).getRandomValues;
  }
}

/** Every file of the sandbox dataset, built from the repository's samples by the product's importers and review code. */
export async function buildSandbox(repoRoot: string): Promise<SandboxFile[]> {
  const samples = path.join(repoRoot, 'samples');
  const now = at(0);
  const groups: [string, Item[]][] = [
    ['authored', readdirSync(path.join(samples, 'dataset')).filter((f) => f.endsWith('.item.json')).sort()
      .map((f) => JSON.parse(readFileSync(path.join(samples, 'dataset', f), 'utf8')) as Item)],
    ['finsearchcomp', imported(importFinSearchComp(readFileSync(path.join(samples, 'sources/finsearchcomp-t1.sample.jsonl'), 'utf8'), now), 'FinSearchComp')],
    ['onemillion', imported(importOneMillion(readFileSync(path.join(samples, 'sources/onemillion.sample.json'), 'utf8'), now), 'OneMillion-Bench')],
  ];
  let n = 0;
  const entries: Entry[] = groups.flatMap(([folder, items]) => items.map((item) => {
    const status = item.review?.status ?? 'draft';
    const history = item.review?.history ?? [];
    // A sample past draft keeps its status and history, unless its history is too thin to stand behind a packet
    // file (none, or a packet entry without the product's record): then the product's review leads to its status.
    // A draft gets the story of its place in the cycle.
    const kept = status !== 'draft' && history.length > 0 && history.every((e) => e.action !== 'packet' || packetRecords(item).has(e.packet ?? ''));
    const story: Story = kept ? 'draft' : status === 'draft' ? CYCLE[n % CYCLE.length] : status;
    const shaped = kept ? { ...item, meta: { ...item.meta, author: item.meta?.author ?? AUTHORS[n % AUTHORS.length] } } : authored(item, story, n);
    return { path: `${folder}/${item.id}.item.json`, text: json(shaped), story, n: n++ };
  }));
  const packets = await review(entries);
  const files: SandboxFile[] = [...entries.map(({ path: file, text }) => ({ path: file, text })), ...packets];
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
export async function writeSandbox(repoRoot: string, dir: string): Promise<number> {
  const files = await buildSandbox(repoRoot);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file.text, 'utf8');
  }
  return files.length;
}
