// Sandbox of the HubSpot CMS domains API v3 (spec J): the two GET routes, `after`/`limit` paging with
// `paging.next.after`, the created/updated filters, the API key as a query parameter, HubSpot's error bodies.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Domain as DomainDto, DomainCdnConfig } from '@gateway/upstream-types/overlays/content';
import type { SandboxDefinition } from '../framework.js';

export const CONTENT_DEMO_KEY = 'sandbox-content-key';
const PORTAL_ID = 99558489;

class HubSpotError extends Error {
  constructor(
    readonly status: number,
    readonly category: string,
    message: string,
  ) {
    super(message);
  }
}

const DAY = 86_400_000;
const START = Date.UTC(2024, 0, 8, 14, 30, 0);
const SITES = ['acme-outdoor.com', 'lumen-lighting.io', 'casa-aurora.com.br', 'northwind.example', 'verde-casa.com'];
const HOSTS = ['www', 'blog', 'info', 'help', 'go'];

export interface StoredDomain extends DomainDto {
  /** Sandbox bookkeeping, not sent. */
  archived: boolean;
}

/** The sandbox's domains, oldest first; every ninth one is archived. */
export function seedDomains(): StoredDomain[] {
  const domains: StoredDomain[] = [];
  for (let index = 0; index < 27; index += 1) {
    const site = SITES[index % SITES.length]!;
    const host = HOSTS[Math.floor(index / SITES.length) % HOSTS.length]!;
    const name = index === 26 ? `${PORTAL_ID}.hs-sites.com` : `${host}.${site}`;
    const created = START + index * DAY + index * 1234;
    const updated = created + (index % 6) * 7 * DAY;
    const id = 3_210_329_704 + index * 1_000_003;
    const blog = host === 'blog';
    const landing = host === 'info' || host === 'go';
    const knowledge = host === 'help';
    const site_ = host === 'www';
    const cname = `${PORTAL_ID}.group${30 + (index % 9)}.sites.hubspot.net`;
    domains.push({
      archived: index % 9 === 8,
      id: String(id),
      domain: name,
      label: `${site} (${host})`,
      created,
      updated,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
      createdById: 9_100_000 + (index % 4),
      updatedById: 9_100_000 + ((index + 1) % 4),
      authorAt: created + DAY,
      portalId: PORTAL_ID,
      brandId: 40_000_000_000 + (index % SITES.length),
      siteId: 5_000_000_000 + index,
      teamIds: index % 3 === 0 ? [12_000_000_001, 12_000_000_002] : [],
      derivedBrandName: site.split('.')[0],
      fullCategoryKey: `DOMAIN:${id}`,
      // One value this gateway does not know (nor does the spec's enum), to show it survives as UNKNOWN.
      cosObjectType: index === 13 ? ('DOMAIN_ALIAS' as DomainDto['cosObjectType']) : 'DOMAIN',
      setUpLanguage: index % 4 === 0 ? 'pt-br' : 'en',
      publicSuffix: site.split('.').slice(1).join('.'),
      apexDomain: site,
      apexIpAddresses: ['199.60.103.30', '199.60.103.130'],
      apexResolutionStatus: (['ALREADY_RESOLVING', 'SUGGEST_RESOLVING', 'INELIGIBLE', 'ERROR'] as const)[index % 4],
      secondaryToDomain: index % 7 === 6 ? `www.${site}` : '',
      redirectTo: index % 7 === 6 ? `https://www.${site}` : '',
      expectedCname: cname,
      correctCname: cname,
      actualCname: index % 5 === 4 ? 'legacy.example-host.net' : cname,
      actualIp: `199.60.103.${30 + index}`,
      isDnsCorrect: index % 5 !== 4,
      isResolving: index % 5 !== 4,
      isResolvingIgnoringManuallyMarkedAsResolving: index % 5 !== 4,
      isResolvingInternalProperty: index % 5 !== 4,
      isManuallyMarkedAsResolving: false,
      manuallyMarkedAsResolving: false,
      consecutiveNonResolvingCount: index % 5 === 4 ? 3 : 0,
      isHttpsEnabled: true,
      isSslEnabled: true,
      isHttpsOnly: index % 2 === 0,
      isSslOnly: index % 2 === 0,
      sslCname: `${PORTAL_ID}.sslcname.hubspot.net`,
      sslRequestId: 700_000_000 + index,
      certificateId: 800_000_000 + index,
      cdnPurgeEmbargoTime: created + 2 * DAY,
      domainCdnConfig: {
        id: 600_000_000 + index,
        domainId: id,
        portalId: PORTAL_ID,
        cdnId: `cdn-${index}`,
        cdnGroupId: `group${30 + (index % 9)}`,
        cname,
        cnameTarget: `${PORTAL_ID}.group${30 + (index % 9)}.sites.hscoscdn40.net`,
        alternateOriginHostname: index % 2 === 0 ? `origin.${site}` : '',
        certId: 800_000_000 + index,
        certExpirationDate: created + 365 * DAY,
        httpBody: index % 3 === 0 ? `hs-validation-${id}` : '',
        httpUrlPath: '/.well-known/acme-challenge',
        minimumTlsVersion: '1.2',
        sslStatus: String(index % 12) as DomainCdnConfig['sslStatus'],
        validationMethod: String(index % 3) as DomainCdnConfig['validationMethod'],
        created,
        updated,
      },
      isUsedForAnyContentType: true,
      isUsedForBlogPost: blog,
      isUsedForEmail: landing,
      isUsedForKnowledge: knowledge,
      isUsedForLandingPage: landing,
      isUsedForSitePage: site_,
      isAnyPrimary: index < SITES.length * 2,
      primaryBlog: blog,
      isPrimaryBlogPost: blog,
      primaryBlogPost: blog,
      isPrimaryEmail: landing && index % 2 === 0,
      primaryEmail: landing && index % 2 === 0,
      isPrimaryKnowledge: knowledge,
      primaryKnowledge: knowledge,
      isPrimaryLandingPage: landing,
      primaryLandingPage: landing,
      isPrimarySitePage: site_,
      primarySitePage: site_,
      primaryLegacyPage: false,
      primaryClickTracking: index === 0,
      deletable: index !== 26,
      isInternalDomain: index === 26,
      isStagingDomain: false,
      isLegacy: false,
      isLegacyDomain: false,
      isSetupComplete: index % 5 !== 4,
      setupTaskId: 900_000_000 + index,
      setupInfo: { supportsSslExternally: index % 2 === 0, whoIsEmailAddresses: [`dns-admin@${site}`] },
    });
  }
  return domains;
}

