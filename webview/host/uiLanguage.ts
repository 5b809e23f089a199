/** The language the extension shows its texts in, as the host says in its answer to `ready` (English until then). */
import type { Language } from '../../src/core/item/types';
import { languageTag } from '../../src/core/languageId';

let current: Language = 'en';

/** The UI language (the `finbench.uiLanguage` setting, resolved by the host). */
export function uiLanguage(): Language {
  return current;
}

/** Records the UI language the host answered `ready` with, and says it in the page's `lang` (how screen readers and fonts read its texts). */
export function setUiLanguage(language: Language): void {
  current = language;
  document.documentElement.lang = languageTag(language);
}
