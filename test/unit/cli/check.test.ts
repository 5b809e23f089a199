import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { runCli } from '../../../src/cli/main';
import type { Item } from '../../../src/core/item/types';
import { acceptedInterval, checkPart } from '../../../src/core/tolerance/check';
import { readJson, repoRoot } from '../helpers';

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { cwd: repoRoot, out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const NVDA = 'samples/dataset/t1-global-nvda-low.item.json';
const SBUX = 'samples/dataset/t2-global-sbux-assets.item.json';

describe('finbench check: numbers a double cannot hold', () => {
  for (const answer of ['9'.repeat(309), `1${'0'.repeat(400)}`, `-${'9'.repeat(309)}`, `The low was $${'9'.repeat(309)}`]) {
    test(`${answer.slice(0, 14)}… fails with value null and a warning, exit 1`, async () => {
      const r = await cli('check', NVDA, `--answer=${answer}`, '--json');
      assert.equal(r.code, 1);
      const result = JSON.parse(r.out);
      assert.equal(result.pass, false);
      assert.deepEqual(result.parts[0].candidates.map((c: { value: unknown; pass: boolean }) => [c.value, c.pass]), [[null, false]]);
      assert.match(result.warnings[0], /beyond the range of numbers/);
    });
  }
  test('beside the right number: the right number passes, the warning stays', async () => {
    const r = await cli('check', NVDA, '--answer', `179.35 or ${'9'.repeat(309)}`);
    assert.equal(r.code, 0);
    assert.match(r.out, /✗ "9{16}…9{16} \(309 characters\)"|= not representable/);
    assert.match(r.out, /warning: .*309 characters/);
  });
});

describe('finbench check: decimals across scales', () => {
  test('"$29.4 billion" and "$29.37 billion" fail a USD-millions part, as its interval 29374 to 29375 says', async () => {
    for (const answer of ['$29.4 billion', '$29.37 billion']) {
      const r = await cli('check', SBUX, '--answer', answer, '--json');
      assert.equal(r.code, 1, answer);
      assert.deepEqual(JSON.parse(r.out).parts[0].accepted, { min: 29374, max: 29375 });
    }
    assert.equal((await cli('check', SBUX, '--answer', '$29,374.5 million')).code, 0);
  });
});

describe('property: check, the form\'s functions and checkPart give one verdict, inside the interval shown', () => {
  test('random references, kinds and answers', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'finbench-check-'));
    const base = readJson<Item>(SBUX);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 9_999_999 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom('rounding', 'exact', 'absolute', 'relative'),
        fc.integer({ min: -300, max: 300 }),
        fc.constantFrom(' million', ' billion', '亿', ''),
        fc.integer({ min: 0, max: 5 }),
        async (units, d, kind, offset, scale, answerD) => {
          const item: Item = structuredClone(base);
          const part = item.answer!.parts[0];
          part.value = (units / 10 ** d).toFixed(d);
          part.tolerance = kind === 'absolute' ? { kind, delta: 0.5 } : kind === 'relative' ? { kind, percent: 0.01 } : { kind: kind as 'rounding' | 'exact' };
          const file = path.join(dir, 'p.item.json');
          writeFileSync(file, JSON.stringify(item));
          const interval = acceptedInterval(item, 0)!;
          const power = { ' million': 0, ' billion': 3, 亿: 2, '': 0 }[scale]!;
          const value = Number(part.value) + (offset / 100) * Math.max(interval.max - interval.min, 10 ** -d);
          const answer = `$${(value / 10 ** power).toFixed(answerD)}${scale}`;
          const r = await cli('check', file, '--answer', answer, '--json');
          const verdict = checkPart(item, 0, answer).pass;
          assert.equal(r.code, verdict ? 0 : 1, answer);
          const result = JSON.parse(r.out).parts[0];
          assert.deepEqual(result.accepted, interval);
          // The passing reading (in the part's unit) lies in the interval shown.
          for (const c of result.candidates.filter((c: { pass: boolean }) => c.pass)) {
            assert.ok(c.value >= interval.min && c.value <= interval.max, `${answer} passes as ${c.value} outside ${JSON.stringify(interval)}`);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('finbench check, lint and judge: a value that starts with a dash', () => {
  const CSI = 'samples/dataset/t3-gc-csi300-drawdown.item.json';
  test('--answer "-3.2%" is the answer (not refused as an option), as --answer=-3.2% is', async () => {
    const spaced = await cli('check', CSI, '--answer', '-3.2%', '--json');
    const joined = await cli('check', CSI, '--answer=-3.2%', '--json');
    assert.equal(spaced.err, '');
    assert.equal(spaced.code, 1);
    assert.deepEqual(JSON.parse(spaced.out), JSON.parse(joined.out));
    assert.equal(JSON.parse(spaced.out).parts[1].candidates[0].text, '-3.2%');
  });
  test('a negative answer that passes exits 0', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'finbench-check-'));
    const item = readJson<Item>(SBUX);
    item.answer!.parts[0].value = -1234.5;
    const file = path.join(dir, 'negative.item.json');
    writeFileSync(file, JSON.stringify(item));
    for (const answer of ['-1,234.5', '-$1,234.5 million', '−1234.5']) assert.equal((await cli('check', file, '--answer', answer)).code, 0, answer);
  });
  test('lint --text and judge --answer take a value starting with a dash too', async () => {
    const lint = await cli('lint', '--text', '-5% change in revenue over FY2023?', '--json');
    assert.equal(lint.code, 0, lint.err);
    const judge = await cli('judge', SBUX, '--answer', '-29,374.5', '--json');
    assert.equal(judge.code, 1, judge.err);
    assert.deepEqual(JSON.parse(judge.out).results.map((r: { answer: string }) => r.answer), ['-29,374.5']);
  });
  test('an option name after --answer is still a missing value; a second --answer is refused, not silently kept', async () => {
    const missing = await cli('check', SBUX, '--answer', '--json');
    assert.equal(missing.code, 2);
    assert.match(missing.err, /--answer/);
    const twice = await cli('check', SBUX, '--answer', '29,374.5', '--answer', '1');
    assert.equal(twice.code, 2);
    assert.match(twice.err, /--answer is given 2 times/);
    assert.equal((await cli('lint', '--text', 'a', '--text', 'b')).code, 2);
  });
});

describe('finbench check: several values for one ask', () => {
  test('a passing value beside failing rivals: pass false, verdict contradictory with the rivals, exit 1', async () => {
    const r = await cli('check', NVDA, '--answer', 'It was either 150.00 or 179.35 or 200.10', '--json');
    assert.equal(r.code, 1);
    const result = JSON.parse(r.out);
    assert.equal(result.pass, false);
    assert.equal(result.parts[0].pass, false);
    assert.equal(result.parts[0].verdict, 'contradictory');
    assert.deepEqual(result.parts[0].rivals, [{ text: '150.00', value: 150 }, { text: '200.10', value: 200.1 }]);
    assert.match(result.warnings[0], /179\.35.*150\.00.*200\.10/);
  });
  test('the text says so', async () => {
    const r = await cli('check', NVDA, '--answer', 'Definitely 179.35, or 181.20');
    assert.equal(r.code, 1);
    assert.match(r.out, /^FAIL \(contradictory\)/);
    assert.match(r.out, /Low price: contradictory \(fails\)/);
  });
  test('a negated number is not the answer: "Definitely not 179.35; it was 181.20" fails', async () => {
    const r = await cli('check', NVDA, '--answer', 'Definitely not 179.35; it was 181.20', '--json');
    assert.equal(r.code, 1);
    assert.deepEqual(JSON.parse(r.out).parts[0].candidates.map((c: { text: string }) => c.text), ['181.20']);
  });
  test('the high beside the asked low is extra information: PASS', async () => {
    const r = await cli('check', NVDA, '--answer', 'Low 179.35, high 185.20');
    assert.equal(r.code, 0);
    assert.match(r.out, /"185\.20" = 185\.2 \(another quantity, not a rival\)/);
  });
});
