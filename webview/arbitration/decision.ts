/** The decision form: keep, modify answer, modify question or discard, with rationale and confidence; nothing is pre-selected. */
import * as l10n from '@vscode/l10n';
import type { JsonPath } from '../../src/core/json/path';
import type { Confidence, Decision } from '../../src/core/review/arbitrate';
import type { ArbitrationCase, KeyPart } from '../../src/core/review/arbitrationCase';
import type { ReferenceCell } from '../../src/core/review/referenceCells';
import { partHint } from '../packetForm/layout';
import { h } from '../host/dom';
import { textArea, textInput } from '../form/controls';
import { labelFor } from '../form/label';

type Input = HTMLElement & { value: string };

export interface DecisionInput {
  decision: Decision;
  rationale: string;
  confidence: Confidence;
  edits: { path: JsonPath; value: unknown }[];
}

/** Builds the form; `read` gives the decision or the reason it is not complete. */
export function decisionForm(c: ArbitrationCase): { element: HTMLElement; read(): DecisionInput | string } {
  const choices: [Decision, string][] = [
    ['keep', l10n.t('Keep the item as it is')],
    ['modify-answer', l10n.t('Modify the answer')],
    ['modify-question', l10n.t('Modify the question')],
    ['discard', l10n.t('Discard the item')],
  ];
  const radios = choices.map(([value, label]) => h('vscode-radio', { name: `decision-${c.id}`, value, label, dataset: { decision: value } }) as HTMLElement & { checked: boolean; value: string });
  const group = h('vscode-radio-group', { variant: 'vertical', attrs: { 'aria-label': l10n.t('Decision') } }, ...radios);
  const answerEdits = answerFields(c);
  const question = Object.assign(textArea({ id: 'new-question', rows: 4 }), { value: c.question });
  const correctsSnapshot = c.parts.some((p) => p.cells.some((cell) => cell.source === 'snapshot'));
  const answerBox = h(
    'div',
    { className: 'modify', hidden: true },
    h('p', {}, l10n.t('The new answer key (changed fields only are written):')),
    correctsSnapshot ? h('p', { className: 'snapshot-note' }, l10n.t('A live part reads its reference from the recorded snapshot: changing it corrects the recorded ground truth. The history keeps the value before and after.')) : undefined,
    ...answerEdits.map((e) => e.element),
  );
  const questionBox = h('div', { className: 'modify', hidden: true }, labelFor(question, l10n.t('The new question')), question);
  const rationale = textArea({ id: 'rationale', rows: 3, placeholder: l10n.t('Why this decision?') });
  // Choices as the select's `options`, as the forms' selects take them.
  const confidence = h('vscode-single-select', {
    id: 'confidence',
    options: [['', l10n.t('— choose —')], ['low', l10n.t('low')], ['medium', l10n.t('medium')], ['high', l10n.t('high')]].map(([value, label]) => ({ value, label })),
  }) as Input;
  const chosen = () => radios.find((r) => r.checked)?.value as Decision | undefined;
  group.addEventListener('change', () => {
    answerBox.hidden = chosen() !== 'modify-answer';
    questionBox.hidden = chosen() !== 'modify-question';
  });
  const element = h(
    'section',
    { className: 'decision', attrs: { 'aria-label': l10n.t('Decision') } },
    h('h2', {}, l10n.t('Decision')),
    group,
    answerBox,
    questionBox,
    h('div', { className: 'field wide' }, labelFor(rationale, l10n.t('Rationale'), true), rationale),
    h('div', { className: 'field' }, labelFor(confidence, l10n.t('Confidence'), true), confidence),
  );
  return {
    element,
    read: () => {
      const decision = chosen();
      if (!decision) return l10n.t('Choose a decision.');
      if (!rationale.value.trim()) return l10n.t('Give the rationale for the decision.');
      if (!confidence.value) return l10n.t('Choose your confidence.');
      const edits = decision === 'modify-answer'
        ? answerEdits.flatMap((e) => e.edit())
        : decision === 'modify-question' && question.value !== c.question ? [{ path: ['question'], value: question.value }] : [];
      return { decision, rationale: rationale.value, confidence: confidence.value as Confidence, edits };
    },
  };
}

/**
 * One input per changeable field of the key: the numbers (or text) each part's reference is read from — its value,
 * the snapshot cell a live part reads, a high-low part's bounds — or for open-ended items the criteria's texts and
 * weights. References go as typed; the host writes a number wherever that reads the same to the tolerance.
 */
function answerFields(c: ArbitrationCase): { element: HTMLElement; edit(): { path: JsonPath; value: unknown }[] }[] {
  const input = (id: string, label: string, initial: string, path: JsonPath, toValue: (text: string) => unknown, note?: string) => {
    const box = Object.assign(textInput({ id }), { value: initial });
    return {
      element: h('div', { className: 'field' }, labelFor(box, label), box, note ? h('div', { className: 'detail' }, note) : undefined),
      edit: () => (box.value === initial ? [] : [{ path, value: toValue(box.value) }]),
    };
  };
  const numberOrText = (text: string) => (String(Number(text.trim())) === text.trim() ? Number(text.trim()) : text.trim());
  const seen = new Set<string>();
  const parts = c.parts.flatMap((part, j) =>
    part.cells.filter((cell) => !seen.has(cell.path.join('/')) && seen.add(cell.path.join('/'))).map((cell, k) =>
      input(`part-${j}-${k}`, cellLabel(part, cell), cell.value, cell.path, (t) => t.trim(), cell.source === 'snapshot' ? l10n.t('Recorded ground truth: {0} of {1} in the snapshot', cell.field ?? '', cell.instrument ?? '') : undefined)),
  );
  const criteria = c.rubric.flatMap((criterion, k) => [
    input(`criterion-${k}`, l10n.t('Criterion {0}', criterion.number), criterion.text, ['rubric', k, 'text'], (t) => t),
    input(`weight-${k}`, l10n.t('Weight of criterion {0}', criterion.number), String(criterion.weight), ['rubric', k, 'weight'], numberOrText),
  ]);
  return [...parts, ...criteria];
}

/** "Closing price (CNY, 亿)", "Low (CNY)": the part, the bound it is, and the unit and scale the number is in. */
function cellLabel(part: KeyPart, cell: ReferenceCell): string {
  const hint = partHint(part);
  if (cell.source === 'bound' || (cell.source === 'snapshot' && part.cells.length > 1)) {
    const which = cell.field === 'low' ? l10n.t('low bound') : cell.field === 'high' ? l10n.t('high bound') : cell.field ?? '';
    return `${part.label} — ${which}${hint}`;
  }
  return `${part.label}${hint}`;
}
