/** Language ids as settings and VS Code write them, read as the two languages FinBench Studio speaks. */
import type { Language } from './item/types';

/** The UI language an id names: `zh`, `zh-cn` (VS Code's own id), `zh-tw`…, `en`, `en-us`…; undefined for others and `auto`. */
export function languageOf(id: string): Language | undefined {
  const primary = id.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'zh' || primary === 'en' ? primary : undefined;
}

/** The BCP 47 tag of a language, as a page's `lang` and date formats take it: `zh-CN`, `en`. */
export function languageTag(language: Language): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}
