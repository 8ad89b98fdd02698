// HubSpot CMS domains v3 (spec J): the current domains, paged with `after`/`limit` (`paging.next.after`), and a
// domain by id. The API key travels as a query parameter, so no URL of this service is ever logged (RestDataSource
// logs the path only) and errors carry codes, never the request.
import { path } from './paths.js';
import { RestDataSource } from './rest.js';

export interface DomainCdnConfigDto {
  alternateOriginHostname?: string;
  cdnGroupId?: string;
  cdnId?: string;
  certExpirationDate?: number;
  certId?: number;
  cname?: string;
  cnameTarget?: string;
  created?: number;
  domainId?: number;
  httpBody?: string;
  httpUrlPath?: string;
  id?: number;
  minimumTlsVersion?: string;
  portalId?: number;
  sslStatus?: string;
  updated?: number;
  validationMethod?: string;
}

export interface DomainSetupInfoDto {
  supportsSslExternally?: boolean;
  whoIsEmailAddresses?: string[];
}

/**
 * The spec's `Domain` schema, plus the fields its examples show (and the live API sends): `createdAt`/`updatedAt`
 * as ISO strings, `isHttpsEnabled`, `isPrimary*`, `expectedCname`, `redirectTo`.
 */
export interface DomainDto {
  id: number | string;
  domain?: string;
  actualCname?: string;
  actualIp?: string;
  apexDomain?: string;
  apexIpAddresses?: string[];
  apexResolutionStatus?: string;
  authorAt?: number;
  brandId?: number;
  cdnPurgeEmbargoTime?: number;
  certificateId?: number;
  consecutiveNonResolvingCount?: number;
  correctCname?: string;
  cosObjectType?: string;
  created?: number;
  createdById?: number;
  deletable?: boolean;
  derivedBrandName?: string;
  domainCdnConfig?: DomainCdnConfigDto;
  fullCategoryKey?: string;
  isAnyPrimary?: boolean;
  isDnsCorrect?: boolean;
  isInternalDomain?: boolean;
  isLegacy?: boolean;
  isLegacyDomain?: boolean;
  isResolving?: boolean;
  isResolvingIgnoringManuallyMarkedAsResolving?: boolean;
  isResolvingInternalProperty?: boolean;
  isSetupComplete?: boolean;
  isSslEnabled?: boolean;
  isSslOnly?: boolean;
  isStagingDomain?: boolean;
  isUsedForAnyContentType?: boolean;
  isUsedForBlogPost?: boolean;
  isUsedForEmail?: boolean;
  isUsedForKnowledge?: boolean;
  isUsedForLandingPage?: boolean;
  isUsedForSitePage?: boolean;
  label?: string;
  manuallyMarkedAsResolving?: boolean;
  portalId?: number;
  primaryBlog?: boolean;
  primaryBlogPost?: boolean;
  primaryClickTracking?: boolean;
  primaryEmail?: boolean;
  primaryKnowledge?: boolean;
  primaryLandingPage?: boolean;
  primaryLegacyPage?: boolean;
  primarySitePage?: boolean;
  publicSuffix?: string;
  secondaryToDomain?: string;
  setUpLanguage?: string;
  setupInfo?: DomainSetupInfoDto;
  setupTaskId?: number;
  siteId?: number;
  sslCname?: string;
  sslRequestId?: number;
  teamIds?: number[];
  updated?: number;
  updatedById?: number;
  // Fields of the spec's examples.
  createdAt?: string;
  updatedAt?: string;
  expectedCname?: string;
  redirectTo?: string;
  isHttpsEnabled?: boolean;
  isHttpsOnly?: boolean;
  isManuallyMarkedAsResolving?: boolean;
  isPrimaryBlogPost?: boolean;
  isPrimaryEmail?: boolean;
  isPrimaryKnowledge?: boolean;
  isPrimaryLandingPage?: boolean;
  isPrimarySitePage?: boolean;
}

export interface DomainPageDto {
  results: DomainDto[];
  total?: number;
  paging?: { next?: { after?: string; link?: string } };
}

/** The list's filters, dates as epoch milliseconds (the upstream's int64). */
export interface DomainFilters {
  createdAt?: number;
  createdAfter?: number;
  createdBefore?: number;
  updatedAt?: number;
  updatedAfter?: number;
  updatedBefore?: number;
  archived?: boolean;
  /** Properties to sort by, in order (`-name` descending): the spec's repeated `sort`. */
  sort?: readonly string[];
  /** Properties to return: the spec's repeated `properties`. */
  properties?: readonly string[];
  /** HubSpot's own `before` paging token. */
  before?: string;
}

export class ContentDataSource extends RestDataSource {
  protected override errorCodeFrom(body: unknown): string | undefined {
    const category = (body as { category?: unknown } | null)?.category;
    return typeof category === 'string' ? category : undefined;
  }

  listDomains(filters: DomainFilters, after: string | undefined, limit: number) {
    return this.get<DomainPageDto>('cms/v3/domains/', { ...filters, after, limit });
  }

  getDomain(domainId: string, archived?: boolean | null) {
    return this.getOrNull<DomainDto>(path`cms/v3/domains/${domainId}`, { archived });
  }
}
