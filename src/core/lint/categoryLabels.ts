/** UI names of the lint categories, in English; they are also the keys of their translations (l10n/bundle.l10n.*.json). */
import type { LintCategory } from './ruleCatalog';

export const lintCategoryLabels: Record<LintCategory, string> = {
  'fiscal-year': 'Fiscal year',
  'period-vs-point': 'Period or point in time',
  gaap: 'GAAP or non-GAAP',
  currency: 'Currency',
  unit: 'Unit',
  precision: 'Precision',
  'rate-type': 'Rate type',
  'market-cap-method': 'Market cap method',
  'industry-standard': 'Industry classification',
  'adjusted-price': 'Adjusted price',
  'pe-definition': 'P/E definition',
  '24h-close': 'Close of a 24-hour market',
  'crypto-venue': 'Crypto exchange',
  'futures-contract': 'Futures contract',
  revision: 'Data revisions',
};
