// Citation styles and the citations of projects, preprints and registrations.
import * as seed from '../data.js';
import type { SeedRecord } from '../data.js';
import { JsonApiFailure, visible } from '../jsonapi.js';
import type { ResearchRoutes } from './kit.js';

export function registerCitations({ byId, allNodes, detail, list, single }: ResearchRoutes): void {
  const authorsOf = (recordId: string) =>
    seed.contributorships
      .filter((c) => c.node === recordId && c.bibliographic)
      .map((c) => byId(seed.users, c.user)!)
      .map((u) => `${String(u.attributes.family_name)}, ${String(u.attributes.given_name).charAt(0)}.`);
  const citationOf = (record: SeedRecord, authors: string[]) => ({
    id: record.id,
    type: 'citation',
    attributes: {
      title: record.attributes.title,
      author: authors.map((name) => ({ family: name.split(',')[0], given: name.split(', ')[1] })),
      publisher: 'OSF',
      type: record.type === 'preprints' ? 'article' : 'webpage',
      doi: record.attributes.doi ?? null,
    },
  });
  const styled = (record: SeedRecord, authors: string[], style: string) => {
    const known = byId(seed.citationStyles, style);
    if (!known) throw new JsonApiFailure(404, 'Not found.');
    return {
      id: style,
      type: 'styled-citations',
      attributes: { citation: seed.styledCitation(record, authors, style) },
    };
  };
  const preprintAuthors = (preprint: SeedRecord) =>
    seed.preprintContributors(preprint).map((c) => {
      const u = byId(seed.users, c.user)!;
      return `${String(u.attributes.family_name)}, ${String(u.attributes.given_name).charAt(0)}.`;
    });
  list('/citations/styles/', () => seed.citationStyles);
  detail('/citations/styles/:id/', (p) => byId(seed.citationStyles, p.id!));
  single('/nodes/:id/citation/', (p, viewer) => {
    const node = visible(byId(allNodes, p.id!), viewer);
    return citationOf(node, authorsOf(node.id));
  });
  single('/nodes/:id/citation/:style/', (p, viewer) => {
    const node = visible(byId(allNodes, p.id!), viewer);
    return styled(node, authorsOf(node.id), p.style!);
  });
  single('/preprints/:id/citation/', (p, viewer) => {
    const preprint = visible(byId(seed.preprints, p.id!), viewer);
    return citationOf(preprint, preprintAuthors(preprint));
  });
  single('/preprints/:id/citation/:style/', (p, viewer) => {
    const preprint = visible(byId(seed.preprints, p.id!), viewer);
    return styled(preprint, preprintAuthors(preprint), p.style!);
  });
  list(
    '/registrations/:id/citations/',
    () => seed.citationStyles,
    (p) => byId(seed.registrations, p.id!),
  );
  single('/registrations/:id/citations/:style/', (p, viewer) => {
    const registration = visible(byId(seed.registrations, p.id!), viewer);
    return styled(registration, authorsOf(registration.relationships.registered_from?.id ?? ''), p.style!);
  });
}
