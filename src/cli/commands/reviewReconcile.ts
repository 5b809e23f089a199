import { parseArgs } from 'node:util';
import { describeReason, PACKET_MAX_BYTES, reconcile, reviewMessage, ReviewError, type ItemOutcome } from '../../core/review';
import type { Language } from '../../core/item/types';
import { defaultActor } from '../actor';
import { EXIT_FINDINGS, EXIT_OK, InputError, UsageError, type Command } from '../command';
import { writeFilesAllOrNothing } from '../files';
import { languageOption } from './options';
import { changedFiles, readJsonFile, readWantedItems } from './reviewFiles';

export const reviewReconcileCommand: Command = {
  summary: 'Compare reviewers\' responses with the keys and update the items',
  help: `Usage: finbench review reconcile <packet.json>… [--items <dir>] [--by <name>] [--json] [--lang en|zh]

Compares each response in the packets (one packet, or several for the same items) with the
item's key: numeric parts by the part's tolerance after the reviewer's unit and scale are
applied, text parts by the value and its accepted spellings. All parts pass and no flag:
agreed; otherwise disputed, with reasons: out-of-tolerance (the reviewer's value and the
accepted interval), text-mismatch, several-values (more than one value for a part), no-data, missing-part, ambiguous (the comment),
cannot-answer (the reason), key-changed (the key differs from the one the packet committed
to), question-changed (see below), open-ended (the rubric is graded in arbitration). With two reviewers, an item is agreed
only if both agree; it stays in review until every packet sent for it is reconciled.
Each item's status and history are updated (who, when, outcome, reasons, time spent).
Reconciling the same packet again changes nothing.

An answer holds only for the question it was given: when the item's question, translation,
task, market, language or parts changed since the packet was made, the response is recorded
as disputed with question-changed ("issue a new packet") and its answer is not compared.

A packet that is not a packet, names unknown items, has an edited commitment, reviewer,
question or parts, answers a part that does not exist, holds a text over 10,000 characters
(a value, comment, reason, reasoning, answer or source), is larger than 10 MB, is given twice,
or belongs to another item folder is refused with every problem named (exit 2), and no item
file changes. Item changes are written all or none. An item whose history says the packet
holds it, though the packet no longer does, is reported (it stays in review; exit 1).
Packets name their items p1, p2…; the output names the real items.

  --items  the item folder (default: the current folder)
  --by     who reconciles, for the items' history (default: git config user.name, else $USER, else "coordinator")
  --lang   language of the messages (default en)
  --json   one JSON document on stdout:
           {"items":[{"id","file","outcome":"agreed"|"disputed","status",
             "responses":[{"packet","entry","reviewer","outcome","already"}],
             "reasons":[{"code",…,"reviewer","packet","message"}]}],
            "missing":[{"id","file","packet","reviewer","message"}],
            "refused":[{"id","file","packet","reviewer","reason"}]}
           ("already": true for a packet reconciled before, which changed nothing)

A response in a packet that was reissued to someone else ('review reissue') is refused with
that reason and not counted; the item's history records the refusal.

Exit: 0 every item agreed, 1 some item disputed, missing from its packet or a late response
refused, 2 usage error or refused packet (nothing written).`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: { items: { type: 'string' }, by: { type: 'string' }, json: { type: 'boolean' }, lang: { type: 'string' } },
      allowPositionals: true,
    });
    if (!positionals.length) throw new UsageError('review reconcile needs at least one packet file');
    const lang = languageOption(values.lang) ?? 'en';
    const packets = [];
    for (const file of positionals) packets.push({ file, data: await readJsonFile(file, io, PACKET_MAX_BYTES) });
    const files = await readWantedItems(values.items ?? '.', new Set(packets.flatMap((p) => itemIds(p.data))), io, packets.flatMap((p) => packetId(p.data)));
    let plan;
    try {
      plan = await reconcile(packets, files, { by: values.by ?? defaultActor('coordinator'), now: new Date(), lang });
    } catch (e) {
      if (e instanceof ReviewError) throw new InputError(`nothing changed:\n${e.problems.map((p) => `  ${p}`).join('\n')}`);
      throw e;
    }
    writeFilesAllOrNothing(changedFiles(files, plan.changes), io);
    const missing = plan.missing.map((m) => ({ ...m, message: reviewMessage(lang, 'entryRemoved', { id: m.id, packet: m.packet }) }));
    if (values.json) io.out(JSON.stringify({ items: plan.items.map((item) => itemJson(item, lang)), missing, refused: plan.refused }));
    else for (const line of [...plan.items.map((item) => itemText(item, lang)), ...missing.map((m) => m.message), ...plan.refused.map((r) => `${r.id}: refused (${r.reviewer}): ${r.reason}`)]) io.out(line);
    return plan.items.some((i) => i.outcome === 'disputed') || missing.length || plan.refused.length ? EXIT_FINDINGS : EXIT_OK;
  },
};

/** The item ids an older packet names (newer ones say p1, p2…), read leniently: reconcile checks the shape. */
function itemIds(data: unknown): string[] {
  const items = (data as { items?: unknown })?.items;
  return Array.isArray(items) ? items.flatMap((i) => (typeof i?.id === 'string' ? [i.id] : [])) : [];
}

/** The packet's id, which the histories of the items it was sent with record. */
function packetId(data: unknown): string[] {
  const id = (data as { id?: unknown })?.id;
  return typeof id === 'string' && id ? [id] : [];
}

function itemJson(item: ItemOutcome, lang: Language) {
  return {
    id: item.id,
    file: item.file,
    outcome: item.outcome,
    status: item.status,
    responses: item.responses.map(({ packet, entry, reviewer, outcome, already }) => ({ packet, entry, reviewer, outcome, already })),
    reasons: item.responses.flatMap((r) => r.reasons.map((reason) => ({ ...reason, reviewer: r.reviewer, packet: r.packet, message: describeReason(reason, lang) }))),
  };
}

function itemText(item: ItemOutcome, lang: Language): string {
  const lines = [`${item.id}: ${item.outcome} (status ${item.status})`];
  for (const r of item.responses) {
    lines.push(`  ${r.reviewer}: ${r.outcome}${r.already ? ' (already reconciled)' : ''}`);
    for (const reason of r.reasons) lines.push(`    - ${describeReason(reason, lang)}`);
  }
  return lines.join('\n');
}
