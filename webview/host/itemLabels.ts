/** An item's market and language as the UI names them (a code the format does not know stays as it is). */
import * as l10n from '@vscode/l10n';
import { labelOf, languageLabels, marketLabels } from '../../src/core/item/labels';

export const marketLabel = (market: string): string => labelOf(marketLabels, market, l10n.t);

export const languageLabel = (language: string): string => labelOf(languageLabels, language, l10n.t);
