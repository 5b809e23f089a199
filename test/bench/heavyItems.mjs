// The heavy items of the tree and validate benches: the sandbox's realistic items (imported FinSearchComp rows,
// OneMillion-Bench entries, the samples; about 13 KB each) repeated under new ids, in folders of 500, each question
// given one lint warning, so that every file has a finding. Needs the build (out/scripts and dist/cli.js).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSandbox } from '../../out/scripts/sandbox.js';

/** Writes `count` heavy item files under `folder` (in part-NN subfolders); returns the templates used and the bytes written. */
export async function writeHeavyItems(root, folder, count) {
  const candidates = (await buildSandbox(root)).filter((f) => f.path.endsWith('.item.json')).map((f) => {
    const item = JSON.parse(f.text);
    return { ...item, question: `${item.question} (revenue in 2023)` };
  });
  // Only templates the product does flag (a rule may not apply to an item, or an item may silence it), checked by the CLI.
  const probe = `${folder}.probe`;
  rmSync(probe, { recursive: true, force: true });
  mkdirSync(probe, { recursive: true });
  candidates.forEach((item, i) => writeFileSync(path.join(probe, `${i}.item.json`), JSON.stringify(item)));
  const report = JSON.parse(execFileSync(process.execPath, [path.join(root, 'dist/cli.js'), 'validate', probe, '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 }).toString());
  rmSync(probe, { recursive: true, force: true });
  const flagged = new Set(report.files.filter((f) => f.errors.length).map((f) => Number(path.basename(f.file, '.item.json'))));
  const templates = candidates.filter((_, i) => flagged.has(i));
  let bytes = 0;
  for (let n = 0; n < count; n++) {
    const item = structuredClone(templates[n % templates.length]);
    item.id = `${item.id}-${n}`;
    const dir = path.join(folder, `part-${String(Math.floor(n / 500)).padStart(2, '0')}`);
    mkdirSync(dir, { recursive: true });
    const text = `${JSON.stringify(item, null, 2)}\n`;
    bytes += Buffer.byteLength(text);
    writeFileSync(path.join(dir, `${item.id}.item.json`), text);
  }
  return { templates: templates.length, candidates: candidates.length, bytes };
}
