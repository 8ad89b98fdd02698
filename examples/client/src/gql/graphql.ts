/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  DateTime: { input: string; output: string; }
  /** A file uploaded with the GraphQL multipart request spec. */
  File: { input: File; output: File; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
};

/** Whether the apex domain resolves. UNKNOWN: a value this gateway does not know yet. */
export type ApexResolutionStatus =
  | 'ALREADY_RESOLVING'
  | 'ERROR'
  | 'INELIGIBLE'
  | 'SUGGEST_RESOLVING'
  | 'UNKNOWN';

export type BaseConversion = {
  __typename?: 'BaseConversion';
  /** The number written in base `to`. */
  answer: Scalars['String']['output'];
  from: Scalars['Int']['output'];
  number: Scalars['String']['output'];
  to: Scalars['Int']['output'];
};

/** Domains connected to a HubSpot CMS account (HubSpot CMS domains API v3). */
export type ContentQuery = {
  __typename?: 'ContentQuery';
  /** One domain by id; null if there is none. */
  domain?: Maybe<Domain>;
  /** The current domains, filtered by creation or update date. Pages with first/after (at most 100 per page). */
  domains?: Maybe<DomainConnection>;
};


/** Domains connected to a HubSpot CMS account (HubSpot CMS domains API v3). */
export type ContentQueryDomainArgs = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  domainId: Scalars['ID']['input'];
};


/** Domains connected to a HubSpot CMS account (HubSpot CMS domains API v3). */
export type ContentQueryDomainsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  createdAfter?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdBefore?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  updatedAfter?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedBefore?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ControlledStock = {
  __typename?: 'ControlledStock';
  /** Preparation time in seconds. */
  crossDockingTime?: Maybe<Scalars['Int']['output']>;
  /** Units available for sale. */
  quantity?: Maybe<Scalars['Int']['output']>;
  /** Units held for orders not yet approved. */
  reserved?: Maybe<Scalars['Int']['output']>;
};

/** The CMS object type. UNKNOWN: a value this gateway does not know yet. */
export type CosObjectType =
  | 'BLOG'
  | 'BLOG_AUTHOR'
  | 'CONTACT_MEMBERSHIP'
  | 'CONTENT'
  | 'CONTENT_GROUP'
  | 'CUSTOM_WIDGET'
  | 'DESIGN_FOLDER'
  | 'DOMAIN'
  | 'DOMAIN_SETTINGS'
  | 'EMAIL_ADDRESS'
  | 'EXTENSION_RESOURCE'
  | 'FILE'
  | 'FOLDER'
  | 'FOLLOW_ME'
  | 'FORM'
  | 'GLOBAL_CONTENT'
  | 'HUBDB_TABLE'
  | 'HUBDB_TABLE_ROW'
  | 'IMAGE'
  | 'KNOWLEDGE_BASE'
  | 'KNOWLEDGE_CATEGORY'
  | 'KNOWLEDGE_CATEGORY_TRANSLATION'
  | 'KNOWLEDGE_HOMEPAGE_CATEGORY'
  | 'LAYOUT'
  | 'LAYOUT_SECTION'
  | 'LIST_MEMBERSHIP'
  | 'MARKETPLACE_LISTING'
  | 'PASSWORD_PROTECTED'
  | 'PLACEMENT'
  | 'RAW_ASSET'
  | 'REDIRECT_URL'
  | 'SERVERLESS_FUNCTION'
  | 'SITE_MAP'
  | 'SITE_MENU'
  | 'SITE_SETTINGS'
  | 'THEME'
  | 'THEME_SETTINGS'
  | 'UNKNOWN'
  | 'UNRESTRICTED_ACCESS'
  | 'URL_MAPPING'
  | 'VIDEO_PLAYER'
  | 'WIDGET'
  | 'WORKFLOW';

export type Courier = {
  __typename?: 'Courier';
  name?: Maybe<Scalars['String']['output']>;
  /** Tax id of the courier (e.g. a CNPJ). */
  taxId?: Maybe<Scalars['String']['output']>;
};

export type Customer = {
  __typename?: 'Customer';
  /** Tax document of the customer. */
  documentNumber?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  phones: Array<CustomerPhone>;
  /** Enterprise or consumer. */
  type?: Maybe<Scalars['String']['output']>;
};

export type CustomerPhone = {
  __typename?: 'CustomerPhone';
  number?: Maybe<Scalars['String']['output']>;
  /** home, office, mobile... */
  type?: Maybe<Scalars['String']['output']>;
};

