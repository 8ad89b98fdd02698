// Preprints, providers, users and institutions, with their related lists.
import * as seed from '../data.js';
import { contributorRecord } from '../jsonapi.js';
import type { Params, ResearchRoutes } from './kit.js';

export function registerPeople({ byId, list }: ResearchRoutes): void {
  // Preprints, providers, users, institutions, collections.
  const preprintContributors = (p: Params, onlyAuthors: boolean) => {
    const preprint = byId(seed.preprints, p.id!);
    return preprint
      ? seed
          .preprintContributors(preprint)
          .filter((c) => !onlyAuthors || c.bibliographic)
          .map((c) => contributorRecord({ ...c, node: preprint.id }, 'preprints'))
      : [];
  };
  list(
    '/preprints/:id/contributors/',
    (p) => preprintContributors(p, false),
    (p) => byId(seed.preprints, p.id!),
  );
  list(
    '/preprints/:id/bibliographic_contributors/',
    (p) => preprintContributors(p, true),
    (p) => byId(seed.preprints, p.id!),
  );
  const provider = (p: Params) => byId(seed.providers, p.id!);
  list(
    '/preprint_providers/:id/preprints/',
    (p) => seed.preprints.filter((r) => r.relationships.provider?.id === p.id),
    provider,
  );
  list('/preprint_providers/:id/taxonomies/', (p) => seed.providerTaxonomies(p.id!), provider);
  list('/preprint_providers/:id/licenses/', () => seed.licenses, provider);
  const user = (p: Params) => byId(seed.users, p.id!);
  const nodesOf = (userId: string) =>
    new Set(seed.contributorships.filter((c) => c.user === userId).map((c) => c.node));
  list('/users/:id/nodes/', (p) => seed.nodes.filter((n) => nodesOf(p.id!).has(n.id)), user);
  list(
    '/users/:id/preprints/',
    (p) => seed.preprints.filter((r) => seed.preprintContributors(r).some((c) => c.user === p.id)),
    user,
  );
  list(
    '/users/:id/registrations/',
    (p) => seed.registrations.filter((r) => nodesOf(p.id!).has(r.relationships.registered_from?.id ?? '')),
    user,
  );
  list(
    '/users/:id/institutions/',
    (p) => {
      const index = seed.users.findIndex((u) => u.id === p.id);
      return index < 0 ? [] : [byId(seed.institutions, seed.userInstitution(index))!];
    },
    user,
  );
  const institution = (p: Params) => byId(seed.institutions, p.id!);
  list(
    '/institutions/:id/users/',
    (p) => seed.users.filter((_u, index) => seed.userInstitution(index) === p.id),
    institution,
  );
  list(
    '/institutions/:id/nodes/',
    (p) => seed.nodes.filter((n) => seed.nodeInstitutions(n.id).includes(p.id!)),
    institution,
  );
  list(
    '/institutions/:id/registrations/',
    (p) =>
      seed.registrations.filter((r) =>
        seed.nodeInstitutions(r.relationships.registered_from?.id ?? '').includes(p.id!),
      ),
    institution,
  );
}
