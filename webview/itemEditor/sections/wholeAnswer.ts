import * as l10n from '@vscode/l10n';
import type { Item } from '../../../src/core/item/types';
import { checkAnswer, describeAccepted } from '../../../src/core/tolerance';
import { h } from '../../host/dom';
import { textArea } from '../../form/controls';
import { labelFor } from '../../form/label';
import type { Widget } from '../../form/layout';
import { uiLanguage } from '../../host/uiLanguage';
import { renderVerdict, safely } from './tolerance';

/** What the user typed into the whole-answer box; kept when the form is rebuilt. */
let tried = '';

/** A box to check a whole answer against every part at once: each part's verdict with its accepted interval, and the overall verdict. */
export function wholeAnswerWidget(): Widget {
  const input = textArea({ id: 'try-whole', rows: 2, placeholder: l10n.t('A full answer, e.g. “Revenue was 12.5 billion, up 3.2%”') });
  const overall = h('p', { className: 'verdict overall', attrs: { role: 'status', 'aria-live': 'polite' } });
  const parts = h('ul', { className: 'whole-parts' });
  input.value = tried;
  let item: Item | undefined;
  const check = () => {
    tried = input.value;
    showWhole(item, input.value, overall, parts);
  };
  input.addEventListener('input', check);
  return {
    element: h(
      'div',
      { className: 'preview whole-answer' },
      h('div', { className: 'try' }, labelFor(input, l10n.t('Try a whole answer')), input),
      overall,
      parts,
    ),
    update(model) {
      item = model as Item;
      check();
    },
  };
}

function showWhole(item: Item | undefined, answer: string, overall: HTMLElement, parts: HTMLElement) {
  const result = answer.trim() && item ? safely(() => checkAnswer(item, answer)) : undefined;
  parts.replaceChildren();
  overall.className = `verdict overall ${result ? (result.pass === null ? 'no-data' : result.pass ? 'pass' : 'fail') : ''}`;
  overall.textContent = !result
    ? ''
    : result.pass === null
      ? l10n.t('No verdict: the snapshot holds no number for a part')
      : result.pass
        ? l10n.t('The whole answer passes: every part passes')
        : l10n.t('The whole answer fails: a part fails');
  if (!result || !item) return;
  result.parts.forEach((part, index) => {
    const verdict = h('span', { className: 'verdict' });
    renderVerdict(verdict, part);
    const accepted = safely(() => describeAccepted(item, index, uiLanguage()));
    parts.append(
      h(
        'li',
        {},
        h('span', { className: 'part-name' }, l10n.t('Part {0}', index + 1) + (part.label ? ` (${part.label})` : '')),
        verdict,
        ...(accepted ? [h('span', { className: 'interval' }, accepted)] : []),
      ),
    );
  });
}