export type CustomerReference = {
  __typename?: 'CustomerReference';
  name?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
};

/** A domain connected to the CMS, and what content it serves. */
export type Domain = {
  __typename?: 'Domain';
  actualCname?: Maybe<Scalars['String']['output']>;
  actualIp?: Maybe<Scalars['String']['output']>;
  apexDomain?: Maybe<Scalars['String']['output']>;
  apexIpAddresses?: Maybe<Array<Scalars['String']['output']>>;
  apexResolutionStatus?: Maybe<ApexResolutionStatus>;
  apexResolutionStatusRaw?: Maybe<Scalars['String']['output']>;
  authorAt?: Maybe<Scalars['DateTime']['output']>;
  brandId?: Maybe<Scalars['String']['output']>;
  cdnConfig?: Maybe<DomainCdnConfig>;
  cdnPurgeEmbargoTime?: Maybe<Scalars['DateTime']['output']>;
  certificateId?: Maybe<Scalars['String']['output']>;
  consecutiveNonResolvingCount?: Maybe<Scalars['Int']['output']>;
  cosObjectType?: Maybe<CosObjectType>;
  cosObjectTypeRaw?: Maybe<Scalars['String']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  createdById?: Maybe<Scalars['Int']['output']>;
  deletable?: Maybe<Scalars['Boolean']['output']>;
  derivedBrandName?: Maybe<Scalars['String']['output']>;
  domain?: Maybe<Scalars['String']['output']>;
  /** The CNAME the domain should point to (`correctCname` in the spec schema). */
  expectedCname?: Maybe<Scalars['String']['output']>;
  fullCategoryKey?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAnyPrimary?: Maybe<Scalars['Boolean']['output']>;
  isDnsCorrect?: Maybe<Scalars['Boolean']['output']>;
  isHttpsEnabled?: Maybe<Scalars['Boolean']['output']>;
  isHttpsOnly?: Maybe<Scalars['Boolean']['output']>;
  isInternalDomain?: Maybe<Scalars['Boolean']['output']>;
  isLegacy?: Maybe<Scalars['Boolean']['output']>;
  isLegacyDomain?: Maybe<Scalars['Boolean']['output']>;
  isManuallyMarkedAsResolving?: Maybe<Scalars['Boolean']['output']>;
  isPrimaryBlog?: Maybe<Scalars['Boolean']['output']>;
  isPrimaryBlogPost?: Maybe<Scalars['Boolean']['output']>;
  isPrimaryClickTracking?: Maybe<Scalars['Boolean']['output']>;
  isPrimaryEmail?: Maybe<Scalars['Boolean']['output']>;
  isPrimaryKnowledge?: Maybe<Scalars['Boolean']['output']>;
  isPrimaryLandingPage?: Maybe<Scalars['Boolean']['output']>;
  isPrimaryLegacyPage?: Maybe<Scalars['Boolean']['output']>;
  isPrimarySitePage?: Maybe<Scalars['Boolean']['output']>;
  isResolving?: Maybe<Scalars['Boolean']['output']>;
  isResolvingIgnoringManuallyMarkedAsResolving?: Maybe<Scalars['Boolean']['output']>;
  isResolvingInternalProperty?: Maybe<Scalars['Boolean']['output']>;
  isSetupComplete?: Maybe<Scalars['Boolean']['output']>;
  isStagingDomain?: Maybe<Scalars['Boolean']['output']>;
  isUsedForAnyContentType?: Maybe<Scalars['Boolean']['output']>;
  isUsedForBlogPost?: Maybe<Scalars['Boolean']['output']>;
  isUsedForEmail?: Maybe<Scalars['Boolean']['output']>;
  isUsedForKnowledge?: Maybe<Scalars['Boolean']['output']>;
  isUsedForLandingPage?: Maybe<Scalars['Boolean']['output']>;
  isUsedForSitePage?: Maybe<Scalars['Boolean']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  portalId?: Maybe<Scalars['Int']['output']>;
  publicSuffix?: Maybe<Scalars['String']['output']>;
  redirectTo?: Maybe<Scalars['String']['output']>;
  secondaryToDomain?: Maybe<Scalars['String']['output']>;
  setUpLanguage?: Maybe<Scalars['String']['output']>;
  setupInfo?: Maybe<DomainSetupInfo>;
  setupTaskId?: Maybe<Scalars['String']['output']>;
  siteId?: Maybe<Scalars['String']['output']>;
  sslCname?: Maybe<Scalars['String']['output']>;
  sslRequestId?: Maybe<Scalars['String']['output']>;
  teamIds?: Maybe<Array<Scalars['String']['output']>>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  updatedById?: Maybe<Scalars['Int']['output']>;
};

