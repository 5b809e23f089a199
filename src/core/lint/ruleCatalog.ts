/**
 * The ambiguity rules' ids and categories, in the order the linter runs them. A module of its own so that views can
 * list rules and categories (the form, to silence one; the dashboard, to filter by one) without loading the rules,
 * which are most of the linter's code and its start-up cost.
 */
export type LintCategory =
  | 'fiscal-year' | 'period-vs-point' | 'gaap' | 'currency' | 'unit' | 'precision' | 'rate-type' | 'market-cap-method'
  | 'industry-standard' | 'adjusted-price' | 'pe-definition' | '24h-close' | 'crypto-venue' | 'futures-contract' | 'revision';

export const RULE_CATEGORIES = {
  'fiscal-year': 'fiscal-year',
  'company-fiscal-year': 'fiscal-year',
  'fiscal-year-naming': 'fiscal-year',
  'company-fiscal-period-missing': 'fiscal-year',
  'balance-at-point': 'period-vs-point',
  'period-flow': 'period-vs-point',
  'rate-over-year': 'period-vs-point',
  'share-count-basis': 'period-vs-point',
  'period-missing': 'period-vs-point',
  'gaap-basis': 'gaap',
  'eps-basis': 'gaap',
  'non-gaap-basis': 'gaap',
  'adjusted-measure': 'gaap',
  'comparable-sales': 'gaap',
  'statement-item-name': 'gaap',
  'currency': 'currency',
  'unit-scale': 'unit',
  'volume-unit': 'unit',
  'amount-or-percent': 'unit',
  'rate-change-unit': 'unit',
  'price-change-unit': 'unit',
  'turnover-unit': 'unit',
  'ratio-threshold-unit': 'unit',
  'share-count-threshold-unit': 'unit',
  'precision': 'precision',
  'rounding-without-unit': 'precision',
  'scale-rounding': 'precision',
  'rmb-rate-type': 'rate-type',
  'rmb-conversion': 'rate-type',
  'cross-currency-trade': 'rate-type',
  'reporting-currency': 'rate-type',
  'reporters-compared': 'rate-type',
  'loan-rate-type': 'rate-type',
  'rate-tenor': 'rate-type',
  'rate-setter': 'rate-type',
  'stock-or-flow': 'period-vs-point',
  'market-cap-method': 'market-cap-method',
  'dual-listing': 'market-cap-method',
  'dual-listing-premium': 'market-cap-method',
  'dual-listing-dividend-date': 'market-cap-method',
  'industry-standard': 'industry-standard',
  'concept-taxonomy': 'industry-standard',
  'adjusted-price': 'adjusted-price',
  'pe-definition': 'pe-definition',
  '24h-close': '24h-close',
  '24h-day-price': '24h-close',
  'crypto-venue': 'crypto-venue',
  'futures-main-contract': 'futures-contract',
  'futures-quote-notation': 'futures-contract',
  'revision': 'revision',
} as const satisfies Record<string, LintCategory>;

export type RuleId = keyof typeof RULE_CATEGORIES;

export const RULE_IDS = Object.keys(RULE_CATEGORIES) as RuleId[];

/** Every lint category, in the order of the rules. */
export const LINT_CATEGORIES: readonly LintCategory[] = [...new Set(Object.values(RULE_CATEGORIES))];

/** The lint category of a finding code `lint.<rule>`, or undefined for other findings. */
export function lintCategory(code: string): LintCategory | undefined {
  const rule = code.startsWith('lint.') ? code.slice(5) : undefined;
  return rule !== undefined && Object.hasOwn(RULE_CATEGORIES, rule) ? RULE_CATEGORIES[rule as RuleId] : undefined;
}
