/**
 * The select of @vscode-elements (`<vscode-single-select>`), for every view that has one: import this module instead
 * of the component's own.
 *
 * A select measures itself and its list as it renders, even while the list is closed (not shown, so nothing to
 * place or size), and each measurement forces a layout of the page: on a form's first render, several for every
 * select on it, one after another (half of the item form's first render). Here a select does not measure itself
 * before its first render, and the scroll pane of a closed list does not measure itself at all. Opening the list
 * renders and sizes it again, measured.
 */
import { VscodeScrollable } from '@vscode-elements/elements/dist/vscode-scrollable/index.js';
import { VscodeSingleSelect } from '@vscode-elements/elements/dist/vscode-single-select/index.js';

const measure = VscodeSingleSelect.prototype.getBoundingClientRect;
VscodeSingleSelect.prototype.getBoundingClientRect = function (this: VscodeSingleSelect): DOMRect {
  return this.hasUpdated ? measure.call(this) : new DOMRect();
};

/** The scroll pane's (private) methods that measure it and its content. */
type Measuring = Record<'_updateScrollbar' | '_updateThumbPosition', (this: HTMLElement) => void>;
const pane = VscodeScrollable.prototype as unknown as Measuring;
for (const name of ['_updateScrollbar', '_updateThumbPosition'] as const) {
  const update = pane[name];
  pane[name] = function (this: HTMLElement) {
    if (!inClosedList(this)) update.call(this);
  };
}

/** Whether a scroll pane is the list of a select that is closed. */
function inClosedList(scrollable: HTMLElement): boolean {
  const host = (scrollable.getRootNode() as ShadowRoot).host;
  return host instanceof VscodeSingleSelect && !host.open;
}
