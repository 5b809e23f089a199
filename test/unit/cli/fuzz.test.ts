// Random and adversarial input thrown at every CLI command in-process: no crash (internal error), no hang,
// no exit code outside 0/1/2, no unhandled rejection, and --json output that is one JSON document.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { commands } from '../../../src/cli/commands';
import { cliIn, fifo, FIXTURE, folderWith, hasStackTrace, SAMPLE_ITEM } from './cliHarness';


const HANG_MS = 10_000;
const sample = readFileSync(SAMPLE_ITEM, 'utf8');
const row = readFileSync(FIXTURE, 'utf8').split('\n')[0];

/** Files every run may name, built once: the hostile classes the CLI must survive. */
const pool: Record<string, string | Uint8Array> = {
  'valid.item.json': sample,
  'bom.item.json': `\uFEFF${sample}`,
  'utf16.item.json': Buffer.from(sample, 'utf16le'),
  'proto.item.json': `{"__proto__": {"task": "T1"}, ${sample.trim().slice(1)}`,
  'deep.item.json': `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  'dup.item.json': sample.replace('"question":', '"question": 1, "question":'),
  'empty.item.json': '',
  'rows.jsonl': `${row}\n${row}\n`,
  'badrows.jsonl': `${row}\n{"prompt_id": 1}\n\u0000\n`,
};

/** Content written to the fuzz files before each run. */
const content = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.tuple(fc.constantFrom(...Object.keys(JSON.parse(sample))), fc.jsonValue({ maxDepth: 3 })).map(([key, value]) => JSON.stringify({ ...JSON.parse(sample), [key]: value })),
  fc.tuple(fc.nat(sample.length), fc.string({ maxLength: 5 })).map(([at, insert]) => sample.slice(0, at) + insert + sample.slice(at)),
  fc.constantFrom(`${row.slice(0, 100)}`, `${row}\n${row.replace('"label"', '"__proto__"')}`, '9'.repeat(400), '@\n'.repeat(500)),
);

const word = fc.oneof(
  fc.constantFrom('valid.item.json', 'bom.item.json', 'utf16.item.json', 'proto.item.json', 'deep.item.json', 'dup.item.json', 'empty.item.json',
    'fuzz.item.json', 'fuzz.jsonl', 'rows.jsonl', 'badrows.jsonl', 'fifo.item.json', 'zero.item.json', 'folder', '.', '-', 'missing.item.json', 'out', 'out/x.jsonl'),
  fc.constantFrom('--json', '--answer', '--text', '--lang', 'en', 'zh', '--out', '--jobs', '1', '2', '0', '--max-file-size', '0.0001', '--help', '-h', '--', '--unknown'),
  fc.string({ maxLength: 12 }),
);

const argv = fc.tuple(fc.constantFrom(...commands.map((c) => c.name), ['nope'], []), fc.array(word, { maxLength: 7 })).map(([name, rest]) => [...name, ...rest]);

describe('fuzzing the CLI in-process', () => {
  let dir: string;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  before(() => {
    dir = folderWith(pool);
    mkdirSync(path.join(dir, 'folder'));
    writeFileSync(path.join(dir, 'folder', 'inner.item.json'), sample);
    fifo(dir, 'fifo.item.json');
    symlinkSync('/dev/zero', path.join(dir, 'zero.item.json'));
    process.on('unhandledRejection', onRejection);
  });
  after(() => process.off('unhandledRejection', onRejection));

  test('every command, any arguments, any file content: exit 0/1/2, no crash, no hang, valid --json', async () => {
    await fc.assert(
      fc.asyncProperty(argv, content, content, fc.uint8Array({ maxLength: 200 }), async (args, itemText, rowsText, stdin) => {
        writeFileSync(path.join(dir, 'fuzz.item.json'), itemText);
        writeFileSync(path.join(dir, 'fuzz.jsonl'), rowsText);
        let timer: NodeJS.Timeout | undefined;
        const hang = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`hung: ${JSON.stringify(args)}`)), HANG_MS)));
        const r = await Promise.race([cliIn(dir, args, stdin), hang]).finally(() => clearTimeout(timer));
        const shown = `${JSON.stringify(args)} → ${r.code}\n${r.err}`;
        assert.ok([0, 1, 2].includes(r.code), shown);
        assert.doesNotMatch(r.err, /: internal error:/, shown);
        assert.ok(!hasStackTrace(r.err) && !hasStackTrace(r.out), shown);
        if (args.includes('--json') && !args.includes('--help') && !args.includes('-h') && r.code !== 2 && r.out) JSON.parse(r.out);
      }),
      { numRuns: 150 },
    );
    assert.deepEqual(rejections, []);
  });
});
