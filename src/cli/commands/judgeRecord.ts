/** The CLI's side of the judge run record: `--record <file>` appends one JSON line per judged answer. */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { recordsOfPreview, recordLines, type RecordContext } from '../../core/judge/runRecord';
import type { PreviewSummary } from '../../core/judge/preview';

/** Appends the records of model previews to `file` in one write (O_APPEND, so concurrent runs do not interleave); answers how many lines. */
export async function appendRecordFile(file: string, previews: { summary: PreviewSummary; context: RecordContext }[]): Promise<number> {
  const records = (await Promise.all(previews.map((p) => recordsOfPreview(p.summary, p.context)))).flat();
  if (!records.length) return 0;
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, recordLines(records), 'utf8');
  return records.length;
}
