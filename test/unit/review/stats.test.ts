import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createPacket, reconcile, reviewStats, type DisputeReason, type Packet } from '../../../src/core/review';
import type { Item } from '../../../src/core/item/types';
import { cohenKappa, fleissKappa } from '../../../src/core/review/stats/kappa';
import { krippendorffAlpha } from '../../../src/core/review/stats/krippendorff';
import { entryOf, Folder, NOW, sample } from './helpers';

const close = (actual: number | null, expected: number, digits = 3) =>
  assert.ok(actual !== null && Math.abs(actual - expected) < 0.5 * 10 ** -digits, `${actual} ≉ ${expected}`);

describe("Cohen's kappa", () => {
  // Worked example of Wikipedia, "Cohen's kappa" (50 grant proposals read by two readers):
  // yes/yes 20, yes/no 5, no/yes 10, no/no 15 → p_o = 0.7, p_e = 0.5, κ = 0.4.
  test('the 50-proposal example gives 0.4', () => {
    const pairs: [string, string][] = [
      ...Array(20).fill(['yes', 'yes']), ...Array(5).fill(['yes', 'no']), ...Array(10).fill(['no', 'yes']), ...Array(15).fill(['no', 'no']),
    ];
    close(cohenKappa(pairs), 0.4, 9);
  });
  test('no variation at all has no kappa', () => assert.equal(cohenKappa([['a', 'a'], ['a', 'a']]), null));
});

describe("Fleiss' kappa", () => {
  // Worked example of Fleiss (1971) as given in Wikipedia, "Fleiss' kappa": 10 subjects, 14 raters, 5 categories;
  // P̄ = 0.378, P̄e = 0.213, κ = 0.210.
  test('the 10 × 14 example gives 0.210', () => {
    const table = [
      [0, 0, 0, 0, 14], [0, 2, 6, 4, 2], [0, 0, 3, 5, 6], [0, 3, 9, 2, 0], [2, 2, 8, 1, 1],
      [7, 7, 0, 0, 0], [3, 2, 6, 3, 0], [2, 5, 3, 2, 2], [6, 5, 2, 1, 0], [0, 2, 2, 3, 7],
    ];
    close(fleissKappa(table), 0.21);
  });
  test('unequal numbers of raters are refused', () => assert.throws(() => fleissKappa([[1, 1], [2, 1]]), /same number of ratings/));
});

describe("Krippendorff's alpha", () => {
  // Worked example of Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", sections C and E:
  // 4 observers, 12 units, values 1–5 with missing data; α nominal = 0.743, α interval = 0.849.
  const observers = [
    [1, 2, 3, 3, 2, 1, 4, 1, 2, null, null, null],
    [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, null, 3],
    [null, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, null],
    [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, null],
  ];
  const units = observers[0].map((_, u) => observers.map((o) => o[u]).filter((v): v is number => v !== null));
  test('nominal gives 0.743', () => close(krippendorffAlpha(units, 'nominal'), 0.743));
  test('interval gives 0.849', () => close(krippendorffAlpha(units, 'interval'), 0.849));
  test('perfect agreement gives 1; nothing pairable gives null', () => {
    assert.equal(krippendorffAlpha([[1, 1], [3, 3]], 'interval'), 1);
    assert.equal(krippendorffAlpha([[1], [2]], 'interval'), null);
  });
});

describe('review stats over item histories', () => {
  async function reviewed() {
    const folder = new Folder([sample('t3-global-sp500-best-month'), sample('t2-global-sbux-assets'), sample('t2-gc-moutai-revenue', 'ready')]);
    const packets: Packet[] = [];
    for (const reviewer of ['bob', 'carol']) {
      const plan = await createPacket(folder.sources(), { reviewer, by: 'c', now: NOW });
      folder.apply(plan.changes);
      packets.push(plan.packet);
    }
    const fill = (p: Packet, id: string, values: string[], seconds: number) => {
      const entry = entryOf(p, folder, id);
      entry.response = { ...entry.response, parts: values.map((value) => ({ value })), timeSpentSeconds: seconds };
    };
    fill(packets[0], 't3-global-sp500-best-month', ['April 2020', '12.68'], 60);
    fill(packets[0], 't2-global-sbux-assets', ['29374.5'], 120);
    fill(packets[0], 't2-gc-moutai-revenue', ['1505.6'], 300);
    fill(packets[1], 't3-global-sp500-best-month', ['April 2020', '12.98'], 90); // 3 half-widths above 12.68 ± 0.1
    fill(packets[1], 't2-global-sbux-assets', ['29374.5'], 100);
    const entry = entryOf(packets[1], folder, 't2-gc-moutai-revenue');
    entry.response = { ...entry.response, ambiguous: true, comment: '营业收入 or 营业总收入?', timeSpentSeconds: 200 };
    const plan = await reconcile(packets.map((data, i) => ({ file: `p${i}`, data })), folder.sources(), { by: 'c', now: NOW });
    folder.apply(plan.changes);
    return folder;
  }

  test('rates per reviewer, task and market; disputes by cause; numeric share and deviation; kappa, alpha and median time', async () => {
    const folder = await reviewed();
    const stats = reviewStats(folder.sources().map((s) => s.item));
    assert.equal(stats.items, 3);
    assert.equal(stats.responses, 6);
    assert.deepEqual(stats.overall, { responses: 6, agreed: 4, disputed: 2, rate: 4 / 6, medianSeconds: 110, timed: 6 });
    assert.deepEqual(stats.byReviewer.bob, { responses: 3, agreed: 3, disputed: 0, rate: 1, medianSeconds: 120, timed: 3 });
    assert.deepEqual(stats.byReviewer.carol, { responses: 3, agreed: 1, disputed: 2, rate: 1 / 3, medianSeconds: 100, timed: 3 });
    assert.deepEqual(Object.keys(stats.byTask), ['T2', 'T3']);
    assert.equal(stats.byMarket['greater-china'].disputed, 1);
    assert.deepEqual(stats.disputesByCause, { 'out-of-tolerance': 1, ambiguous: 1 });
    assert.equal(stats.numeric.parts, 5);
    assert.equal(stats.numeric.withinTolerance, 4);
    assert.equal(stats.numeric.share, 0.8);
    assert.equal(stats.numeric.deviation.count, 5);
    assert.deepEqual(stats.numeric.deviation.buckets.map((b) => b.count), [4, 0, 0, 1, 0, 0]);
    // bob: agreed ×3; carol: disputed, agreed, disputed → table [[a,d],[a,a],[a,d]]: p_o = 1/3, p_e = 1/3 → κ = 0.
    assert.deepEqual(stats.cohenKappa, [{ reviewers: ['bob', 'carol'], items: 3, kappa: 0 }]);
    assert.equal(stats.fleissKappa, null);
    assert.equal(stats.krippendorffAlpha.units, 2);
    assert.equal(stats.krippendorffAlpha.on, 'deviation-half-widths');
    assert.equal(stats.itemsSeenByTwo, 3);
    assert.equal(stats.medianSecondsPerItem, 110);
    assert.equal(stats.timedResponses, 6);
    assert.equal(stats.byReviewer.bob.timed, 3);
  });
});

