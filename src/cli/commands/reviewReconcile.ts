import { parseArgs } from 'node:util';
import { describeReason, reconcile, ReviewError, type ItemOutcome } from '../../core/review';
import type { Language } from '../../core/item/types';
import { EXIT_FINDINGS, EXIT_OK, InputError, UsageError, type Command } from '../command';
import { writeFilesAllOrNothing } from '../files';
import { languageOption } from './options';
import { changedFiles, readJsonFile, readWantedItems } from './reviewFiles';

export const reviewReconcileCommand: Command = {
  name: ['review', 'reconcile'],
  summary: 'Compare reviewers\' responses with the keys and update the items',
  help: `Usage: finbench review reconcile <packet.json>… [--items <dir>] [--by <name>] [--json] [--lang en|zh]

Compares each response in the packets (one packet, or several for the same items) with the
item's key: numeric parts by the part's tolerance after the reviewer's unit and scale are
applied, text parts by the value and its accepted spellings. All parts pass and no flag:
agreed; otherwise disputed, with reasons: out-of-tolerance (the reviewer's value and the
accepted interval), text-mismatch, several-values (more than one value for a part), no-data, missing-part, ambiguous (the comment),
cannot-answer (the reason), key-changed (the key differs from the one the packet committed
to), open-ended (the rubric is graded in arbitration). With two reviewers, an item is agreed
only if both agree; it stays in review until every packet sent for it is reconciled.
Each item's status and history are updated (who, when, outcome, reasons, time spent).
Reconciling the same packet again changes nothing.

A packet that is not a packet, names unknown items, has an edited commitment, reviewer or
parts, answers a part that does not exist, or belongs to another item folder is refused with
every problem named, and no item file changes. Item changes are written all or none.

  --items  the item folder (default: the current folder)
  --by     who reconciles, for the items' history (default: $USER, else "coordinator")
  --lang   language of the messages (default en)
  --json   one JSON document on stdout:
           {"items":[{"id","file","outcome":"agreed"|"disputed","status","reasons":[{"code",…,"reviewer","packet","message"}]}]}

Exit: 0 every item agreed, 1 some item disputed, 2 usage error or refused packet (nothing written).`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: { items: { type: 'string' }, by: { type: 'string' }, json: { type: 'boolean' }, lang: { type: 'string' } },
      allowPositionals: true,
    });
    if (!positionals.length) throw new UsageError('review reconcile needs at least one packet file');
    const lang = languageOption(values.lang) ?? 'en';
    const packets = [];
    for (const file of positionals) packets.push({ file, data: await readJsonFile(file, io) });
    const files = await readWantedItems(values.items ?? '.', new Set(packets.flatMap((p) => packetIds(p.data))), io);
    let plan;
    try {
      plan = await reconcile(packets, files, { by: values.by ?? process.env.USER ?? 'coordinator', now: new Date(), lang });
    } catch (e) {
      if (e instanceof ReviewError) throw new InputError(`nothing changed:\n${e.problems.map((p) => `  ${p}`).join('\n')}`);
      throw e;
    }
    writeFilesAllOrNothing(changedFiles(files, plan.changes), io);
    if (values.json) io.out(JSON.stringify({ items: plan.items.map((item) => itemJson(item, lang)) }));
    else for (const item of plan.items) io.out(itemText(item, lang));
    return plan.items.some((i) => i.outcome === 'disputed') ? EXIT_FINDINGS : EXIT_OK;
  },
};

/** The item ids a packet names, read leniently (the packet's shape is checked by reconcile). */
function packetIds(data: unknown): string[] {
  const items = (data as { items?: unknown })?.items;
  return Array.isArray(items) ? items.flatMap((i) => (typeof i?.id === 'string' ? [i.id] : [])) : [];
}

function itemJson(item: ItemOutcome, lang: Language) {
  return {
    id: item.id,
    file: item.file,
    outcome: item.outcome,
    status: item.status,
    reasons: item.responses.flatMap((r) => r.reasons.map((reason) => ({ ...reason, reviewer: r.reviewer, packet: r.packet, message: describeReason(reason, lang) }))),
  };
}

function itemText(item: ItemOutcome, lang: Language): string {
  const lines = [`${item.id}: ${item.outcome} (status ${item.status})`];
  for (const r of item.responses) {
    lines.push(`  ${r.reviewer}: ${r.outcome}${r.already ? ' (reconciled before)' : ''}`);
    for (const reason of r.reasons) lines.push(`    - ${describeReason(reason, lang)}`);
  }
  return lines.join('\n');
}
