import type { Language } from '../../core/item/types';
import { UsageError } from '../command';

/** Reads a --lang value: en, zh or absent. */
export function languageOption(value: string | undefined): Language | undefined {
  if (value === undefined || value === 'en' || value === 'zh') return value;
  throw new UsageError(`--lang must be en or zh, not '${value}'`);
}
