// Shapes of the Content service (HubSpot CMS domains v3, spec J). The spec's `Domain` schema and its examples use
// different names for the same facts (`created` / `createdAt`, `isSslEnabled` / `isHttpsEnabled`,
// `primaryBlogPost` / `isPrimaryBlogPost`...): each fact is one field here, read from whichever the upstream sent.
// int64 ids are strings (GraphQL's Int is 32-bit); int64 timestamps are DateTime.
import type { DomainCdnConfigDto, DomainDto, DomainSetupInfoDto } from '../datasources/content.js';
import { builder, defineNamespace } from './builder.js';
import { connectionWithTotal } from './connections.js';
import { openEnum } from './enums.js';
import { toDateTime } from './scalars.js';
import { member } from '../http/boundary.js';

export const ContentQuery = defineNamespace(
  'ContentQuery',
  'content',
  'Domains connected to a HubSpot CMS account (HubSpot CMS domains API v3).',
);

const int64 = (value: number | string | undefined | null) =>
  value === undefined || value === null ? null : String(value);

export const ApexResolutionStatus = openEnum(
  'ApexResolutionStatus',
  ['INELIGIBLE', 'SUGGEST_RESOLVING', 'ALREADY_RESOLVING', 'ERROR'] as const,
  'Whether the apex domain resolves. UNKNOWN: a value this gateway does not know yet.',
);

export const CosObjectType = openEnum(
  'CosObjectType',
  [
    'CONTENT',
    'EXTENSION_RESOURCE',
    'LAYOUT',
    'CUSTOM_WIDGET',
    'WIDGET',
    'FORM',
    'PLACEMENT',
    'IMAGE',
    'DOMAIN_SETTINGS',
    'SITE_SETTINGS',
    'EMAIL_ADDRESS',
    'WORKFLOW',
    'HUBDB_TABLE',
    'REDIRECT_URL',
    'DESIGN_FOLDER',
    'SITE_MAP',
    'DOMAIN',
    'BLOG',
    'FILE',
    'FOLDER',
    'SITE_MENU',
    'THEME',
    'CONTENT_GROUP',
    'FOLLOW_ME',
    'KNOWLEDGE_BASE',
    'LIST_MEMBERSHIP',
    'CONTACT_MEMBERSHIP',
    'PASSWORD_PROTECTED',
    'UNRESTRICTED_ACCESS',
    'MARKETPLACE_LISTING',
    'LAYOUT_SECTION',
    'THEME_SETTINGS',
    'VIDEO_PLAYER',
    'URL_MAPPING',
    'KNOWLEDGE_CATEGORY',
    'KNOWLEDGE_HOMEPAGE_CATEGORY',
    'RAW_ASSET',
    'GLOBAL_CONTENT',
    'HUBDB_TABLE_ROW',
    'BLOG_AUTHOR',
    'SERVERLESS_FUNCTION',
    'KNOWLEDGE_CATEGORY_TRANSLATION',
  ] as const,
  'The CMS object type. UNKNOWN: a value this gateway does not know yet.',
);

export const DomainSetupInfo = builder.objectRef<DomainSetupInfoDto>('DomainSetupInfo').implement({
  fields: (t) => ({
    supportsSslExternally: t.exposeBoolean('supportsSslExternally'),
    whoIsEmailAddresses: t.stringList({
      resolve: (info) => member('content', info, 'whoIsEmailAddresses', 'list'),
    }),
  }),
});

export const DomainCdnConfig = builder.objectRef<DomainCdnConfigDto>('DomainCdnConfig').implement({
  fields: (t) => ({
    upstreamId: t.id({ description: "HubSpot's id of this CDN configuration.", resolve: (cdn) => int64(cdn.id) }),
    domainId: t.string({ resolve: (cdn) => int64(cdn.domainId) }),
    portalId: t.exposeInt('portalId'),
    cdnId: t.exposeString('cdnId'),
    cdnGroupId: t.exposeString('cdnGroupId'),
    cname: t.exposeString('cname'),
    cnameTarget: t.exposeString('cnameTarget'),
    alternateOriginHostname: t.exposeString('alternateOriginHostname'),
    certId: t.string({ resolve: (cdn) => int64(cdn.certId) }),
    certExpirationDate: t.field({ type: 'DateTime', resolve: (cdn) => toDateTime(cdn.certExpirationDate) }),
    httpBody: t.exposeString('httpBody'),
    httpUrlPath: t.exposeString('httpUrlPath'),
    minimumTlsVersion: t.exposeString('minimumTlsVersion', {
      description: '"1.0", "1.1", "1.2", "1.3", "none" or "null", as the upstream spells it.',
    }),
    sslStatus: t.exposeString('sslStatus', { description: 'Upstream code "0" to "11".' }),
    validationMethod: t.exposeString('validationMethod', { description: 'Upstream code "0" to "2".' }),
    createdAt: t.field({ type: 'DateTime', resolve: (cdn) => toDateTime(cdn.created) }),
    updatedAt: t.field({ type: 'DateTime', resolve: (cdn) => toDateTime(cdn.updated) }),
  }),
});

