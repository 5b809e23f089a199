/** A text's `{0}`-style placeholders filled in with `args` (placeholders without an argument are left as they are). */
export function fill(text: string, ...args: (string | number | boolean)[]): string {
  return text.replace(/\{(\d+)\}/g, (whole, index: string) => (Number(index) < args.length ? String(args[Number(index)]) : whole));
}
