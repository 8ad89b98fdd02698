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

/** A storage or citation service a project can connect. */
export type Addon = {
  __typename?: 'Addon';
  categories?: Maybe<Array<Scalars['String']['output']>>;
  description?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

/** An external account behind a user addon. */
export type AddonAccount = {
  __typename?: 'AddonAccount';
  displayName?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  profileUrl?: Maybe<Scalars['String']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
};

export type AddonAccountConnection = {
  __typename?: 'AddonAccountConnection';
  edges: Array<Maybe<AddonAccountEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type AddonAccountEdge = {
  __typename?: 'AddonAccountEdge';
  cursor: Scalars['String']['output'];
  node: AddonAccount;
};

export type AddonConnection = {
  __typename?: 'AddonConnection';
  edges: Array<Maybe<AddonEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type AddonEdge = {
  __typename?: 'AddonEdge';
  cursor: Scalars['String']['output'];
  node: Addon;
};

/** A folder in a connected addon account. */
export type AddonFolder = {
  __typename?: 'AddonFolder';
  folderId?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
};

export type AddonFolderConnection = {
  __typename?: 'AddonFolderConnection';
  edges: Array<Maybe<AddonFolderEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type AddonFolderEdge = {
  __typename?: 'AddonFolderEdge';
  cursor: Scalars['String']['output'];
  node: AddonFolder;
};

/** Whether the apex domain resolves. UNKNOWN: a value this gateway does not know yet. */
export type ApexResolutionStatus =
  | 'ALREADY_RESOLVING'
  | 'ERROR'
  | 'INELIGIBLE'
  | 'SUGGEST_RESOLVING'
  | 'UNKNOWN';

export type Attachment = {
  __typename?: 'Attachment';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  creatorId?: Maybe<Scalars['ID']['output']>;
  deleteUrl?: Maybe<Scalars['String']['output']>;
  fileId?: Maybe<Scalars['ID']['output']>;
  fileName?: Maybe<Scalars['String']['output']>;
  itemId?: Maybe<Scalars['ID']['output']>;
  mimeType?: Maybe<Scalars['String']['output']>;
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Bytes. */
  size?: Maybe<Scalars['Float']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQuery = {
  __typename?: 'AutomotiveQuery';
  /** Vehicle brands; their names are the brandName argument of other fields. */
  brands?: Maybe<Array<Brand>>;
  /** Days of supply left on dealer lots for a brand in a region. */
  daysSupply?: Maybe<DaysSupply>;
  /** Days a vehicle of a brand spends on dealer lots in a region. */
  daysToSell?: Maybe<DaysToSell>;
  /** A dealership by its internal id; null when there is none (premium). */
  dealer?: Maybe<Dealer>;
  /** A dealer's listings over the last 45 days (upstream /listings). */
  dealerListings?: Maybe<ListingConnection>;
  /** A dealer's listings in [startDate, endDate), at most 45 days (upstream /listingsByDate). */
  dealerListingsByDate?: Maybe<ListingConnection>;
  /** Dealerships in a region, 30 per upstream page (premium). */
  dealersByRegion?: Maybe<DealerConnection>;
  /** Dealerships whose ZIP code shares the first four digits (92701 -> 92700..92709; premium). */
  dealersByZipCode?: Maybe<Array<Maybe<Dealer>>>;
  /** All of a brand's model names, discontinued ones included. */
  inactiveModels?: Maybe<Array<Maybe<VehicleModel>>>;
  /** Ask price statistics of new vehicles over the last 15 days, per model of a brand in a region. */
  listPrice?: Maybe<Array<PriceStatistics>>;
  /** Flexible listing search by location, vehicle and time (upstream /listings2). */
  listingSearch?: Maybe<ListingConnection>;
  /** Share of each model year among used vehicles of a model in a region (last 45 days). */
  modelYearDistribution?: Maybe<Array<ModelYearShare>>;
  /** A brand's active models (not discontinued, and sold recently). */
  models?: Maybe<Array<Maybe<VehicleModel>>>;
  /** Market share of one brand in a region by vehicles sold over the last 45 days. */
  regionBrandMarketShare?: Maybe<AutomotiveReport>;
  /** A brand's sales in a region on one day (YYYY-MM-DD). */
  regionDailySales?: Maybe<AutomotiveReport>;
  /** Listings of a model in a region over the last daysBack days (upstream /listingsByRegion). */
  regionListings?: Maybe<ListingConnection>;
  /** Listings of a model in a region active in [startDate, endDate) (upstream /listingsByRegionAndDate). */
  regionListingsByDate?: Maybe<ListingConnection>;
  /** Market share of every brand in a region by vehicles sold over the last 45 days (premium). */
  regionMarketShare?: Maybe<AutomotiveReport>;
  /** A brand's sales in a region for one month, broken down by day (premium). `month`: YYYY-MM-01. */
  regionSales?: Maybe<AutomotiveReport>;
  /** Region names as the upstream lists them (the values of AutomotiveRegion). */
  regions?: Maybe<Array<Scalars['String']['output']>>;
  /** Sale price statistics of new vehicles over the last 15 days, per model of a brand in a region. */
  salePrice?: Maybe<Array<PriceStatistics>>;
  /** Histogram of sale prices of a model in a region over the last 45 days, in $1000 buckets. */
  salePriceHistogram?: Maybe<Array<SalePriceBucket>>;
  /** Sale price and mileage of vehicles like a VIN in a region, up to 120 days back (premium). */
  similarSalePrice?: Maybe<Valuation>;
  /** Sales ranking of models in a region over the last 45 days. */
  topModels?: Maybe<Array<TopModel>>;
  /** Market value of vehicles like a VIN over an arbitrary area and time (premium; upstream /valuation). */
  valuation?: Maybe<Valuation>;
  /** A vehicle's sales history at dealerships (premium). */
  vehicleHistory?: Maybe<VehicleHistory>;
  /** Whether a VIN appeared on the open market on or after a date (cheaper than vehicleHistory). */
  vehicleSeen?: Maybe<Scalars['Boolean']['output']>;
  /** Decode a North American VIN, with NHTSA recalls unless includeRecall is false. */
  vinDecode?: Maybe<VinDecode>;
  /** Listings at dealerships in a ZIP code over the last 45 days (upstream /listingsByZipCode). */
  zipCodeListings?: Maybe<ListingConnection>;
  /** Listings at dealerships in a ZIP code in [startDate, endDate) (upstream /listingsByZipCodeAndDate). */
  zipCodeListingsByDate?: Maybe<ListingConnection>;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryDaysSupplyArgs = {
  brandName: Scalars['String']['input'];
  region?: InputMaybe<AutomotiveRegion>;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryDaysToSellArgs = {
  brandName: Scalars['String']['input'];
  region?: InputMaybe<AutomotiveRegion>;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryDealerArgs = {
  id: Scalars['Int']['input'];
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryDealerListingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  dealerId: Scalars['Int']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  newCars?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryDealerListingsByDateArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  dealerId: Scalars['Int']['input'];
  endDate: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  newCars?: InputMaybe<Scalars['Boolean']['input']>;
  startDate: Scalars['String']['input'];
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryDealersByRegionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  region?: InputMaybe<AutomotiveRegion>;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryDealersByZipCodeArgs = {
  zipCode: Scalars['String']['input'];
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryInactiveModelsArgs = {
  brandName: Scalars['String']['input'];
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryListPriceArgs = {
  brandName: Scalars['String']['input'];
  region?: InputMaybe<AutomotiveRegion>;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryListingSearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where: ListingSearchInput;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryModelYearDistributionArgs = {
  brandName: Scalars['String']['input'];
  modelName: Scalars['String']['input'];
  region?: InputMaybe<AutomotiveRegion>;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryModelsArgs = {
  brandName: Scalars['String']['input'];
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryRegionBrandMarketShareArgs = {
  brandName: Scalars['String']['input'];
  region?: InputMaybe<AutomotiveRegion>;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryRegionDailySalesArgs = {
  brandName: Scalars['String']['input'];
  day: Scalars['String']['input'];
  region: AutomotiveRegion;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryRegionListingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  daysBack?: InputMaybe<Scalars['Int']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  modelName: Scalars['String']['input'];
  newCars?: InputMaybe<Scalars['Boolean']['input']>;
  region: AutomotiveRegion;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryRegionListingsByDateArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  endDate: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  modelName: Scalars['String']['input'];
  newCars?: InputMaybe<Scalars['Boolean']['input']>;
  region: AutomotiveRegion;
  startDate: Scalars['String']['input'];
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryRegionMarketShareArgs = {
  region?: InputMaybe<AutomotiveRegion>;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryRegionSalesArgs = {
  brandName: Scalars['String']['input'];
  month: Scalars['String']['input'];
  region: AutomotiveRegion;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQuerySalePriceArgs = {
  brandName: Scalars['String']['input'];
  region?: InputMaybe<AutomotiveRegion>;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQuerySalePriceHistogramArgs = {
  brandName: Scalars['String']['input'];
  modelName: Scalars['String']['input'];
  region?: InputMaybe<AutomotiveRegion>;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQuerySimilarSalePriceArgs = {
  daysBack?: InputMaybe<Scalars['Int']['input']>;
  region?: InputMaybe<AutomotiveRegion>;
  sameYear?: InputMaybe<Scalars['Boolean']['input']>;
  vin: Scalars['String']['input'];
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryTopModelsArgs = {
  region?: InputMaybe<AutomotiveRegion>;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryValuationArgs = {
  area: ValuationAreaInput;
  sameYear?: InputMaybe<Scalars['Boolean']['input']>;
  vin: Scalars['String']['input'];
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryVehicleHistoryArgs = {
  vin: Scalars['String']['input'];
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryVehicleSeenArgs = {
  afterDate: Scalars['String']['input'];
  vin: Scalars['String']['input'];
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryVinDecodeArgs = {
  includeRecall?: InputMaybe<Scalars['Boolean']['input']>;
  passEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  vin: Scalars['String']['input'];
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryZipCodeListingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  modelName?: InputMaybe<Scalars['String']['input']>;
  newCars?: InputMaybe<Scalars['Boolean']['input']>;
  zipCode: Scalars['String']['input'];
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryZipCodeListingsByDateArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  endDate: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  modelName?: InputMaybe<Scalars['String']['input']>;
  newCars?: InputMaybe<Scalars['Boolean']['input']>;
  startDate: Scalars['String']['input'];
  zipCode: Scalars['String']['input'];
};

/** A region of the upstream: one per US state (and DC). `REGION_STATE_CA` is its default. */
export type AutomotiveRegion =
  | 'REGION_STATE_AK'
  | 'REGION_STATE_AL'
  | 'REGION_STATE_AR'
  | 'REGION_STATE_AZ'
  | 'REGION_STATE_CA'
  | 'REGION_STATE_CO'
  | 'REGION_STATE_CT'
  | 'REGION_STATE_DC'
  | 'REGION_STATE_DE'
  | 'REGION_STATE_FL'
  | 'REGION_STATE_GA'
  | 'REGION_STATE_HI'
  | 'REGION_STATE_IA'
  | 'REGION_STATE_ID'
  | 'REGION_STATE_IL'
  | 'REGION_STATE_IN'
  | 'REGION_STATE_KS'
  | 'REGION_STATE_KY'
  | 'REGION_STATE_LA'
  | 'REGION_STATE_MA'
  | 'REGION_STATE_MD'
  | 'REGION_STATE_ME'
  | 'REGION_STATE_MI'
  | 'REGION_STATE_MN'
  | 'REGION_STATE_MO'
  | 'REGION_STATE_MS'
  | 'REGION_STATE_MT'
  | 'REGION_STATE_NC'
  | 'REGION_STATE_ND'
  | 'REGION_STATE_NE'
  | 'REGION_STATE_NH'
  | 'REGION_STATE_NJ'
  | 'REGION_STATE_NM'
  | 'REGION_STATE_NV'
  | 'REGION_STATE_NY'
  | 'REGION_STATE_OH'
  | 'REGION_STATE_OK'
  | 'REGION_STATE_OR'
  | 'REGION_STATE_PA'
  | 'REGION_STATE_RI'
  | 'REGION_STATE_SC'
  | 'REGION_STATE_SD'
  | 'REGION_STATE_TN'
  | 'REGION_STATE_TX'
  | 'REGION_STATE_UT'
  | 'REGION_STATE_VA'
  | 'REGION_STATE_VT'
  | 'REGION_STATE_WA'
  | 'REGION_STATE_WI'
  | 'REGION_STATE_WV'
  | 'REGION_STATE_WY';

/** A sales or market share report whose body the spec leaves untyped: `data` is passed on as sent. */
export type AutomotiveReport = {
  __typename?: 'AutomotiveReport';
  brandName?: Maybe<Scalars['String']['output']>;
  /** The report's data; its shape differs per report and the spec gives none (JSON). */
  data?: Maybe<Scalars['JSON']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  modelName?: Maybe<Scalars['String']['output']>;
  regionName?: Maybe<Scalars['String']['output']>;
};

/** Whether a name or file path can be used. */
export type Availability = {
  __typename?: 'Availability';
  isAvailable?: Maybe<Scalars['Boolean']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  reason?: Maybe<AvailabilityReason>;
  reasonRaw?: Maybe<Scalars['String']['output']>;
};

export type AvailabilityReason =
  | 'ALREADY_EXISTS'
  | 'INVALID'
  | 'UNKNOWN';

/** An Azure Resource Manager resource. Where the upstream omits its id, the gateway builds it from the path it read the resource at; the subscription and resource group are those of that path. */
export type AzureResource = {
  /** The full Azure resource id. */
  id: Scalars['String']['output'];
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
};

export type BaseConversion = {
  __typename?: 'BaseConversion';
  /** The number written in base `to`. */
  answer: Scalars['String']['output'];
  from: Scalars['Int']['output'];
  number: Scalars['String']['output'];
  to: Scalars['Int']['output'];
};

/** A file returned by an upstream, carried inline as base64. */
export type BinaryFile = {
  __typename?: 'BinaryFile';
  /** The bytes, base64-encoded. */
  base64: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  /** SHA-256 of the bytes, lowercase hex. */
  sha256: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
};

/** A vehicle brand; its name is the `brandName` argument of other fields. */
export type Brand = {
  __typename?: 'Brand';
  /** The brand's active models. */
  models?: Maybe<Array<Maybe<VehicleModel>>>;
  name: Scalars['String']['output'];
};

export type BridgeNumber = {
  __typename?: 'BridgeNumber';
  country?: Maybe<Scalars['String']['output']>;
  isMostUsed?: Maybe<Scalars['Boolean']['output']>;
  locale?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  number?: Maybe<Scalars['String']['output']>;
  /** Billing of the call, e.g. TOLL. */
  type?: Maybe<Scalars['String']['output']>;
};

/** Provisioned capacity of one service level inside an account. */
export type CapacityPool = AzureResource & {
  __typename?: 'CapacityPool';
  /** The full Azure resource id. */
  id: Scalars['String']['output'];
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  poolId?: Maybe<Scalars['String']['output']>;
  provisioningState?: Maybe<Scalars['String']['output']>;
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  serviceLevel?: Maybe<ServiceLevel>;
  serviceLevelRaw?: Maybe<Scalars['String']['output']>;
  /** Provisioned size in bytes (a multiple of 4 TiB). */
  size?: Maybe<Scalars['Float']['output']>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
  /** The pool's volumes. */
  volumes?: Maybe<Array<Maybe<Volume>>>;
};

export type CertificateAddress = {
  __typename?: 'CertificateAddress';
  country?: Maybe<Scalars['String']['output']>;
  district?: Maybe<Scalars['String']['output']>;
  /** The parts that are present, comma-separated. */
  formatted: Scalars['String']['output'];
  house?: Maybe<Scalars['String']['output']>;
  landmark?: Maybe<Scalars['String']['output']>;
  line1?: Maybe<Scalars['String']['output']>;
  line2?: Maybe<Scalars['String']['output']>;
  locality?: Maybe<Scalars['String']['output']>;
  pin?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  /** e.g. permanent, present. */
  type?: Maybe<Scalars['String']['output']>;
  /** Village, town or city. */
  vtc?: Maybe<Scalars['String']['output']>;
};

/** How the certificate is returned. */
export type CertificateFormat =
  | 'PDF'
  | 'XML';

/** The person the certificate is issued to (licence holder or vehicle owner). */
export type CertificateHolder = {
  __typename?: 'CertificateHolder';
  address?: Maybe<CertificateAddress>;
  dateOfBirth?: Maybe<Scalars['DateTime']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** Which relation `relativeName` is (`swdIndicator`: S, D or W). */
  relation?: Maybe<Scalars['String']['output']>;
  /** Name of the son/daughter/wife-of relative (`swd`). */
  relativeName?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type CertificateIssuer = {
  __typename?: 'CertificateIssuer';
  code?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

/** How to cite a record. */
export type Citation = {
  __typename?: 'Citation';
  /** The bibliographic authors. The spec declares a string but describes (and its examples send) a list of `{ given, family }`: both are read, a plain string as one author with `literal` set. */
  author: Array<CitationAuthor>;
  citation?: Maybe<Scalars['String']['output']>;
  doi?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  publisher?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

/** One bibliographic author of a citation (CSL name). */
export type CitationAuthor = {
  __typename?: 'CitationAuthor';
  /** Family name. */
  family?: Maybe<Scalars['String']['output']>;
  /** Given names. */
  given?: Maybe<Scalars['String']['output']>;
  /** The whole name as one string, when the upstream sends the author that way. */
  literal?: Maybe<Scalars['String']['output']>;
};

/** A citation style (CSL), e.g. "apa". */
export type CitationStyle = {
  __typename?: 'CitationStyle';
  dateParsed?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  shortTitle?: Maybe<Scalars['String']['output']>;
  summary?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type CitationStyleConnection = {
  __typename?: 'CitationStyleConnection';
  edges: Array<Maybe<CitationStyleEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type CitationStyleEdge = {
  __typename?: 'CitationStyleEdge';
  cursor: Scalars['String']['output'];
  node: CitationStyle;
};

/** How a collection describes one of its items. */
export type CollectedMetadata = {
  __typename?: 'CollectedMetadata';
  collectedType?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  issue?: Maybe<Scalars['String']['output']>;
  /** The project described (null for preprints and registrations). */
  item?: Maybe<ResearchNode>;
  programArea?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  /** Ids of the subjects, without loading them. */
  subjectIds?: Maybe<Array<Scalars['String']['output']>>;
  /** Subjects of this item in the collection. */
  subjects?: Maybe<TaxonomyConnection>;
  volume?: Maybe<Scalars['String']['output']>;
};


/** How a collection describes one of its items. */
export type CollectedMetadataSubjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type CollectedMetadataConnection = {
  __typename?: 'CollectedMetadataConnection';
  edges: Array<Maybe<CollectedMetadataEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type CollectedMetadataEdge = {
  __typename?: 'CollectedMetadataEdge';
  cursor: Scalars['String']['output'];
  node: CollectedMetadata;
};

export type CommunitySort =
  | 'ALPHABETICALLY'
  | 'POPULARITY'
  | 'RECENT_ACTIVITY';

/** A signed consent artifact (API Setu `ConsentArtifactSchema`). */
export type ConsentArtifactInput = {
  /** The consent. */
  consent: ConsentInput;
  /** Its signature. */
  signature: ConsentSignatureInput;
};

/** The period the consent covers (sent in UTC with milliseconds). */
export type ConsentDateRangeInput = {
  /** Start of the period. */
  from: Scalars['DateTime']['input'];
  /** End of the period. */
  to: Scalars['DateTime']['input'];
};

/** How often the data may be fetched. */
export type ConsentFrequencyInput = {
  /** How many times the fetch may repeat. */
  repeats: Scalars['Float']['input'];
  /** The unit of `value` (e.g. DAY). */
  unit: Scalars['String']['input'];
  /** How many units one period lasts. */
  value: Scalars['Float']['input'];
};

/** The consent itself: who asks whom for what, for whom, and why. */
export type ConsentInput = {
  /** A unique consent id (UUID). */
  consentId: Scalars['String']['input'];
  /** The data set consented to. */
  data: ConsentPartyInput;
  /** Who receives the data. */
  dataConsumer: ConsentPartyInput;
  /** Who holds the data. */
  dataProvider: ConsentPartyInput;
  /** What the consent allows. */
  permission: ConsentPermissionInput;
  /** Why the data is asked for. */
  purpose: ConsentPurposeInput;
  /** When the consent was given. */
  timestamp: Scalars['DateTime']['input'];
  /** The person who consents. */
  user: ConsentUserInput;
};

/** A party or a data set of a consent, named by its id. */
export type ConsentPartyInput = {
  /** Its id. */
  id: Scalars['String']['input'];
};

/** What the consent allows. */
export type ConsentPermissionInput = {
  /** The kind of access (e.g. VIEW). */
  access: Scalars['String']['input'];
  /** The period it covers. */
  dateRange: ConsentDateRangeInput;
  /** How often data may be fetched. */
  frequency: ConsentFrequencyInput;
};

/** Why the data is asked for. */
export type ConsentPurposeInput = {
  /** The purpose, in words. */
  description: Scalars['String']['input'];
};

/** The signature over the consent. */
export type ConsentSignatureInput = {
  /** The signature. */
  signature: Scalars['String']['input'];
};

/** The person who gave the consent. */
export type ConsentUserInput = {
  /** Their e-mail address. */
  email: Scalars['String']['input'];
  /** Their identifier. */
  idNumber: Scalars['String']['input'];
  /** The kind of identifier in `idNumber`. */
  idType: Scalars['String']['input'];
  /** Their mobile number. */
  mobile: Scalars['String']['input'];
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
  beforeToken?: InputMaybe<Scalars['String']['input']>;
  createdAfter?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdBefore?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  properties?: InputMaybe<Array<Scalars['String']['input']>>;
  sort?: InputMaybe<Array<Scalars['String']['input']>>;
  updatedAfter?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedBefore?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A user's place on a record: permission and visibility. */
export type Contributor = {
  __typename?: 'Contributor';
  bibliographic?: Maybe<Scalars['Boolean']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  index?: Maybe<Scalars['Int']['output']>;
  permission?: Maybe<Scalars['String']['output']>;
  unregisteredContributor?: Maybe<Scalars['String']['output']>;
  /** The user behind this contributorship. */
  user?: Maybe<ResearchUser>;
};

export type ContributorConnection = {
  __typename?: 'ContributorConnection';
  edges: Array<Maybe<ContributorEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ContributorEdge = {
  __typename?: 'ContributorEdge';
  cursor: Scalars['String']['output'];
  node: Contributor;
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

/** A conversation the caller participates in (or a community it may join). */
export type Conversation = {
  __typename?: 'Conversation';
  avatar?: Maybe<Scalars['String']['output']>;
  avatarLarge?: Maybe<Scalars['String']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  creator?: Maybe<MessagingUser>;
  creatorId?: Maybe<Scalars['ID']['output']>;
  creatorTenantId?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** Join details; loaded for all conversations of a query in one call. */
  details?: Maybe<ConversationDetails>;
  /** Items of this conversation the caller flagged. */
  flaggedItems?: Maybe<Array<Maybe<ConversationItem>>>;
  /** Absent when Circuit does not send it and the gateway did not ask by id. */
  id?: Maybe<Scalars['ID']['output']>;
  isGuestAccessDisabled?: Maybe<Scalars['Boolean']['output']>;
  isModerated?: Maybe<Scalars['Boolean']['output']>;
  /** Items by modification time, newest first by default (GET /conversations/{convId}/items). */
  items?: Maybe<ConversationItemsConnection>;
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  participantIds: Array<Scalars['ID']['output']>;
  /** Participants by type with their names, paged by Circuit (at most 25 per page). */
  participantList?: Maybe<ConversationParticipantListConnection>;
  /** The active participants; null entries for users that no longer exist. */
  participants?: Maybe<Array<Maybe<MessagingUser>>>;
  pinnedTopics?: Maybe<Array<PinnedTopic>>;
  /** The title; DIRECT conversations have none. */
  topic?: Maybe<Scalars['String']['output']>;
  topicPlaceholder?: Maybe<Scalars['String']['output']>;
  type?: Maybe<ConversationType>;
  typeRaw?: Maybe<Scalars['String']['output']>;
};


/** A conversation the caller participates in (or a community it may join). */
export type ConversationItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<MessagingDirection>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  modifiedAt?: InputMaybe<Scalars['DateTime']['input']>;
};


/** A conversation the caller participates in (or a community it may join). */
export type ConversationParticipantListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ConversationParticipantType>;
};

/** How to join the conference of a conversation: link, PIN and dial-in numbers. */
export type ConversationDetails = {
  __typename?: 'ConversationDetails';
  bridgeNumbers: Array<BridgeNumber>;
  conversationId: Scalars['ID']['output'];
  creatorId?: Maybe<Scalars['ID']['output']>;
  isModerationAllowed?: Maybe<Scalars['Boolean']['output']>;
  isRecordingAllowed?: Maybe<Scalars['Boolean']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  pin?: Maybe<Scalars['String']['output']>;
};

/** A message, system event or call in a conversation. */
export type ConversationItem = {
  __typename?: 'ConversationItem';
  attachments: Array<Attachment>;
  conversation?: Maybe<Conversation>;
  conversationId?: Maybe<Scalars['ID']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  creator?: Maybe<MessagingUser>;
  creatorId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  includeInUnreadCount?: Maybe<Scalars['Boolean']['output']>;
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  rtc?: Maybe<RtcItem>;
  system?: Maybe<SystemItem>;
  text?: Maybe<TextItem>;
  type?: Maybe<ConversationItemType>;
  typeRaw?: Maybe<Scalars['String']['output']>;
};

export type ConversationItemType =
  | 'RTC'
  | 'SYSTEM'
  | 'TEXT'
  | 'UNKNOWN';

export type ConversationItemsConnection = {
  __typename?: 'ConversationItemsConnection';
  edges: Array<Maybe<ConversationItemsConnectionEdge>>;
  pageInfo: PageInfo;
};

export type ConversationItemsConnectionEdge = {
  __typename?: 'ConversationItemsConnectionEdge';
  cursor: Scalars['String']['output'];
  node: ConversationItem;
};

export type ConversationParticipant = {
  __typename?: 'ConversationParticipant';
  displayName?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  isDeleted?: Maybe<Scalars['Boolean']['output']>;
  largeImageUri?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  smallImageUri?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

export type ConversationParticipantListConnection = {
  __typename?: 'ConversationParticipantListConnection';
  edges: Array<Maybe<ConversationParticipantListConnectionEdge>>;
  pageInfo: PageInfo;
};

export type ConversationParticipantListConnectionEdge = {
  __typename?: 'ConversationParticipantListConnectionEdge';
  cursor: Scalars['String']['output'];
  node: ConversationParticipant;
};

export type ConversationParticipantType =
  | 'BOT'
  | 'FORMER'
  | 'GUEST'
  | 'MODERATOR'
  | 'REGULAR';

export type ConversationSearchMatch = {
  __typename?: 'ConversationSearchMatch';
  conversation?: Maybe<Conversation>;
  conversationId: Scalars['ID']['output'];
  itemIds: Array<Scalars['ID']['output']>;
};

export type ConversationSearchScope =
  | 'ALL'
  | 'CONVERSATIONS'
  | 'FILES'
  | 'FILTER'
  | 'LABEL'
  | 'MEMBERS'
  | 'MESSAGES'
  | 'PEOPLE'
  | 'SENTBY';

export type ConversationType =
  | 'COMMUNITY'
  | 'DIRECT'
  | 'GROUP'
  | 'LARGE'
  | 'UNKNOWN';

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

export type DayOfWeek =
  | 'FRIDAY'
  | 'MONDAY'
  | 'SATURDAY'
  | 'SUNDAY'
  | 'THURSDAY'
  | 'TUESDAY'
  | 'UNKNOWN'
  | 'WEDNESDAY';

/** A day of the week, as a caller gives it in a schedule. */
export type DayOfWeekInput =
  /** Sent to the upstream as "Friday". */
  | 'FRIDAY'
  /** Sent to the upstream as "Monday". */
  | 'MONDAY'
  /** Sent to the upstream as "Saturday". */
  | 'SATURDAY'
  /** Sent to the upstream as "Sunday". */
  | 'SUNDAY'
  /** Sent to the upstream as "Thursday". */
  | 'THURSDAY'
  /** Sent to the upstream as "Tuesday". */
  | 'TUESDAY'
  /** Sent to the upstream as "Wednesday". */
  | 'WEDNESDAY';

/** Days of supply left on dealer lots for a brand in a region. */
export type DaysSupply = {
  __typename?: 'DaysSupply';
  /** Dealer by dealer. */
  average?: Maybe<Scalars['Float']['output']>;
  brandName?: Maybe<Scalars['String']['output']>;
  median?: Maybe<Scalars['Float']['output']>;
  pVariance?: Maybe<Scalars['Float']['output']>;
  regionName?: Maybe<Scalars['String']['output']>;
  stdDev?: Maybe<Scalars['Float']['output']>;
  /** The whole region treated as a single dealership. */
  wholeRegionAverage?: Maybe<Scalars['Float']['output']>;
};

/** Days a vehicle of a brand spends on dealer lots in a region. */
export type DaysToSell = {
  __typename?: 'DaysToSell';
  /** Dealer by dealer. */
  average?: Maybe<Scalars['Float']['output']>;
  brandName?: Maybe<Scalars['String']['output']>;
  median?: Maybe<Scalars['Float']['output']>;
  pVariance?: Maybe<Scalars['Float']['output']>;
  regionName?: Maybe<Scalars['String']['output']>;
  stdDev?: Maybe<Scalars['Float']['output']>;
  /** The whole region treated as a single dealership. */
  wholeRegionAverage?: Maybe<Scalars['Float']['output']>;
};

/** A dealership. `id` is its first internal id; `ids` lists all of them. */
export type Dealer = {
  __typename?: 'Dealer';
  address: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  ids: Array<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  state: Scalars['String']['output'];
  /** Five digits (the upstream sends a number, so leading zeros are restored). */
  zipCode: Scalars['String']['output'];
};

export type DealerConnection = {
  __typename?: 'DealerConnection';
  edges: Array<Maybe<DealerEdge>>;
  pageInfo: PageInfo;
};

export type DealerEdge = {
  __typename?: 'DealerEdge';
  cursor: Scalars['String']['output'];
  node: Dealer;
};

/** A client device of the caller. */
export type DeviceInfo = {
  __typename?: 'DeviceInfo';
  clientId?: Maybe<Scalars['ID']['output']>;
  clientVersion?: Maybe<Scalars['String']['output']>;
  deviceSubtype?: Maybe<Scalars['String']['output']>;
  deviceType?: Maybe<Scalars['String']['output']>;
  hardwareModel?: Maybe<Scalars['String']['output']>;
  homeNode?: Maybe<Scalars['String']['output']>;
  manufacturer?: Maybe<Scalars['String']['output']>;
  osVersion?: Maybe<Scalars['String']['output']>;
  userId?: Maybe<Scalars['ID']['output']>;
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
  edges: Array<Maybe<DomainEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
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

/** A registration being prepared. */
export type DraftRegistration = {
  __typename?: 'DraftRegistration';
  /** The project the draft registers. */
  branchedFrom?: Maybe<ResearchNode>;
  category?: Maybe<ResearchNodeCategory>;
  categoryRaw?: Maybe<Scalars['String']['output']>;
  /** One contributor by user id. */
  contributor?: Maybe<Contributor>;
  /** People on this draft. */
  contributors?: Maybe<ContributorConnection>;
  currentUserPermissions?: Maybe<Array<Scalars['String']['output']>>;
  datetimeInitiated?: Maybe<Scalars['DateTime']['output']>;
  datetimeUpdated?: Maybe<Scalars['DateTime']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  hasProject?: Maybe<Scalars['Boolean']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Who started the draft. */
  initiator?: Maybe<ResearchUser>;
  /** Institutions of this draft. */
  institutions?: Maybe<InstitutionConnection>;
  /** The copyright holders and year the record gives for its license. */
  nodeLicense?: Maybe<LicenseRecord>;
  /** Metadata keyed by the registration schema's questions: its shape is the schema's, so the spec gives none (JSON). */
  registrationMetadata?: Maybe<Scalars['JSON']['output']>;
  /** The answers keyed by the registration schema's question ids: their shape is the schema's, so the spec gives none (JSON). */
  registrationResponses?: Maybe<Scalars['JSON']['output']>;
  /** The form being filled in. */
  registrationSchema?: Maybe<RegistrationSchema>;
  /** Subjects of this draft. */
  subjects?: Maybe<TaxonomyConnection>;
  tags?: Maybe<Array<Scalars['String']['output']>>;
  title?: Maybe<Scalars['String']['output']>;
};


/** A registration being prepared. */
export type DraftRegistrationContributorArgs = {
  userId: Scalars['String']['input'];
};


/** A registration being prepared. */
export type DraftRegistrationContributorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A registration being prepared. */
export type DraftRegistrationInstitutionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A registration being prepared. */
export type DraftRegistrationSubjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type DraftRegistrationConnection = {
  __typename?: 'DraftRegistrationConnection';
  edges: Array<Maybe<DraftRegistrationEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type DraftRegistrationEdge = {
  __typename?: 'DraftRegistrationEdge';
  cursor: Scalars['String']['output'];
  node: DraftRegistration;
};

/** Key fields of a driving licence certificate (DRVLC). */
export type DrivingLicence = {
  __typename?: 'DrivingLicence';
  holder?: Maybe<CertificateHolder>;
  issueDate?: Maybe<Scalars['DateTime']['output']>;
  /** Place of issue. */
  issuedAt?: Maybe<Scalars['String']['output']>;
  issuer?: Maybe<CertificateIssuer>;
  licenceNumber?: Maybe<Scalars['String']['output']>;
  previousNumber?: Maybe<Scalars['String']['output']>;
  /** As the issuer writes it, e.g. A (active). */
  status?: Maybe<Scalars['String']['output']>;
  validFrom?: Maybe<Scalars['DateTime']['output']>;
  validUntil?: Maybe<Scalars['DateTime']['output']>;
  vehicleClasses: Array<VehicleClass>;
};

/** A driving licence certificate pulled from the issuer. */
export type DrivingLicenceCertificate = {
  __typename?: 'DrivingLicenceCertificate';
  format: CertificateFormat;
  /** Key fields read from the XML document (XML only). */
  licence?: Maybe<DrivingLicence>;
  /** The certificate when `format` is PDF. */
  pdf?: Maybe<BinaryFile>;
  /** The transaction id sent to the issuer (generated when none was given). */
  txnId: Scalars['String']['output'];
  /** The raw XML document when `format` is XML. */
  xml?: Maybe<Scalars['String']['output']>;
};

export type DrivingLicenceCertificateInput = {
  /** The holder's Aadhaar number (the issuer requires it). */
  aadhaarNumber: Scalars['String']['input'];
  /** The signed consent artifact (API Setu `ConsentArtifactSchema`). */
  consentArtifact?: InputMaybe<ConsentArtifactInput>;
  /** Date of birth, DD-MM-YYYY. */
  dateOfBirth: Scalars['String']['input'];
  /** XML (default) or PDF. */
  format?: InputMaybe<CertificateFormat>;
  /** Full name as on the licence. */
  fullName: Scalars['String']['input'];
  /** Driving licence number as printed, e.g. DL0420110012345. */
  licenceNumber: Scalars['String']['input'];
  /** Transaction id (UUID); generated when omitted. */
  txnId?: InputMaybe<Scalars['String']['input']>;
};

/** What the emulator printed while unpacking the file. */
export type EmulationOutput = {
  __typename?: 'EmulationOutput';
  lines: Array<Scalars['String']['output']>;
};

/** Who may mount a volume, and how. */
export type ExportPolicyRule = {
  __typename?: 'ExportPolicyRule';
  /** Client addresses: comma-separated IPv4 CIDRs, host addresses and host names. */
  allowedClients?: Maybe<Scalars['String']['output']>;
  cifs?: Maybe<Scalars['Boolean']['output']>;
  nfsv3?: Maybe<Scalars['Boolean']['output']>;
  nfsv4?: Maybe<Scalars['Boolean']['output']>;
  ruleIndex?: Maybe<Scalars['Int']['output']>;
  unixReadOnly?: Maybe<Scalars['Boolean']['output']>;
  unixReadWrite?: Maybe<Scalars['Boolean']['output']>;
};

export type FilePathAvailabilityInput = {
  /** The volume creation token to check. */
  filePath: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
};

/** A file storage account (NetApp account): the top of the hierarchy. */
export type FileStorageAccount = AzureResource & {
  __typename?: 'FileStorageAccount';
  /** Empty when the upstream lists none. */
  activeDirectories?: Maybe<Array<Maybe<FileStorageActiveDirectory>>>;
  /** The account's capacity pools. */
  capacityPools?: Maybe<Array<Maybe<CapacityPool>>>;
  /** The full Azure resource id. */
  id: Scalars['String']['output'];
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  provisioningState?: Maybe<Scalars['String']['output']>;
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
};

/** An Active Directory joined to an account for SMB volumes (its password is never exposed). */
export type FileStorageActiveDirectory = {
  __typename?: 'FileStorageActiveDirectory';
  activeDirectoryId?: Maybe<Scalars['String']['output']>;
  dns?: Maybe<Scalars['String']['output']>;
  domain?: Maybe<Scalars['String']['output']>;
  organizationalUnit?: Maybe<Scalars['String']['output']>;
  smbServerName?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};

/** One operation the resource provider offers. */
export type FileStorageOperation = {
  __typename?: 'FileStorageOperation';
  description?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  operation?: Maybe<Scalars['String']['output']>;
  origin?: Maybe<Scalars['String']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
  resource?: Maybe<Scalars['String']['output']>;
};

/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQuery = {
  __typename?: 'FileStorageQuery';
  /** One account; null when it does not exist. */
  account?: Maybe<FileStorageAccount>;
  /** The accounts of a resource group. */
  accounts?: Maybe<Array<Maybe<FileStorageAccount>>>;
  /** One capacity pool; null when it does not exist. */
  capacityPool?: Maybe<CapacityPool>;
  /** The capacity pools of an account. */
  capacityPools?: Maybe<Array<Maybe<CapacityPool>>>;
  /** Whether a volume file path (creation token) is free in a location (no side effects). */
  checkFilePathAvailability?: Maybe<Availability>;
  /** Whether a resource name is free in a resource group (no side effects). */
  checkNameAvailability?: Maybe<Availability>;
  /** The mount targets of a volume. */
  mountTargets?: Maybe<Array<Maybe<MountTarget>>>;
  /** The resource provider's operations. */
  operations?: Maybe<Array<Maybe<FileStorageOperation>>>;
  /** One snapshot; null when it does not exist. */
  snapshot?: Maybe<Snapshot>;
  /** The snapshots of a volume. */
  snapshots?: Maybe<Array<Maybe<Snapshot>>>;
  /** One volume; null when it does not exist. */
  volume?: Maybe<Volume>;
  /** The volumes of a capacity pool. */
  volumes?: Maybe<Array<Maybe<Volume>>>;
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryAccountArgs = {
  accountName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryAccountsArgs = {
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryCapacityPoolArgs = {
  accountName: Scalars['String']['input'];
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryCapacityPoolsArgs = {
  accountName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryCheckFilePathAvailabilityArgs = {
  input: FilePathAvailabilityInput;
  location: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryCheckNameAvailabilityArgs = {
  input: NameAvailabilityInput;
  location: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryMountTargetsArgs = {
  accountName: Scalars['String']['input'];
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
  volumeName: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQuerySnapshotArgs = {
  accountName: Scalars['String']['input'];
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  snapshotName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
  volumeName: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQuerySnapshotsArgs = {
  accountName: Scalars['String']['input'];
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
  volumeName: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryVolumeArgs = {
  accountName: Scalars['String']['input'];
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
  volumeName: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryVolumesArgs = {
  accountName: Scalars['String']['input'];
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};

export type FileStorageResourceType =
  /** A file storage account. */
  | 'ACCOUNT'
  | 'CAPACITY_POOL'
  | 'SNAPSHOT'
  | 'VOLUME';

/** A space item the caller flagged, with the topic it replies to. */
export type FlaggedItem = {
  __typename?: 'FlaggedItem';
  item?: Maybe<SpaceItem>;
  parentItem?: Maybe<SpaceItem>;
  /** The space the flagged item belongs to. */
  space?: Maybe<Space>;
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

/** How a job authenticates its HTTP call. Only the non-secret parts are shown: passwords, client secrets and the certificate itself are write-only. */
export type HttpAuthentication = {
  __typename?: 'HttpAuthentication';
  /** ACTIVE_DIRECTORY_OAUTH only. */
  audience?: Maybe<Scalars['String']['output']>;
  /** CLIENT_CERTIFICATE only. */
  certificateExpirationDate?: Maybe<Scalars['DateTime']['output']>;
  /** CLIENT_CERTIFICATE only. */
  certificateSubjectName?: Maybe<Scalars['String']['output']>;
  /** CLIENT_CERTIFICATE only: the SHA-1 thumbprint of the uploaded certificate. */
  certificateThumbprint?: Maybe<Scalars['String']['output']>;
  /** ACTIVE_DIRECTORY_OAUTH only. */
  clientId?: Maybe<Scalars['String']['output']>;
  /** ACTIVE_DIRECTORY_OAUTH only. */
  tenant?: Maybe<Scalars['String']['output']>;
  type?: Maybe<HttpAuthenticationType>;
  typeRaw?: Maybe<Scalars['String']['output']>;
  /** BASIC only. */
  username?: Maybe<Scalars['String']['output']>;
};

/** How an HTTP(S) action authenticates: `type` says which fields apply. CLIENT_CERTIFICATE: `pfx` (and `password` when the PFX has one); BASIC: `username`, `password`; ACTIVE_DIRECTORY_OAUTH: `tenant`, `audience`, `clientId`, `secret`. Any other field is refused. */
export type HttpAuthenticationInput = {
  /** The resource the token is for, e.g. https://management.core.windows.net/. */
  audience?: InputMaybe<Scalars['String']['input']>;
  clientId?: InputMaybe<Scalars['String']['input']>;
  /** The PFX or basic password. Write-only: sent upstream, never shown back or logged. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** The client certificate as a base64-encoded PFX (PKCS #12). Write-only: sent upstream, never shown back or logged. */
  pfx?: InputMaybe<Scalars['String']['input']>;
  /** The client secret. Write-only: sent upstream, never shown back or logged. */
  secret?: InputMaybe<Scalars['String']['input']>;
  /** The Azure AD tenant: its GUID or domain name. */
  tenant?: InputMaybe<Scalars['String']['input']>;
  type: HttpAuthenticationTypeInput;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type HttpAuthenticationType =
  | 'ACTIVE_DIRECTORY_OAUTH'
  | 'BASIC'
  | 'CLIENT_CERTIFICATE'
  | 'NOT_SPECIFIED'
  | 'UNKNOWN';

/** How a job authenticates its HTTP call, as a caller sets it. */
export type HttpAuthenticationTypeInput =
  /** Sent to the upstream as "ActiveDirectoryOAuth". */
  | 'ACTIVE_DIRECTORY_OAUTH'
  /** Sent to the upstream as "Basic". */
  | 'BASIC'
  /** Sent to the upstream as "ClientCertificate". */
  | 'CLIENT_CERTIFICATE'
  /** Sent to the upstream as "NotSpecified". */
  | 'NOT_SPECIFIED';

export type HttpHeader = {
  __typename?: 'HttpHeader';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type HttpHeaderInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** The HTTP call a job makes. */
export type HttpRequest = {
  __typename?: 'HttpRequest';
  authentication?: Maybe<HttpAuthentication>;
  body?: Maybe<Scalars['String']['output']>;
  /** Empty when the upstream lists none. */
  headers?: Maybe<Array<HttpHeader>>;
  method?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};

export type HttpRequestInput = {
  authentication?: InputMaybe<HttpAuthenticationInput>;
  body?: InputMaybe<Scalars['String']['input']>;
  headers?: InputMaybe<Array<HttpHeaderInput>>;
  method: Scalars['String']['input'];
  uri: Scalars['String']['input'];
};

/** A URL that posts messages into a conversation. */
export type IncomingWebhook = {
  __typename?: 'IncomingWebhook';
  conversation?: Maybe<Conversation>;
  conversationId?: Maybe<Scalars['ID']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  creatorId?: Maybe<Scalars['ID']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  status?: Maybe<IncomingWebhookStatus>;
  statusRaw?: Maybe<Scalars['String']['output']>;
  tenantId?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  userId?: Maybe<Scalars['ID']['output']>;
};

export type IncomingWebhookStatus =
  | 'DISABLED'
  | 'ENABLED'
  | 'UNKNOWN';

/** A university or organisation affiliated with records. */
export type Institution = {
  __typename?: 'Institution';
  authUrl?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  logoPath?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** Projects affiliated with this institution. */
  nodes?: Maybe<ResearchNodeConnection>;
  /** Registrations affiliated with this institution. */
  registrations?: Maybe<RegistrationConnection>;
  rorIri?: Maybe<Scalars['String']['output']>;
  /** Users affiliated with this institution. */
  users?: Maybe<ResearchUserConnection>;
};


/** A university or organisation affiliated with records. */
export type InstitutionNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A university or organisation affiliated with records. */
export type InstitutionRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A university or organisation affiliated with records. */
export type InstitutionUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type InstitutionConnection = {
  __typename?: 'InstitutionConnection';
  edges: Array<Maybe<InstitutionEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type InstitutionEdge = {
  __typename?: 'InstitutionEdge';
  cursor: Scalars['String']['output'];
  node: Institution;
};

/** A scheduled job: an action, when it recurs, and how it has run so far. */
export type Job = AzureResource & {
  __typename?: 'Job';
  action?: Maybe<JobAction>;
  /** Executions of the job, optionally only those with one status. */
  history?: Maybe<JobHistoryConnection>;
  /** The full Azure resource id. */
  id: Scalars['String']['output'];
  /** The collection the job was read from. */
  jobCollectionName?: Maybe<Scalars['String']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  recurrence?: Maybe<JobRecurrence>;
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  startTime?: Maybe<Scalars['DateTime']['output']>;
  state?: Maybe<JobState>;
  stateRaw?: Maybe<Scalars['String']['output']>;
  status?: Maybe<JobStatus>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
};


/** A scheduled job: an action, when it recurs, and how it has run so far. */
export type JobHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<JobExecutionStatusInput>;
};

/** What a job does when it runs. */
export type JobAction = ScheduledAction & {
  __typename?: 'JobAction';
  errorAction?: Maybe<JobErrorAction>;
  queueMessage?: Maybe<StorageQueueMessage>;
  request?: Maybe<HttpRequest>;
  retryPolicy?: Maybe<RetryPolicy>;
  serviceBusQueueMessage?: Maybe<ServiceBusMessage>;
  serviceBusTopicMessage?: Maybe<ServiceBusMessage>;
  type?: Maybe<JobActionType>;
  typeRaw?: Maybe<Scalars['String']['output']>;
};

/** What a job does: `type` says which one of the message fields is given. */
export type JobActionInput = {
  errorAction?: InputMaybe<JobErrorActionInput>;
  queueMessage?: InputMaybe<StorageQueueMessageInput>;
  request?: InputMaybe<HttpRequestInput>;
  retryPolicy?: InputMaybe<RetryPolicyInput>;
  serviceBusQueueMessage?: InputMaybe<ServiceBusQueueMessageInput>;
  serviceBusTopicMessage?: InputMaybe<ServiceBusTopicMessageInput>;
  type: JobActionTypeInput;
};

export type JobActionType =
  | 'HTTP'
  | 'HTTPS'
  | 'SERVICE_BUS_QUEUE'
  | 'SERVICE_BUS_TOPIC'
  | 'STORAGE_QUEUE'
  | 'UNKNOWN';

/** The kind of action a caller may give a job. */
export type JobActionTypeInput =
  /** Sent to the upstream as "Http". */
  | 'HTTP'
  /** Sent to the upstream as "Https". */
  | 'HTTPS'
  /** Sent to the upstream as "ServiceBusQueue". */
  | 'SERVICE_BUS_QUEUE'
  /** Sent to the upstream as "ServiceBusTopic". */
  | 'SERVICE_BUS_TOPIC'
  /** Sent to the upstream as "StorageQueue". */
  | 'STORAGE_QUEUE';

/** A collection of jobs sharing a SKU, a quota and an enabled/disabled state. */
export type JobCollection = AzureResource & {
  __typename?: 'JobCollection';
  /** The full Azure resource id. */
  id: Scalars['String']['output'];
  /** The jobs of the collection, optionally only those in one state. */
  jobs?: Maybe<JobConnection>;
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  quota?: Maybe<JobCollectionQuota>;
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<SchedulerSku>;
  skuRaw?: Maybe<Scalars['String']['output']>;
  state?: Maybe<JobCollectionState>;
  stateRaw?: Maybe<Scalars['String']['output']>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
};


/** A collection of jobs sharing a SKU, a quota and an enabled/disabled state. */
export type JobCollectionJobsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<JobStateInput>;
};

export type JobCollectionConnection = {
  __typename?: 'JobCollectionConnection';
  edges: Array<Maybe<JobCollectionEdge>>;
  pageInfo: PageInfo;
};

export type JobCollectionEdge = {
  __typename?: 'JobCollectionEdge';
  cursor: Scalars['String']['output'];
  node: JobCollection;
};

/** A whole job collection (PUT): what is not given is reset. */
export type JobCollectionInput = {
  location: Scalars['String']['input'];
  quota?: InputMaybe<JobCollectionQuotaInput>;
  sku: SchedulerSkuInput;
  state?: InputMaybe<JobCollectionStateInput>;
  tags?: InputMaybe<Array<TagInput>>;
};

/** The parts of a job collection to change (PATCH). */
export type JobCollectionPatchInput = {
  quota?: InputMaybe<JobCollectionQuotaInput>;
  sku?: InputMaybe<SchedulerSkuInput>;
  state?: InputMaybe<JobCollectionStateInput>;
  tags?: InputMaybe<Array<TagInput>>;
};

export type JobCollectionQuota = {
  __typename?: 'JobCollectionQuota';
  maxJobCount?: Maybe<Scalars['Int']['output']>;
  maxJobOccurrence?: Maybe<Scalars['Int']['output']>;
  maxRecurrence?: Maybe<JobMaxRecurrence>;
};

export type JobCollectionQuotaInput = {
  maxJobCount?: InputMaybe<Scalars['Int']['input']>;
  maxJobOccurrence?: InputMaybe<Scalars['Int']['input']>;
  maxRecurrence?: InputMaybe<JobMaxRecurrenceInput>;
};

export type JobCollectionState =
  | 'DELETED'
  | 'DISABLED'
  | 'ENABLED'
  | 'SUSPENDED'
  | 'UNKNOWN';

/** A job collection state a caller may set. */
export type JobCollectionStateInput =
  /** Sent to the upstream as "Deleted". */
  | 'DELETED'
  /** Sent to the upstream as "Disabled". */
  | 'DISABLED'
  /** Sent to the upstream as "Enabled". */
  | 'ENABLED'
  /** Sent to the upstream as "Suspended". */
  | 'SUSPENDED';

export type JobConnection = {
  __typename?: 'JobConnection';
  edges: Array<Maybe<JobEdge>>;
  pageInfo: PageInfo;
};

export type JobEdge = {
  __typename?: 'JobEdge';
  cursor: Scalars['String']['output'];
  node: Job;
};

/** What a job does when its main action fails. */
export type JobErrorAction = ScheduledAction & {
  __typename?: 'JobErrorAction';
  queueMessage?: Maybe<StorageQueueMessage>;
  request?: Maybe<HttpRequest>;
  retryPolicy?: Maybe<RetryPolicy>;
  serviceBusQueueMessage?: Maybe<ServiceBusMessage>;
  serviceBusTopicMessage?: Maybe<ServiceBusMessage>;
  type?: Maybe<JobActionType>;
  typeRaw?: Maybe<Scalars['String']['output']>;
};

/** What to do when the main action fails. */
export type JobErrorActionInput = {
  queueMessage?: InputMaybe<StorageQueueMessageInput>;
  request?: InputMaybe<HttpRequestInput>;
  retryPolicy?: InputMaybe<RetryPolicyInput>;
  serviceBusQueueMessage?: InputMaybe<ServiceBusQueueMessageInput>;
  serviceBusTopicMessage?: InputMaybe<ServiceBusTopicMessageInput>;
  type: JobActionTypeInput;
};

export type JobExecutionStatus =
  | 'COMPLETED'
  | 'FAILED'
  | 'POSTPONED'
  | 'UNKNOWN';

/** A job run outcome to filter job history by. */
export type JobExecutionStatusInput =
  /** Sent to the upstream as "Completed". */
  | 'COMPLETED'
  /** Sent to the upstream as "Failed". */
  | 'FAILED'
  /** Sent to the upstream as "Postponed". */
  | 'POSTPONED';

export type JobHistoryActionName =
  | 'ERROR_ACTION'
  | 'MAIN_ACTION'
  | 'UNKNOWN';

export type JobHistoryConnection = {
  __typename?: 'JobHistoryConnection';
  edges: Array<Maybe<JobHistoryEdge>>;
  pageInfo: PageInfo;
};

export type JobHistoryEdge = {
  __typename?: 'JobHistoryEdge';
  cursor: Scalars['String']['output'];
  node: JobHistoryEntry;
};

/** One execution of a job. */
export type JobHistoryEntry = {
  __typename?: 'JobHistoryEntry';
  actionName?: Maybe<JobHistoryActionName>;
  endTime?: Maybe<Scalars['DateTime']['output']>;
  expectedExecutionTime?: Maybe<Scalars['DateTime']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  repeatCount?: Maybe<Scalars['Int']['output']>;
  retryCount?: Maybe<Scalars['Int']['output']>;
  startTime?: Maybe<Scalars['DateTime']['output']>;
  status?: Maybe<JobExecutionStatus>;
  statusRaw?: Maybe<Scalars['String']['output']>;
};

/** A whole job (PUT): what is not given is reset. */
export type JobInput = {
  action: JobActionInput;
  recurrence?: InputMaybe<JobRecurrenceInput>;
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
  state?: InputMaybe<JobStateInput>;
};

/** The most frequent recurrence a collection allows. */
export type JobMaxRecurrence = {
  __typename?: 'JobMaxRecurrence';
  frequency?: Maybe<RecurrenceFrequency>;
  frequencyRaw?: Maybe<Scalars['String']['output']>;
  interval?: Maybe<Scalars['Int']['output']>;
};

export type JobMaxRecurrenceInput = {
  frequency: RecurrenceFrequencyInput;
  interval: Scalars['Int']['input'];
};

/** The parts of a job to change (PATCH). */
export type JobPatchInput = {
  action?: InputMaybe<JobActionInput>;
  recurrence?: InputMaybe<JobRecurrenceInput>;
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
  state?: InputMaybe<JobStateInput>;
};

export type JobRecurrence = {
  __typename?: 'JobRecurrence';
  /** How many times the job runs in all. */
  count?: Maybe<Scalars['Int']['output']>;
  endTime?: Maybe<Scalars['DateTime']['output']>;
  frequency?: Maybe<RecurrenceFrequency>;
  frequencyRaw?: Maybe<Scalars['String']['output']>;
  interval?: Maybe<Scalars['Int']['output']>;
  schedule?: Maybe<JobRecurrenceSchedule>;
};

export type JobRecurrenceInput = {
  /** Stop after this many runs. */
  count?: InputMaybe<Scalars['Int']['input']>;
  /** Stop at this time. */
  endTime?: InputMaybe<Scalars['DateTime']['input']>;
  frequency: RecurrenceFrequencyInput;
  interval?: InputMaybe<Scalars['Int']['input']>;
  schedule?: InputMaybe<JobRecurrenceScheduleInput>;
};

export type JobRecurrenceSchedule = {
  __typename?: 'JobRecurrenceSchedule';
  hours?: Maybe<Array<Scalars['Int']['output']>>;
  minutes?: Maybe<Array<Scalars['Int']['output']>>;
  monthDays?: Maybe<Array<Scalars['Int']['output']>>;
  monthlyOccurrences?: Maybe<Array<Maybe<MonthlyOccurrence>>>;
  weekDays?: Maybe<Array<DayOfWeek>>;
};

export type JobRecurrenceScheduleInput = {
  hours?: InputMaybe<Array<Scalars['Int']['input']>>;
  minutes?: InputMaybe<Array<Scalars['Int']['input']>>;
  monthDays?: InputMaybe<Array<Scalars['Int']['input']>>;
  monthlyOccurrences?: InputMaybe<Array<MonthlyOccurrenceInput>>;
  weekDays?: InputMaybe<Array<DayOfWeekInput>>;
};

export type JobState =
  | 'COMPLETED'
  | 'DISABLED'
  | 'ENABLED'
  | 'FAULTED'
  | 'UNKNOWN';

/** A job state a caller may set or filter by. */
export type JobStateInput =
  /** Sent to the upstream as "Completed". */
  | 'COMPLETED'
  /** Sent to the upstream as "Disabled". */
  | 'DISABLED'
  /** Sent to the upstream as "Enabled". */
  | 'ENABLED'
  /** Sent to the upstream as "Faulted". */
  | 'FAULTED';

export type JobStatus = {
  __typename?: 'JobStatus';
  executionCount?: Maybe<Scalars['Int']['output']>;
  failureCount?: Maybe<Scalars['Int']['output']>;
  faultedCount?: Maybe<Scalars['Int']['output']>;
  lastExecutionTime?: Maybe<Scalars['DateTime']['output']>;
  nextExecutionTime?: Maybe<Scalars['DateTime']['output']>;
};

export type JournalDirection =
  | 'AFTER'
  | 'BEFORE'
  | 'BOTH';

export type JournalFilter =
  | 'ALL'
  | 'DIALED'
  | 'DIVERTED'
  | 'MISSED'
  | 'RECEIVED'
  | 'UNHERAD_VOICEMAILS'
  | 'VOICEMAILS';

/** A label of the caller, assigned to conversations. */
export type Label = {
  __typename?: 'Label';
  /** Conversations tagged with this label. */
  conversations?: Maybe<LabelConversationsConnection>;
  id: Scalars['ID']['output'];
  value?: Maybe<Scalars['String']['output']>;
};


/** A label of the caller, assigned to conversations. */
export type LabelConversationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type LabelConversationsConnection = {
  __typename?: 'LabelConversationsConnection';
  edges: Array<Maybe<LabelConversationsConnectionEdge>>;
  pageInfo: PageInfo;
};

export type LabelConversationsConnectionEdge = {
  __typename?: 'LabelConversationsConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Conversation;
};

/** A license a record can be published under. */
export type License = {
  __typename?: 'License';
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  requiredFields?: Maybe<Array<Scalars['String']['output']>>;
  text?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type LicenseConnection = {
  __typename?: 'LicenseConnection';
  edges: Array<Maybe<LicenseEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type LicenseEdge = {
  __typename?: 'LicenseEdge';
  cursor: Scalars['String']['output'];
  node: License;
};

/** What a record says about its license beyond the license itself (OSF `node_license`). */
export type LicenseRecord = {
  __typename?: 'LicenseRecord';
  /** Who holds the copyright. */
  copyrightHolders: Array<Scalars['String']['output']>;
  /** The copyright year, as the upstream writes it. */
  year?: Maybe<Scalars['String']['output']>;
};

export type LinkPreview = {
  __typename?: 'LinkPreview';
  imageUri?: Maybe<Scalars['String']['output']>;
  sourceUrl?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

/** A vehicle on a dealer's lot. Prices are in the dealer's local currency (generally USD). */
export type Listing = {
  __typename?: 'Listing';
  askPrice: Scalars['Float']['output'];
  brandName: Scalars['String']['output'];
  color?: Maybe<Scalars['String']['output']>;
  /** The dealership (one upstream call per distinct dealer in a response: identical lookups are shared). */
  dealer?: Maybe<Dealer>;
  dealerId: Scalars['Int']['output'];
  firstSeen?: Maybe<Scalars['DateTime']['output']>;
  interiorColor?: Maybe<Scalars['String']['output']>;
  isNew: Scalars['Boolean']['output'];
  lastSeen?: Maybe<Scalars['DateTime']['output']>;
  /** Null when the upstream does not say. */
  mileage?: Maybe<Scalars['Float']['output']>;
  modelName: Scalars['String']['output'];
  msrp: Scalars['Float']['output'];
  vin: Scalars['String']['output'];
  /** Decoded VIN fields when the upstream includes them (untyped in the spec). */
  vinDecode?: Maybe<Scalars['JSON']['output']>;
  year: Scalars['Float']['output'];
};

export type ListingConnection = {
  __typename?: 'ListingConnection';
  edges: Array<Maybe<ListingEdge>>;
  pageInfo: PageInfo;
};

export type ListingEdge = {
  __typename?: 'ListingEdge';
  cursor: Scalars['String']['output'];
  node: Listing;
};

/** Flexible listing search: one dealer selection (the most restrictive given wins) and vehicle filters. */
export type ListingSearchInput = {
  brandName?: InputMaybe<Scalars['String']['input']>;
  /** Used when a date is missing (default 45). */
  daysBack?: InputMaybe<Scalars['Int']['input']>;
  /** Most restrictive dealer selection: one dealer. */
  dealerId?: InputMaybe<Scalars['Int']['input']>;
  /** YYYY-MM-DD, exclusive; at most 45 days after startDate. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Also vehicles on the lot at any point of the interval (slower). */
  extendedSearch?: InputMaybe<Scalars['Boolean']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** Degrees EAST: 100.41W is -100.41 (or 259.59). */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  mileageHigh?: InputMaybe<Scalars['Int']['input']>;
  mileageLow?: InputMaybe<Scalars['Int']['input']>;
  modelName?: InputMaybe<Scalars['String']['input']>;
  modelYear?: InputMaybe<Scalars['Int']['input']>;
  /** New or used vehicles (upstream default: new for search, used for valuation). */
  newCars?: InputMaybe<Scalars['Boolean']['input']>;
  /** Miles, for GPS and (optionally) ZIP searches. */
  radius?: InputMaybe<Scalars['Float']['input']>;
  region?: InputMaybe<AutomotiveRegion>;
  /** YYYY-MM-DD. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
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

/** A custom (application) property of a Service Bus message. */
export type MessageProperty = {
  __typename?: 'MessageProperty';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type MessagePropertyInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** Which side of a point in time to read from. */
export type MessagingDirection =
  | 'AFTER'
  | 'BEFORE';

/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQuery = {
  __typename?: 'MessagingQuery';
  /** Calls in a telephony conversation, oldest first by default (GET /telephony/{id}/journal). */
  callJournal?: Maybe<MessagingQueryCallJournalConnection>;
  /** Communities the caller could join, or all with includeOwn (GET /conversations/community). */
  communities?: Maybe<MessagingQueryCommunitiesConnection>;
  /** A conversation by id; null when none exists (GET /conversations/{convId}). */
  conversation?: Maybe<Conversation>;
  /** The conversation an invitation token leads to (GET /conversations/resolveinvitetoken). */
  conversationByInviteToken?: Maybe<Conversation>;
  /** Join details of one conversation (GET /conversations/{convId}/conversationdetails). */
  conversationDetails?: Maybe<ConversationDetails>;
  /** Join details of several conversations (GET /conversations/conversationdetails, batched). */
  conversationDetailsByIds: Array<Maybe<ConversationDetails>>;
  /** A conversation item by id; null when none exists (GET /conversations/messages/{itemId}). */
  conversationItem?: Maybe<ConversationItem>;
  /** Conversations of the caller by modification time, newest first by default (GET /conversations; at most 100 per page). */
  conversations?: Maybe<MessagingQueryConversationsConnection>;
  /** Conversations by id, aligned with the ids (GET /conversations/byIds, batched). */
  conversationsByIds: Array<Maybe<Conversation>>;
  /** Conversations tagged with a label (GET /conversations/label/{labelId}). */
  conversationsByLabel?: Maybe<MessagingQueryConversationsByLabelConnection>;
  /** The caller's client devices (GET /telephony/deviceInfos). */
  deviceInfos?: Maybe<Array<DeviceInfo>>;
  /** The 1:1 conversation with a user (id or email), if one exists (GET /conversations/direct). */
  directConversation?: Maybe<Conversation>;
  /** The caller's favourite conversations (GET /conversations/favorite, then one batch call). */
  favoriteConversations?: Maybe<Array<Conversation>>;
  /** Space items the caller flagged (GET /spaces/flagged). */
  flaggedItems?: Maybe<MessagingQueryFlaggedItemsConnection>;
  /** Every conversation item the caller flagged (GET /conversations/messages/flag). */
  flaggedMessages?: Maybe<Array<Maybe<ConversationItem>>>;
  /** Incoming webhooks that post as a user (GET /webhooks/incoming/user/{userId}). */
  incomingWebhooks?: Maybe<MessagingQueryIncomingWebhooksConnection>;
  /** The caller's labels (GET /users/labels). */
  labels?: Maybe<Array<Maybe<Label>>>;
  /** Presence of several users, aligned with the ids (GET /users/presence, batched). */
  presence: Array<Maybe<Presence>>;
  /** The caller (GET /users/profile). */
  profile?: Maybe<MessagingUser>;
  /** The caller's recent space searches (GET /spaces/search/recent). */
  recentSpaceSearches?: Maybe<Array<SpaceSearchTerm>>;
  /** Calls in progress (GET /rtc/sessions). */
  rtcSessions?: Maybe<Array<Maybe<RtcSession>>>;
  /** Conversations (and, with includeItemIds, items) matching a term; at most 100 (GET /conversations/search). */
  searchConversations?: Maybe<Array<Maybe<ConversationSearchMatch>>>;
  /** Search the items of one space (GET /spaces/search/startDetailed). */
  searchSpace?: Maybe<Array<SpaceItemSearchResult>>;
  /** Search across spaces (GET /spaces/search/startBasic). */
  searchSpaces?: Maybe<SpaceSearchResult>;
  /** A space by id; null when none exists (GET /spaces/ids with one id). */
  space?: Maybe<Space>;
  /** The directory of spaces, sorted and filtered (GET /spaces/directory). */
  spaceDirectory?: Maybe<MessagingQuerySpaceDirectoryConnection>;
  /** Whether a non-secret space already has this name (GET /spaces/exists/{name}). */
  spaceNameExists?: Maybe<Scalars['Boolean']['output']>;
  /** A topic with its first replies (GET /spaces/{spaceId}/topic/{topicId}). */
  spaceTopic?: Maybe<SpaceTopicWithReplies>;
  /** The caller's spaces, most recently modified first (GET /spaces). */
  spaces?: Maybe<MessagingQuerySpacesConnection>;
  /** Spaces by id, aligned with the ids; null where none exists (GET /spaces/ids, batched). */
  spacesByIds: Array<Maybe<Space>>;
  /** Support contact of the caller's tenant (GET /users/supportinfo). */
  supportInfo?: Maybe<SupportInfo>;
  /** The id of the caller's telephony conversation (GET /telephony/telephonyConversationId). */
  telephonyConversationId?: Maybe<Scalars['ID']['output']>;
  /** A user by id or email address; null when none exists (GET /users/{id}). */
  user?: Maybe<MessagingUser>;
  /** A user by primary (or, with secondaryLookup, secondary) email address. */
  userByEmail?: Maybe<MessagingUser>;
  /** Presence of one user by id or email (GET /users/{id}/presence). */
  userPresence?: Maybe<Presence>;
  /** Users whose name or email address matches (GET /users). */
  users?: Maybe<Array<MessagingUser>>;
  /** Users by id, aligned with the ids; null where none exists (GET /users/list, batched). */
  usersByIds: Array<Maybe<MessagingUser>>;
  /** A webhook by id; null when none exists (GET /webhooks/{id}). */
  webhook?: Maybe<Webhook>;
  /** Webhooks registered for the caller (GET /webhooks). */
  webhooks?: Maybe<Array<Maybe<Webhook>>>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryCallJournalArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<JournalDirection>;
  filter?: InputMaybe<JournalFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  since?: InputMaybe<Scalars['DateTime']['input']>;
  telephonyConversationId: Scalars['ID']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryCommunitiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeOwn?: InputMaybe<Scalars['Boolean']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<MessagingSortOrder>;
  sort?: InputMaybe<CommunitySort>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryConversationArgs = {
  id: Scalars['ID']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryConversationByInviteTokenArgs = {
  token: Scalars['String']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryConversationDetailsArgs = {
  conversationId: Scalars['ID']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryConversationDetailsByIdsArgs = {
  conversationIds: Array<Scalars['ID']['input']>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryConversationItemArgs = {
  id: Scalars['ID']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryConversationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<MessagingDirection>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  modifiedAt?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryConversationsByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryConversationsByLabelArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  labelId: Scalars['ID']['input'];
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryDirectConversationArgs = {
  participant: Scalars['ID']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryFlaggedItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  at?: InputMaybe<Scalars['DateTime']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<MessagingDirection>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryIncomingWebhooksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryPresenceArgs = {
  userIds: Array<Scalars['ID']['input']>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQuerySearchConversationsArgs = {
  includeItemIds?: InputMaybe<Scalars['Boolean']['input']>;
  scope?: InputMaybe<ConversationSearchScope>;
  term: Scalars['String']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQuerySearchSpaceArgs = {
  endTime?: InputMaybe<Scalars['DateTime']['input']>;
  scope: SpaceSearchScope;
  searchId?: InputMaybe<Scalars['ID']['input']>;
  searchTerm: Scalars['String']['input'];
  spaceId: Scalars['ID']['input'];
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQuerySearchSpacesArgs = {
  endTime?: InputMaybe<Scalars['DateTime']['input']>;
  prioritySpaceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  scope: SpaceSearchScope;
  searchTerm: Scalars['String']['input'];
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQuerySpaceArgs = {
  id: Scalars['ID']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQuerySpaceDirectoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SpaceDirectoryFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<SpaceDirectorySort>;
  sortOrder?: InputMaybe<MessagingSortOrder>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQuerySpaceNameExistsArgs = {
  name: Scalars['String']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQuerySpaceTopicArgs = {
  numberOfReplies?: InputMaybe<Scalars['Int']['input']>;
  spaceId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQuerySpacesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  modifiedBefore?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQuerySpacesByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryUserByEmailArgs = {
  email: Scalars['String']['input'];
  secondaryLookup?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryUserPresenceArgs = {
  id: Scalars['ID']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryUsersArgs = {
  name: Scalars['String']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryUsersByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryWebhookArgs = {
  id: Scalars['ID']['input'];
};

export type MessagingQueryCallJournalConnection = {
  __typename?: 'MessagingQueryCallJournalConnection';
  edges: Array<Maybe<MessagingQueryCallJournalConnectionEdge>>;
  pageInfo: PageInfo;
};

export type MessagingQueryCallJournalConnectionEdge = {
  __typename?: 'MessagingQueryCallJournalConnectionEdge';
  cursor: Scalars['String']['output'];
  node: ConversationItem;
};

export type MessagingQueryCommunitiesConnection = {
  __typename?: 'MessagingQueryCommunitiesConnection';
  edges: Array<Maybe<MessagingQueryCommunitiesConnectionEdge>>;
  pageInfo: PageInfo;
};

export type MessagingQueryCommunitiesConnectionEdge = {
  __typename?: 'MessagingQueryCommunitiesConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Conversation;
};

export type MessagingQueryConversationsByLabelConnection = {
  __typename?: 'MessagingQueryConversationsByLabelConnection';
  edges: Array<Maybe<MessagingQueryConversationsByLabelConnectionEdge>>;
  pageInfo: PageInfo;
};

export type MessagingQueryConversationsByLabelConnectionEdge = {
  __typename?: 'MessagingQueryConversationsByLabelConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Conversation;
};

export type MessagingQueryConversationsConnection = {
  __typename?: 'MessagingQueryConversationsConnection';
  edges: Array<Maybe<MessagingQueryConversationsConnectionEdge>>;
  pageInfo: PageInfo;
};

export type MessagingQueryConversationsConnectionEdge = {
  __typename?: 'MessagingQueryConversationsConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Conversation;
};

export type MessagingQueryFlaggedItemsConnection = {
  __typename?: 'MessagingQueryFlaggedItemsConnection';
  edges: Array<Maybe<MessagingQueryFlaggedItemsConnectionEdge>>;
  pageInfo: PageInfo;
};

export type MessagingQueryFlaggedItemsConnectionEdge = {
  __typename?: 'MessagingQueryFlaggedItemsConnectionEdge';
  cursor: Scalars['String']['output'];
  node: FlaggedItem;
};

export type MessagingQueryIncomingWebhooksConnection = {
  __typename?: 'MessagingQueryIncomingWebhooksConnection';
  edges: Array<Maybe<MessagingQueryIncomingWebhooksConnectionEdge>>;
  pageInfo: PageInfo;
};

export type MessagingQueryIncomingWebhooksConnectionEdge = {
  __typename?: 'MessagingQueryIncomingWebhooksConnectionEdge';
  cursor: Scalars['String']['output'];
  node: IncomingWebhook;
};

export type MessagingQuerySpaceDirectoryConnection = {
  __typename?: 'MessagingQuerySpaceDirectoryConnection';
  edges: Array<Maybe<MessagingQuerySpaceDirectoryConnectionEdge>>;
  pageInfo: PageInfo;
};

export type MessagingQuerySpaceDirectoryConnectionEdge = {
  __typename?: 'MessagingQuerySpaceDirectoryConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Space;
};

export type MessagingQuerySpacesConnection = {
  __typename?: 'MessagingQuerySpacesConnection';
  edges: Array<Maybe<MessagingQuerySpacesConnectionEdge>>;
  pageInfo: PageInfo;
};

export type MessagingQuerySpacesConnectionEdge = {
  __typename?: 'MessagingQuerySpacesConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Space;
};

export type MessagingSortOrder =
  | 'ASCENDING'
  | 'DESCENDING';

/** A Circuit user. */
export type MessagingUser = {
  __typename?: 'MessagingUser';
  /** URL of the small avatar picture. */
  avatar?: Maybe<Scalars['String']['output']>;
  avatarLarge?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  department?: Maybe<Scalars['String']['output']>;
  displayName?: Maybe<Scalars['String']['output']>;
  emailAddress?: Maybe<Scalars['String']['output']>;
  emailAddresses?: Maybe<Array<UserEmailAddress>>;
  firstName?: Maybe<Scalars['String']['output']>;
  /** Absent when Circuit does not send it (the spec requires no field, e.g. of the profile). */
  id?: Maybe<Scalars['ID']['output']>;
  jobTitle?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  locale?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  phoneNumbers?: Maybe<Array<UserPhoneNumber>>;
  /** Loaded for all users of a query in one GET /users/presence. */
  presence?: Maybe<Presence>;
  primaryTenantId?: Maybe<Scalars['String']['output']>;
  secondaryEmailAddress?: Maybe<Scalars['String']['output']>;
  secondaryTenantId?: Maybe<Scalars['String']['output']>;
  /** e.g. ACTIVE or DELETED. */
  state?: Maybe<Scalars['String']['output']>;
  /** e.g. REGULAR or BOT. */
  type?: Maybe<Scalars['String']['output']>;
};

/** Share of one model year among used vehicles of the same model on the market. */
export type ModelYearShare = {
  __typename?: 'ModelYearShare';
  brandName: Scalars['String']['output'];
  modelName: Scalars['String']['output'];
  percentOfMarket: Scalars['Float']['output'];
  year: Scalars['Int']['output'];
};

/** A weekday in a month, e.g. the 2nd Monday (occurrence 2) or the last Friday (occurrence -1). */
export type MonthlyOccurrence = {
  __typename?: 'MonthlyOccurrence';
  day?: Maybe<DayOfWeek>;
  occurrence?: Maybe<Scalars['Int']['output']>;
};

export type MonthlyOccurrenceInput = {
  day: DayOfWeekInput;
  /** 1 to 5 from the start of the month, -1 to -5 from its end. */
  occurrence: Scalars['Int']['input'];
};

/** The network endpoint through which a volume is mounted. */
export type MountTarget = AzureResource & {
  __typename?: 'MountTarget';
  endIp?: Maybe<Scalars['String']['output']>;
  fileSystemId?: Maybe<Scalars['String']['output']>;
  gateway?: Maybe<Scalars['String']['output']>;
  /** The full Azure resource id. */
  id: Scalars['String']['output'];
  ipAddress?: Maybe<Scalars['String']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  mountTargetId?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  netmask?: Maybe<Scalars['String']['output']>;
  provisioningState?: Maybe<Scalars['String']['output']>;
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  smbServerFqdn?: Maybe<Scalars['String']['output']>;
  startIp?: Maybe<Scalars['String']['output']>;
  subnet?: Maybe<Scalars['String']['output']>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
};

/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Apply 1 to 10 YARA rules (source text; the gateway base64-encodes them) to an executable (RESTful4Up `POST /apply-yara-rules`). A rule YARA cannot compile gives `success: false` and `errorMessage`. Null when the service answers without a result (the spec does not require one). */
  applyYaraRules?: Maybe<YaraScanResult>;
  /** Delete a job. True once it is gone. */
  deleteJob?: Maybe<Scalars['Boolean']['output']>;
  /** Delete a job collection and its jobs. True once it is gone. */
  deleteJobCollection?: Maybe<Scalars['Boolean']['output']>;
  /** Disable the collection and all its jobs; returns the collection as it now is. */
  disableJobCollection?: Maybe<JobCollection>;
  /** What the emulator printed while unpacking the file (RESTful4Up `POST /emulation-output`). */
  emulateFile?: Maybe<EmulationOutput>;
  /** Enable the collection and all its jobs; returns the collection as it now is. */
  enableJobCollection?: Maybe<JobCollection>;
  /** Generate a YARA rule without its condition from the strings of an executable (RESTful4Up `POST /generate-partial-yara-rules`). Null when the service answers without a rule. */
  generatePartialYaraRules?: Maybe<PartialYaraRule>;
  /** Change parts of a job (PATCH). */
  patchJob?: Maybe<Job>;
  /** Change parts of a job collection (PATCH). */
  patchJobCollection?: Maybe<JobCollection>;
  /** Pull a driving licence certificate (API Setu `POST /drvlc/certificate`), as XML or PDF. */
  pullDrivingLicenceCertificate?: Maybe<DrivingLicenceCertificate>;
  /** Pull a vehicle registration certificate (API Setu `POST /rvcer/certificate`), as XML or PDF. */
  pullVehicleRegistrationCertificate?: Maybe<VehicleRegistrationCertificate>;
  /** Run a job now; returns the job as it now is (its history has the new run). */
  runJob?: Maybe<Job>;
  /** Unpack a packed executable (RESTful4Up `POST /unpack`). Returns the unpacked file. */
  unpackFile?: Maybe<BinaryFile>;
  /** Create a job or replace an existing one (PUT). */
  upsertJob?: Maybe<Job>;
  /** Create a job collection or replace an existing one (PUT). */
  upsertJobCollection?: Maybe<JobCollection>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationApplyYaraRulesArgs = {
  file: Scalars['File']['input'];
  rules: Array<Scalars['String']['input']>;
  unpackFirst?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteJobArgs = {
  jobCollectionName: Scalars['String']['input'];
  jobName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteJobCollectionArgs = {
  jobCollectionName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDisableJobCollectionArgs = {
  jobCollectionName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationEmulateFileArgs = {
  file: Scalars['File']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationEnableJobCollectionArgs = {
  jobCollectionName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationGeneratePartialYaraRulesArgs = {
  file: Scalars['File']['input'];
  minimumStringLength?: InputMaybe<Scalars['Int']['input']>;
  stringsToIgnore?: InputMaybe<Array<Scalars['String']['input']>>;
  unpackFirst?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationPatchJobArgs = {
  input: JobPatchInput;
  jobCollectionName: Scalars['String']['input'];
  jobName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationPatchJobCollectionArgs = {
  input: JobCollectionPatchInput;
  jobCollectionName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationPullDrivingLicenceCertificateArgs = {
  input: DrivingLicenceCertificateInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationPullVehicleRegistrationCertificateArgs = {
  input: VehicleRegistrationCertificateInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationRunJobArgs = {
  jobCollectionName: Scalars['String']['input'];
  jobName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnpackFileArgs = {
  file: Scalars['File']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpsertJobArgs = {
  input: JobInput;
  jobCollectionName: Scalars['String']['input'];
  jobName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpsertJobCollectionArgs = {
  input: JobCollectionInput;
  jobCollectionName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};

export type NameAvailabilityInput = {
  name: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  type: FileStorageResourceType;
};

/** An addon as configured on one project. */
export type NodeAddon = {
  __typename?: 'NodeAddon';
  configured?: Maybe<Scalars['Boolean']['output']>;
  enabled?: Maybe<Scalars['Boolean']['output']>;
  externalAccountId?: Maybe<Scalars['String']['output']>;
  folderId?: Maybe<Scalars['String']['output']>;
  folderPath?: Maybe<Scalars['String']['output']>;
  /** Folders of the connected account. */
  folders?: Maybe<AddonFolderConnection>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  nodeHasAuth?: Maybe<Scalars['Boolean']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};


/** An addon as configured on one project. */
export type NodeAddonFoldersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type NodeAddonConnection = {
  __typename?: 'NodeAddonConnection';
  edges: Array<Maybe<NodeAddonEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type NodeAddonEdge = {
  __typename?: 'NodeAddonEdge';
  cursor: Scalars['String']['output'];
  node: NodeAddon;
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
  edges: Array<Maybe<OrderEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
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
  /** The product behind this item. Null when the record names no SKU or the product does not exist. */
  product?: Maybe<Product>;
  promotions: Array<Maybe<Promotion>>;
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
  /** The product shipped. Null when the record names no SKU or the product does not exist. */
  product?: Maybe<Product>;
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
  edges: Array<Maybe<OrderShipmentStatusEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
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

/** A YARA rule generated from the strings of a file, without its condition section. */
export type PartialYaraRule = {
  __typename?: 'PartialYaraRule';
  meta: PartialYaraRuleMeta;
  name: Scalars['String']['output'];
  strings: Array<YaraRuleString>;
  /** The rule rendered as YARA source, without a condition: add one before compiling it. */
  text: Scalars['String']['output'];
};

export type PartialYaraRuleMeta = {
  __typename?: 'PartialYaraRuleMeta';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Creation date as the service wrote it. */
  date: Scalars['String']['output'];
  md5: Scalars['String']['output'];
  sha256: Scalars['String']['output'];
  sha512: Scalars['String']['output'];
};

/** State of the last bulk import of participants into a space. */
export type ParticipantImport = {
  __typename?: 'ParticipantImport';
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  estimatedDurationMs?: Maybe<Scalars['Float']['output']>;
  fileId?: Maybe<Scalars['String']['output']>;
  fileName?: Maybe<Scalars['String']['output']>;
  importedParticipants?: Maybe<Scalars['Float']['output']>;
  plannedParticipants?: Maybe<Scalars['Float']['output']>;
  /** Percent. */
  progress?: Maybe<Scalars['Float']['output']>;
  resultFileId?: Maybe<Scalars['String']['output']>;
  resultFileName?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status?: Maybe<Scalars['String']['output']>;
};

export type ParticipantToAdd = {
  __typename?: 'ParticipantToAdd';
  department?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  isMember?: Maybe<Scalars['Boolean']['output']>;
  jobTitle?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  smallImageUri?: Maybe<Scalars['String']['output']>;
  tenantId?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

export type PiDigits = {
  __typename?: 'PiDigits';
  /** The digits; from position 0 they start "3." */
  digits: Scalars['String']['output'];
  from?: Maybe<Scalars['Int']['output']>;
  to?: Maybe<Scalars['Int']['output']>;
};

export type PinnedTopic = {
  __typename?: 'PinnedTopic';
  conversationId?: Maybe<Scalars['ID']['output']>;
  /** The pinned item (GET /conversations/messages/{itemId}). */
  item?: Maybe<ConversationItem>;
  itemId?: Maybe<Scalars['ID']['output']>;
  pinnedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A paper shared before (or alongside) peer review. */
export type Preprint = {
  __typename?: 'Preprint';
  /** The authors of this preprint. */
  bibliographicContributors?: Maybe<ContributorConnection>;
  /** The citation data of this preprint. */
  citation?: Maybe<Citation>;
  /** One contributor by user id. */
  contributor?: Maybe<Contributor>;
  /** People on this preprint. */
  contributors?: Maybe<ContributorConnection>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  datePublished?: Maybe<Scalars['DateTime']['output']>;
  dateWithdrawn?: Maybe<Scalars['DateTime']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  doi?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isPreprintOrphan?: Maybe<Scalars['Boolean']['output']>;
  isPublished?: Maybe<Scalars['Boolean']['output']>;
  /** The license the preprint is published under. */
  license?: Maybe<License>;
  /** The copyright holders and year the record gives for its license. */
  licenseRecord?: Maybe<LicenseRecord>;
  /** The project holding supplemental material. */
  node?: Maybe<ResearchNode>;
  originalPublicationDate?: Maybe<Scalars['DateTime']['output']>;
  /** The preprint server it was posted to. */
  provider?: Maybe<PreprintProvider>;
  public?: Maybe<Scalars['Boolean']['output']>;
  reviewsState?: Maybe<PreprintReviewsState>;
  reviewsStateRaw?: Maybe<Scalars['String']['output']>;
  /** This preprint cited in a style. */
  styledCitation?: Maybe<Citation>;
  tags?: Maybe<Array<Scalars['String']['output']>>;
  title?: Maybe<Scalars['String']['output']>;
};


/** A paper shared before (or alongside) peer review. */
export type PreprintBibliographicContributorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A paper shared before (or alongside) peer review. */
export type PreprintContributorArgs = {
  userId: Scalars['String']['input'];
};


/** A paper shared before (or alongside) peer review. */
export type PreprintContributorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A paper shared before (or alongside) peer review. */
export type PreprintStyledCitationArgs = {
  style: Scalars['String']['input'];
};

export type PreprintConnection = {
  __typename?: 'PreprintConnection';
  edges: Array<Maybe<PreprintEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type PreprintEdge = {
  __typename?: 'PreprintEdge';
  cursor: Scalars['String']['output'];
  node: Preprint;
};

/** A preprint server hosted on the OSF. */
export type PreprintProvider = {
  __typename?: 'PreprintProvider';
  advisoryBoard?: Maybe<Scalars['String']['output']>;
  allowSubmissions?: Maybe<Scalars['Boolean']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  domain?: Maybe<Scalars['String']['output']>;
  emailSupport?: Maybe<Scalars['String']['output']>;
  example?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Licenses this server accepts. */
  licenses?: Maybe<LicenseConnection>;
  name?: Maybe<Scalars['String']['output']>;
  preprintWord?: Maybe<Scalars['String']['output']>;
  /** Preprints posted to this server. */
  preprints?: Maybe<PreprintConnection>;
  shareSource?: Maybe<Scalars['String']['output']>;
  /** Subjects this server offers. */
  taxonomies?: Maybe<TaxonomyConnection>;
};


/** A preprint server hosted on the OSF. */
export type PreprintProviderLicensesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A preprint server hosted on the OSF. */
export type PreprintProviderPreprintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A preprint server hosted on the OSF. */
export type PreprintProviderTaxonomiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type PreprintProviderConnection = {
  __typename?: 'PreprintProviderConnection';
  edges: Array<Maybe<PreprintProviderEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type PreprintProviderEdge = {
  __typename?: 'PreprintProviderEdge';
  cursor: Scalars['String']['output'];
  node: PreprintProvider;
};

/** Where a preprint is in moderation. */
export type PreprintReviewsState =
  | 'ACCEPTED'
  | 'INITIAL'
  | 'PENDING'
  | 'REJECTED'
  | 'UNKNOWN'
  | 'WITHDRAWN';

/** A value of `reviews_state` to filter by. */
export type PreprintReviewsStateInput =
  /** Sent to the upstream as "accepted". */
  | 'ACCEPTED'
  /** Sent to the upstream as "initial". */
  | 'INITIAL'
  /** Sent to the upstream as "pending". */
  | 'PENDING'
  /** Sent to the upstream as "rejected". */
  | 'REJECTED'
  /** Sent to the upstream as "withdrawn". */
  | 'WITHDRAWN';

/** Sort orders of the list: by title, date_created, date_published, ascending or descending. */
export type PreprintSort =
  /** By date created, ascending (`sort=date_created`). */
  | 'DATE_CREATED_ASC'
  /** By date created, descending (`sort=-date_created`). */
  | 'DATE_CREATED_DESC'
  /** By date published, ascending (`sort=date_published`). */
  | 'DATE_PUBLISHED_ASC'
  /** By date published, descending (`sort=-date_published`). */
  | 'DATE_PUBLISHED_DESC'
  /** By title, ascending (`sort=title`). */
  | 'TITLE_ASC'
  /** By title, descending (`sort=-title`). */
  | 'TITLE_DESC';

export type Presence = {
  __typename?: 'Presence';
  dndUntil?: Maybe<Scalars['DateTime']['output']>;
  isOptedOut?: Maybe<Scalars['Boolean']['output']>;
  latitude?: Maybe<Scalars['Float']['output']>;
  locationText?: Maybe<Scalars['String']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  mobile?: Maybe<Scalars['Boolean']['output']>;
  poor?: Maybe<Scalars['Boolean']['output']>;
  state?: Maybe<PresenceState>;
  stateRaw?: Maybe<Scalars['String']['output']>;
  statusMessage?: Maybe<Scalars['String']['output']>;
  /** Minutes from UTC. */
  timeZoneOffset?: Maybe<Scalars['Float']['output']>;
  userId: Scalars['ID']['output'];
};

export type PresenceState =
  | 'AVAILABLE'
  | 'AWAY'
  | 'BUSY'
  | 'DND'
  | 'OFFLINE'
  | 'UNKNOWN';

/** Average, median, standard deviation and population variance of prices of one model. */
export type PriceStatistics = {
  __typename?: 'PriceStatistics';
  average: Scalars['Float']['output'];
  median: Scalars['Float']['output'];
  modelName: Scalars['String']['output'];
  pVariance: Scalars['Float']['output'];
  stdDev: Scalars['Float']['output'];
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
  edges: Array<Maybe<ProductEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
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
  /** The product this status is of. Null when the record names no SKU or the product does not exist. */
  product?: Maybe<Product>;
  skuSellerId: Scalars['String']['output'];
  status?: Maybe<ProductListingStatus>;
  statusRaw?: Maybe<Scalars['String']['output']>;
  stock?: Maybe<Scalars['Int']['output']>;
};

export type ProductStatusConnection = {
  __typename?: 'ProductStatusConnection';
  edges: Array<Maybe<ProductStatusEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
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
  /** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
  automotive: AutomotiveQuery;
  /** Domains connected to a HubSpot CMS account (HubSpot CMS domains API v3). */
  content: ContentQuery;
  /** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
  fileStorage: FileStorageQuery;
  /** A seller's orders, shipments, customer tickets and products (BrandLovers Marketplace API v1). */
  marketplace: MarketplaceQuery;
  /** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
  messaging: MessagingQuery;
  /** Number facts, conversions and checks (math.tools Numbers API). */
  numbers: NumbersQuery;
  /** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
  research: ResearchQuery;
  /** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
  scheduler: SchedulerQuery;
};

export type RandomNumbers = {
  __typename?: 'RandomNumbers';
  max?: Maybe<Scalars['Int']['output']>;
  min?: Maybe<Scalars['Int']['output']>;
  numbers: Array<Scalars['Int']['output']>;
  requested?: Maybe<Scalars['Int']['output']>;
  returned?: Maybe<Scalars['Int']['output']>;
};

/** A safety recall reported to the NHTSA. */
export type Recall = {
  __typename?: 'Recall';
  campaignNumber?: Maybe<Scalars['String']['output']>;
  component?: Maybe<Scalars['String']['output']>;
  consequence?: Maybe<Scalars['String']['output']>;
  manufacturer?: Maybe<Scalars['String']['output']>;
  remedy?: Maybe<Scalars['String']['output']>;
  reportReceivedDate?: Maybe<Scalars['DateTime']['output']>;
  summary?: Maybe<Scalars['String']['output']>;
};

export type RecurrenceFrequency =
  | 'DAY'
  | 'HOUR'
  | 'MINUTE'
  | 'MONTH'
  | 'UNKNOWN'
  | 'WEEK';

/** A recurrence unit a caller may give. */
export type RecurrenceFrequencyInput =
  /** Sent to the upstream as "Day". */
  | 'DAY'
  /** Sent to the upstream as "Hour". */
  | 'HOUR'
  /** Sent to the upstream as "Minute". */
  | 'MINUTE'
  /** Sent to the upstream as "Month". */
  | 'MONTH'
  /** Sent to the upstream as "Week". */
  | 'WEEK';

export type RegisteredVehicle = {
  __typename?: 'RegisteredVehicle';
  chassisNumber?: Maybe<Scalars['String']['output']>;
  color?: Maybe<Scalars['String']['output']>;
  cubicCapacity?: Maybe<Scalars['String']['output']>;
  cylinders?: Maybe<Scalars['String']['output']>;
  engineNumber?: Maybe<Scalars['String']['output']>;
  fitnessValidUntil?: Maybe<Scalars['DateTime']['output']>;
  fuel?: Maybe<Scalars['String']['output']>;
  make?: Maybe<Scalars['String']['output']>;
  /** Month and year of manufacture as written, e.g. 03/2015. */
  manufactured?: Maybe<Scalars['String']['output']>;
  model?: Maybe<Scalars['String']['output']>;
  seatingCapacity?: Maybe<Scalars['String']['output']>;
  sleeperCapacity?: Maybe<Scalars['String']['output']>;
  standingCapacity?: Maybe<Scalars['String']['output']>;
  unladenWeight?: Maybe<Scalars['String']['output']>;
  /** e.g. Motor Car(LMV). */
  vehicleClass?: Maybe<Scalars['String']['output']>;
  wheelbase?: Maybe<Scalars['String']['output']>;
};

/** A frozen, timestamped copy of a project. */
export type Registration = {
  __typename?: 'Registration';
  category?: Maybe<ResearchNodeCategory>;
  categoryRaw?: Maybe<Scalars['String']['output']>;
  /** Components of this record. */
  children?: Maybe<RegistrationConnection>;
  /** This registration cited in a style. */
  citation?: Maybe<Citation>;
  /** Styles this registration can be cited in. */
  citations?: Maybe<CitationStyleConnection>;
  collection?: Maybe<Scalars['Boolean']['output']>;
  /** Comments on this record. */
  comments?: Maybe<ResearchCommentConnection>;
  /** One contributor by user id. */
  contributor?: Maybe<Contributor>;
  /** People on this record. */
  contributors?: Maybe<ContributorConnection>;
  currentUserPermissions?: Maybe<Array<Scalars['String']['output']>>;
  customCitation?: Maybe<Scalars['String']['output']>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  dateRegistered?: Maybe<Scalars['DateTime']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  embargoEndDate?: Maybe<Scalars['DateTime']['output']>;
  /** Storage providers of this record (each a folder). */
  files?: Maybe<ResearchFileConnection>;
  fork?: Maybe<Scalars['Boolean']['output']>;
  /** Forks of this record. */
  forks?: Maybe<ResearchNodeConnection>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** DOIs and ARKs of this registration. */
  identifiers?: Maybe<ResearchIdentifierConnection>;
  /** Institutions this record is affiliated with. */
  institutions?: Maybe<InstitutionConnection>;
  /** The license the record is published under. */
  license?: Maybe<License>;
  /** Projects this record links to. */
  linkedNodes?: Maybe<ResearchNodeConnection>;
  /** Changes on this record, newest first. */
  logs?: Maybe<ResearchLogConnection>;
  /** The record this one is a component of. */
  parent?: Maybe<Registration>;
  pendingEmbargoApproval?: Maybe<Scalars['Boolean']['output']>;
  pendingRegistrationApproval?: Maybe<Scalars['Boolean']['output']>;
  pendingWithdrawal?: Maybe<Scalars['Boolean']['output']>;
  preprint?: Maybe<Scalars['Boolean']['output']>;
  public?: Maybe<Scalars['Boolean']['output']>;
  /** Who registered it. */
  registeredBy?: Maybe<ResearchUser>;
  /** The project this registration froze. */
  registeredFrom?: Maybe<ResearchNode>;
  /** The answers to the registration schema, keyed by its questions: their shape is the schema's, so the spec gives none (JSON). */
  registeredMeta?: Maybe<Scalars['JSON']['output']>;
  registration?: Maybe<Scalars['Boolean']['output']>;
  /** The form it was made with. */
  registrationSchema?: Maybe<RegistrationSchema>;
  registrationSupplement?: Maybe<Scalars['String']['output']>;
  /** The top-level project of this record. */
  root?: Maybe<Registration>;
  /** One file by provider and path (the path without its leading "/"). */
  storedFile?: Maybe<ResearchFile>;
  /** Files at the top of a storage provider (default "osfstorage"). */
  storedFiles?: Maybe<ResearchFileConnection>;
  tags?: Maybe<Array<Scalars['String']['output']>>;
  title?: Maybe<Scalars['String']['output']>;
  /** One view-only link of this registration. */
  viewOnlyLink?: Maybe<ViewOnlyLink>;
  /** Secret read-only links (administrators only). */
  viewOnlyLinks?: Maybe<ViewOnlyLinkConnection>;
  /** Wiki pages of this record. */
  wikis?: Maybe<WikiConnection>;
  withdrawalJustification?: Maybe<Scalars['String']['output']>;
  withdrawn?: Maybe<Scalars['Boolean']['output']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationChildrenArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationCitationArgs = {
  style: Scalars['String']['input'];
};


/** A frozen, timestamped copy of a project. */
export type RegistrationCitationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationContributorArgs = {
  userId: Scalars['String']['input'];
};


/** A frozen, timestamped copy of a project. */
export type RegistrationContributorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  bibliographic?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationFilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationForksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationIdentifiersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationInstitutionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationLinkedNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationLogsArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationStoredFileArgs = {
  path: Scalars['String']['input'];
  provider: Scalars['String']['input'];
};


/** A frozen, timestamped copy of a project. */
export type RegistrationStoredFilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  provider?: InputMaybe<Scalars['String']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationViewOnlyLinkArgs = {
  linkId: Scalars['String']['input'];
};


/** A frozen, timestamped copy of a project. */
export type RegistrationViewOnlyLinksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationWikisArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type RegistrationConnection = {
  __typename?: 'RegistrationConnection';
  edges: Array<Maybe<RegistrationEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type RegistrationEdge = {
  __typename?: 'RegistrationEdge';
  cursor: Scalars['String']['output'];
  node: Registration;
};

/** A form registrations are filled in with. */
export type RegistrationSchema = {
  __typename?: 'RegistrationSchema';
  active?: Maybe<Scalars['Boolean']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  schemaVersion?: Maybe<Scalars['Int']['output']>;
};

export type RegistrationSchemaConnection = {
  __typename?: 'RegistrationSchemaConnection';
  edges: Array<Maybe<RegistrationSchemaEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type RegistrationSchemaEdge = {
  __typename?: 'RegistrationSchemaEdge';
  cursor: Scalars['String']['output'];
  node: RegistrationSchema;
};

/** A moderation step taken on a preprint. */
export type ResearchAction = {
  __typename?: 'ResearchAction';
  comment?: Maybe<Scalars['String']['output']>;
  /** Who took the action. */
  creator?: Maybe<ResearchUser>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  fromState?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The server whose moderators acted. */
  provider?: Maybe<PreprintProvider>;
  /** The preprint the action was taken on. */
  target?: Maybe<Preprint>;
  toState?: Maybe<Scalars['String']['output']>;
  trigger?: Maybe<ResearchActionTrigger>;
  triggerRaw?: Maybe<Scalars['String']['output']>;
};

export type ResearchActionConnection = {
  __typename?: 'ResearchActionConnection';
  edges: Array<Maybe<ResearchActionEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchActionEdge = {
  __typename?: 'ResearchActionEdge';
  cursor: Scalars['String']['output'];
  node: ResearchAction;
};

/** Sort orders of the list: by date_created, ascending or descending. */
export type ResearchActionSort =
  /** By date created, ascending (`sort=date_created`). */
  | 'DATE_CREATED_ASC'
  /** By date created, descending (`sort=-date_created`). */
  | 'DATE_CREATED_DESC';

export type ResearchActionTrigger =
  | 'ACCEPT'
  | 'EDIT_COMMENT'
  | 'REJECT'
  | 'REQUEST_WITHDRAWAL'
  | 'SUBMIT'
  | 'UNKNOWN'
  | 'WITHDRAW';

/** A curated set of projects and preprints. */
export type ResearchCollection = {
  __typename?: 'ResearchCollection';
  bookmarks?: Maybe<Scalars['Boolean']['output']>;
  /** How the collection describes its items. */
  collectedMetadata?: Maybe<CollectedMetadataConnection>;
  /** The collection's description of one item. */
  collectedMetadataFor?: Maybe<CollectedMetadata>;
  collectedTypeChoices?: Maybe<Array<Scalars['String']['output']>>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isPromoted?: Maybe<Scalars['Boolean']['output']>;
  isPublic?: Maybe<Scalars['Boolean']['output']>;
  /** Ids of the projects in this collection, without loading them. */
  linkedNodeIds?: Maybe<Array<Scalars['String']['output']>>;
  /** Projects in this collection. */
  linkedNodes?: Maybe<ResearchNodeConnection>;
  /** Preprints in this collection. */
  linkedPreprints?: Maybe<PreprintConnection>;
  /** Ids of the registrations in this collection, without loading them. */
  linkedRegistrationIds?: Maybe<Array<Scalars['String']['output']>>;
  /** Registrations in this collection. */
  linkedRegistrations?: Maybe<RegistrationConnection>;
  statusChoices?: Maybe<Array<Scalars['String']['output']>>;
  title?: Maybe<Scalars['String']['output']>;
};


/** A curated set of projects and preprints. */
export type ResearchCollectionCollectedMetadataArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A curated set of projects and preprints. */
export type ResearchCollectionCollectedMetadataForArgs = {
  guid: Scalars['String']['input'];
};


/** A curated set of projects and preprints. */
export type ResearchCollectionLinkedNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A curated set of projects and preprints. */
export type ResearchCollectionLinkedPreprintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A curated set of projects and preprints. */
export type ResearchCollectionLinkedRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ResearchCollectionConnection = {
  __typename?: 'ResearchCollectionConnection';
  edges: Array<Maybe<ResearchCollectionEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchCollectionEdge = {
  __typename?: 'ResearchCollectionEdge';
  cursor: Scalars['String']['output'];
  node: ResearchCollection;
};

/** Sort orders of the list: by title, date_created, ascending or descending. */
export type ResearchCollectionSort =
  /** By date created, ascending (`sort=date_created`). */
  | 'DATE_CREATED_ASC'
  /** By date created, descending (`sort=-date_created`). */
  | 'DATE_CREATED_DESC'
  /** By title, ascending (`sort=title`). */
  | 'TITLE_ASC'
  /** By title, descending (`sort=-title`). */
  | 'TITLE_DESC';

/** A comment on a record, a file or a wiki page. */
export type ResearchComment = {
  __typename?: 'ResearchComment';
  canEdit?: Maybe<Scalars['Boolean']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  deleted?: Maybe<Scalars['Boolean']['output']>;
  hasChildren?: Maybe<Scalars['Boolean']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAbuse?: Maybe<Scalars['Boolean']['output']>;
  modified?: Maybe<Scalars['Boolean']['output']>;
  page?: Maybe<Scalars['String']['output']>;
  /** Who wrote the comment. */
  user?: Maybe<ResearchUser>;
};

export type ResearchCommentConnection = {
  __typename?: 'ResearchCommentConnection';
  edges: Array<Maybe<ResearchCommentEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchCommentEdge = {
  __typename?: 'ResearchCommentEdge';
  cursor: Scalars['String']['output'];
  node: ResearchComment;
};

/** A file or folder in a storage provider of a record. */
export type ResearchFile = {
  __typename?: 'ResearchFile';
  currentVersion?: Maybe<Scalars['Int']['output']>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  /** Provider-specific details of the file (hashes, downloads); the spec gives no shape (JSON). */
  extra?: Maybe<Scalars['JSON']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind?: Maybe<Scalars['String']['output']>;
  materializedPath?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
  tags?: Maybe<Array<Scalars['String']['output']>>;
  /** One version by number. */
  version?: Maybe<ResearchFileVersion>;
  /** Stored versions, newest first. */
  versions?: Maybe<ResearchFileVersionConnection>;
};


/** A file or folder in a storage provider of a record. */
export type ResearchFileVersionArgs = {
  versionId: Scalars['String']['input'];
};


/** A file or folder in a storage provider of a record. */
export type ResearchFileVersionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type ResearchFileConnection = {
  __typename?: 'ResearchFileConnection';
  edges: Array<Maybe<ResearchFileEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchFileEdge = {
  __typename?: 'ResearchFileEdge';
  cursor: Scalars['String']['output'];
  node: ResearchFile;
};

/** One stored version of a file. */
export type ResearchFileVersion = {
  __typename?: 'ResearchFileVersion';
  contentType?: Maybe<Scalars['String']['output']>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
};

export type ResearchFileVersionConnection = {
  __typename?: 'ResearchFileVersionConnection';
  edges: Array<Maybe<ResearchFileVersionEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchFileVersionEdge = {
  __typename?: 'ResearchFileVersionEdge';
  cursor: Scalars['String']['output'];
  node: ResearchFileVersion;
};

/** A persistent identifier of a record (DOI, ARK). */
export type ResearchIdentifier = {
  __typename?: 'ResearchIdentifier';
  category?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type ResearchIdentifierConnection = {
  __typename?: 'ResearchIdentifierConnection';
  edges: Array<Maybe<ResearchIdentifierEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchIdentifierEdge = {
  __typename?: 'ResearchIdentifierEdge';
  cursor: Scalars['String']['output'];
  node: ResearchIdentifier;
};

/** One change recorded on a project. */
export type ResearchLog = {
  __typename?: 'ResearchLog';
  action?: Maybe<Scalars['String']['output']>;
  date?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The project the change was made on. */
  node?: Maybe<ResearchNode>;
  /** The parameters of the change; which ones depends on the action, so the spec gives no shape (JSON). */
  params?: Maybe<Scalars['JSON']['output']>;
  /** Who made the change. */
  user?: Maybe<ResearchUser>;
};

export type ResearchLogConnection = {
  __typename?: 'ResearchLogConnection';
  edges: Array<Maybe<ResearchLogEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchLogEdge = {
  __typename?: 'ResearchLogEdge';
  cursor: Scalars['String']['output'];
  node: ResearchLog;
};

/** Sort orders of the list: by name, ascending or descending. */
export type ResearchNameSort =
  /** By name, ascending (`sort=name`). */
  | 'NAME_ASC'
  /** By name, descending (`sort=-name`). */
  | 'NAME_DESC';

/** A project or component. */
export type ResearchNode = {
  __typename?: 'ResearchNode';
  /** One configured addon (e.g. "github"). */
  addon?: Maybe<NodeAddon>;
  /** Addons configured on this project. */
  addons?: Maybe<NodeAddonConnection>;
  category?: Maybe<ResearchNodeCategory>;
  categoryRaw?: Maybe<Scalars['String']['output']>;
  /** Components of this record. */
  children?: Maybe<ResearchNodeConnection>;
  /** The citation data of this project. */
  citation?: Maybe<Citation>;
  collection?: Maybe<Scalars['Boolean']['output']>;
  /** Comments on this record. */
  comments?: Maybe<ResearchCommentConnection>;
  /** One contributor by user id. */
  contributor?: Maybe<Contributor>;
  /** People on this record. */
  contributors?: Maybe<ContributorConnection>;
  currentUserPermissions?: Maybe<Array<Scalars['String']['output']>>;
  customCitation?: Maybe<Scalars['String']['output']>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** One draft registration of this project. */
  draftRegistration?: Maybe<DraftRegistration>;
  /** Draft registrations of this project. */
  draftRegistrations?: Maybe<DraftRegistrationConnection>;
  /** A storage provider of this project, as a folder. */
  fileProvider?: Maybe<ResearchFile>;
  /** Storage providers of this record (each a folder). */
  files?: Maybe<ResearchFileConnection>;
  fork?: Maybe<Scalars['Boolean']['output']>;
  /** Forks of this record. */
  forks?: Maybe<ResearchNodeConnection>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** DOIs and ARKs of this project. */
  identifiers?: Maybe<ResearchIdentifierConnection>;
  /** Institutions this record is affiliated with. */
  institutions?: Maybe<InstitutionConnection>;
  /** The license the record is published under. */
  license?: Maybe<License>;
  /** Projects this record links to. */
  linkedNodes?: Maybe<ResearchNodeConnection>;
  /** Changes on this record, newest first. */
  logs?: Maybe<ResearchLogConnection>;
  /** The record this one is a component of. */
  parent?: Maybe<ResearchNode>;
  preprint?: Maybe<Scalars['Boolean']['output']>;
  /** Preprints of this project. */
  preprints?: Maybe<PreprintConnection>;
  public?: Maybe<Scalars['Boolean']['output']>;
  registration?: Maybe<Scalars['Boolean']['output']>;
  /** Registrations of this project. */
  registrations?: Maybe<RegistrationConnection>;
  /** The top-level project of this record. */
  root?: Maybe<ResearchNode>;
  /** One file by provider and path (the path without its leading "/"). */
  storedFile?: Maybe<ResearchFile>;
  /** Files at the top of a storage provider (default "osfstorage"). */
  storedFiles?: Maybe<ResearchFileConnection>;
  /** This project cited in a style. */
  styledCitation?: Maybe<Citation>;
  tags?: Maybe<Array<Scalars['String']['output']>>;
  title?: Maybe<Scalars['String']['output']>;
  /** One view-only link of this project. */
  viewOnlyLink?: Maybe<ViewOnlyLink>;
  /** Secret read-only links (administrators only). */
  viewOnlyLinks?: Maybe<ViewOnlyLinkConnection>;
  /** Wiki pages of this record. */
  wikis?: Maybe<WikiConnection>;
};


/** A project or component. */
export type ResearchNodeAddonArgs = {
  provider: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeAddonsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeChildrenArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A project or component. */
export type ResearchNodeCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeContributorArgs = {
  userId: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeContributorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  bibliographic?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeDraftRegistrationArgs = {
  draftId: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeDraftRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeFileProviderArgs = {
  provider: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeFilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeForksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A project or component. */
export type ResearchNodeIdentifiersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeInstitutionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeLinkedNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A project or component. */
export type ResearchNodeLogsArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodePreprintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A project or component. */
export type ResearchNodeStoredFileArgs = {
  path: Scalars['String']['input'];
  provider: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeStoredFilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  provider?: InputMaybe<Scalars['String']['input']>;
};


/** A project or component. */
export type ResearchNodeStyledCitationArgs = {
  style: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeViewOnlyLinkArgs = {
  linkId: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeViewOnlyLinksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeWikisArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** What a project or component is. */
export type ResearchNodeCategory =
  | 'ANALYSIS'
  | 'COMMUNICATION'
  | 'DATA'
  | 'HYPOTHESIS'
  | 'INSTRUMENTATION'
  | 'METHODS_AND_MEASURES'
  | 'OTHER'
  | 'PROCEDURE'
  | 'PROJECT'
  | 'SOFTWARE'
  | 'UNKNOWN';

/** A value of `category` to filter by. */
export type ResearchNodeCategoryInput =
  /** Sent to the upstream as "analysis". */
  | 'ANALYSIS'
  /** Sent to the upstream as "communication". */
  | 'COMMUNICATION'
  /** Sent to the upstream as "data". */
  | 'DATA'
  /** Sent to the upstream as "hypothesis". */
  | 'HYPOTHESIS'
  /** Sent to the upstream as "instrumentation". */
  | 'INSTRUMENTATION'
  /** Sent to the upstream as "methods and measures". */
  | 'METHODS_AND_MEASURES'
  /** Sent to the upstream as "other". */
  | 'OTHER'
  /** Sent to the upstream as "procedure". */
  | 'PROCEDURE'
  /** Sent to the upstream as "project". */
  | 'PROJECT'
  /** Sent to the upstream as "software". */
  | 'SOFTWARE';

export type ResearchNodeConnection = {
  __typename?: 'ResearchNodeConnection';
  edges: Array<Maybe<ResearchNodeEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchNodeEdge = {
  __typename?: 'ResearchNodeEdge';
  cursor: Scalars['String']['output'];
  node: ResearchNode;
};

/** Sort orders of the list: by title, date_created, date_modified, ascending or descending. */
export type ResearchNodeSort =
  /** By date created, ascending (`sort=date_created`). */
  | 'DATE_CREATED_ASC'
  /** By date created, descending (`sort=-date_created`). */
  | 'DATE_CREATED_DESC'
  /** By date modified, ascending (`sort=date_modified`). */
  | 'DATE_MODIFIED_ASC'
  /** By date modified, descending (`sort=-date_modified`). */
  | 'DATE_MODIFIED_DESC'
  /** By title, ascending (`sort=title`). */
  | 'TITLE_ASC'
  /** By title, descending (`sort=-title`). */
  | 'TITLE_DESC';

/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQuery = {
  __typename?: 'ResearchQuery';
  /** A moderation action by id. */
  action?: Maybe<ResearchAction>;
  /** Moderation actions the token may see. */
  actions?: Maybe<ResearchActionConnection>;
  /** An addon by id (e.g. "github"). */
  addon?: Maybe<Addon>;
  /** Addons a project can connect. */
  addons?: Maybe<AddonConnection>;
  /** A citation style by id (e.g. "apa"). */
  citationStyle?: Maybe<CitationStyle>;
  /** Citation styles records can be cited in. */
  citationStyles?: Maybe<CitationStyleConnection>;
  /** A collection by id. */
  collection?: Maybe<ResearchCollection>;
  /** Collections. */
  collections?: Maybe<ResearchCollectionConnection>;
  /** A comment by id. */
  comment?: Maybe<ResearchComment>;
  /** A draft registration by id. */
  draftRegistration?: Maybe<DraftRegistration>;
  /** The token holder's draft registrations (empty without a token). */
  draftRegistrations?: Maybe<DraftRegistrationConnection>;
  /** A file by id. */
  file?: Maybe<ResearchFile>;
  /** An institution by id. */
  institution?: Maybe<Institution>;
  /** Institutions. */
  institutions?: Maybe<InstitutionConnection>;
  /** A license by id. */
  license?: Maybe<License>;
  /** Licenses. */
  licenses?: Maybe<LicenseConnection>;
  /** One change on a project, by id. */
  log?: Maybe<ResearchLog>;
  /** A project or component by id. */
  node?: Maybe<ResearchNode>;
  /** Public projects and components (and private ones the token may see). */
  nodes?: Maybe<ResearchNodeConnection>;
  /** A preprint by id. */
  preprint?: Maybe<Preprint>;
  /** A preprint server by id. */
  preprintProvider?: Maybe<PreprintProvider>;
  /** Preprint servers. */
  preprintProviders?: Maybe<PreprintProviderConnection>;
  /** Preprints. */
  preprints?: Maybe<PreprintConnection>;
  /** A registration by id. */
  registration?: Maybe<Registration>;
  /** A registration form by id. */
  registrationSchema?: Maybe<RegistrationSchema>;
  /** Forms registrations are made with. */
  registrationSchemas?: Maybe<RegistrationSchemaConnection>;
  /** Registrations. */
  registrations?: Maybe<RegistrationConnection>;
  /** The API root: its version and the user the token belongs to. */
  root?: Maybe<ResearchRoot>;
  /** A schema response by id. */
  schemaResponse?: Maybe<SchemaResponse>;
  /** Answers of registrations to their schemas, with revisions. */
  schemaResponses?: Maybe<SchemaResponseConnection>;
  /** Subjects of the bepress taxonomy. */
  taxonomies?: Maybe<TaxonomyConnection>;
  /** A subject by id. */
  taxonomy?: Maybe<Taxonomy>;
  /** A user by id. */
  user?: Maybe<ResearchUser>;
  /** Users. */
  users?: Maybe<ResearchUserConnection>;
  /** A view-only link by id. */
  viewOnlyLink?: Maybe<ViewOnlyLink>;
  /** A wiki page by id. */
  wiki?: Maybe<Wiki>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryActionArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryActionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ResearchActionSort>;
  trigger?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryAddonArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryAddonsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  categories?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryCitationStyleArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryCitationStylesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryCollectionArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryCollectionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ResearchCollectionSort>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryCommentArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryDraftRegistrationArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryDraftRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryFileArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryInstitutionArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryInstitutionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ResearchNameSort>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryLicenseArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryLicensesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ResearchNameSort>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryLogArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryNodeArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryPreprintArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryPreprintProviderArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryPreprintProvidersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ResearchNameSort>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryPreprintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  provider?: InputMaybe<Scalars['String']['input']>;
  publishedFrom?: InputMaybe<Scalars['DateTime']['input']>;
  publishedTo?: InputMaybe<Scalars['DateTime']['input']>;
  reviewsState?: InputMaybe<PreprintReviewsStateInput>;
  sort?: InputMaybe<PreprintSort>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryRegistrationArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryRegistrationSchemaArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryRegistrationSchemasArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQuerySchemaResponseArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQuerySchemaResponsesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryTaxonomiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<TaxonomySort>;
  text?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryTaxonomyArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryUserArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  familyName?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ResearchUserSort>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryViewOnlyLinkArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryWikiArgs = {
  id: Scalars['String']['input'];
};

/** The API root: its version and, when a token is sent, the user it belongs to. */
export type ResearchRoot = {
  __typename?: 'ResearchRoot';
  /** The user the token belongs to; null without a token. */
  currentUser?: Maybe<ResearchUser>;
  message?: Maybe<Scalars['String']['output']>;
  version?: Maybe<Scalars['String']['output']>;
};

/** A person with an OSF account. */
export type ResearchUser = {
  __typename?: 'ResearchUser';
  active?: Maybe<Scalars['Boolean']['output']>;
  /** One connected addon (e.g. "github"). */
  addon?: Maybe<UserAddon>;
  /** Addons the user has connected (the token holder's own only). */
  addons?: Maybe<UserAddonConnection>;
  dateRegistered?: Maybe<Scalars['DateTime']['output']>;
  /** Education on the user's profile; entries that are not objects are left out. */
  education: Array<ResearchUserEducation>;
  /** Positions on the user's profile; entries that are not objects are left out. */
  employment: Array<ResearchUserEmployment>;
  familyName?: Maybe<Scalars['String']['output']>;
  fullName?: Maybe<Scalars['String']['output']>;
  givenName?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Institutions of this user. */
  institutions?: Maybe<InstitutionConnection>;
  locale?: Maybe<Scalars['String']['output']>;
  middleNames?: Maybe<Scalars['String']['output']>;
  /** Projects this user contributes to. */
  nodes?: Maybe<ResearchNodeConnection>;
  /** Preprints of this user. */
  preprints?: Maybe<PreprintConnection>;
  /** Registrations of this user. */
  registrations?: Maybe<RegistrationConnection>;
  /** The user's accounts elsewhere; null when the profile lists none. */
  social?: Maybe<ResearchUserSocial>;
  suffix?: Maybe<Scalars['String']['output']>;
  timezone?: Maybe<Scalars['String']['output']>;
};


/** A person with an OSF account. */
export type ResearchUserAddonArgs = {
  provider: Scalars['String']['input'];
};


/** A person with an OSF account. */
export type ResearchUserAddonsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with an OSF account. */
export type ResearchUserInstitutionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with an OSF account. */
export type ResearchUserNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A person with an OSF account. */
export type ResearchUserPreprintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with an OSF account. */
export type ResearchUserRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ResearchUserConnection = {
  __typename?: 'ResearchUserConnection';
  edges: Array<Maybe<ResearchUserEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchUserEdge = {
  __typename?: 'ResearchUserEdge';
  cursor: Scalars['String']['output'];
  node: ResearchUser;
};

/** A degree or course of study a user lists on their OSF profile. */
export type ResearchUserEducation = {
  __typename?: 'ResearchUserEducation';
  /** The degree. */
  degree?: Maybe<Scalars['String']['output']>;
  /** The department. */
  department?: Maybe<Scalars['String']['output']>;
  /** The month it ended (1 to 12). */
  endMonth?: Maybe<Scalars['Int']['output']>;
  /** The year it ended. */
  endYear?: Maybe<Scalars['Int']['output']>;
  /** The institution. */
  institution?: Maybe<Scalars['String']['output']>;
  /** Whether it is still going on. */
  ongoing?: Maybe<Scalars['Boolean']['output']>;
  /** The month it started (1 to 12). */
  startMonth?: Maybe<Scalars['Int']['output']>;
  /** The year it started. */
  startYear?: Maybe<Scalars['Int']['output']>;
};

/** A position a user lists on their OSF profile. */
export type ResearchUserEmployment = {
  __typename?: 'ResearchUserEmployment';
  /** The department. */
  department?: Maybe<Scalars['String']['output']>;
  /** The month it ended (1 to 12). */
  endMonth?: Maybe<Scalars['Int']['output']>;
  /** The year it ended. */
  endYear?: Maybe<Scalars['Int']['output']>;
  /** The institution. */
  institution?: Maybe<Scalars['String']['output']>;
  /** Whether it is still going on. */
  ongoing?: Maybe<Scalars['Boolean']['output']>;
  /** The month it started (1 to 12). */
  startMonth?: Maybe<Scalars['Int']['output']>;
  /** The year it started. */
  startYear?: Maybe<Scalars['Int']['output']>;
  /** The job title. */
  title?: Maybe<Scalars['String']['output']>;
};

/** A user's accounts elsewhere, as listed on their OSF profile (ids or handles, not URLs). */
export type ResearchUserSocial = {
  __typename?: 'ResearchUserSocial';
  /** Academia.edu institution sub-domain. */
  academiaInstitution?: Maybe<Scalars['String']['output']>;
  /** Academia.edu profile id. */
  academiaProfileId?: Maybe<Scalars['String']['output']>;
  /** Baidu Scholar id. */
  baiduScholar?: Maybe<Scalars['String']['output']>;
  /** GitHub user names. */
  github: Array<Scalars['String']['output']>;
  /** ImpactStory id. */
  impactStory?: Maybe<Scalars['String']['output']>;
  /** LinkedIn profile paths. */
  linkedIn: Array<Scalars['String']['output']>;
  /** ORCID iD. */
  orcid?: Maybe<Scalars['String']['output']>;
  /** Personal web sites. */
  profileWebsites: Array<Scalars['String']['output']>;
  /** ResearchGate profile name. */
  researchGate?: Maybe<Scalars['String']['output']>;
  /** ResearcherID. */
  researcherId?: Maybe<Scalars['String']['output']>;
  /** Google Scholar user id. */
  scholar?: Maybe<Scalars['String']['output']>;
  /** SSRN author id. */
  ssrn?: Maybe<Scalars['String']['output']>;
  /** Twitter handles. */
  twitter: Array<Scalars['String']['output']>;
};

/** Sort orders of the list: by full_name, date_registered, ascending or descending. */
export type ResearchUserSort =
  /** By date registered, ascending (`sort=date_registered`). */
  | 'DATE_REGISTERED_ASC'
  /** By date registered, descending (`sort=-date_registered`). */
  | 'DATE_REGISTERED_DESC'
  /** By full name, ascending (`sort=full_name`). */
  | 'FULL_NAME_ASC'
  /** By full name, descending (`sort=-full_name`). */
  | 'FULL_NAME_DESC';

export type RetryPolicy = {
  __typename?: 'RetryPolicy';
  retryCount?: Maybe<Scalars['Int']['output']>;
  /** ISO 8601 duration, e.g. PT30S. */
  retryInterval?: Maybe<Scalars['String']['output']>;
  retryType?: Maybe<RetryType>;
  retryTypeRaw?: Maybe<Scalars['String']['output']>;
};

export type RetryPolicyInput = {
  /** 1 to 20 (FIXED only). */
  retryCount?: InputMaybe<Scalars['Int']['input']>;
  /** ISO 8601 duration, e.g. PT30S (FIXED only). */
  retryInterval?: InputMaybe<Scalars['String']['input']>;
  retryType: RetryTypeInput;
};

export type RetryType =
  | 'FIXED'
  | 'NONE'
  | 'UNKNOWN';

/** A retry policy a caller may give. */
export type RetryTypeInput =
  /** Sent to the upstream as "Fixed". */
  | 'FIXED'
  /** Sent to the upstream as "None". */
  | 'NONE';

/** A call recorded in a conversation. */
export type RtcItem = {
  __typename?: 'RtcItem';
  durationSeconds?: Maybe<Scalars['Float']['output']>;
  maxNumberOfAttendees?: Maybe<Scalars['Float']['output']>;
  missed?: Maybe<Scalars['Boolean']['output']>;
  movedConversationId?: Maybe<Scalars['ID']['output']>;
  movedDirection?: Maybe<Scalars['String']['output']>;
  participants: Array<RtcParticipant>;
  type?: Maybe<Scalars['String']['output']>;
};

export type RtcParticipant = {
  __typename?: 'RtcParticipant';
  displayName?: Maybe<Scalars['String']['output']>;
  fullyQualifiedNumber?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  user?: Maybe<MessagingUser>;
  userId?: Maybe<Scalars['ID']['output']>;
};

/** A call in progress. */
export type RtcSession = {
  __typename?: 'RtcSession';
  conversation?: Maybe<Conversation>;
  conversationId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  mediaTypes: Array<Scalars['String']['output']>;
  participants: Array<RtcParticipant>;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One $1000 bucket of a sale price histogram. */
export type SalePriceBucket = {
  __typename?: 'SalePriceBucket';
  /** Lower bound of the bucket. */
  bucket: Scalars['Float']['output'];
  modelName: Scalars['String']['output'];
  percentOfMarket: Scalars['Float']['output'];
};

/** An action: an HTTP(S) call or a message on a storage queue, Service Bus queue or topic. */
export type ScheduledAction = {
  queueMessage?: Maybe<StorageQueueMessage>;
  request?: Maybe<HttpRequest>;
  retryPolicy?: Maybe<RetryPolicy>;
  serviceBusQueueMessage?: Maybe<ServiceBusMessage>;
  serviceBusTopicMessage?: Maybe<ServiceBusMessage>;
  type?: Maybe<JobActionType>;
  typeRaw?: Maybe<Scalars['String']['output']>;
};

/** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
export type SchedulerQuery = {
  __typename?: 'SchedulerQuery';
  /** One job; null when it does not exist. */
  job?: Maybe<Job>;
  /** One job collection; null when it does not exist. */
  jobCollection?: Maybe<JobCollection>;
  /** Job collections of a subscription, or of one resource group of it. */
  jobCollections?: Maybe<JobCollectionConnection>;
  /** Executions of a job, optionally only those with one status. */
  jobHistory?: Maybe<JobHistoryConnection>;
  /** The jobs of a collection, optionally only those in one state. */
  jobs?: Maybe<JobConnection>;
};


/** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
export type SchedulerQueryJobArgs = {
  jobCollectionName: Scalars['String']['input'];
  jobName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
export type SchedulerQueryJobCollectionArgs = {
  jobCollectionName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
export type SchedulerQueryJobCollectionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  resourceGroupName?: InputMaybe<Scalars['String']['input']>;
  subscriptionId: Scalars['String']['input'];
};


/** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
export type SchedulerQueryJobHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  jobCollectionName: Scalars['String']['input'];
  jobName: Scalars['String']['input'];
  last?: InputMaybe<Scalars['Int']['input']>;
  resourceGroupName: Scalars['String']['input'];
  status?: InputMaybe<JobExecutionStatusInput>;
  subscriptionId: Scalars['String']['input'];
};


/** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
export type SchedulerQueryJobsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  jobCollectionName: Scalars['String']['input'];
  last?: InputMaybe<Scalars['Int']['input']>;
  resourceGroupName: Scalars['String']['input'];
  state?: InputMaybe<JobStateInput>;
  subscriptionId: Scalars['String']['input'];
};

export type SchedulerSku =
  | 'FREE'
  | 'P10_PREMIUM'
  | 'P20_PREMIUM'
  | 'STANDARD'
  | 'UNKNOWN';

/** A pricing tier a caller may choose for a job collection. */
export type SchedulerSkuInput =
  /** Sent to the upstream as "Free". */
  | 'FREE'
  /** Sent to the upstream as "P10Premium". */
  | 'P10_PREMIUM'
  /** Sent to the upstream as "P20Premium". */
  | 'P20_PREMIUM'
  /** Sent to the upstream as "Standard". */
  | 'STANDARD';

/** One question or heading of a registration schema. */
export type SchemaBlock = {
  __typename?: 'SchemaBlock';
  blockType?: Maybe<Scalars['String']['output']>;
  displayText?: Maybe<Scalars['String']['output']>;
  exampleText?: Maybe<Scalars['String']['output']>;
  helpText?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  index?: Maybe<Scalars['Int']['output']>;
  registrationResponseKey?: Maybe<Scalars['String']['output']>;
  required?: Maybe<Scalars['Boolean']['output']>;
  schemaBlockGroupKey?: Maybe<Scalars['String']['output']>;
};

export type SchemaBlockConnection = {
  __typename?: 'SchemaBlockConnection';
  edges: Array<Maybe<SchemaBlockEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type SchemaBlockEdge = {
  __typename?: 'SchemaBlockEdge';
  cursor: Scalars['String']['output'];
  node: SchemaBlock;
};

/** A registration's answers to its schema, or a revision. */
export type SchemaResponse = {
  __typename?: 'SchemaResponse';
  /** One review step by id. */
  action?: Maybe<SchemaResponseAction>;
  /** Review steps of this response. */
  actions?: Maybe<SchemaResponseActionConnection>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  dateSubmitted?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isOriginalResponse?: Maybe<Scalars['Boolean']['output']>;
  isPendingCurrentUserApproval?: Maybe<Scalars['Boolean']['output']>;
  /** The registration answered for. */
  registration?: Maybe<Registration>;
  /** The form answered. */
  registrationSchema?: Maybe<RegistrationSchema>;
  reviewsState?: Maybe<Scalars['String']['output']>;
  revisionJustification?: Maybe<Scalars['String']['output']>;
  /** The revised answers keyed by the registration schema's question ids: their shape is the schema's, so the spec gives none (JSON). */
  revisionResponses?: Maybe<Scalars['JSON']['output']>;
  /** One question by id. */
  schemaBlock?: Maybe<SchemaBlock>;
  /** The questions answered. */
  schemaBlocks?: Maybe<SchemaBlockConnection>;
  updatedResponseKeys?: Maybe<Array<Scalars['String']['output']>>;
};


/** A registration's answers to its schema, or a revision. */
export type SchemaResponseActionArgs = {
  actionId: Scalars['String']['input'];
};


/** A registration's answers to its schema, or a revision. */
export type SchemaResponseActionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A registration's answers to its schema, or a revision. */
export type SchemaResponseSchemaBlockArgs = {
  blockId: Scalars['String']['input'];
};


/** A registration's answers to its schema, or a revision. */
export type SchemaResponseSchemaBlocksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** A review step on a schema response. */
export type SchemaResponseAction = {
  __typename?: 'SchemaResponseAction';
  auto?: Maybe<Scalars['Boolean']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  fromState?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  toState?: Maybe<Scalars['String']['output']>;
  trigger?: Maybe<Scalars['String']['output']>;
  visible?: Maybe<Scalars['Boolean']['output']>;
};

export type SchemaResponseActionConnection = {
  __typename?: 'SchemaResponseActionConnection';
  edges: Array<Maybe<SchemaResponseActionEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type SchemaResponseActionEdge = {
  __typename?: 'SchemaResponseActionEdge';
  cursor: Scalars['String']['output'];
  node: SchemaResponseAction;
};

export type SchemaResponseConnection = {
  __typename?: 'SchemaResponseConnection';
  edges: Array<Maybe<SchemaResponseEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type SchemaResponseEdge = {
  __typename?: 'SchemaResponseEdge';
  cursor: Scalars['String']['output'];
  node: SchemaResponse;
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
  edges: Array<Maybe<SellerItemEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type SellerItemEdge = {
  __typename?: 'SellerItemEdge';
  cursor: Scalars['String']['output'];
  node: SellerItem;
};

/** How a job authenticates to Service Bus. The SAS key is write-only. */
export type ServiceBusAuthentication = {
  __typename?: 'ServiceBusAuthentication';
  sasKeyName?: Maybe<Scalars['String']['output']>;
  type?: Maybe<ServiceBusAuthenticationType>;
  typeRaw?: Maybe<Scalars['String']['output']>;
};

/** SHARED_ACCESS_KEY (the default) needs `sasKeyName` and `sasKey`; NOT_SPECIFIED takes neither. */
export type ServiceBusAuthenticationInput = {
  /** Write-only: sent upstream, never shown back or logged. */
  sasKey?: InputMaybe<Scalars['String']['input']>;
  sasKeyName?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ServiceBusAuthenticationTypeInput>;
};

export type ServiceBusAuthenticationType =
  | 'NOT_SPECIFIED'
  | 'SHARED_ACCESS_KEY'
  | 'UNKNOWN';

/** How a job authenticates to Service Bus, as a caller sets it. */
export type ServiceBusAuthenticationTypeInput =
  /** Sent to the upstream as "NotSpecified". */
  | 'NOT_SPECIFIED'
  /** Sent to the upstream as "SharedAccessKey". */
  | 'SHARED_ACCESS_KEY';

/** The standard properties of the brokered message a job sends. */
export type ServiceBusBrokeredMessageProperties = {
  __typename?: 'ServiceBusBrokeredMessageProperties';
  contentType?: Maybe<Scalars['String']['output']>;
  correlationId?: Maybe<Scalars['String']['output']>;
  forcePersistence?: Maybe<Scalars['Boolean']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  messageId?: Maybe<Scalars['String']['output']>;
  partitionKey?: Maybe<Scalars['String']['output']>;
  replyTo?: Maybe<Scalars['String']['output']>;
  replyToSessionId?: Maybe<Scalars['String']['output']>;
  scheduledEnqueueTimeUtc?: Maybe<Scalars['DateTime']['output']>;
  sessionId?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 duration, e.g. PT1H. */
  timeToLive?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['String']['output']>;
  viaPartitionKey?: Maybe<Scalars['String']['output']>;
};

/** The standard properties of the brokered message (all optional). */
export type ServiceBusBrokeredMessagePropertiesInput = {
  contentType?: InputMaybe<Scalars['String']['input']>;
  correlationId?: InputMaybe<Scalars['String']['input']>;
  forcePersistence?: InputMaybe<Scalars['Boolean']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  messageId?: InputMaybe<Scalars['String']['input']>;
  partitionKey?: InputMaybe<Scalars['String']['input']>;
  replyTo?: InputMaybe<Scalars['String']['input']>;
  replyToSessionId?: InputMaybe<Scalars['String']['input']>;
  scheduledEnqueueTimeUtc?: InputMaybe<Scalars['DateTime']['input']>;
  sessionId?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601 duration, e.g. PT1H. */
  timeToLive?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  viaPartitionKey?: InputMaybe<Scalars['String']['input']>;
};

/** A message a job sends to a Service Bus queue or topic (its SAS key is not shown). */
export type ServiceBusMessage = {
  __typename?: 'ServiceBusMessage';
  authentication?: Maybe<ServiceBusAuthentication>;
  brokeredMessageProperties?: Maybe<ServiceBusBrokeredMessageProperties>;
  /** Name/value pairs, in the order the upstream lists them (empty when it lists none). */
  customMessageProperties?: Maybe<Array<MessageProperty>>;
  message?: Maybe<Scalars['String']['output']>;
  namespace?: Maybe<Scalars['String']['output']>;
  queueName?: Maybe<Scalars['String']['output']>;
  topicPath?: Maybe<Scalars['String']['output']>;
  transportType?: Maybe<ServiceBusTransportType>;
  transportTypeRaw?: Maybe<Scalars['String']['output']>;
};

export type ServiceBusQueueMessageInput = {
  authentication: ServiceBusAuthenticationInput;
  brokeredMessageProperties?: InputMaybe<ServiceBusBrokeredMessagePropertiesInput>;
  /** Application properties as name/value pairs; names are unique (case-insensitive). */
  customMessageProperties?: InputMaybe<Array<MessagePropertyInput>>;
  message?: InputMaybe<Scalars['String']['input']>;
  namespace: Scalars['String']['input'];
  queueName: Scalars['String']['input'];
  /** NET_MESSAGING when not given. */
  transportType?: InputMaybe<ServiceBusTransportTypeInput>;
};

export type ServiceBusTopicMessageInput = {
  authentication: ServiceBusAuthenticationInput;
  brokeredMessageProperties?: InputMaybe<ServiceBusBrokeredMessagePropertiesInput>;
  /** Application properties as name/value pairs; names are unique (case-insensitive). */
  customMessageProperties?: InputMaybe<Array<MessagePropertyInput>>;
  message?: InputMaybe<Scalars['String']['input']>;
  namespace: Scalars['String']['input'];
  topicPath: Scalars['String']['input'];
  /** NET_MESSAGING when not given. */
  transportType?: InputMaybe<ServiceBusTransportTypeInput>;
};

export type ServiceBusTransportType =
  | 'AMQP'
  | 'NET_MESSAGING'
  | 'NOT_SPECIFIED'
  | 'UNKNOWN';

/** A Service Bus transport a caller may choose. */
export type ServiceBusTransportTypeInput =
  /** Sent to the upstream as "AMQP". */
  | 'AMQP'
  /** Sent to the upstream as "NetMessaging". */
  | 'NET_MESSAGING'
  /** Sent to the upstream as "NotSpecified". */
  | 'NOT_SPECIFIED';

/** Performance tier of a pool. */
export type ServiceLevel =
  | 'PREMIUM'
  | 'STANDARD'
  | 'ULTRA'
  | 'UNKNOWN';

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

/** A point-in-time copy of a volume. */
export type Snapshot = AzureResource & {
  __typename?: 'Snapshot';
  creationDate?: Maybe<Scalars['DateTime']['output']>;
  fileSystemId?: Maybe<Scalars['String']['output']>;
  /** The full Azure resource id. */
  id: Scalars['String']['output'];
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  provisioningState?: Maybe<Scalars['String']['output']>;
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  snapshotId?: Maybe<Scalars['String']['output']>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
};

/** A space: topics and replies around a subject, with its own participants. */
export type Space = {
  __typename?: 'Space';
  accessModeType?: Maybe<Scalars['String']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  creator?: Maybe<MessagingUser>;
  creatorId?: Maybe<Scalars['ID']['output']>;
  defaultRole?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  largePictureId?: Maybe<Scalars['String']['output']>;
  lastContentAt?: Maybe<Scalars['DateTime']['output']>;
  lastContentCreatorId?: Maybe<Scalars['ID']['output']>;
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  numberOfExternalParticipants?: Maybe<Scalars['Float']['output']>;
  numberOfParticipants?: Maybe<Scalars['Float']['output']>;
  numberOfPinnedTopics?: Maybe<Scalars['Float']['output']>;
  numberOfReplies?: Maybe<Scalars['Float']['output']>;
  numberOfTopics?: Maybe<Scalars['Float']['output']>;
  owner?: Maybe<MessagingUser>;
  ownerId?: Maybe<Scalars['ID']['output']>;
  /** The last bulk import of participants (GET /spaces/{spaceId}/participant/import/). */
  participantImport?: Maybe<ParticipantImport>;
  /** Participants, sorted and filtered (GET /spaces/{id}/participants). */
  participants?: Maybe<SpaceParticipantsConnection>;
  /** Users matching a query who could be added (GET /spaces/{id}/searchParticipantsToAdd). */
  participantsToAdd?: Maybe<Array<Maybe<ParticipantToAdd>>>;
  /** Users who asked to join (GET /spaces/{id}/participants/pending). */
  pendingParticipants?: Maybe<SpacePendingParticipantsConnection>;
  pinnedTopics?: Maybe<Array<Maybe<SpacePinnedTopic>>>;
  /** Participants matching a query (GET /spaces/{id}/searchSpaceParticipants). */
  searchParticipants?: Maybe<Array<Maybe<SpaceParticipantMatch>>>;
  smallPictureId?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  tenantId?: Maybe<Scalars['String']['output']>;
  /** Topics by creation time, newest first by default (GET /spaces/{spaceId}/topics). */
  topics?: Maybe<SpaceTopicsConnection>;
  type?: Maybe<Scalars['String']['output']>;
};


/** A space: topics and replies around a subject, with its own participants. */
export type SpaceParticipantsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filterType?: InputMaybe<SpaceParticipantFilter>;
  filterValue?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<SpaceParticipantSort>;
  sortOrder?: InputMaybe<MessagingSortOrder>;
};


/** A space: topics and replies around a subject, with its own participants. */
export type SpaceParticipantsToAddArgs = {
  query: Scalars['String']['input'];
};


/** A space: topics and replies around a subject, with its own participants. */
export type SpacePendingParticipantsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A space: topics and replies around a subject, with its own participants. */
export type SpaceSearchParticipantsArgs = {
  query: Scalars['String']['input'];
};


/** A space: topics and replies around a subject, with its own participants. */
export type SpaceTopicsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  at?: InputMaybe<Scalars['DateTime']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<MessagingDirection>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type SpaceAttachment = {
  __typename?: 'SpaceAttachment';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  fileId?: Maybe<Scalars['ID']['output']>;
  fileName?: Maybe<Scalars['String']['output']>;
  mimeType?: Maybe<Scalars['String']['output']>;
  size?: Maybe<Scalars['Float']['output']>;
  thumbnailId?: Maybe<Scalars['String']['output']>;
};

export type SpaceDirectoryFilter =
  | 'CLOSED'
  | 'JOINED'
  | 'NONE'
  | 'NOT_JOINED_REQUESTED'
  | 'OPEN'
  | 'REQUESTED';

export type SpaceDirectorySort =
  | 'CREATION_DATE'
  | 'LAST_CONTENT'
  | 'NAME'
  | 'NUMBER_OF_USERS';

/** A topic or a reply in a space. */
export type SpaceItem = {
  __typename?: 'SpaceItem';
  attachments: Array<SpaceAttachment>;
  content?: Maybe<Scalars['String']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  creator?: Maybe<MessagingUser>;
  creatorId?: Maybe<Scalars['ID']['output']>;
  deletedBy?: Maybe<Scalars['ID']['output']>;
  /** Absent when Circuit does not send it (a topic or reply alone). */
  id?: Maybe<Scalars['ID']['output']>;
  /** Users who liked the item (GET /spaces/likes/{itemId}). */
  likes?: Maybe<SpaceItemLikesConnection>;
  mentionedUserIds: Array<Scalars['ID']['output']>;
  mentionedUsers?: Maybe<Array<Maybe<MessagingUser>>>;
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  numberOfLikes?: Maybe<Scalars['Float']['output']>;
  space?: Maybe<Space>;
  spaceId?: Maybe<Scalars['ID']['output']>;
  status?: Maybe<Scalars['String']['output']>;
};


/** A topic or a reply in a space. */
export type SpaceItemLikesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type SpaceItemLikesConnection = {
  __typename?: 'SpaceItemLikesConnection';
  edges: Array<Maybe<SpaceItemLikesConnectionEdge>>;
  pageInfo: PageInfo;
};

export type SpaceItemLikesConnectionEdge = {
  __typename?: 'SpaceItemLikesConnectionEdge';
  cursor: Scalars['String']['output'];
  node: SpaceLike;
};

export type SpaceItemSearchResult = {
  __typename?: 'SpaceItemSearchResult';
  fileIds: Array<Scalars['ID']['output']>;
  itemIds: Array<Scalars['ID']['output']>;
  spaceId?: Maybe<Scalars['ID']['output']>;
  status?: Maybe<Scalars['String']['output']>;
};

export type SpaceLike = {
  __typename?: 'SpaceLike';
  firstName?: Maybe<Scalars['String']['output']>;
  largeImageUri?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  smallImageUri?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

export type SpaceParticipant = {
  __typename?: 'SpaceParticipant';
  firstName?: Maybe<Scalars['String']['output']>;
  joinedAt?: Maybe<Scalars['DateTime']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  numberOfReplies?: Maybe<Scalars['Float']['output']>;
  numberOfTopics?: Maybe<Scalars['Float']['output']>;
  role?: Maybe<Scalars['String']['output']>;
  smallImageUri?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  tenantId?: Maybe<Scalars['String']['output']>;
  user?: Maybe<MessagingUser>;
  userId: Scalars['ID']['output'];
};

export type SpaceParticipantFilter =
  | 'ACCESS_TYPE'
  | 'NONE'
  | 'ROLE'
  | 'STATE';

export type SpaceParticipantMatch = {
  __typename?: 'SpaceParticipantMatch';
  department?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  isMember?: Maybe<Scalars['Boolean']['output']>;
  jobDescription?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  numberOfReplies?: Maybe<Scalars['Float']['output']>;
  numberOfTopics?: Maybe<Scalars['Float']['output']>;
  role?: Maybe<Scalars['String']['output']>;
  spaceId?: Maybe<Scalars['ID']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

export type SpaceParticipantSort =
  | 'DISPLAY_NAME'
  | 'FIRST_NAME'
  | 'NAME';

export type SpaceParticipantsConnection = {
  __typename?: 'SpaceParticipantsConnection';
  edges: Array<Maybe<SpaceParticipantsConnectionEdge>>;
  pageInfo: PageInfo;
};

export type SpaceParticipantsConnectionEdge = {
  __typename?: 'SpaceParticipantsConnectionEdge';
  cursor: Scalars['String']['output'];
  node: SpaceParticipant;
};

export type SpacePendingParticipantsConnection = {
  __typename?: 'SpacePendingParticipantsConnection';
  edges: Array<Maybe<SpacePendingParticipantsConnectionEdge>>;
  pageInfo: PageInfo;
};

export type SpacePendingParticipantsConnectionEdge = {
  __typename?: 'SpacePendingParticipantsConnectionEdge';
  cursor: Scalars['String']['output'];
  node: SpaceParticipant;
};

export type SpacePinnedTopic = {
  __typename?: 'SpacePinnedTopic';
  position?: Maybe<Scalars['Float']['output']>;
  subject?: Maybe<Scalars['String']['output']>;
  topicId: Scalars['ID']['output'];
};

export type SpaceSearchResult = {
  __typename?: 'SpaceSearchResult';
  spaces: Array<Maybe<Space>>;
  /** e.g. NORESULT, ERROR, TIMEOUT, MORERESULT. */
  status?: Maybe<Scalars['String']['output']>;
};

export type SpaceSearchScope =
  | 'ALL'
  | 'DATE'
  | 'FILES'
  | 'LABELS'
  | 'SPACES'
  | 'TAGS'
  | 'TOPICBY';

export type SpaceSearchTerm = {
  __typename?: 'SpaceSearchTerm';
  endTime?: Maybe<Scalars['DateTime']['output']>;
  scope?: Maybe<Scalars['String']['output']>;
  searchTerm?: Maybe<Scalars['String']['output']>;
  startTime?: Maybe<Scalars['DateTime']['output']>;
};

export type SpaceTopic = {
  __typename?: 'SpaceTopic';
  id?: Maybe<Scalars['ID']['output']>;
  item?: Maybe<SpaceItem>;
  lastContentAt?: Maybe<Scalars['DateTime']['output']>;
  lastContentCreatorId?: Maybe<Scalars['ID']['output']>;
  numberOfReplies?: Maybe<Scalars['Float']['output']>;
  pinned?: Maybe<Scalars['Boolean']['output']>;
  /** Replies by creation time, oldest first by default (GET /spaces/{spaceId}/topic/{topicId}/reply). */
  replies?: Maybe<SpaceTopicRepliesConnection>;
  space?: Maybe<Space>;
  subject?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
};


export type SpaceTopicRepliesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  at?: InputMaybe<Scalars['DateTime']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<MessagingDirection>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type SpaceTopicRepliesConnection = {
  __typename?: 'SpaceTopicRepliesConnection';
  edges: Array<Maybe<SpaceTopicRepliesConnectionEdge>>;
  pageInfo: PageInfo;
};

export type SpaceTopicRepliesConnectionEdge = {
  __typename?: 'SpaceTopicRepliesConnectionEdge';
  cursor: Scalars['String']['output'];
  node: SpaceItem;
};

export type SpaceTopicWithReplies = {
  __typename?: 'SpaceTopicWithReplies';
  replies: Array<SpaceItem>;
  topic?: Maybe<SpaceTopic>;
};

export type SpaceTopicsConnection = {
  __typename?: 'SpaceTopicsConnection';
  edges: Array<Maybe<SpaceTopicsConnectionEdge>>;
  pageInfo: PageInfo;
};

export type SpaceTopicsConnectionEdge = {
  __typename?: 'SpaceTopicsConnectionEdge';
  cursor: Scalars['String']['output'];
  node: SpaceTopic;
};

export type SpelledNumber = {
  __typename?: 'SpelledNumber';
  language?: Maybe<Scalars['String']['output']>;
  number: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

/** A message a job puts on a storage queue (its SAS token is not shown). */
export type StorageQueueMessage = {
  __typename?: 'StorageQueueMessage';
  message?: Maybe<Scalars['String']['output']>;
  queueName?: Maybe<Scalars['String']['output']>;
  storageAccount?: Maybe<Scalars['String']['output']>;
};

export type StorageQueueMessageInput = {
  message?: InputMaybe<Scalars['String']['input']>;
  queueName: Scalars['String']['input'];
  /** Write-only: never shown back. */
  sasToken: Scalars['String']['input'];
  storageAccount: Scalars['String']['input'];
};

export type SupportInfo = {
  __typename?: 'SupportInfo';
  supportEmailAddress?: Maybe<Scalars['String']['output']>;
  supportType?: Maybe<Scalars['String']['output']>;
};

export type SystemItem = {
  __typename?: 'SystemItem';
  affectedParticipantIds: Array<Scalars['ID']['output']>;
  newTopic?: Maybe<Scalars['String']['output']>;
  oldTopic?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

/** One tag of an Azure resource (a name and its value). */
export type Tag = {
  __typename?: 'Tag';
  /** The tag name. */
  name: Scalars['String']['output'];
  /** The tag value. */
  value: Scalars['String']['output'];
};

export type TagInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** A subject in the bepress taxonomy. */
export type Taxonomy = {
  __typename?: 'Taxonomy';
  childCount?: Maybe<Scalars['Int']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  path?: Maybe<Scalars['String']['output']>;
  shareTitle?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
};

export type TaxonomyConnection = {
  __typename?: 'TaxonomyConnection';
  edges: Array<Maybe<TaxonomyEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type TaxonomyEdge = {
  __typename?: 'TaxonomyEdge';
  cursor: Scalars['String']['output'];
  node: Taxonomy;
};

/** Sort orders of the list: by text, ascending or descending. */
export type TaxonomySort =
  /** By text, ascending (`sort=text`). */
  | 'TEXT_ASC'
  /** By text, descending (`sort=-text`). */
  | 'TEXT_DESC';

export type TextContentType =
  | 'PLAIN'
  | 'RICH'
  | 'UNKNOWN';

export type TextItem = {
  __typename?: 'TextItem';
  content?: Maybe<Scalars['String']['output']>;
  contentType?: Maybe<TextContentType>;
  formMetaData?: Maybe<Scalars['String']['output']>;
  isWebhookMessage?: Maybe<Scalars['Boolean']['output']>;
  likedBy?: Maybe<Array<Maybe<MessagingUser>>>;
  likedUserIds: Array<Scalars['ID']['output']>;
  /** The item this one replies to, in a thread. */
  parentId?: Maybe<Scalars['ID']['output']>;
  preview?: Maybe<LinkPreview>;
  /** CREATED, EDITED or DELETED. */
  state?: Maybe<Scalars['String']['output']>;
  subject?: Maybe<Scalars['String']['output']>;
};

/** A customer's trouble ticket: a query, request or complaint. */
export type Ticket = {
  __typename?: 'Ticket';
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  customer?: Maybe<CustomerReference>;
  description?: Maybe<Scalars['String']['output']>;
  metadata: Array<MarketplaceMetadata>;
  /** The order the ticket was opened for (see `orderId`). Null when it names none or it does not exist. */
  order?: Maybe<Order>;
  /** The id of the order the ticket was opened for (its `orderId`, or the `orderId` metadata entry). */
  orderId?: Maybe<Scalars['String']['output']>;
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
  edges: Array<Maybe<TicketEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
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
  edges: Array<Maybe<TicketMessageEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
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

/** A model in the sales ranking of a region over the last 45 days. */
export type TopModel = {
  __typename?: 'TopModel';
  brandMarketShare: Scalars['Float']['output'];
  brandName: Scalars['String']['output'];
  modelName: Scalars['String']['output'];
  percentOfBrandSales: Scalars['Float']['output'];
  /** Sales as a percentage of the top seller (80 = 8 sold for every 10 of the top model). */
  percentOfTopSales: Scalars['Float']['output'];
};

/** An addon a user has connected. */
export type UserAddon = {
  __typename?: 'UserAddon';
  /** One external account by id. */
  account?: Maybe<AddonAccount>;
  /** External accounts behind this addon. */
  accounts?: Maybe<AddonAccountConnection>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  userHasAuth?: Maybe<Scalars['Boolean']['output']>;
};


/** An addon a user has connected. */
export type UserAddonAccountArgs = {
  accountId: Scalars['String']['input'];
};


/** An addon a user has connected. */
export type UserAddonAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type UserAddonConnection = {
  __typename?: 'UserAddonConnection';
  edges: Array<Maybe<UserAddonEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type UserAddonEdge = {
  __typename?: 'UserAddonEdge';
  cursor: Scalars['String']['output'];
  node: UserAddon;
};

export type UserEmailAddress = {
  __typename?: 'UserEmailAddress';
  address?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

export type UserPhoneNumber = {
  __typename?: 'UserPhoneNumber';
  phoneNumber?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

/** Sale price and mileage of vehicles similar to a VIN: average, standard deviation and count. */
export type Valuation = {
  __typename?: 'Valuation';
  brandName?: Maybe<Scalars['String']['output']>;
  daysBack?: Maybe<Scalars['Int']['output']>;
  endDate?: Maybe<Scalars['DateTime']['output']>;
  mileCount?: Maybe<Scalars['Int']['output']>;
  milesAverage?: Maybe<Scalars['Float']['output']>;
  milesStdDev?: Maybe<Scalars['Float']['output']>;
  modelName?: Maybe<Scalars['String']['output']>;
  newCount?: Maybe<Scalars['Int']['output']>;
  newSaleAverage?: Maybe<Scalars['Float']['output']>;
  newSaleStdDev?: Maybe<Scalars['Float']['output']>;
  regionName?: Maybe<Scalars['String']['output']>;
  startDate?: Maybe<Scalars['DateTime']['output']>;
  usedCount?: Maybe<Scalars['Int']['output']>;
  usedSaleAverage?: Maybe<Scalars['Float']['output']>;
  usedSaleStdDev?: Maybe<Scalars['Float']['output']>;
};

/** Where and when to compare: the same location, mileage and time criteria as listing search. */
export type ValuationAreaInput = {
  /** Used when a date is missing (default 45). */
  daysBack?: InputMaybe<Scalars['Int']['input']>;
  /** Most restrictive dealer selection: one dealer. */
  dealerId?: InputMaybe<Scalars['Int']['input']>;
  /** YYYY-MM-DD, exclusive; at most 45 days after startDate. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Also vehicles on the lot at any point of the interval (slower). */
  extendedSearch?: InputMaybe<Scalars['Boolean']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** Degrees EAST: 100.41W is -100.41 (or 259.59). */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  mileageHigh?: InputMaybe<Scalars['Int']['input']>;
  mileageLow?: InputMaybe<Scalars['Int']['input']>;
  /** New or used vehicles (upstream default: new for search, used for valuation). */
  newCars?: InputMaybe<Scalars['Boolean']['input']>;
  /** Miles, for GPS and (optionally) ZIP searches. */
  radius?: InputMaybe<Scalars['Float']['input']>;
  region?: InputMaybe<AutomotiveRegion>;
  /** YYYY-MM-DD. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** A class of vehicle the licence covers. */
export type VehicleClass = {
  __typename?: 'VehicleClass';
  /** e.g. MCWG, LMV. */
  abbreviation?: Maybe<Scalars['String']['output']>;
  /** e.g. NT (non-transport). */
  code?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  endorseDate?: Maybe<Scalars['DateTime']['output']>;
  issueDate?: Maybe<Scalars['DateTime']['output']>;
};

/** A vehicle's sales history at dealerships (data back to early 2016). */
export type VehicleHistory = {
  __typename?: 'VehicleHistory';
  entries: Array<VehicleHistoryEntry>;
  vin: Scalars['String']['output'];
};

/** One appearance of a vehicle for sale at a dealership. */
export type VehicleHistoryEntry = {
  __typename?: 'VehicleHistoryEntry';
  dealerName: Scalars['String']['output'];
  firstSeen?: Maybe<Scalars['DateTime']['output']>;
  isNew: Scalars['Boolean']['output'];
  lastSeen?: Maybe<Scalars['DateTime']['output']>;
  miles: Scalars['Int']['output'];
  price: Scalars['Float']['output'];
  state: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

export type VehicleInsurance = {
  __typename?: 'VehicleInsurance';
  company?: Maybe<Scalars['String']['output']>;
  policyNumber?: Maybe<Scalars['String']['output']>;
  validUntil?: Maybe<Scalars['DateTime']['output']>;
};

/** A model of a brand; its name is the `modelName` argument of other fields. */
export type VehicleModel = {
  __typename?: 'VehicleModel';
  brandName: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Key fields of a vehicle registration certificate (RVCER). */
export type VehicleRegistration = {
  __typename?: 'VehicleRegistration';
  /** e.g. BHARAT STAGE IV. */
  emissionNorms?: Maybe<Scalars['String']['output']>;
  financer?: Maybe<Scalars['String']['output']>;
  insurance?: Maybe<VehicleInsurance>;
  /** Registering authority. */
  issuedAt?: Maybe<Scalars['String']['output']>;
  issuer?: Maybe<CertificateIssuer>;
  owner?: Maybe<CertificateHolder>;
  registrationDate?: Maybe<Scalars['DateTime']['output']>;
  registrationNumber?: Maybe<Scalars['String']['output']>;
  /** As the issuer writes it, e.g. A (active). */
  status?: Maybe<Scalars['String']['output']>;
  statusDate?: Maybe<Scalars['DateTime']['output']>;
  validFrom?: Maybe<Scalars['DateTime']['output']>;
  validUntil?: Maybe<Scalars['DateTime']['output']>;
  vehicle?: Maybe<RegisteredVehicle>;
};

/** A vehicle registration certificate pulled from the issuer. */
export type VehicleRegistrationCertificate = {
  __typename?: 'VehicleRegistrationCertificate';
  format: CertificateFormat;
  /** The certificate when `format` is PDF. */
  pdf?: Maybe<BinaryFile>;
  /** Key fields read from the XML document (XML only). */
  registration?: Maybe<VehicleRegistration>;
  /** The transaction id sent to the issuer (generated when none was given). */
  txnId: Scalars['String']['output'];
  /** The raw XML document when `format` is XML. */
  xml?: Maybe<Scalars['String']['output']>;
};

export type VehicleRegistrationCertificateInput = {
  /** The holder's Aadhaar number (the issuer requires it). */
  aadhaarNumber: Scalars['String']['input'];
  /** Chassis number as on the certificate, or its last 5 characters. */
  chassisNumber: Scalars['String']['input'];
  /** The signed consent artifact (API Setu `ConsentArtifactSchema`). */
  consentArtifact?: InputMaybe<ConsentArtifactInput>;
  /** XML (default) or PDF. */
  format?: InputMaybe<CertificateFormat>;
  /** Owner's full name as on the certificate. */
  fullName: Scalars['String']['input'];
  /** Registration number, e.g. DL01AB1234. */
  registrationNumber: Scalars['String']['input'];
  /** Transaction id (UUID); generated when omitted. */
  txnId?: InputMaybe<Scalars['String']['input']>;
};

/** A secret link that shows a private record read-only. */
export type ViewOnlyLink = {
  __typename?: 'ViewOnlyLink';
  anonymous?: Maybe<Scalars['Boolean']['output']>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  /** Projects this link shows. */
  nodes?: Maybe<ResearchNodeConnection>;
};


/** A secret link that shows a private record read-only. */
export type ViewOnlyLinkNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type ViewOnlyLinkConnection = {
  __typename?: 'ViewOnlyLinkConnection';
  edges: Array<Maybe<ViewOnlyLinkEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ViewOnlyLinkEdge = {
  __typename?: 'ViewOnlyLinkEdge';
  cursor: Scalars['String']['output'];
  node: ViewOnlyLink;
};

/** A decoded North American VIN with its recalls. `fields` holds every decoded field as sent. */
export type VinDecode = {
  __typename?: 'VinDecode';
  bodyClass?: Maybe<Scalars['String']['output']>;
  displacementLiters?: Maybe<Scalars['Float']['output']>;
  doors?: Maybe<Scalars['Int']['output']>;
  engineCylinders?: Maybe<Scalars['Int']['output']>;
  /** The decoder's error code ("0" = clean decode). */
  errorCode?: Maybe<Scalars['String']['output']>;
  errorText?: Maybe<Scalars['String']['output']>;
  /** The decoded fields by name (which ones depends on the vehicle; the spec types the answer as a free-form object, so JSON). Recalls are in `recalls`. */
  fields: Scalars['JSON']['output'];
  fuelType?: Maybe<Scalars['String']['output']>;
  make?: Maybe<Scalars['String']['output']>;
  manufacturer?: Maybe<Scalars['String']['output']>;
  model?: Maybe<Scalars['String']['output']>;
  modelYear?: Maybe<Scalars['Int']['output']>;
  plantCountry?: Maybe<Scalars['String']['output']>;
  /** Null when recalls were not requested (includeRecall: false). */
  recalls?: Maybe<Array<Recall>>;
  trim?: Maybe<Scalars['String']['output']>;
  vehicleType?: Maybe<Scalars['String']['output']>;
  vin?: Maybe<Scalars['String']['output']>;
};

/** A file system in a capacity pool. */
export type Volume = AzureResource & {
  __typename?: 'Volume';
  baremetalTenantId?: Maybe<Scalars['String']['output']>;
  /** The unique file path of the volume, used when mounting it. */
  creationToken?: Maybe<Scalars['String']['output']>;
  /** Empty when the upstream lists none. */
  exportPolicyRules?: Maybe<Array<Maybe<ExportPolicyRule>>>;
  fileSystemId?: Maybe<Scalars['String']['output']>;
  /** The full Azure resource id. */
  id: Scalars['String']['output'];
  location?: Maybe<Scalars['String']['output']>;
  /** The volume's mount targets. */
  mountTargets?: Maybe<Array<Maybe<MountTarget>>>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  /** Empty when the upstream lists none. */
  protocolTypes?: Maybe<Array<Scalars['String']['output']>>;
  provisioningState?: Maybe<Scalars['String']['output']>;
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  serviceLevel?: Maybe<ServiceLevel>;
  serviceLevelRaw?: Maybe<Scalars['String']['output']>;
  /** The snapshot the volume was created from. */
  snapshotId?: Maybe<Scalars['String']['output']>;
  /** The volume's snapshots. */
  snapshots?: Maybe<Array<Maybe<Snapshot>>>;
  subnetId?: Maybe<Scalars['String']['output']>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
  /** Maximum storage quota in bytes (100 GiB to 100 TiB). */
  usageThreshold?: Maybe<Scalars['Float']['output']>;
};

/** A registered webhook: Circuit posts the filtered events to its URL. */
export type Webhook = {
  __typename?: 'Webhook';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  filter: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  subscriptionIds: Array<Scalars['ID']['output']>;
  type?: Maybe<WebhookType>;
  typeRaw?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  user?: Maybe<MessagingUser>;
  userId?: Maybe<Scalars['ID']['output']>;
};

export type WebhookType =
  | 'EXTENSION'
  | 'MANUAL'
  | 'UNKNOWN';

/** A wiki page of a record. */
export type Wiki = {
  __typename?: 'Wiki';
  /** The page text (markdown). */
  content?: Maybe<Scalars['String']['output']>;
  currentUserCanComment?: Maybe<Scalars['Boolean']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind?: Maybe<Scalars['String']['output']>;
  materializedPath?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
};

export type WikiConnection = {
  __typename?: 'WikiConnection';
  edges: Array<Maybe<WikiEdge>>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type WikiEdge = {
  __typename?: 'WikiEdge';
  cursor: Scalars['String']['output'];
  node: Wiki;
};

/** A rule that matched the file, with the strings that made it match. */
export type YaraRuleMatch = {
  __typename?: 'YaraRuleMatch';
  rule: Scalars['String']['output'];
  /** Index (from 0) of the `rules` entry that holds the rule, when the upstream reports it. */
  ruleSet?: Maybe<Scalars['Int']['output']>;
  strings: Array<YaraStringMatch>;
};

export type YaraRuleString = {
  __typename?: 'YaraRuleString';
  /** Without the `$`. */
  identifier: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The outcome of applying YARA rules to a file. */
export type YaraScanResult = {
  __typename?: 'YaraScanResult';
  /** The YARA command the service ran. */
  command?: Maybe<Scalars['String']['output']>;
  /** YARA's own error message when `success` is false. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** A match the service sent without its rule name is null, with an error at its path. */
  matchedRules: Array<Maybe<YaraRuleMatch>>;
  /** False when YARA could not run the rules (see `errorMessage`), e.g. a syntax error. */
  success: Scalars['Boolean']['output'];
};

/** One string of a rule found in the file. */
export type YaraStringMatch = {
  __typename?: 'YaraStringMatch';
  /** The matched data as YARA printed it. */
  data?: Maybe<Scalars['String']['output']>;
  /** The string identifier, e.g. `$mz`. */
  identifier?: Maybe<Scalars['String']['output']>;
  /** Length of the match in bytes. */
  length?: Maybe<Scalars['Int']['output']>;
  /** Byte offset of the match in the file. */
  offset?: Maybe<Scalars['Int']['output']>;
  /** The line as YARA printed it. */
  raw: Scalars['String']['output'];
};

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { __typename?: 'Query', messaging: { __typename?: 'MessagingQuery', profile?: { __typename?: 'MessagingUser', displayName?: string | null } | null, conversations?: { __typename?: 'MessagingQueryConversationsConnection', edges: Array<{ __typename?: 'MessagingQueryConversationsConnectionEdge', node: { __typename?: 'Conversation', topic?: string | null, participants?: Array<{ __typename?: 'MessagingUser', displayName?: string | null } | null> | null } } | null> } | null }, numbers: { __typename?: 'NumbersQuery', fact?: { __typename?: 'NumberFact', fact: string } | null }, fileStorage: { __typename?: 'FileStorageQuery', accounts?: Array<{ __typename?: 'FileStorageAccount', name: string, capacityPools?: Array<{ __typename?: 'CapacityPool', name: string } | null> | null } | null> | null }, scheduler: { __typename?: 'SchedulerQuery', jobCollections?: { __typename?: 'JobCollectionConnection', edges: Array<{ __typename?: 'JobCollectionEdge', node: { __typename?: 'JobCollection', name: string } } | null> } | null }, marketplace: { __typename?: 'MarketplaceQuery', orders?: { __typename?: 'OrderConnection', edges: Array<{ __typename?: 'OrderEdge', node: { __typename?: 'Order', orderId: string } } | null> } | null }, research: { __typename?: 'ResearchQuery', preprints?: { __typename?: 'PreprintConnection', edges: Array<{ __typename?: 'PreprintEdge', node: { __typename?: 'Preprint', title?: string | null, license?: { __typename?: 'License', name?: string | null } | null } } | null> } | null }, automotive: { __typename?: 'AutomotiveQuery', brands?: Array<{ __typename?: 'Brand', name: string }> | null }, content: { __typename?: 'ContentQuery', domains?: { __typename?: 'DomainConnection', edges: Array<{ __typename?: 'DomainEdge', node: { __typename?: 'Domain', domain?: string | null } } | null> } | null } };

export type NumberFactsQueryVariables = Exact<{
  number: Scalars['Int']['input'];
}>;


export type NumberFactsQuery = { __typename?: 'Query', numbers: { __typename?: 'NumbersQuery', isPrime?: boolean | null, fact?: { __typename?: 'NumberFact', fact: string } | null, primeFactors?: Array<{ __typename?: 'PrimeFactor', factor: number, times: number }> | null, romanNumeral?: { __typename?: 'Numeral', text: string } | null } };


export const DashboardDocument = {"__meta__":{"hash":"dcac17524020b88b0f0aeb48cecfedc8a0f6729cccb0dbddb8bfb15b2f98332a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messaging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"numbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"IntValue","value":"42"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileStorage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"StringValue","value":"5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"resourceGroupName"},"value":{"kind":"StringValue","value":"storage-rg","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"capacityPools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduler"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobCollections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"StringValue","value":"9b7e4c1a-3f62-4d85-a0e9-6c2b8d4f1e70","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"marketplace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"research"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preprints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"automotive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domains"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const NumberFactsDocument = {"__meta__":{"hash":"6a162f03e04ba3efb96f0e8c644176935b5e737a0aff70a1543321edd3ca9efc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NumberFacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPrime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}]},{"kind":"Field","name":{"kind":"Name","value":"primeFactors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"times"}}]}},{"kind":"Field","name":{"kind":"Name","value":"romanNumeral"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<NumberFactsQuery, NumberFactsQueryVariables>;