type Query = Record<string, string | undefined>;
/** A repeated query parameter (`sort=a&sort=b`) arrives as an array. */
type ListQuery = Record<string, string | string[] | undefined>;
const listParam = (query: ListQuery, name: string): string[] => {
  const value = query[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

function epochParam(query: Query, name: string): number | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) throw new HubSpotError(400, 'VALIDATION_ERROR', `Invalid input: ${name} must be an int64`);
  return Number(raw);
}

/** HubSpot's `after` is opaque; here it encodes the position of the next item. */
const afterToken = (position: number) => Buffer.from(`pos:${position}`, 'utf8').toString('base64url');
function positionOf(after: string | undefined): number {
  if (after === undefined || after === '') return 0;
  const match = /^pos:(\d+)$/.exec(Buffer.from(after, 'base64url').toString('utf8'));
  if (!match) throw new HubSpotError(400, 'VALIDATION_ERROR', 'Invalid input: after is not a paging token');
  return Number(match[1]);
}

const SORTABLE: Record<string, (domain: DomainDto) => string | number> = {
  id: (domain) => Number(domain.id),
  domain: (domain) => domain.domain ?? '',
  createdAt: (domain) => domain.created ?? 0,
  updatedAt: (domain) => domain.updated ?? 0,
  isResolving: (domain) => (domain.isResolving ? 1 : 0),
};

function publicView({ archived: _archived, ...domain }: StoredDomain): DomainDto {
  return domain;
}

