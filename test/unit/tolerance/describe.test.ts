import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AnswerPart, Tolerance } from '../../../src/core/item/types';
import { describeTolerance } from '../../../src/core/tolerance/describe';
import { liveItem } from './helpers';

const part = (tolerance: Tolerance, extra: Partial<AnswerPart> = {}): AnswerPart => ({ label: 'x', kind: 'numeric', value: 12.68, unit: 'percent', tolerance, ...extra });

describe('describeTolerance: one sentence per kind, in English and Chinese', () => {
  const cases: [Tolerance, RegExp, RegExp][] = [
    [{ kind: 'exact' }, /^The answer must equal 12\.68% exactly\.$/, /^答案须与12\.68%完全一致。$/],
    [{ kind: 'rounding' }, /^Only rounding differences are allowed: .*12\.68%.*at least 2 decimals/, /^仅允许四舍五入误差:.*至少保留2位小数。$/],
    [{ kind: 'absolute', delta: 0.1 }, /^Any answer within ±0\.1 percentage points of 12\.68% passes \(12\.58% to 12\.78%\)\.$/, /^答案与12\.68%相差不超过±0\.1个百分点即可\(即12\.58%至12\.78%\)。$/],
    [{ kind: 'relative', percent: 1 }, /^Any answer within ±1% of 12\.68% passes/, /相对误差不超过±1%/],
    [{ kind: 'range', min: 3, max: 4 }, /^Any answer from 3% to 4% passes\.$/, /^答案落在3%至4%之间即可。$/],
    [{ kind: 'high-low', high: 12.256, low: 12.152 }, /between the low 12\.152% and the high 12\.256% passes, allowing for rounding.* \(12\.147% to 12\.261%\)\.$/, /^答案落在最低价12\.152%与最高价12\.256%之间即可,允许四舍五入误差\(即12\.147%至12\.261%\)。$/],
    [{ kind: 'high-low-expanded', high: 7.2, low: 7.1, delta: 0.01 }, /minus 0\.01 .* plus 0\.01 passes \(7\.09% to 7\.21%\)/, /减0\.01.*加0\.01之间即可/],
  ];
  for (const [tolerance, en, zh] of cases) {
    test(tolerance.kind, () => {
      assert.match(describeTolerance(part(tolerance), 'en'), en);
      assert.match(describeTolerance(part(tolerance), 'zh'), zh);
    });
  }
  test('minimum decimals 0 reads as no decimals required, in English and Chinese', () => {
    const whole = part({ kind: 'rounding', minDecimals: 0 }, { value: 29374.5, unit: undefined, currency: 'USD', scale: 'million' });
    assert.equal(
      describeTolerance(whole, 'en'),
      'Only rounding differences are allowed: the answer must match 29374.5 million USD when both are rounded to the fewer decimals shown; no decimals are required.',
    );
    assert.equal(describeTolerance(whole, 'zh'), '仅允许四舍五入误差:答案与29374.5百万美元按两者中较少的小数位数四舍五入后须一致,不要求保留小数。');
    assert.doesNotMatch(describeTolerance(whole, 'en'), /at least 0/);
  });
  test('minimum decimals 1 reads as one decimal', () => {
    assert.match(describeTolerance(part({ kind: 'rounding', minDecimals: 1 }), 'en'), /, and show at least 1 decimal unless it equals 12\.68% exactly\.$/);
  });
  test('text parts list the accepted spellings', () => {
    const text: AnswerPart = { label: 'Month', kind: 'text', value: 'April 2020', accepted: ['Apr 2020'], tolerance: { kind: 'exact' } };
    assert.equal(describeTolerance(text, 'en'), 'The answer must state "April 2020" (or "Apr 2020"), ignoring case and spaces.');
    assert.equal(describeTolerance(text, 'zh'), '答案须写明"April 2020"(或"Apr 2020"),不区分大小写和空格。');
  });
  test('snapshot values: by field name without the snapshot, by value (at quote precision) with it', () => {
    const item = liveItem({ RT_LOW: '222' }, { snapshotField: 'RT_LOW', currency: 'USD', tolerance: { kind: 'rounding' } });
    const p = item.answer!.parts[0];
    assert.match(describeTolerance(p, 'en'), /the snapshot's RT_LOW/);
    assert.match(describeTolerance(p, 'en', item.live), /222\.00 USD/);
    item.live!.snapshot.AAA___N.RT_LOW = '0';
    assert.match(describeTolerance(p, 'zh', item.live), /快照中的 RT_LOW\(快照中无数据\)/);
  });
  test('basis points and per mille are named, in the value and in an absolute delta', () => {
    const bp = part({ kind: 'absolute', delta: 5 }, { value: 25, unit: 'bp' });
    assert.equal(describeTolerance(bp, 'en'), 'Any answer within ±5 basis points of 25 bp passes (20 bp to 30 bp).');
    assert.equal(describeTolerance(bp, 'zh'), '答案与25个基点相差不超过±5个基点即可(即20个基点至30个基点)。');
    assert.equal(describeTolerance(part({ kind: 'exact' }, { value: 3.5, unit: '‰' }), 'en'), 'The answer must equal 3.5‰ exactly.');
  });
  test('scales are named', () => {
    assert.match(describeTolerance(part({ kind: 'exact' }, { value: 29374.5, unit: undefined, currency: 'USD', scale: 'million' }), 'en'), /29374\.5 million USD/);
    assert.match(describeTolerance(part({ kind: 'exact' }, { value: 1505.6, unit: undefined, scale: 'hundred-million' }), 'zh'), /1505\.6亿/);
  });
});
