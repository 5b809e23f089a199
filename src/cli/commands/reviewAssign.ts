import { parseArgs } from 'node:util';
import { defaultActor } from '../actor';
import { MANIFEST_FILE } from '../../core/files/fileNames';
import { planAssignments } from '../../core/review';
import { EXIT_FINDINGS, EXIT_OK, UsageError, type Command } from '../command';
import { languageOption } from './options';
import { readItemFiles } from './reviewFiles';
import { countOption, datesOf, planJson, planTable, readTeam, writePlan } from './teamFiles';

export const reviewAssignCommand: Command = {
  summary: 'Plan and write review packets for every ready item, across the whole team',
  help: `Usage: finbench review assign <paths…> [--reviewers-per-item n] [--max-per-reviewer n] [--seed s]
                              [--due YYYY-MM-DD] [--out <dir>] [--dry-run] [--json] [--by <name>] [--lang en|zh]

Plans reviewers for every item that needs them (folders are searched for *.item.json): ready
items get reviewersPerItem reviewers (from ${MANIFEST_FILE}, default 1), items in review get the
ones still missing. Eligible: every person with a 'reviewer' entry in the manifest found beside
or above the first path, never the item's author, never someone who had the item before, and,
when the manifest says which markets or languages a person covers, only such items. The least
loaded eligible reviewer goes first; the same items, manifest and seed give the same plan.
Then writes one packet per reviewer (each item moves to in-review, as 'review packet' does).

  --reviewers-per-item  reviewers per item (default: the manifest's defaults.reviewersPerItem, else 1)
  --max-per-reviewer    at most this many items per reviewer (default: no cap)
  --seed                changes the order among equally loaded reviewers (default: none)
  --due                 the packets' due date (default: today + defaults.reviewDays, else 14 days)
  --today               the date to count from (default: today)
  --out                 the folder for the packets (default: packets/ beside ${MANIFEST_FILE})
  --dry-run             print the plan; write nothing
  --by                  who assigns, for the items' history (default: git config user.name, else $USER, else "coordinator")
  --lang                language of the reasons (default en)
  --json                one JSON document on stdout:
                        {"due","assignments":[{"reviewer","items":[id…],"packet"}],"unassigned":[{"id","code","reason"}]}
                        (packet is null in a dry run; code: no-key, author, answered, coverage, capacity)

A manifest that names nobody with the role 'reviewer', or one person under two spellings, is
refused and nothing is written. Packets and item changes are written all or none.
Exit: 0 every item got its reviewers, 1 some did not (the rest is written), 2 usage error or bad input.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: {
        'reviewers-per-item': { type: 'string' }, 'max-per-reviewer': { type: 'string' }, seed: { type: 'string' }, due: { type: 'string' },
        today: { type: 'string' }, out: { type: 'string' }, 'dry-run': { type: 'boolean' }, by: { type: 'string' }, json: { type: 'boolean' }, lang: { type: 'string' },
      },
      allowPositionals: true,
    });
    if (!positionals.length) throw new UsageError('review assign needs at least one item file or folder');
    const lang = languageOption(values.lang) ?? 'en';
    const perItem = countOption(values['reviewers-per-item'], '--reviewers-per-item');
    const maxPerReviewer = countOption(values['max-per-reviewer'], '--max-per-reviewer');
    const { team, manifest } = await readTeam(positionals, io, lang);
    const { now, due } = datesOf(values, team, lang);
    const files = await readItemFiles(positionals, io);
    const plan = planAssignments(files.map((f) => f.item), team.reviewers, { reviewersPerItem: perItem ?? team.reviewersPerItem, maxPerReviewer, seed: values.seed, lang });
    const written = values['dry-run'] || !plan.assignments.length ? undefined
      : await writePlan(plan, files, { out: values.out, manifest, by: values.by ?? defaultActor('coordinator'), now, due, lang }, io);
    io.out(values.json ? JSON.stringify(planJson(plan, written, due)) : planTable(plan, written, due));
    return plan.unassigned.length ? EXIT_FINDINGS : EXIT_OK;
  },
};
