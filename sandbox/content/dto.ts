// HubSpot CMS domains v3 (spec J) JSON shapes the content sandbox answers with (its own copy of the spec's bodies).

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
