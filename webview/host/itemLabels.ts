/** An item's market and language as the UI names them (a code the format does not know stays as it is). */
import * as l10n from '@vscode/l10n';
import { languageLabels, marketLabels } from '../../src/core/item/labels';

const labelOf = (labels: Record<string, string>, code: string) => (Object.hasOwn(labels, code) ? l10n.t(labels[code]) : code);

export const marketLabel = (market: string): string => labelOf(marketLabels, market);

export const languageLabel = (language: string): string => labelOf(languageLabels, language);
