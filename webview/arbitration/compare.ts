/** The side-by-side table: the author's key, then each reviewer's response in the order they were reconciled. */
import * as l10n from '@vscode/l10n';
import type { ArbitrationCase, CaseResponse, KeyPart } from '../../src/core/review/arbitrationCase';
import type { PartVerdict } from '../../src/core/review/types';
import { h } from '../host/dom';

/** The column heading of response `index`: the reviewer's name, or "Reviewer 1" when names are hidden. */
export function reviewerName(response: CaseResponse, index: number, hideNames: boolean): string {
  return hideNames ? l10n.t('Reviewer {0}', index + 1) : response.reviewer;
}

export function compareTable(c: ArbitrationCase, hideNames: boolean): HTMLElement {
  const head = h('tr', {}, h('th', { scope: 'col' }, ''), h('th', { scope: 'col' }, l10n.t("Author's key")), ...c.responses.map((r, i) => h('th', { scope: 'col' }, reviewerName(r, i, hideNames))));
  const rows: HTMLElement[] = c.parts.map((part, j) =>
    row(part.label, keyCell(part), c.responses.map((r) => answerCell(r, j, r.verdicts.find((v) => v.part === j)))),
  );
  if (c.task === 'OE') rows.push(row(l10n.t('Answer'), text(l10n.t('(graded by the rubric below)')), c.responses.map((r) => text(r.response.answer ?? ''))));
  rows.push(
    row(l10n.t('Ambiguous'), text('—'), c.responses.map((r) => text(r.response.ambiguous ? r.response.comment || l10n.t('(no comment)') : '—'))),
    row(l10n.t('Cannot answer'), text('—'), c.responses.map((r) => text(r.response.cannotAnswer ? r.response.reason || l10n.t('(no reason)') : '—'))),
    row(l10n.t('Reasoning'), text('—'), c.responses.map((r) => text(r.response.reasoning || '—'))),
    row(l10n.t('Sources'), text('—'), c.responses.map((r) => sources(r))),
    row(l10n.t('Time spent'), text('—'), c.responses.map((r) => text(duration(r.response.timeSpentSeconds ?? 0)))),
    row(l10n.t('Why disputed'), text('—'), c.responses.map((r) => h('ul', { className: 'reasons' }, ...r.reasons.map((reason) => h('li', { dataset: { code: reason.code } }, reason.text))))),
  );
  return h('table', { className: 'compare' }, h('thead', {}, head), h('tbody', {}, ...rows));
}

function row(label: string, key: HTMLElement, answers: HTMLElement[]): HTMLElement {
  return h('tr', {}, h('th', { scope: 'row' }, label), h('td', { className: 'key' }, key), ...answers.map((a) => h('td', {}, a)));
}

function text(value: string): HTMLElement {
  return h('div', { className: 'cell-text' }, value);
}

function keyCell(part: KeyPart): HTMLElement {
  return h(
    'div',
    {},
    h('div', { className: 'value' }, part.value),
    part.accepted.length ? h('div', { className: 'detail' }, l10n.t('Also accepted: {0}', part.accepted.join(', '))) : undefined,
    part.interval ? h('div', { className: 'detail' }, l10n.t('Accepted interval: {0} to {1}', part.interval.min, part.interval.max)) : undefined,
    h('div', { className: 'detail' }, part.tolerance),
  );
}

function answerCell(response: CaseResponse, index: number, verdict: PartVerdict | undefined): HTMLElement {
  const given = response.response.parts[index];
  if (!given?.value.trim()) return text('—');
  const unit = given.unit ?? given.scale;
  const isText = verdict?.kind === 'text';
  const result = verdict?.pass === true ? (isText ? l10n.t('matches an accepted spelling') : l10n.t('passes the tolerance'))
    : verdict?.pass === false ? (isText ? l10n.t('matches no accepted spelling') : l10n.t('outside the tolerance'))
    : verdict ? l10n.t('no data to compare') : l10n.t('not compared');
  return h(
    'div',
    {},
    h('div', { className: 'value' }, unit ? `${given.value} (${unit})` : given.value),
    typeof verdict?.normalised === 'number' ? h('div', { className: 'detail' }, l10n.t("= {0} in the part's unit", verdict.normalised)) : undefined,
    h('div', { className: 'detail verdict' }, result),
  );
}

function sources(response: CaseResponse): HTMLElement {
  const list = response.response.sources ?? [];
  if (!list.length) return text('—');
  return h('ul', { className: 'sources' }, ...list.map((s) => h('li', {}, s.url ? h('a', { href: s.url }, s.title || s.url) : s.title)));
}

function duration(seconds: number): string {
  if (!seconds) return '—';
  const minutes = Math.floor(seconds / 60);
  return minutes ? l10n.t('{0} min {1} s', minutes, seconds % 60) : l10n.t('{0} s', seconds);
}
