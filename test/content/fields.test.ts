// Both Content operations answer from the sandbox, through real HTTP, with every Domain field typed and filled.
import { seedDomains } from '../../sandbox/content/index.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['content'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('content').recorder.reset());

const seed = seedDomains();
const current = seed.filter((domain) => !domain.archived);
const iso = (ms: number | undefined) => new Date(ms!).toISOString();

const DOMAIN = `
  id: upstreamId domain label createdAt updatedAt createdById updatedById authorAt portalId brandId siteId teamIds
  derivedBrandName fullCategoryKey cosObjectType cosObjectTypeRaw setUpLanguage publicSuffix
  apexDomain apexIpAddresses apexResolutionStatus apexResolutionStatusRaw secondaryToDomain redirectTo
  expectedCname actualCname actualIp isDnsCorrect isResolving isResolvingIgnoringManuallyMarkedAsResolving
  isResolvingInternalProperty isManuallyMarkedAsResolving consecutiveNonResolvingCount
  isHttpsEnabled isHttpsOnly sslCname sslRequestId certificateId cdnPurgeEmbargoTime
  cdnConfig {
    id: upstreamId domainId portalId cdnId cdnGroupId cname cnameTarget alternateOriginHostname certId certExpirationDate
    httpBody httpUrlPath minimumTlsVersion sslStatus validationMethod createdAt updatedAt
  }
  isUsedForAnyContentType isUsedForBlogPost isUsedForEmail isUsedForKnowledge isUsedForLandingPage isUsedForSitePage
  isAnyPrimary isPrimaryBlog isPrimaryBlogPost isPrimaryEmail isPrimaryKnowledge isPrimaryLandingPage
  isPrimarySitePage isPrimaryLegacyPage isPrimaryClickTracking
  deletable isInternalDomain isStagingDomain isLegacy isLegacyDomain isSetupComplete setupTaskId
  setupInfo { supportsSslExternally whoIsEmailAddresses }`;

function holes(value: unknown, at = '$'): string[] {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => holes(item, `${at}[${index}]`));
  if (typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => holes(item, `${at}.${key}`));
  return [];
}

test('a domain by id: every field, typed (int64 ids as strings, epoch timestamps as DateTime)', async () => {
  const source = seed[6]!;
  const result = await harness.query<{ content: { domain: Record<string, unknown> } }>(
    `query ($id: ID!) { content { domain(domainId: $id) { ${DOMAIN} } } }`,
    { id: source.id },
  );
  expect(result.errors).toBeUndefined();
  const domain = result.data!.content.domain;
  expect(holes(domain)).toEqual([]);
  expect(domain).toMatchObject({
    id: source.id,
    domain: source.domain,
    createdAt: source.createdAt,
    updatedAt: source.updatedAt,
    authorAt: iso(source.authorAt),
    cdnPurgeEmbargoTime: iso(source.cdnPurgeEmbargoTime),
    portalId: 99558489,
    brandId: String(source.brandId),
    siteId: String(source.siteId),
    teamIds: source.teamIds!.map(String),
    cosObjectType: 'DOMAIN',
    apexResolutionStatus: source.apexResolutionStatus,
    apexIpAddresses: source.apexIpAddresses,
    expectedCname: source.expectedCname,
    redirectTo: source.redirectTo,
    isHttpsEnabled: true,
    isHttpsOnly: true,
    isUsedForBlogPost: true,
    isPrimaryBlogPost: true,
    isUsedForLandingPage: false,
    setupTaskId: String(source.setupTaskId),
    setupInfo: source.setupInfo,
    cdnConfig: {
      id: String(source.domainCdnConfig!.id),
      domainId: source.id,
      certExpirationDate: iso(source.domainCdnConfig!.certExpirationDate),
      minimumTlsVersion: '1.2',
      sslStatus: source.domainCdnConfig!.sslStatus,
      createdAt: iso(source.domainCdnConfig!.created),
    },
  });
  expect(harness.sandbox.service('content').recorder.counts()).toEqual({ [`GET /cms/v3/domains/${source.id}`]: 1 });
});

test('the spec-schema names are read when the example names are missing', async () => {
  // The schema says `created`, `isSslEnabled`, `primaryBlogPost`, `correctCname`; the examples and the live API say
  // `createdAt`, `isHttpsEnabled`, `isPrimaryBlogPost`, `expectedCname`. A body with only the former still answers.
  const source = seed[1]!;
  harness.sandbox.service('content').faults.inject(
    {
      kind: 'status',
      status: 200,
      body: {
        id: Number(source.id),
        domain: source.domain,
        created: source.created,
        updated: source.updated,
        isSslEnabled: true,
        isSslOnly: false,
        primaryBlogPost: true,
        manuallyMarkedAsResolving: false,
        correctCname: 'cname.example',
      },
    },
    { path: `/cms/v3/domains/${source.id}`, times: 1 },
  );
  const result = await harness.query(
    `{ content { domain(domainId: "${source.id}") { id: upstreamId createdAt updatedAt isHttpsEnabled isHttpsOnly isPrimaryBlogPost isManuallyMarkedAsResolving expectedCname } } }`,
  );
  expect(result).toEqual({
    data: {
      content: {
        domain: {
          id: source.id,
          createdAt: iso(source.created),
          updatedAt: iso(source.updated),
          isHttpsEnabled: true,
          isHttpsOnly: false,
          isPrimaryBlogPost: true,
          isManuallyMarkedAsResolving: false,
          expectedCname: 'cname.example',
        },
      },
    },
  });
  harness.sandbox.service('content').faults.clear();
});