export type DomainCdnConfig = {
  __typename?: 'DomainCdnConfig';
  alternateOriginHostname?: Maybe<Scalars['String']['output']>;
  cdnGroupId?: Maybe<Scalars['String']['output']>;
  cdnId?: Maybe<Scalars['String']['output']>;
  certExpirationDate?: Maybe<Scalars['DateTime']['output']>;
  certId?: Maybe<Scalars['String']['output']>;
  cname?: Maybe<Scalars['String']['output']>;
  cnameTarget?: Maybe<Scalars['String']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  domainId?: Maybe<Scalars['String']['output']>;
  httpBody?: Maybe<Scalars['String']['output']>;
  httpUrlPath?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  /** "1.0", "1.1", "1.2", "1.3", "none" or "null", as the upstream spells it. */
  minimumTlsVersion?: Maybe<Scalars['String']['output']>;
  portalId?: Maybe<Scalars['Int']['output']>;
  /** Upstream code "0" to "11". */
  sslStatus?: Maybe<Scalars['String']['output']>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Upstream code "0" to "2". */
  validationMethod?: Maybe<Scalars['String']['output']>;
};

export type DomainConnection = {
  __typename?: 'DomainConnection';
  edges: Array<DomainEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, when the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type DomainEdge = {
  __typename?: 'DomainEdge';
  cursor: Scalars['String']['output'];
  node: Domain;
};

export type DomainSetupInfo = {
  __typename?: 'DomainSetupInfo';
  supportsSslExternally?: Maybe<Scalars['Boolean']['output']>;
  whoIsEmailAddresses?: Maybe<Array<Scalars['String']['output']>>;
};

export type Freight = {
  __typename?: 'Freight';
  additionalInfo?: Maybe<Scalars['String']['output']>;
  /** What the customer paid for shipping, in cents. */
  chargedAmount?: Maybe<Scalars['Int']['output']>;
  /** Preparation time in seconds. */
  crossDockingTime?: Maybe<Scalars['Int']['output']>;
  /** Default cost, in cents. */
  defaultAmount?: Maybe<Scalars['Int']['output']>;
  /** Estimated time of arrival. */
  eta?: Maybe<Scalars['DateTime']['output']>;
  scheduledPeriod?: Maybe<Scalars['String']['output']>;
  /** Delivery time in seconds. */
  transitTime?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

export type GiftCard = {
  __typename?: 'GiftCard';
  from?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['String']['output']>;
};

/** A problem the marketplace reports about an item (not a GraphQL error). */
export type MarketplaceError = {
  __typename?: 'MarketplaceError';
  message?: Maybe<Scalars['String']['output']>;
  skuSellerId?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

/** A key/value pair the marketplace attaches. */
export type MarketplaceMetadata = {
  __typename?: 'MarketplaceMetadata';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A seller's orders, shipments, customer tickets and products (BrandLovers Marketplace API v1). */
export type MarketplaceQuery = {
  __typename?: 'MarketplaceQuery';
  /** Shipments delivered, newest first. Pages with first/after (at most 100 per page); `offset` starts the first page further in. */
  deliveredShipments?: Maybe<OrderShipmentStatusConnection>;
  /** Every detail of one order: items, customer, addresses, freight, shipments. Null if unknown. */
  order?: Maybe<Order>;
  /** Orders, oldest first; `status` picks one of the lists by status (new, approved, sent, delivered, canceled, partially sent, partially delivered). Pages with first/after: at most 100 per page, 200 for APPROVED, 250 for NEW, CANCELED and PARTIALLY_DELIVERED; `offset` starts the first page further in. */
  orders?: Maybe<OrderConnection>;
  /** One product by the seller's SKU, with status, price and stock. Null if unknown. */
  product?: Maybe<Product>;
  /** The marketplace status, price and stock of the seller's products. Pages with first/after (at most 1000 per page); `offset` starts the first page further in. */
  productStatuses?: Maybe<ProductStatusConnection>;
  /** Products loaded into the marketplace (not necessarily for sale). Pages with first/after (at most 200 per page); `offset` starts the first page further in. */
  products?: Maybe<ProductConnection>;
  /** Products successfully listed for sale. Pages with first/after (at most 100 per page); `offset` starts the first page further in. */
  sellingProducts?: Maybe<SellerItemConnection>;
  /** Shipments shipped, newest first. Pages with first/after (at most 100 per page); `offset` starts the first page further in. */
  shippedShipments?: Maybe<OrderShipmentStatusConnection>;
  /** A ticket's messages, oldest first. Another seller's ticket is FORBIDDEN. Pages with first/after (at most 100 per page); `offset` starts the first page further in. */
  ticketMessages?: Maybe<TicketMessageConnection>;
  /** Customers' trouble tickets. Pages with first/after (at most 100 per page); `offset` starts the first page further in. */
  tickets?: Maybe<TicketConnection>;
};


/** A seller's orders, shipments, customer tickets and products (BrandLovers Marketplace API v1). */
export type MarketplaceQueryDeliveredShipmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/** A seller's orders, shipments, customer tickets and products (BrandLovers Marketplace API v1). */
export type MarketplaceQueryOrderArgs = {
  orderId: Scalars['String']['input'];
};


/** A seller's orders, shipments, customer tickets and products (BrandLovers Marketplace API v1). */
export type MarketplaceQueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OrderStatusFilter>;
};


/** A seller's orders, shipments, customer tickets and products (BrandLovers Marketplace API v1). */
export type MarketplaceQueryProductArgs = {
  skuSellerId: Scalars['String']['input'];
};


/** A seller's orders, shipments, customer tickets and products (BrandLovers Marketplace API v1). */
export type MarketplaceQueryProductStatusesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** A seller's orders, shipments, customer tickets and products (BrandLovers Marketplace API v1). */
export type MarketplaceQueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** A seller's orders, shipments, customer tickets and products (BrandLovers Marketplace API v1). */
export type MarketplaceQuerySellingProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** A seller's orders, shipments, customer tickets and products (BrandLovers Marketplace API v1). */
export type MarketplaceQueryShippedShipmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ShippedShipmentStatusFilter>;
};


/** A seller's orders, shipments, customer tickets and products (BrandLovers Marketplace API v1). */
export type MarketplaceQueryTicketMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  ticketId: Scalars['String']['input'];
};


/** A seller's orders, shipments, customer tickets and products (BrandLovers Marketplace API v1). */
export type MarketplaceQueryTicketsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<TicketStatusFilter>;
};

