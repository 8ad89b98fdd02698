// The seed's shape and its one deterministic random sequence: every part draws from it in file order.

export interface SeedRecord {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  /** To-one relationships: the target's type and id (null = none). */
  relationships: Record<string, { type: string; id: string } | null>;
  /** Contributors of a private record: only their tokens see it. Undefined = public. */
  visibleTo?: string[];
  /** Users who administer the record (view-only links are theirs to see). */
  admins?: string[];
}

/** Sandbox personal access tokens and the user each belongs to. */
export const RESEARCH_SANDBOX_TOKENS: Record<string, string> = {
  'osf-sandbox-token-ada': 'ad4l0',
  'osf-sandbox-token-grace': 'gr4c3',
};

export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
export const random = seeded(20240611);
export const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
export const guid = () => Array.from({ length: 5 }, () => pick([...'abcdefghjkmnpqrstuvwxyz23456789'])).join('');
export const objectId = () => Array.from({ length: 24 }, () => pick([...'0123456789abcdef'])).join('');
export const day = (offset: number) => new Date(Date.UTC(2021, 0, 4) + offset * 86_400_000).toISOString();