test('an unknown domain is null, not an error; an archived one is found with archived: true', async () => {
  const archived = seed.find((domain) => domain.archived)!;
  const result = await harness.query(`{ content {
    missing: domain(domainId: "1") { id: upstreamId }
    notCurrent: domain(domainId: "${archived.id}") { id: upstreamId }
    archived: domain(domainId: "${archived.id}", archived: true) { id: upstreamId domain }
  } }`);
  expect(result).toEqual({
    data: { content: { missing: null, notCurrent: null, archived: { id: archived.id, domain: archived.domain } } },
  });
});

test('the current domains: totalCount, order, an unknown object type surviving as UNKNOWN', async () => {
  const result = await harness.query<{
    content: { domains: { totalCount: number; edges: Array<{ node: Record<string, string> }> } };
  }>(
    '{ content { domains(first: 100) { totalCount edges { node { id: upstreamId domain cosObjectType cosObjectTypeRaw } } } } }',
  );
  expect(result.errors).toBeUndefined();
  const { totalCount, edges } = result.data!.content.domains;
  expect(totalCount).toBe(current.length);
  expect(edges.map((edge) => edge.node.id)).toEqual(current.map((domain) => domain.id));
  expect(edges.find((edge) => edge.node.cosObjectTypeRaw === 'DOMAIN_ALIAS')!.node.cosObjectType).toBe('UNKNOWN');
  expect(harness.sandbox.service('content').recorder.matching('GET', '/cms/v3/domains/')[0]?.query).toMatchObject({
    limit: '100',
  });
});

test('the created/updated filters go upstream as epoch milliseconds and filter the list', async () => {
  const createdAfter = seed[4]!.created!;
  const createdBefore = seed[20]!.created!;
  const updatedAfter = seed[10]!.updated!;
  const result = await harness.query<{
    content: { domains: { totalCount: number; edges: Array<{ node: { id: string } }> } };
  }>(
    `query ($createdAfter: DateTime, $createdBefore: DateTime, $updatedAfter: DateTime) { content {
      domains(first: 50, createdAfter: $createdAfter, createdBefore: $createdBefore, updatedAfter: $updatedAfter, sort: "-createdAt") {
        totalCount edges { node { id: upstreamId } }
      }
    } }`,
    { createdAfter: iso(createdAfter), createdBefore: iso(createdBefore), updatedAfter: iso(updatedAfter) },
  );
  expect(result.errors).toBeUndefined();
  const expected = current
    .filter((d) => d.created! > createdAfter && d.created! < createdBefore && d.updated! > updatedAfter)
    .sort((a, b) => b.created! - a.created!)
    .map((d) => d.id);
  expect(expected.length).toBeGreaterThan(2);
  expect(result.data!.content.domains.edges.map((edge) => edge.node.id)).toEqual(expected);
  expect(result.data!.content.domains.totalCount).toBe(expected.length);
  const [request] = harness.sandbox.service('content').recorder.matching('GET', '/cms/v3/domains/');
  expect(request?.query).toMatchObject({
    createdAfter: String(createdAfter),
    createdBefore: String(createdBefore),
    updatedAfter: String(updatedAfter),
    sort: '-createdAt',
  });
});

test('exact-instant filters and archived', async () => {
  const target = current[3]!;
  const result = await harness.query<{ content: Record<string, { edges: Array<{ node: { id: string } }> }> }>(
    `{ content {
      created: domains(createdAt: "${iso(target.created)}") { edges { node { id: upstreamId } } }
      updated: domains(updatedAt: "${iso(target.updated)}", updatedBefore: "${iso(target.updated! + 1)}") { edges { node { id: upstreamId } } }
      archived: domains(first: 10, archived: true) { edges { node { id: upstreamId } } }
    } }`,
  );
  expect(result.errors).toBeUndefined();
  expect(result.data!.content.created!.edges.map((edge) => edge.node.id)).toEqual([target.id]);
  expect(result.data!.content.updated!.edges.map((edge) => edge.node.id)).toContain(target.id);
  expect(result.data!.content.archived!.edges.map((edge) => edge.node.id)).toEqual(
    seed.filter((domain) => domain.archived).map((domain) => domain.id),
  );
});
