/** Reconcile: reviewers' responses against the keys, all checks first, then every item change or none. */
import type { Language } from '../item/types';
import type { HistoryEntry, Item, ReviewStatus } from '../item/types';
import { canonicalJson } from './canonical';
import type { ItemChange, ItemSource } from './changes';
import { keyUnchanged } from './commitment';
import { comparePart } from './compare';
import { packetRecords, responseRecords, reviewOps, statusOf, withReview } from './history';
import { ReviewError, reviewMessage } from './messages';
import { checkPacketShape } from './packetCheck';
import { solverPart } from './redact';
import type { DisputeReason, Packet, PacketItem, PartVerdict, ResponseRecord } from './types';

/** A packet file as read. */
export interface PacketSource {
  file: string;
  data: unknown;
}

/** One reviewer's response to one item, as reconciled now or earlier. */
export interface ResponseOutcome {
  packet: string;
  reviewer: string;
  outcome: 'agreed' | 'disputed';
  reasons: DisputeReason[];
  /** True when this packet had been reconciled before: nothing changed. */
  already: boolean;
}

export interface ItemOutcome {
  id: string;
  file: string;
  /** Agreed only when every response so far agrees. */
  outcome: 'agreed' | 'disputed';
  /** The item's status after reconcile (in-review while another reviewer's packet is still out). */
  status: ReviewStatus;
  responses: ResponseOutcome[];
}

export interface ReconcilePlan {
  items: ItemOutcome[];
  changes: ItemChange[];
}

export interface ReconcileOptions {
  /** Who reconciles (actor of status entries). */
  by: string;
  now: Date;
  lang?: Language;
}

/** Checks every packet against the items, then plans the changes; a ReviewError names every problem found. */
export async function reconcile(packets: PacketSource[], sources: ItemSource[], options: ReconcileOptions): Promise<ReconcilePlan> {
  const lang = options.lang ?? 'en';
  const { byId, twice } = indexItems(sources);
  const problems: string[] = [];
  const pairs: Pair[] = [];
  for (const source of packets) {
    const { packet, problems: shape } = checkPacketShape(source.data, lang);
    if (!packet) problems.push(...shape.map((p) => `${source.file}: ${p}`));
    else problems.push(...(await matchPacket(packet, byId, twice, lang, pairs)).map((p) => `${source.file}: ${p}`));
  }
  if (problems.length) throw new ReviewError(problems);

  const at = options.now.toISOString();
  const working = new Map<string, Item>();
  const ops = new Map<string, ItemChange>();
  const outcomes = new Map<string, ResponseOutcome[]>();
  for (const pair of pairs) {
    const item = working.get(pair.source.item.id) ?? pair.source.item;
    const earlier = responseRecords(item).get(pair.packet.id);
    const list = outcomes.get(item.id) ?? [];
    outcomes.set(item.id, list);
    if (earlier) {
      list.push({ packet: pair.packet.id, reviewer: earlier.reviewer, outcome: earlier.outcome, reasons: earlier.reasons, already: true });
      continue;
    }
    const record = judgeResponse(item, pair.packet.reviewer, pair.entry, pair.keyOk);
    list.push({ packet: pair.packet.id, reviewer: record.reviewer, outcome: record.outcome, reasons: record.reasons, already: false });
    const entries: HistoryEntry[] = [{ at, actor: record.reviewer, action: 'response', packet: pair.packet.id, details: { ...record } }];
    const status = statusAfter(item, record);
    if (status !== statusOf(item) && status !== 'in-review') entries.push({ at, actor: options.by, action: status as 'agreed' | 'disputed', status });
    entries[0].status = status;
    const change = ops.get(pair.source.file) ?? { file: pair.source.file, id: item.id, ops: [] };
    change.ops.push(...reviewOps(item, status, entries));
    ops.set(pair.source.file, change);
    working.set(item.id, withReview(item, status, entries));
  }
  const items = [...outcomes].map(([id, responses]) => {
    const item = working.get(id) ?? byId.get(id)!.item;
    const all = [...responseRecords(item).values()];
    return {
      id,
      file: byId.get(id)!.file,
      outcome: all.some((r) => r.outcome === 'disputed') ? 'disputed' as const : 'agreed' as const,
      status: statusOf(item),
      responses,
    };
  });
  return { items, changes: [...ops.values()] };
}

interface Pair {
  packet: Packet;
  entry: PacketItem;
  source: ItemSource;
  /** The item's key is still the one the packet committed to. */
  keyOk: boolean;
}

/** Items by id; an id in two files is a problem only for a packet that names it (see matchPacket). */
function indexItems(sources: ItemSource[]) {
  const byId = new Map<string, ItemSource>();
  const twice = new Map<string, string>();
  for (const source of sources) {
    if (byId.has(source.item.id)) twice.set(source.item.id, source.file);
    else byId.set(source.item.id, source);
  }
  return { byId, twice };
}

