/**
 * Text from files or settings (an author, a judge's model, a path) put in a quick pick label, where VS Code draws
 * `$(name)` as an icon: each `$(` is escaped as VS Code documents (`\$(`), so the text shows as written.
 */
export function literalLabel(text: string): string {
  return text.replace(/\$\(/g, '\\$(');
}
