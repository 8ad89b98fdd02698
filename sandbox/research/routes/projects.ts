// Projects' and registrations' relationships.
import * as seed from '../data.js';
import type { SeedRecord } from '../data.js';
import { contributorRecord } from '../jsonapi.js';
import type { Params, ResearchRoutes } from './kit.js';

export function registerProjects({ byId, allNodes, list }: ResearchRoutes): void {
  // Relationships of projects and registrations.
  for (const [prefix, records] of [
    ['nodes', allNodes],
    ['registrations', seed.registrations],
  ] as const) {
    const parentOf = (p: Params) => byId(records as SeedRecord[], p.id!);
    const sourceNode = (p: Params) => {
      const record = parentOf(p);
      return prefix === 'nodes' ? record?.id : record?.relationships.registered_from?.id;
    };
    list(
      `/${prefix}/:id/children/`,
      (p) => (records as SeedRecord[]).filter((r) => r.relationships.parent?.id === p.id),
      parentOf,
    );
    list(
      `/${prefix}/:id/contributors/`,
      (p) =>
        seed.contributorships
          .filter((c) => c.node === sourceNode(p))
          .map((c) => contributorRecord({ ...c, node: p.id! }, prefix)),
      parentOf,
    );
    list(
      `/${prefix}/:id/files/`,
      (p) => [
        {
          type: 'files',
          id: `${p.id!}:osfstorage`,
          attributes: {
            name: 'osfstorage',
            kind: 'folder',
            path: '/',
            materialized_path: '/',
            provider: 'osfstorage',
            size: null,
            current_version: null,
            extra: {},
            tags: [],
          },
          relationships: {},
        },
      ],
      parentOf,
    );
    list(
      `/${prefix}/:id/forks/`,
      // A registration lists its project's forks and its own (forked by a write).
      (p) =>
        seed.forks.filter(
          (f) => f.relationships.forked_from?.id === sourceNode(p) || f.relationships.forked_from?.id === p.id,
        ),
      parentOf,
    );
    list(
      `/${prefix}/:id/linked_nodes/`,
      (p) => seed.nodeLinks.filter((l) => l.from === sourceNode(p)).map((l) => byId(seed.nodes, l.to)!),
      parentOf,
    );
    list(
      `/${prefix}/:id/institutions/`,
      (p) => seed.nodeInstitutions(sourceNode(p) ?? '').map((id) => byId(seed.institutions, id)!),
      parentOf,
    );
    list(
      `/${prefix}/:id/logs/`,
      (p) => seed.logs.filter((l) => l.relationships.node?.id === sourceNode(p)).reverse(),
      parentOf,
    );
    list(
      `/${prefix}/:id/comments/`,
      (p) => seed.comments.filter((c) => c.relationships.node?.id === sourceNode(p)),
      parentOf,
    );
    list(
      `/${prefix}/:id/wikis/`,
      (p) => seed.wikis.filter((w) => w.relationships.node?.id === sourceNode(p)),
      parentOf,
    );
    list(
      `/${prefix}/:id/view_only_links/`,
      (p) => seed.viewOnlyLinks.filter((v) => v.relationships.node?.id === sourceNode(p)),
      parentOf,
    );
  }
  list(
    '/nodes/:id/preprints/',
    (p) => seed.preprints.filter((r) => r.relationships.node?.id === p.id),
    (p) => byId(allNodes, p.id!),
  );
  list(
    '/nodes/:id/registrations/',
    (p) => seed.registrations.filter((r) => r.relationships.registered_from?.id === p.id),
    (p) => byId(allNodes, p.id!),
  );
}
