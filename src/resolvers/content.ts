// Query.content fields: both operations of the HubSpot CMS domains API. The list is a Relay connection whose cursor
// carries HubSpot's own `after` token.
import { z } from 'zod';
import type { DomainDto, DomainFilters } from '../datasources/content.js';
import { builder } from '../schema/builder.js';
import { ContentQuery, Domain, DomainConnection } from '../schema/content.js';
import { paginate } from '../schema/pagination.js';
import { expectList } from '../http/boundary.js';

/** Items per upstream call; the spec states no maximum, so the gateway keeps to HubSpot's usual 100. */
/** HubSpot domain ids are numeric. */
export const domainIdArg = z.string().regex(/^\d{1,19}$/, 'must be a numeric domain id');
export const CONTENT_PAGE_LIMITS = { defaultSize: 10, maxSize: 100 };

const rangeCheck = (from: 'createdAfter' | 'updatedAfter', to: 'createdBefore' | 'updatedBefore') =>
  z.looseObject({ [from]: z.date().nullish(), [to]: z.date().nullish() }).refine(
    (args) => {
      const start = args[from] as Date | null | undefined;
      const end = args[to] as Date | null | undefined;
      return !start || !end || start.getTime() < end.getTime();
    },
    { message: `must be before "${to}"`, path: [from] },
  );

/** Most property names a `sort` or `properties` list may hold (the Domain type has fewer properties). */
const MAX_LIST_ARGS = 30;

const epochMs = (date: Date | null | undefined) => (date ? date.getTime() : undefined);

builder.objectFields(ContentQuery, (t) => {
  const date = (description: string) => t.arg({ type: 'DateTime', description });
  return {
    domains: t.connection(
      {
        type: Domain,
        description:
          'The current domains, filtered by creation or update date. ' +
          `Pages with first/after (at most ${CONTENT_PAGE_LIMITS.maxSize} per page).`,
        args: {
          createdAt: date('Only domains created at this instant.'),
          createdAfter: date('Only domains created after this instant.'),
          createdBefore: date('Only domains created before this instant.'),
          updatedAt: date('Only domains updated at this instant.'),
          updatedAfter: date('Only domains updated after this instant.'),
          updatedBefore: date('Only domains updated before this instant.'),
          archived: t.arg.boolean({ description: 'Only archived domains.' }),
          sort: t.arg.stringList({
            description:
              'Properties to sort by, in order, e.g. `["domain", "-createdAt"]` ("-" for descending). ' +
              'A single string is accepted as a list of one.',
            validate: z
              .array(z.string().regex(/^-?[A-Za-z]{1,64}$/, 'must be a property name, optionally prefixed by "-"'))
              .max(MAX_LIST_ARGS, `must hold at most ${MAX_LIST_ARGS} properties`),
          }),
          properties: t.arg.stringList({
            description: 'Only these properties of each domain (HubSpot `properties`); the id always comes back.',
            validate: z
              .array(z.string().regex(/^[A-Za-z]{1,64}$/, 'must be a property name'))
              .max(MAX_LIST_ARGS, `must hold at most ${MAX_LIST_ARGS} properties`),
          }),
          beforeToken: t.arg.string({
            description:
              "HubSpot's own `before` paging token, sent as the spec's `before` parameter (the connection's " +
              '`before` is a gateway cursor, and backward paging over it is not supported).',
            validate: z.string().regex(/^[A-Za-z0-9_=-]{1,512}$/, 'must be a HubSpot paging token'),
          }),
        },
        validate: z.intersection(
          rangeCheck('createdAfter', 'createdBefore'),
          rangeCheck('updatedAfter', 'updatedBefore'),
        ),
        resolve: (_root, args, { dataSources }) => {
          const filters: DomainFilters = {
            createdAt: epochMs(args.createdAt),
            createdAfter: epochMs(args.createdAfter),
            createdBefore: epochMs(args.createdBefore),
            updatedAt: epochMs(args.updatedAt),
            updatedAfter: epochMs(args.updatedAfter),
            updatedBefore: epochMs(args.updatedBefore),
            archived: args.archived ?? undefined,
            sort: args.sort ?? undefined,
            properties: args.properties ?? undefined,
            before: args.beforeToken ?? undefined,
          };
          return paginate(args, CONTENT_PAGE_LIMITS, async (after, limit) => {
            const page = await dataSources.content.listDomains(filters, after, limit);
            return {
              items: expectList<DomainDto>('content', page.results, 'results'),
              totalCount: page.total ?? null,
              next: page.paging?.next?.after,
            };
          });
        },
      },
      DomainConnection,
    ),
    domain: t.field({
      type: Domain,
      description: 'One domain by id; null if there is none.',
      args: {
        domainId: t.arg.id({
          required: true,
          validate: domainIdArg,
        }),
        archived: t.arg.boolean({ description: 'Look among archived domains.' }),
      },
      resolve: (_root, args, { dataSources }) => dataSources.content.getDomain(String(args.domainId), args.archived),
    }),
  };
});
