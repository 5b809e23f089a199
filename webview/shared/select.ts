/**
 * The select of @vscode-elements (`<vscode-single-select>`), for every view that has one: import this module instead
 * of the component's own.
 *
 * Each render of a select measures it (`getBoundingClientRect`) to place its list, even when the list is closed, and
 * a measurement forces a layout of the page: on a form's first render, one after another for every select on it
 * (a third of the item form's start). Before its first render a select's list cannot be open, so there is nothing to
 * place: until then it reports an empty box without measuring. Opening the list renders it again, measured.
 */
import { VscodeSingleSelect } from '@vscode-elements/elements/dist/vscode-single-select/index.js';

const measure = VscodeSingleSelect.prototype.getBoundingClientRect;
VscodeSingleSelect.prototype.getBoundingClientRect = function (this: VscodeSingleSelect): DOMRect {
  return this.hasUpdated ? measure.call(this) : new DOMRect();
};
