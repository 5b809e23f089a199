/**
 * The one binder of every form field: input becomes edits (sent after a pause in typing, or at once on Enter,
 * change or leaving the field), and a field shows the model again only once nothing of its own is unconfirmed,
 * so the document's echo of an edit never overwrites what is being typed.
 */
import * as l10n from '@vscode/l10n';
import type { EditOp } from '../../src/core/json/path';
import { fieldValue, means, type Control } from './controls';
import { setOrRemove, type FieldNode } from './layout';
import { messageElement } from './messages';

/** A field as built in the DOM. */
export interface FieldView {
  node: FieldNode;
  control: Control;
  /** Where problems with the input itself show (not a number, not written). */
  local: HTMLElement;
}

/** What the binder needs from its form. */
export interface FieldSource {
  /** The field now shown for an id (it may have been rebuilt since the input began). */
  field(id: string): FieldView | undefined;
  model(): unknown;
  edit(ops: EditOp[]): Promise<unknown>;
  /** A field's input was refused, or a refused one was fixed or discarded (the count of `refused()` changed). */
  onRefusalsChanged(): void;
}

/** A field's edits not yet confirmed: typed but not sent, sent but not applied, or refused. */
interface Pending {
  timer?: ReturnType<typeof setTimeout>;
  unsent: boolean;
  inflight: number;
  failed: boolean;
  /** The reading last sent (so Enter and the change event it causes send once). */
  sent?: string;
}

export class FieldEdits {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly form: FieldSource,
    private readonly debounceMs: number,
  ) {}

  /** Listens to a field's component; `commit: 'change'` writes only on Enter or leaving the field (a select: on a pick). */
  bind(id: string, element: HTMLElement, commit: 'input' | 'change'): void {
    // Events of a component that a rebuild has replaced must not touch its successor.
    const on = <K extends keyof HTMLElementEventMap>(type: K, handler: (e: HTMLElementEventMap[K]) => void) =>
      element.addEventListener(type, (e) => this.form.field(id)?.control.element === element && handler(e));
    const select = element.tagName === 'VSCODE-SINGLE-SELECT';
    // A select reports a pick as change then input; the change is the edit.
    if (!select) on('input', () => this.typed(id, commit === 'input'));
    on('change', () => {
      this.typed(id, false);
      this.flush(id);
    });
    on('focusout', () => this.flush(id));
    on('keydown', (e) => {
      if (e.key === 'Enter' && !(element instanceof HTMLTextAreaElement)) this.flush(id);
      const pending = this.pending.get(id);
      if (e.key === 'Escape' && pending && !pending.inflight) {
        e.stopPropagation();
        this.discard(id);
      }
    });
  }

  /** How many fields hold input that could not be written (not a number, invalid JSON, refused by the host). */
  refused(): number {
    return [...this.pending.values()].filter((p) => p.failed).length;
  }

  /** Whether the field holds input the document does not have yet. */
  has(id: string): boolean {
    return this.pending.has(id);
  }

  /** Shows the model's value, unless the field holds unconfirmed input (or already shows that value). */
  refresh(id: string): void {
    const field = this.form.field(id);
    if (!field || this.pending.has(id)) return;
    const value = this.modelValue(field);
    if (!means(field.control.read(), value)) field.control.write(value);
  }

  /** Sends every edit still waiting for a pause in typing (before a save, say). */
  flushAll(): void {
    for (const id of this.pending.keys()) this.flush(id);
  }

  private typed(id: string, debounce: boolean) {
    const pending = this.pending.get(id) ?? { unsent: false, inflight: 0, failed: false };
    this.pending.set(id, pending);
    pending.unsent = true;
    if (pending.failed) {
      pending.failed = false;
      this.form.onRefusalsChanged();
    }
    clearTimeout(pending.timer);
    if (debounce) pending.timer = setTimeout(() => this.flush(id), this.debounceMs);
  }

  private flush(id: string) {
    const pending = this.pending.get(id);
    if (!pending?.unsent) return;
    clearTimeout(pending.timer);
    pending.unsent = false;
    const field = this.form.field(id);
    if (!field) return void this.pending.delete(id);
    const reading = field.control.read();
    if ('error' in reading) return this.fail(id, reading.error);
    field.local.replaceChildren();
    const key = JSON.stringify(reading);
    if (means(reading, this.modelValue(field)) || (pending.inflight && key === pending.sent)) return this.settle(id);
    const value = 'remove' in reading ? undefined : reading.value;
    let ops: EditOp[];
    try {
      ops = field.node.toOps ? field.node.toOps(value, this.form.model()) : setOrRemove(field.node.path, value);
    } catch (e) {
      return this.fail(id, (e as Error).message);
    }
    pending.sent = key;
    pending.inflight++;
    this.form.edit(ops).then(
      () => {
        pending.inflight--;
        this.settle(id);
      },
      (error: Error) => {
        pending.inflight--;
        this.fail(id, l10n.t('Not written to the file: {0}', error.message));
      },
    );
  }

  /** The input stays as typed, with the reason it was not written. */
  private fail(id: string, reason: string) {
    const pending = this.pending.get(id);
    if (pending) pending.failed = true;
    this.form.field(id)?.local.replaceChildren(messageElement('error', reason));
    this.form.onRefusalsChanged();
  }

  /** Once a field has nothing unconfirmed, it shows the model again. */
  private settle(id: string) {
    const pending = this.pending.get(id);
    if (!pending || pending.unsent || pending.inflight || pending.failed) return;
    this.pending.delete(id);
    this.refresh(id);
  }

  /** Escape: forget input that was not written. */
  private discard(id: string) {
    const pending = this.pending.get(id);
    clearTimeout(pending?.timer);
    this.pending.delete(id);
    this.form.field(id)?.local.replaceChildren();
    this.refresh(id);
    if (pending?.failed) this.form.onRefusalsChanged();
  }

  private modelValue(field: FieldView): unknown {
    return fieldValue(field.node, this.form.model());
  }
}