export const Domain = builder.objectRef<DomainDto>('Domain').implement({
  description: 'A domain connected to the CMS, and what content it serves.',
  fields: (t) => ({
    domain: t.exposeString('domain'),
    label: t.exposeString('label'),
    createdAt: t.field({ type: 'DateTime', resolve: (d) => toDateTime(d.createdAt ?? d.created) }),
    updatedAt: t.field({ type: 'DateTime', resolve: (d) => toDateTime(d.updatedAt ?? d.updated) }),
    createdById: t.exposeInt('createdById'),
    updatedById: t.exposeInt('updatedById'),
    authorAt: t.field({ type: 'DateTime', resolve: (d) => toDateTime(d.authorAt) }),
    portalId: t.exposeInt('portalId'),
    brandId: t.string({ resolve: (d) => int64(d.brandId) }),
    siteId: t.string({ resolve: (d) => int64(d.siteId) }),
    teamIds: t.stringList({
      resolve: (d) => member('content', d, 'teamIds', 'list').map(String),
    }),
    derivedBrandName: t.exposeString('derivedBrandName'),
    fullCategoryKey: t.exposeString('fullCategoryKey'),
    cosObjectType: t.field({ type: CosObjectType.type, resolve: (d) => CosObjectType.from(d.cosObjectType) }),
    cosObjectTypeRaw: t.exposeString('cosObjectType'),
    setUpLanguage: t.exposeString('setUpLanguage'),
    publicSuffix: t.exposeString('publicSuffix'),
    apexDomain: t.exposeString('apexDomain'),
    apexIpAddresses: t.stringList({
      resolve: (d) => member('content', d, 'apexIpAddresses', 'list'),
    }),
    apexResolutionStatus: t.field({
      type: ApexResolutionStatus.type,
      resolve: (d) => ApexResolutionStatus.from(d.apexResolutionStatus),
    }),
    apexResolutionStatusRaw: t.exposeString('apexResolutionStatus'),
    secondaryToDomain: t.exposeString('secondaryToDomain'),
    redirectTo: t.exposeString('redirectTo'),
    // DNS and resolution
    expectedCname: t.string({
      description: 'The CNAME the domain should point to (`correctCname` in the spec schema).',
      resolve: (d) => d.expectedCname ?? d.correctCname ?? null,
    }),
    actualCname: t.exposeString('actualCname'),
    actualIp: t.exposeString('actualIp'),
    isDnsCorrect: t.exposeBoolean('isDnsCorrect'),
    isResolving: t.exposeBoolean('isResolving'),
    isResolvingIgnoringManuallyMarkedAsResolving: t.exposeBoolean('isResolvingIgnoringManuallyMarkedAsResolving'),
    isResolvingInternalProperty: t.exposeBoolean('isResolvingInternalProperty'),
    isManuallyMarkedAsResolving: t.boolean({
      resolve: (d) => d.isManuallyMarkedAsResolving ?? d.manuallyMarkedAsResolving ?? null,
    }),
    consecutiveNonResolvingCount: t.exposeInt('consecutiveNonResolvingCount'),
    // HTTPS
    isHttpsEnabled: t.boolean({ resolve: (d) => d.isHttpsEnabled ?? d.isSslEnabled ?? null }),
    isHttpsOnly: t.boolean({ resolve: (d) => d.isHttpsOnly ?? d.isSslOnly ?? null }),
    sslCname: t.exposeString('sslCname'),
    sslRequestId: t.string({ resolve: (d) => int64(d.sslRequestId) }),
    certificateId: t.string({ resolve: (d) => int64(d.certificateId) }),
    cdnPurgeEmbargoTime: t.field({ type: 'DateTime', resolve: (d) => toDateTime(d.cdnPurgeEmbargoTime) }),
    cdnConfig: t.field({ type: DomainCdnConfig, resolve: (d) => member('content', d, 'domainCdnConfig', 'object') }),
    // What it serves
    isUsedForAnyContentType: t.exposeBoolean('isUsedForAnyContentType'),
    isUsedForBlogPost: t.exposeBoolean('isUsedForBlogPost'),
    isUsedForEmail: t.exposeBoolean('isUsedForEmail'),
    isUsedForKnowledge: t.exposeBoolean('isUsedForKnowledge'),
    isUsedForLandingPage: t.exposeBoolean('isUsedForLandingPage'),
    isUsedForSitePage: t.exposeBoolean('isUsedForSitePage'),
    isAnyPrimary: t.exposeBoolean('isAnyPrimary'),
    isPrimaryBlog: t.boolean({ resolve: (d) => d.primaryBlog ?? null }),
    isPrimaryBlogPost: t.boolean({ resolve: (d) => d.isPrimaryBlogPost ?? d.primaryBlogPost ?? null }),
    isPrimaryEmail: t.boolean({ resolve: (d) => d.isPrimaryEmail ?? d.primaryEmail ?? null }),
    isPrimaryKnowledge: t.boolean({ resolve: (d) => d.isPrimaryKnowledge ?? d.primaryKnowledge ?? null }),
    isPrimaryLandingPage: t.boolean({ resolve: (d) => d.isPrimaryLandingPage ?? d.primaryLandingPage ?? null }),
    isPrimarySitePage: t.boolean({ resolve: (d) => d.isPrimarySitePage ?? d.primarySitePage ?? null }),
    isPrimaryLegacyPage: t.boolean({ resolve: (d) => d.primaryLegacyPage ?? null }),
    isPrimaryClickTracking: t.boolean({ resolve: (d) => d.primaryClickTracking ?? null }),
    // Account and set-up
    deletable: t.exposeBoolean('deletable'),
    isInternalDomain: t.exposeBoolean('isInternalDomain'),
    isStagingDomain: t.exposeBoolean('isStagingDomain'),
    isLegacy: t.exposeBoolean('isLegacy'),
    isLegacyDomain: t.exposeBoolean('isLegacyDomain'),
    isSetupComplete: t.exposeBoolean('isSetupComplete'),
    setupTaskId: t.string({ resolve: (d) => int64(d.setupTaskId) }),
    setupInfo: t.field({ type: DomainSetupInfo, resolve: (d) => member('content', d, 'setupInfo', 'object') }),
  }),
});

export const DomainConnection = connectionWithTotal(Domain, 'DomainConnection');
