/** A problem found in an item file, located by a JSON pointer into the item. */
export interface Finding {
  /** RFC 6901 pointer; '' is the whole document. */
  pointer: string;
  message: string;
  severity: 'error' | 'warning';
  /** Stable id: `json.parse`, `schema.<keyword>`, `item.<check>` or `lint.<rule>`. */
  code: string;
}

export function compareFindings(a: Finding, b: Finding): number {
  if (a.severity !== b.severity) return a.severity === 'error' ? -1 : 1;
  return a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0;
}