/** Every way the packet does not fit the items it names; fitting entries are added to `pairs`. */
async function matchPacket(packet: Packet, byId: Map<string, ItemSource>, twice: Map<string, string>, lang: Language, pairs: Pair[]): Promise<string[]> {
  const known = packet.items.filter((e) => packetRecords(byId.get(e.id)?.item ?? ({} as Item)).has(packet.id));
  if (packet.items.length && !known.length) return [reviewMessage(lang, 'wrongFolder', { packet: packet.id })];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of packet.items) {
    const say = (key: Parameters<typeof reviewMessage>[1], args: Record<string, string | number> = {}) =>
      problems.push(reviewMessage(lang, key, { id: entry.id, packet: packet.id, ...args }));
    if (seen.has(entry.id)) { say('duplicatePacketItem'); continue; }
    seen.add(entry.id);
    const source = byId.get(entry.id);
    if (!source) { say('unknownItem'); continue; }
    if (twice.has(entry.id)) { say('duplicateItemId', { first: source.file, second: twice.get(entry.id)! }); continue; }
    const record = packetRecords(source.item).get(packet.id);
    if (!record) { say('noRecord'); continue; }
    if (record.commitment !== entry.commitment) say('commitmentEdited');
    if (record.reviewer !== packet.reviewer) say('reviewerEdited', { given: packet.reviewer, recorded: record.reviewer });
    if (entry.response.parts.length > entry.parts.length) say('extraPart', { given: entry.response.parts.length, asked: entry.parts.length });
    const reconciled = responseRecords(source.item).has(packet.id);
    const status = statusOf(source.item);
    if (!reconciled && status !== 'in-review' && status !== 'disputed') say('notInReview', { status });
    const keyOk = await keyUnchanged(source.item, record.salt, record.commitment);
    if (keyOk && !samePartsAsked(source.item, entry)) say('partsEdited');
    pairs.push({ packet, entry, source, keyOk });
  }
  return problems;
}

/** The response's outcome with its typed reasons and per-part verdicts. */
function judgeResponse(item: Item, reviewer: string, entry: PacketItem, keyOk: boolean): ResponseRecord {
  const response = entry.response;
  const reasons: DisputeReason[] = [];
  const verdicts: PartVerdict[] = [];
  if (!keyOk) reasons.push({ code: 'key-changed' });
  if (response.cannotAnswer) reasons.push({ code: 'cannot-answer', reason: response.reason ?? '' });
  if (response.ambiguous) reasons.push({ code: 'ambiguous', comment: response.comment });
  if (item.task === 'OE') {
    if (!response.cannotAnswer) reasons.push({ code: 'open-ended' });
  } else if (keyOk && !response.cannotAnswer) {
    (item.answer?.parts ?? []).forEach((part, i) => {
      const answer = response.parts[i];
      // A part left empty on an item flagged as ambiguous is explained by the flag.
      if (!answer?.value.trim()) return response.ambiguous || reasons.push({ code: 'missing-part', part: i, label: part.label });
      const verdict = comparePart(item, i, answer);
      verdicts.push(verdict);
      if (verdict.several) reasons.push({ code: 'several-values', part: i, label: part.label, value: answer.value, values: verdict.several });
      else if (verdict.pass === null) reasons.push({ code: 'no-data', part: i, label: part.label });
      else if (!verdict.pass && part.kind === 'text') reasons.push({ code: 'text-mismatch', part: i, label: part.label, value: answer.value });
      else if (!verdict.pass) reasons.push({ code: 'out-of-tolerance', part: i, label: part.label, value: answer.value, normalised: verdict.normalised ?? null, accepted: verdict.accepted ?? null });
    });
  }
  return { reviewer, outcome: reasons.length ? 'disputed' : 'agreed', reasons, verdicts, response };
}

/** With the key unchanged, the packet must ask exactly the item's parts. */
function samePartsAsked(item: Item, entry: PacketItem): boolean {
  const asked = item.task === 'OE' ? [] : (item.answer?.parts ?? []).map(solverPart);
  return canonicalJson(asked) === canonicalJson(entry.parts);
}

/** Disputed as soon as one response disputes; agreed once every packet sent for the item has agreed. */
function statusAfter(item: Item, record: ResponseRecord): ReviewStatus {
  if (record.outcome === 'disputed' || statusOf(item) === 'disputed') return 'disputed';
  const responses = responseRecords(item);
  const pending = [...packetRecords(item).keys()].filter((id) => !responses.has(id));
  // The packet being reconciled is still pending in `item`; every other must have agreed.
  return pending.length <= 1 && [...responses.values()].every((r) => r.outcome === 'agreed') ? 'agreed' : 'in-review';
}
