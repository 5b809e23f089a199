import assert from 'node:assert/strict';
import { test } from 'node:test';
import { languageOf } from '../../src/core/languageId';

test('a language id names the UI language: zh and VS Code\'s zh-cn are Chinese, en-us English, others and auto none', () => {
  assert.deepEqual(['zh', 'zh-cn', 'zh-CN', 'zh_TW', 'en', 'en-us', 'auto', 'fr', ''].map(languageOf), ['zh', 'zh', 'zh', 'zh', 'en', 'en', undefined, undefined, undefined]);
});
