/** Finance ambiguity linter. */
export { lintQuestion, lintItem, detectLanguage, isSuppressed, type LintFinding, type LintOptions } from './engine';
export { rules, type LintRule, type LintCategory } from './rules';
