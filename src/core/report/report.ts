/**
 * The review report of a pull request: items added, removed and changed between two versions of the dataset,
 * each change in words, validation and lint findings new and fixed, and the review agreement of the changed items.
 * Pure: the caller reads the two versions' item files (from git or the working tree).
 */
import { diagnoseItemText } from '../diagnose/diagnose';
import type { Item, Language, Market, ReviewStatus, TaskType } from '../item/types';
import { responseRecords } from '../review/history';
import { wilson, type Rate } from '../review/stats/wilson';
import { itemChanges, type ItemChangeNote } from './itemChanges';

/** One version of the dataset: item file path → text. */
export type Version = Map<string, string>;

export interface ReportFinding {
  id: string;
  file: string;
  code: string;
  severity: 'error' | 'warning' | 'info';
  pointer: string;
  message: string;
}

export interface ItemRef {
  id: string;
  file: string;
  task?: TaskType;
  market?: Market;
  status?: ReviewStatus;
}

export interface Report {
  base: { rev: string; commit?: string };
  head: { rev: string; commit?: string };
  added: ItemRef[];
  removed: ItemRef[];
  changed: (ItemRef & { changes: ItemChangeNote[] })[];
  findings: { new: ReportFinding[]; fixed: ReportFinding[] };
  /** Over the changed items' reconciled responses, in each version. */
  agreement: { before: Rate; after: Rate };
}

interface Parsed {
  file: string;
  text: string;
  item?: Item;
  id: string;
}

function parse(file: string, text: string): Parsed {
  try {
    const data = JSON.parse(text.replace(/^\uFEFF/, '')) as Item;
    if (data && typeof data === 'object' && typeof data.id === 'string' && data.id) return { file, text, item: data, id: data.id };
  } catch {
    // An unreadable file is still a file of the dataset: it is reported under its path.
  }
  return { file, text, id: `file:${file}` };
}

/** Items of a version by id (the first file of an id wins; a later one is reported under its path). */
function byId(files: Parsed[]): Map<string, Parsed> {
  const found = new Map<string, Parsed>();
  for (const p of files) found.set(found.has(p.id) ? `file:${p.file}` : p.id, found.has(p.id) ? { ...p, id: `file:${p.file}` } : p);
  return found;
}

const ref = (p: Parsed): ItemRef => ({ id: p.id, file: p.file, ...(p.item ? { task: p.item.task, market: p.item.market, status: p.item.review?.status ?? 'draft' } : {}) });

function findingsOf(p: Parsed, lang: Language): ReportFinding[] {
  return diagnoseItemText(p.text, lang).findings.map((f) => ({ id: p.id, file: p.file, code: f.code, severity: f.severity, pointer: f.pointer, message: f.message }));
}

const findingKey = (f: ReportFinding) => `${f.code}\u0000${f.pointer}\u0000${f.message}`;

/** The report between two versions; only files whose text differs are parsed and checked. */
export function buildReport(base: Version, head: Version, revs: Report['base'] & { headRev: string; headCommit?: string }, lang: Language = 'en'): Report {
  const untouched = (file: string) => base.get(file) === head.get(file);
  const before = byId([...base].filter(([f]) => !untouched(f)).map(([f, t]) => parse(f, t)));
  const after = byId([...head].filter(([f]) => !untouched(f)).map(([f, t]) => parse(f, t)));
  const added: ItemRef[] = [];
  const removed: ItemRef[] = [];
  const changed: Report['changed'] = [];
  const fresh: ReportFinding[] = [];
  const fixed: ReportFinding[] = [];
  const agreementBefore = { agreed: 0, all: 0 };
  const agreementAfter = { agreed: 0, all: 0 };
  const count = (item: Item | undefined, into: { agreed: number; all: number }) => {
    for (const r of item ? responseRecords(item).values() : []) { into.all++; if (r.outcome === 'agreed') into.agreed++; }
  };
  for (const [id, now] of after) {
    const was = before.get(id);
    if (!was) {
      added.push(ref(now));
      fresh.push(...findingsOf(now, lang));
      continue;
    }
    // A file moved without a change in its text is the same item.
    if (was.text === now.text) continue;
    const changes = was.item && now.item ? itemChanges(was.item, now.item, lang) : [];
    changed.push({ ...ref(now), changes });
    const old = findingsOf(was, lang);
    const current = findingsOf(now, lang);
    const oldKeys = new Set(old.map(findingKey));
    const currentKeys = new Set(current.map(findingKey));
    fresh.push(...current.filter((f) => !oldKeys.has(findingKey(f))));
    fixed.push(...old.filter((f) => !currentKeys.has(findingKey(f))));
    count(was.item, agreementBefore);
    count(now.item, agreementAfter);
  }
  for (const [id, was] of before) if (!after.has(id)) removed.push(ref(was));
  const order = (a: ItemRef, b: ItemRef) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return {
    base: { rev: revs.rev, ...(revs.commit ? { commit: revs.commit } : {}) },
    head: { rev: revs.headRev, ...(revs.headCommit ? { commit: revs.headCommit } : {}) },
    added: added.sort(order),
    removed: removed.sort(order),
    changed: changed.sort(order),
    findings: { new: fresh, fixed },
    agreement: { before: wilson(agreementBefore.agreed, agreementBefore.all), after: wilson(agreementAfter.agreed, agreementAfter.all) },
  };
}
