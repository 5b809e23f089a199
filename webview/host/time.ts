/** Timestamps as a person reads them: in their own time zone, in the UI language. */
import { languageTag } from '../../src/core/languageId';
import { uiLanguage } from './uiLanguage';

/** "Aug 18, 2025, 9:00 AM" / "2025年8月18日 09:00" for an ISO timestamp; anything else is shown as written. */
export function localTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(languageTag(uiLanguage()), { dateStyle: 'medium', timeStyle: 'short' });
}
