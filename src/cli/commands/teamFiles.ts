/** What `review assign` and `review reissue` share: the manifest's team, the due date, the plan as text or JSON, and writing its packets. */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, packetFileName } from '../../core/files/fileNames';
import type { Language } from '../../core/item/types';
import { dayOf, dueAfter, isDay, packetsOfPlan, teamMessage, teamOf, type ItemChange, type ReviewPlan, type Team } from '../../core/review';
import { defaultPacketPath } from '../../core/review/packetPath';
import { InputError, UsageError, type CliIo } from '../command';
import { ensureFolder, writeFilesAllOrNothing } from '../files';
import { changedFiles, ensureNew, readJsonFile, type ItemFile } from './reviewFiles';
import { counted } from '../counted';

/** finbench.dataset.json in the folder of the first path or the nearest folder above it. */
export function findManifest(first: string, io: CliIo): string | undefined {
  const start = path.resolve(io.cwd, first);
  let dir = existsSync(start) && statSync(start).isDirectory() ? start : path.dirname(start);
  for (;;) {
    const candidate = path.join(dir, MANIFEST_FILE);
    if (existsSync(candidate)) return path.relative(io.cwd, candidate) || MANIFEST_FILE;
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** The team of the manifest found for these paths; a manifest without reviewers, or with a name spelled two ways, is an InputError. */
export async function readTeam(paths: string[], io: CliIo, lang: Language): Promise<{ team: Team; manifest: string }> {
  const manifest = findManifest(paths[0], io);
  if (!manifest) throw new InputError(teamMessage(lang, 'noManifest'));
  const { team, problems } = teamOf(await readJsonFile(manifest, io), manifest, lang);
  if (!team) throw new InputError(problems.join('\n'));
  return { team, manifest };
}

/** A whole number option of at least 1. */
export function countOption(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`${option} must be a whole number of at least 1, not '${value}'`);
  return Number(value);
}

/** --today (default the real today) and --due (default today plus the manifest's review days). */
export function datesOf(values: { today?: string; due?: string }, team: Team, lang: Language): { now: Date; due: string } {
  if (values.today !== undefined && !isDay(values.today)) throw new UsageError(teamMessage(lang, 'badDue', { value: values.today }).replace('--due', '--today'));
  const now = values.today ? new Date(`${values.today}T12:00:00Z`) : new Date();
  if (values.due === undefined) return { now, due: dueAfter(now, team.reviewDays) };
  if (!isDay(values.due)) throw new UsageError(teamMessage(lang, 'badDue', { value: values.due }));
  if (values.due < dayOf(now)) throw new UsageError(teamMessage(lang, 'pastDue', { value: values.due, today: dayOf(now) }));
  return { now, due: values.due };
}

export interface WrittenPlan {
  /** Reviewer → packet file (absent in a dry run). */
  packets: Map<string, string>;
}

/** Makes the plan's packets and writes them with every item change (and `earlier` ones), all or nothing. */
export async function writePlan(plan: ReviewPlan, files: ItemFile[], options: { out?: string; manifest: string; by: string; now: Date; due: string; lang: Language }, io: CliIo, earlier: ItemChange[] = []): Promise<WrittenPlan> {
  const made = await packetsOfPlan(plan, files, options, earlier);
  const fileOf = (id: string) => (options.out ? path.join(options.out, packetFileName(id)) : path.normalize(defaultPacketPath(path.dirname(options.manifest), id)));
  const outputs = made.packets.map((packet) => ({ reviewer: packet.reviewer, file: fileOf(packet.id), content: `${JSON.stringify(packet, null, 2)}\n` }));
  for (const o of outputs) ensureNew(o.file, io);
  if (outputs.length) ensureFolder(path.dirname(outputs[0].file), io);
  writeFilesAllOrNothing([...outputs, ...changedFiles(files, made.changes)], io);
  return { packets: new Map(outputs.map((o) => [o.reviewer, o.file])) };
}

/** The --json document: assignments with their packet files, and the items left without (all) their reviewers. */
export function planJson(plan: ReviewPlan, written: WrittenPlan | undefined, due: string) {
  return {
    due,
    assignments: plan.assignments.map((a) => ({ reviewer: a.reviewer, items: a.items.map((i) => i.id), packet: written?.packets.get(a.reviewer) ?? null })),
    unassigned: plan.unassigned.map(({ id, code, reason }) => ({ id, code, reason })),
  };
}

/** The plan as a table: reviewer, items, by task, by market, packet; then the unassigned items and why. */
export function planTable(plan: ReviewPlan, written: WrittenPlan | undefined, due: string): string {
  const counts = (values: string[]) => [...values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>())].sort().map(([k, n]) => `${k} ${n}`).join(', ');
  const rows = [['reviewer', 'items', 'by task', 'by market', written ? 'packet' : 'packet (dry run: not written)'],
    ...plan.assignments.map((a) => [a.reviewer, String(a.items.length), counts(a.items.map((i) => i.task)), counts(a.items.map((i) => i.market)), written?.packets.get(a.reviewer) ?? '—'])];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (r: string[]) => r.map((cell, c) => cell.padEnd(widths[c])).join('  ').trimEnd();
  const total = plan.assignments.reduce((n, a) => n + a.items.length, 0);
  const out = [line(rows[0]), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line), '',
    `${counted(total, 'assignment')} to ${counted(plan.assignments.length, 'reviewer')}, due ${due}.`];
  if (plan.unassigned.length) out.push('', `Not (fully) assigned: ${plan.unassigned.length}`, ...plan.unassigned.map((u) => `  ${u.id}: ${u.reason}`));
  return out.join('\n');
}