export type NumberFact = {
  __typename?: 'NumberFact';
  fact: Scalars['String']['output'];
  number: Scalars['Int']['output'];
};

export type NumberOfTheDay = {
  __typename?: 'NumberOfTheDay';
  bases: Array<NumberProperty>;
  generalFacts: Array<NumberProperty>;
  names: Array<NumberProperty>;
  number: Scalars['String']['output'];
  numerals: Array<NumberProperty>;
  primeFacts: Array<NumberProperty>;
  recreational: Array<NumberProperty>;
};

/** One named property of a number, e.g. its hexadecimal form or whether it is prime. */
export type NumberProperty = {
  __typename?: 'NumberProperty';
  description?: Maybe<Scalars['String']['output']>;
  display?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQuery = {
  __typename?: 'NumbersQuery';
  /** Convert a number from one base to another (bases 2 to 36). */
  base?: Maybe<BaseConversion>;
  /** Convert a number to binary. */
  binary?: Maybe<BaseConversion>;
  /** The number spelled out in words. */
  cardinal?: Maybe<SpelledNumber>;
  /** The number in Chinese numerals. */
  chineseNumeral?: Maybe<Numeral>;
  /** The number spelled out as an amount of money. */
  currency?: Maybe<SpelledNumber>;
  /** The number in Egyptian hieroglyphs. */
  egyptianNumeral?: Maybe<Numeral>;
  /** A fact about a number. */
  fact?: Maybe<NumberFact>;
  /** Convert a number to hexadecimal. */
  hex?: Maybe<BaseConversion>;
  /** Whether the number is a cube. */
  isCube?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is a Fermat prime. */
  isFermatPrime?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is a Fibonacci prime. */
  isFibonacciPrime?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is a Mersenne prime. */
  isMersennePrime?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number reads the same backwards. */
  isPalindrome?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is a partition prime. */
  isPartitionPrime?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is a Pell prime. */
  isPellPrime?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is perfect. */
  isPerfect?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is prime. */
  isPrime?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is a square. */
  isSquare?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is a triangle number. */
  isTriangle?: Maybe<Scalars['Boolean']['output']>;
  /** Today's number with its names, bases, numerals and facts. */
  numberOfTheDay?: Maybe<NumberOfTheDay>;
  /** Convert a number to octal. */
  octal?: Maybe<BaseConversion>;
  /** The ordinal of a number, e.g. 2342nd. */
  ordinal?: Maybe<SpelledNumber>;
  /** Digits of pi between two positions (at most 1000 at a time, up to position 10000). */
  pi?: Maybe<PiDigits>;
  /** The prime factorisation of a number. */
  primeFactors?: Maybe<Array<PrimeFactor>>;
  /** Random integers in [min, max] (1 to 1000 of them). */
  random?: Maybe<RandomNumbers>;
  /** The number in Roman numerals. */
  romanNumeral?: Maybe<Numeral>;
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryBaseArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  number: Scalars['String']['input'];
  to: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryBinaryArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  number: Scalars['String']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryCardinalArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryChineseNumeralArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryCurrencyArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryEgyptianNumeralArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryFactArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryHexArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  number: Scalars['String']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsCubeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsFermatPrimeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsFibonacciPrimeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsMersennePrimeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsPalindromeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsPartitionPrimeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsPellPrimeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsPerfectArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsPrimeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsSquareArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsTriangleArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryOctalArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  number: Scalars['String']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryOrdinalArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryPiArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['Int']['input']>;
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryPrimeFactorsArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryRandomArgs = {
  max?: InputMaybe<Scalars['Int']['input']>;
  min?: InputMaybe<Scalars['Int']['input']>;
  total?: InputMaybe<Scalars['Int']['input']>;
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryRomanNumeralArgs = {
  number: Scalars['Int']['input'];
};

export type Numeral = {
  __typename?: 'Numeral';
  number: Scalars['Int']['output'];
  system: Scalars['String']['output'];
  /** The number in that numeral system (Unicode). */
  text: Scalars['String']['output'];
};

export type Order = {
  __typename?: 'Order';
  approvedAt?: Maybe<Scalars['DateTime']['output']>;
  billingAddress?: Maybe<OrderAddress>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  customer?: Maybe<Customer>;
  freight?: Maybe<Freight>;
  items: Array<OrderItem>;
  orderId: Scalars['String']['output'];
  /** The id the customer sees. */
  orderMarketplaceId?: Maybe<Scalars['String']['output']>;
  seller?: Maybe<Seller>;
  shipments: Array<Shipment>;
  shippingAddress?: Maybe<OrderAddress>;
  status?: Maybe<OrderStatus>;
  /** The status exactly as the upstream sent it. */
  statusRaw?: Maybe<Scalars['String']['output']>;
  /** What the customer is charged, in cents. */
  totalAmount?: Maybe<Scalars['Int']['output']>;
  /** Discounts, in cents. */
  totalDiscountAmount?: Maybe<Scalars['Int']['output']>;
  /** Items total, in cents. */
  totalItemsAmount?: Maybe<Scalars['Int']['output']>;
  /** Shipping total, in cents. */
  totalShippingAmount?: Maybe<Scalars['Int']['output']>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type OrderAddress = {
  __typename?: 'OrderAddress';
  /** First line: street, avenue... */
  address?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  /** Apartment, building, suite. */
  complement?: Maybe<Scalars['String']['output']>;
  /** ISO 3166 alpha-2 country code. */
  countryId?: Maybe<Scalars['String']['output']>;
  neighbourhood?: Maybe<Scalars['String']['output']>;
  number?: Maybe<Scalars['String']['output']>;
  recipientName?: Maybe<Scalars['String']['output']>;
  /** Landmarks that help the courier. */
  reference?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  zipCode?: Maybe<Scalars['String']['output']>;
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, when the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type OrderEdge = {
  __typename?: 'OrderEdge';
  cursor: Scalars['String']['output'];
  node: Order;
};

export type OrderGiftWrap = {
  __typename?: 'OrderGiftWrap';
  available?: Maybe<Scalars['Boolean']['output']>;
  giftCard?: Maybe<GiftCard>;
  messageSupport?: Maybe<Scalars['Boolean']['output']>;
  /** Charged for gift wrapping, in cents. */
  value?: Maybe<Scalars['Int']['output']>;
};

export type OrderItem = {
  __typename?: 'OrderItem';
  freight?: Maybe<Freight>;
  giftWrap?: Maybe<OrderGiftWrap>;
  id?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** The product behind this item. The upstream has no batch lookup, so each distinct SKU costs one call per request (repeated SKUs are fetched once). */
  product?: Maybe<Product>;
  promotions: Array<Promotion>;
  /** Unit price in cents. */
  salePrice?: Maybe<Scalars['Int']['output']>;
  /** Whether the item has been shipped. */
  sent?: Maybe<Scalars['Boolean']['output']>;
  /** The product's SKU in the seller's system. */
  skuSellerId?: Maybe<Scalars['String']['output']>;
};

/** A quantity of one SKU, within a shipment. */
export type OrderItemReference = {
  __typename?: 'OrderItemReference';
  quantity?: Maybe<Scalars['Int']['output']>;
  skuSellerId?: Maybe<Scalars['String']['output']>;
};

/** A shipment as the shipped and delivered lists report it. */
export type OrderShipmentStatus = {
  __typename?: 'OrderShipmentStatus';
  errors: Array<MarketplaceError>;
  items: Array<OrderItemReference>;
  shipmentId?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

export type OrderShipmentStatusConnection = {
  __typename?: 'OrderShipmentStatusConnection';
  edges: Array<OrderShipmentStatusEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, when the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type OrderShipmentStatusEdge = {
  __typename?: 'OrderShipmentStatusEdge';
  cursor: Scalars['String']['output'];
  node: OrderShipmentStatus;
};

/** Where an order stands. UNKNOWN: a value this gateway does not know yet (see `statusRaw`). */
export type OrderStatus =
  | 'APPROVED'
  | 'CANCELED'
  | 'DELIVERED'
  | 'NEW'
  | 'PARTIALLY_DELIVERED'
  | 'PARTIALLY_SENT'
  | 'SENT'
  | 'UNKNOWN';

/** Which orders to list: every one when omitted. */
export type OrderStatusFilter =
  /** Approved: to be fulfilled at once. */
  | 'APPROVED'
  /** Canceled: not to be fulfilled. */
  | 'CANCELED'
  /** Successfully delivered. */
  | 'DELIVERED'
  /** Flagged as new: not to be fulfilled until approved. */
  | 'NEW'
  /** Items shipped, not all acknowledged as delivered. */
  | 'PARTIALLY_DELIVERED'
  /** At least one item not shipped yet. */
  | 'PARTIALLY_SENT'
  /** Every item sent. */
  | 'SENT';

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type PiDigits = {
  __typename?: 'PiDigits';
  /** The digits; from position 0 they start "3." */
  digits: Scalars['String']['output'];
  from?: Maybe<Scalars['Int']['output']>;
  to?: Maybe<Scalars['Int']['output']>;
};

export type PrimeFactor = {
  __typename?: 'PrimeFactor';
  factor: Scalars['Int']['output'];
  /** The multiplicity of the factor. */
  times: Scalars['Int']['output'];
};

/** A product the seller loaded into the marketplace, by the seller's SKU. */
export type Product = {
  __typename?: 'Product';
  attributes: Array<ProductAttribute>;
  brand?: Maybe<Scalars['String']['output']>;
  categories?: Maybe<Array<Scalars['String']['output']>>;
  description?: Maybe<Scalars['String']['output']>;
  dimensions?: Maybe<ProductDimensions>;
  errors: Array<MarketplaceError>;
  giftWrap?: Maybe<ProductGiftWrap>;
  /** EAN, ISBN or ASIN codes. */
  gtin?: Maybe<Array<Scalars['String']['output']>>;
  images?: Maybe<Array<Scalars['String']['output']>>;
  price?: Maybe<ProductPrice>;
  /** SKUs with the same group (colours, sizes...) are shown as one entry. */
  productGroupId?: Maybe<Scalars['String']['output']>;
  skuSellerId: Scalars['String']['output'];
  status?: Maybe<ProductListingStatus>;
  /** The status exactly as the upstream sent it. */
  statusRaw?: Maybe<Scalars['String']['output']>;
  /** Units available for sale. */
  stock?: Maybe<Scalars['Int']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  videos?: Maybe<Array<Scalars['String']['output']>>;
};

export type ProductAttribute = {
  __typename?: 'ProductAttribute';
  name?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type ProductConnection = {
  __typename?: 'ProductConnection';
  edges: Array<ProductEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, when the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ProductDimensions = {
  __typename?: 'ProductDimensions';
  /** Millimetres. */
  height?: Maybe<Scalars['Int']['output']>;
  /** Millimetres. */
  length?: Maybe<Scalars['Int']['output']>;
  /** Grams. */
  weight?: Maybe<Scalars['Int']['output']>;
  /** Millimetres. */
  width?: Maybe<Scalars['Int']['output']>;
};

export type ProductEdge = {
  __typename?: 'ProductEdge';
  cursor: Scalars['String']['output'];
  node: Product;
};

export type ProductGiftWrap = {
  __typename?: 'ProductGiftWrap';
  available?: Maybe<Scalars['Boolean']['output']>;
  messageSupport?: Maybe<Scalars['Boolean']['output']>;
  /** Charged for gift wrapping, in cents. */
  value?: Maybe<Scalars['Int']['output']>;
};

export type ProductImage = {
  __typename?: 'ProductImage';
  main?: Maybe<Scalars['Boolean']['output']>;
  /** Image format. */
  type?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

/** A page where the product is for sale. */
export type ProductListing = {
  __typename?: 'ProductListing';
  skuSellerId?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

/** Where a product stands in the marketplace. UNKNOWN: a value this gateway does not know yet (see `statusRaw`). */
export type ProductListingStatus =
  | 'APPROVED'
  | 'DECLINED'
  | 'NEW'
  | 'PENDING'
  | 'SELLING'
  | 'UNKNOWN';

/** Prices in cents. */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  /** List price (MSRP), in cents. */
  default?: Maybe<Scalars['Int']['output']>;
  /** The price offered to the customer, in cents. */
  offer?: Maybe<Scalars['Int']['output']>;
};

/** The marketplace status of one product, with its price and stock. */
export type ProductStatus = {
  __typename?: 'ProductStatus';
  errors: Array<MarketplaceError>;
  price?: Maybe<ProductPrice>;
  skuSellerId: Scalars['String']['output'];
  status?: Maybe<ProductListingStatus>;
  statusRaw?: Maybe<Scalars['String']['output']>;
  stock?: Maybe<Scalars['Int']['output']>;
};

export type ProductStatusConnection = {
  __typename?: 'ProductStatusConnection';
  edges: Array<ProductStatusEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, when the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ProductStatusEdge = {
  __typename?: 'ProductStatusEdge';
  cursor: Scalars['String']['output'];
  node: ProductStatus;
};

export type Promotion = {
  __typename?: 'Promotion';
  /** Discount in cents. */
  amount?: Maybe<Scalars['Int']['output']>;
  id: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

/** Each service is a namespace field: `{ numbers { ... } }`. */
export type Query = {
  __typename?: 'Query';
  /** Domains connected to a HubSpot CMS account (HubSpot CMS domains API v3). */
  content: ContentQuery;
  /** A seller's orders, shipments, customer tickets and products (BrandLovers Marketplace API v1). */
  marketplace: MarketplaceQuery;
  /** Number facts, conversions and checks (math.tools Numbers API). */
  numbers: NumbersQuery;
};

export type RandomNumbers = {
  __typename?: 'RandomNumbers';
  max?: Maybe<Scalars['Int']['output']>;
  min?: Maybe<Scalars['Int']['output']>;
  numbers: Array<Scalars['Int']['output']>;
  requested?: Maybe<Scalars['Int']['output']>;
  returned?: Maybe<Scalars['Int']['output']>;
};

export type Seller = {
  __typename?: 'Seller';
  id?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

/** A product listed for sale, with its price, stock and status per marketplace. */
export type SellerItem = {
  __typename?: 'SellerItem';
  /** Whether the product is enabled for sale, per marketplace. */
  active?: Maybe<Array<Scalars['Boolean']['output']>>;
  attributes: Array<ProductAttribute>;
  brand?: Maybe<Scalars['String']['output']>;
  dimensions?: Maybe<ProductDimensions>;
  giftWrap?: Maybe<ProductGiftWrap>;
  gtin?: Maybe<Array<Scalars['String']['output']>>;
  images: Array<ProductImage>;
  prices: Array<ProductPrice>;
  productHref?: Maybe<Scalars['String']['output']>;
  /** The marketplace's own product id. */
  productId?: Maybe<Scalars['String']['output']>;
  skuSellerId: Scalars['String']['output'];
  stocks: Array<ControlledStock>;
  title?: Maybe<Scalars['String']['output']>;
  urls: Array<ProductListing>;
};

export type SellerItemConnection = {
  __typename?: 'SellerItemConnection';
  edges: Array<SellerItemEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, when the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type SellerItemEdge = {
  __typename?: 'SellerItemEdge';
  cursor: Scalars['String']['output'];
  node: SellerItem;
};

export type Shipment = {
  __typename?: 'Shipment';
  courier?: Maybe<Courier>;
  /** Electronic transport document (CT-e). */
  cte?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  invoice?: Maybe<ShipmentInvoice>;
  items: Array<OrderItemReference>;
  /** The courier's tracking number. */
  number?: Maybe<Scalars['String']['output']>;
  occurredAt?: Maybe<Scalars['DateTime']['output']>;
  sellerShipmentId?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

export type ShipmentInvoice = {
  __typename?: 'ShipmentInvoice';
  /** The 44-digit access key of the electronic invoice. */
  accessKey?: Maybe<Scalars['String']['output']>;
  /** CNPJ of the shipping company unit. */
  cnpj?: Maybe<Scalars['String']['output']>;
  issuedAt?: Maybe<Scalars['DateTime']['output']>;
  linkDanfe?: Maybe<Scalars['String']['output']>;
  linkXml?: Maybe<Scalars['String']['output']>;
  number?: Maybe<Scalars['String']['output']>;
  serie?: Maybe<Scalars['String']['output']>;
};

/** The status filter of the shipped-shipments list. */
export type ShippedShipmentStatusFilter =
  | 'APPROVED'
  | 'DECLINED'
  | 'NEW'
  | 'PENDING';

export type SpelledNumber = {
  __typename?: 'SpelledNumber';
  language?: Maybe<Scalars['String']['output']>;
  number: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

/** A customer's trouble ticket: a query, request or complaint. */
export type Ticket = {
  __typename?: 'Ticket';
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  customer?: Maybe<CustomerReference>;
  description?: Maybe<Scalars['String']['output']>;
  metadata: Array<MarketplaceMetadata>;
  priority?: Maybe<Scalars['String']['output']>;
  /** When the customer was promised a resolution. */
  sla?: Maybe<Scalars['DateTime']['output']>;
  status?: Maybe<TicketStatus>;
  /** The status exactly as the upstream sent it. */
  statusRaw?: Maybe<Scalars['String']['output']>;
  subject?: Maybe<Scalars['String']['output']>;
  ticketId?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type TicketConnection = {
  __typename?: 'TicketConnection';
  edges: Array<TicketEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, when the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type TicketEdge = {
  __typename?: 'TicketEdge';
  cursor: Scalars['String']['output'];
  node: Ticket;
};

export type TicketMessage = {
  __typename?: 'TicketMessage';
  body?: Maybe<Scalars['String']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  visibility?: Maybe<TicketMessageVisibility>;
  visibilityRaw?: Maybe<Scalars['String']['output']>;
};

export type TicketMessageConnection = {
  __typename?: 'TicketMessageConnection';
  edges: Array<TicketMessageEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, when the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type TicketMessageEdge = {
  __typename?: 'TicketMessageEdge';
  cursor: Scalars['String']['output'];
  node: TicketMessage;
};

/** CUSTOMER: the customer receives a copy; INTERNAL: seller and marketplace only. */
export type TicketMessageVisibility =
  | 'CUSTOMER'
  | 'INTERNAL'
  | 'UNKNOWN';

/** State of a trouble ticket. UNKNOWN: a value this gateway does not know yet (see `statusRaw`). */
export type TicketStatus =
  | 'CLOSED'
  | 'OPEN'
  | 'REOPENED'
  | 'UNKNOWN';

export type TicketStatusFilter =
  | 'CLOSED'
  | 'OPEN'
  | 'REOPENED';

export type NumberFactsQueryVariables = Exact<{
  number: Scalars['Int']['input'];
}>;


export type NumberFactsQuery = { __typename?: 'Query', numbers: { __typename?: 'NumbersQuery', isPrime?: boolean | null, fact?: { __typename?: 'NumberFact', fact: string } | null, primeFactors?: Array<{ __typename?: 'PrimeFactor', factor: number, times: number }> | null, romanNumeral?: { __typename?: 'Numeral', text: string } | null } };


export const NumberFactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NumberFacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPrime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}]},{"kind":"Field","name":{"kind":"Name","value":"primeFactors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"times"}}]}},{"kind":"Field","name":{"kind":"Name","value":"romanNumeral"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<NumberFactsQuery, NumberFactsQueryVariables>;