/** An item whose history holds these responses, one numeric part each with the given deviation (half-widths). */
function answered(id: string, deviations: Record<string, number>, reasons: DisputeReason[] = []): Item {
  const item = sample('t2-global-sbux-assets');
  item.id = id;
  item.review!.history = Object.entries(deviations).map(([reviewer, deviation], i) => ({
    at: NOW.toISOString(), actor: reviewer, action: 'response', packet: `${id}-${i}`,
    details: {
      reviewer, outcome: reasons.length || Math.abs(deviation) > 1 ? 'disputed' : 'agreed', reasons,
      verdicts: [{ part: 0, label: 'x', kind: 'numeric', value: '', pass: Math.abs(deviation) <= 1, normalised: 100 + deviation, accepted: { min: 99, max: 101 }, deviation }],
      response: { parts: [], ambiguous: false, comment: '' },
    },
  }));
  return item;
}

describe('review stats: figures that mean what they say', () => {
  test("Krippendorff's alpha is on deviations in half-widths: the same offsets give the same alpha at any size of reference", () => {
    const offsets = [[0.4, -0.2], [1.5, 0.1], [-0.8, -2.6], [0.2, 0.3], [3, 1.2], [-0.1, 0.5]];
    // The same answers in half-widths, around references near 100 and from 100 to 1,000 (as normalised numbers).
    const near = offsets.map(([a, b], i) => answered(`near-${i}`, { bob: a, carol: b }));
    const wide = offsets.map(([a, b], i) => answered(`wide-${i}`, { bob: a, carol: b }));
    wide.forEach((item, i) => {
      for (const h of item.review!.history!) for (const v of (h.details as any).verdicts) v.normalised += 150 * i;
    });
    const a = reviewStats(near).krippendorffAlpha;
    const b = reviewStats(wide).krippendorffAlpha;
    assert.equal(a.units, 6);
    assert.equal(a.values, 12);
    close(a.alpha, b.alpha!, 12);
    close(a.alpha, krippendorffAlpha(offsets, 'interval')!, 12);
  });

  test('an answer too large for the arithmetic makes alpha not computable, with the reason, never NaN', () => {
    const items = [answered('a', { bob: 1e300, carol: 0.1 }), answered('b', { bob: 0.2, carol: 0.3 })];
    const alpha = reviewStats(items).krippendorffAlpha;
    assert.deepEqual(alpha, { on: 'deviation-half-widths', units: 2, values: 4, alpha: null, unavailable: 'too-large' });
    assert.ok(!JSON.stringify(reviewStats(items)).includes('NaN'));
  });

  test('no part seen by two reviewers, or no variation at all, is said so', () => {
    const single = reviewStats([answered('a', { bob: 0.1 })]);
    assert.equal(single.krippendorffAlpha.unavailable, 'no-pairs');
    assert.equal(single.itemsSeenByTwo, 0);
    assert.deepEqual(single.cohenKappa, []);
    assert.equal(reviewStats([answered('a', { bob: 0.5, carol: 0.5 }), answered('b', { bob: 0.5, carol: 0.5 })]).krippendorffAlpha.unavailable, 'no-variation');
  });

  test('disputes by cause count disputed responses, not reasons', () => {
    const twoParts: DisputeReason[] = [
      { code: 'out-of-tolerance', part: 0, label: 'a', value: '1', normalised: 1, accepted: null },
      { code: 'out-of-tolerance', part: 1, label: 'b', value: '2', normalised: 2, accepted: null },
      { code: 'ambiguous', comment: 'which year?' },
    ];
    const stats = reviewStats([answered('a', { bob: 3 }, twoParts)]);
    assert.deepEqual(stats.disputesByCause, { 'out-of-tolerance': 1, ambiguous: 1 });
  });
});
