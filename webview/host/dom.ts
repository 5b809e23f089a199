/** Tiny DOM helpers: the webviews build their markup from code, never from HTML strings. */

type Props = Record<string, unknown> & { className?: string; dataset?: Record<string, string>; attrs?: Record<string, string> };

/** Creates an element, assigns properties (attributes through `attrs`, data-* through `dataset`) and appends children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props?: Props, ...children: (Node | string | false | undefined)[]): HTMLElementTagNameMap[K];
export function h(tag: string, props?: Props, ...children: (Node | string | false | undefined)[]): HTMLElement;
export function h(tag: string, props: Props = {}, ...children: (Node | string | false | undefined)[]): HTMLElement {
  const el = document.createElement(tag);
  const { dataset, attrs, ...rest } = props;
  Object.assign(el, rest);
  for (const [key, value] of Object.entries(dataset ?? {})) el.dataset[key] = value;
  for (const [key, value] of Object.entries(attrs ?? {})) el.setAttribute(key, value);
  for (const child of children) if (child !== false && child !== undefined) el.append(child);
  return el;
}

/** A DOM id for any stable key (JSON pointers hold '/', '~' and any character). */
export function domId(key: string): string {
  return `f${[...key].map((c) => (/[A-Za-z0-9-]/.test(c) ? c : `_${c.codePointAt(0)!.toString(16)}_`)).join('')}`;
}
