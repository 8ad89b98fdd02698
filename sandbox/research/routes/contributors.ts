// One contributor of a project, registration or preprint; view-only links; identifiers.
import * as seed from '../data.js';
import { serialize, visible, nodeOf } from '../jsonapi.js';
import type { ResearchRoutes } from './kit.js';

export function registerContributors({
  byId,
  allNodes,
  detail,
  list,
  single,
  contributorDetail,
}: ResearchRoutes): void {
  contributorDetail(
    '/nodes/:id/contributors/:userId/',
    (p) => byId(allNodes, p.id!),
    (r) => seed.contributorships.filter((c) => c.node === nodeOf(r)),
    'nodes',
  );
  contributorDetail(
    '/registrations/:id/contributors/:userId/',
    (p) => byId(seed.registrations, p.id!),
    (r) => seed.contributorships.filter((c) => c.node === nodeOf(r)),
    'registrations',
  );
  contributorDetail(
    '/preprints/:id/contributors/:userId/',
    (p) => byId(seed.preprints, p.id!),
    (r) => seed.preprintContributors(r),
    'preprints',
  );
  for (const prefix of ['nodes', 'registrations'] as const) {
    const records = prefix === 'nodes' ? allNodes : seed.registrations;
    single(`/${prefix}/:id/view_only_links/:linkId/`, (p, viewer, origin) => {
      const record = visible(byId(records, p.id!), viewer);
      const link = seed.viewOnlyLinks.find((v) => v.id === p.linkId && v.relationships.node?.id === nodeOf(record));
      return serialize(visible(link, viewer), origin);
    });
    list(
      `/${prefix}/:id/identifiers/`,
      (p) => seed.identifiers.filter((i) => i.relationships.referent?.id === p.id),
      (p) => byId(records, p.id!),
    );
  }
  detail('/view_only_links/:id/', (p) => byId(seed.viewOnlyLinks, p.id!));
  list(
    '/view_only_links/:id/nodes/',
    (p) => {
      const link = byId(seed.viewOnlyLinks, p.id!);
      return allNodes.filter((n) => n.id === link?.relationships.node?.id);
    },
    (p) => byId(seed.viewOnlyLinks, p.id!),
  );
}
