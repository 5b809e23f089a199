import { parseArgs } from 'node:util';
import { reportMarkdown } from '../../core/report/markdown';
import { buildReport } from '../../core/report/report';
import { EXIT_OK, UsageError, type Command } from '../command';
import { changedInWorkTree, commitOf, defaultBase, gitTop, itemBlobs, itemTexts, workTreeTexts } from '../git';
import { languageOption } from './options';

export const reportCommand: Command = {
  summary: 'A pull request\'s review report in Markdown (items added, removed, changed in words; findings; agreement)',
  help: `Usage: finbench report [<base> [<head>]] [--json] [--lang en|zh]

Compares the dataset's item files (*.item.json) between two git revisions and writes Markdown
for a pull-request comment: items added, removed and changed, each change said in words
(answer values, tolerances as their sentence, rubric weights, the question as a word diff with
removed words struck through and added words in bold, status moves), validation and lint
findings that are new or fixed, and the review agreement of the changed items before and after
(agreed responses of all reconciled responses, with a 95% Wilson interval).

  <base>   a git revision (default: the merge base of HEAD with origin/HEAD, else main, else master)
  <head>   a git revision (default: the working tree, untracked item files included)
  --lang   language of the report (default en)
  --json   one JSON document on stdout (its shape is in docs/team-review.md)

The Markdown starts with the line <!-- finbench-report --> so a workflow can update its own comment.
Exit: 0 report written, 2 not a git repository, a revision that does not exist, no default
branch, or a shallow clone without the base (fetch with fetch-depth: 0).`,
  async run(args, io) {
    const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean' }, lang: { type: 'string' } }, allowPositionals: true });
    if (positionals.length > 2) throw new UsageError('report takes at most two revisions: <base> [<head>]');
    const lang = languageOption(values.lang) ?? 'en';
    const top = gitTop(io);
    const base = positionals[0] === undefined ? defaultBase(io) : { rev: positionals[0], commit: commitOf(io, positionals[0]) };
    const headRev = positionals[1];
    const headCommit = headRev === undefined ? undefined : commitOf(io, headRev);
    // Only files whose content may differ are read: same blob (or unchanged in the working tree) is the same item.
    const baseBlobs = itemBlobs(io, base.commit);
    let before: Map<string, string>;
    let after: Map<string, string>;
    if (headCommit === undefined) {
      const changed = changedInWorkTree(io, top, base.commit);
      before = itemTexts(io, baseBlobs, changed);
      after = workTreeTexts(top, changed);
    } else {
      const headBlobs = itemBlobs(io, headCommit);
      const changed = [...new Set([...baseBlobs.keys(), ...headBlobs.keys()])].filter((f) => baseBlobs.get(f) !== headBlobs.get(f));
      before = itemTexts(io, baseBlobs, changed);
      after = itemTexts(io, headBlobs, changed);
    }
    const report = buildReport(before, after, { rev: base.rev, commit: base.commit, headRev: headRev ?? 'WORKTREE', headCommit }, lang);
    io.out(values.json ? JSON.stringify(report) : reportMarkdown(report, lang));
    return EXIT_OK;
  },
};