export const contentSandbox: SandboxDefinition = {
  key: 'content',
  basePath: '',
  demo: { secret: CONTENT_DEMO_KEY },
  register(app, { settings }) {
    const credential = settings.services.content.credential;
    const placement = credential.placement;
    const param = placement.in === 'query' ? placement.name : 'apikey';
    const accepted = credential.secret ?? CONTENT_DEMO_KEY;
    // A private app token travels as `Authorization: Bearer <token>` (CONTENT_API_KEY_IN=bearer).
    const keyOf = (request: FastifyRequest): string | undefined => {
      if (placement.in !== 'header') return (request.query as Query)[param];
      const value = request.headers[placement.name.toLowerCase()];
      return typeof value === 'string' ? value.replace(/^Bearer\s+/i, '') : undefined;
    };
    const domains = seedDomains();

    app.addHook('onRequest', async (request, reply) => {
      const key = keyOf(request);
      if (key === accepted) return;
      const message = key
        ? 'The API key provided is invalid. View or manage your API key here: https://app.hubspot.com/l/api-key/'
        : 'Authentication credentials not found. This API supports both API Key and OAuth 2.0 authentication.';
      await reply
        .code(401)
        .send({ status: 'error', message, correlationId: randomUUID(), category: 'INVALID_AUTHENTICATION' });
    });
    app.setErrorHandler(async (error, _request, reply) => {
      const known = error instanceof HubSpotError;
      await reply.code(known ? error.status : 500).send({
        status: 'error',
        message: known ? error.message : 'internal error',
        correlationId: randomUUID(),
        category: known ? error.category : 'INTERNAL_ERROR',
      });
    });

    // Unknown paths answer in HubSpot's error shape (the spec's Error schema), not the framework's.
    app.setNotFoundHandler(async (request, reply) => {
      await reply.code(404).send({
        status: 'error',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
        correlationId: randomUUID(),
        category: 'OBJECT_NOT_FOUND',
      });
    });

    app.get('/cms/v3/domains/', async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as Query;
      const limit = query.limit === undefined ? 10 : Number(query.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
        throw new HubSpotError(400, 'VALIDATION_ERROR', 'Invalid input: limit must be between 1 and 100');
      }
      const filters = {
        createdAt: epochParam(query, 'createdAt'),
        createdAfter: epochParam(query, 'createdAfter'),
        createdBefore: epochParam(query, 'createdBefore'),
        updatedAt: epochParam(query, 'updatedAt'),
        updatedAfter: epochParam(query, 'updatedAfter'),
        updatedBefore: epochParam(query, 'updatedBefore'),
      };
      const archived = query.archived === 'true';
      let matching = domains.filter((domain) => {
        const created = domain.created ?? 0;
        const updated = domain.updated ?? 0;
        return (
          domain.archived === archived &&
          (filters.createdAt === undefined || created === filters.createdAt) &&
          (filters.createdAfter === undefined || created > filters.createdAfter) &&
          (filters.createdBefore === undefined || created < filters.createdBefore) &&
          (filters.updatedAt === undefined || updated === filters.updatedAt) &&
          (filters.updatedAfter === undefined || updated > filters.updatedAfter) &&
          (filters.updatedBefore === undefined || updated < filters.updatedBefore)
        );
      });
      const sorts = listParam(request.query as ListQuery, 'sort').map((sort) => {
        const key = SORTABLE[sort.replace(/^-/, '')];
        if (!key) throw new HubSpotError(400, 'VALIDATION_ERROR', `Invalid input: cannot sort by ${sort}`);
        return { key, descending: sort.startsWith('-') };
      });
      if (sorts.length) {
        // The first sort decides; later ones break ties.
        matching = [...matching].sort((a, b) => {
          for (const { key, descending } of sorts) {
            const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
            if (order) return descending ? -order : order;
          }
          return 0;
        });
      }
      const properties = listParam(request.query as ListQuery, 'properties');
      const view = (domain: StoredDomain): Partial<DomainDto> => {
        const full = publicView(domain);
        if (!properties.length) return full;
        return Object.fromEntries(
          Object.entries(full).filter(([name]) => name === 'id' || properties.includes(name)),
        ) as Partial<DomainDto>;
      };
      // `before` reads the page that ends where the token points.
      const end = query.before ? positionOf(query.before) : undefined;
      const start = end === undefined ? positionOf(query.after) : Math.max(0, end - limit);
      const results = matching.slice(start, end === undefined ? start + limit : end).map(view);
      const next = start + limit;
      return reply.send({
        total: matching.length,
        results,
        ...(next < matching.length
          ? { paging: { next: { after: afterToken(next), link: `?after=${afterToken(next)}` } } }
          : {}),
      });
    });

    app.get('/cms/v3/domains/:domainId', async (request: FastifyRequest<{ Params: { domainId: string } }>, reply) => {
      const archived = (request.query as Query).archived === 'true';
      const found = domains.find((domain) => domain.id === request.params.domainId && domain.archived === archived);
      if (!found) {
        throw new HubSpotError(404, 'OBJECT_NOT_FOUND', `Could not find a domain with id ${request.params.domainId}`);
      }
      return reply.send(publicView(found));
    });
  },
};
