/**
 * Planning who reviews which item: pure and deterministic (the same items, team and seed give the same plan).
 * Each item that needs reviewers gets them from the eligible ones (not its author, not anyone who had it before,
 * covering its market and language), always the least loaded first, within a cap per reviewer.
 */
import type { Item, Language, Market, TaskType } from '../../item/types';
import { authorsOf, samePerson, statusOf } from '../history';
import { teamMessage } from './messages';
import { sentPackets } from './packetsOut';
import type { Reviewer } from './team';

export interface PlanOptions {
  reviewersPerItem: number;
  /** At most this many items per reviewer (default: no cap). */
  maxPerReviewer?: number;
  seed?: string;
  lang?: Language;
}

export interface PlannedItem {
  id: string;
  task: TaskType;
  market: Market;
}

export interface Assignment {
  reviewer: string;
  items: PlannedItem[];
}

export type UnassignedCode = 'no-key' | 'no-author' | 'author' | 'answered' | 'coverage' | 'capacity';

/** An item that got fewer reviewers than it needs, with the main reason and a sentence saying why. */
export interface Unassigned {
  id: string;
  code: UnassignedCode;
  reason: string;
  /** Reviewers it did get. */
  got: number;
  needed: number;
}

export interface ReviewPlan {
  /** One per reviewer who gets items, in the team's order. */
  assignments: Assignment[];
  unassigned: Unassigned[];
}

/** How many more reviewers the item needs: ready items all of them, items in review those not yet out or returned. */
export function reviewersNeeded(item: Item, perItem: number): number {
  const status = statusOf(item);
  if (status === 'ready') return perItem;
  if (status !== 'in-review') return 0;
  return Math.max(0, perItem - sentPackets(item).filter((p) => p.state !== 'reissued').length);
}

function hasKey(item: Item): boolean {
  return item.task === 'OE' ? (item.rubric ?? []).some((c) => c.weight > 0) : (item.answer?.parts.length ?? 0) > 0;
}

/** 32-bit FNV-1a: a stable, seeded order that does not depend on the input order. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

interface Candidate {
  item: Item;
  needed: number;
  /** Reviewer indexes that may take it. */
  eligible: number[];
  excluded: { author: number; answered: number; coverage: number };
  rank: number;
}

/** Plans reviewers for every item that needs some; items that cannot get them all are listed with why. */
export function planAssignments(items: Item[], reviewers: Reviewer[], options: PlanOptions): ReviewPlan {
  const lang = options.lang ?? 'en';
  const seed = options.seed ?? '';
  const cap = options.maxPerReviewer ?? Infinity;
  // Identity checks are memoised by name: a dataset has far fewer authors than items.
  const sameAs = new Map<string, number[]>();
  const matching = (name: string) => {
    let found = sameAs.get(name);
    if (!found) sameAs.set(name, (found = reviewers.flatMap((r, i) => (samePerson(r.name, name) ? [i] : []))));
    return found;
  };
  const covering = new Map<string, number[]>();
  const coverers = (market: Market, language: Language) => {
    const key = `${market}\u0000${language}`;
    let found = covering.get(key);
    if (!found) covering.set(key, (found = reviewers.flatMap((r, i) => ((!r.markets || r.markets.includes(market)) && (!r.languages || r.languages.includes(language)) ? [i] : []))));
    return found;
  };
  const unassigned: Unassigned[] = [];
  const candidates: Candidate[] = [];
  for (const item of items) {
    const needed = reviewersNeeded(item, options.reviewersPerItem);
    if (!needed) continue;
    if (!hasKey(item)) {
      unassigned.push({ id: item.id, code: 'no-key', reason: teamMessage(lang, 'noKey'), got: 0, needed });
      continue;
    }
    // Never the author: meta.author and whoever created the item, by the packets' identity rule; an item naming
    // neither cannot be kept from its author, so it goes to nobody.
    if (!authorsOf(item).length) {
      unassigned.push({ id: item.id, code: 'no-author', reason: teamMessage(lang, 'noAuthor'), got: 0, needed });
      continue;
    }
    const authors = new Set(authorsOf(item).flatMap(matching));
    const answered = new Set(sentPackets(item).flatMap((p) => matching(p.reviewer)));
    const covered = new Set(coverers(item.market, item.language));
    const eligible: number[] = [];
    const excluded = { author: 0, answered: 0, coverage: 0 };
    reviewers.forEach((_, i) => {
      if (authors.has(i)) excluded.author++;
      else if (answered.has(i)) excluded.answered++;
      else if (!covered.has(i)) excluded.coverage++;
      else eligible.push(i);
    });
    candidates.push({ item, needed, eligible, excluded, rank: hash(`${seed}\u0000${item.id}`) });
  }
  // The most constrained items choose first, so that a reviewer few items can have is not used up by items anyone could take.
  candidates.sort((a, b) => a.eligible.length - b.eligible.length || a.rank - b.rank || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0));
  const load = new Array<number>(reviewers.length).fill(0);
  const order = reviewers.map((r) => hash(`${seed}\u0000reviewer\u0000${r.name}`));
  const chosen: PlannedItem[][] = reviewers.map(() => []);
  for (const c of candidates) {
    const picked: number[] = [];
    for (let k = 0; k < c.needed; k++) {
      let best = -1;
      for (const i of c.eligible) {
        if (load[i] >= cap || picked.includes(i)) continue;
        // Least loaded first; among equals, an order that the seed and the item shuffle.
        if (best < 0 || load[i] < load[best] || (load[i] === load[best] && ((order[i] ^ c.rank) >>> 0) < ((order[best] ^ c.rank) >>> 0))) best = i;
      }
      if (best < 0) break;
      picked.push(best);
      load[best]++;
      chosen[best].push({ id: c.item.id, task: c.item.task, market: c.item.market });
    }
    if (picked.length < c.needed) unassigned.push(whyShort(c, picked.length, reviewers.length, load, cap, lang));
  }
  const byId = (a: PlannedItem, b: PlannedItem) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return {
    assignments: reviewers.flatMap((r, i) => (chosen[i].length ? [{ reviewer: r.name, items: chosen[i].sort(byId) }] : [])),
    unassigned: unassigned.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  };
}

function whyShort(c: Candidate, got: number, total: number, load: number[], cap: number, lang: Language): Unassigned {
  const full = c.eligible.filter((i) => load[i] >= cap).length;
  const counts: [UnassignedCode, number, string][] = [
    ['author', c.excluded.author, teamMessage(lang, 'excludedAuthor', { count: c.excluded.author })],
    ['answered', c.excluded.answered, teamMessage(lang, 'excludedAnswered', { count: c.excluded.answered })],
    ['coverage', c.excluded.coverage, teamMessage(lang, 'excludedCoverage', { count: c.excluded.coverage, market: c.item.market, language: c.item.language })],
    ['capacity', full, teamMessage(lang, 'excludedCapacity', { count: full, max: cap })],
  ];
  const present = counts.filter(([, n]) => n > 0);
  const why = present.map(([, , text]) => text).join(lang === 'zh' ? ',' : ', ');
  // The main reason: capacity when anyone eligible was full, else the largest exclusion.
  const code = full ? 'capacity' : [...present].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'coverage';
  const key = got ? 'partlyAssigned' : 'noReviewerFor';
  return { id: c.item.id, code, reason: teamMessage(lang, key, { got, needed: c.needed, total, why }), got, needed: c.needed };
}
