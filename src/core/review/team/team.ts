/** Who reviews, from the dataset manifest: the reviewers with what each covers, and the review defaults. */
import type { Language, Market } from '../../item/types';
import { validateDataset } from '../../diagnose/validate';
import { samePerson } from '../history';
import { teamMessage } from './messages';

/** A person with at least one 'reviewer' entry; markets or languages absent = covers all. */
export interface Reviewer {
  name: string;
  markets?: Market[];
  languages?: Language[];
}

export interface Team {
  reviewers: Reviewer[];
  /** Every name in the manifest, whatever the role (authors, arbitrators…). */
  people: string[];
  reviewersPerItem: number;
  /** Days from today a packet is due, when --due is not given. */
  reviewDays: number;
}

export const DEFAULT_REVIEW_DAYS = 14;

interface PersonEntry {
  name: string;
  role: string;
  markets?: Market[];
  languages?: Language[];
}

interface Manifest {
  people?: PersonEntry[];
  defaults?: { reviewersPerItem?: number; reviewDays?: number };
}

/**
 * The team a manifest describes, or the sentences that say why it cannot be used: not a manifest, nobody who
 * reviews, or one person written two ways (entries under the very same name are one person with several roles).
 */
export function teamOf(data: unknown, file: string, lang: Language = 'en'): { team?: Team; problems: string[] } {
  const findings = validateDataset(data, lang);
  if (findings.length) return { problems: [teamMessage(lang, 'badManifest', { file, detail: findings.slice(0, 3).map((f) => `${f.pointer || '/'} ${f.message}`).join('; ') })] };
  const manifest = data as Manifest;
  const entries = manifest.people ?? [];
  const names: string[] = [];
  const problems: string[] = [];
  for (const { name } of entries) {
    const spelled = names.find((n) => n !== name && samePerson(n, name));
    if (spelled) problems.push(teamMessage(lang, 'twoSpellings', { file, first: spelled, second: name }));
    else if (!names.includes(name)) names.push(name);
  }
  const reviewers = names.flatMap((name) => {
    const own = entries.filter((e) => e.name === name && e.role === 'reviewer');
    return own.length ? [{ name, ...coverage(own, 'markets'), ...coverage(own, 'languages') }] : [];
  });
  if (!problems.length && !reviewers.length) problems.push(teamMessage(lang, 'nobodyReviews', { file }));
  if (problems.length) return { problems };
  return {
    team: { reviewers, people: names, reviewersPerItem: manifest.defaults?.reviewersPerItem ?? 1, reviewDays: manifest.defaults?.reviewDays ?? DEFAULT_REVIEW_DAYS },
    problems: [],
  };
}

/** What a person's reviewer entries cover together; one entry without the field covers everything. */
function coverage<K extends 'markets' | 'languages'>(entries: PersonEntry[], key: K): Partial<Pick<Reviewer, K>> {
  if (entries.some((e) => !e[key])) return {};
  return { [key]: [...new Set(entries.flatMap((e) => e[key] ?? []))] } as Partial<Pick<Reviewer, K>>;
}
