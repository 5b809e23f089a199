import type { Language } from '../../core/item/types';
import { UsageError } from '../command';

/** Reads a --lang value: en, zh or absent. */
export function languageOption(value: string | undefined): Language | undefined {
  if (value === undefined || value === 'en' || value === 'zh') return value;
  throw new UsageError(`--lang must be en or zh, not '${value}'`);
}

/**
 * The arguments with each named free-text option joined to the argument after it ("--answer", "-3.2%" →
 * "--answer=-3.2%"), so a value that starts with '-' (a negative answer) is taken as the value, not refused as
 * an option; an option name after it ("--answer --json") is left for parseArgs to report as a missing value.
 */
export function withFreeTextValues(args: string[], names: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--') return [...out, ...args.slice(i)];
    const next = args[i + 1];
    const joins = args[i].startsWith('--') && names.includes(args[i].slice(2)) && next !== undefined && !/^--[A-Za-z]/.test(next);
    out.push(joins ? `${args[i]}=${args[++i]}` : args[i]);
  }
  return out;
}

/** The one value of an option that may be given once (parsed as multiple, so a second one is refused, not silently kept). */
export function onlyValue(values: string[] | undefined, option: string): string | undefined {
  if (values && values.length > 1) throw new UsageError(`${option} is given ${values.length} times; give it once`);
  return values?.[0];
}
