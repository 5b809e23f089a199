/** The problems summary's line: how many errors and warnings the form shows at their fields, or that there are none. */
import * as l10n from '@vscode/l10n';
import { tCount } from '../host/count';

export interface SummaryCounts {
  /** `has-errors`, `has-warnings` or `clean` (the summary's look). */
  look: string;
  /** The icon beside the counts. */
  icon: 'error' | 'warning' | 'pass';
  text: string;
}

export function summaryCounts(errors: number, warnings: number): SummaryCounts {
  if (!errors && !warnings) return { look: 'clean', icon: 'pass', text: l10n.t('No problems found') };
  const text = l10n.t('{0}, {1} (shown at their fields)', tCount(errors, '{0} error', '{0} errors'), tCount(warnings, '{0} warning', '{0} warnings'));
  return errors ? { look: 'has-errors', icon: 'error', text } : { look: 'has-warnings', icon: 'warning', text };
}
