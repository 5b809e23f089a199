import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../helpers';

test('review core imports neither vscode nor node built-ins (it runs in webviews too)', () => {
  const dir = path.join(repoRoot, 'src/core/review');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  assert.ok(files.length > 5);
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    assert.doesNotMatch(text, /from '(?:vscode|node:[^']+|crypto|fs|path)'/, file);
  }
});
