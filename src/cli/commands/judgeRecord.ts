/** The CLI's side of the judge run record: `--record <file>` appends one JSON line per judged answer. */
import { recordsOfPreview, recordLines, type RecordContext } from '../../core/judge/runRecord';
import type { PreviewSummary } from '../../core/judge/preview';
import { appendLines, UnsafeAppendTarget } from '../../node/appendLines';
import { InputError } from '../command';

/** Appends the records of model previews to `file` in one write (O_APPEND, so concurrent runs do not interleave); answers how many lines. A symbolic link is refused. */
export async function appendRecordFile(file: string, previews: { summary: PreviewSummary; context: RecordContext }[]): Promise<number> {
  const records = (await Promise.all(previews.map((p) => recordsOfPreview(p.summary, p.context)))).flat();
  if (!records.length) return 0;
  await appendLines(file, recordLines(records)).catch((e) => {
    throw e instanceof UnsafeAppendTarget ? new InputError(e.message) : e;
  });
  return records.length;
}
