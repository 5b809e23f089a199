import * as l10n from '@vscode/l10n';
import { valueAt, type EditOp, type JsonPath } from '../../../src/core/json/path';
import type { AnswerPart, Item, ToleranceKind } from '../../../src/core/item/types';
import { checkAnswer, describeAccepted, describeTolerance, type PartCheck } from '../../../src/core/tolerance';
import { h } from '../../host/dom';
import { textInput } from '../../form/controls';
import { labelFor } from '../../form/label';
import { uiLanguage } from '../../host/uiLanguage';
import { field, row, select, type GroupNode, type LayoutNode, type Widget } from '../../form/layout';
import { list, record, TOLERANCE_PARAMS, toleranceChoices, usesLiveData } from '../choices';

const ALL_PARAMS = ['minDecimals', 'delta', 'percent', 'min', 'max', 'highField', 'lowField', 'high', 'low'];
const NUMBER_PARAMS = new Set(['delta', 'percent', 'min', 'max', 'high', 'low']);

/** What the user typed into each part's "try an answer" box; kept when the part's fields are rebuilt. */
const tried = new Map<number, string>();

/** A part's tolerance: the kind, the parameters it reads (and any others present), and the live preview. */
export function toleranceGroup(item: Item, index: number): GroupNode {
  const path: JsonPath = ['answer', 'parts', index, 'tolerance'];
  const tolerance = record(record(list(item.answer?.parts)[index]).tolerance);
  const kind = tolerance.kind as ToleranceKind;
  const live = usesLiveData(item);
  const wanted = (TOLERANCE_PARAMS[kind] ?? []).filter((p) => (live ? p !== 'high' && p !== 'low' : p !== 'highField' && p !== 'lowField'));
  const params = ALL_PARAMS.filter((p) => wanted.includes(p) || p in tolerance);
  return {
    type: 'group',
    title: l10n.t('Tolerance'),
    path,
    children: [
      select([...path, 'kind'], l10n.t('Tolerance kind'), toleranceChoices(), kind, false, { toOps: (value, model) => kindOps(model, path, value) }),
      row(...params.map((p) => paramField(path, p))),
      { type: 'widget', key: `tolerance-preview-${index}`, create: () => previewWidget(index) },
    ],
  };
}

function paramField(path: JsonPath, param: string): LayoutNode {
  const labels: Record<string, string> = {
    minDecimals: l10n.t('Minimum decimals'),
    delta: l10n.t('Delta (±, in the value’s unit)'),
    percent: l10n.t('Percent (±% of the reference)'),
    min: l10n.t('Lowest accepted'),
    max: l10n.t('Highest accepted'),
    highField: l10n.t('Snapshot field of the high'),
    lowField: l10n.t('Snapshot field of the low'),
    high: l10n.t('High'),
    low: l10n.t('Low'),
  };
  const control = param === 'minDecimals' ? 'integer' : NUMBER_PARAMS.has(param) ? 'number' : 'text';
  return field([...path, param], labels[param], control, param.endsWith('Field') ? { placeholder: 'RT_HIGH' } : {});
}

/** A new kind drops the parameters only the old kind read (one undo step brings them back). */
function kindOps(model: unknown, path: JsonPath, kind: unknown): EditOp[] {
  const current = record(valueAt(model, path));
  const keep = TOLERANCE_PARAMS[kind as ToleranceKind] ?? [];
  const stale = Object.keys(current).filter((key) => key !== 'kind' && !keep.includes(key) && ALL_PARAMS.includes(key));
  return [{ op: 'set', path: [...path, 'kind'], value: kind }, ...stale.map((key): EditOp => ({ op: 'remove', path: [...path, key] }))];
}

/** The tolerance in words (in the item's language), the accepted interval for the current reference, and a box to try an answer. */
function previewWidget(index: number): Widget {
  const sentence = h('p', { className: 'sentence' });
  // Said when the UI speaks another language than the sentence, which would otherwise look untranslated.
  const sentenceLanguage = h('p', { className: 'sentence-language', hidden: true }, l10n.t('The sentence above is in the item’s language: the judge prompt uses it as written.'));
  const interval = h('p', { className: 'interval' });
  const input = textInput({ id: `try-${index}`, placeholder: l10n.t('e.g. 179.35 or “about 12.5%”') });
  const verdict = h('span', { className: 'verdict', attrs: { role: 'status', 'aria-live': 'polite' } });
  input.value = tried.get(index) ?? '';
  let item: Item | undefined;
  const check = () => {
    tried.set(index, input.value);
    showVerdict(verdict, item, index, input.value);
  };
  input.addEventListener('input', check);
  const element = h(
    'div',
    { className: 'preview', dataset: { part: String(index) } },
    sentence,
    sentenceLanguage,
    interval,
    h('div', { className: 'try' }, labelFor(input, l10n.t('Try an answer')), input, verdict),
  );
  return {
    element,
    update(model) {
      item = model as Item;
      const part = list(item.answer?.parts)[index] as AnswerPart | undefined;
      const itemLanguage = item.language === 'zh' ? 'zh' : 'en';
      sentence.textContent = safely(() => (part ? describeTolerance(part, itemLanguage, item!.live) : '')) ?? '';
      sentenceLanguage.hidden = !sentence.textContent || itemLanguage === uiLanguage();
      // The same core as the verdict, so the interval shown and the verdict agree; in the UI language.
      const accepted = safely(() => describeAccepted(item!, index, uiLanguage()));
      interval.textContent = accepted ?? '';
      interval.hidden = !accepted;
      check();
    },
  };
}

function showVerdict(verdict: HTMLElement, item: Item | undefined, index: number, answer: string) {
  renderVerdict(verdict, answer.trim() && item ? safely(() => checkAnswer(item, answer).parts[index]) : undefined);
}

/** Shows one part's verdict on an answer (pass, fail, contradictory or no data, with the numbers read); empty without one. */
export function renderVerdict(verdict: HTMLElement, result: PartCheck | undefined) {
  const contradictory = result?.verdict === 'contradictory';
  verdict.className = `verdict ${result ? (result.pass === null ? 'no-data' : result.pass ? 'pass' : contradictory ? 'fail contradictory' : 'fail') : ''}`;
  if (!result) {
    verdict.textContent = '';
    return;
  }
  const read = result.candidates.map((c) => c.text).join(', ');
  const outcome = result.pass === null
    ? l10n.t('No data: the snapshot holds no number for this part')
    : result.pass
      ? l10n.t('Passes')
      : contradictory
        ? l10n.t('Contradictory, so it fails: {0} passes, but the answer also gives {1} for the same quantity', result.candidates.find((c) => c.pass)?.text ?? '', (result.rivals ?? []).map((r) => r.text).join(', '))
        : l10n.t('Fails');
  verdict.textContent = read ? l10n.t('{0} (read: {1})', outcome, read) : outcome;
}

/** Runs a core function on possibly schema-invalid data; undefined when it cannot make sense of it. */
export function safely<T>(compute: () => T): T | undefined {
  try {
    return compute();
  } catch {
    return undefined;
  }
}
