import { parseArgs } from 'node:util';
import { createPacket } from '../../core/review';
import { defaultPacketPath } from '../../core/review/packetPath';
import { defaultActor } from '../actor';
import { EXIT_FINDINGS, EXIT_OK, UsageError, type CliIo, type Command } from '../command';
import { findManifest } from './teamFiles';
import { languageOption } from './options';
import path from 'node:path';
import { ensureFolder, writeFilesAllOrNothing } from '../files';
import { changedFiles, ensureNew, readItemFiles } from './reviewFiles';
import { counted } from '../counted';

export const reviewPacketCommand: Command = {
  name: ['review', 'packet'],
  summary: 'Make a blind review packet for a reviewer (no answer key inside)',
  help: `Usage: finbench review packet <paths…> --reviewer <name> [--out <packet.json>] [--by <name>] [--json] [--lang en|zh]

Puts the item files (folders are searched for *.item.json) that this reviewer may solve into
one packet: per item the question, task, market, language and the answer parts to give with
their labels and units, and an empty response. Nothing of the answer key is in the packet,
not even the item's id: the packet calls its items p1, p2… (an id can point to a public row
with its answer). It carries a SHA-256 commitment to each item's key and a digest of what it
shows; the salt and which item is p1, p2… stay in the item's history. Each item moves to
'in-review' with the packet's id, reviewer and commitment in its history.

Left out, with the reason on stderr: items whose author (meta.author, or who created it in its
history) is the reviewer, items the reviewer has reviewed before, items that name no author,
items that are not 'ready' (or 'in-review' for a second reviewer), and items without an
answer key. Names are compared after Unicode NFKC and case folding, without invisible
characters ("ｂｏｂ" and "bob" with a zero-width space are bob).

  --reviewer  who solves the packet (required)
  --out       the packet file to write (must not exist yet; name it *.packet.json); default
              packets/<packet id>.packet.json beside the nearest finbench.dataset.json above
              the first path, else in the current folder
  --by        who makes the packet, for the items' history (default: git config user.name, else $USER, else "coordinator")
  --lang      language of the reasons (default en)
  --json      one JSON document on stdout: {"packet","id","items":[id…],"leftOut":[{"id","file","reason"}]}
              (items: the real item ids, in the packet's order p1, p2…)

The packet and every item change are written together, or nothing is.
Exit: 0 packet written, 1 no item could go into the packet (nothing written), 2 usage error.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: { reviewer: { type: 'string' }, out: { type: 'string' }, by: { type: 'string' }, json: { type: 'boolean' }, lang: { type: 'string' } },
      allowPositionals: true,
    });
    if (!positionals.length) throw new UsageError('review packet needs at least one item file or folder');
    if (!values.reviewer?.trim()) throw new UsageError('review packet needs --reviewer <name>');
    const lang = languageOption(values.lang) ?? 'en';
    if (values.out) ensureNew(values.out, io);
    const files = await readItemFiles(positionals, io);
    const by = values.by ?? defaultActor('coordinator');
    const plan = await createPacket(files, { reviewer: values.reviewer, by, now: new Date(), lang });
    for (const left of plan.leftOut) io.err(`left out ${left.id} (${left.file}): ${left.reason}`);
    const out = values.out ?? path.relative(io.cwd, defaultPacketPath(datasetRoot(positionals[0], io), plan.packet.id));
    if (plan.packet.items.length) {
      ensureNew(out, io);
      ensureFolder(path.dirname(out), io);
      writeFilesAllOrNothing([{ file: out, content: `${JSON.stringify(plan.packet, null, 2)}\n` }, ...changedFiles(files, plan.changes)], io);
    }
    const items = plan.ids;
    if (values.json) {
      io.out(JSON.stringify({ packet: plan.packet.items.length ? out : null, id: plan.packet.id, items, leftOut: plan.leftOut.map(({ id, file, reason }) => ({ id, file, reason })) }));
    } else if (items.length) {
      io.out(`Packet ${plan.packet.id} for ${plan.packet.reviewer}: ${counted(items.length, 'item')} written to ${out}${plan.leftOut.length ? `, ${plan.leftOut.length} left out` : ''}`);
    } else {
      io.out('No item could go into the packet; nothing written.');
    }
    return items.length ? EXIT_OK : EXIT_FINDINGS;
  },
};

/** The folder of the nearest finbench.dataset.json at or above `input` (a file or folder), else the current folder. */
function datasetRoot(input: string, io: CliIo): string {
  const manifest = findManifest(input, io);
  return manifest ? path.dirname(path.resolve(io.cwd, manifest)) : io.cwd;
}
