/**
 * The select of @vscode-elements (`<vscode-single-select>`), for every view that has one: import this module instead
 * of the component's own.
 *
 * A select measures itself and its list as it renders, even while the list is closed (not shown, so nothing to
 * place or size), and each measurement forces a layout of the page: on a form's first render, several for every
 * select on it, one after another (half of the item form's first render). Here a closed list renders without
 * measuring its select, and its scroll pane does not measure itself. Opening the list renders and sizes it again,
 * measured.
 */
import { VscodeScrollable } from '@vscode-elements/elements/dist/vscode-scrollable/index.js';
import { VscodeSingleSelect } from '@vscode-elements/elements/dist/vscode-single-select/index.js';
import { openDropdownsWhereTheyFit } from './dropdowns';

// A page with a select opens each where its whole list fits (dropdowns.ts).
openDropdownsWhereTheyFit();

/** The select's (protected) render of its list, and whether it is rendering it closed now. */
type ListRendering = { _renderDropdown(this: VscodeSingleSelect): unknown; renderingClosedList?: boolean };
const select = VscodeSingleSelect.prototype as unknown as ListRendering;
const renderList = select._renderDropdown;
select._renderDropdown = function (this: VscodeSingleSelect & ListRendering) {
  if (this.open) return renderList.call(this);
  this.renderingClosedList = true;
  try {
    return renderList.call(this);
  } finally {
    this.renderingClosedList = false;
  }
};
const measure = VscodeSingleSelect.prototype.getBoundingClientRect;
VscodeSingleSelect.prototype.getBoundingClientRect = function (this: VscodeSingleSelect & ListRendering): DOMRect {
  // Where to put a list that is not shown does not matter.
  return this.renderingClosedList ? new DOMRect() : measure.call(this);
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

/**
 * The pane raises its scroll bar over its content by reading the computed z-index of everything in it, a style
 * recalculation of the page for each select as it renders. A select's list sets no z-index on its content, so the
 * bar goes at 1, what that reading gives.
 */
type Stacking = { _zIndexFix(this: HTMLElement): void; _scrollbarTrackZ: number; requestUpdate(): void };
const stacking = VscodeScrollable.prototype as unknown as Stacking;
const zIndexFix = stacking._zIndexFix;
stacking._zIndexFix = function (this: HTMLElement & Stacking) {
  if (!inSelect(this)) return zIndexFix.call(this);
  this._scrollbarTrackZ = 1;
  this.requestUpdate();
};

/** Whether a scroll pane is the list of a select. */
function inSelect(scrollable: HTMLElement): boolean {
  return (scrollable.getRootNode() as ShadowRoot).host instanceof VscodeSingleSelect;
}

/** Whether a scroll pane is the list of a select that is closed. */
function inClosedList(scrollable: HTMLElement): boolean {
  return inSelect(scrollable) && !((scrollable.getRootNode() as ShadowRoot).host as VscodeSingleSelect).open;
}
