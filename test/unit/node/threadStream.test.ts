import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { eachLine } from '../../../src/node/threadStream';

test('a child process\'s texts are read line by line whatever the chunks: split anywhere, several in one, a character across two', async () => {
  const text = '["一",1]\n["two"]\n[3]\n["四五"]\n';
  const bytes = Buffer.from(`${text}["cut off`);
  // Chunks of 5 bytes: lines and the three bytes of a Chinese character fall across chunk boundaries.
  const chunks = Array.from({ length: Math.ceil(bytes.length / 5) }, (_, i) => bytes.subarray(i * 5, i * 5 + 5));
  const lines: string[] = [];
  await eachLine(Readable.from(chunks), (line) => lines.push(line));
  assert.deepEqual(lines, text.trimEnd().split('\n'), 'a last line with no line break (its writer stopped) is not handed over');
  await assert.rejects(eachLine(Readable.from([Buffer.from('a\nb\n')]), (line) => {
    if (line === 'b') throw new Error('bad line');
  }), /bad line/);
});
