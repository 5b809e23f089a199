/** Figures and tables as the views show them: every percentage by the one rule of src/core/percent.ts. */
import { h } from './dom';

export { percent, percentPoints } from '../../src/core/percent';

/** A statistic to `digits` decimals (a kappa to three, a median in seconds to none); — when there is none. */
export function decimals(value: number | null | undefined, digits = 3): string {
  return value === null || value === undefined ? '—' : value.toFixed(digits);
}

/** A table of figures under its caption: a header row, then each row's first cell as its header. */
export function figureTable(caption: string, head: string[], rows: (string | number)[][]): HTMLElement {
  return h(
    'table',
    { className: 'stats' },
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, ...head.map((c) => h('th', { scope: 'col' }, c)))),
    h('tbody', {}, ...rows.map((r) => h('tr', {}, ...r.map((c, i) => (i === 0 ? h('th', { scope: 'row' }, String(c)) : h('td', {}, String(c))))))),
  );
}
