/** The people a dataset's manifest (`finbench.dataset.json`) names, for suggesting reviewers and history names. */

export type Role = 'author' | 'reviewer' | 'arbitrator' | 'coordinator';

export interface Person {
  name: string;
  role: Role;
}

const ROLES: readonly string[] = ['author', 'reviewer', 'arbitrator', 'coordinator'];

/** The well-formed entries of a manifest's `people`, in its order, each name once (its first role); [] for anything else. */
export function manifestPeople(manifest: unknown): Person[] {
  const people = (manifest as { people?: unknown } | null)?.people;
  if (!Array.isArray(people)) return [];
  const seen = new Set<string>();
  return people.flatMap((p: unknown) => {
    const { name, role } = (p ?? {}) as { name?: unknown; role?: unknown };
    if (typeof name !== 'string' || !name.trim() || typeof role !== 'string' || !ROLES.includes(role) || seen.has(name.trim())) return [];
    seen.add(name.trim());
    return [{ name: name.trim(), role: role as Role }];
  });
}

/** People with `role` first, then the rest: whom to suggest for a job. */
export function suggestedFor(people: Person[], role: Role): Person[] {
  return [...people.filter((p) => p.role === role), ...people.filter((p) => p.role !== role)];
}
