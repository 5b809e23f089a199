import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BACK, runSteps, type Step } from '../../../src/extension/items/steps';

interface Answers {
  task: string;
  market: string;
  name: string;
}

/** Steps that answer from a script, recording what was asked and whether Back was offered. */
function scripted(script: Record<keyof Answers, unknown[]>, given: Partial<Answers> = {}) {
  const asked: string[] = [];
  const steps: Step<Answers>[] = (['task', 'market', 'name'] as const).map((key) => ({
    key,
    given: given[key],
    ask: async (_answers, canGoBack) => (asked.push(`${key}${canGoBack ? '←' : ''}`), script[key].shift()),
  }));
  return { steps, asked };
}

test('Back returns to the previous question and its new answer counts', async () => {
  const { steps, asked } = scripted({ task: ['T1', 'T2'], market: [BACK, 'global'], name: ['x.item.json'] });
  assert.deepEqual(await runSteps(steps), { task: 'T2', market: 'global', name: 'x.item.json' });
  assert.deepEqual(asked, ['task', 'market←', 'task', 'market←', 'name←']);
});

test('given answers are not asked, and Back skips over them', async () => {
  const { steps, asked } = scripted({ task: [], market: ['global', 'greater-china'], name: [BACK, 'y.item.json'] }, { task: 'OE' });
  assert.deepEqual(await runSteps(steps), { task: 'OE', market: 'greater-china', name: 'y.item.json' });
  assert.deepEqual(asked, ['market', 'name←', 'market', 'name←']);
});

test('Esc at any question cancels', async () => {
  const { steps } = scripted({ task: ['T1'], market: [undefined], name: [] });
  assert.equal(await runSteps(steps), undefined);
});
