/** Finance ambiguity linter. */
export { lintQuestion, lintItem, detectLanguage, isSuppressed, type LintFinding, type LintOptions } from './engine';
export { rules, type LintRule } from './rules';
export type { LintCategory } from './ruleCatalog';
