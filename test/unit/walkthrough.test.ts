import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { readJson, repoRoot } from './helpers';

const manifest = readJson<any>('package.json');
const nls = { en: readJson<Record<string, string>>('package.nls.json'), zh: readJson<Record<string, string>>('package.nls.zh-cn.json') };
const commands = new Set<string>(manifest.contributes.commands.map((c: { command: string }) => c.command));
/** A manifest string in one language ('%key%' is looked up as VS Code does). */
const text = (value: string, lang: 'en' | 'zh') => value.replace(/^%(.+)%$/, (_, key: string) => nls[lang][key] ?? `(missing ${key})`);

describe('the Get started walkthrough', () => {
  const [walkthrough] = manifest.contributes.walkthroughs ?? [];

  test('is contributed and leads through the four jobs: author, validate, blind review, judge preview', () => {
    assert.ok(walkthrough, 'contributes.walkthroughs');
    assert.deepEqual(walkthrough.steps.map((s: { id: string }) => s.id), ['author', 'validate', 'review', 'judge']);
  });

  test('every command it links to or completes on is one of the extension\'s commands', () => {
    for (const step of walkthrough.steps) {
      for (const lang of ['en', 'zh'] as const) {
        const links = [...text(step.description, lang).matchAll(/\(command:([\w.]+)/g)].map((m) => m[1]);
        assert.ok(links.length > 0, `${step.id} (${lang}) offers a command`);
        for (const command of links) assert.ok(commands.has(command), `${step.id} (${lang}) links to ${command}`);
      }
      for (const event of step.completionEvents) assert.ok(commands.has(event.replace(/^onCommand:/, '')), `${step.id} completes on ${event}`);
    }
  });

  test('each step has its page in English and Chinese, naming the commands as the palette shows them', () => {
    for (const step of walkthrough.steps) {
      const pages = (['en', 'zh'] as const).map((lang) => text(step.media.markdown, lang));
      assert.notEqual(pages[0], pages[1], `${step.id}: a page per language`);
      for (const [k, page] of pages.entries()) {
        assert.ok(existsSync(path.join(repoRoot, page)), page);
        const lang = k === 0 ? 'en' : 'zh';
        for (const [, title] of readFileSync(path.join(repoRoot, page), 'utf8').matchAll(/\*\*FinBench: ([^*]+)\*\*/g)) {
          const known = manifest.contributes.commands.some((c: { title: string }) => text(c.title, lang) === title);
          assert.ok(known, `${page}: "FinBench: ${title}" is a command's title in the palette`);
        }
      }
    }
  });
});
