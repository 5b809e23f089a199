import { parseArgs } from 'node:util';
import { defaultActor } from '../actor';
import { MANIFEST_FILE } from '../../core/files/fileNames';
import { planAssignments, reissueOverdue, teamMessage } from '../../core/review';
import { samePerson } from '../../core/review/history';
import { EXIT_FINDINGS, EXIT_OK, InputError, UsageError, type Command } from '../command';
import { languageOption } from './options';
import { readItemFiles } from './reviewFiles';
import { countOption, datesOf, planJson, planTable, readTeam, writePlan } from './teamFiles';

export const reviewReissueCommand: Command = {
  summary: 'Move an overdue reviewer\'s items to other reviewers',
  help: `Usage: finbench review reissue <paths…> --from <reviewer> [--to <reviewer>] [--max-per-reviewer n] [--seed s]
                               [--due YYYY-MM-DD] [--out <dir>] [--dry-run] [--json] [--by <name>] [--lang en|zh]

Takes back every packet of --from that is past its due date and not yet reconciled, in the
items under the paths, and plans new reviewers for those items as 'review assign' does (never
--from again, nor the author, nor anyone who had the item). Each item's history records the
reissue; the new packets are written beside ${MANIFEST_FILE} (or into --out). A response that
comes back later in the old packet is refused by 'review reconcile', and the item's history
records the refusal.

  --from     the reviewer whose overdue packets are taken back (required)
  --to       give them all to this reviewer (default: the least loaded eligible reviewers)
  --due, --today, --out, --seed, --max-per-reviewer, --dry-run, --by, --lang, --json: as in 'review assign'

Exit: 0 every item got a new reviewer, 1 nothing was overdue or some item found nobody, 2 usage error or bad input.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: {
        from: { type: 'string' }, to: { type: 'string' }, 'max-per-reviewer': { type: 'string' }, seed: { type: 'string' }, due: { type: 'string' }, today: { type: 'string' },
        out: { type: 'string' }, 'dry-run': { type: 'boolean' }, by: { type: 'string' }, json: { type: 'boolean' }, lang: { type: 'string' },
      },
      allowPositionals: true,
    });
    if (!positionals.length) throw new UsageError('review reissue needs at least one item file or folder');
    if (!values.from?.trim()) throw new UsageError('review reissue needs --from <reviewer>');
    const lang = languageOption(values.lang) ?? 'en';
    const maxPerReviewer = countOption(values['max-per-reviewer'], '--max-per-reviewer');
    const { team, manifest } = await readTeam(positionals, io, lang);
    const { now, due } = datesOf(values, team, lang);
    const reviewers = values.to === undefined ? team.reviewers : team.reviewers.filter((r) => samePerson(r.name, values.to));
    if (!reviewers.length) throw new InputError(`--to ${values.to} is not a reviewer in ${manifest}`);
    const files = await readItemFiles(positionals, io);
    const by = values.by ?? defaultActor('coordinator');
    const reissue = reissueOverdue(files, { from: values.from, by, now });
    if (!reissue.moved.length) {
      io.err(teamMessage(lang, 'noOverdue', { reviewer: values.from }));
      if (values.json) io.out(JSON.stringify({ ...planJson({ assignments: [], unassigned: [] }, undefined, due), reissued: [] }));
      return EXIT_FINDINGS;
    }
    const moved = new Set(reissue.moved.map((m) => m.id));
    const after = new Map(reissue.sources.map((s) => [s.file, s.item]));
    const updated = files.map((f) => ({ ...f, item: after.get(f.file)! }));
    const plan = planAssignments(updated.filter((f) => moved.has(f.item.id)).map((f) => f.item), reviewers, { reviewersPerItem: team.reviewersPerItem, maxPerReviewer, seed: values.seed, lang });
    const written = values['dry-run'] ? undefined
      : await writePlan(plan, updated, { out: values.out, manifest, by, now, due, lang }, io, reissue.changes);
    const reissued = reissue.moved.map(({ id, packet }) => ({ id, packet }));
    if (values.json) io.out(JSON.stringify({ ...planJson(plan, written, due), reissued }));
    else io.out([`Taken back from ${values.from}: ${reissued.map((r) => `${r.id} (${r.packet})`).join(', ')}${written ? '' : ' (dry run: nothing written)'}`, '', planTable(plan, written, due)].join('\n'));
    return plan.unassigned.length ? EXIT_FINDINGS : EXIT_OK;
  },
};
