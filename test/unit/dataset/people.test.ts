import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { manifestPeople, suggestedFor } from '../../../src/core/dataset/people';

describe("the manifest's people", () => {
  test('well-formed entries in order, each name once; those of a role first when suggesting', () => {
    const people = manifestPeople({ people: [{ name: 'li.wei', role: 'author' }, { name: ' wang.fang ', role: 'reviewer' }, { name: 'li.wei', role: 'reviewer' }, { name: '', role: 'reviewer' }, { name: 'x', role: 'boss' }, 'nobody'] });
    assert.deepEqual(people, [{ name: 'li.wei', role: 'author' }, { name: 'wang.fang', role: 'reviewer' }]);
    assert.deepEqual(suggestedFor(people, 'reviewer').map((p) => p.name), ['wang.fang', 'li.wei']);
    assert.deepEqual(manifestPeople(null), []);
    assert.deepEqual(manifestPeople({ people: 'all' }), []);
  });
});
