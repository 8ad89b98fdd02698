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
export type Addon = Node & {
  __typename?: 'Addon';
  /** List of categories this addon belongs to. */
  categories?: Maybe<Array<Scalars['String']['output']>>;
  /** The description of the service provider. */
  description?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The name of the third-party service provider. */
  name?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
  /** The URL to the third-party service provider. */
  url?: Maybe<Scalars['String']['output']>;
};

/** An external account behind a user addon. */
export type AddonAccount = Node & {
  __typename?: 'AddonAccount';
  /** The user's display name on the third-party service. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The link to user's profile on third-party service. */
  profileUrl?: Maybe<Scalars['String']['output']>;
  /** The addon provider, e.g. `box` or `github`. */
  provider?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};

/** A page of AddonAccount records (Relay cursor connection). */
export type AddonAccountConnection = {
  __typename?: 'AddonAccountConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<AddonAccountEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of AddonAccount records, with its cursor. */
export type AddonAccountEdge = {
  __typename?: 'AddonAccountEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: AddonAccount;
};

/** A page of Addon records (Relay cursor connection). */
export type AddonConnection = {
  __typename?: 'AddonConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<AddonEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of Addon records, with its cursor. */
export type AddonEdge = {
  __typename?: 'AddonEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Addon;
};

/** A folder in a connected addon account. */
export type AddonFolder = {
  __typename?: 'AddonFolder';
  /** The ID of the linked folder from the addon provider. */
  folderId?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** The kind of files object it is (`file` or `folder`). */
  kind?: Maybe<Scalars['String']['output']>;
  /** The folder's name. */
  name?: Maybe<Scalars['String']['output']>;
  /** The folder's path at the addon provider. */
  path?: Maybe<Scalars['String']['output']>;
  /** The addon provider, e.g. `box` or `github`. */
  provider?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};

/** A page of AddonFolder records (Relay cursor connection). */
export type AddonFolderConnection = {
  __typename?: 'AddonFolderConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<AddonFolderEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of AddonFolder records, with its cursor. */
export type AddonFolderEdge = {
  __typename?: 'AddonFolderEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: AddonFolder;
};

/** Whether the apex domain resolves. UNKNOWN: a value this gateway does not know yet. */
export type ApexResolutionStatus =
  /** The apex domain already resolves. */
  | 'ALREADY_RESOLVING'
  /** The apex domain's resolution could not be checked. */
  | 'ERROR'
  /** The apex domain cannot be set up to resolve. */
  | 'INELIGIBLE'
  /** The apex domain does not resolve yet; setting it up is suggested. */
  | 'SUGGEST_RESOLVING'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN';

/** A file attached to a conversation item. */
export type Attachment = {
  __typename?: 'Attachment';
  /** When the file was attached. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The id of the creator of the attachment. */
  creatorId?: Maybe<Scalars['ID']['output']>;
  /** The delete URL of the attachment. */
  deleteUrl?: Maybe<Scalars['String']['output']>;
  /** The id of the attachment file. */
  fileId?: Maybe<Scalars['ID']['output']>;
  /** The name of the attachment file. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** The item id to which the attachment is attached. */
  itemId?: Maybe<Scalars['ID']['output']>;
  /** The mime type of the attachment file. */
  mimeType?: Maybe<Scalars['String']['output']>;
  /** When the attachment was last modified. */
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Bytes. */
  size?: Maybe<Scalars['Float']['output']>;
  /** The URL of the attachment. */
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
  /** The sub-user keys of the gateway's account, active and revoked, without the keys themselves (upstream /getSubUserKeys). Needs the `automotive:admin` scope; never answered from the response cache. */
  subUserKeys?: Maybe<Array<AutomotiveSubUserKey>>;
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
  dealerId: Scalars['Int']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  newCars?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryDealerListingsByDateArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dealerId: Scalars['Int']['input'];
  endDate: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  newCars?: InputMaybe<Scalars['Boolean']['input']>;
  startDate: Scalars['String']['input'];
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryDealersByRegionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  first?: InputMaybe<Scalars['Int']['input']>;
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
  daysBack?: InputMaybe<Scalars['Int']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  modelName: Scalars['String']['input'];
  newCars?: InputMaybe<Scalars['Boolean']['input']>;
  region: AutomotiveRegion;
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryRegionListingsByDateArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  endDate: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
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
  first?: InputMaybe<Scalars['Int']['input']>;
  modelName?: InputMaybe<Scalars['String']['input']>;
  newCars?: InputMaybe<Scalars['Boolean']['input']>;
  zipCode: Scalars['String']['input'];
};


/** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
export type AutomotiveQueryZipCodeListingsByDateArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  endDate: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  modelName?: InputMaybe<Scalars['String']['input']>;
  newCars?: InputMaybe<Scalars['Boolean']['input']>;
  startDate: Scalars['String']['input'];
  zipCode: Scalars['String']['input'];
};

/** A region of the upstream: one per US state (and DC). `REGION_STATE_CA` is its default. */
export type AutomotiveRegion =
  /** Alaska (AK). */
  | 'REGION_STATE_AK'
  /** Alabama (AL). */
  | 'REGION_STATE_AL'
  /** Arkansas (AR). */
  | 'REGION_STATE_AR'
  /** Arizona (AZ). */
  | 'REGION_STATE_AZ'
  /** California (CA). */
  | 'REGION_STATE_CA'
  /** Colorado (CO). */
  | 'REGION_STATE_CO'
  /** Connecticut (CT). */
  | 'REGION_STATE_CT'
  /** the District of Columbia (DC). */
  | 'REGION_STATE_DC'
  /** Delaware (DE). */
  | 'REGION_STATE_DE'
  /** Florida (FL). */
  | 'REGION_STATE_FL'
  /** Georgia (GA). */
  | 'REGION_STATE_GA'
  /** Hawaii (HI). */
  | 'REGION_STATE_HI'
  /** Iowa (IA). */
  | 'REGION_STATE_IA'
  /** Idaho (ID). */
  | 'REGION_STATE_ID'
  /** Illinois (IL). */
  | 'REGION_STATE_IL'
  /** Indiana (IN). */
  | 'REGION_STATE_IN'
  /** Kansas (KS). */
  | 'REGION_STATE_KS'
  /** Kentucky (KY). */
  | 'REGION_STATE_KY'
  /** Louisiana (LA). */
  | 'REGION_STATE_LA'
  /** Massachusetts (MA). */
  | 'REGION_STATE_MA'
  /** Maryland (MD). */
  | 'REGION_STATE_MD'
  /** Maine (ME). */
  | 'REGION_STATE_ME'
  /** Michigan (MI). */
  | 'REGION_STATE_MI'
  /** Minnesota (MN). */
  | 'REGION_STATE_MN'
  /** Missouri (MO). */
  | 'REGION_STATE_MO'
  /** Mississippi (MS). */
  | 'REGION_STATE_MS'
  /** Montana (MT). */
  | 'REGION_STATE_MT'
  /** North Carolina (NC). */
  | 'REGION_STATE_NC'
  /** North Dakota (ND). */
  | 'REGION_STATE_ND'
  /** Nebraska (NE). */
  | 'REGION_STATE_NE'
  /** New Hampshire (NH). */
  | 'REGION_STATE_NH'
  /** New Jersey (NJ). */
  | 'REGION_STATE_NJ'
  /** New Mexico (NM). */
  | 'REGION_STATE_NM'
  /** Nevada (NV). */
  | 'REGION_STATE_NV'
  /** New York (NY). */
  | 'REGION_STATE_NY'
  /** Ohio (OH). */
  | 'REGION_STATE_OH'
  /** Oklahoma (OK). */
  | 'REGION_STATE_OK'
  /** Oregon (OR). */
  | 'REGION_STATE_OR'
  /** Pennsylvania (PA). */
  | 'REGION_STATE_PA'
  /** Rhode Island (RI). */
  | 'REGION_STATE_RI'
  /** South Carolina (SC). */
  | 'REGION_STATE_SC'
  /** South Dakota (SD). */
  | 'REGION_STATE_SD'
  /** Tennessee (TN). */
  | 'REGION_STATE_TN'
  /** Texas (TX). */
  | 'REGION_STATE_TX'
  /** Utah (UT). */
  | 'REGION_STATE_UT'
  /** Virginia (VA). */
  | 'REGION_STATE_VA'
  /** Vermont (VT). */
  | 'REGION_STATE_VT'
  /** Washington (WA). */
  | 'REGION_STATE_WA'
  /** Wisconsin (WI). */
  | 'REGION_STATE_WI'
  /** West Virginia (WV). */
  | 'REGION_STATE_WV'
  /** Wyoming (WY). */
  | 'REGION_STATE_WY';

/** A sales or market share report whose body the spec leaves untyped: `data` is passed on as sent. */
export type AutomotiveReport = {
  __typename?: 'AutomotiveReport';
  /** The brand the report is about, when it is about one. */
  brandName?: Maybe<Scalars['String']['output']>;
  /** The report's data; its shape differs per report and the spec gives none (JSON). */
  data?: Maybe<Scalars['JSON']['output']>;
  /** The upstream's message about the report (upstream `msg`). */
  message?: Maybe<Scalars['String']['output']>;
  /** The model the report is about, when it is about one. */
  modelName?: Maybe<Scalars['String']['output']>;
  /** The region the report is about. */
  regionName?: Maybe<Scalars['String']['output']>;
};

/** A sub-user key of the gateway's CIS Automotive account, as listed: the key itself is never listed (it is shown once, by createAutomotiveSubUserKey). */
export type AutomotiveSubUserKey = {
  __typename?: 'AutomotiveSubUserKey';
  /** When it was made. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The web site it may be used from. */
  domain?: Maybe<Scalars['String']['output']>;
  /** The endpoints it may call (`*`: every data endpoint). */
  endpoints?: Maybe<Array<Scalars['String']['output']>>;
  /** When it expires, when the upstream says (keys otherwise last as long as the account). */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** True once revoked, when the upstream says. */
  revoked?: Maybe<Scalars['Boolean']['output']>;
  /** The key's id (what revokes it). */
  uuid?: Maybe<Scalars['String']['output']>;
};

/** A sub-user key revoked: calls made with it are refused from now on. */
export type AutomotiveSubUserKeyRevocation = {
  __typename?: 'AutomotiveSubUserKeyRevocation';
  /** The upstream's message, when it sends one. */
  message?: Maybe<Scalars['String']['output']>;
  /** The key revoked. */
  uuid?: Maybe<Scalars['String']['output']>;
};

/** Whether a name or file path can be used. */
export type Availability = {
  __typename?: 'Availability';
  /** Whether the name can be used. An answer with a `reason` (Invalid, AlreadyExists) and no `isAvailable` is false; an answer with neither says nothing, and is an UPSTREAM_ERROR (`invalid-response`) on the check. */
  isAvailable: Scalars['Boolean']['output'];
  /** Why the name is not available and, when it is invalid, the naming rules it breaks. */
  message?: Maybe<Scalars['String']['output']>;
  /** Why the name is not available: INVALID (it breaks the naming rules) or ALREADY_EXISTS (it is in use). */
  reason?: Maybe<AvailabilityReason>;
  /** The upstream's own `reason` value, as sent (also when `reason` is UNKNOWN). */
  reasonRaw?: Maybe<Scalars['String']['output']>;
};

/** Why a name or file path is not available. */
export type AvailabilityReason =
  /** The name is already in use (upstream `AlreadyExists`). */
  | 'ALREADY_EXISTS'
  /** The name does not meet the naming rules (upstream `Invalid`). */
  | 'INVALID'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN';

/** An Azure Resource Manager resource. Where the upstream omits its id, the gateway builds it from the path it read the resource at; the subscription and resource group are those of that path. */
export type AzureResource = {
  /** The Azure region the resource lives in, e.g. `westeurope`. */
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  /** The resource group named in the resource's id. */
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  /** The subscription id named in the resource's id. */
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
  /** The full Azure resource id (ARM). The global `id` is the one `Query.node` takes. */
  upstreamId: Scalars['ID']['output'];
};

/** A number written in another base. */
export type BaseConversion = {
  __typename?: 'BaseConversion';
  /** The number written in base `to`. */
  answer: Scalars['String']['output'];
  /** The base the number was given in. */
  from: Scalars['Int']['output'];
  /** The number as given, in base `from`. */
  number: Scalars['String']['output'];
  /** The base the number was converted to. */
  to: Scalars['Int']['output'];
};

/** A file returned by an upstream, carried inline as base64. */
export type BinaryFile = {
  __typename?: 'BinaryFile';
  /** The bytes, base64-encoded. */
  base64: Scalars['String']['output'];
  /** The media type of the file, e.g. `application/pdf`. */
  contentType: Scalars['String']['output'];
  /** The file's name, as the upstream named it or derived from the request. */
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
  /** The brand name, e.g. `Toyota`. */
  name: Scalars['String']['output'];
};

/** A phone number to dial in to a conversation's call. */
export type BridgeNumber = {
  __typename?: 'BridgeNumber';
  /** The country where the bridge is hosted. */
  country?: Maybe<Scalars['String']['output']>;
  /** Whether this is the most used bridge number. */
  isMostUsed?: Maybe<Scalars['Boolean']['output']>;
  /** The locale of the bridge. */
  locale?: Maybe<Scalars['String']['output']>;
  /** The name / identifier of the bridge. */
  name?: Maybe<Scalars['String']['output']>;
  /** The phone number to dial. */
  number?: Maybe<Scalars['String']['output']>;
  /** Billing of the call, e.g. TOLL. */
  type?: Maybe<Scalars['String']['output']>;
};

/** One shipment of a bulk post (the spec's `OrderShippment`). */
export type BulkShipmentInput = {
  /** The courier. */
  courier?: InputMaybe<MarketplaceCourierInput>;
  /** Electronic transport document (CT-e). */
  cte?: InputMaybe<Scalars['String']['input']>;
  /** The invoice. */
  invoice?: InputMaybe<MarketplaceInvoiceInput>;
  /** The SKUs and quantities shipped. */
  items: Array<MarketplaceItemQuantityInput>;
  /** When it was shipped or delivered. */
  occurredAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The order the shipment belongs to (`orderId` or `Order.id`). */
  orderId: Scalars['String']['input'];
  /** Your own shipment id, unique across all orders and shipments. */
  sellerShipmentId: Scalars['String']['input'];
  /** Shipment status, as the upstream names it. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** The courier's tracking number. */
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
  /** The courier's tracking page. */
  trackingUrl?: InputMaybe<Scalars['String']['input']>;
};

/** Provisioned capacity of one service level inside an account. */
export type CapacityPool = AzureResource & Node & {
  __typename?: 'CapacityPool';
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The Azure region the resource lives in, e.g. `westeurope`. */
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  /** UUID v4 used to identify the Pool. */
  poolId?: Maybe<Scalars['String']['output']>;
  /** Azure lifecycle state of the resource, e.g. `Succeeded`, `Creating`, `Failed` (upstream `properties.provisioningState`). */
  provisioningState?: Maybe<Scalars['String']['output']>;
  /** The resource group named in the resource's id. */
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  /** The service level of the file system. */
  serviceLevel?: Maybe<ServiceLevel>;
  /** The upstream's own `serviceLevel` value, as sent (also when `serviceLevel` is UNKNOWN). */
  serviceLevelRaw?: Maybe<Scalars['String']['output']>;
  /** Provisioned size in bytes (a multiple of 4 TiB). */
  size?: Maybe<Scalars['Float']['output']>;
  /** The subscription id named in the resource's id. */
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
  /** The full Azure resource id (ARM). The global `id` is the one `Query.node` takes. */
  upstreamId: Scalars['ID']['output'];
  /** The pool's volumes. */
  volumes?: Maybe<Array<Maybe<Volume>>>;
};

/** A new capacity pool, or the whole of an existing one (PUT). */
export type CapacityPoolInput = {
  /** Azure region (the account's). */
  location: Scalars['String']['input'];
  /** Performance tier. */
  serviceLevel: FileStorageServiceLevel;
  /** Provisioned size in bytes: a multiple of 4 TiB (4398046511104), from 4 TiB to 500 TiB. */
  size: Scalars['Float']['input'];
  /** Tags, replacing any the resource had (at most 50). */
  tags?: InputMaybe<Array<FileStorageTagInput>>;
};

/** What to change on a capacity pool (PATCH); at least one field. */
export type CapacityPoolPatchInput = {
  /** New performance tier. */
  serviceLevel?: InputMaybe<FileStorageServiceLevel>;
  /** New size in bytes (a multiple of 4 TiB). */
  size?: InputMaybe<Scalars['Float']['input']>;
  /** Tags, replacing any the resource had (at most 50). */
  tags?: InputMaybe<Array<FileStorageTagInput>>;
};

/** The capacity pool as the write left it (see its provisioningState), and the operation to follow. */
export type CapacityPoolPayload = {
  __typename?: 'CapacityPoolPayload';
  /** The capacity pool, with the provisioningState of the moment. */
  capacityPool?: Maybe<CapacityPool>;
  /** The long-running operation to follow until the resource is provisioned; null when the write completed at once. */
  operation?: Maybe<FileStorageOperationStatus>;
};

/** A postal address on a certificate (its `Address` element). */
export type CertificateAddress = {
  __typename?: 'CertificateAddress';
  /** Country. */
  country?: Maybe<Scalars['String']['output']>;
  /** District. */
  district?: Maybe<Scalars['String']['output']>;
  /** The parts that are present, comma-separated. */
  formatted: Scalars['String']['output'];
  /** House name or number. */
  house?: Maybe<Scalars['String']['output']>;
  /** A landmark near the address. */
  landmark?: Maybe<Scalars['String']['output']>;
  /** First address line. */
  line1?: Maybe<Scalars['String']['output']>;
  /** Second address line. */
  line2?: Maybe<Scalars['String']['output']>;
  /** Locality. */
  locality?: Maybe<Scalars['String']['output']>;
  /** PIN (Indian postal code). */
  pin?: Maybe<Scalars['String']['output']>;
  /** State. */
  state?: Maybe<Scalars['String']['output']>;
  /** e.g. permanent, present. */
  type?: Maybe<Scalars['String']['output']>;
  /** Village, town or city. */
  vtc?: Maybe<Scalars['String']['output']>;
};

/** How the certificate is returned. */
export type CertificateFormat =
  /** A PDF document, returned as a `BinaryFile` (upstream `pdf`). */
  | 'PDF'
  /** An XML document, returned raw and read into key fields (upstream `xml`). */
  | 'XML';

/** The person the certificate is issued to (licence holder or vehicle owner). */
export type CertificateHolder = {
  __typename?: 'CertificateHolder';
  /** The person's address. */
  address?: Maybe<CertificateAddress>;
  /** Date of birth (attribute `dob`). */
  dateOfBirth?: Maybe<Scalars['DateTime']['output']>;
  /** Gender, as the issuer writes it. */
  gender?: Maybe<Scalars['String']['output']>;
  /** Full name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Which relation `relativeName` is (`swdIndicator`: S, D or W). */
  relation?: Maybe<Scalars['String']['output']>;
  /** Name of the son/daughter/wife-of relative (`swd`). */
  relativeName?: Maybe<Scalars['String']['output']>;
  /** Title, e.g. Mr or Ms. */
  title?: Maybe<Scalars['String']['output']>;
};

/** The authority that issued a certificate (its `IssuedBy` organisation). */
export type CertificateIssuer = {
  __typename?: 'CertificateIssuer';
  /** The issuer's code. */
  code?: Maybe<Scalars['String']['output']>;
  /** The issuer's name, e.g. the transport department. */
  name?: Maybe<Scalars['String']['output']>;
  /** The kind of issuer, as the document writes it. */
  type?: Maybe<Scalars['String']['output']>;
};

/** How to cite a record. */
export type Citation = {
  __typename?: 'Citation';
  /** The bibliographic authors. The spec declares a string but describes (and its examples send) a list of `{ given, family }`: both are read, a plain string as one author with `literal` set. */
  author: Array<CitationAuthor>;
  /** The complete entity citation in the requested style. */
  citation?: Maybe<Scalars['String']['output']>;
  /** The DOI for the entity being cited, if one exists. */
  doi?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** The publisher of the entity being cited. For nodes and registrations, the publisher is the 'Open Science Framework'. */
  publisher?: Maybe<Scalars['String']['output']>;
  /** The title of the record being cited. */
  title?: Maybe<Scalars['String']['output']>;
  /** The CSL type of the record being cited. */
  type?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
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
export type CitationStyle = Node & {
  __typename?: 'CitationStyle';
  /** The time at which the citation style was first parsed. */
  dateParsed?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The short name for the citation style. */
  shortTitle?: Maybe<Scalars['String']['output']>;
  /** The summary of the citation style. */
  summary?: Maybe<Scalars['String']['output']>;
  /** The official name of the citation style. */
  title?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};

/** A page of CitationStyle records (Relay cursor connection). */
export type CitationStyleConnection = {
  __typename?: 'CitationStyleConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<CitationStyleEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of CitationStyle records, with its cursor. */
export type CitationStyleEdge = {
  __typename?: 'CitationStyleEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: CitationStyle;
};

/** How a collection describes one of its items. */
export type CollectedMetadata = Node & {
  __typename?: 'CollectedMetadata';
  /** The item's type in the collection, one of the collection's `collectedTypeChoices`. */
  collectedType?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The issue the item belongs to, for collections that use issues. */
  issue?: Maybe<Scalars['String']['output']>;
  /** The project described (null for preprints and registrations). */
  item?: Maybe<ResearchNode>;
  /** The program area of the item, for collections that use them. */
  programArea?: Maybe<Scalars['String']['output']>;
  /** The item's status in the collection, one of the collection's `statusChoices`. */
  status?: Maybe<Scalars['String']['output']>;
  /** Ids of the subjects, without loading them. */
  subjectIds?: Maybe<Array<Scalars['String']['output']>>;
  /** Subjects of this item in the collection. */
  subjects?: Maybe<TaxonomyConnection>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
  /** The volume the item belongs to, for collections that use volumes. */
  volume?: Maybe<Scalars['String']['output']>;
};


/** How a collection describes one of its items. */
export type CollectedMetadataSubjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of CollectedMetadata records (Relay cursor connection). */
export type CollectedMetadataConnection = {
  __typename?: 'CollectedMetadataConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<CollectedMetadataEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of CollectedMetadata records, with its cursor. */
export type CollectedMetadataEdge = {
  __typename?: 'CollectedMetadataEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: CollectedMetadata;
};

/** How a collection describes one of its items (the collection's own choices apply). */
export type CollectedMetadataInput = {
  /** One of the collection's `collectedTypeChoices`. */
  collectedType?: InputMaybe<Scalars['String']['input']>;
  /** Issue. */
  issue?: InputMaybe<Scalars['String']['input']>;
  /** Program area. */
  programArea?: InputMaybe<Scalars['String']['input']>;
  /** One of the collection's `statusChoices`. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** Volume. */
  volume?: InputMaybe<Scalars['String']['input']>;
};

/** How communities are sorted. */
export type CommunitySort =
  /** By name. */
  | 'ALPHABETICALLY'
  /** By popularity. */
  | 'POPULARITY'
  /** Most recent activity first. */
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
  beforeToken?: InputMaybe<Scalars['String']['input']>;
  createdAfter?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdBefore?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  properties?: InputMaybe<Array<Scalars['String']['input']>>;
  sort?: InputMaybe<Array<Scalars['String']['input']>>;
  updatedAfter?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedBefore?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A user's place on a record: permission and visibility. */
export type Contributor = Node & {
  __typename?: 'Contributor';
  /** Whether or not the contributor will be included in citations for the node. The default value is true. */
  bibliographic?: Maybe<Scalars['Boolean']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The position of this contributor in the list of project contributors and in project citations. */
  index?: Maybe<Scalars['Int']['output']>;
  /** The permission level of the contributor. The default value is 'write'. */
  permission?: Maybe<Scalars['String']['output']>;
  /** The name given to the contributor while they have not claimed their account. */
  unregisteredContributor?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
  /** The user behind this contributorship. */
  user?: Maybe<ResearchUser>;
};

/** A user to add as a contributor. */
export type ContributorAddInput = {
  /** Whether they are listed as an author (upstream default: true). */
  bibliographic?: InputMaybe<Scalars['Boolean']['input']>;
  /** Their position in the list (0 = first). */
  index?: InputMaybe<Scalars['Int']['input']>;
  /** What they may do (upstream default: write). */
  permission?: InputMaybe<ResearchContributorPermission>;
  /** The user (`ResearchUser.id` or OSF id). */
  userId: Scalars['String']['input'];
};

/** A page of Contributor records (Relay cursor connection). */
export type ContributorConnection = {
  __typename?: 'ContributorConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ContributorEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of Contributor records, with its cursor. */
export type ContributorEdge = {
  __typename?: 'ContributorEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Contributor;
};

/** A contributor's place to change; fields not given stay as they are. */
export type ContributorUpdateInput = {
  /** Whether they are listed as an author. */
  bibliographic?: InputMaybe<Scalars['Boolean']['input']>;
  /** Their position in the list (0 = first). */
  index?: InputMaybe<Scalars['Int']['input']>;
  /** What they may do. */
  permission?: InputMaybe<ResearchContributorPermission>;
};

/** Stock of a product in one marketplace (upstream `ControlledStock`). */
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
export type Conversation = Node & {
  __typename?: 'Conversation';
  /** The URL of the small avatar image of the conversation. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** The URL of the large avatar image of the conversation. */
  avatarLarge?: Maybe<Scalars['String']['output']>;
  /** When the conversation was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The user who created the conversation (batched with the other users of the query). */
  creator?: Maybe<MessagingUser>;
  /** The ID of the user who created the conversation. */
  creatorId?: Maybe<Scalars['ID']['output']>;
  /** The ID of the Circuit domain (tenant) where the creator of the conversation belongs to. */
  creatorTenantId?: Maybe<Scalars['String']['output']>;
  /** An optional description for the community conversation. */
  description?: Maybe<Scalars['String']['output']>;
  /** Join details; loaded for all conversations of a query in one call. */
  details?: Maybe<ConversationDetails>;
  /** Items of this conversation the caller flagged. */
  flaggedItems?: Maybe<Array<Maybe<ConversationItem>>>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** Indicates whether guest access to the conversation is disabled or not. */
  isGuestAccessDisabled?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the conversation is moderated: only moderators may add or remove participants. */
  isModerated?: Maybe<Scalars['Boolean']['output']>;
  /** Items by modification time, newest first by default (GET /conversations/{convId}/items). */
  items?: Maybe<ConversationItemConnection>;
  /** When the conversation was last modified. */
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The ids of the active participants. */
  participantIds: Array<Scalars['ID']['output']>;
  /** Participants by type with their names, paged by Circuit (at most 25 per page). */
  participantList?: Maybe<ConversationParticipantConnection>;
  /** The active participants; null entries for users that no longer exist. */
  participants?: Maybe<Array<Maybe<MessagingUser>>>;
  /** The conversation's pinned items. */
  pinnedTopics?: Maybe<Array<PinnedTopic>>;
  /** The title; DIRECT conversations have none. */
  topic?: Maybe<Scalars['String']['output']>;
  /** The title shown when the conversation has no topic (DIRECT conversations cannot have one). */
  topicPlaceholder?: Maybe<Scalars['String']['output']>;
  /** The kind of conversation. */
  type?: Maybe<ConversationType>;
  /** `type` exactly as the upstream sent it, also when it is a value `type` does not know (UNKNOWN). */
  typeRaw?: Maybe<Scalars['String']['output']>;
  /** Circuit's own id of this record. */
  upstreamId: Scalars['ID']['output'];
};


/** A conversation the caller participates in (or a community it may join). */
export type ConversationItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<MessagingDirection>;
  first?: InputMaybe<Scalars['Int']['input']>;
  modifiedAt?: InputMaybe<Scalars['DateTime']['input']>;
};


/** A conversation the caller participates in (or a community it may join). */
export type ConversationParticipantListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ConversationParticipantType>;
};

/** A page of Conversation records (Relay cursor connection). */
export type ConversationConnection = {
  __typename?: 'ConversationConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ConversationEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
};

/** How to join the conference of a conversation: link, PIN and dial-in numbers. */
export type ConversationDetails = {
  __typename?: 'ConversationDetails';
  /** A list of bridge numbers which can be used to dial in to the real time session via phone. */
  bridgeNumbers: Array<BridgeNumber>;
  /** The id of the conversation. */
  conversationId: Scalars['ID']['output'];
  /** The ID of the user who created the conversation. */
  creatorId?: Maybe<Scalars['ID']['output']>;
  /** Indicates if the conversation is allowed to be moderated. */
  isModerationAllowed?: Maybe<Scalars['Boolean']['output']>;
  /** Indicates if the conversation is allowed to be recorded. */
  isRecordingAllowed?: Maybe<Scalars['Boolean']['output']>;
  /** A link that can be used in a browser to join the session. */
  link?: Maybe<Scalars['String']['output']>;
  /** The PIN to join a real time session via phone. */
  pin?: Maybe<Scalars['String']['output']>;
};

/** One item of a list of Conversation records, with its cursor. */
export type ConversationEdge = {
  __typename?: 'ConversationEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Conversation;
};

/** A message, system event or call in a conversation. */
export type ConversationItem = Node & {
  __typename?: 'ConversationItem';
  /** The files attached to the item. */
  attachments: Array<Attachment>;
  /** The conversation the item belongs to. */
  conversation?: Maybe<Conversation>;
  /** The id of the conversation. */
  conversationId?: Maybe<Scalars['ID']['output']>;
  /** When the item was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The user who created the item. */
  creator?: Maybe<MessagingUser>;
  /** The ID of the user who created the conversation item. */
  creatorId?: Maybe<Scalars['ID']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** Indicates whether the item is included in the unread message count. */
  includeInUnreadCount?: Maybe<Scalars['Boolean']['output']>;
  /** When the item was last modified. */
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The call details, for an RTC item. */
  rtc?: Maybe<RtcItem>;
  /** The system event, for a SYSTEM item. */
  system?: Maybe<SystemItem>;
  /** The text, for a TEXT item. */
  text?: Maybe<TextItem>;
  /** The kind of item: TEXT, SYSTEM or RTC. */
  type?: Maybe<ConversationItemType>;
  /** `type` exactly as the upstream sent it, also when it is a value `type` does not know (UNKNOWN). */
  typeRaw?: Maybe<Scalars['String']['output']>;
  /** Circuit's own id of this record. */
  upstreamId: Scalars['ID']['output'];
};

/** A page of ConversationItem records (Relay cursor connection). */
export type ConversationItemConnection = {
  __typename?: 'ConversationItemConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ConversationItemEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
};

/** One item of a list of ConversationItem records, with its cursor. */
export type ConversationItemEdge = {
  __typename?: 'ConversationItemEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: ConversationItem;
};

/** The kinds of conversation item. */
export type ConversationItemType =
  /** A call (real-time communication) event. */
  | 'RTC'
  /** A system event, e.g. a participant added or the conversation renamed. */
  | 'SYSTEM'
  /** A text message. */
  | 'TEXT'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN';

/** A participant of a conversation, with their names. */
export type ConversationParticipant = {
  __typename?: 'ConversationParticipant';
  /** The display name of the participant. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** The first name of the participant. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Whether the participant's user has been deleted. */
  isDeleted?: Maybe<Scalars['Boolean']['output']>;
  /** The large image URI of the participant. */
  largeImageUri?: Maybe<Scalars['String']['output']>;
  /** The last name of the participant. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The small image URI of the participant. */
  smallImageUri?: Maybe<Scalars['String']['output']>;
  /** The participant's type, as Circuit sent it. */
  type?: Maybe<Scalars['String']['output']>;
  /** The unique user id of the participant. */
  userId: Scalars['ID']['output'];
};

/** A page of ConversationParticipant records (Relay cursor connection). */
export type ConversationParticipantConnection = {
  __typename?: 'ConversationParticipantConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ConversationParticipantEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
};

/** One item of a list of ConversationParticipant records, with its cursor. */
export type ConversationParticipantEdge = {
  __typename?: 'ConversationParticipantEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: ConversationParticipant;
};

/** The kinds of conversation participant. */
export type ConversationParticipantType =
  /** A bot. */
  | 'BOT'
  /** A former participant. */
  | 'FORMER'
  /** A guest. */
  | 'GUEST'
  /** A moderator. */
  | 'MODERATOR'
  /** A regular participant. */
  | 'REGULAR';

/** A conversation that matches a search, with the matching items. */
export type ConversationSearchMatch = {
  __typename?: 'ConversationSearchMatch';
  /** The matching conversation. */
  conversation?: Maybe<Conversation>;
  /** The id of the conversation. */
  conversationId: Scalars['ID']['output'];
  /** The matching items; empty when the hit was in the conversation's own data (topic, participants). */
  itemIds: Array<Scalars['ID']['output']>;
};

/** Where a conversation search looks. */
export type ConversationSearchScope =
  /** Everywhere. */
  | 'ALL'
  /** Conversation titles. */
  | 'CONVERSATIONS'
  /** File names. */
  | 'FILES'
  /** A saved filter. */
  | 'FILTER'
  /** Labels. */
  | 'LABEL'
  /** Members of the conversations. */
  | 'MEMBERS'
  /** Message text. */
  | 'MESSAGES'
  /** People. */
  | 'PEOPLE'
  /** The sender of messages. */
  | 'SENTBY';

/** The kinds of conversation. */
export type ConversationType =
  /** A community: open to any user of the tenant who joins. */
  | 'COMMUNITY'
  /** A 1:1 conversation. */
  | 'DIRECT'
  /** A group conversation. */
  | 'GROUP'
  /** A large conversation. */
  | 'LARGE'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN';

/** The CMS object type. UNKNOWN: a value this gateway does not know yet. */
export type CosObjectType =
  /** The CMS object type `BLOG`: a blog. */
  | 'BLOG'
  /** The CMS object type `BLOG_AUTHOR`: a blog author. */
  | 'BLOG_AUTHOR'
  /** The CMS object type `CONTACT_MEMBERSHIP`: a contact membership. */
  | 'CONTACT_MEMBERSHIP'
  /** The CMS object type `CONTENT`: a content. */
  | 'CONTENT'
  /** The CMS object type `CONTENT_GROUP`: a content group. */
  | 'CONTENT_GROUP'
  /** The CMS object type `CUSTOM_WIDGET`: a custom widget. */
  | 'CUSTOM_WIDGET'
  /** The CMS object type `DESIGN_FOLDER`: a design folder. */
  | 'DESIGN_FOLDER'
  /** The CMS object type `DOMAIN`: a domain. */
  | 'DOMAIN'
  /** The CMS object type `DOMAIN_SETTINGS`: a domain settings. */
  | 'DOMAIN_SETTINGS'
  /** The CMS object type `EMAIL_ADDRESS`: an email address. */
  | 'EMAIL_ADDRESS'
  /** The CMS object type `EXTENSION_RESOURCE`: an extension resource. */
  | 'EXTENSION_RESOURCE'
  /** The CMS object type `FILE`: a file. */
  | 'FILE'
  /** The CMS object type `FOLDER`: a folder. */
  | 'FOLDER'
  /** The CMS object type `FOLLOW_ME`: a follow-me module. */
  | 'FOLLOW_ME'
  /** The CMS object type `FORM`: a form. */
  | 'FORM'
  /** The CMS object type `GLOBAL_CONTENT`: a global content. */
  | 'GLOBAL_CONTENT'
  /** The CMS object type `HUBDB_TABLE`: a HubDB table. */
  | 'HUBDB_TABLE'
  /** The CMS object type `HUBDB_TABLE_ROW`: a HubDB table row. */
  | 'HUBDB_TABLE_ROW'
  /** The CMS object type `IMAGE`: an image. */
  | 'IMAGE'
  /** The CMS object type `KNOWLEDGE_BASE`: a knowledge base. */
  | 'KNOWLEDGE_BASE'
  /** The CMS object type `KNOWLEDGE_CATEGORY`: a knowledge category. */
  | 'KNOWLEDGE_CATEGORY'
  /** The CMS object type `KNOWLEDGE_CATEGORY_TRANSLATION`: a knowledge category translation. */
  | 'KNOWLEDGE_CATEGORY_TRANSLATION'
  /** The CMS object type `KNOWLEDGE_HOMEPAGE_CATEGORY`: a knowledge homepage category. */
  | 'KNOWLEDGE_HOMEPAGE_CATEGORY'
  /** The CMS object type `LAYOUT`: a layout. */
  | 'LAYOUT'
  /** The CMS object type `LAYOUT_SECTION`: a layout section. */
  | 'LAYOUT_SECTION'
  /** The CMS object type `LIST_MEMBERSHIP`: a list membership. */
  | 'LIST_MEMBERSHIP'
  /** The CMS object type `MARKETPLACE_LISTING`: a marketplace listing. */
  | 'MARKETPLACE_LISTING'
  /** The CMS object type `PASSWORD_PROTECTED`: a password-protected content setting. */
  | 'PASSWORD_PROTECTED'
  /** The CMS object type `PLACEMENT`: a placement. */
  | 'PLACEMENT'
  /** The CMS object type `RAW_ASSET`: a raw asset (a file served as is). */
  | 'RAW_ASSET'
  /** The CMS object type `REDIRECT_URL`: a redirect URL. */
  | 'REDIRECT_URL'
  /** The CMS object type `SERVERLESS_FUNCTION`: a serverless function. */
  | 'SERVERLESS_FUNCTION'
  /** The CMS object type `SITE_MAP`: a site map. */
  | 'SITE_MAP'
  /** The CMS object type `SITE_MENU`: a site menu. */
  | 'SITE_MENU'
  /** The CMS object type `SITE_SETTINGS`: a site settings. */
  | 'SITE_SETTINGS'
  /** The CMS object type `THEME`: a theme. */
  | 'THEME'
  /** The CMS object type `THEME_SETTINGS`: a theme settings. */
  | 'THEME_SETTINGS'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN'
  /** The CMS object type `UNRESTRICTED_ACCESS`: a unrestricted-access setting. */
  | 'UNRESTRICTED_ACCESS'
  /** The CMS object type `URL_MAPPING`: a URL mapping. */
  | 'URL_MAPPING'
  /** The CMS object type `VIDEO_PLAYER`: a video player. */
  | 'VIDEO_PLAYER'
  /** The CMS object type `WIDGET`: a widget. */
  | 'WIDGET'
  /** The CMS object type `WORKFLOW`: a workflow. */
  | 'WORKFLOW';

/** The carrier that takes a shipment. */
export type Courier = {
  __typename?: 'Courier';
  /** Courier name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Tax id of the courier (e.g. a CNPJ). */
  taxId?: Maybe<Scalars['String']['output']>;
};

/** A sub-user key just made. `key` is shown this once: the gateway keeps no copy, never lists it and never caches this answer. Calls made with it are billed to the gateway's account. */
export type CreatedAutomotiveSubUserKey = {
  __typename?: 'CreatedAutomotiveSubUserKey';
  /** When it was made. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The web site it may be used from. */
  domain?: Maybe<Scalars['String']['output']>;
  /** The endpoints it may call (`*`: every data endpoint). */
  endpoints?: Maybe<Array<Scalars['String']['output']>>;
  /** When it expires, when the upstream says. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The sub-user key, to embed in a front-end application of `domain`. */
  key?: Maybe<Scalars['String']['output']>;
  /** The key's id (what revokes it). */
  uuid?: Maybe<Scalars['String']['output']>;
};

/** The customer who placed an order. */
export type Customer = {
  __typename?: 'Customer';
  /** Tax document of the customer. */
  documentNumber?: Maybe<Scalars['String']['output']>;
  /** Customer Email (when available). Please note: Email is not a mandatory field. */
  email?: Maybe<Scalars['String']['output']>;
  /** Customer Name. */
  name?: Maybe<Scalars['String']['output']>;
  /** The customer's phone numbers. */
  phones: Array<CustomerPhone>;
  /** Enterprise or consumer. */
  type?: Maybe<Scalars['String']['output']>;
  /** The marketplace's own id of this record. */
  upstreamId?: Maybe<Scalars['ID']['output']>;
};

/** A customer's phone number. */
export type CustomerPhone = {
  __typename?: 'CustomerPhone';
  /** Phone number. */
  number?: Maybe<Scalars['String']['output']>;
  /** home, office, mobile... */
  type?: Maybe<Scalars['String']['output']>;
};

/** The customer who opened a ticket. */
export type CustomerReference = {
  __typename?: 'CustomerReference';
  /** Customer name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Customer phone number. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
};

/** A day of the week (upstream spelling `Monday` ... `Sunday`). */
export type DayOfWeek =
  /** Friday. */
  | 'FRIDAY'
  /** Monday. */
  | 'MONDAY'
  /** Saturday. */
  | 'SATURDAY'
  /** Sunday. */
  | 'SUNDAY'
  /** Thursday. */
  | 'THURSDAY'
  /** Tuesday. */
  | 'TUESDAY'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN'
  /** Wednesday. */
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
  /** The brand. */
  brandName?: Maybe<Scalars['String']['output']>;
  /** Median days of supply, dealer by dealer. */
  median?: Maybe<Scalars['Float']['output']>;
  /** Population variance of the days of supply, dealer by dealer. */
  pVariance?: Maybe<Scalars['Float']['output']>;
  /** The region. */
  regionName?: Maybe<Scalars['String']['output']>;
  /** Standard deviation of the days of supply, dealer by dealer. */
  stdDev?: Maybe<Scalars['Float']['output']>;
  /** The statistic when the upstream answers with one number instead of the breakdown (the spec leaves the body untyped); null when it sends the breakdown. */
  value?: Maybe<Scalars['Float']['output']>;
  /** The whole region treated as a single dealership. */
  wholeRegionAverage?: Maybe<Scalars['Float']['output']>;
};

/** Days a vehicle of a brand spends on dealer lots in a region. */
export type DaysToSell = {
  __typename?: 'DaysToSell';
  /** Dealer by dealer. */
  average?: Maybe<Scalars['Float']['output']>;
  /** The brand. */
  brandName?: Maybe<Scalars['String']['output']>;
  /** Median days to sell, dealer by dealer. */
  median?: Maybe<Scalars['Float']['output']>;
  /** Population variance of the days to sell, dealer by dealer. */
  pVariance?: Maybe<Scalars['Float']['output']>;
  /** The region. */
  regionName?: Maybe<Scalars['String']['output']>;
  /** Standard deviation of the days to sell, dealer by dealer. */
  stdDev?: Maybe<Scalars['Float']['output']>;
  /** The statistic when the upstream answers with one number instead of the breakdown (the spec leaves the body untyped); null when it sends the breakdown. */
  value?: Maybe<Scalars['Float']['output']>;
  /** The whole region treated as a single dealership. */
  wholeRegionAverage?: Maybe<Scalars['Float']['output']>;
};

/** A dealership. `upstreamId` is its first internal id; `ids` lists all of them. */
export type Dealer = Node & {
  __typename?: 'Dealer';
  /** Street address. */
  address: Scalars['String']['output'];
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** Every internal id of the dealer. */
  ids: Array<Scalars['Int']['output']>;
  /** The dealership's name (upstream `dealerName`). */
  name: Scalars['String']['output'];
  /** US state code, e.g. `CA`. */
  state: Scalars['String']['output'];
  /** The dealership's first internal id (the first of `ids`). */
  upstreamId: Scalars['ID']['output'];
  /** Five digits (the upstream sends a number, so leading zeros are restored). */
  zipCode: Scalars['String']['output'];
};

/** A page of Dealer records (Relay cursor connection). */
export type DealerConnection = {
  __typename?: 'DealerConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<DealerEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
};

/** One item of a list of Dealer records, with its cursor. */
export type DealerEdge = {
  __typename?: 'DealerEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Dealer;
};

/** A client device of the caller. */
export type DeviceInfo = {
  __typename?: 'DeviceInfo';
  /** The client id. */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** The version of the client. */
  clientVersion?: Maybe<Scalars['String']['output']>;
  /** The device sub type. */
  deviceSubtype?: Maybe<Scalars['String']['output']>;
  /** The device type. */
  deviceType?: Maybe<Scalars['String']['output']>;
  /** The hardware model. */
  hardwareModel?: Maybe<Scalars['String']['output']>;
  /** The home node name. */
  homeNode?: Maybe<Scalars['String']['output']>;
  /** The manufacturer. */
  manufacturer?: Maybe<Scalars['String']['output']>;
  /** The version of the operating system. */
  osVersion?: Maybe<Scalars['String']['output']>;
  /** The user id. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** A domain connected to the CMS, and what content it serves. */
export type Domain = Node & {
  __typename?: 'Domain';
  /** The CNAME the domain points to now, as last checked. */
  actualCname?: Maybe<Scalars['String']['output']>;
  /** The IP address the domain resolves to now, as last checked. */
  actualIp?: Maybe<Scalars['String']['output']>;
  /** The apex (root) domain, e.g. `example.com` for `www.example.com`. */
  apexDomain?: Maybe<Scalars['String']['output']>;
  /** The IP addresses the apex domain resolves to. */
  apexIpAddresses?: Maybe<Array<Scalars['String']['output']>>;
  /** Whether the apex domain resolves. */
  apexResolutionStatus?: Maybe<ApexResolutionStatus>;
  /** `apexResolutionStatus` exactly as the upstream sent it, also when it is a value `apexResolutionStatus` does not know (UNKNOWN). */
  apexResolutionStatusRaw?: Maybe<Scalars['String']['output']>;
  /** When the domain record was last authored. */
  authorAt?: Maybe<Scalars['DateTime']['output']>;
  /** The id of the brand the domain belongs to. */
  brandId?: Maybe<Scalars['String']['output']>;
  /** The CDN settings of the domain (upstream `domainCdnConfig`). */
  cdnConfig?: Maybe<DomainCdnConfig>;
  /** Until when the domain's CDN cache may not be purged again. */
  cdnPurgeEmbargoTime?: Maybe<Scalars['DateTime']['output']>;
  /** The id of the domain's TLS certificate. */
  certificateId?: Maybe<Scalars['String']['output']>;
  /** How many checks in a row found the domain not resolving. */
  consecutiveNonResolvingCount?: Maybe<Scalars['Int']['output']>;
  /** The CMS object type of the record (a domain). */
  cosObjectType?: Maybe<CosObjectType>;
  /** `cosObjectType` exactly as the upstream sent it, also when it is a value `cosObjectType` does not know (UNKNOWN). */
  cosObjectTypeRaw?: Maybe<Scalars['String']['output']>;
  /** When the domain was connected (upstream `createdAt`, or `created`). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The id of the HubSpot user who connected the domain. */
  createdById?: Maybe<Scalars['Int']['output']>;
  /** Whether the domain can be deleted. */
  deletable?: Maybe<Scalars['Boolean']['output']>;
  /** The brand name HubSpot derived from the domain. */
  derivedBrandName?: Maybe<Scalars['String']['output']>;
  /** The domain name, e.g. `www.example.com`. */
  domain?: Maybe<Scalars['String']['output']>;
  /** The CNAME the domain should point to (`correctCname` in the spec schema). */
  expectedCname?: Maybe<Scalars['String']['output']>;
  /** HubSpot's category key of the domain. */
  fullCategoryKey?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** Whether the domain is the primary domain for any content type. */
  isAnyPrimary?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain's DNS records are set up correctly. */
  isDnsCorrect?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain serves HTTPS (upstream `isHttpsEnabled`, or `isSslEnabled`). */
  isHttpsEnabled?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain serves HTTPS only (upstream `isHttpsOnly`, or `isSslOnly`). */
  isHttpsOnly?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain is a HubSpot-provided internal domain. */
  isInternalDomain?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain is a legacy domain. */
  isLegacy?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain is a legacy domain (the upstream's second flag for it). */
  isLegacyDomain?: Maybe<Scalars['Boolean']['output']>;
  /** Whether someone marked the domain as resolving by hand. */
  isManuallyMarkedAsResolving?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain is the primary domain for blogs (upstream `primaryBlog`). */
  isPrimaryBlog?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain is the primary domain for blog posts. */
  isPrimaryBlogPost?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain is the primary domain for click tracking (upstream `primaryClickTracking`). */
  isPrimaryClickTracking?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain is the primary domain for email. */
  isPrimaryEmail?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain is the primary domain for the knowledge base. */
  isPrimaryKnowledge?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain is the primary domain for landing pages. */
  isPrimaryLandingPage?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain is the primary domain for legacy pages (upstream `primaryLegacyPage`). */
  isPrimaryLegacyPage?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain is the primary domain for site pages. */
  isPrimarySitePage?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain resolves to HubSpot. */
  isResolving?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain resolves to HubSpot, leaving out a manual mark. */
  isResolvingIgnoringManuallyMarkedAsResolving?: Maybe<Scalars['Boolean']['output']>;
  /** HubSpot's internal record of whether the domain resolves. */
  isResolvingInternalProperty?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain's setup is complete. */
  isSetupComplete?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain is a staging domain. */
  isStagingDomain?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain serves any content type. */
  isUsedForAnyContentType?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain serves blog posts. */
  isUsedForBlogPost?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain serves email content. */
  isUsedForEmail?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain serves the knowledge base. */
  isUsedForKnowledge?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain serves landing pages. */
  isUsedForLandingPage?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the domain serves site pages. */
  isUsedForSitePage?: Maybe<Scalars['Boolean']['output']>;
  /** The domain's label in HubSpot. */
  label?: Maybe<Scalars['String']['output']>;
  /** The id of the HubSpot account (portal) the domain belongs to. */
  portalId?: Maybe<Scalars['Int']['output']>;
  /** The public suffix of the domain, e.g. `com` or `co.uk`. */
  publicSuffix?: Maybe<Scalars['String']['output']>;
  /** Where the domain redirects to, when it redirects. */
  redirectTo?: Maybe<Scalars['String']['output']>;
  /** The primary domain this domain is secondary to, when it is. */
  secondaryToDomain?: Maybe<Scalars['String']['output']>;
  /** The language the domain was set up for. */
  setUpLanguage?: Maybe<Scalars['String']['output']>;
  /** Facts gathered while setting the domain up. */
  setupInfo?: Maybe<DomainSetupInfo>;
  /** The id of the domain's setup task. */
  setupTaskId?: Maybe<Scalars['String']['output']>;
  /** The id of the site the domain belongs to. */
  siteId?: Maybe<Scalars['String']['output']>;
  /** The CNAME used for the domain's TLS certificate. */
  sslCname?: Maybe<Scalars['String']['output']>;
  /** The id of the domain's TLS certificate request. */
  sslRequestId?: Maybe<Scalars['String']['output']>;
  /** The ids of the teams the domain is assigned to. */
  teamIds?: Maybe<Array<Scalars['String']['output']>>;
  /** When the domain was last updated (upstream `updatedAt`, or `updated`). */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The id of the HubSpot user who last updated the domain. */
  updatedById?: Maybe<Scalars['Int']['output']>;
  /** HubSpot's id of the domain. */
  upstreamId: Scalars['ID']['output'];
};

/** The CDN settings of a domain. */
export type DomainCdnConfig = {
  __typename?: 'DomainCdnConfig';
  /** An alternate origin host name for the CDN. */
  alternateOriginHostname?: Maybe<Scalars['String']['output']>;
  /** The id of the CDN group. */
  cdnGroupId?: Maybe<Scalars['String']['output']>;
  /** The id of the CDN configuration at the CDN. */
  cdnId?: Maybe<Scalars['String']['output']>;
  /** When the CDN's certificate for the domain expires. */
  certExpirationDate?: Maybe<Scalars['DateTime']['output']>;
  /** The id of the CDN's certificate for the domain. */
  certId?: Maybe<Scalars['String']['output']>;
  /** The CNAME of the domain at the CDN. */
  cname?: Maybe<Scalars['String']['output']>;
  /** The target the CNAME should point to. */
  cnameTarget?: Maybe<Scalars['String']['output']>;
  /** When the CDN configuration was created (upstream `created`). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The id of the domain the configuration belongs to. */
  domainId?: Maybe<Scalars['String']['output']>;
  /** The body the CDN expects at `httpUrlPath` to validate the domain over HTTP. */
  httpBody?: Maybe<Scalars['String']['output']>;
  /** The path the CDN fetches to validate the domain over HTTP. */
  httpUrlPath?: Maybe<Scalars['String']['output']>;
  /** "1.0", "1.1", "1.2", "1.3", "none" or "null", as the upstream spells it. */
  minimumTlsVersion?: Maybe<Scalars['String']['output']>;
  /** The id of the HubSpot account (portal). */
  portalId?: Maybe<Scalars['Int']['output']>;
  /** Upstream code "0" to "11". */
  sslStatus?: Maybe<Scalars['String']['output']>;
  /** When the CDN configuration was last updated (upstream `updated`). */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** HubSpot's id of this CDN configuration. */
  upstreamId?: Maybe<Scalars['ID']['output']>;
  /** Upstream code "0" to "2". */
  validationMethod?: Maybe<Scalars['String']['output']>;
};

/** A page of Domain records (Relay cursor connection). */
export type DomainConnection = {
  __typename?: 'DomainConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<DomainEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of Domain records, with its cursor. */
export type DomainEdge = {
  __typename?: 'DomainEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Domain;
};

/** Facts gathered while setting a domain up. */
export type DomainSetupInfo = {
  __typename?: 'DomainSetupInfo';
  /** Whether the domain's own host supports TLS. */
  supportsSslExternally?: Maybe<Scalars['Boolean']['output']>;
  /** Email addresses from the domain's WHOIS record. */
  whoIsEmailAddresses?: Maybe<Array<Scalars['String']['output']>>;
};

/** A registration being prepared. */
export type DraftRegistration = Node & {
  __typename?: 'DraftRegistration';
  /** The project the draft registers. */
  branchedFrom?: Maybe<ResearchNode>;
  /** The category of the draft's project. */
  category?: Maybe<ResearchNodeCategory>;
  /** `category` exactly as the upstream sent it, also when it is a value `category` does not know (UNKNOWN). */
  categoryRaw?: Maybe<Scalars['String']['output']>;
  /** One contributor by user id. */
  contributor?: Maybe<Contributor>;
  /** People on this draft. */
  contributors?: Maybe<ContributorConnection>;
  /** A list of strings representing the permissions for the current user on this registration. Valid permissions are "admin", "read", and "write". */
  currentUserPermissions?: Maybe<Array<Scalars['String']['output']>>;
  /** The time at which the draft registration was first initiated. */
  datetimeInitiated?: Maybe<Scalars['DateTime']['output']>;
  /** The time at which the draft registration was last updated. */
  datetimeUpdated?: Maybe<Scalars['DateTime']['output']>;
  /** The description of the draft registration. */
  description?: Maybe<Scalars['String']['output']>;
  /** Whether the draft registers an existing project. */
  hasProject?: Maybe<Scalars['Boolean']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
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
  /** Tags describing the draft registration. */
  tags?: Maybe<Array<Scalars['String']['output']>>;
  /** The title of the draft registration. */
  title?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};


/** A registration being prepared. */
export type DraftRegistrationContributorArgs = {
  userId: Scalars['String']['input'];
};


/** A registration being prepared. */
export type DraftRegistrationContributorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A registration being prepared. */
export type DraftRegistrationInstitutionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A registration being prepared. */
export type DraftRegistrationSubjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of DraftRegistration records (Relay cursor connection). */
export type DraftRegistrationConnection = {
  __typename?: 'DraftRegistrationConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<DraftRegistrationEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** A new draft registration. */
export type DraftRegistrationCreateInput = {
  /** What is registered. */
  category?: InputMaybe<ResearchNodeCategoryInput>;
  /** Description (at most 5000 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The project to register (`ResearchNode.id` or OSF id): the draft is created below it (POST /nodes/{node_id}/draft_registrations/); without one, a draft with no project (POST /draft_registrations/). */
  projectId?: InputMaybe<Scalars['String']['input']>;
  /** Metadata keyed by the registration schema's questions (`registration_metadata`, a JSON object): their shape is the schema's, so the spec gives none. */
  registrationMetadata?: InputMaybe<Scalars['JSON']['input']>;
  /** Answers keyed by the registration schema's question ids (`registration_responses`, a JSON object): their shape is the schema's, so the spec gives none. */
  registrationResponses?: InputMaybe<Scalars['JSON']['input']>;
  /** The form to fill in (`RegistrationSchema.id` or its OSF id). */
  registrationSchemaId: Scalars['String']['input'];
  /** Tags, replacing the current ones. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Title (at most 512 characters). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** One item of a list of DraftRegistration records, with its cursor. */
export type DraftRegistrationEdge = {
  __typename?: 'DraftRegistrationEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: DraftRegistration;
};

/** Attributes of a draft registration to change; those not given stay as they are. */
export type DraftRegistrationUpdateInput = {
  /** What is registered. */
  category?: InputMaybe<ResearchNodeCategoryInput>;
  /** Description (at most 5000 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Metadata keyed by the registration schema's questions (`registration_metadata`, a JSON object): their shape is the schema's, so the spec gives none. */
  registrationMetadata?: InputMaybe<Scalars['JSON']['input']>;
  /** Answers keyed by the registration schema's question ids (`registration_responses`, a JSON object): their shape is the schema's, so the spec gives none. */
  registrationResponses?: InputMaybe<Scalars['JSON']['input']>;
  /** Tags, replacing the current ones. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Title (at most 512 characters). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Key fields of a driving licence certificate (DRVLC). */
export type DrivingLicence = {
  __typename?: 'DrivingLicence';
  /** The licence holder. */
  holder?: Maybe<CertificateHolder>;
  /** When the licence was issued. */
  issueDate?: Maybe<Scalars['DateTime']['output']>;
  /** Place of issue. */
  issuedAt?: Maybe<Scalars['String']['output']>;
  /** The authority that issued the licence. */
  issuer?: Maybe<CertificateIssuer>;
  /** The licence number (attribute `number`). */
  licenceNumber?: Maybe<Scalars['String']['output']>;
  /** The licence's previous number, when it was renumbered (attribute `prevNumber`). */
  previousNumber?: Maybe<Scalars['String']['output']>;
  /** As the issuer writes it, e.g. A (active). */
  status?: Maybe<Scalars['String']['output']>;
  /** Start of validity (attribute `validFromDate`). */
  validFrom?: Maybe<Scalars['DateTime']['output']>;
  /** End of validity (attribute `expiryDate`). */
  validUntil?: Maybe<Scalars['DateTime']['output']>;
  /** The classes of vehicle the licence covers. */
  vehicleClasses: Array<VehicleClass>;
};

/** A driving licence certificate pulled from the issuer. */
export type DrivingLicenceCertificate = {
  __typename?: 'DrivingLicenceCertificate';
  /** The format the certificate came back in. */
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

/** The licence holder and the licence to pull (API Setu DL request). */
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
  /** The emulator's output, one entry per line. */
  lines: Array<Scalars['String']['output']>;
};

/** Who may mount a volume, and how. */
export type ExportPolicyRule = {
  __typename?: 'ExportPolicyRule';
  /** Client addresses: comma-separated IPv4 CIDRs, host addresses and host names. */
  allowedClients?: Maybe<Scalars['String']['output']>;
  /** Allows CIFS protocol. */
  cifs?: Maybe<Scalars['Boolean']['output']>;
  /** Allows NFSv3 protocol. */
  nfsv3?: Maybe<Scalars['Boolean']['output']>;
  /** Allows NFSv4 (deprecated upstream: version 2019-07-01 and later use NFSv4.1). */
  nfsv4?: Maybe<Scalars['Boolean']['output']>;
  /** The rule's order index: rules are applied in ascending order. */
  ruleIndex?: Maybe<Scalars['Int']['output']>;
  /** Read only access. */
  unixReadOnly?: Maybe<Scalars['Boolean']['output']>;
  /** Read and write access. */
  unixReadWrite?: Maybe<Scalars['Boolean']['output']>;
};

/** Who may mount a volume, and how. */
export type ExportPolicyRuleInput = {
  /** Comma-separated IPv4 CIDRs, host addresses and host names. */
  allowedClients: Scalars['String']['input'];
  /** Allows CIFS. */
  cifs?: InputMaybe<Scalars['Boolean']['input']>;
  /** Allows NFSv3. */
  nfsv3?: InputMaybe<Scalars['Boolean']['input']>;
  /** Allows NFSv4.1. */
  nfsv4?: InputMaybe<Scalars['Boolean']['input']>;
  /** Order (1 to 5). */
  ruleIndex: Scalars['Int']['input'];
  /** Read-only access. */
  unixReadOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Read and write access. */
  unixReadWrite?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A file path (volume creation token) to check, with the resource group it would be created in. */
export type FilePathAvailabilityInput = {
  /** The volume creation token to check. */
  filePath: Scalars['String']['input'];
  /** The name of the resource group. */
  resourceGroupName: Scalars['String']['input'];
};

/** A file storage account (NetApp account): the top of the hierarchy. */
export type FileStorageAccount = AzureResource & Node & {
  __typename?: 'FileStorageAccount';
  /** Empty when the upstream lists none. */
  activeDirectories?: Maybe<Array<Maybe<FileStorageActiveDirectory>>>;
  /** The account's capacity pools. */
  capacityPools?: Maybe<Array<Maybe<CapacityPool>>>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The Azure region the resource lives in, e.g. `westeurope`. */
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  /** Azure lifecycle state of the resource, e.g. `Succeeded`, `Creating`, `Failed` (upstream `properties.provisioningState`). */
  provisioningState?: Maybe<Scalars['String']['output']>;
  /** The resource group named in the resource's id. */
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  /** The subscription id named in the resource's id. */
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
  /** The full Azure resource id (ARM). The global `id` is the one `Query.node` takes. */
  upstreamId: Scalars['ID']['output'];
};

/** A new account, or the whole of an existing one (PUT). */
export type FileStorageAccountInput = {
  /** Azure region, such as westeurope. */
  location: Scalars['String']['input'];
  /** Tags, replacing any the resource had (at most 50). */
  tags?: InputMaybe<Array<FileStorageTagInput>>;
};

/** What to change on an account (PATCH). */
export type FileStorageAccountPatchInput = {
  /** Tags, replacing any the resource had (at most 50). */
  tags?: InputMaybe<Array<FileStorageTagInput>>;
};

/** The account as the write left it (see its provisioningState), and the operation to follow. */
export type FileStorageAccountPayload = {
  __typename?: 'FileStorageAccountPayload';
  /** The account, with the provisioningState of the moment. */
  account?: Maybe<FileStorageAccount>;
  /** The long-running operation to follow until the resource is provisioned; null when the write completed at once. */
  operation?: Maybe<FileStorageOperationStatus>;
};

/** An Active Directory joined to an account for SMB volumes (its password is never exposed). */
export type FileStorageActiveDirectory = {
  __typename?: 'FileStorageActiveDirectory';
  /** Id of the Active Directory. */
  activeDirectoryId?: Maybe<Scalars['String']['output']>;
  /** Comma separated list of DNS server IP addresses for the Active Directory domain. */
  dns?: Maybe<Scalars['String']['output']>;
  /** Name of the Active Directory domain. */
  domain?: Maybe<Scalars['String']['output']>;
  /** The Organizational Unit (OU) within the Windows Active Directory. */
  organizationalUnit?: Maybe<Scalars['String']['output']>;
  /** NetBIOS name of the SMB server. This name will be registered as a computer account in the AD and used to mount volumes. */
  smbServerName?: Maybe<Scalars['String']['output']>;
  /** Status of the Active Directory. */
  status?: Maybe<Scalars['String']['output']>;
  /** Username of Active Directory domain administrator. */
  username?: Maybe<Scalars['String']['output']>;
};

/** A delete: accepted (follow `operation` until it is gone) or nothing to delete. */
export type FileStorageDeletePayload = {
  __typename?: 'FileStorageDeletePayload';
  /** False when there was nothing to delete (the upstream answered 204). */
  existed: Scalars['Boolean']['output'];
  /** The long-running operation to follow until the resource is provisioned; null when the write completed at once. */
  operation?: Maybe<FileStorageOperationStatus>;
  /** The ARM id of the resource deleted. */
  upstreamId: Scalars['ID']['output'];
};

/** One operation the resource provider offers. */
export type FileStorageOperation = {
  __typename?: 'FileStorageOperation';
  /** Operation description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Operation name: {provider}/{resource}/{operation}. */
  name?: Maybe<Scalars['String']['output']>;
  /** Type of operation: get, read, delete, etc. */
  operation?: Maybe<Scalars['String']['output']>;
  /** The origin of operations. */
  origin?: Maybe<Scalars['String']['output']>;
  /** Service provider: Microsoft NetApp. */
  provider?: Maybe<Scalars['String']['output']>;
  /** Resource on which the operation is performed etc. */
  resource?: Maybe<Scalars['String']['output']>;
};

/** Where a long-running operation stands. */
export type FileStorageOperationState =
  /** Canceled before it ended. */
  | 'CANCELED'
  /** Ended without doing its work (see `errorCode`). */
  | 'FAILED'
  /** Still running. */
  | 'IN_PROGRESS'
  /** Done: the resource is provisioned, or gone after a delete. */
  | 'SUCCEEDED'
  /** A value this gateway does not know yet (see `stateRaw`). */
  | 'UNKNOWN';

/** An Azure long-running operation (a create or a delete) as last read. */
export type FileStorageOperationStatus = {
  __typename?: 'FileStorageOperationStatus';
  /** True once the operation succeeded, failed or was canceled. */
  done: Scalars['Boolean']['output'];
  /** When it ended. */
  endTime?: Maybe<Scalars['DateTime']['output']>;
  /** The upstream's code for a failure. */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** Opaque: pass it to `fileStorage.operation` or `Subscription.fileStorageOperation`. */
  operationId: Scalars['ID']['output'];
  /** Progress, when the upstream reports it. */
  percentComplete?: Maybe<Scalars['Float']['output']>;
  /** When it started. */
  startTime?: Maybe<Scalars['DateTime']['output']>;
  /** IN_PROGRESS until the operation ends. */
  state?: Maybe<FileStorageOperationState>;
  /** The state as the upstream sent it. */
  stateRaw?: Maybe<Scalars['String']['output']>;
};

/** A protocol a volume is served over. */
export type FileStorageProtocol =
  /** SMB/CIFS. */
  | 'CIFS'
  /** NFS version 3. */
  | 'NFSV3'
  /** NFS version 4.1. */
  | 'NFSV4_1';

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
  /** One reading of a long-running operation (a create or delete) by the id a mutation returned. */
  operation?: Maybe<FileStorageOperationStatus>;
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
export type FileStorageQueryOperationArgs = {
  operationId: Scalars['ID']['input'];
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

/** The kinds of resource whose names `checkNameAvailability` checks; each stands for its ARM type under the configured account type (e.g. `Microsoft.NetApp/netAppAccounts/capacityPools`). */
export type FileStorageResourceType =
  /** A file storage account. */
  | 'ACCOUNT'
  /** A capacity pool of an account. */
  | 'CAPACITY_POOL'
  /** A snapshot of a volume. */
  | 'SNAPSHOT'
  /** A volume of a capacity pool. */
  | 'VOLUME';

/** Performance tier of a capacity pool or volume, as it is sent. */
export type FileStorageServiceLevel =
  /** Premium throughput. */
  | 'PREMIUM'
  /** Standard throughput. */
  | 'STANDARD'
  /** Ultra throughput. */
  | 'ULTRA';

/** One resource tag (ARM allows 50 per resource). */
export type FileStorageTagInput = {
  /** Tag name (1 to 512 characters). */
  name: Scalars['String']['input'];
  /** Tag value (at most 256). */
  value: Scalars['String']['input'];
};

/** A space item the caller flagged, with the topic it replies to. */
export type FlaggedItem = {
  __typename?: 'FlaggedItem';
  /** The flagged space item. */
  item?: Maybe<SpaceItem>;
  /** The topic the flagged item replies to, when it is a reply. */
  parentItem?: Maybe<SpaceItem>;
  /** The space the flagged item belongs to. */
  space?: Maybe<Space>;
};

/** A page of FlaggedItem records (Relay cursor connection). */
export type FlaggedItemConnection = {
  __typename?: 'FlaggedItemConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<FlaggedItemEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
};

/** One item of a list of FlaggedItem records, with its cursor. */
export type FlaggedItemEdge = {
  __typename?: 'FlaggedItemEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: FlaggedItem;
};

/** How an order or item is shipped, and what it costs. */
export type Freight = {
  __typename?: 'Freight';
  /** Additional information for the courier. */
  additionalInfo?: Maybe<Scalars['String']['output']>;
  /** What the customer paid for shipping, in cents. */
  chargedAmount?: Maybe<Scalars['Int']['output']>;
  /** Preparation time in seconds. */
  crossDockingTime?: Maybe<Scalars['Int']['output']>;
  /** Default cost, in cents. */
  defaultAmount?: Maybe<Scalars['Int']['output']>;
  /** Estimated time of arrival. */
  eta?: Maybe<Scalars['DateTime']['output']>;
  /** Scheduled period. */
  scheduledPeriod?: Maybe<Scalars['String']['output']>;
  /** Delivery time in seconds. */
  transitTime?: Maybe<Scalars['Int']['output']>;
  /** Freight type. */
  type?: Maybe<Scalars['String']['output']>;
};

/** The card that goes with a gift-wrapped item. */
export type GiftCard = {
  __typename?: 'GiftCard';
  /** Who the gift is from. */
  from?: Maybe<Scalars['String']['output']>;
  /** The card's message (upstream `body`). */
  message?: Maybe<Scalars['String']['output']>;
  /** Who the gift is for. */
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
  /** The HTTP authentication type. */
  type?: Maybe<HttpAuthenticationType>;
  /** `type` exactly as the upstream sent it, also when it is a value `type` does not know (UNKNOWN). */
  typeRaw?: Maybe<Scalars['String']['output']>;
  /** BASIC only. */
  username?: Maybe<Scalars['String']['output']>;
};

/** How an HTTP(S) action authenticates: `type` says which fields apply. CLIENT_CERTIFICATE: `pfx` (and `password` when the PFX has one); BASIC: `username`, `password`; ACTIVE_DIRECTORY_OAUTH: `tenant`, `audience`, `clientId`, `secret`. Any other field is refused. */
export type HttpAuthenticationInput = {
  /** The resource the token is for, e.g. https://management.core.windows.net/. */
  audience?: InputMaybe<Scalars['String']['input']>;
  /** ACTIVE_DIRECTORY_OAUTH only: the client (application) id. */
  clientId?: InputMaybe<Scalars['String']['input']>;
  /** The PFX or basic password. Write-only: sent upstream, never shown back or logged. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** The client certificate as a base64-encoded PFX (PKCS #12). Write-only: sent upstream, never shown back or logged. */
  pfx?: InputMaybe<Scalars['String']['input']>;
  /** The client secret. Write-only: sent upstream, never shown back or logged. */
  secret?: InputMaybe<Scalars['String']['input']>;
  /** The Azure AD tenant: its GUID or domain name. */
  tenant?: InputMaybe<Scalars['String']['input']>;
  /** The HTTP authentication type. */
  type: HttpAuthenticationTypeInput;
  /** BASIC only: the user name. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** How a job's HTTP action authenticates to its target. */
export type HttpAuthenticationType =
  /** An Azure Active Directory OAuth token (upstream `ActiveDirectoryOAuth`). */
  | 'ACTIVE_DIRECTORY_OAUTH'
  /** HTTP basic authentication (upstream `Basic`). */
  | 'BASIC'
  /** A TLS client certificate (upstream `ClientCertificate`). */
  | 'CLIENT_CERTIFICATE'
  /** No authentication (upstream `NotSpecified`). */
  | 'NOT_SPECIFIED'
  /** A value the upstream sent that this gateway does not know yet. */
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

/** One header of a job's HTTP request. */
export type HttpHeader = {
  __typename?: 'HttpHeader';
  /** The header name. */
  name: Scalars['String']['output'];
  /** The header value. */
  value: Scalars['String']['output'];
};

/** One header of a job's HTTP request. */
export type HttpHeaderInput = {
  /** The header name. */
  name: Scalars['String']['input'];
  /** The header value. */
  value: Scalars['String']['input'];
};

/** The HTTP call a job makes. */
export type HttpRequest = {
  __typename?: 'HttpRequest';
  /** The authentication method of the request. */
  authentication?: Maybe<HttpAuthentication>;
  /** The request body. */
  body?: Maybe<Scalars['String']['output']>;
  /** Empty when the upstream lists none. */
  headers?: Maybe<Array<HttpHeader>>;
  /** The HTTP method, e.g. `GET` or `POST`. */
  method?: Maybe<Scalars['String']['output']>;
  /** The URI the job calls. */
  uri?: Maybe<Scalars['String']['output']>;
};

/** The HTTP call a job makes. */
export type HttpRequestInput = {
  /** The authentication method of the request. */
  authentication?: InputMaybe<HttpAuthenticationInput>;
  /** The request body, sent as is. */
  body?: InputMaybe<Scalars['String']['input']>;
  /** The request headers, in order. */
  headers?: InputMaybe<Array<HttpHeaderInput>>;
  /** The HTTP method, e.g. `GET` or `POST`. */
  method: Scalars['String']['input'];
  /** The absolute URI to call. */
  uri: Scalars['String']['input'];
};

/** A URL that posts messages into a conversation. */
export type IncomingWebhook = {
  __typename?: 'IncomingWebhook';
  /** The conversation the webhook posts to. */
  conversation?: Maybe<Conversation>;
  /** The id of the conversation. */
  conversationId?: Maybe<Scalars['ID']['output']>;
  /** When the webhook was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The user who created the webhook. */
  creatorId?: Maybe<Scalars['ID']['output']>;
  /** A short description of the webhook. */
  description?: Maybe<Scalars['String']['output']>;
  /** When the webhook was last modified. */
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name of the webhook. */
  name?: Maybe<Scalars['String']['output']>;
  /** Whether the webhook can be used: a disabled one cannot. */
  status?: Maybe<IncomingWebhookStatus>;
  /** `status` exactly as the upstream sent it, also when it is a value `status` does not know (UNKNOWN). */
  statusRaw?: Maybe<Scalars['String']['output']>;
  /** The tenant where the conversation and users belong to. */
  tenantId?: Maybe<Scalars['String']['output']>;
  /** Circuit's id of the incoming webhook. */
  upstreamId: Scalars['ID']['output'];
  /** The URL to post messages to. */
  url?: Maybe<Scalars['String']['output']>;
  /** The user the webhook posts as. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** A page of IncomingWebhook records (Relay cursor connection). */
export type IncomingWebhookConnection = {
  __typename?: 'IncomingWebhookConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<IncomingWebhookEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
};

/** One item of a list of IncomingWebhook records, with its cursor. */
export type IncomingWebhookEdge = {
  __typename?: 'IncomingWebhookEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: IncomingWebhook;
};

/** Whether an incoming webhook can be used. */
export type IncomingWebhookStatus =
  /** Disabled: posts are refused. */
  | 'DISABLED'
  /** Enabled. */
  | 'ENABLED'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN';

/** A university or organisation affiliated with records. */
export type Institution = Node & {
  __typename?: 'Institution';
  /** Url used to authenticate institution specific login. */
  authUrl?: Maybe<Scalars['String']['output']>;
  /** Description of the institution. */
  description?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** Static path to the institution specific logo. */
  logoPath?: Maybe<Scalars['String']['output']>;
  /** Full name of the institution. */
  name?: Maybe<Scalars['String']['output']>;
  /** Projects affiliated with this institution. */
  nodes?: Maybe<ResearchNodeConnection>;
  /** Registrations affiliated with this institution. */
  registrations?: Maybe<RegistrationConnection>;
  /** The institution's ROR identifier (an IRI). */
  rorIri?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
  /** Users affiliated with this institution. */
  users?: Maybe<ResearchUserConnection>;
};


/** A university or organisation affiliated with records. */
export type InstitutionNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A university or organisation affiliated with records. */
export type InstitutionRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A university or organisation affiliated with records. */
export type InstitutionUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of Institution records (Relay cursor connection). */
export type InstitutionConnection = {
  __typename?: 'InstitutionConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<InstitutionEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of Institution records, with its cursor. */
export type InstitutionEdge = {
  __typename?: 'InstitutionEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Institution;
};

/** A scheduled job: an action, when it recurs, and how it has run so far. */
export type Job = AzureResource & Node & {
  __typename?: 'Job';
  /** What the job does when it runs. */
  action?: Maybe<JobAction>;
  /** Executions of the job, optionally only those with one status. */
  history?: Maybe<JobHistoryConnection>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The collection the job was read from. */
  jobCollectionName?: Maybe<Scalars['String']['output']>;
  /** The Azure region the resource lives in, e.g. `westeurope`. */
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  /** When the job repeats; null when it runs once. */
  recurrence?: Maybe<JobRecurrence>;
  /** The resource group named in the resource's id. */
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  /** When the job first runs. */
  startTime?: Maybe<Scalars['DateTime']['output']>;
  /** The job's state (upstream `properties.state`). */
  state?: Maybe<JobState>;
  /** `state` exactly as the upstream sent it, also when it is a value `state` does not know (UNKNOWN). */
  stateRaw?: Maybe<Scalars['String']['output']>;
  /** How the job has run so far: counts and the last and next execution times. */
  status?: Maybe<JobStatus>;
  /** The subscription id named in the resource's id. */
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
  /** The full Azure resource id (ARM). The global `id` is the one `Query.node` takes. */
  upstreamId: Scalars['ID']['output'];
};


/** A scheduled job: an action, when it recurs, and how it has run so far. */
export type JobHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<JobExecutionStatusInput>;
};

/** What a job does when it runs. */
export type JobAction = ScheduledAction & {
  __typename?: 'JobAction';
  /** What the job does when this action fails. */
  errorAction?: Maybe<JobErrorAction>;
  /** The storage queue message, for the STORAGE_QUEUE action type. */
  queueMessage?: Maybe<StorageQueueMessage>;
  /** The HTTP(S) request, for the HTTP and HTTPS action types. */
  request?: Maybe<HttpRequest>;
  /** How the action is retried when it fails. */
  retryPolicy?: Maybe<RetryPolicy>;
  /** The Service Bus queue message, for the SERVICE_BUS_QUEUE action type. */
  serviceBusQueueMessage?: Maybe<ServiceBusMessage>;
  /** The Service Bus topic message, for the SERVICE_BUS_TOPIC action type. */
  serviceBusTopicMessage?: Maybe<ServiceBusMessage>;
  /** The kind of action, which says which of the other fields applies. */
  type?: Maybe<JobActionType>;
  /** `type` exactly as the upstream sent it, also when it is a value `type` does not know (UNKNOWN). */
  typeRaw?: Maybe<Scalars['String']['output']>;
};

/** What a job does: `type` says which one of the message fields is given. */
export type JobActionInput = {
  /** What the job does when this action fails. */
  errorAction?: InputMaybe<JobErrorActionInput>;
  /** The storage queue message, for the STORAGE_QUEUE action type. */
  queueMessage?: InputMaybe<StorageQueueMessageInput>;
  /** The HTTP(S) request, for the HTTP and HTTPS action types. */
  request?: InputMaybe<HttpRequestInput>;
  /** How the action is retried when it fails. */
  retryPolicy?: InputMaybe<RetryPolicyInput>;
  /** The Service Bus queue message, for the SERVICE_BUS_QUEUE action type. */
  serviceBusQueueMessage?: InputMaybe<ServiceBusQueueMessageInput>;
  /** The Service Bus topic message, for the SERVICE_BUS_TOPIC action type. */
  serviceBusTopicMessage?: InputMaybe<ServiceBusTopicMessageInput>;
  /** The kind of action; set the field that goes with it (`request`, `queueMessage`, `serviceBusQueueMessage` or `serviceBusTopicMessage`). */
  type: JobActionTypeInput;
};

/** The kinds of action a job can take. */
export type JobActionType =
  /** An HTTP request (upstream `Http`). */
  | 'HTTP'
  /** An HTTPS request (upstream `Https`). */
  | 'HTTPS'
  /** A message on a Service Bus queue (upstream `ServiceBusQueue`). */
  | 'SERVICE_BUS_QUEUE'
  /** A message on a Service Bus topic (upstream `ServiceBusTopic`). */
  | 'SERVICE_BUS_TOPIC'
  /** A message on an Azure Storage queue (upstream `StorageQueue`). */
  | 'STORAGE_QUEUE'
  /** A value the upstream sent that this gateway does not know yet. */
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
export type JobCollection = AzureResource & Node & {
  __typename?: 'JobCollection';
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The jobs of the collection, optionally only those in one state. */
  jobs?: Maybe<JobConnection>;
  /** The Azure region the resource lives in, e.g. `westeurope`. */
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  /** Limits on the jobs of the collection. */
  quota?: Maybe<JobCollectionQuota>;
  /** The resource group named in the resource's id. */
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  /** The pricing tier of the collection (upstream `properties.sku.name`). */
  sku?: Maybe<SchedulerSku>;
  /** `sku` exactly as the upstream sent it, also when it is a value `sku` does not know (UNKNOWN). */
  skuRaw?: Maybe<Scalars['String']['output']>;
  /** The collection's state (upstream `properties.state`). */
  state?: Maybe<JobCollectionState>;
  /** `state` exactly as the upstream sent it, also when it is a value `state` does not know (UNKNOWN). */
  stateRaw?: Maybe<Scalars['String']['output']>;
  /** The subscription id named in the resource's id. */
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
  /** The full Azure resource id (ARM). The global `id` is the one `Query.node` takes. */
  upstreamId: Scalars['ID']['output'];
};


/** A collection of jobs sharing a SKU, a quota and an enabled/disabled state. */
export type JobCollectionJobsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<JobStateInput>;
};

/** A page of JobCollection records (Relay cursor connection). */
export type JobCollectionConnection = {
  __typename?: 'JobCollectionConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<JobCollectionEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
};

/** One item of a list of JobCollection records, with its cursor. */
export type JobCollectionEdge = {
  __typename?: 'JobCollectionEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: JobCollection;
};

/** A whole job collection (PUT): what is not given is reset. */
export type JobCollectionInput = {
  /** The Azure region to create the collection in, e.g. `westeurope`. */
  location: Scalars['String']['input'];
  /** Limits on the jobs of the collection. */
  quota?: InputMaybe<JobCollectionQuotaInput>;
  /** The pricing tier of the collection. */
  sku: SchedulerSkuInput;
  /** The collection's state. */
  state?: InputMaybe<JobCollectionStateInput>;
  /** Tags to set on the collection (name/value pairs). */
  tags?: InputMaybe<Array<TagInput>>;
};

/** The parts of a job collection to change (PATCH). */
export type JobCollectionPatchInput = {
  /** The new quota. */
  quota?: InputMaybe<JobCollectionQuotaInput>;
  /** The new pricing tier. */
  sku?: InputMaybe<SchedulerSkuInput>;
  /** The new state. */
  state?: InputMaybe<JobCollectionStateInput>;
  /** The new tags. */
  tags?: InputMaybe<Array<TagInput>>;
};

/** Limits on the jobs of a collection. */
export type JobCollectionQuota = {
  __typename?: 'JobCollectionQuota';
  /** The maximum number of jobs in the collection. */
  maxJobCount?: Maybe<Scalars['Int']['output']>;
  /** The maximum number of occurrences of a job. */
  maxJobOccurrence?: Maybe<Scalars['Int']['output']>;
  /** The most frequent recurrence a job may have. */
  maxRecurrence?: Maybe<JobMaxRecurrence>;
};

/** Limits on the jobs of a collection. */
export type JobCollectionQuotaInput = {
  /** The maximum number of jobs in the collection. */
  maxJobCount?: InputMaybe<Scalars['Int']['input']>;
  /** The maximum number of occurrences of a job. */
  maxJobOccurrence?: InputMaybe<Scalars['Int']['input']>;
  /** The most frequent recurrence a job may have. */
  maxRecurrence?: InputMaybe<JobMaxRecurrenceInput>;
};

/** The state of a job collection. */
export type JobCollectionState =
  /** Deleted (upstream `Deleted`). */
  | 'DELETED'
  /** Disabled: its jobs do not run (upstream `Disabled`). */
  | 'DISABLED'
  /** Enabled: its jobs run (upstream `Enabled`). */
  | 'ENABLED'
  /** Suspended by the provider, e.g. for billing (upstream `Suspended`). */
  | 'SUSPENDED'
  /** A value the upstream sent that this gateway does not know yet. */
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

/** A page of Job records (Relay cursor connection). */
export type JobConnection = {
  __typename?: 'JobConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<JobEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
};

/** One item of a list of Job records, with its cursor. */
export type JobEdge = {
  __typename?: 'JobEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Job;
};

/** What a job does when its main action fails. */
export type JobErrorAction = ScheduledAction & {
  __typename?: 'JobErrorAction';
  /** The storage queue message, for the STORAGE_QUEUE action type. */
  queueMessage?: Maybe<StorageQueueMessage>;
  /** The HTTP(S) request, for the HTTP and HTTPS action types. */
  request?: Maybe<HttpRequest>;
  /** How the error action is retried when it fails. */
  retryPolicy?: Maybe<RetryPolicy>;
  /** The Service Bus queue message, for the SERVICE_BUS_QUEUE action type. */
  serviceBusQueueMessage?: Maybe<ServiceBusMessage>;
  /** The Service Bus topic message, for the SERVICE_BUS_TOPIC action type. */
  serviceBusTopicMessage?: Maybe<ServiceBusMessage>;
  /** The kind of error action, which says which of the other fields applies. */
  type?: Maybe<JobActionType>;
  /** `type` exactly as the upstream sent it, also when it is a value `type` does not know (UNKNOWN). */
  typeRaw?: Maybe<Scalars['String']['output']>;
};

/** What to do when the main action fails. */
export type JobErrorActionInput = {
  /** The storage queue message, for the STORAGE_QUEUE action type. */
  queueMessage?: InputMaybe<StorageQueueMessageInput>;
  /** The HTTP(S) request, for the HTTP and HTTPS action types. */
  request?: InputMaybe<HttpRequestInput>;
  /** How the error action is retried when it fails. */
  retryPolicy?: InputMaybe<RetryPolicyInput>;
  /** The Service Bus queue message, for the SERVICE_BUS_QUEUE action type. */
  serviceBusQueueMessage?: InputMaybe<ServiceBusQueueMessageInput>;
  /** The Service Bus topic message, for the SERVICE_BUS_TOPIC action type. */
  serviceBusTopicMessage?: InputMaybe<ServiceBusTopicMessageInput>;
  /** The kind of error action; set the field that goes with it. */
  type: JobActionTypeInput;
};

/** The outcome of one execution of a job. */
export type JobExecutionStatus =
  /** The execution completed (upstream `Completed`). */
  | 'COMPLETED'
  /** The execution failed (upstream `Failed`). */
  | 'FAILED'
  /** The execution was postponed (upstream `Postponed`). */
  | 'POSTPONED'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN';

/** A job run outcome to filter job history by. */
export type JobExecutionStatusInput =
  /** Sent to the upstream as "Completed". */
  | 'COMPLETED'
  /** Sent to the upstream as "Failed". */
  | 'FAILED'
  /** Sent to the upstream as "Postponed". */
  | 'POSTPONED';

/** Which action of the job an execution ran. */
export type JobHistoryActionName =
  /** The error action, after the main action failed (upstream `ErrorAction`). */
  | 'ERROR_ACTION'
  /** The job's main action (upstream `MainAction`). */
  | 'MAIN_ACTION'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN';

/** A page of JobHistory records (Relay cursor connection). */
export type JobHistoryConnection = {
  __typename?: 'JobHistoryConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<JobHistoryEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
};

/** One item of a list of JobHistory records, with its cursor. */
export type JobHistoryEdge = {
  __typename?: 'JobHistoryEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: JobHistoryEntry;
};

/** One execution of a job. */
export type JobHistoryEntry = {
  __typename?: 'JobHistoryEntry';
  /** Which action ran: the main action or the error action. */
  actionName?: Maybe<JobHistoryActionName>;
  /** When the execution ended. */
  endTime?: Maybe<Scalars['DateTime']['output']>;
  /** When the execution was scheduled to start. */
  expectedExecutionTime?: Maybe<Scalars['DateTime']['output']>;
  /** The message the execution left, e.g. the HTTP status or an error. */
  message?: Maybe<Scalars['String']['output']>;
  /** The entry's own name (the last segment of its resource name). */
  name?: Maybe<Scalars['String']['output']>;
  /** How many times the job had repeated at this execution. */
  repeatCount?: Maybe<Scalars['Int']['output']>;
  /** How many retries this execution took. */
  retryCount?: Maybe<Scalars['Int']['output']>;
  /** When the execution started. */
  startTime?: Maybe<Scalars['DateTime']['output']>;
  /** The outcome of the execution. */
  status?: Maybe<JobExecutionStatus>;
  /** `status` exactly as the upstream sent it, also when it is a value `status` does not know (UNKNOWN). */
  statusRaw?: Maybe<Scalars['String']['output']>;
  /** The Azure resource id of the history entry. */
  upstreamId?: Maybe<Scalars['ID']['output']>;
};

/** A whole job (PUT): what is not given is reset. */
export type JobInput = {
  /** What the job does when it runs. */
  action: JobActionInput;
  /** When the job repeats; without it the job runs once at `startTime`. */
  recurrence?: InputMaybe<JobRecurrenceInput>;
  /** When the job first runs. */
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
  /** The job's state. */
  state?: InputMaybe<JobStateInput>;
};

/** The most frequent recurrence a collection allows. */
export type JobMaxRecurrence = {
  __typename?: 'JobMaxRecurrence';
  /** The unit of the most frequent recurrence allowed. */
  frequency?: Maybe<RecurrenceFrequency>;
  /** `frequency` exactly as the upstream sent it, also when it is a value `frequency` does not know (UNKNOWN). */
  frequencyRaw?: Maybe<Scalars['String']['output']>;
  /** How many units of `frequency` must at least lie between runs. */
  interval?: Maybe<Scalars['Int']['output']>;
};

/** The most frequent recurrence a collection allows. */
export type JobMaxRecurrenceInput = {
  /** The unit of the most frequent recurrence allowed. */
  frequency: RecurrenceFrequencyInput;
  /** How many units of `frequency` must at least lie between runs. */
  interval: Scalars['Int']['input'];
};

/** The parts of a job to change (PATCH). */
export type JobPatchInput = {
  /** The new action. */
  action?: InputMaybe<JobActionInput>;
  /** The new recurrence. */
  recurrence?: InputMaybe<JobRecurrenceInput>;
  /** The new start time. */
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
  /** The new state, e.g. DISABLED to pause the job. */
  state?: InputMaybe<JobStateInput>;
};

/** When a job repeats. */
export type JobRecurrence = {
  __typename?: 'JobRecurrence';
  /** How many times the job runs in all. */
  count?: Maybe<Scalars['Int']['output']>;
  /** When the job stops recurring. */
  endTime?: Maybe<Scalars['DateTime']['output']>;
  /** The unit the job recurs in. */
  frequency?: Maybe<RecurrenceFrequency>;
  /** `frequency` exactly as the upstream sent it, also when it is a value `frequency` does not know (UNKNOWN). */
  frequencyRaw?: Maybe<Scalars['String']['output']>;
  /** How many units of `frequency` lie between runs. */
  interval?: Maybe<Scalars['Int']['output']>;
  /** Finer rules within the frequency: hours, minutes, week days, month days. */
  schedule?: Maybe<JobRecurrenceSchedule>;
};

/** When a job repeats. */
export type JobRecurrenceInput = {
  /** Stop after this many runs. */
  count?: InputMaybe<Scalars['Int']['input']>;
  /** Stop at this time. */
  endTime?: InputMaybe<Scalars['DateTime']['input']>;
  /** The unit the job recurs in. */
  frequency: RecurrenceFrequencyInput;
  /** How many units of `frequency` lie between runs. */
  interval?: InputMaybe<Scalars['Int']['input']>;
  /** Finer rules within the frequency: hours, minutes, week days, month days. */
  schedule?: InputMaybe<JobRecurrenceScheduleInput>;
};

/** Finer rules for when a recurring job runs. */
export type JobRecurrenceSchedule = {
  __typename?: 'JobRecurrenceSchedule';
  /** The hours of the day (0 to 23) the job runs at. */
  hours?: Maybe<Array<Scalars['Int']['output']>>;
  /** The minutes of the hour (0 to 59) the job runs at. */
  minutes?: Maybe<Array<Scalars['Int']['output']>>;
  /** The days of the month that the job should execute on. Must be between 1 and 31. */
  monthDays?: Maybe<Array<Scalars['Int']['output']>>;
  /** The occurrences of days within a month. */
  monthlyOccurrences?: Maybe<Array<Maybe<MonthlyOccurrence>>>;
  /** The days of the week that the job should execute on. */
  weekDays?: Maybe<Array<DayOfWeek>>;
};

/** Finer rules for when a recurring job runs. */
export type JobRecurrenceScheduleInput = {
  /** The hours of the day (0 to 23) the job runs at. */
  hours?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The minutes of the hour (0 to 59) the job runs at. */
  minutes?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The days of the month that the job should execute on. Must be between 1 and 31. */
  monthDays?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The occurrences of days within a month. */
  monthlyOccurrences?: InputMaybe<Array<MonthlyOccurrenceInput>>;
  /** The days of the week that the job should execute on. */
  weekDays?: InputMaybe<Array<DayOfWeekInput>>;
};

/** The state of a job. */
export type JobState =
  /** The job has completed its runs (upstream `Completed`). */
  | 'COMPLETED'
  /** Disabled: the job does not run (upstream `Disabled`). */
  | 'DISABLED'
  /** Enabled: the job runs on schedule (upstream `Enabled`). */
  | 'ENABLED'
  /** The job has faulted and no longer runs (upstream `Faulted`). */
  | 'FAULTED'
  /** A value the upstream sent that this gateway does not know yet. */
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

/** How a job has run so far. */
export type JobStatus = {
  __typename?: 'JobStatus';
  /** The number of times this job has executed. */
  executionCount?: Maybe<Scalars['Int']['output']>;
  /** The number of times this job has failed. */
  failureCount?: Maybe<Scalars['Int']['output']>;
  /** The number of faulted occurrences (occurrences that were retried and failed as many times as the retry policy states). */
  faultedCount?: Maybe<Scalars['Int']['output']>;
  /** When the job last ran; null when it has not run yet. */
  lastExecutionTime?: Maybe<Scalars['DateTime']['output']>;
  /** When the job runs next; null when it has completed. */
  nextExecutionTime?: Maybe<Scalars['DateTime']['output']>;
};

/** Which way to read a call journal from its start time. */
export type JournalDirection =
  /** Newer entries. */
  | 'AFTER'
  /** Older entries. */
  | 'BEFORE'
  /** Both ways. */
  | 'BOTH';

/** Which calls a call journal lists. */
export type JournalFilter =
  /** Every call. */
  | 'ALL'
  /** Calls the user dialled. */
  | 'DIALED'
  /** Calls diverted elsewhere. */
  | 'DIVERTED'
  /** Missed calls. */
  | 'MISSED'
  /** Calls the user received. */
  | 'RECEIVED'
  /** Voicemails not yet heard (spelled as Circuit spells it). */
  | 'UNHERAD_VOICEMAILS'
  /** Voicemails. */
  | 'VOICEMAILS';

/** A label of the caller, assigned to conversations. */
export type Label = Node & {
  __typename?: 'Label';
  /** Conversations tagged with this label. */
  conversations?: Maybe<ConversationConnection>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** Circuit's own id of this record. */
  upstreamId: Scalars['ID']['output'];
  /** The clear text value. */
  value?: Maybe<Scalars['String']['output']>;
};


/** A label of the caller, assigned to conversations. */
export type LabelConversationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A license a record can be published under. */
export type License = Node & {
  __typename?: 'License';
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** Name of the license. */
  name?: Maybe<Scalars['String']['output']>;
  /** Fields required for this license (provided to help front-end validators). Maps to properties on the NodeLicense model. */
  requiredFields?: Maybe<Array<Scalars['String']['output']>>;
  /** Full text of the license. */
  text?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
  /** The URL of the licence's text. */
  url?: Maybe<Scalars['String']['output']>;
};

/** A page of License records (Relay cursor connection). */
export type LicenseConnection = {
  __typename?: 'LicenseConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<LicenseEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of License records, with its cursor. */
export type LicenseEdge = {
  __typename?: 'LicenseEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
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

/** A preview of a link in a text item. */
export type LinkPreview = {
  __typename?: 'LinkPreview';
  /** URI of the preview image. */
  imageUri?: Maybe<Scalars['String']['output']>;
  /** The URL previewed. */
  sourceUrl?: Maybe<Scalars['String']['output']>;
  /** The title of the linked page. */
  title?: Maybe<Scalars['String']['output']>;
  /** The kind of preview, as Circuit sent it. */
  type?: Maybe<Scalars['String']['output']>;
};

/** A vehicle on a dealer's lot. Prices are in the dealer's local currency (generally USD). */
export type Listing = {
  __typename?: 'Listing';
  /** The asking price. */
  askPrice: Scalars['Float']['output'];
  /** The brand. */
  brandName: Scalars['String']['output'];
  /** Exterior colour, as the dealer lists it. */
  color?: Maybe<Scalars['String']['output']>;
  /** The dealership (one upstream call per distinct dealer in a response: identical lookups are shared). */
  dealer?: Maybe<Dealer>;
  /** The id of the dealer listing the vehicle (upstream `dealerID`). */
  dealerId: Scalars['Int']['output'];
  /** The first day the listing was seen. */
  firstSeen?: Maybe<Scalars['DateTime']['output']>;
  /** Interior colour, as the dealer lists it. */
  interiorColor?: Maybe<Scalars['String']['output']>;
  /** Whether the vehicle is new. */
  isNew: Scalars['Boolean']['output'];
  /** The last day the listing was seen. */
  lastSeen?: Maybe<Scalars['DateTime']['output']>;
  /** Null when the upstream does not say. */
  mileage?: Maybe<Scalars['Float']['output']>;
  /** The model. */
  modelName: Scalars['String']['output'];
  /** The manufacturer's suggested retail price. */
  msrp: Scalars['Float']['output'];
  /** The vehicle identification number. */
  vin: Scalars['String']['output'];
  /** Decoded VIN fields when the upstream includes them (untyped in the spec). */
  vinDecode?: Maybe<Scalars['JSON']['output']>;
  /** The model year. */
  year: Scalars['Float']['output'];
};

/** A page of Listing records (Relay cursor connection). */
export type ListingConnection = {
  __typename?: 'ListingConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ListingEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
};

/** One item of a list of Listing records, with its cursor. */
export type ListingEdge = {
  __typename?: 'ListingEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Listing;
};

/** Flexible listing search: one dealer selection (the most restrictive given wins) and vehicle filters. */
export type ListingSearchInput = {
  /** Only vehicles of this brand. */
  brandName?: InputMaybe<Scalars['String']['input']>;
  /** Used when a date is missing (default 45). */
  daysBack?: InputMaybe<Scalars['Int']['input']>;
  /** Most restrictive dealer selection: one dealer. */
  dealerId?: InputMaybe<Scalars['Int']['input']>;
  /** YYYY-MM-DD, exclusive; at most 45 days after startDate. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Also vehicles on the lot at any point of the interval (slower). */
  extendedSearch?: InputMaybe<Scalars['Boolean']['input']>;
  /** GPS search: degrees north (with `longitude` and `radius`). */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** Degrees EAST: 100.41W is -100.41 (or 259.59). */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** Only vehicles with at most this many miles. */
  mileageHigh?: InputMaybe<Scalars['Int']['input']>;
  /** Only vehicles with at least this many miles. */
  mileageLow?: InputMaybe<Scalars['Int']['input']>;
  /** Only vehicles of this model. */
  modelName?: InputMaybe<Scalars['String']['input']>;
  /** Only vehicles of this model year (1900 to 2100). */
  modelYear?: InputMaybe<Scalars['Int']['input']>;
  /** New or used vehicles (upstream default: new for search, used for valuation). */
  newCars?: InputMaybe<Scalars['Boolean']['input']>;
  /** Miles, for GPS and (optionally) ZIP searches. */
  radius?: InputMaybe<Scalars['Float']['input']>;
  /** Dealers in this region. */
  region?: InputMaybe<AutomotiveRegion>;
  /** YYYY-MM-DD. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** Dealers in this five-digit ZIP code (or within `radius` miles of it). */
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** Products updated in bulk. */
export type MarketplaceBulkProductPayload = {
  __typename?: 'MarketplaceBulkProductPayload';
  /** How many entries were sent to the upstream. */
  productCount: Scalars['Int']['output'];
  /** The products concerned, read back as they are now (one upstream call per distinct SKU, only when asked). */
  products: Array<Maybe<Product>>;
};

/** Shipments reported in bulk. */
export type MarketplaceBulkShipmentPayload = {
  __typename?: 'MarketplaceBulkShipmentPayload';
  /** The orders concerned, read back as they are now (one upstream call per distinct order, only when asked). */
  orders: Array<Maybe<Order>>;
  /** How many shipments were sent to the upstream. */
  shipmentCount: Scalars['Int']['output'];
};

/** The courier carrying a shipment. */
export type MarketplaceCourierInput = {
  /** Courier name (at most 120 characters). */
  name: Scalars['String']['input'];
  /** Tax id of the courier, such as a CNPJ. */
  taxId?: InputMaybe<Scalars['String']['input']>;
};

/** The customer a ticket concerns. */
export type MarketplaceCustomerReferenceInput = {
  /** Customer name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Customer phone number. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Package dimensions in millimetres and weight in grams, whole numbers (1 m 23 cm is 1230). */
export type MarketplaceDimensionsInput = {
  /** Product height in millimetres. */
  height: Scalars['Int']['input'];
  /** Product length in millimetres. */
  length: Scalars['Int']['input'];
  /** Product weight in grams. */
  weight: Scalars['Int']['input'];
  /** Product width in millimetres. */
  width: Scalars['Int']['input'];
};

/** A problem the marketplace reports about an item (not a GraphQL error). */
export type MarketplaceError = {
  __typename?: 'MarketplaceError';
  /** Friendly message describing the error. */
  message?: Maybe<Scalars['String']['output']>;
  /** The seller SKU the error is about, when it is about one. */
  skuSellerId?: Maybe<Scalars['String']['output']>;
  /** Error type. */
  type?: Maybe<Scalars['String']['output']>;
};

/** Gift wrapping of a product. */
export type MarketplaceGiftWrapInput = {
  /** Whether this product is eligible for gift wrapping. */
  available: Scalars['Boolean']['input'];
  /** Whether the seller wraps with a message. */
  messageSupport?: InputMaybe<Scalars['Boolean']['input']>;
  /** Amount charged for gift wrap, in cents. */
  value: Scalars['Int']['input'];
};

/** The electronic invoice (NF-e) of a shipment. */
export type MarketplaceInvoiceInput = {
  /** The 44-digit access key of the invoice. */
  accessKey: Scalars['String']['input'];
  /** CNPJ of the shipping company unit. */
  cnpj?: InputMaybe<Scalars['String']['input']>;
  /** When the invoice was issued. */
  issuedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** URL of the DANFE. */
  linkDanfe?: InputMaybe<Scalars['String']['input']>;
  /** URL of the NF-e XML. */
  linkXml?: InputMaybe<Scalars['String']['input']>;
  /** Invoice number. */
  number: Scalars['String']['input'];
  /** Invoice series. */
  serie: Scalars['String']['input'];
};

/** A quantity of one SKU of the order. */
export type MarketplaceItemQuantityInput = {
  /** How many (1 to 100,000). */
  quantity: Scalars['Int']['input'];
  /** The seller's SKU (or `Product.id`). */
  skuSellerId: Scalars['String']['input'];
};

/** A key/value pair the marketplace attaches. */
export type MarketplaceMetadata = {
  __typename?: 'MarketplaceMetadata';
  /** The key. */
  key: Scalars['String']['output'];
  /** The value, as text. */
  value: Scalars['String']['output'];
};

/** A `key` `value` attribute of a product (the spec's `ProductAttribute`). */
export type MarketplaceProductAttributeInput = {
  /** Attribute name (at most 120 characters). */
  name: Scalars['String']['input'];
  /** Attribute value (at most 1000). */
  value: Scalars['String']['input'];
};

/** Changes to a product (the spec's `ProductUpdate`): the fields set are merged into the product, the others stay as they are; to erase a list, send it empty (`videos: []`). */
export type MarketplaceProductChangesInput = {
  /** Attributes of this product, important for search; include all relevant ones (at most 200). */
  attributes?: InputMaybe<Array<MarketplaceProductAttributeInput>>;
  /** Brand name (at most 120 characters). */
  brand?: InputMaybe<Scalars['String']['input']>;
  /** Categories of this product (at most 50). */
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Product description (at most 20,000 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Package dimensions and weight. */
  dimensions?: InputMaybe<MarketplaceDimensionsInput>;
  /** Gift wrapping. */
  giftWrap?: InputMaybe<MarketplaceGiftWrapInput>;
  /** EAN, ISBN or ASIN codes (at most 20). */
  gtin?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Product image URLs, http or https (https preferred; at most 50). */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Prices, in cents. */
  price?: InputMaybe<ProductPriceInput>;
  /** SKUs with the same group (colours, sizes...) are shown as one entry. */
  productGroupId?: InputMaybe<Scalars['String']['input']>;
  /** A BrandLovers product id, to suggest an association. */
  productId?: InputMaybe<Scalars['String']['input']>;
  /** Units available for sale; each new order reduces it. */
  stock?: InputMaybe<Scalars['Int']['input']>;
  /** Product name as advertised by the manufacturer; how it is shown in the marketplace (at most 300). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Video URLs, http or https (at most 50). */
  videos?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A seller's orders, shipments, customer tickets and products (BrandLovers Marketplace API v1). */
export type MarketplaceQuery = {
  __typename?: 'MarketplaceQuery';
  /** Shipments delivered, newest first. Pages with first/after or last/before (at most 100 per page); `offset` starts the first page further in. */
  deliveredShipments?: Maybe<OrderShipmentStatusConnection>;
  /** Every detail of one order: items, customer, addresses, freight, shipments. Null if unknown. */
  order?: Maybe<Order>;
  /** Orders, oldest first; `status` picks one of the lists by status (new, approved, sent, delivered, canceled, partially sent, partially delivered). Pages with first/after or last/before: at most 100 per page, 200 for APPROVED, 250 for NEW, CANCELED and PARTIALLY_DELIVERED; `offset` starts the first page further in. */
  orders?: Maybe<OrderConnection>;
  /** One product by the seller's SKU, with status, price and stock. Null if unknown. */
  product?: Maybe<Product>;
  /** The marketplace status, price and stock of the seller's products. Pages with first/after or last/before (at most 1000 per page); `offset` starts the first page further in. */
  productStatuses?: Maybe<ProductStatusConnection>;
  /** Products loaded into the marketplace (not necessarily for sale). Pages with first/after or last/before (at most 200 per page); `offset` starts the first page further in. */
  products?: Maybe<ProductConnection>;
  /** Products successfully listed for sale. Pages with first/after or last/before (at most 100 per page); `offset` starts the first page further in. */
  sellingProducts?: Maybe<SellerItemConnection>;
  /** Shipments shipped, newest first. Pages with first/after or last/before (at most 100 per page); `offset` starts the first page further in. */
  shippedShipments?: Maybe<OrderShipmentStatusConnection>;
  /** A ticket's messages, oldest first. Another seller's ticket is FORBIDDEN. Pages with first/after or last/before (at most 100 per page); `offset` starts the first page further in. */
  ticketMessages?: Maybe<TicketMessageConnection>;
  /** Customers' trouble tickets. Pages with first/after or last/before (at most 100 per page); `offset` starts the first page further in. */
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

/** A trouble ticket opened. The upstream answers with no ticket id: the ticket shows in `marketplace.tickets` (status OPEN) once processed. */
export type MarketplaceTicketOpenedPayload = {
  __typename?: 'MarketplaceTicketOpenedPayload';
  /** The order, read back as it is now (one upstream call, only when asked). */
  order?: Maybe<Order>;
  /** The order the ticket was opened for. */
  orderId: Scalars['String']['output'];
};

/** A reply posted to a ticket. */
export type MarketplaceTicketReplyPayload = {
  __typename?: 'MarketplaceTicketReplyPayload';
  /** The message as the upstream lists it; null when it is not listed yet. */
  message?: Maybe<TicketMessage>;
  /** The ticket replied to. */
  ticketId: Scalars['String']['output'];
};

/** A custom (application) property of a Service Bus message. */
export type MessageProperty = {
  __typename?: 'MessageProperty';
  /** The property name. */
  name: Scalars['String']['output'];
  /** The property value. */
  value: Scalars['String']['output'];
};

/** A custom (application) property of a Service Bus message. */
export type MessagePropertyInput = {
  /** The property name. */
  name: Scalars['String']['input'];
  /** The property value. */
  value: Scalars['String']['input'];
};

/** A new community conversation (Circuit `createCommunityConversation`): open to the whole tenant. */
export type MessagingCommunityInput = {
  /** What the community is about; at most 2048 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Users to add besides the caller, by Circuit user id, `MessagingUser.id` or email (1 to 100). */
  participants?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The title; 1 to 2048 characters. */
  topic: Scalars['String']['input'];
};

/** A community's new title and/or description (Circuit `updateConversationCommunity`). */
export type MessagingCommunityUpdateInput = {
  /** The new description; at most 2048 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The new title; 1 to 2048 characters. */
  topic?: InputMaybe<Scalars['String']['input']>;
};

/** Which side of a point in time to read from. */
export type MessagingDirection =
  /** Newer than the start time. */
  | 'AFTER'
  /** Older than the start time. */
  | 'BEFORE';

/** A new incoming webhook of a conversation (Circuit `createIncomingWebhook`). */
export type MessagingIncomingWebhookInput = {
  /** What it posts; at most 2048 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A name to know it by; at most 2048 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The user its posts appear from (a participant); Circuit’s default is the caller. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A post through an incoming webhook, in Slack’s incoming-webhook form (Circuit `IncomingWebhookSlackMessage`); needs `text` or `fileUrl`. */
export type MessagingIncomingWebhookMessageInput = {
  /** A file to attach, by its http(s) URL. */
  fileUrl?: InputMaybe<Scalars['String']['input']>;
  /** The attached file’s name; at most 255 characters. */
  filename?: InputMaybe<Scalars['String']['input']>;
  /** Whether `text` is formatted as markdown. */
  markdown?: InputMaybe<Scalars['Boolean']['input']>;
  /** A headline; at most 255 characters. */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** The text; *bold* and _italic_ are formatted. At most 16384 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** A locale a Circuit user may choose. */
export type MessagingLocaleInput =
  /** Sent to the upstream as "CA_ES". */
  | 'CA_ES'
  /** Sent to the upstream as "DE_DE". */
  | 'DE_DE'
  /** Sent to the upstream as "EN_GB". */
  | 'EN_GB'
  /** Sent to the upstream as "EN_US". */
  | 'EN_US'
  /** Sent to the upstream as "ES_ES". */
  | 'ES_ES'
  /** Sent to the upstream as "FR_FR". */
  | 'FR_FR'
  /** Sent to the upstream as "IT_IT". */
  | 'IT_IT'
  /** Sent to the upstream as "NL_NL". */
  | 'NL_NL'
  /** Sent to the upstream as "PT_BR". */
  | 'PT_BR'
  /** Sent to the upstream as "RU_RU". */
  | 'RU_RU'
  /** Sent to the upstream as "ZH_HANS_CN". */
  | 'ZH_HANS_CN';

/** A text item of a conversation (Circuit `addTextItem` / `addTextItemWithParent` / `updateTextItem`). A new item needs content or at least one attachment. */
export type MessagingMessageInput = {
  /** Ids of files uploaded through Circuit’s file API. */
  attachmentIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The text, rich text (Circuit's HTML subset) allowed; at most 16384 characters. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Form definition of an interactive item (Circuit's JSON); at most 32768 characters. */
  formMetaData?: InputMaybe<Scalars['String']['input']>;
  /** A headline shown above the text; at most 255 characters. */
  subject?: InputMaybe<Scalars['String']['input']>;
};

/** The caller’s new presence (Circuit `setUserPresence`). */
export type MessagingPresenceInput = {
  /** End a running DND period. */
  clearDnd?: InputMaybe<Scalars['Boolean']['input']>;
  /** Until when DND lasts; required with state DND. */
  dndUntil?: InputMaybe<Scalars['DateTime']['input']>;
  /** The new state; DND (do not disturb) needs `dndUntil`. */
  state: PresenceStateInput;
  /** Shown instead of the location; at most 2048 characters. */
  statusMessage?: InputMaybe<Scalars['String']['input']>;
};

/** A presence webhook’s new URL and/or users (Circuit `updatePresenceWebHook`). */
export type MessagingPresenceWebhookUpdateInput = {
  /** The new callback URL (http or https). */
  url?: InputMaybe<Scalars['String']['input']>;
  /** The users to follow from now on (replaces the old list), 1 to 100. */
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Changes to the caller’s own profile (Circuit `updateProfile`); fields left out stay as they are. */
export type MessagingProfileInput = {
  /** The first name; 1 to 128 characters. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** The job title; at most 128 characters. */
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  /** The last name; 1 to 128 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The language and region of Circuit’s clients. */
  locale?: InputMaybe<MessagingLocaleInput>;
};

/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQuery = {
  __typename?: 'MessagingQuery';
  /** Calls in a telephony conversation, oldest first by default (GET /telephony/{id}/journal). */
  callJournal?: Maybe<ConversationItemConnection>;
  /** Communities the caller could join, or all with includeOwn (GET /conversations/community). */
  communities?: Maybe<ConversationConnection>;
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
  conversations?: Maybe<ConversationConnection>;
  /** Conversations by id, aligned with the ids (GET /conversations/byIds, batched). */
  conversationsByIds: Array<Maybe<Conversation>>;
  /** Conversations tagged with a label (GET /conversations/label/{labelId}). */
  conversationsByLabel?: Maybe<ConversationConnection>;
  /** The caller's client devices (GET /telephony/deviceInfos). */
  deviceInfos?: Maybe<Array<DeviceInfo>>;
  /** The 1:1 conversation with a user (id or email), if one exists (GET /conversations/direct). */
  directConversation?: Maybe<Conversation>;
  /** The caller's favourite conversations (GET /conversations/favorite, then one batch call). */
  favoriteConversations?: Maybe<Array<Conversation>>;
  /** Space items the caller flagged (GET /spaces/flagged). */
  flaggedItems?: Maybe<FlaggedItemConnection>;
  /** Every conversation item the caller flagged (GET /conversations/messages/flag). */
  flaggedMessages?: Maybe<Array<Maybe<ConversationItem>>>;
  /** Incoming webhooks that post as a user (GET /webhooks/incoming/user/{userId}). */
  incomingWebhooks?: Maybe<IncomingWebhookConnection>;
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
  spaceDirectory?: Maybe<SpaceConnection>;
  /** Whether a non-secret space already has this name (GET /spaces/exists/{name}). */
  spaceNameExists?: Maybe<Scalars['Boolean']['output']>;
  /** A topic with its first replies (GET /spaces/{spaceId}/topic/{topicId}). */
  spaceTopic?: Maybe<SpaceTopicWithReplies>;
  /** The caller's spaces, most recently modified first (GET /spaces). */
  spaces?: Maybe<SpaceConnection>;
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
  users?: Maybe<Array<Maybe<MessagingUser>>>;
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
  direction?: InputMaybe<JournalDirection>;
  filter?: InputMaybe<JournalFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  since?: InputMaybe<Scalars['DateTime']['input']>;
  telephonyConversationId: Scalars['ID']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryCommunitiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeOwn?: InputMaybe<Scalars['Boolean']['input']>;
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
  direction?: InputMaybe<MessagingDirection>;
  first?: InputMaybe<Scalars['Int']['input']>;
  modifiedAt?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryConversationsByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryConversationsByLabelArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  labelId: Scalars['ID']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryDirectConversationArgs = {
  participant: Scalars['ID']['input'];
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryFlaggedItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  at?: InputMaybe<Scalars['DateTime']['input']>;
  direction?: InputMaybe<MessagingDirection>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller. */
export type MessagingQueryIncomingWebhooksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  filter?: InputMaybe<SpaceDirectoryFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  first?: InputMaybe<Scalars['Int']['input']>;
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

/** A search to remember in the caller’s recent space searches (Circuit `addRecentSpaceSearch`). */
export type MessagingRecentSpaceSearchInput = {
  /** The end of the time range searched. */
  endTime?: InputMaybe<Scalars['DateTime']['input']>;
  /** Where it was searched. */
  scope: SpaceSearchScope;
  /** The term searched for; 1 to 2048 characters. */
  searchTerm: Scalars['String']['input'];
  /** The start of the time range searched. */
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Sort order. */
export type MessagingSortOrder =
  /** Ascending. */
  | 'ASCENDING'
  /** Descending. */
  | 'DESCENDING';

/** Whether users outside the tenant may take part in a space. */
export type MessagingSpaceAccessModeInput =
  /** Access mode INTERNAL_EXTERNAL (sent as "INTERNAL_EXTERNAL"). */
  | 'INTERNAL_EXTERNAL'
  /** Access mode INTERNAL_ONLY (sent as "INTERNAL_ONLY"). */
  | 'INTERNAL_ONLY';

/** A new space (Circuit `createSpace`); the defaults are the spec’s. */
export type MessagingSpaceInput = {
  /** Whether external users may take part. */
  accessModeType?: InputMaybe<MessagingSpaceAccessModeInput>;
  /** The role of a new participant (the spec’s `role`). */
  defaultRole?: InputMaybe<MessagingSpaceRoleInput>;
  /** The space description; at most 2048 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Large picture, base64; at most 256000 characters. */
  largePictureBase64?: InputMaybe<Scalars['String']['input']>;
  /** The unique space name; 1 to 2048 characters. */
  name: Scalars['String']['input'];
  /** Small picture, base64; at most 256000 characters. */
  smallPictureBase64?: InputMaybe<Scalars['String']['input']>;
  /** Whether it is in use. */
  status?: InputMaybe<MessagingSpaceStatusInput>;
  /** Tags of the space (at most 100). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Who finds and joins it. */
  type?: InputMaybe<MessagingSpaceTypeInput>;
};

/** Changes to a space reply (Circuit `updateSpaceReply`); a field left out is not changed. */
export type MessagingSpaceReplyEditInput = {
  /** Ids of files uploaded through Circuit’s file API (replace the old ones). */
  attachmentIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The new text, 1 to 200000 characters. */
  content?: InputMaybe<Scalars['String']['input']>;
};

/** A role in a space: MODERATOR manages it, AUTHOR opens topics, PARTICIPANT replies, READER reads. */
export type MessagingSpaceRoleInput =
  /** Role AUTHOR (sent as "AUTHOR"). */
  | 'AUTHOR'
  /** Role MODERATOR (sent as "MODERATOR"). */
  | 'MODERATOR'
  /** Role PARTICIPANT (sent as "PARTICIPANT"). */
  | 'PARTICIPANT'
  /** Role READER (sent as "READER"). */
  | 'READER';

/** Whether a space is in use. */
export type MessagingSpaceStatusInput =
  /** Status DISABLED (sent as "DISABLED"). */
  | 'DISABLED'
  /** Status ENABLED (sent as "ENABLED"). */
  | 'ENABLED';

/** Changes to a space topic (Circuit `updateSpaceTopic`); a field left out is not changed. */
export type MessagingSpaceTopicEditInput = {
  /** Ids of files uploaded through Circuit’s file API (replace the old ones). */
  attachmentIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** New opening text; at most 200000 characters. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** A new title; 1 to 2048 characters. */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** The new tags (replace the old ones). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A new topic of a space (Circuit `createSpaceTopic`). */
export type MessagingSpaceTopicInput = {
  /** Ids of files uploaded through Circuit’s file API. */
  attachmentIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The opening text; at most 200000 characters. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** The topic's title; 1 to 2048 characters. */
  subject: Scalars['String']['input'];
  /** Tags of the topic. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Who finds and joins a space: OPEN anyone may join, CLOSED others request access, SECRET by invitation only. */
export type MessagingSpaceTypeInput =
  /** Space type CLOSED (sent as "CLOSED"). */
  | 'CLOSED'
  /** Space type OPEN (sent as "OPEN"). */
  | 'OPEN'
  /** Space type SECRET (sent as "SECRET"). */
  | 'SECRET';

/** Changes to a space (Circuit `updateSpace`): a field left out is not changed, except `status`. */
export type MessagingSpaceUpdateInput = {
  /** A new access mode. */
  accessModeType?: InputMaybe<MessagingSpaceAccessModeInput>;
  /** A new role for new participants. */
  defaultRole?: InputMaybe<MessagingSpaceRoleInput>;
  /** The space description; at most 2048 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Large picture, base64; at most 256000 characters. */
  largePictureBase64?: InputMaybe<Scalars['String']['input']>;
  /** A new unique name; 1 to 2048 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Hand the space to another user (Circuit user id, `MessagingUser.id` or email address). */
  ownerId?: InputMaybe<Scalars['ID']['input']>;
  /** Small picture, base64; at most 256000 characters. */
  smallPictureBase64?: InputMaybe<Scalars['String']['input']>;
  /** A new status. Circuit reads a missing status as ENABLED: a disabled space stays so only when sent. */
  status?: InputMaybe<MessagingSpaceStatusInput>;
  /** Tags of the space (at most 100). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A new type. */
  type?: InputMaybe<MessagingSpaceTypeInput>;
};

/** A Circuit user. */
export type MessagingUser = Node & {
  __typename?: 'MessagingUser';
  /** URL of the small avatar picture. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** The URL of the large avatar picture. */
  avatarLarge?: Maybe<Scalars['String']['output']>;
  /** The name of the user's company. */
  company?: Maybe<Scalars['String']['output']>;
  /** The user's department. */
  department?: Maybe<Scalars['String']['output']>;
  /** The user's display name. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** The user's main email address. */
  emailAddress?: Maybe<Scalars['String']['output']>;
  /** Additional email addresses of the user. */
  emailAddresses?: Maybe<Array<UserEmailAddress>>;
  /** The user's first name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The user's job title. */
  jobTitle?: Maybe<Scalars['String']['output']>;
  /** The user's last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The user's locale, e.g. EN_US or DE_DE. */
  locale?: Maybe<Scalars['String']['output']>;
  /** Provisioned phone number of the user. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Additional phone numbers of the user. */
  phoneNumbers?: Maybe<Array<UserPhoneNumber>>;
  /** Loaded for all users of a query in one GET /users/presence. */
  presence?: Maybe<Presence>;
  /** The primary tenant id. */
  primaryTenantId?: Maybe<Scalars['String']['output']>;
  /** The secondary email address. */
  secondaryEmailAddress?: Maybe<Scalars['String']['output']>;
  /** The secondary tenant id. */
  secondaryTenantId?: Maybe<Scalars['String']['output']>;
  /** e.g. ACTIVE or DELETED. */
  state?: Maybe<Scalars['String']['output']>;
  /** e.g. REGULAR or BOT. */
  type?: Maybe<Scalars['String']['output']>;
  /** Circuit's own id of this record. */
  upstreamId: Scalars['ID']['output'];
};

/** An event a webhook can receive. */
export type MessagingWebhookEventInput =
  /** Sent to the upstream as "CONVERSATION.ADD_ITEM". */
  | 'CONVERSATION_ADD_ITEM'
  /** Sent to the upstream as "CONVERSATION.CREATE". */
  | 'CONVERSATION_CREATE'
  /** Sent to the upstream as "CONVERSATION.UPDATE". */
  | 'CONVERSATION_UPDATE'
  /** Sent to the upstream as "CONVERSATION.UPDATE_ITEM". */
  | 'CONVERSATION_UPDATE_ITEM'
  /** Sent to the upstream as "USER.INCOMING_CALL". */
  | 'USER_INCOMING_CALL'
  /** Sent to the upstream as "USER.SUBMIT_FORM_DATA". */
  | 'USER_SUBMIT_FORM_DATA'
  /** Sent to the upstream as "USER.USER_SETTING_UPDATED". */
  | 'USER_USER_SETTING_UPDATED'
  /** Sent to the upstream as "USER.USER_UPDATED". */
  | 'USER_USER_UPDATED';

/** A webhook registration’s new URL and/or events (Circuit `updateWebHook`). */
export type MessagingWebhookUpdateInput = {
  /** The events to receive from now on (replaces the old list); at least one. */
  filter?: InputMaybe<Array<MessagingWebhookEventInput>>;
  /** The new callback URL (http or https). */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** Share of one model year among used vehicles of the same model on the market. */
export type ModelYearShare = {
  __typename?: 'ModelYearShare';
  /** The brand. */
  brandName: Scalars['String']['output'];
  /** The model. */
  modelName: Scalars['String']['output'];
  /** Share of this model year among the model's used vehicles on the market, in percent. */
  percentOfMarket: Scalars['Float']['output'];
  /** The model year. */
  year: Scalars['Int']['output'];
};

/** A weekday in a month, e.g. the 2nd Monday (occurrence 2) or the last Friday (occurrence -1). */
export type MonthlyOccurrence = {
  __typename?: 'MonthlyOccurrence';
  /** The day of the week. */
  day?: Maybe<DayOfWeek>;
  /** Which of the month's days of that kind: 1 to 5 from the start, -1 to -5 from the end. */
  occurrence?: Maybe<Scalars['Int']['output']>;
};

/** A weekday in a month, e.g. the 2nd Monday (occurrence 2) or the last Friday (occurrence -1). */
export type MonthlyOccurrenceInput = {
  /** The day of the week. */
  day: DayOfWeekInput;
  /** 1 to 5 from the start of the month, -1 to -5 from its end. */
  occurrence: Scalars['Int']['input'];
};

/** The network endpoint through which a volume is mounted. */
export type MountTarget = AzureResource & Node & {
  __typename?: 'MountTarget';
  /** The end of IPv4 address range to use when creating a new mount target. */
  endIp?: Maybe<Scalars['String']['output']>;
  /** UUID v4 of the file system (volume) the mount target belongs to. */
  fileSystemId?: Maybe<Scalars['String']['output']>;
  /** The gateway of the IPv4 address range to use when creating a new mount target. */
  gateway?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The mount target's IPv4 address. */
  ipAddress?: Maybe<Scalars['String']['output']>;
  /** The Azure region the resource lives in, e.g. `westeurope`. */
  location?: Maybe<Scalars['String']['output']>;
  /** UUID v4 used to identify the MountTarget. */
  mountTargetId?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  /** The netmask of the IPv4 address range to use when creating a new mount target. */
  netmask?: Maybe<Scalars['String']['output']>;
  /** Azure lifecycle state of the resource, e.g. `Succeeded`, `Creating`, `Failed` (upstream `properties.provisioningState`). */
  provisioningState?: Maybe<Scalars['String']['output']>;
  /** The resource group named in the resource's id. */
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  /** The SMB server's Fully Qualified Domain Name, FQDN. */
  smbServerFqdn?: Maybe<Scalars['String']['output']>;
  /** The start of IPv4 address range to use when creating a new mount target. */
  startIp?: Maybe<Scalars['String']['output']>;
  /** The subnet. */
  subnet?: Maybe<Scalars['String']['output']>;
  /** The subscription id named in the resource's id. */
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
  /** The full Azure resource id (ARM). The global `id` is the one `Query.node` takes. */
  upstreamId: Scalars['ID']['output'];
};

/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds an item to a collection with how the collection describes it (POST /collections/{collection_id}/collected_metadata/). Never retried automatically (a POST). */
  addCollectedMetadata?: Maybe<CollectedMetadata>;
  /** Adds a contributor to a draft registration (POST /draft_registrations/{draft_id}/contributors/). Never retried automatically (a POST). */
  addDraftRegistrationContributor?: Maybe<Contributor>;
  /** Add users to a community the caller is in (POST /conversations/community/{convId}/participants). */
  addMessagingCommunityParticipants: Conversation;
  /** Label a conversation for the caller (POST /conversations/{convId}/label): the label is created among the caller’s labels when it is new (Circuit allows 250). Returns the label. */
  addMessagingConversationLabel: Label;
  /** Make participants moderators of a moderated conversation (POST /conversations/{convId}/moderators). */
  addMessagingConversationModerators?: Maybe<Conversation>;
  /** Add users to a group conversation (POST /conversations/group/{convId}/participants). */
  addMessagingConversationParticipants: Conversation;
  /** Remember a search in the caller’s recent space searches (PUT /spaces/search/add/recent). Returns them as they now are (as `messaging.recentSpaceSearches`). */
  addMessagingRecentSpaceSearch: Array<SpaceSearchTerm>;
  /** Add users to a space (POST /spaces/{id}/participant); moderators only. Returns the space. */
  addMessagingSpaceParticipants?: Maybe<Space>;
  /** Adds a contributor to a preprint (POST /preprints/{preprint_id}/contributors/). Never retried automatically (a POST). */
  addPreprintContributor?: Maybe<Contributor>;
  /** Adds a user to a project's contributors (POST /nodes/{node_id}/contributors/). Never retried automatically (a POST). */
  addResearchNodeContributor?: Maybe<Contributor>;
  /** Apply 1 to 10 YARA rules (source text; the gateway base64-encodes them) to an executable (RESTful4Up `POST /apply-yara-rules`). A rule YARA cannot compile gives `success: false` and `errorMessage`. Null when the service answers without a result (the spec does not require one). */
  applyYaraRules?: Maybe<YaraScanResult>;
  /** Archive a conversation for the caller (POST /conversations/{convId}/archive). */
  archiveMessagingConversation?: Maybe<Conversation>;
  /** Put some of the caller’s labels on a space (POST /spaces/{id}/labels/assign). Returns the labels the space now has. */
  assignMessagingSpaceLabels: Array<Maybe<Label>>;
  /** Confirms that a shipment was canceled (by the customer, or undeliverable) (POST /order/{orderId}/shipment/cancel); returns the order as it is afterwards. Never retried automatically (a POST). */
  cancelMarketplaceShipment?: Maybe<Order>;
  /** Stop a running search of one space: the `searchId` given to `messaging.searchSpace` (PUT /spaces/search/cancel/{searchId}). True once Circuit accepted it. */
  cancelMessagingSpaceSearch: Scalars['Boolean']['output'];
  /** Makes a sub-user key of the gateway's account for a front-end application (POST /makeSubUserKey). The key is in the answer, once. Needs the `automotive:admin` scope; never retried automatically (a POST). The upstream limits basic and trial plans to `localhost`, and this call and revokes to one per second together. */
  createAutomotiveSubUserKey?: Maybe<CreatedAutomotiveSubUserKey>;
  /** Starts a draft registration on a registration schema, of a project (POST /nodes/{node_id}/draft_registrations/) or with none (POST /draft_registrations/). Never retried automatically (a POST). */
  createDraftRegistration?: Maybe<DraftRegistration>;
  /** Creates an account, or replaces an existing one (PUT .../netAppAccounts/{accountName}): answers at once with the provisioning state; follow `operation` to completion. */
  createFileStorageAccount?: Maybe<FileStorageAccountPayload>;
  /** Creates a capacity pool, or replaces an existing one (PUT .../netAppAccounts/{accountName}/capacityPools/{poolName}): answers at once with the provisioning state; follow `operation` to completion. */
  createFileStorageCapacityPool?: Maybe<CapacityPoolPayload>;
  /** Takes a snapshot of a volume (PUT .../netAppAccounts/{accountName}/capacityPools/{poolName}/volumes/{volumeName}/snapshots/{snapshotName}): answers at once with the provisioning state; follow `operation` to completion. It is listed once provisioned. */
  createFileStorageSnapshot?: Maybe<SnapshotPayload>;
  /** Creates a volume, or replaces an existing one (PUT .../netAppAccounts/{accountName}/capacityPools/{poolName}/volumes/{volumeName}): answers at once with the provisioning state; follow `operation` to completion. */
  createFileStorageVolume?: Maybe<VolumePayload>;
  /** Loads one new product (POST /product); returns it as the upstream lists it afterwards, or null while it is still being processed. A `skuSellerId` cannot be created twice. Never retried automatically (a POST). */
  createMarketplaceProduct?: Maybe<Product>;
  /** Loads many new products at once (POST /products); `products` reads them back (null while one is still being processed). Never retried automatically (a POST). */
  createMarketplaceProducts?: Maybe<MarketplaceBulkProductPayload>;
  /** Opens a trouble ticket for an order (POST /ticket), optionally with a first message. Never retried automatically (a POST: a retry could open it twice). */
  createMarketplaceTicket?: Maybe<MarketplaceTicketOpenedPayload>;
  /** Create a community conversation, open to anyone of the tenant (POST /conversations/community). Returns it. */
  createMessagingCommunity: Conversation;
  /** The 1-to-1 conversation of the caller and a user (POST /conversations/direct): created, or the existing one. */
  createMessagingDirectConversation: Conversation;
  /** Start a group conversation with the caller and these users (POST /conversations/group). */
  createMessagingGroupConversation: Conversation;
  /** Create an incoming webhook of a conversation the caller is in (POST /webhooks/incoming/create/{conversationId}). Its `url` posts into the conversation; keep it secret. */
  createMessagingIncomingWebhook: IncomingWebhook;
  /** Add a label to the caller’s labels (POST /users/labels). Returns it. */
  createMessagingLabel: Label;
  /** Create a space with the caller as its owner (POST /spaces/create). Returns the new space. */
  createMessagingSpace: Space;
  /** Open a topic in a space (POST /spaces/{spaceId}/topic). Returns the new topic. */
  createMessagingSpaceTopic: SpaceTopic;
  /** Creates a preprint of a project's file on a preprint server (POST /preprints/). Never retried automatically (a POST). */
  createPreprint?: Maybe<Preprint>;
  /** Creates a collection of the caller (POST /collections/). Never retried automatically (a POST). */
  createResearchCollection?: Maybe<ResearchCollection>;
  /** Comments on a project (POST /nodes/{node_id}/comments/). Never retried automatically (a POST). */
  createResearchComment?: Maybe<ResearchComment>;
  /** Creates a component below a project (POST /nodes/{node_id}/children/). Never retried automatically (a POST). */
  createResearchComponent?: Maybe<ResearchNode>;
  /** Creates a project (POST /nodes/); the caller becomes its administrator. Never retried automatically (a POST). */
  createResearchNode?: Maybe<ResearchNode>;
  /** Starts a revision of a registration's answers (POST /schema_responses/). Never retried automatically (a POST). */
  createSchemaResponse?: Maybe<SchemaResponse>;
  /** Takes a review step on a schema response: submit, approve, reject (POST /schema_responses/{schema_response_id}/actions/). Never retried automatically (a POST). */
  createSchemaResponseAction?: Maybe<SchemaResponseAction>;
  /** Remove every webhook registration of the caller (DELETE /webhooks), live-event subscriptions of this gateway included. Returns the registrations left (read again: none when Circuit did it all). */
  deleteAllMessagingWebhooks?: Maybe<Array<Maybe<Webhook>>>;
  /** Deletes a draft registration (DELETE /draft_registrations/{draft_id}/, or below its project). Idempotent, so retried after a 502/503/504 or a lost connection. */
  deleteDraftRegistration?: Maybe<ResearchDeletion>;
  /** Deletes an account with no capacity pools (DELETE .../netAppAccounts/{accountName}): answers at once with the provisioning state; follow `operation` to completion. */
  deleteFileStorageAccount?: Maybe<FileStorageDeletePayload>;
  /** Deletes a capacity pool with no volumes (DELETE .../netAppAccounts/{accountName}/capacityPools/{poolName}): answers at once with the provisioning state; follow `operation` to completion. */
  deleteFileStorageCapacityPool?: Maybe<FileStorageDeletePayload>;
  /** Deletes a snapshot (DELETE .../netAppAccounts/{accountName}/capacityPools/{poolName}/volumes/{volumeName}/snapshots/{snapshotName}): answers at once with the provisioning state; follow `operation` to completion. */
  deleteFileStorageSnapshot?: Maybe<FileStorageDeletePayload>;
  /** Deletes a volume with no snapshots (DELETE .../netAppAccounts/{accountName}/capacityPools/{poolName}/volumes/{volumeName}): answers at once with the provisioning state; follow `operation` to completion. */
  deleteFileStorageVolume?: Maybe<FileStorageDeletePayload>;
  /** Delete a job. True once it is gone. */
  deleteJob?: Maybe<Scalars['Boolean']['output']>;
  /** Delete a job collection and its jobs. True once it is gone. */
  deleteJobCollection?: Maybe<Scalars['Boolean']['output']>;
  /** Delete an incoming webhook (DELETE /webhooks/incoming/{webhookId}): its URL stops working. True once deleted. */
  deleteMessagingIncomingWebhook: Scalars['Boolean']['output'];
  /** Remove a label from the caller’s labels (DELETE /users/labels/{labelId}). Returns it. */
  deleteMessagingLabel: Label;
  /** Delete a text item (DELETE /conversations/{convId}/messages/{itemId}). Returns it as it now is (state DELETED). */
  deleteMessagingMessage: ConversationItem;
  /** Delete a space with its topics (DELETE /spaces/{id}); its owner only. Returns the deleted space’s `id`, for a client cache to drop (Relay `@deleteRecord`). */
  deleteMessagingSpace: Scalars['ID']['output'];
  /** Delete a topic or reply (DELETE /spaces/item/{itemId}); its creator or a moderator. Returns it as it now is (status DELETED), or null once Circuit no longer lists it. */
  deleteMessagingSpaceItem?: Maybe<SpaceItem>;
  /** Deletes a collection (DELETE /collections/{collection_id}/). Idempotent, so retried after a 502/503/504 or a lost connection. */
  deleteResearchCollection?: Maybe<ResearchDeletion>;
  /** Deletes a comment; `updateResearchComment(deleted: false)` restores it (DELETE /comments/{comment_id}/). Idempotent, so retried after a 502/503/504 or a lost connection. */
  deleteResearchComment?: Maybe<ResearchDeletion>;
  /** Deletes a project or component (DELETE /nodes/{node_id}/). Idempotent, so retried after a 502/503/504 or a lost connection. */
  deleteResearchNode?: Maybe<ResearchDeletion>;
  /** Deletes a revision still in progress (DELETE /schema_responses/{schema_response_id}). Idempotent, so retried after a 502/503/504 or a lost connection. */
  deleteSchemaResponse?: Maybe<ResearchDeletion>;
  /** Turn down a request to join (POST /spaces/{spaceId}/participant/{participantId}/deny); moderators only. Returns the space. */
  denyMessagingSpaceAccess?: Maybe<Space>;
  /** Disable the collection and all its jobs; returns the collection as it now is. */
  disableJobCollection?: Maybe<JobCollection>;
  /** Change a text item's content, subject or attachments (PUT /conversations/{convId}/messages/{itemId}). */
  editMessagingMessage: ConversationItem;
  /** Change a reply’s text or attachments (PUT /spaces/{spaceId}/topic/{topicId}/reply/{replyId}); its creator. Returns the reply. */
  editMessagingSpaceReply?: Maybe<SpaceItem>;
  /** Change a topic’s subject, text, tags or attachments (PUT /spaces/{spaceId}/topic/{topicId}); its creator or a moderator. Returns the topic. */
  editMessagingSpaceTopic?: Maybe<SpaceTopic>;
  /** What the emulator printed while unpacking the file (RESTful4Up `POST /emulation-output`). */
  emulateFile?: Maybe<EmulationOutput>;
  /** Enable the collection and all its jobs; returns the collection as it now is. */
  enableJobCollection?: Maybe<JobCollection>;
  /** Confirms that items of the order were exchanged (POST /order/{orderId}/shipment/exchange); returns the order as it is afterwards. Never retried automatically (a POST). */
  exchangeMarketplaceShipment?: Maybe<Order>;
  /** Add a conversation to the caller’s favorites (POST /conversations/{convId}/favorite). */
  favoriteMessagingConversation?: Maybe<Conversation>;
  /** Flag an item for the caller (POST /conversations/{convId}/messages/{itemId}/flag); returns the item. It is listed by `messaging.flaggedMessages` afterwards. */
  flagMessagingMessage?: Maybe<ConversationItem>;
  /** Flag a topic or reply for the caller (PUT /spaces/flag/{itemId}); it is listed by `messaging.flaggedItems` afterwards. Returns the item. */
  flagMessagingSpaceItem?: Maybe<SpaceItem>;
  /** Forks a registration into a new project of the caller (POST /registrations/{registration_id}/forks/). Never retried automatically (a POST). */
  forkRegistration?: Maybe<ResearchNode>;
  /** Forks a project: a copy owned by the caller (POST /nodes/{node_id}/forks/). Never retried automatically (a POST). */
  forkResearchNode?: Maybe<ResearchNode>;
  /** Generate a YARA rule without its condition from the strings of an executable (RESTful4Up `POST /generate-partial-yara-rules`). Null when the service answers without a rule. */
  generatePartialYaraRules?: Maybe<PartialYaraRule>;
  /** Let a user who asked to join in (POST /spaces/{spaceId}/participant/{participantId}/grant); moderators only. Returns the space. */
  grantMessagingSpaceAccess?: Maybe<Space>;
  /** Join a community conversation (POST /conversations/community/{convId}/join). */
  joinMessagingCommunity: Conversation;
  /** Join an open space (POST /spaces/{id}/join); a closed one needs `requestMessagingSpaceAccess`. */
  joinMessagingSpace?: Maybe<Space>;
  /** Leave a space (POST /spaces/{id}/leave); returns the space as it now is, or null when the caller, having left, may no longer see it. */
  leaveMessagingSpace?: Maybe<Space>;
  /** Like an item (POST /conversations/{convId}/messages/{itemId}/like); returns it with its likes. */
  likeMessagingMessage?: Maybe<ConversationItem>;
  /** Like a topic or reply (PUT /spaces/like/{itemId}). Returns the item with its likes. */
  likeMessagingSpaceItem?: Maybe<SpaceItem>;
  /** Adds projects to a collection (POST /collections/{collection_id}/linked_nodes/relationships/); returns the collection read back (a `write-result-unreadable` error if it cannot be read). Never retried automatically (a POST). */
  linkResearchCollectionNodes?: Maybe<ResearchCollection>;
  /** Adds registrations to a collection (POST /collections/{collection_id}/linked_registrations/relationships/); returns the collection read back (a `write-result-unreadable` error if it cannot be read). Never retried automatically (a POST). */
  linkResearchCollectionRegistrations?: Maybe<ResearchCollection>;
  /** Records that a shipment of the order was delivered (POST /order/{orderId}/shipment/delivered); returns the order as it is afterwards. Never retried automatically (a POST). */
  markMarketplaceShipmentDelivered?: Maybe<Order>;
  /** Records that a shipment of the order left with a courier (POST /order/{orderId}/shipment/sent); returns the order as it is afterwards. Never retried automatically (a POST). */
  markMarketplaceShipmentSent?: Maybe<Order>;
  /** Reports many shipments as delivered at once (POST /orders/shipments/delivered). Never retried automatically (a POST). */
  markMarketplaceShipmentsDelivered?: Maybe<MarketplaceBulkShipmentPayload>;
  /** Reports many shipments as shipped at once (POST /orders/shipments/shipped). Never retried automatically (a POST). */
  markMarketplaceShipmentsShipped?: Maybe<MarketplaceBulkShipmentPayload>;
  /** Mark a space as read up to a time (PUT /spaces/{id}/updateTimestamp): Circuit has no per-conversation read mark in its API, the space read timestamp is the one it offers. */
  markMessagingSpaceRead?: Maybe<Space>;
  /** Put a conversation in moderated mode (POST /conversations/moderate/{convId}): only its moderators may then change who takes part. Returns the conversation (`isModerated`). */
  moderateMessagingConversation?: Maybe<Conversation>;
  /** Change parts of a job (PATCH). */
  patchJob?: Maybe<Job>;
  /** Change parts of a job collection (PATCH). */
  patchJobCollection?: Maybe<JobCollection>;
  /** Pin an item as a topic of its conversation (POST /conversations/{convId}/pins/{itemId}). */
  pinMessagingMessage?: Maybe<Conversation>;
  /** Pin a topic at a position of its space’s pinned topics (PUT /spaces/{topicId}/pin); moderators only. Returns the topic. */
  pinMessagingSpaceTopic?: Maybe<SpaceTopic>;
  /** Post into a conversation through its incoming webhook (POST /webhooks/incoming/{webhookId}). True once Circuit accepted it; the post is listed in the conversation’s items. */
  postMessagingIncomingWebhookMessage: Scalars['Boolean']['output'];
  /** Post a text item to a conversation (POST /conversations/{convId}/messages). Returns the new item. */
  postMessagingMessage: ConversationItem;
  /** Pull a driving licence certificate (API Setu `POST /drvlc/certificate`), as XML or PDF. */
  pullDrivingLicenceCertificate?: Maybe<DrivingLicenceCertificate>;
  /** Pull a vehicle registration certificate (API Setu `POST /rvcer/certificate`), as XML or PDF. */
  pullVehicleRegistrationCertificate?: Maybe<VehicleRegistrationCertificate>;
  /** Removes an item and its metadata from a collection (DELETE /collections/{collection_id}/collected_metadata/{cgm_id}). Idempotent, so retried after a 502/503/504 or a lost connection. */
  removeCollectedMetadata?: Maybe<ResearchDeletion>;
  /** Remove users from a community (DELETE /conversations/community/{convId}/participants); the last one stays. */
  removeMessagingCommunityParticipants: Conversation;
  /** Take a label off a conversation (DELETE /conversations/{convId}/label/{labelId}). Returns it. */
  removeMessagingConversationLabel: Label;
  /** Take moderation from participants (DELETE /conversations/{convId}/moderators). */
  removeMessagingConversationModerators?: Maybe<Conversation>;
  /** Remove users from a group conversation (DELETE /conversations/group/{convId}/participants). */
  removeMessagingConversationParticipants: Conversation;
  /** Remove users from a space (POST /spaces/{id}/participant/remove); moderators only. Returns the space. */
  removeMessagingSpaceParticipants?: Maybe<Space>;
  /** Removes a user from a project's contributors (DELETE /nodes/{node_id}/contributors/{user_id}/). Idempotent, so retried after a 502/503/504 or a lost connection. */
  removeResearchNodeContributor?: Maybe<ResearchDeletion>;
  /** Adds a message to a trouble ticket (POST /ticket/{ticketId}/message); the payload reads the message back. Never retried automatically (a POST: a retry could post it twice). */
  replyToMarketplaceTicket?: Maybe<MarketplaceTicketReplyPayload>;
  /** Reply to an item in its thread (POST /conversations/{convId}/messages/{itemId}). Returns the reply. */
  replyToMessagingMessage: ConversationItem;
  /** Reply to a space topic (POST /spaces/{spaceId}/topic/{topicId}/reply). Returns the reply. */
  replyToMessagingSpaceTopic: SpaceItem;
  /** Ask to join a closed space (POST /spaces/{spaceId}/participant/request): its moderators grant or deny it. Returns the space. */
  requestMessagingSpaceAccess?: Maybe<Space>;
  /** Confirms that items of the order were returned and refunded (POST /order/{orderId}/shipment/return); returns the order as it is afterwards. Never retried automatically (a POST). */
  returnMarketplaceShipment?: Maybe<Order>;
  /** Revokes a sub-user key of the gateway's account for good (PUT /revokeSubUserKey). Needs the `automotive:admin` scope. Idempotent, so retried after a 502/503/504 or a lost connection. */
  revokeAutomotiveSubUserKey?: Maybe<AutomotiveSubUserKeyRevocation>;
  /** Run a job now; returns the job as it now is (its history has the new run). */
  runJob?: Maybe<Job>;
  /** Sets the subjects of a collection's item (POST /collections/{collection_id}/collected_metadata/{cgm_id}/relationships/subjects/); returns the item's metadata read back (a `write-result-unreadable` error if it cannot be read). Never retried automatically (a POST). */
  setCollectedMetadataSubjects?: Maybe<CollectedMetadata>;
  /** Set the caller’s presence (PUT /users/presence). Returns it as Circuit now shows it. */
  setMessagingPresence: Presence;
  /** Set the text of the welcome box new participants see (PUT /spaces/{spaceId}/welcomebox/{content}); moderators only. Returns the space. */
  setMessagingSpaceWelcomeBox?: Maybe<Space>;
  /** Bring an archived conversation back (DELETE /conversations/{convId}/archive). */
  unarchiveMessagingConversation?: Maybe<Conversation>;
  /** Take labels off a space (DELETE /spaces/{id}/labels/unassign). Returns the labels the space still has. */
  unassignMessagingSpaceLabels: Array<Maybe<Label>>;
  /** Remove a conversation from the caller’s favorites (DELETE /conversations/{convId}/favorite). */
  unfavoriteMessagingConversation?: Maybe<Conversation>;
  /** Remove the caller’s flag (DELETE /conversations/{convId}/messages/{itemId}/flag); returns the item. */
  unflagMessagingMessage?: Maybe<ConversationItem>;
  /** Remove the caller’s flag (PUT /spaces/unflag/{itemId}). Returns the item. */
  unflagMessagingSpaceItem?: Maybe<SpaceItem>;
  /** Take back a like (DELETE /conversations/{convId}/messages/{itemId}/like); returns the item. */
  unlikeMessagingMessage?: Maybe<ConversationItem>;
  /** Take back a like (PUT /spaces/unlike/{itemId}). Returns the item. */
  unlikeMessagingSpaceItem?: Maybe<SpaceItem>;
  /** Removes projects from a collection (DELETE /collections/{collection_id}/linked_nodes/relationships/); returns the collection read back (a `write-result-unreadable` error if it cannot be read). Idempotent, so retried after a 502/503/504 or a lost connection. */
  unlinkResearchCollectionNodes?: Maybe<ResearchCollection>;
  /** Removes registrations from a collection (DELETE /collections/{collection_id}/linked_registrations/relationships/); returns the collection read back (a `write-result-unreadable` error if it cannot be read). Idempotent, so retried after a 502/503/504 or a lost connection. */
  unlinkResearchCollectionRegistrations?: Maybe<ResearchCollection>;
  /** End moderated mode (POST /conversations/unmoderate/{convId}). Returns the conversation. */
  unmoderateMessagingConversation?: Maybe<Conversation>;
  /** Unpack a packed executable (RESTful4Up `POST /unpack`). Returns the unpacked file. */
  unpackFile?: Maybe<BinaryFile>;
  /** Unpin an item (DELETE /conversations/{convId}/pins/{itemId}). */
  unpinMessagingMessage?: Maybe<Conversation>;
  /** Unpin a topic (PUT /spaces/{topicId}/unpin); moderators only. Returns the topic. */
  unpinMessagingSpaceTopic?: Maybe<SpaceTopic>;
  /** Changes how a collection describes one of its items (POST /collections/{collection_id}/collected_metadata/{cgm_id}, the spec's method). Never retried automatically (a POST). */
  updateCollectedMetadata?: Maybe<CollectedMetadata>;
  /** Changes a draft registration's attributes and answers (PATCH /draft_registrations/{draft_id}/, or below its project). Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateDraftRegistration?: Maybe<DraftRegistration>;
  /** Changes an account's tags (PATCH .../netAppAccounts/{accountName}); synchronous, never retried automatically. */
  updateFileStorageAccount?: Maybe<FileStorageAccountPayload>;
  /** Changes a pool's size, service level or tags (PATCH .../netAppAccounts/{accountName}/capacityPools/{poolName}); synchronous, never retried. */
  updateFileStorageCapacityPool?: Maybe<CapacityPoolPayload>;
  /** Changes a snapshot's tags (PATCH .../netAppAccounts/{accountName}/capacityPools/{poolName}/volumes/{volumeName}/snapshots/{snapshotName}); synchronous, never retried automatically. */
  updateFileStorageSnapshot?: Maybe<SnapshotPayload>;
  /** Changes a volume's quota, service level, export policy or tags (PATCH .../netAppAccounts/{accountName}/capacityPools/{poolName}/volumes/{volumeName}); synchronous. */
  updateFileStorageVolume?: Maybe<VolumePayload>;
  /** Changes a product's details (PUT /product/{skuSellerId}): the fields set are merged, the others stay. Returns the product as it is afterwards. Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateMarketplaceProduct?: Maybe<Product>;
  /** Sets one SKU's list and offer prices, in cents (PUT /product/{skuSellerId}/prices); returns the product as it is afterwards. Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateMarketplaceProductPrice?: Maybe<Product>;
  /** Sets the prices of many SKUs (PUT /products/prices). The upstream applies what it can; `products` reads the result back. Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateMarketplaceProductPrices?: Maybe<MarketplaceBulkProductPayload>;
  /** Puts one SKU on sale or withdraws it (PUT /product/{skuSellerId}/status); returns the product as it is afterwards. Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateMarketplaceProductStatus?: Maybe<Product>;
  /** Puts many SKUs on sale or withdraws them (PUT /products/status); `products` reads the result back. Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateMarketplaceProductStatuses?: Maybe<MarketplaceBulkProductPayload>;
  /** Sets one SKU's inventory (PUT /product/{skuSellerId}/stock); returns the product as it is afterwards. Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateMarketplaceProductStock?: Maybe<Product>;
  /** Sets the inventory of many SKUs (PUT /products/stocks); `products` reads the result back. Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateMarketplaceProductStocks?: Maybe<MarketplaceBulkProductPayload>;
  /** Closes or reopens a trouble ticket (PUT /ticket/{ticketId}/status); returns the ticket as it is afterwards (found in the list of its new status: the API has no read of one ticket). Idempotent. */
  updateMarketplaceTicketStatus?: Maybe<Ticket>;
  /** Change a community's title or description (PUT /conversations/community/{convId}). */
  updateMessagingCommunity: Conversation;
  /** Change a group conversation's title (PUT /conversations/group/{convId}). */
  updateMessagingConversationTopic: Conversation;
  /** Change a presence webhook's URL or followed users (PUT /webhooks/presence/{id}). Returns it. */
  updateMessagingPresenceWebhook: Webhook;
  /** Change the caller’s own name, job title or locale (PUT /users/profile). Returns the profile as it now is. */
  updateMessagingProfile: MessagingUser;
  /** Change a space (PUT /spaces/{id}); moderators only. Returns the space as it now is. */
  updateMessagingSpace?: Maybe<Space>;
  /** Change the role of a participant (PUT /spaces/{spaceId}/participant); moderators only. Returns the space. */
  updateMessagingSpaceParticipantRole?: Maybe<Space>;
  /** Replace the tags of a topic (PUT /spaces/topic/{topicId}/updateTags); its creator or a moderator. Returns the topic. */
  updateMessagingSpaceTopicTags?: Maybe<SpaceTopic>;
  /** Change a webhook registration's URL or events (PUT /webhooks/{id}). Returns it. */
  updateMessagingWebhook: Webhook;
  /** Configures an addon on a project, or with `enabled: false` disconnects it (PATCH /nodes/{node_id}/addons/{provider}/). Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateNodeAddon?: Maybe<NodeAddon>;
  /** Changes a preprint's attributes, or publishes it (PATCH /preprints/{preprint_id}/). Idempotent, so retried after a 502/503/504 or a lost connection. */
  updatePreprint?: Maybe<Preprint>;
  /** Makes a registration public (PATCH /registrations/{registration_id}/). Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateRegistration?: Maybe<Registration>;
  /** Edits a comment, or restores a deleted one (PUT /comments/{comment_id}/). Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateResearchComment?: Maybe<ResearchComment>;
  /** Changes a file's metadata: its tags (PATCH /files/{file_id}/). Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateResearchFile?: Maybe<ResearchFile>;
  /** Changes a project's or component's attributes (PATCH /nodes/{node_id}/). Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateResearchNode?: Maybe<ResearchNode>;
  /** Changes a contributor's permission, authorship or position (PATCH /nodes/{node_id}/contributors/{user_id}/). Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateResearchNodeContributor?: Maybe<Contributor>;
  /** Changes the caller's own names and settings (PATCH /users/{user_id}/). Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateResearchUser?: Maybe<ResearchUser>;
  /** Changes a revision in progress (PATCH /schema_responses/{schema_response_id}). Idempotent, so retried after a 502/503/504 or a lost connection. */
  updateSchemaResponse?: Maybe<SchemaResponse>;
  /** Create a job or replace an existing one (PUT). */
  upsertJob?: Maybe<Job>;
  /** Create a job collection or replace an existing one (PUT). */
  upsertJobCollection?: Maybe<JobCollection>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationAddCollectedMetadataArgs = {
  collectionId: Scalars['String']['input'];
  guid: Scalars['String']['input'];
  input?: InputMaybe<CollectedMetadataInput>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationAddDraftRegistrationContributorArgs = {
  draftId: Scalars['String']['input'];
  input: ContributorAddInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationAddMessagingCommunityParticipantsArgs = {
  conversationId: Scalars['ID']['input'];
  participants: Array<Scalars['ID']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationAddMessagingConversationLabelArgs = {
  conversationId: Scalars['ID']['input'];
  label: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationAddMessagingConversationModeratorsArgs = {
  conversationId: Scalars['ID']['input'];
  moderators: Array<Scalars['ID']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationAddMessagingConversationParticipantsArgs = {
  conversationId: Scalars['ID']['input'];
  participants: Array<Scalars['ID']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationAddMessagingRecentSpaceSearchArgs = {
  input: MessagingRecentSpaceSearchInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationAddMessagingSpaceParticipantsArgs = {
  participants: Array<Scalars['ID']['input']>;
  role?: InputMaybe<MessagingSpaceRoleInput>;
  spaceId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationAddPreprintContributorArgs = {
  input: ContributorAddInput;
  preprintId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationAddResearchNodeContributorArgs = {
  input: ContributorAddInput;
  nodeId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationApplyYaraRulesArgs = {
  file: Scalars['File']['input'];
  rules: Array<Scalars['String']['input']>;
  unpackFirst?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationArchiveMessagingConversationArgs = {
  conversationId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationAssignMessagingSpaceLabelsArgs = {
  labelIds: Array<Scalars['ID']['input']>;
  spaceId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCancelMarketplaceShipmentArgs = {
  orderId: Scalars['String']['input'];
  refund: ShipmentRefundInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCancelMessagingSpaceSearchArgs = {
  searchId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateAutomotiveSubUserKeyArgs = {
  endpoints?: InputMaybe<Array<Scalars['String']['input']>>;
  siteName?: InputMaybe<Scalars['String']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateDraftRegistrationArgs = {
  input: DraftRegistrationCreateInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateFileStorageAccountArgs = {
  accountName: Scalars['String']['input'];
  input: FileStorageAccountInput;
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateFileStorageCapacityPoolArgs = {
  accountName: Scalars['String']['input'];
  input: CapacityPoolInput;
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateFileStorageSnapshotArgs = {
  accountName: Scalars['String']['input'];
  input: SnapshotInput;
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  snapshotName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
  volumeName: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateFileStorageVolumeArgs = {
  accountName: Scalars['String']['input'];
  input: VolumeInput;
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
  volumeName: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateMarketplaceProductArgs = {
  product: NewMarketplaceProductInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateMarketplaceProductsArgs = {
  products: Array<NewMarketplaceProductInput>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateMarketplaceTicketArgs = {
  ticket: NewMarketplaceTicketInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateMessagingCommunityArgs = {
  input: MessagingCommunityInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateMessagingDirectConversationArgs = {
  participant: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateMessagingGroupConversationArgs = {
  participants: Array<Scalars['ID']['input']>;
  topic?: InputMaybe<Scalars['String']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateMessagingIncomingWebhookArgs = {
  conversationId: Scalars['ID']['input'];
  input?: InputMaybe<MessagingIncomingWebhookInput>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateMessagingLabelArgs = {
  value: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateMessagingSpaceArgs = {
  input: MessagingSpaceInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateMessagingSpaceTopicArgs = {
  input: MessagingSpaceTopicInput;
  spaceId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreatePreprintArgs = {
  input: PreprintCreateInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateResearchCollectionArgs = {
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  title: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateResearchCommentArgs = {
  content: Scalars['String']['input'];
  nodeId: Scalars['String']['input'];
  replyToId?: InputMaybe<Scalars['String']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateResearchComponentArgs = {
  input: ResearchNodeCreateInput;
  parentId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateResearchNodeArgs = {
  input: ResearchNodeCreateInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateSchemaResponseArgs = {
  registrationId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationCreateSchemaResponseActionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  schemaResponseId: Scalars['String']['input'];
  trigger: SchemaResponseTrigger;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteDraftRegistrationArgs = {
  id: Scalars['String']['input'];
  projectId?: InputMaybe<Scalars['String']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteFileStorageAccountArgs = {
  accountName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteFileStorageCapacityPoolArgs = {
  accountName: Scalars['String']['input'];
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteFileStorageSnapshotArgs = {
  accountName: Scalars['String']['input'];
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  snapshotName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
  volumeName: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteFileStorageVolumeArgs = {
  accountName: Scalars['String']['input'];
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
  volumeName: Scalars['String']['input'];
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
export type MutationDeleteMessagingIncomingWebhookArgs = {
  webhookId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteMessagingLabelArgs = {
  labelId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteMessagingMessageArgs = {
  conversationId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteMessagingSpaceArgs = {
  spaceId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteMessagingSpaceItemArgs = {
  replyId?: InputMaybe<Scalars['ID']['input']>;
  spaceId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteResearchCollectionArgs = {
  id: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteResearchCommentArgs = {
  id: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteResearchNodeArgs = {
  id: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteSchemaResponseArgs = {
  id: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDenyMessagingSpaceAccessArgs = {
  participant: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  spaceId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDisableJobCollectionArgs = {
  jobCollectionName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationEditMessagingMessageArgs = {
  conversationId: Scalars['ID']['input'];
  input: MessagingMessageInput;
  itemId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationEditMessagingSpaceReplyArgs = {
  input: MessagingSpaceReplyEditInput;
  replyId: Scalars['ID']['input'];
  spaceId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationEditMessagingSpaceTopicArgs = {
  input: MessagingSpaceTopicEditInput;
  spaceId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
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
export type MutationExchangeMarketplaceShipmentArgs = {
  orderId: Scalars['String']['input'];
  refund: ShipmentRefundInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationFavoriteMessagingConversationArgs = {
  conversationId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationFlagMessagingMessageArgs = {
  conversationId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
  parentItemId?: InputMaybe<Scalars['ID']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationFlagMessagingSpaceItemArgs = {
  replyId?: InputMaybe<Scalars['ID']['input']>;
  spaceId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationForkRegistrationArgs = {
  id: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationForkResearchNodeArgs = {
  id: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationGeneratePartialYaraRulesArgs = {
  file: Scalars['File']['input'];
  minimumStringLength?: InputMaybe<Scalars['Int']['input']>;
  stringsToIgnore?: InputMaybe<Array<Scalars['String']['input']>>;
  unpackFirst?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationGrantMessagingSpaceAccessArgs = {
  participant: Scalars['ID']['input'];
  spaceId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationJoinMessagingCommunityArgs = {
  conversationId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationJoinMessagingSpaceArgs = {
  spaceId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationLeaveMessagingSpaceArgs = {
  spaceId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationLikeMessagingMessageArgs = {
  conversationId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationLikeMessagingSpaceItemArgs = {
  replyId?: InputMaybe<Scalars['ID']['input']>;
  spaceId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationLinkResearchCollectionNodesArgs = {
  collectionId: Scalars['String']['input'];
  ids: Array<Scalars['String']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationLinkResearchCollectionRegistrationsArgs = {
  collectionId: Scalars['String']['input'];
  ids: Array<Scalars['String']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationMarkMarketplaceShipmentDeliveredArgs = {
  orderId: Scalars['String']['input'];
  shipment: ShipmentStatusInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationMarkMarketplaceShipmentSentArgs = {
  orderId: Scalars['String']['input'];
  shipment: ShipmentStatusInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationMarkMarketplaceShipmentsDeliveredArgs = {
  shipments: Array<BulkShipmentInput>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationMarkMarketplaceShipmentsShippedArgs = {
  shipments: Array<BulkShipmentInput>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationMarkMessagingSpaceReadArgs = {
  readUntil?: InputMaybe<Scalars['DateTime']['input']>;
  spaceId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationModerateMessagingConversationArgs = {
  conversationId: Scalars['ID']['input'];
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
export type MutationPinMessagingMessageArgs = {
  conversationId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationPinMessagingSpaceTopicArgs = {
  position?: InputMaybe<Scalars['Int']['input']>;
  spaceId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationPostMessagingIncomingWebhookMessageArgs = {
  input: MessagingIncomingWebhookMessageInput;
  webhookId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationPostMessagingMessageArgs = {
  conversationId: Scalars['ID']['input'];
  input: MessagingMessageInput;
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
export type MutationRemoveCollectedMetadataArgs = {
  collectionId: Scalars['String']['input'];
  guid: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationRemoveMessagingCommunityParticipantsArgs = {
  conversationId: Scalars['ID']['input'];
  participants: Array<Scalars['ID']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationRemoveMessagingConversationLabelArgs = {
  conversationId: Scalars['ID']['input'];
  labelId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationRemoveMessagingConversationModeratorsArgs = {
  conversationId: Scalars['ID']['input'];
  moderators: Array<Scalars['ID']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationRemoveMessagingConversationParticipantsArgs = {
  conversationId: Scalars['ID']['input'];
  participants: Array<Scalars['ID']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationRemoveMessagingSpaceParticipantsArgs = {
  participants: Array<Scalars['ID']['input']>;
  spaceId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationRemoveResearchNodeContributorArgs = {
  nodeId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationReplyToMarketplaceTicketArgs = {
  reply: TicketReplyInput;
  ticketId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationReplyToMessagingMessageArgs = {
  conversationId: Scalars['ID']['input'];
  input: MessagingMessageInput;
  parentItemId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationReplyToMessagingSpaceTopicArgs = {
  content: Scalars['String']['input'];
  spaceId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationRequestMessagingSpaceAccessArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
  spaceId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationReturnMarketplaceShipmentArgs = {
  orderId: Scalars['String']['input'];
  refund: ShipmentRefundInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationRevokeAutomotiveSubUserKeyArgs = {
  uuid: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationRunJobArgs = {
  jobCollectionName: Scalars['String']['input'];
  jobName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationSetCollectedMetadataSubjectsArgs = {
  collectionId: Scalars['String']['input'];
  guid: Scalars['String']['input'];
  subjectIds: Array<Scalars['String']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationSetMessagingPresenceArgs = {
  input: MessagingPresenceInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationSetMessagingSpaceWelcomeBoxArgs = {
  content: Scalars['String']['input'];
  display?: InputMaybe<Scalars['Boolean']['input']>;
  spaceId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnarchiveMessagingConversationArgs = {
  conversationId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnassignMessagingSpaceLabelsArgs = {
  labelIds: Array<Scalars['ID']['input']>;
  spaceId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnfavoriteMessagingConversationArgs = {
  conversationId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnflagMessagingMessageArgs = {
  conversationId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnflagMessagingSpaceItemArgs = {
  replyId?: InputMaybe<Scalars['ID']['input']>;
  spaceId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnlikeMessagingMessageArgs = {
  conversationId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnlikeMessagingSpaceItemArgs = {
  replyId?: InputMaybe<Scalars['ID']['input']>;
  spaceId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnlinkResearchCollectionNodesArgs = {
  collectionId: Scalars['String']['input'];
  ids: Array<Scalars['String']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnlinkResearchCollectionRegistrationsArgs = {
  collectionId: Scalars['String']['input'];
  ids: Array<Scalars['String']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnmoderateMessagingConversationArgs = {
  conversationId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnpackFileArgs = {
  file: Scalars['File']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnpinMessagingMessageArgs = {
  conversationId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnpinMessagingSpaceTopicArgs = {
  spaceId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateCollectedMetadataArgs = {
  collectionId: Scalars['String']['input'];
  guid: Scalars['String']['input'];
  input: CollectedMetadataInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateDraftRegistrationArgs = {
  id: Scalars['String']['input'];
  input: DraftRegistrationUpdateInput;
  projectId?: InputMaybe<Scalars['String']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateFileStorageAccountArgs = {
  accountName: Scalars['String']['input'];
  input: FileStorageAccountPatchInput;
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateFileStorageCapacityPoolArgs = {
  accountName: Scalars['String']['input'];
  input: CapacityPoolPatchInput;
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateFileStorageSnapshotArgs = {
  accountName: Scalars['String']['input'];
  input: SnapshotPatchInput;
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  snapshotName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
  volumeName: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateFileStorageVolumeArgs = {
  accountName: Scalars['String']['input'];
  input: VolumePatchInput;
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
  volumeName: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMarketplaceProductArgs = {
  changes: MarketplaceProductChangesInput;
  skuSellerId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMarketplaceProductPriceArgs = {
  price: ProductPriceInput;
  skuSellerId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMarketplaceProductPricesArgs = {
  prices: Array<ProductPriceUpdateInput>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMarketplaceProductStatusArgs = {
  active: Scalars['Boolean']['input'];
  skuSellerId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMarketplaceProductStatusesArgs = {
  statuses: Array<ProductStatusUpdateInput>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMarketplaceProductStockArgs = {
  skuSellerId: Scalars['String']['input'];
  stock: ProductStockInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMarketplaceProductStocksArgs = {
  stocks: Array<ProductStockUpdateInput>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMarketplaceTicketStatusArgs = {
  status: TicketStatusChange;
  ticketId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMessagingCommunityArgs = {
  conversationId: Scalars['ID']['input'];
  input: MessagingCommunityUpdateInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMessagingConversationTopicArgs = {
  conversationId: Scalars['ID']['input'];
  topic: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMessagingPresenceWebhookArgs = {
  id: Scalars['ID']['input'];
  input: MessagingPresenceWebhookUpdateInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMessagingProfileArgs = {
  input: MessagingProfileInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMessagingSpaceArgs = {
  input: MessagingSpaceUpdateInput;
  spaceId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMessagingSpaceParticipantRoleArgs = {
  participant: Scalars['ID']['input'];
  role: MessagingSpaceRoleInput;
  spaceId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMessagingSpaceTopicTagsArgs = {
  spaceId: Scalars['ID']['input'];
  tags: Array<Scalars['String']['input']>;
  topicId: Scalars['ID']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateMessagingWebhookArgs = {
  id: Scalars['ID']['input'];
  input: MessagingWebhookUpdateInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateNodeAddonArgs = {
  input: NodeAddonUpdateInput;
  nodeId: Scalars['String']['input'];
  provider: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdatePreprintArgs = {
  id: Scalars['String']['input'];
  input: PreprintUpdateInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateRegistrationArgs = {
  id: Scalars['String']['input'];
  public: Scalars['Boolean']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateResearchCommentArgs = {
  content?: InputMaybe<Scalars['String']['input']>;
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateResearchFileArgs = {
  id: Scalars['String']['input'];
  tags: Array<Scalars['String']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateResearchNodeArgs = {
  id: Scalars['String']['input'];
  input: ResearchNodeUpdateInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateResearchNodeContributorArgs = {
  input: ContributorUpdateInput;
  nodeId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateResearchUserArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
  input: ResearchUserUpdateInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpdateSchemaResponseArgs = {
  id: Scalars['String']['input'];
  input: SchemaResponseUpdateInput;
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

/** A resource name to check, with its type and the resource group it would be created in. */
export type NameAvailabilityInput = {
  /** Resource name to verify. */
  name: Scalars['String']['input'];
  /** The name of the resource group. */
  resourceGroupName: Scalars['String']['input'];
  /** Resource type used for verification. */
  type: FileStorageResourceType;
};

/** A product to load into the marketplace (the spec's `Product`), known afterwards by its `skuSellerId`. */
export type NewMarketplaceProductInput = {
  /** Attributes of this product, important for search; include all relevant ones (at most 200). */
  attributes: Array<MarketplaceProductAttributeInput>;
  /** Brand name (at most 120 characters). */
  brand: Scalars['String']['input'];
  /** Categories of this product (at most 50). */
  categories: Array<Scalars['String']['input']>;
  /** Product description (at most 20,000 characters). */
  description: Scalars['String']['input'];
  /** Package dimensions and weight. */
  dimensions?: InputMaybe<MarketplaceDimensionsInput>;
  /** Gift wrapping. */
  giftWrap?: InputMaybe<MarketplaceGiftWrapInput>;
  /** EAN, ISBN or ASIN codes (at most 20). */
  gtin?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Product image URLs, http or https (https preferred; at most 50). */
  images: Array<Scalars['String']['input']>;
  /** Prices, in cents. */
  price: ProductPriceInput;
  /** SKUs with the same group (colours, sizes...) are shown as one entry. */
  productGroupId?: InputMaybe<Scalars['String']['input']>;
  /** A BrandLovers product id, to suggest an association. */
  productId?: InputMaybe<Scalars['String']['input']>;
  /** Your own unique product id (SKU); once created it cannot be created again. */
  skuSellerId: Scalars['String']['input'];
  /** Units available for sale; each new order reduces it. */
  stock: Scalars['Int']['input'];
  /** Product name as advertised by the manufacturer; how it is shown in the marketplace (at most 300). */
  title: Scalars['String']['input'];
  /** Video URLs, http or https (at most 50). */
  videos?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A trouble ticket to open for an order (the spec's `NewTicket`); a new ticket is `OPEN`. */
export type NewMarketplaceTicketInput = {
  /** Message to the customer. */
  body: Scalars['String']['input'];
  /** The customer concerned. */
  customer?: InputMaybe<MarketplaceCustomerReferenceInput>;
  /** Brief description (at most 500 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Friendly name of the person sending this message (at most 120 characters). */
  from: Scalars['String']['input'];
  /** A first message on the ticket. */
  message?: InputMaybe<TicketReplyInput>;
  /** The order this ticket belongs to (`Order.orderId` or `Order.id`). */
  orderId: Scalars['String']['input'];
  /** Trouble ticket type, as the upstream names it (such as COMPLAINT or QUESTION). */
  type: Scalars['String']['input'];
};

/** A record with a stable identity at its upstream. Its `id` is global and opaque; `Query.node` fetches it again; `upstreamId` is the upstream's own key. */
export type Node = {
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
};

/** An addon as configured on one project. */
export type NodeAddon = Node & {
  __typename?: 'NodeAddon';
  /** Whether or not this node has been configured with an addon folder. */
  configured?: Maybe<Scalars['Boolean']['output']>;
  /** Whether or not this node has a NodeSettings object associated with it. */
  enabled?: Maybe<Scalars['Boolean']['output']>;
  /** The ID of the associated node addon account, if any. */
  externalAccountId?: Maybe<Scalars['String']['output']>;
  /** The ID of the linked folder from the addon provider. */
  folderId?: Maybe<Scalars['String']['output']>;
  /** The folder path of the linked folder from the addon provider. Google Drive specific. */
  folderPath?: Maybe<Scalars['String']['output']>;
  /** Folders of the connected account. */
  folders?: Maybe<AddonFolderConnection>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** A label specific to the addon provider. */
  label?: Maybe<Scalars['String']['output']>;
  /** Whether or not this node is fully authorized to use this node addon. */
  nodeHasAuth?: Maybe<Scalars['Boolean']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
  /** The URL of the linked folder at the addon provider. */
  url?: Maybe<Scalars['String']['output']>;
};


/** An addon as configured on one project. */
export type NodeAddonFoldersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of NodeAddon records (Relay cursor connection). */
export type NodeAddonConnection = {
  __typename?: 'NodeAddonConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<NodeAddonEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of NodeAddon records, with its cursor. */
export type NodeAddonEdge = {
  __typename?: 'NodeAddonEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: NodeAddon;
};

/** An addon's configuration on a project; fields not given stay as they are. */
export type NodeAddonUpdateInput = {
  /** False disconnects the addon from the project. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The connected account to use (`AddonAccount.upstreamId`). */
  externalAccountId?: InputMaybe<Scalars['String']['input']>;
  /** The folder of that account to show on the project. */
  folderId?: InputMaybe<Scalars['String']['input']>;
};

/** A fact about a number. */
export type NumberFact = {
  __typename?: 'NumberFact';
  /** The fact, as a sentence. */
  fact: Scalars['String']['output'];
  /** The number the fact is about. */
  number: Scalars['Int']['output'];
};

/** Today's number and its properties, grouped as the upstream groups them. */
export type NumberOfTheDay = {
  __typename?: 'NumberOfTheDay';
  /** The number in other bases (binary, octal, hexadecimal, ...). */
  bases: Array<NumberProperty>;
  /** General facts: whether it is even, its square root, and so on (upstream `general-facts`). */
  generalFacts: Array<NumberProperty>;
  /** The number's names: cardinal, ordinal, in other languages. */
  names: Array<NumberProperty>;
  /** Today's number. */
  number: Scalars['String']['output'];
  /** The number in other numeral systems (Roman, Chinese, Egyptian, ...). */
  numerals: Array<NumberProperty>;
  /** Facts about primality: whether it is prime, its prime factors (upstream `prime-facts`). */
  primeFacts: Array<NumberProperty>;
  /** Recreational properties, e.g. whether it is a palindrome or a triangle number. */
  recreational: Array<NumberProperty>;
};

/** One named property of a number, e.g. its hexadecimal form or whether it is prime. */
export type NumberProperty = {
  __typename?: 'NumberProperty';
  /** What the property means, when the upstream explains it. */
  description?: Maybe<Scalars['String']['output']>;
  /** The property's label for display, when the upstream gives one. */
  display?: Maybe<Scalars['String']['output']>;
  /** The property's name (its key in the upstream's group when the entry has no name). */
  name: Scalars['String']['output'];
  /** The property's value, as text. */
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

/** A number written in a numeral system. */
export type Numeral = {
  __typename?: 'Numeral';
  /** The number that was converted. */
  number: Scalars['Int']['output'];
  /** The numeral system, e.g. `roman`, `chinese` or `egyptian`. */
  system: Scalars['String']['output'];
  /** The number in that numeral system (Unicode). */
  text: Scalars['String']['output'];
};

/** A customer's order with its items, addresses, freight and shipments. */
export type Order = Node & {
  __typename?: 'Order';
  /** When the order was approved for fulfilment. */
  approvedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The address the order is billed to. */
  billingAddress?: Maybe<OrderAddress>;
  /** Date that this order was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who placed the order. */
  customer?: Maybe<Customer>;
  /** How the order is shipped, and what it costs. */
  freight?: Maybe<Freight>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The items of the order. */
  items: Array<OrderItem>;
  /** Unique Id of this order. */
  orderId: Scalars['String']['output'];
  /** The id the customer sees. */
  orderMarketplaceId?: Maybe<Scalars['String']['output']>;
  /** The seller the order is for. */
  seller?: Maybe<Seller>;
  /** The shipments of the order so far. */
  shipments: Array<Shipment>;
  /** The address the order is shipped to. */
  shippingAddress?: Maybe<OrderAddress>;
  /** Where the order stands. */
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
  /** When the order was last updated. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The marketplace order id (the same as `orderId`). */
  upstreamId: Scalars['ID']['output'];
};

/** A postal address of an order. */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  /** First line: street, avenue... */
  address?: Maybe<Scalars['String']['output']>;
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** Apartment, building, suite. */
  complement?: Maybe<Scalars['String']['output']>;
  /** ISO 3166 alpha-2 country code. */
  countryId?: Maybe<Scalars['String']['output']>;
  /** Address neighbourhood. */
  neighbourhood?: Maybe<Scalars['String']['output']>;
  /** Address number. */
  number?: Maybe<Scalars['String']['output']>;
  /** Recipient Name. */
  recipientName?: Maybe<Scalars['String']['output']>;
  /** Landmarks that help the courier. */
  reference?: Maybe<Scalars['String']['output']>;
  /** State (e.g. a Brazilian state code such as `SP`). */
  state?: Maybe<Scalars['String']['output']>;
  /** Zip Code. */
  zipCode?: Maybe<Scalars['String']['output']>;
};

/** A page of Order records (Relay cursor connection). */
export type OrderConnection = {
  __typename?: 'OrderConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<OrderEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of Order records, with its cursor. */
export type OrderEdge = {
  __typename?: 'OrderEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Order;
};

/** Gift wrapping chosen for an order item. */
export type OrderGiftWrap = {
  __typename?: 'OrderGiftWrap';
  /** Whether gift wrapping is available for this product. */
  available?: Maybe<Scalars['Boolean']['output']>;
  /** The card that goes with the gift, when there is one. */
  giftCard?: Maybe<GiftCard>;
  /** Whether a gift message can go with the wrapping. */
  messageSupport?: Maybe<Scalars['Boolean']['output']>;
  /** Charged for gift wrapping, in cents. */
  value?: Maybe<Scalars['Int']['output']>;
};

/** One product line of an order. */
export type OrderItem = {
  __typename?: 'OrderItem';
  /** How this item is shipped, and what it costs. */
  freight?: Maybe<Freight>;
  /** Gift wrapping of this item, when chosen. */
  giftWrap?: Maybe<OrderGiftWrap>;
  /** Product name. */
  name?: Maybe<Scalars['String']['output']>;
  /** The product behind this item. Null when the record names no SKU or the product does not exist. */
  product?: Maybe<Product>;
  /** Promotions applied to this item; one the upstream sent without its id is null, with an error at its path. */
  promotions: Array<Maybe<Promotion>>;
  /** Unit price in cents. */
  salePrice?: Maybe<Scalars['Int']['output']>;
  /** Whether the item has been shipped. */
  sent?: Maybe<Scalars['Boolean']['output']>;
  /** The product's SKU in the seller's system. */
  skuSellerId?: Maybe<Scalars['String']['output']>;
  /** The marketplace's own id of this record. */
  upstreamId?: Maybe<Scalars['ID']['output']>;
};

/** A quantity of one SKU, within a shipment. */
export type OrderItemReference = {
  __typename?: 'OrderItemReference';
  /** The product shipped. Null when the record names no SKU or the product does not exist. */
  product?: Maybe<Product>;
  /** Quantity of items. */
  quantity?: Maybe<Scalars['Int']['output']>;
  /** The product's SKU in the seller's system. */
  skuSellerId?: Maybe<Scalars['String']['output']>;
};

/** A shipment as the shipped and delivered lists report it. */
export type OrderShipmentStatus = {
  __typename?: 'OrderShipmentStatus';
  /** Problems the marketplace reports about this shipment. */
  errors: Array<MarketplaceError>;
  /** The order items in this shipment. */
  items: Array<OrderItemReference>;
  /** Shippment unique Id. */
  shipmentId?: Maybe<Scalars['String']['output']>;
  /** The shipment's status, as the upstream sent it. */
  status?: Maybe<Scalars['String']['output']>;
  /** Courier tracking URL. */
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

/** A page of OrderShipmentStatus records (Relay cursor connection). */
export type OrderShipmentStatusConnection = {
  __typename?: 'OrderShipmentStatusConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<OrderShipmentStatusEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of OrderShipmentStatus records, with its cursor. */
export type OrderShipmentStatusEdge = {
  __typename?: 'OrderShipmentStatusEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: OrderShipmentStatus;
};

/** Where an order stands. UNKNOWN: a value this gateway does not know yet (see `statusRaw`). */
export type OrderStatus =
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
  | 'SENT'
  /** A value the upstream sent that this gateway does not know yet. */
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

/** Where a page of a connection sits in the whole list (Relay cursor connections). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the last item of this page, to pass as `after`; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more items follow this page: pass `endCursor` as `after` to get them. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether items come before this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the first item of this page; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A YARA rule generated from the strings of a file, without its condition section. */
export type PartialYaraRule = {
  __typename?: 'PartialYaraRule';
  /** The rule's meta section: when it was made and the hashes of the file. */
  meta: PartialYaraRuleMeta;
  /** The rule's name. */
  name: Scalars['String']['output'];
  /** The rule's strings section, drawn from the file. */
  strings: Array<YaraRuleString>;
  /** The rule rendered as YARA source, without a condition: add one before compiling it. */
  text: Scalars['String']['output'];
};

/** The meta section of a generated rule (upstream `meta`). */
export type PartialYaraRuleMeta = {
  __typename?: 'PartialYaraRuleMeta';
  /** When the rule was generated (`date` read as a date-time); null when it cannot be read. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Creation date as the service wrote it. */
  date: Scalars['String']['output'];
  /** MD5 of the file, lowercase hex (upstream `md5sum`). */
  md5: Scalars['String']['output'];
  /** SHA-256 of the file, lowercase hex (upstream `sha256sum`). */
  sha256: Scalars['String']['output'];
  /** SHA-512 of the file, lowercase hex (upstream `sha512sum`). */
  sha512: Scalars['String']['output'];
};

/** State of the last bulk import of participants into a space. */
export type ParticipantImport = {
  __typename?: 'ParticipantImport';
  /** When the import ended. */
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Estimated duration of the import, milliseconds. */
  estimatedDurationMs?: Maybe<Scalars['Float']['output']>;
  /** The id of the file the participants were imported from. */
  fileId?: Maybe<Scalars['String']['output']>;
  /** The name of the file the participants were imported from. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** How many participants have been imported so far. */
  importedParticipants?: Maybe<Scalars['Float']['output']>;
  /** How many participants the file holds. */
  plannedParticipants?: Maybe<Scalars['Float']['output']>;
  /** Percent. */
  progress?: Maybe<Scalars['Float']['output']>;
  /** The file id of the result file. */
  resultFileId?: Maybe<Scalars['String']['output']>;
  /** The name of the result file. */
  resultFileName?: Maybe<Scalars['String']['output']>;
  /** When the import started. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The import's status, as Circuit sent it. */
  status?: Maybe<Scalars['String']['output']>;
};

/** A user who could be added to a space. */
export type ParticipantToAdd = {
  __typename?: 'ParticipantToAdd';
  /** The department of the participant. */
  department?: Maybe<Scalars['String']['output']>;
  /** The first name of the participant. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Whether the user is already a member of the space. */
  isMember?: Maybe<Scalars['Boolean']['output']>;
  /** The job title of the participant. */
  jobTitle?: Maybe<Scalars['String']['output']>;
  /** The last name of the participant. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The uri of the small picture of the participant. */
  smallImageUri?: Maybe<Scalars['String']['output']>;
  /** The tenant id of the participant. */
  tenantId?: Maybe<Scalars['String']['output']>;
  /** The id of the participant. */
  userId: Scalars['ID']['output'];
};

/** A run of the digits of pi. */
export type PiDigits = {
  __typename?: 'PiDigits';
  /** The digits; from position 0 they start "3." */
  digits: Scalars['String']['output'];
  /** The position of the first digit returned. */
  from?: Maybe<Scalars['Int']['output']>;
  /** The position of the last digit returned. */
  to?: Maybe<Scalars['Int']['output']>;
};

/** A pinned item of a conversation. */
export type PinnedTopic = {
  __typename?: 'PinnedTopic';
  /** The conversation the item is pinned in. */
  conversationId?: Maybe<Scalars['ID']['output']>;
  /** The pinned item (GET /conversations/messages/{itemId}). */
  item?: Maybe<ConversationItem>;
  /** The id of the pinned item. */
  itemId?: Maybe<Scalars['ID']['output']>;
  /** When the item was pinned. */
  pinnedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A paper shared before (or alongside) peer review. */
export type Preprint = Node & {
  __typename?: 'Preprint';
  /** The authors of this preprint. */
  bibliographicContributors?: Maybe<ContributorConnection>;
  /** The citation data of this preprint. */
  citation?: Maybe<Citation>;
  /** One contributor by user id. */
  contributor?: Maybe<Contributor>;
  /** People on this preprint. */
  contributors?: Maybe<ContributorConnection>;
  /** When the preprint was created (upstream `date_created`). */
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  /** When the preprint was last modified (upstream `date_modified`). */
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  /** The time at which the preprint was published. */
  datePublished?: Maybe<Scalars['DateTime']['output']>;
  /** When the preprint was withdrawn. */
  dateWithdrawn?: Maybe<Scalars['DateTime']['output']>;
  /** The abstract of the preprint. */
  description?: Maybe<Scalars['String']['output']>;
  /** The DOI of the published article, when the preprint is published. */
  doi?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** Whether or not the preprint is orphaned. A preprint can be orphaned if its primary file was removed from the preprint node. */
  isPreprintOrphan?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the preprint is published. */
  isPublished?: Maybe<Scalars['Boolean']['output']>;
  /** The license the preprint is published under. */
  license?: Maybe<License>;
  /** The copyright holders and year the record gives for its license. */
  licenseRecord?: Maybe<LicenseRecord>;
  /** The project holding supplemental material. */
  node?: Maybe<ResearchNode>;
  /** When the work was first published elsewhere, when it was. */
  originalPublicationDate?: Maybe<Scalars['DateTime']['output']>;
  /** The preprint server it was posted to. */
  provider?: Maybe<PreprintProvider>;
  /** Whether the preprint is publicly visible. */
  public?: Maybe<Scalars['Boolean']['output']>;
  /** Where the preprint is in moderation. */
  reviewsState?: Maybe<PreprintReviewsState>;
  /** `reviewsState` exactly as the upstream sent it, also when it is a value `reviewsState` does not know (UNKNOWN). */
  reviewsStateRaw?: Maybe<Scalars['String']['output']>;
  /** This preprint cited in a style. */
  styledCitation?: Maybe<Citation>;
  /** Tags describing the preprint. */
  tags?: Maybe<Array<Scalars['String']['output']>>;
  /** The title of the preprint. */
  title?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};


/** A paper shared before (or alongside) peer review. */
export type PreprintBibliographicContributorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A paper shared before (or alongside) peer review. */
export type PreprintContributorArgs = {
  userId: Scalars['String']['input'];
};


/** A paper shared before (or alongside) peer review. */
export type PreprintContributorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A paper shared before (or alongside) peer review. */
export type PreprintStyledCitationArgs = {
  style: Scalars['String']['input'];
};

/** A page of Preprint records (Relay cursor connection). */
export type PreprintConnection = {
  __typename?: 'PreprintConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<PreprintEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** A new preprint: the file to publish, the server to publish it on, and the project it comes from. */
export type PreprintCreateInput = {
  /** Abstract (at most 5000 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** DOI of the peer-reviewed article, when there is one. */
  doi?: InputMaybe<Scalars['String']['input']>;
  /** The license (`License.id` or OSF id). */
  licenseId?: InputMaybe<Scalars['String']['input']>;
  /** The paper, a file of the project (`ResearchFile.id` or OSF id). */
  primaryFileId: Scalars['String']['input'];
  /** The project (`ResearchNode.id` or OSF id). */
  projectId: Scalars['String']['input'];
  /** The preprint server (`PreprintProvider.id` or OSF id, e.g. `osf`). */
  providerId: Scalars['String']['input'];
  /** Subjects of the bepress taxonomy (`Taxonomy.id` or OSF ids). */
  subjectIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Title (at most 512 characters). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** One item of a list of Preprint records, with its cursor. */
export type PreprintEdge = {
  __typename?: 'PreprintEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Preprint;
};

/** A preprint server hosted on the OSF. */
export type PreprintProvider = Node & {
  __typename?: 'PreprintProvider';
  /** The HTML representation of the preprint provider's advisory board. */
  advisoryBoard?: Maybe<Scalars['String']['output']>;
  /** Whether the provider accepts submissions. */
  allowSubmissions?: Maybe<Scalars['Boolean']['output']>;
  /** The description of the preprint provider. */
  description?: Maybe<Scalars['String']['output']>;
  /** The preprint provider's domain, if the provider is using a domain for their preprint service. */
  domain?: Maybe<Scalars['String']['output']>;
  /** The preprint provider's support email address. */
  emailSupport?: Maybe<Scalars['String']['output']>;
  /** The OSF id of an example preprint of the provider. */
  example?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** Licenses this server accepts. */
  licenses?: Maybe<LicenseConnection>;
  /** The name of the preprint provider. */
  name?: Maybe<Scalars['String']['output']>;
  /** The word the provider uses for a preprint, e.g. `preprint` or `paper`. */
  preprintWord?: Maybe<Scalars['String']['output']>;
  /** Preprints posted to this server. */
  preprints?: Maybe<PreprintConnection>;
  /** The provider's source name in SHARE. */
  shareSource?: Maybe<Scalars['String']['output']>;
  /** Subjects this server offers. */
  taxonomies?: Maybe<TaxonomyConnection>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};


/** A preprint server hosted on the OSF. */
export type PreprintProviderLicensesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A preprint server hosted on the OSF. */
export type PreprintProviderPreprintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A preprint server hosted on the OSF. */
export type PreprintProviderTaxonomiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of PreprintProvider records (Relay cursor connection). */
export type PreprintProviderConnection = {
  __typename?: 'PreprintProviderConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<PreprintProviderEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of PreprintProvider records, with its cursor. */
export type PreprintProviderEdge = {
  __typename?: 'PreprintProviderEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: PreprintProvider;
};

/** Where a preprint is in moderation. */
export type PreprintReviewsState =
  /** Accepted by the moderators. */
  | 'ACCEPTED'
  /** Not yet submitted for moderation. */
  | 'INITIAL'
  /** Waiting for moderation. */
  | 'PENDING'
  /** Rejected by the moderators. */
  | 'REJECTED'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN'
  /** Withdrawn. */
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

/** Attributes of a preprint to change; those not given stay as they are. */
export type PreprintUpdateInput = {
  /** Abstract (at most 5000 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** DOI of the peer-reviewed article. */
  doi?: InputMaybe<Scalars['String']['input']>;
  /** True publishes it (it cannot be unpublished). */
  isPublished?: InputMaybe<Scalars['Boolean']['input']>;
  /** The license (`License.id` or OSF id). */
  licenseId?: InputMaybe<Scalars['String']['input']>;
  /** Tags, replacing the current ones. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Title (at most 512 characters). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A user's presence: availability, location and status message. */
export type Presence = {
  __typename?: 'Presence';
  /** Until when the user's do-not-disturb state lasts (DND only). */
  dndUntil?: Maybe<Scalars['DateTime']['output']>;
  /** Indicates whether the user has opted out of their presence. */
  isOptedOut?: Maybe<Scalars['Boolean']['output']>;
  /** The latitude of the geo location of the user. */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** The geo location of the user in clear text. */
  locationText?: Maybe<Scalars['String']['output']>;
  /** The longitude of the geo location of the user. */
  longitude?: Maybe<Scalars['Float']['output']>;
  /** Whether the state comes from a mobile device. */
  mobile?: Maybe<Scalars['Boolean']['output']>;
  /** Circuit's `poor` flag of the presence (the spec does not describe it). */
  poor?: Maybe<Scalars['Boolean']['output']>;
  /** The user's availability. */
  state?: Maybe<PresenceState>;
  /** `state` exactly as the upstream sent it, also when it is a value `state` does not know (UNKNOWN). */
  stateRaw?: Maybe<Scalars['String']['output']>;
  /** An optional status message that is displayed instead of the location. */
  statusMessage?: Maybe<Scalars['String']['output']>;
  /** Minutes from UTC. */
  timeZoneOffset?: Maybe<Scalars['Float']['output']>;
  /** The user's id. */
  userId: Scalars['ID']['output'];
};

/** A user's availability. */
export type PresenceState =
  /** Available. */
  | 'AVAILABLE'
  /** Away. */
  | 'AWAY'
  /** Busy. */
  | 'BUSY'
  /** Do not disturb. */
  | 'DND'
  /** Offline. */
  | 'OFFLINE'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN';

/** A presence state a caller may set. */
export type PresenceStateInput =
  /** Sent to the upstream as "AVAILABLE". */
  | 'AVAILABLE'
  /** Sent to the upstream as "AWAY". */
  | 'AWAY'
  /** Sent to the upstream as "BUSY". */
  | 'BUSY'
  /** Sent to the upstream as "DND". */
  | 'DND'
  /** Sent to the upstream as "OFFLINE". */
  | 'OFFLINE';

/** Average, median, standard deviation and population variance of prices of one model. */
export type PriceStatistics = {
  __typename?: 'PriceStatistics';
  /** Mean price. */
  average: Scalars['Float']['output'];
  /** Median price. */
  median: Scalars['Float']['output'];
  /** The model (upstream `name`). */
  modelName: Scalars['String']['output'];
  /** Population variance of the prices. */
  pVariance: Scalars['Float']['output'];
  /** Standard deviation of the prices. */
  stdDev: Scalars['Float']['output'];
};

/** One prime factor of a number and how many times it divides it. */
export type PrimeFactor = {
  __typename?: 'PrimeFactor';
  /** The prime factor. */
  factor: Scalars['Int']['output'];
  /** The multiplicity of the factor. */
  times: Scalars['Int']['output'];
};

/** A product the seller loaded into the marketplace, by the seller's SKU. */
export type Product = Node & {
  __typename?: 'Product';
  /** List of `key` `value` attributes of this product. They matter for search. */
  attributes: Array<ProductAttribute>;
  /** Brand name. */
  brand?: Maybe<Scalars['String']['output']>;
  /** Array of categories associated with this product. */
  categories?: Maybe<Array<Scalars['String']['output']>>;
  /** Product text description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Package dimensions and weight. */
  dimensions?: Maybe<ProductDimensions>;
  /** Problems the marketplace reports about this product. */
  errors: Array<MarketplaceError>;
  /** Whether the product can be gift-wrapped. */
  giftWrap?: Maybe<ProductGiftWrap>;
  /** EAN, ISBN or ASIN codes. */
  gtin?: Maybe<Array<Scalars['String']['output']>>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** List of valid Product image URLs. HTTP or HTTPS are valid. */
  images?: Maybe<Array<Scalars['String']['output']>>;
  /** The product's prices. */
  price?: Maybe<ProductPrice>;
  /** SKUs with the same group (colours, sizes...) are shown as one entry. */
  productGroupId?: Maybe<Scalars['String']['output']>;
  /** The product's SKU in the seller's system. */
  skuSellerId: Scalars['String']['output'];
  /** Where the product stands in the marketplace. */
  status?: Maybe<ProductListingStatus>;
  /** The status exactly as the upstream sent it. */
  statusRaw?: Maybe<Scalars['String']['output']>;
  /** Units available for sale. */
  stock?: Maybe<Scalars['Int']['output']>;
  /** The product's name as the marketplace shows it. */
  title?: Maybe<Scalars['String']['output']>;
  /** The product's SKU in the seller's system (the same as `skuSellerId`). */
  upstreamId: Scalars['ID']['output'];
  /** URLs of videos of the product. */
  videos?: Maybe<Array<Scalars['String']['output']>>;
};

/** A key/value attribute of a product (used for search). */
export type ProductAttribute = {
  __typename?: 'ProductAttribute';
  /** Attribute name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Attribute value. */
  value?: Maybe<Scalars['String']['output']>;
};

/** A page of Product records (Relay cursor connection). */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ProductEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** Package dimensions and weight of a product. */
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

/** One item of a list of Product records, with its cursor. */
export type ProductEdge = {
  __typename?: 'ProductEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Product;
};

/** Whether a product can be gift-wrapped. */
export type ProductGiftWrap = {
  __typename?: 'ProductGiftWrap';
  /** Flag that defines if this product is eligible for giftwrapping. */
  available?: Maybe<Scalars['Boolean']['output']>;
  /** Flag that defines if seller supports giftwrapp with a message. */
  messageSupport?: Maybe<Scalars['Boolean']['output']>;
  /** Charged for gift wrapping, in cents. */
  value?: Maybe<Scalars['Int']['output']>;
};

/** An image of a product. */
export type ProductImage = {
  __typename?: 'ProductImage';
  /** Whether this is the product's main image. */
  main?: Maybe<Scalars['Boolean']['output']>;
  /** Image format. */
  type?: Maybe<Scalars['String']['output']>;
  /** Image URL. */
  url?: Maybe<Scalars['String']['output']>;
};

/** A page where the product is for sale. */
export type ProductListing = {
  __typename?: 'ProductListing';
  /** The product's SKU in the seller's system. */
  skuSellerId?: Maybe<Scalars['String']['output']>;
  /** The product's page on the marketplace's site. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Where a product stands in the marketplace. UNKNOWN: a value this gateway does not know yet (see `statusRaw`). */
export type ProductListingStatus =
  /** Approved for sale. */
  | 'APPROVED'
  /** Declined by the marketplace. */
  | 'DECLINED'
  /** Newly sent, not yet reviewed. */
  | 'NEW'
  /** Under review. */
  | 'PENDING'
  /** On sale. */
  | 'SELLING'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN';

/** Prices in cents. */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  /** List price (MSRP), in cents. */
  default?: Maybe<Scalars['Int']['output']>;
  /** The price offered to the customer, in cents. */
  offer?: Maybe<Scalars['Int']['output']>;
};

/** Prices in cents (one real is 100). */
export type ProductPriceInput = {
  /** List price (MSRP), in cents. */
  default: Scalars['Int']['input'];
  /** The price offered to customers, in cents. */
  offer: Scalars['Int']['input'];
};

/** New prices of one SKU, in a bulk update. */
export type ProductPriceUpdateInput = {
  /** The new prices. */
  price: ProductPriceInput;
  /** The seller's SKU (or `Product.id`). */
  skuSellerId: Scalars['String']['input'];
};

/** The marketplace status of one product, with its price and stock. */
export type ProductStatus = {
  __typename?: 'ProductStatus';
  /** Problems the marketplace reports about this product. */
  errors: Array<MarketplaceError>;
  /** The product's prices. */
  price?: Maybe<ProductPrice>;
  /** The product this status is of. Null when the record names no SKU or the product does not exist. */
  product?: Maybe<Product>;
  /** Unique Product Id (SKU) in the seller system. */
  skuSellerId: Scalars['String']['output'];
  /** Product status in the marketplace. */
  status?: Maybe<ProductListingStatus>;
  /** `status` exactly as the upstream sent it, also when it is a value `status` does not know (UNKNOWN). */
  statusRaw?: Maybe<Scalars['String']['output']>;
  /** Units available for sale; each new order reduces it. */
  stock?: Maybe<Scalars['Int']['output']>;
};

/** A page of ProductStatus records (Relay cursor connection). */
export type ProductStatusConnection = {
  __typename?: 'ProductStatusConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ProductStatusEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of ProductStatus records, with its cursor. */
export type ProductStatusEdge = {
  __typename?: 'ProductStatusEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: ProductStatus;
};

/** Whether one SKU is for sale, in a bulk update. */
export type ProductStatusUpdateInput = {
  /** True: for sale; false: withdrawn. */
  active: Scalars['Boolean']['input'];
  /** The seller's SKU (or `Product.id`). */
  skuSellerId: Scalars['String']['input'];
};

/** Inventory of one SKU; a product with no stock is not for sale. */
export type ProductStockInput = {
  /** Seconds needed to prepare the product (added to the delivery estimate); default 0. */
  crossDockingTime?: InputMaybe<Scalars['Int']['input']>;
  /** Units available. */
  quantity: Scalars['Int']['input'];
};

/** New inventory of one SKU, in a bulk update. */
export type ProductStockUpdateInput = {
  /** The seller's SKU (or `Product.id`). */
  skuSellerId: Scalars['String']['input'];
  /** The new inventory. */
  stock: ProductStockInput;
};

/** A promotion applied to an order item. */
export type Promotion = {
  __typename?: 'Promotion';
  /** Discount in cents. */
  amount?: Maybe<Scalars['Int']['output']>;
  /** Promotion name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Promotion type. */
  type?: Maybe<Scalars['String']['output']>;
  /** The marketplace's id of the promotion. */
  upstreamId: Scalars['ID']['output'];
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
  /** A record by its global id; null when the upstream has no such record. */
  node?: Maybe<Node>;
  /** Records by their global ids, in the order asked (null where none exists); ids of one type are fetched together, in one upstream call where the upstream has a batch lookup. At most 100 ids. */
  nodes: Array<Maybe<Node>>;
  /** Number facts, conversions and checks (math.tools Numbers API). */
  numbers: NumbersQuery;
  /** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
  research: ResearchQuery;
  /** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
  scheduler: SchedulerQuery;
};


/** Each service is a namespace field: `{ numbers { ... } }`. */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** Each service is a namespace field: `{ numbers { ... } }`. */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/** Random integers drawn by the upstream. */
export type RandomNumbers = {
  __typename?: 'RandomNumbers';
  /** The upper bound the numbers were drawn under. */
  max?: Maybe<Scalars['Int']['output']>;
  /** The lower bound the numbers were drawn from. */
  min?: Maybe<Scalars['Int']['output']>;
  /** The numbers drawn. */
  numbers: Array<Scalars['Int']['output']>;
  /** How many numbers were asked for. */
  requested?: Maybe<Scalars['Int']['output']>;
  /** How many numbers came back. */
  returned?: Maybe<Scalars['Int']['output']>;
};

/** A safety recall reported to the NHTSA. */
export type Recall = {
  __typename?: 'Recall';
  /** The NHTSA campaign number (upstream `NHTSACampaignNumber`). */
  campaignNumber?: Maybe<Scalars['String']['output']>;
  /** The component concerned. */
  component?: Maybe<Scalars['String']['output']>;
  /** What may happen if the defect is not fixed. */
  consequence?: Maybe<Scalars['String']['output']>;
  /** The manufacturer that filed the recall. */
  manufacturer?: Maybe<Scalars['String']['output']>;
  /** How the defect is fixed. */
  remedy?: Maybe<Scalars['String']['output']>;
  /** When the NHTSA received the report. */
  reportReceivedDate?: Maybe<Scalars['DateTime']['output']>;
  /** What the defect is. */
  summary?: Maybe<Scalars['String']['output']>;
};

/** The unit a recurrence is counted in. */
export type RecurrenceFrequency =
  /** Days (upstream `Day`). */
  | 'DAY'
  /** Hours (upstream `Hour`). */
  | 'HOUR'
  /** Minutes (upstream `Minute`). */
  | 'MINUTE'
  /** Months (upstream `Month`). */
  | 'MONTH'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN'
  /** Weeks (upstream `Week`). */
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

/** The vehicle a registration certificate is for. */
export type RegisteredVehicle = {
  __typename?: 'RegisteredVehicle';
  /** The chassis number (attribute `chasisNo`). */
  chassisNumber?: Maybe<Scalars['String']['output']>;
  /** Colour, as the issuer writes it. */
  color?: Maybe<Scalars['String']['output']>;
  /** Engine capacity, cubic centimetres, as written. */
  cubicCapacity?: Maybe<Scalars['String']['output']>;
  /** Number of cylinders, as written. */
  cylinders?: Maybe<Scalars['String']['output']>;
  /** The engine number (attribute `engineNo`). */
  engineNumber?: Maybe<Scalars['String']['output']>;
  /** When the vehicle's fitness certificate expires (attribute `fitTill`). */
  fitnessValidUntil?: Maybe<Scalars['DateTime']['output']>;
  /** Fuel, as the issuer writes it (attribute `fuelDesc`). */
  fuel?: Maybe<Scalars['String']['output']>;
  /** Manufacturer. */
  make?: Maybe<Scalars['String']['output']>;
  /** Month and year of manufacture as written, e.g. 03/2015. */
  manufactured?: Maybe<Scalars['String']['output']>;
  /** Model. */
  model?: Maybe<Scalars['String']['output']>;
  /** Seats, as written. */
  seatingCapacity?: Maybe<Scalars['String']['output']>;
  /** Sleeper berths, as written. */
  sleeperCapacity?: Maybe<Scalars['String']['output']>;
  /** Standing places, as written. */
  standingCapacity?: Maybe<Scalars['String']['output']>;
  /** Unladen weight, kilograms, as written. */
  unladenWeight?: Maybe<Scalars['String']['output']>;
  /** e.g. Motor Car(LMV). */
  vehicleClass?: Maybe<Scalars['String']['output']>;
  /** Wheelbase, millimetres, as written. */
  wheelbase?: Maybe<Scalars['String']['output']>;
};

/** A frozen, timestamped copy of a project. */
export type Registration = Node & {
  __typename?: 'Registration';
  /** The category of the registered project or component. */
  category?: Maybe<ResearchNodeCategory>;
  /** `category` exactly as the upstream sent it, also when it is a value `category` does not know (UNKNOWN). */
  categoryRaw?: Maybe<Scalars['String']['output']>;
  /** Components of this record. */
  children?: Maybe<RegistrationConnection>;
  /** This registration cited in a style. */
  citation?: Maybe<Citation>;
  /** Styles this registration can be cited in. */
  citations?: Maybe<CitationStyleConnection>;
  /** Whether or not this registration represents a collection. This value should always be `false`. */
  collection?: Maybe<Scalars['Boolean']['output']>;
  /** Comments on this record. */
  comments?: Maybe<ResearchCommentConnection>;
  /** One contributor by user id. */
  contributor?: Maybe<Contributor>;
  /** People on this record. */
  contributors?: Maybe<ContributorConnection>;
  /** A list of strings representing the permissions for the current user on this registration. Valid permissions are "admin", "read", and "write". */
  currentUserPermissions?: Maybe<Array<Scalars['String']['output']>>;
  /** A citation the contributors wrote themselves, when there is one. */
  customCitation?: Maybe<Scalars['String']['output']>;
  /** When the registration was created (upstream `date_created`). */
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  /** When the registration was last modified (upstream `date_modified`). */
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  /** The time at which this registration was created. */
  dateRegistered?: Maybe<Scalars['DateTime']['output']>;
  /** The description of the registered node. */
  description?: Maybe<Scalars['String']['output']>;
  /** The time at which the embargo on this registration will be lifted and the registration will become public. */
  embargoEndDate?: Maybe<Scalars['DateTime']['output']>;
  /** Storage providers of this record (each a folder). */
  files?: Maybe<ResearchFileConnection>;
  /** Whether or not this registration represents a fork of another node. */
  fork?: Maybe<Scalars['Boolean']['output']>;
  /** Forks of this record. */
  forks?: Maybe<ResearchNodeConnection>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
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
  /** Whether or not the embargo associated with this registration is pending approval from project administrators. */
  pendingEmbargoApproval?: Maybe<Scalars['Boolean']['output']>;
  /** Whether or not the registration is pending approval from project administrators. */
  pendingRegistrationApproval?: Maybe<Scalars['Boolean']['output']>;
  /** Whether or not the registration is pending approval for withdrawal from project administrators. */
  pendingWithdrawal?: Maybe<Scalars['Boolean']['output']>;
  /** Whether or not a preprint has been created from this node, or if this node was created for a preprint. */
  preprint?: Maybe<Scalars['Boolean']['output']>;
  /** Whether or not the registration is publicly visible. */
  public?: Maybe<Scalars['Boolean']['output']>;
  /** Who registered it. */
  registeredBy?: Maybe<ResearchUser>;
  /** The project this registration froze. */
  registeredFrom?: Maybe<ResearchNode>;
  /** The answers to the registration schema, keyed by its questions: their shape is the schema's, so the spec gives none (JSON). */
  registeredMeta?: Maybe<Scalars['JSON']['output']>;
  /** Whether or not this is a registration. This value should always be `true`. */
  registration?: Maybe<Scalars['Boolean']['output']>;
  /** The form it was made with. */
  registrationSchema?: Maybe<RegistrationSchema>;
  /** The name of the registration schema the registration follows. */
  registrationSupplement?: Maybe<Scalars['String']['output']>;
  /** The top-level project of this record. */
  root?: Maybe<Registration>;
  /** One file by provider and path (the path without its leading "/"). */
  storedFile?: Maybe<ResearchFile>;
  /** Files at the top of a storage provider (default "osfstorage"). */
  storedFiles?: Maybe<ResearchFileConnection>;
  /** A list of strings that describe the registered node. */
  tags?: Maybe<Array<Scalars['String']['output']>>;
  /** The title of the registered node. */
  title?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
  /** One view-only link of this registration. */
  viewOnlyLink?: Maybe<ViewOnlyLink>;
  /** Secret read-only links (administrators only). */
  viewOnlyLinks?: Maybe<ViewOnlyLinkConnection>;
  /** Wiki pages of this record. */
  wikis?: Maybe<WikiConnection>;
  /** The reasoning for why this registration was withdrawn, as entered by the administrator that initiated the withdrawal. */
  withdrawalJustification?: Maybe<Scalars['String']['output']>;
  /** Whether or not this registration has been withdrawn. */
  withdrawn?: Maybe<Scalars['Boolean']['output']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationChildrenArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationContributorArgs = {
  userId: Scalars['String']['input'];
};


/** A frozen, timestamped copy of a project. */
export type RegistrationContributorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  bibliographic?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationFilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationForksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationIdentifiersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationInstitutionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationLinkedNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationLogsArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationStoredFileArgs = {
  path: Scalars['String']['input'];
  provider: Scalars['String']['input'];
};


/** A frozen, timestamped copy of a project. */
export type RegistrationStoredFilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  provider?: InputMaybe<Scalars['String']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationViewOnlyLinkArgs = {
  linkId: Scalars['String']['input'];
};


/** A frozen, timestamped copy of a project. */
export type RegistrationViewOnlyLinksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationWikisArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A page of Registration records (Relay cursor connection). */
export type RegistrationConnection = {
  __typename?: 'RegistrationConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<RegistrationEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of Registration records, with its cursor. */
export type RegistrationEdge = {
  __typename?: 'RegistrationEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Registration;
};

/** A form registrations are filled in with. */
export type RegistrationSchema = Node & {
  __typename?: 'RegistrationSchema';
  /** Whether new registrations can use the schema. */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** What the schema is for. */
  description?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The name of the schema. */
  name?: Maybe<Scalars['String']['output']>;
  /** The schema's version. */
  schemaVersion?: Maybe<Scalars['Int']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};

/** A page of RegistrationSchema records (Relay cursor connection). */
export type RegistrationSchemaConnection = {
  __typename?: 'RegistrationSchemaConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<RegistrationSchemaEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of RegistrationSchema records, with its cursor. */
export type RegistrationSchemaEdge = {
  __typename?: 'RegistrationSchemaEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: RegistrationSchema;
};

/** A moderation step taken on a preprint. */
export type ResearchAction = Node & {
  __typename?: 'ResearchAction';
  /** The comment that came with the action. */
  comment?: Maybe<Scalars['String']['output']>;
  /** Who took the action. */
  creator?: Maybe<ResearchUser>;
  /** When the action was created (upstream `date_created`). */
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  /** When the action was last modified (upstream `date_modified`). */
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  /** The state before the action. */
  fromState?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The server whose moderators acted. */
  provider?: Maybe<PreprintProvider>;
  /** The preprint the action was taken on. */
  target?: Maybe<Preprint>;
  /** The state after the action. */
  toState?: Maybe<Scalars['String']['output']>;
  /** What the action did. */
  trigger?: Maybe<ResearchActionTrigger>;
  /** `trigger` exactly as the upstream sent it, also when it is a value `trigger` does not know (UNKNOWN). */
  triggerRaw?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};

/** A page of ResearchAction records (Relay cursor connection). */
export type ResearchActionConnection = {
  __typename?: 'ResearchActionConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ResearchActionEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of ResearchAction records, with its cursor. */
export type ResearchActionEdge = {
  __typename?: 'ResearchActionEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: ResearchAction;
};

/** Sort orders of the list: by date_created, ascending or descending. */
export type ResearchActionSort =
  /** By date created, ascending (`sort=date_created`). */
  | 'DATE_CREATED_ASC'
  /** By date created, descending (`sort=-date_created`). */
  | 'DATE_CREATED_DESC';

/** What a moderation action did. */
export type ResearchActionTrigger =
  /** Accepted the submission. */
  | 'ACCEPT'
  /** Edited the action's comment. */
  | 'EDIT_COMMENT'
  /** Rejected the submission. */
  | 'REJECT'
  /** Asked for the record to be withdrawn. */
  | 'REQUEST_WITHDRAWAL'
  /** Submitted for moderation. */
  | 'SUBMIT'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN'
  /** Withdrew the record. */
  | 'WITHDRAW';

/** A curated set of projects and preprints. */
export type ResearchCollection = Node & {
  __typename?: 'ResearchCollection';
  /** Whether the collection holds a user's bookmarks. */
  bookmarks?: Maybe<Scalars['Boolean']['output']>;
  /** How the collection describes its items. */
  collectedMetadata?: Maybe<CollectedMetadataConnection>;
  /** The collection's description of one item. */
  collectedMetadataFor?: Maybe<CollectedMetadata>;
  /** The values `collectedType` may take for items of this collection. */
  collectedTypeChoices?: Maybe<Array<Scalars['String']['output']>>;
  /** When the collection was created (upstream `date_created`). */
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  /** When the collection was last modified (upstream `date_modified`). */
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** Whether the collection is promoted on the OSF. */
  isPromoted?: Maybe<Scalars['Boolean']['output']>;
  /** This attribute indicates if a collection is viewable to a user with no special permissions. */
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
  /** The values `status` may take for items of this collection. */
  statusChoices?: Maybe<Array<Scalars['String']['output']>>;
  /** The title of the collection. */
  title?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};


/** A curated set of projects and preprints. */
export type ResearchCollectionCollectedMetadataArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A curated set of projects and preprints. */
export type ResearchCollectionCollectedMetadataForArgs = {
  guid: Scalars['String']['input'];
};


/** A curated set of projects and preprints. */
export type ResearchCollectionLinkedNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A curated set of projects and preprints. */
export type ResearchCollectionLinkedPreprintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A curated set of projects and preprints. */
export type ResearchCollectionLinkedRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A page of ResearchCollection records (Relay cursor connection). */
export type ResearchCollectionConnection = {
  __typename?: 'ResearchCollectionConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ResearchCollectionEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of ResearchCollection records, with its cursor. */
export type ResearchCollectionEdge = {
  __typename?: 'ResearchCollectionEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
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
export type ResearchComment = Node & {
  __typename?: 'ResearchComment';
  /** Whether or not the current user has permission to edit this comment. */
  canEdit?: Maybe<Scalars['Boolean']['output']>;
  /** The content of the comment. */
  content?: Maybe<Scalars['String']['output']>;
  /** When the comment was created (upstream `date_created`). */
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  /** When the comment was last modified (upstream `date_modified`). */
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  /** Whether or not the comment is deleted. */
  deleted?: Maybe<Scalars['Boolean']['output']>;
  /** Whether or not the comment has replies. */
  hasChildren?: Maybe<Scalars['Boolean']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** Whether or not the comment is flagged or confirmed spam. */
  isAbuse?: Maybe<Scalars['Boolean']['output']>;
  /** Whether or not the comment has been edited. */
  modified?: Maybe<Scalars['Boolean']['output']>;
  /** The page type the comment is on, e.g. `node`, `registration`, `wiki`, `files`. */
  page?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
  /** Who wrote the comment. */
  user?: Maybe<ResearchUser>;
};

/** A page of ResearchComment records (Relay cursor connection). */
export type ResearchCommentConnection = {
  __typename?: 'ResearchCommentConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ResearchCommentEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of ResearchComment records, with its cursor. */
export type ResearchCommentEdge = {
  __typename?: 'ResearchCommentEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: ResearchComment;
};

/** What a contributor may do with the record. */
export type ResearchContributorPermission =
  /** Sent to the upstream as "admin". */
  | 'ADMIN'
  /** Sent to the upstream as "read". */
  | 'READ'
  /** Sent to the upstream as "write". */
  | 'WRITE';

/** A record the OSF deleted. */
export type ResearchDeletion = {
  __typename?: 'ResearchDeletion';
  /** The global id the record had (`Query.node` now answers null for it). */
  deletedId: Scalars['ID']['output'];
  /** The OSF's own id of the deleted record. */
  upstreamId: Scalars['ID']['output'];
};

/** A file or folder in a storage provider of a record. */
export type ResearchFile = Node & {
  __typename?: 'ResearchFile';
  /** Version number of the file. */
  currentVersion?: Maybe<Scalars['Int']['output']>;
  /** When the file was created (upstream `date_created`). */
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  /** When the file was last modified (upstream `date_modified`). */
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  /** Checksums and download count of the file; null when the upstream sends none. */
  extra?: Maybe<ResearchFileExtra>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The kind of files object it is (`file` or `folder`). */
  kind?: Maybe<Scalars['String']['output']>;
  /** Unix-style path to the file relative to the provider root. */
  materializedPath?: Maybe<Scalars['String']['output']>;
  /** Name of the file. */
  name?: Maybe<Scalars['String']['output']>;
  /** The file's path at its storage provider. */
  path?: Maybe<Scalars['String']['output']>;
  /** The id of the file provider (e.g., `osfstorage`). */
  provider?: Maybe<Scalars['String']['output']>;
  /** Size of the file in bytes. */
  size?: Maybe<Scalars['Int']['output']>;
  /** Tags describing the file. */
  tags?: Maybe<Array<Scalars['String']['output']>>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
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
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of ResearchFile records (Relay cursor connection). */
export type ResearchFileConnection = {
  __typename?: 'ResearchFileConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ResearchFileEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of ResearchFile records, with its cursor. */
export type ResearchFileEdge = {
  __typename?: 'ResearchFileEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: ResearchFile;
};

/** Provider details of a file (OSF `extra`): its checksums and download count; any part may be absent. */
export type ResearchFileExtra = {
  __typename?: 'ResearchFileExtra';
  /** How often the file was downloaded. */
  downloads?: Maybe<Scalars['Int']['output']>;
  /** Checksums of the content (folders and some providers have none). */
  hashes?: Maybe<ResearchFileHashes>;
};

/** Checksums of the stored file, as the storage provider reports them. */
export type ResearchFileHashes = {
  __typename?: 'ResearchFileHashes';
  /** MD5 of the content, hexadecimal. */
  md5?: Maybe<Scalars['String']['output']>;
  /** SHA-256 of the content, hexadecimal. */
  sha256?: Maybe<Scalars['String']['output']>;
};

/** One stored version of a file. */
export type ResearchFileVersion = Node & {
  __typename?: 'ResearchFileVersion';
  /** MIME content-type for the file (null if unavailable). */
  contentType?: Maybe<Scalars['String']['output']>;
  /** When the file version was created (upstream `date_created`). */
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The file's name in this version. */
  name?: Maybe<Scalars['String']['output']>;
  /** Size of the file in bytes. */
  size?: Maybe<Scalars['Int']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};

/** A page of ResearchFileVersion records (Relay cursor connection). */
export type ResearchFileVersionConnection = {
  __typename?: 'ResearchFileVersionConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ResearchFileVersionEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of ResearchFileVersion records, with its cursor. */
export type ResearchFileVersionEdge = {
  __typename?: 'ResearchFileVersionEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: ResearchFileVersion;
};

/** A persistent identifier of a record (DOI, ARK). */
export type ResearchIdentifier = {
  __typename?: 'ResearchIdentifier';
  /** The category of the identifier. */
  category?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
  /** The identifier value itself. */
  value?: Maybe<Scalars['String']['output']>;
};

/** A page of ResearchIdentifier records (Relay cursor connection). */
export type ResearchIdentifierConnection = {
  __typename?: 'ResearchIdentifierConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ResearchIdentifierEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of ResearchIdentifier records, with its cursor. */
export type ResearchIdentifierEdge = {
  __typename?: 'ResearchIdentifierEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: ResearchIdentifier;
};

/** One change recorded on a project. */
export type ResearchLog = Node & {
  __typename?: 'ResearchLog';
  /** The kind of action logged, e.g. `project_created`. */
  action?: Maybe<Scalars['String']['output']>;
  /** The date and time at which the log was created. */
  date?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The project the change was made on. */
  node?: Maybe<ResearchNode>;
  /** The parameters of the change (the project, the file, the addon, the contributors... as the action has them). The spec names about 40 of them, each declared a string while its examples send objects and lists, and which are present depends on the action: passed on as the upstream sends them (JSON). */
  params?: Maybe<Scalars['JSON']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
  /** Who made the change. */
  user?: Maybe<ResearchUser>;
};

/** A page of ResearchLog records (Relay cursor connection). */
export type ResearchLogConnection = {
  __typename?: 'ResearchLogConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ResearchLogEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of ResearchLog records, with its cursor. */
export type ResearchLogEdge = {
  __typename?: 'ResearchLogEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: ResearchLog;
};

/** Sort orders of the list: by name, ascending or descending. */
export type ResearchNameSort =
  /** By name, ascending (`sort=name`). */
  | 'NAME_ASC'
  /** By name, descending (`sort=-name`). */
  | 'NAME_DESC';

/** A project or component. */
export type ResearchNode = Node & {
  __typename?: 'ResearchNode';
  /** One configured addon (e.g. "github"). */
  addon?: Maybe<NodeAddon>;
  /** Addons configured on this project. */
  addons?: Maybe<NodeAddonConnection>;
  /** The category of the node, as selected by project contributors. */
  category?: Maybe<ResearchNodeCategory>;
  /** `category` exactly as the upstream sent it, also when it is a value `category` does not know (UNKNOWN). */
  categoryRaw?: Maybe<Scalars['String']['output']>;
  /** Components of this record. */
  children?: Maybe<ResearchNodeConnection>;
  /** The citation data of this project. */
  citation?: Maybe<Citation>;
  /** Whether or not this node represents a collection. This value should always be `false`. */
  collection?: Maybe<Scalars['Boolean']['output']>;
  /** Comments on this record. */
  comments?: Maybe<ResearchCommentConnection>;
  /** One contributor by user id. */
  contributor?: Maybe<Contributor>;
  /** People on this record. */
  contributors?: Maybe<ContributorConnection>;
  /** A list of strings representing the permissions for the current user on this node. Valid permissions are "admin", "read", and "write". */
  currentUserPermissions?: Maybe<Array<Scalars['String']['output']>>;
  /** A citation the contributors wrote themselves, when there is one. */
  customCitation?: Maybe<Scalars['String']['output']>;
  /** When the node was created (upstream `date_created`). */
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  /** When the node was last modified (upstream `date_modified`). */
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  /** The description of the node. */
  description?: Maybe<Scalars['String']['output']>;
  /** One draft registration of this project. */
  draftRegistration?: Maybe<DraftRegistration>;
  /** Draft registrations of this project. */
  draftRegistrations?: Maybe<DraftRegistrationConnection>;
  /** A storage provider of this project, as a folder. */
  fileProvider?: Maybe<ResearchFile>;
  /** Storage providers of this record (each a folder). */
  files?: Maybe<ResearchFileConnection>;
  /** Whether or not this node represents a fork of another node. */
  fork?: Maybe<Scalars['Boolean']['output']>;
  /** Forks of this record. */
  forks?: Maybe<ResearchNodeConnection>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
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
  /** Whether or not a preprint has been created from this node, or if this node was created for a preprint. */
  preprint?: Maybe<Scalars['Boolean']['output']>;
  /** Preprints of this project. */
  preprints?: Maybe<PreprintConnection>;
  /** Whether or not the node is publicly visible. This field is only editable by project administrators. */
  public?: Maybe<Scalars['Boolean']['output']>;
  /** Whether or not the node represents a registration. This value should always be `false`. */
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
  /** A list of strings that describe this node, as entered by project contributors. */
  tags?: Maybe<Array<Scalars['String']['output']>>;
  /** The title of the node. */
  title?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
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
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeChildrenArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A project or component. */
export type ResearchNodeCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeContributorArgs = {
  userId: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeContributorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  bibliographic?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeDraftRegistrationArgs = {
  draftId: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeDraftRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeFileProviderArgs = {
  provider: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeFilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeForksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A project or component. */
export type ResearchNodeIdentifiersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeInstitutionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeLinkedNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A project or component. */
export type ResearchNodeLogsArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodePreprintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  first?: InputMaybe<Scalars['Int']['input']>;
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
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeWikisArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** What a project or component is. */
export type ResearchNodeCategory =
  /** Analysis. */
  | 'ANALYSIS'
  /** Communication. */
  | 'COMMUNICATION'
  /** Data. */
  | 'DATA'
  /** Hypothesis. */
  | 'HYPOTHESIS'
  /** Instrumentation. */
  | 'INSTRUMENTATION'
  /** Methods and measures. */
  | 'METHODS_AND_MEASURES'
  /** Other. */
  | 'OTHER'
  /** Procedure. */
  | 'PROCEDURE'
  /** A project. */
  | 'PROJECT'
  /** Software. */
  | 'SOFTWARE'
  /** A value the upstream sent that this gateway does not know yet. */
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

/** A page of ResearchNode records (Relay cursor connection). */
export type ResearchNodeConnection = {
  __typename?: 'ResearchNodeConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ResearchNodeEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** A new project or component (`nodes` attributes). */
export type ResearchNodeCreateInput = {
  /** What it is. */
  category: ResearchNodeCategoryInput;
  /** Description (at most 5000 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether everyone may see it (default: private). */
  public?: InputMaybe<Scalars['Boolean']['input']>;
  /** Tags (at most 100, each at most 128 characters). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A project to copy the structure of (`ResearchNode.id` or its OSF id). */
  templateFrom?: InputMaybe<Scalars['String']['input']>;
  /** Title (at most 512 characters). */
  title: Scalars['String']['input'];
};

/** One item of a list of ResearchNode records, with its cursor. */
export type ResearchNodeEdge = {
  __typename?: 'ResearchNodeEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
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

/** Attributes of a project or component to change; those not given stay as they are. */
export type ResearchNodeUpdateInput = {
  /** What it is. */
  category?: InputMaybe<ResearchNodeCategoryInput>;
  /** Description (at most 5000 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether everyone may see it. */
  public?: InputMaybe<Scalars['Boolean']['input']>;
  /** The tags, replacing the current ones. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Title (at most 512 characters). */
  title?: InputMaybe<Scalars['String']['input']>;
};

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
  first?: InputMaybe<Scalars['Int']['input']>;
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
  categories?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryCitationStyleArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryCitationStylesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryCollectionArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryCollectionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  first?: InputMaybe<Scalars['Int']['input']>;
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
  first?: InputMaybe<Scalars['Int']['input']>;
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
  first?: InputMaybe<Scalars['Int']['input']>;
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
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  first?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ResearchNameSort>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryPreprintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryTaxonomiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  familyName?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
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
  /** The API's welcome message. */
  message?: Maybe<Scalars['String']['output']>;
  /** The API version. */
  version?: Maybe<Scalars['String']['output']>;
};

/** A person with an OSF account. */
export type ResearchUser = Node & {
  __typename?: 'ResearchUser';
  /** Whether the account is active. */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** One connected addon (e.g. "github"). */
  addon?: Maybe<UserAddon>;
  /** Addons the user has connected (the token holder's own only). */
  addons?: Maybe<UserAddonConnection>;
  /** The time at which the user registered their account. */
  dateRegistered?: Maybe<Scalars['DateTime']['output']>;
  /** Education on the user's profile; entries that are not objects are left out. */
  education: Array<ResearchUserEducation>;
  /** Positions on the user's profile; entries that are not objects are left out. */
  employment: Array<ResearchUserEmployment>;
  /** The family name of the user, used for bibliographic citations. */
  familyName?: Maybe<Scalars['String']['output']>;
  /** The full name of the user, used for display on the OSF. */
  fullName?: Maybe<Scalars['String']['output']>;
  /** The given name of the user, used for bibliographic citations. */
  givenName?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** Institutions of this user. */
  institutions?: Maybe<InstitutionConnection>;
  /** The user's locale, e.g. 'en_US'. */
  locale?: Maybe<Scalars['String']['output']>;
  /** The middle names of the user, used for bibliographic citations. */
  middleNames?: Maybe<Scalars['String']['output']>;
  /** Projects this user contributes to. */
  nodes?: Maybe<ResearchNodeConnection>;
  /** Preprints of this user. */
  preprints?: Maybe<PreprintConnection>;
  /** Registrations of this user. */
  registrations?: Maybe<RegistrationConnection>;
  /** The user's accounts elsewhere; null when the profile lists none. */
  social?: Maybe<ResearchUserSocial>;
  /** The suffix of the user, used for bibliographic citations. */
  suffix?: Maybe<Scalars['String']['output']>;
  /** The user's timezone, e.g. 'Etc/UTC'. */
  timezone?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};


/** A person with an OSF account. */
export type ResearchUserAddonArgs = {
  provider: Scalars['String']['input'];
};


/** A person with an OSF account. */
export type ResearchUserAddonsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with an OSF account. */
export type ResearchUserInstitutionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with an OSF account. */
export type ResearchUserNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A person with an OSF account. */
export type ResearchUserPreprintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with an OSF account. */
export type ResearchUserRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ResearchNodeCategoryInput>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ResearchNodeSort>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A page of ResearchUser records (Relay cursor connection). */
export type ResearchUserConnection = {
  __typename?: 'ResearchUserConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ResearchUserEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of ResearchUser records, with its cursor. */
export type ResearchUserEdge = {
  __typename?: 'ResearchUserEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
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

/** A user's names and settings to change; fields not given stay as they are. */
export type ResearchUserUpdateInput = {
  /** Family name. */
  familyName?: InputMaybe<Scalars['String']['input']>;
  /** The name shown (at most 186 characters). */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Given name. */
  givenName?: InputMaybe<Scalars['String']['input']>;
  /** Locale, e.g. `en_US`. */
  locale?: InputMaybe<Scalars['String']['input']>;
  /** Middle names. */
  middleNames?: InputMaybe<Scalars['String']['input']>;
  /** Suffix (Jr., III). */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** IANA time zone, e.g. `Europe/Berlin`. */
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** How a failed action is retried. */
export type RetryPolicy = {
  __typename?: 'RetryPolicy';
  /** The number of times a retry should be attempted. */
  retryCount?: Maybe<Scalars['Int']['output']>;
  /** ISO 8601 duration, e.g. PT30S. */
  retryInterval?: Maybe<Scalars['String']['output']>;
  /** The retry strategy: none, or a fixed interval. */
  retryType?: Maybe<RetryType>;
  /** `retryType` exactly as the upstream sent it, also when it is a value `retryType` does not know (UNKNOWN). */
  retryTypeRaw?: Maybe<Scalars['String']['output']>;
};

/** How a failed action is retried. */
export type RetryPolicyInput = {
  /** 1 to 20 (FIXED only). */
  retryCount?: InputMaybe<Scalars['Int']['input']>;
  /** ISO 8601 duration, e.g. PT30S (FIXED only). */
  retryInterval?: InputMaybe<Scalars['String']['input']>;
  /** The retry strategy: none, or a fixed interval. */
  retryType: RetryTypeInput;
};

/** The retry strategies of an action. */
export type RetryType =
  /** Retry at a fixed interval (upstream `Fixed`). */
  | 'FIXED'
  /** Do not retry (upstream `None`). */
  | 'NONE'
  /** A value the upstream sent that this gateway does not know yet. */
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
  /** How long the call lasted, seconds. */
  durationSeconds?: Maybe<Scalars['Float']['output']>;
  /** The maximum number of attendees during a call. */
  maxNumberOfAttendees?: Maybe<Scalars['Float']['output']>;
  /** Whether the call was missed. */
  missed?: Maybe<Scalars['Boolean']['output']>;
  /** The conversation the call was moved from or to. */
  movedConversationId?: Maybe<Scalars['ID']['output']>;
  /** Whether the call was moved to or from `movedConversationId`, as Circuit sent it. */
  movedDirection?: Maybe<Scalars['String']['output']>;
  /** The call's participants. */
  participants: Array<RtcParticipant>;
  /** The type of the RTC item. */
  type?: Maybe<Scalars['String']['output']>;
};

/** A participant of a call. */
export type RtcParticipant = {
  __typename?: 'RtcParticipant';
  /** The display name of the participant. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** The participant's phone number in full international form (phone participants). */
  fullyQualifiedNumber?: Maybe<Scalars['String']['output']>;
  /** The participant's phone number (phone participants). */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** The RTC type of the participant. */
  type?: Maybe<Scalars['String']['output']>;
  /** The participant's user, when they are a Circuit user. */
  user?: Maybe<MessagingUser>;
  /** The participant's user id, when they are a Circuit user. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** A call in progress. */
export type RtcSession = {
  __typename?: 'RtcSession';
  /** The conversation the call is in. */
  conversation?: Maybe<Conversation>;
  /** The id of the conversation the call is in. */
  conversationId?: Maybe<Scalars['ID']['output']>;
  /** The media of the call, e.g. AUDIO, VIDEO, DESKTOP. */
  mediaTypes: Array<Scalars['String']['output']>;
  /** The call's participants. */
  participants: Array<RtcParticipant>;
  /** When the call started. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Circuit's id of the call session. */
  upstreamId: Scalars['ID']['output'];
};

/** One $1000 bucket of a sale price histogram. */
export type SalePriceBucket = {
  __typename?: 'SalePriceBucket';
  /** Lower bound of the bucket. */
  bucket: Scalars['Float']['output'];
  /** The model. */
  modelName: Scalars['String']['output'];
  /** Share of the model's sales in this price bucket, in percent. */
  percentOfMarket: Scalars['Float']['output'];
};

/** An action: an HTTP(S) call or a message on a storage queue, Service Bus queue or topic. */
export type ScheduledAction = {
  /** The storage queue message, for the STORAGE_QUEUE action type. */
  queueMessage?: Maybe<StorageQueueMessage>;
  /** The HTTP(S) request, for the HTTP and HTTPS action types. */
  request?: Maybe<HttpRequest>;
  /** How the action is retried when it fails. */
  retryPolicy?: Maybe<RetryPolicy>;
  /** The Service Bus queue message, for the SERVICE_BUS_QUEUE action type. */
  serviceBusQueueMessage?: Maybe<ServiceBusMessage>;
  /** The Service Bus topic message, for the SERVICE_BUS_TOPIC action type. */
  serviceBusTopicMessage?: Maybe<ServiceBusMessage>;
  /** The kind of action, which says which of the other fields applies. */
  type?: Maybe<JobActionType>;
  /** `type` exactly as the upstream sent it, also when it is a value `type` does not know (UNKNOWN). */
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
  first?: InputMaybe<Scalars['Int']['input']>;
  resourceGroupName?: InputMaybe<Scalars['String']['input']>;
  subscriptionId: Scalars['String']['input'];
};


/** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
export type SchedulerQueryJobHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  jobCollectionName: Scalars['String']['input'];
  jobName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  status?: InputMaybe<JobExecutionStatusInput>;
  subscriptionId: Scalars['String']['input'];
};


/** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
export type SchedulerQueryJobsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  jobCollectionName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  state?: InputMaybe<JobStateInput>;
  subscriptionId: Scalars['String']['input'];
};

/** The pricing tier of a job collection. */
export type SchedulerSku =
  /** Free tier (upstream `Free`). */
  | 'FREE'
  /** Premium P10 tier (upstream `P10Premium`). */
  | 'P10_PREMIUM'
  /** Premium P20 tier (upstream `P20Premium`). */
  | 'P20_PREMIUM'
  /** Standard tier (upstream `Standard`). */
  | 'STANDARD'
  /** A value the upstream sent that this gateway does not know yet. */
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
export type SchemaBlock = Node & {
  __typename?: 'SchemaBlock';
  /** The kind of block, e.g. `page-heading`, `question-label` or `single-select-input`. */
  blockType?: Maybe<Scalars['String']['output']>;
  /** The text shown for the block. */
  displayText?: Maybe<Scalars['String']['output']>;
  /** Example text for an answer. */
  exampleText?: Maybe<Scalars['String']['output']>;
  /** Help text for the block. */
  helpText?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The block's position in the schema. */
  index?: Maybe<Scalars['Int']['output']>;
  /** The key the answer to this block has in the registration's responses. */
  registrationResponseKey?: Maybe<Scalars['String']['output']>;
  /** Whether an answer is required. */
  required?: Maybe<Scalars['Boolean']['output']>;
  /** The key that groups this block with the other blocks of one question. */
  schemaBlockGroupKey?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};

/** A page of SchemaBlock records (Relay cursor connection). */
export type SchemaBlockConnection = {
  __typename?: 'SchemaBlockConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<SchemaBlockEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of SchemaBlock records, with its cursor. */
export type SchemaBlockEdge = {
  __typename?: 'SchemaBlockEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: SchemaBlock;
};

/** A registration's answers to its schema, or a revision. */
export type SchemaResponse = Node & {
  __typename?: 'SchemaResponse';
  /** One review step by id. */
  action?: Maybe<SchemaResponseAction>;
  /** Review steps of this response. */
  actions?: Maybe<SchemaResponseActionConnection>;
  /** When the schema response was created (upstream `date_created`). */
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  /** When the schema response was last modified (upstream `date_modified`). */
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  /** When the response was submitted. */
  dateSubmitted?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** Whether this is the registration's first response (not a revision). */
  isOriginalResponse?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the response waits for the caller's approval. */
  isPendingCurrentUserApproval?: Maybe<Scalars['Boolean']['output']>;
  /** The registration answered for. */
  registration?: Maybe<Registration>;
  /** The form answered. */
  registrationSchema?: Maybe<RegistrationSchema>;
  /** Where the response is in review, as the upstream sent it. */
  reviewsState?: Maybe<Scalars['String']['output']>;
  /** Why the revision was made. */
  revisionJustification?: Maybe<Scalars['String']['output']>;
  /** The revised answers keyed by the registration schema's question ids: their shape is the schema's, so the spec gives none (JSON). */
  revisionResponses?: Maybe<Scalars['JSON']['output']>;
  /** One question by id. */
  schemaBlock?: Maybe<SchemaBlock>;
  /** The questions answered. */
  schemaBlocks?: Maybe<SchemaBlockConnection>;
  /** The response keys this revision changed. */
  updatedResponseKeys?: Maybe<Array<Scalars['String']['output']>>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};


/** A registration's answers to its schema, or a revision. */
export type SchemaResponseActionArgs = {
  actionId: Scalars['String']['input'];
};


/** A registration's answers to its schema, or a revision. */
export type SchemaResponseActionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A registration's answers to its schema, or a revision. */
export type SchemaResponseSchemaBlockArgs = {
  blockId: Scalars['String']['input'];
};


/** A registration's answers to its schema, or a revision. */
export type SchemaResponseSchemaBlocksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A review step on a schema response. */
export type SchemaResponseAction = Node & {
  __typename?: 'SchemaResponseAction';
  /** Whether the action was taken automatically. */
  auto?: Maybe<Scalars['Boolean']['output']>;
  /** The comment that came with the action. */
  comment?: Maybe<Scalars['String']['output']>;
  /** When the schema response action was created (upstream `date_created`). */
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  /** The state before the action. */
  fromState?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The state after the action. */
  toState?: Maybe<Scalars['String']['output']>;
  /** What the action did, as the upstream sent it. */
  trigger?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
  /** Whether the action is visible. */
  visible?: Maybe<Scalars['Boolean']['output']>;
};

/** A page of SchemaResponseAction records (Relay cursor connection). */
export type SchemaResponseActionConnection = {
  __typename?: 'SchemaResponseActionConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<SchemaResponseActionEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of SchemaResponseAction records, with its cursor. */
export type SchemaResponseActionEdge = {
  __typename?: 'SchemaResponseActionEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: SchemaResponseAction;
};

/** A page of SchemaResponse records (Relay cursor connection). */
export type SchemaResponseConnection = {
  __typename?: 'SchemaResponseConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<SchemaResponseEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of SchemaResponse records, with its cursor. */
export type SchemaResponseEdge = {
  __typename?: 'SchemaResponseEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: SchemaResponse;
};

/** A review step to take on a schema response. */
export type SchemaResponseTrigger =
  /** Sent to the upstream as "accept". */
  | 'ACCEPT'
  /** Sent to the upstream as "admin_reject". */
  | 'ADMIN_REJECT'
  /** Sent to the upstream as "approve". */
  | 'APPROVE'
  /** Sent to the upstream as "moderator_reject". */
  | 'MODERATOR_REJECT'
  /** Sent to the upstream as "submit". */
  | 'SUBMIT';

/** A revision of a registration's answers; fields not given stay as they are. */
export type SchemaResponseUpdateInput = {
  /** Why the answers are revised. */
  revisionJustification?: InputMaybe<Scalars['String']['input']>;
  /** The revised answers keyed by the registration schema's question ids (a JSON object): their shape is the schema's, so the spec gives none. */
  revisionResponses?: InputMaybe<Scalars['JSON']['input']>;
};

/** The seller an order is for. */
export type Seller = {
  __typename?: 'Seller';
  /** The seller's name in the BrandLovers marketplace. */
  name?: Maybe<Scalars['String']['output']>;
  /** The marketplace's own id of this record. */
  upstreamId?: Maybe<Scalars['ID']['output']>;
};

/** A product listed for sale, with its price, stock and status per marketplace. */
export type SellerItem = {
  __typename?: 'SellerItem';
  /** Whether the product is enabled for sale, per marketplace. */
  active?: Maybe<Array<Scalars['Boolean']['output']>>;
  /** List of `key` `value` attributes of this product. They matter for search. */
  attributes: Array<ProductAttribute>;
  /** Brand name. */
  brand?: Maybe<Scalars['String']['output']>;
  /** Package dimensions and weight. */
  dimensions?: Maybe<ProductDimensions>;
  /** Whether the product can be gift-wrapped. */
  giftWrap?: Maybe<ProductGiftWrap>;
  /** Array of product EAN and/or ISBN and/or ASIN codes. */
  gtin?: Maybe<Array<Scalars['String']['output']>>;
  /** Images of the product. */
  images: Array<ProductImage>;
  /** Price information for each marketplace that this product is listed. */
  prices: Array<ProductPrice>;
  /** The upstream's link to the product resource. */
  productHref?: Maybe<Scalars['String']['output']>;
  /** The marketplace's own product id. */
  productId?: Maybe<Scalars['String']['output']>;
  /** Unique Product Id (SKU) in the seller system. */
  skuSellerId: Scalars['String']['output'];
  /** Stock for each marketplace the product is listed in. */
  stocks: Array<ControlledStock>;
  /** The product's name as the marketplace shows it. */
  title?: Maybe<Scalars['String']['output']>;
  /** List of URLs where the product is listed for sale. */
  urls: Array<ProductListing>;
};

/** A page of SellerItem records (Relay cursor connection). */
export type SellerItemConnection = {
  __typename?: 'SellerItemConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<SellerItemEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of SellerItem records, with its cursor. */
export type SellerItemEdge = {
  __typename?: 'SellerItemEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: SellerItem;
};

/** How a job authenticates to Service Bus. The SAS key is write-only. */
export type ServiceBusAuthentication = {
  __typename?: 'ServiceBusAuthentication';
  /** The SAS key name. */
  sasKeyName?: Maybe<Scalars['String']['output']>;
  /** How the job authenticates to Service Bus. */
  type?: Maybe<ServiceBusAuthenticationType>;
  /** `type` exactly as the upstream sent it, also when it is a value `type` does not know (UNKNOWN). */
  typeRaw?: Maybe<Scalars['String']['output']>;
};

/** SHARED_ACCESS_KEY (the default) needs `sasKeyName` and `sasKey`; NOT_SPECIFIED takes neither. */
export type ServiceBusAuthenticationInput = {
  /** Write-only: sent upstream, never shown back or logged. */
  sasKey?: InputMaybe<Scalars['String']['input']>;
  /** The SAS key name. */
  sasKeyName?: InputMaybe<Scalars['String']['input']>;
  /** How the job authenticates to Service Bus. */
  type?: InputMaybe<ServiceBusAuthenticationTypeInput>;
};

/** How a job authenticates to Service Bus. */
export type ServiceBusAuthenticationType =
  /** Not specified (upstream `NotSpecified`). */
  | 'NOT_SPECIFIED'
  /** A shared access signature key (upstream `SharedAccessKey`). */
  | 'SHARED_ACCESS_KEY'
  /** A value the upstream sent that this gateway does not know yet. */
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
  /** The content type. */
  contentType?: Maybe<Scalars['String']['output']>;
  /** The correlation ID. */
  correlationId?: Maybe<Scalars['String']['output']>;
  /** Whether the message is persisted to disk before it is acknowledged. */
  forcePersistence?: Maybe<Scalars['Boolean']['output']>;
  /** The label. */
  label?: Maybe<Scalars['String']['output']>;
  /** The message ID. */
  messageId?: Maybe<Scalars['String']['output']>;
  /** The partition key. */
  partitionKey?: Maybe<Scalars['String']['output']>;
  /** The `ReplyTo` address of the message. */
  replyTo?: Maybe<Scalars['String']['output']>;
  /** The reply to session ID. */
  replyToSessionId?: Maybe<Scalars['String']['output']>;
  /** The scheduled enqueue time UTC. */
  scheduledEnqueueTimeUtc?: Maybe<Scalars['DateTime']['output']>;
  /** The session ID. */
  sessionId?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 duration, e.g. PT1H. */
  timeToLive?: Maybe<Scalars['String']['output']>;
  /** The `To` address of the message. */
  to?: Maybe<Scalars['String']['output']>;
  /** The via partition key. */
  viaPartitionKey?: Maybe<Scalars['String']['output']>;
};

/** The standard properties of the brokered message (all optional). */
export type ServiceBusBrokeredMessagePropertiesInput = {
  /** The content type. */
  contentType?: InputMaybe<Scalars['String']['input']>;
  /** The correlation ID. */
  correlationId?: InputMaybe<Scalars['String']['input']>;
  /** Whether the message is persisted to disk before it is acknowledged. */
  forcePersistence?: InputMaybe<Scalars['Boolean']['input']>;
  /** The label. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** The message ID. */
  messageId?: InputMaybe<Scalars['String']['input']>;
  /** The partition key. */
  partitionKey?: InputMaybe<Scalars['String']['input']>;
  /** The `ReplyTo` address of the message. */
  replyTo?: InputMaybe<Scalars['String']['input']>;
  /** The reply to session ID. */
  replyToSessionId?: InputMaybe<Scalars['String']['input']>;
  /** The scheduled enqueue time UTC. */
  scheduledEnqueueTimeUtc?: InputMaybe<Scalars['DateTime']['input']>;
  /** The session ID. */
  sessionId?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601 duration, e.g. PT1H. */
  timeToLive?: InputMaybe<Scalars['String']['input']>;
  /** The `To` address of the message. */
  to?: InputMaybe<Scalars['String']['input']>;
  /** The via partition key. */
  viaPartitionKey?: InputMaybe<Scalars['String']['input']>;
};

/** A message a job sends to a Service Bus queue or topic (its SAS key is not shown). */
export type ServiceBusMessage = {
  __typename?: 'ServiceBusMessage';
  /** The Service Bus authentication. */
  authentication?: Maybe<ServiceBusAuthentication>;
  /** The brokered message properties. */
  brokeredMessageProperties?: Maybe<ServiceBusBrokeredMessageProperties>;
  /** Name/value pairs, in the order the upstream lists them (empty when it lists none). */
  customMessageProperties?: Maybe<Array<MessageProperty>>;
  /** The message body. */
  message?: Maybe<Scalars['String']['output']>;
  /** The Service Bus namespace. */
  namespace?: Maybe<Scalars['String']['output']>;
  /** The queue name (queue messages only). */
  queueName?: Maybe<Scalars['String']['output']>;
  /** The topic path (topic messages only). */
  topicPath?: Maybe<Scalars['String']['output']>;
  /** The transport the message is sent over. */
  transportType?: Maybe<ServiceBusTransportType>;
  /** `transportType` exactly as the upstream sent it, also when it is a value `transportType` does not know (UNKNOWN). */
  transportTypeRaw?: Maybe<Scalars['String']['output']>;
};

/** A message a job sends to a Service Bus queue. */
export type ServiceBusQueueMessageInput = {
  /** The Service Bus authentication. */
  authentication: ServiceBusAuthenticationInput;
  /** The brokered message properties. */
  brokeredMessageProperties?: InputMaybe<ServiceBusBrokeredMessagePropertiesInput>;
  /** Application properties as name/value pairs; names are unique (case-insensitive). */
  customMessageProperties?: InputMaybe<Array<MessagePropertyInput>>;
  /** The message body. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** The Service Bus namespace. */
  namespace: Scalars['String']['input'];
  /** The queue name. */
  queueName: Scalars['String']['input'];
  /** NET_MESSAGING when not given. */
  transportType?: InputMaybe<ServiceBusTransportTypeInput>;
};

/** A message a job sends to a Service Bus topic. */
export type ServiceBusTopicMessageInput = {
  /** The Service Bus authentication. */
  authentication: ServiceBusAuthenticationInput;
  /** The brokered message properties. */
  brokeredMessageProperties?: InputMaybe<ServiceBusBrokeredMessagePropertiesInput>;
  /** Application properties as name/value pairs; names are unique (case-insensitive). */
  customMessageProperties?: InputMaybe<Array<MessagePropertyInput>>;
  /** The message body. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** The Service Bus namespace. */
  namespace: Scalars['String']['input'];
  /** The topic path. */
  topicPath: Scalars['String']['input'];
  /** NET_MESSAGING when not given. */
  transportType?: InputMaybe<ServiceBusTransportTypeInput>;
};

/** The transport a Service Bus message is sent over. */
export type ServiceBusTransportType =
  /** AMQP (upstream `AMQP`). */
  | 'AMQP'
  /** .NET messaging (upstream `NetMessaging`). */
  | 'NET_MESSAGING'
  /** Not specified (upstream `NotSpecified`). */
  | 'NOT_SPECIFIED'
  /** A value the upstream sent that this gateway does not know yet. */
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
  /** Premium service level (upstream `Premium`). */
  | 'PREMIUM'
  /** Standard service level (upstream `Standard`). */
  | 'STANDARD'
  /** Ultra service level (upstream `Ultra`). */
  | 'ULTRA'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN';

/** A shipment of some items of an order. */
export type Shipment = {
  __typename?: 'Shipment';
  /** The carrier that takes the shipment. */
  courier?: Maybe<Courier>;
  /** Electronic transport document (CT-e). */
  cte?: Maybe<Scalars['String']['output']>;
  /** Free text about the shipment. */
  description?: Maybe<Scalars['String']['output']>;
  /** The invoice (Brazilian NF-e) that goes with the shipment. */
  invoice?: Maybe<ShipmentInvoice>;
  /** The order items in this shipment. */
  items: Array<OrderItemReference>;
  /** The courier's tracking number. */
  number?: Maybe<Scalars['String']['output']>;
  /** When the shipment event happened. */
  occurredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Unique Seller shipment Id. This must be unique across all orders and shipmnents. */
  sellerShipmentId?: Maybe<Scalars['String']['output']>;
  /** The shipment's status, as the upstream sent it. */
  status?: Maybe<Scalars['String']['output']>;
  /** Courier tracking URL. */
  trackingUrl?: Maybe<Scalars['String']['output']>;
  /** The marketplace's own id of this record. */
  upstreamId?: Maybe<Scalars['ID']['output']>;
};

/** The electronic invoice (Brazilian NF-e) of a shipment. */
export type ShipmentInvoice = {
  __typename?: 'ShipmentInvoice';
  /** The 44-digit access key of the electronic invoice. */
  accessKey?: Maybe<Scalars['String']['output']>;
  /** CNPJ of the shipping company unit. */
  cnpj?: Maybe<Scalars['String']['output']>;
  /** When the invoice was issued. */
  issuedAt?: Maybe<Scalars['DateTime']['output']>;
  /** URL of the invoice's DANFE (printable summary). */
  linkDanfe?: Maybe<Scalars['String']['output']>;
  /** URL of the invoice's XML (NF-e). */
  linkXml?: Maybe<Scalars['String']['output']>;
  /** The invoice number. */
  number?: Maybe<Scalars['String']['output']>;
  /** The invoice series. */
  serie?: Maybe<Scalars['String']['output']>;
};

/** A shipment canceled, returned or exchanged (the spec's `NewTrackingRefund`). */
export type ShipmentRefundInput = {
  /** The courier, when goods travel back. */
  courier?: InputMaybe<MarketplaceCourierInput>;
  /** Electronic transport document (CT-e). */
  cte?: InputMaybe<Scalars['String']['input']>;
  /** Why, in a few words (at most 1000). */
  info: Scalars['String']['input'];
  /** The SKUs and quantities concerned (list every item to cover the whole order). */
  items: Array<MarketplaceItemQuantityInput>;
  /** When it happened. */
  occurredAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Your own shipment id, unique across all orders and shipments. */
  sellerShipmentId?: InputMaybe<Scalars['String']['input']>;
  /** The courier's tracking number. */
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
  /** The courier's tracking page. */
  trackingUrl?: InputMaybe<Scalars['String']['input']>;
};

/** A shipment sent or delivered (the spec's `Newshipmentstatus`). */
export type ShipmentStatusInput = {
  /** The courier. */
  courier: MarketplaceCourierInput;
  /** Electronic transport document (CT-e). */
  cte?: InputMaybe<Scalars['String']['input']>;
  /** The invoice. */
  invoice: MarketplaceInvoiceInput;
  /** Ids of the order's items this shipment covers (`OrderItem.id`). */
  itemIds: Array<Scalars['String']['input']>;
  /** When the shipment was sent or delivered. */
  occurredAt: Scalars['DateTime']['input'];
  /** Your own shipment id, unique across all orders and shipments. */
  sellerShipmentId: Scalars['String']['input'];
  /** The courier's tracking number. */
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
  /** The courier's tracking page. */
  trackingUrl?: InputMaybe<Scalars['String']['input']>;
};

/** The status filter of the shipped-shipments list. */
export type ShippedShipmentStatusFilter =
  /** Approved shipments. */
  | 'APPROVED'
  /** Declined shipments. */
  | 'DECLINED'
  /** New shipments, not yet reviewed. */
  | 'NEW'
  /** Shipments under review. */
  | 'PENDING';

/** A point-in-time copy of a volume. */
export type Snapshot = AzureResource & Node & {
  __typename?: 'Snapshot';
  /** The creation date of the snapshot. */
  creationDate?: Maybe<Scalars['DateTime']['output']>;
  /** UUID v4 of the file system (volume) the snapshot was taken of. */
  fileSystemId?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The Azure region the resource lives in, e.g. `westeurope`. */
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  /** Azure lifecycle state of the resource, e.g. `Succeeded`, `Creating`, `Failed` (upstream `properties.provisioningState`). */
  provisioningState?: Maybe<Scalars['String']['output']>;
  /** The resource group named in the resource's id. */
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  /** UUID v4 used to identify the Snapshot. */
  snapshotId?: Maybe<Scalars['String']['output']>;
  /** The subscription id named in the resource's id. */
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
  /** The full Azure resource id (ARM). The global `id` is the one `Query.node` takes. */
  upstreamId: Scalars['ID']['output'];
};

/** A new snapshot of a volume. */
export type SnapshotInput = {
  /** Azure region (the volume's). */
  location: Scalars['String']['input'];
  /** Tags, replacing any the resource had (at most 50). */
  tags?: InputMaybe<Array<FileStorageTagInput>>;
};

/** What to change on a snapshot (PATCH): its tags. */
export type SnapshotPatchInput = {
  /** Tags, replacing any the resource had (at most 50). */
  tags: Array<FileStorageTagInput>;
};

/** The snapshot as the write left it (see its provisioningState), and the operation to follow. */
export type SnapshotPayload = {
  __typename?: 'SnapshotPayload';
  /** The long-running operation to follow until the resource is provisioned; null when the write completed at once. */
  operation?: Maybe<FileStorageOperationStatus>;
  /** The snapshot, with the provisioningState of the moment. */
  snapshot?: Maybe<Snapshot>;
};

/** A space: topics and replies around a subject, with its own participants. */
export type Space = Node & {
  __typename?: 'Space';
  /** How users get into the space, as Circuit sent it. */
  accessModeType?: Maybe<Scalars['String']['output']>;
  /** When the space was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The user who created the space. */
  creator?: Maybe<MessagingUser>;
  /** The ID of the space creator. */
  creatorId?: Maybe<Scalars['ID']['output']>;
  /** The name of the default role of a new participant. */
  defaultRole?: Maybe<Scalars['String']['output']>;
  /** Description of the space. */
  description?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The file id of the large version of the picture. */
  largePictureId?: Maybe<Scalars['String']['output']>;
  /** When content was last added to the space. */
  lastContentAt?: Maybe<Scalars['DateTime']['output']>;
  /** User ID of the user which created the last content. */
  lastContentCreatorId?: Maybe<Scalars['ID']['output']>;
  /** When the space was last modified. */
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Name of the space. */
  name?: Maybe<Scalars['String']['output']>;
  /** Number of external participants in the space. */
  numberOfExternalParticipants?: Maybe<Scalars['Float']['output']>;
  /** Number of participants in the space. */
  numberOfParticipants?: Maybe<Scalars['Float']['output']>;
  /** Number of pinned topics in the space. */
  numberOfPinnedTopics?: Maybe<Scalars['Float']['output']>;
  /** Number of replies in the space. */
  numberOfReplies?: Maybe<Scalars['Float']['output']>;
  /** Number of topics in the space. */
  numberOfTopics?: Maybe<Scalars['Float']['output']>;
  /** The user who owns the space. */
  owner?: Maybe<MessagingUser>;
  /** The id of the user who owns the space. */
  ownerId?: Maybe<Scalars['ID']['output']>;
  /** The last bulk import of participants (GET /spaces/{spaceId}/participant/import/). */
  participantImport?: Maybe<ParticipantImport>;
  /** Participants, sorted and filtered (GET /spaces/{id}/participants). */
  participants?: Maybe<SpaceParticipantConnection>;
  /** Users matching a query who could be added (GET /spaces/{id}/searchParticipantsToAdd). */
  participantsToAdd?: Maybe<Array<Maybe<ParticipantToAdd>>>;
  /** Users who asked to join (GET /spaces/{id}/participants/pending). */
  pendingParticipants?: Maybe<SpaceParticipantConnection>;
  /** The space's pinned topics; one Circuit sent without its id is null, with an error at its path. */
  pinnedTopics?: Maybe<Array<Maybe<SpacePinnedTopic>>>;
  /** Participants matching a query (GET /spaces/{id}/searchSpaceParticipants). */
  searchParticipants?: Maybe<Array<Maybe<SpaceParticipantMatch>>>;
  /** The file id of the small version of the picture. */
  smallPictureId?: Maybe<Scalars['String']['output']>;
  /** The space's status, as Circuit sent it. */
  status?: Maybe<Scalars['String']['output']>;
  /** Tags of the space. */
  tags: Array<Scalars['String']['output']>;
  /** The ID of the space tenant. */
  tenantId?: Maybe<Scalars['String']['output']>;
  /** Topics by creation time, newest first by default (GET /spaces/{spaceId}/topics). */
  topics?: Maybe<SpaceTopicConnection>;
  /** The space's type, as Circuit sent it. */
  type?: Maybe<Scalars['String']['output']>;
  /** Circuit's own id of this record. */
  upstreamId: Scalars['ID']['output'];
};


/** A space: topics and replies around a subject, with its own participants. */
export type SpaceParticipantsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filterType?: InputMaybe<SpaceParticipantFilter>;
  filterValue?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A space: topics and replies around a subject, with its own participants. */
export type SpaceSearchParticipantsArgs = {
  query: Scalars['String']['input'];
};


/** A space: topics and replies around a subject, with its own participants. */
export type SpaceTopicsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  at?: InputMaybe<Scalars['DateTime']['input']>;
  direction?: InputMaybe<MessagingDirection>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A file attached to a space item. */
export type SpaceAttachment = {
  __typename?: 'SpaceAttachment';
  /** When the file was attached. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The file's id. */
  fileId?: Maybe<Scalars['ID']['output']>;
  /** Name of the file. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** The media type. */
  mimeType?: Maybe<Scalars['String']['output']>;
  /** Size of the file, bytes. */
  size?: Maybe<Scalars['Float']['output']>;
  /** The id of the file's thumbnail. */
  thumbnailId?: Maybe<Scalars['String']['output']>;
};

/** A page of Space records (Relay cursor connection). */
export type SpaceConnection = {
  __typename?: 'SpaceConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<SpaceEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
};

/** Which spaces the directory lists, by the caller's membership. */
export type SpaceDirectoryFilter =
  /** Closed spaces. */
  | 'CLOSED'
  /** Spaces the caller joined. */
  | 'JOINED'
  /** No filter: every space. */
  | 'NONE'
  /** Spaces the caller has neither joined nor asked to join. */
  | 'NOT_JOINED_REQUESTED'
  /** Open spaces. */
  | 'OPEN'
  /** Spaces the caller asked to join. */
  | 'REQUESTED';

/** What the directory of spaces is sorted by. */
export type SpaceDirectorySort =
  /** Creation date. */
  | 'CREATION_DATE'
  /** When content was last added. */
  | 'LAST_CONTENT'
  /** Name. */
  | 'NAME'
  /** Number of participants. */
  | 'NUMBER_OF_USERS';

/** One item of a list of Space records, with its cursor. */
export type SpaceEdge = {
  __typename?: 'SpaceEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Space;
};

/** A topic or a reply in a space. */
export type SpaceItem = Node & {
  __typename?: 'SpaceItem';
  /** The list of attachments. */
  attachments: Array<SpaceAttachment>;
  /** The content of this item. */
  content?: Maybe<Scalars['String']['output']>;
  /** When the item was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The user who created the item. */
  creator?: Maybe<MessagingUser>;
  /** The Id of the creator. */
  creatorId?: Maybe<Scalars['ID']['output']>;
  /** The user who deleted the item, when it was deleted. */
  deletedBy?: Maybe<Scalars['ID']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** Users who liked the item (GET /spaces/likes/{itemId}). */
  likes?: Maybe<SpaceLikeConnection>;
  /** The ids of the users mentioned in the item. */
  mentionedUserIds: Array<Scalars['ID']['output']>;
  /** The users mentioned in the item; null entries for users that no longer exist. */
  mentionedUsers?: Maybe<Array<Maybe<MessagingUser>>>;
  /** When the item was last modified. */
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The number of likes. */
  numberOfLikes?: Maybe<Scalars['Float']['output']>;
  /** The space the item is in. */
  space?: Maybe<Space>;
  /** The Id of the space containing this item. */
  spaceId?: Maybe<Scalars['ID']['output']>;
  /** The Status of this item. */
  status?: Maybe<Scalars['String']['output']>;
  /** Circuit's id of the item. */
  upstreamId: Scalars['ID']['output'];
};


/** A topic or a reply in a space. */
export type SpaceItemLikesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of SpaceItem records (Relay cursor connection). */
export type SpaceItemConnection = {
  __typename?: 'SpaceItemConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<SpaceItemEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
};

/** One item of a list of SpaceItem records, with its cursor. */
export type SpaceItemEdge = {
  __typename?: 'SpaceItemEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: SpaceItem;
};

/** Results of a search in one space. */
export type SpaceItemSearchResult = {
  __typename?: 'SpaceItemSearchResult';
  /** The ids of the matching files. */
  fileIds: Array<Scalars['ID']['output']>;
  /** The ids of the matching items. */
  itemIds: Array<Scalars['ID']['output']>;
  /** The id of the space. */
  spaceId?: Maybe<Scalars['ID']['output']>;
  /** The status of the search: NORESULT, ERROR, TIMEOUT or MORERESULT. */
  status?: Maybe<Scalars['String']['output']>;
};

/** A user who liked a space item. */
export type SpaceLike = {
  __typename?: 'SpaceLike';
  /** The first name of the user. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The large image uri of the user. */
  largeImageUri?: Maybe<Scalars['String']['output']>;
  /** The last name of the user. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The small image uri of the user. */
  smallImageUri?: Maybe<Scalars['String']['output']>;
  /** The user's id. */
  userId: Scalars['ID']['output'];
};

/** A page of SpaceLike records (Relay cursor connection). */
export type SpaceLikeConnection = {
  __typename?: 'SpaceLikeConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<SpaceLikeEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
};

/** One item of a list of SpaceLike records, with its cursor. */
export type SpaceLikeEdge = {
  __typename?: 'SpaceLikeEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: SpaceLike;
};

/** A participant of a space. */
export type SpaceParticipant = {
  __typename?: 'SpaceParticipant';
  /** The first name of the participant. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** When the participant joined the space. */
  joinedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The last name of the participant. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** When the participation was last modified. */
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Number of replies in the space by this participant. */
  numberOfReplies?: Maybe<Scalars['Float']['output']>;
  /** Number of topics in the space created by this participant. */
  numberOfTopics?: Maybe<Scalars['Float']['output']>;
  /** The name of the role of the participant. */
  role?: Maybe<Scalars['String']['output']>;
  /** The uri of the small picture of the participant. */
  smallImageUri?: Maybe<Scalars['String']['output']>;
  /** The participant's state in the space. */
  state?: Maybe<Scalars['String']['output']>;
  /** The tenant id of the participant. */
  tenantId?: Maybe<Scalars['String']['output']>;
  /** The participant's user. */
  user?: Maybe<MessagingUser>;
  /** The user id of the participant. */
  userId: Scalars['ID']['output'];
};

/** A page of SpaceParticipant records (Relay cursor connection). */
export type SpaceParticipantConnection = {
  __typename?: 'SpaceParticipantConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<SpaceParticipantEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
};

/** One item of a list of SpaceParticipant records, with its cursor. */
export type SpaceParticipantEdge = {
  __typename?: 'SpaceParticipantEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: SpaceParticipant;
};

/** What space participants are filtered by. */
export type SpaceParticipantFilter =
  /** Access type. */
  | 'ACCESS_TYPE'
  /** No filter. */
  | 'NONE'
  /** Role. */
  | 'ROLE'
  /** State. */
  | 'STATE';

/** A space participant matching a search. */
export type SpaceParticipantMatch = {
  __typename?: 'SpaceParticipantMatch';
  /** The department of the participant. */
  department?: Maybe<Scalars['String']['output']>;
  /** The first name of the participant. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Is the participant a member, true or false. */
  isMember?: Maybe<Scalars['Boolean']['output']>;
  /** The job description of the participant. */
  jobDescription?: Maybe<Scalars['String']['output']>;
  /** The last name of the participant. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Number of replies in the space by this participant. */
  numberOfReplies?: Maybe<Scalars['Float']['output']>;
  /** Number of topics in the space created by this participant. */
  numberOfTopics?: Maybe<Scalars['Float']['output']>;
  /** The name of the role of the participant. */
  role?: Maybe<Scalars['String']['output']>;
  /** Id of the space. */
  spaceId?: Maybe<Scalars['ID']['output']>;
  /** The participant's state in the space. */
  state?: Maybe<Scalars['String']['output']>;
  /** The user id of the participant. */
  userId: Scalars['ID']['output'];
};

/** What space participants are sorted by. */
export type SpaceParticipantSort =
  /** Display name. */
  | 'DISPLAY_NAME'
  /** First name. */
  | 'FIRST_NAME'
  /** Name (Circuit's `NAME` order). */
  | 'NAME';

/** A pinned topic of a space. */
export type SpacePinnedTopic = {
  __typename?: 'SpacePinnedTopic';
  /** The position of a pinned topic. */
  position?: Maybe<Scalars['Float']['output']>;
  /** The subject of a pinned topic. */
  subject?: Maybe<Scalars['String']['output']>;
  /** The id of a pinned topic. */
  topicId: Scalars['ID']['output'];
};

/** Spaces matching a search. */
export type SpaceSearchResult = {
  __typename?: 'SpaceSearchResult';
  /** The matching spaces; one Circuit sent without its id is null, with an error at its path. */
  spaces: Array<Maybe<Space>>;
  /** e.g. NORESULT, ERROR, TIMEOUT, MORERESULT. */
  status?: Maybe<Scalars['String']['output']>;
};

/** Where a space search looks. */
export type SpaceSearchScope =
  /** Everywhere. */
  | 'ALL'
  /** A date range. */
  | 'DATE'
  /** File names. */
  | 'FILES'
  /** Labels. */
  | 'LABELS'
  /** Space names. */
  | 'SPACES'
  /** Tags. */
  | 'TAGS'
  /** The creator of topics. */
  | 'TOPICBY';

/** A recent space search of the caller. */
export type SpaceSearchTerm = {
  __typename?: 'SpaceSearchTerm';
  /** The end of the searched time range. */
  endTime?: Maybe<Scalars['DateTime']['output']>;
  /** The scope of the search. */
  scope?: Maybe<Scalars['String']['output']>;
  /** The search term. */
  searchTerm?: Maybe<Scalars['String']['output']>;
  /** The start of the searched time range. */
  startTime?: Maybe<Scalars['DateTime']['output']>;
};

/** A topic of a space: its first item and its replies. */
export type SpaceTopic = Node & {
  __typename?: 'SpaceTopic';
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The topic's own item. */
  item?: Maybe<SpaceItem>;
  /** When a reply was last added. */
  lastContentAt?: Maybe<Scalars['DateTime']['output']>;
  /** The Id of the last content creator. */
  lastContentCreatorId?: Maybe<Scalars['ID']['output']>;
  /** The number of replies. */
  numberOfReplies?: Maybe<Scalars['Float']['output']>;
  /** Whether the topic is pinned. */
  pinned?: Maybe<Scalars['Boolean']['output']>;
  /** Replies by creation time, oldest first by default (GET /spaces/{spaceId}/topic/{topicId}/reply). */
  replies?: Maybe<SpaceItemConnection>;
  /** The space the topic is in. */
  space?: Maybe<Space>;
  /** The subject of the topic. */
  subject?: Maybe<Scalars['String']['output']>;
  /** The topic's tags. */
  tags: Array<Scalars['String']['output']>;
  /** Circuit's id of the topic's item. */
  upstreamId: Scalars['ID']['output'];
};


/** A topic of a space: its first item and its replies. */
export type SpaceTopicRepliesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  at?: InputMaybe<Scalars['DateTime']['input']>;
  direction?: InputMaybe<MessagingDirection>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of SpaceTopic records (Relay cursor connection). */
export type SpaceTopicConnection = {
  __typename?: 'SpaceTopicConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<SpaceTopicEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
};

/** One item of a list of SpaceTopic records, with its cursor. */
export type SpaceTopicEdge = {
  __typename?: 'SpaceTopicEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: SpaceTopic;
};

/** A topic with its first replies. */
export type SpaceTopicWithReplies = {
  __typename?: 'SpaceTopicWithReplies';
  /** The replies returned with the topic. */
  replies: Array<SpaceItem>;
  /** The topic. */
  topic?: Maybe<SpaceTopic>;
};

/** A number spelled out in words. */
export type SpelledNumber = {
  __typename?: 'SpelledNumber';
  /** The locale the words are in, e.g. `en_US`. */
  language?: Maybe<Scalars['String']['output']>;
  /** The number that was spelled out. */
  number: Scalars['Int']['output'];
  /** The number in words. */
  text: Scalars['String']['output'];
};

/** A message a job puts on a storage queue (its SAS token is not shown). */
export type StorageQueueMessage = {
  __typename?: 'StorageQueueMessage';
  /** The message body. */
  message?: Maybe<Scalars['String']['output']>;
  /** The queue name. */
  queueName?: Maybe<Scalars['String']['output']>;
  /** The storage account name. */
  storageAccount?: Maybe<Scalars['String']['output']>;
};

/** A message a job puts on an Azure Storage queue. */
export type StorageQueueMessageInput = {
  /** The message body. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** The queue name. */
  queueName: Scalars['String']['input'];
  /** Write-only: never shown back. */
  sasToken: Scalars['String']['input'];
  /** The storage account name. */
  storageAccount: Scalars['String']['input'];
};

/** Live events, over server-sent events or graphql-ws on the same endpoint: each field sends events until it ends. */
export type Subscription = {
  __typename?: 'Subscription';
  /** Follows a long-running operation: one event per poll (FILE_STORAGE_OPERATION_POLL_MS apart), ending with SUCCEEDED, FAILED or CANCELED, or after FILE_STORAGE_OPERATION_MAX_POLLS polls. Stops when the client leaves. */
  fileStorageOperation?: Maybe<FileStorageOperationStatus>;
  /** Conversations the caller can read as they are created or change (topic, participants; Circuit webhooks CONVERSATION.CREATE and CONVERSATION.UPDATE), or one of them. */
  messagingConversationUpdated: Conversation;
  /** Each new item of the conversations the caller can read, or of one conversation (Circuit webhook CONVERSATION.ADD_ITEM). Needs the caller’s own messaging token. */
  messagingItemAdded: ConversationItem;
  /** Presence changes of the given users (Circuit presence webhook, USER.USER_PRESENCE_CHANGE). */
  messagingPresenceChanged: Presence;
};


/** Live events, over server-sent events or graphql-ws on the same endpoint: each field sends events until it ends. */
export type SubscriptionFileStorageOperationArgs = {
  operationId: Scalars['ID']['input'];
};


/** Live events, over server-sent events or graphql-ws on the same endpoint: each field sends events until it ends. */
export type SubscriptionMessagingConversationUpdatedArgs = {
  conversationId?: InputMaybe<Scalars['ID']['input']>;
};


/** Live events, over server-sent events or graphql-ws on the same endpoint: each field sends events until it ends. */
export type SubscriptionMessagingItemAddedArgs = {
  conversationId?: InputMaybe<Scalars['ID']['input']>;
};


/** Live events, over server-sent events or graphql-ws on the same endpoint: each field sends events until it ends. */
export type SubscriptionMessagingPresenceChangedArgs = {
  userIds: Array<Scalars['ID']['input']>;
};

/** The support contact of the caller's tenant. */
export type SupportInfo = {
  __typename?: 'SupportInfo';
  /** The email address of the support. */
  supportEmailAddress?: Maybe<Scalars['String']['output']>;
  /** The type of support (a number). */
  supportType?: Maybe<Scalars['String']['output']>;
};

/** A system event in a conversation. */
export type SystemItem = {
  __typename?: 'SystemItem';
  /** The participants the event concerns, e.g. those added or removed. */
  affectedParticipantIds: Array<Scalars['ID']['output']>;
  /** Filled with the new topic of a conversation if the type of the item is CONVERSATION_RENAMED. */
  newTopic?: Maybe<Scalars['String']['output']>;
  /** Filled with the previous topic of a conversation if the type of the item is CONVERSATION_RENAMED. */
  oldTopic?: Maybe<Scalars['String']['output']>;
  /** The kind of event, e.g. PARTICIPANT_ADDED or CONVERSATION_RENAMED. */
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

/** One tag of a resource. */
export type TagInput = {
  /** The tag name. */
  name: Scalars['String']['input'];
  /** The tag value. */
  value: Scalars['String']['input'];
};

/** A subject in the bepress taxonomy. */
export type Taxonomy = Node & {
  __typename?: 'Taxonomy';
  /** The number of children this taxonomy contains. */
  childCount?: Maybe<Scalars['Int']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The subject's path in the taxonomy, from its root. */
  path?: Maybe<Scalars['String']['output']>;
  /** The taxonomy's name in SHARE. */
  shareTitle?: Maybe<Scalars['String']['output']>;
  /** The text name of the taxonomy. */
  text?: Maybe<Scalars['String']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};

/** A page of Taxonomy records (Relay cursor connection). */
export type TaxonomyConnection = {
  __typename?: 'TaxonomyConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<TaxonomyEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of Taxonomy records, with its cursor. */
export type TaxonomyEdge = {
  __typename?: 'TaxonomyEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Taxonomy;
};

/** Sort orders of the list: by text, ascending or descending. */
export type TaxonomySort =
  /** By text, ascending (`sort=text`). */
  | 'TEXT_ASC'
  /** By text, descending (`sort=-text`). */
  | 'TEXT_DESC';

/** The format of a text item. */
export type TextContentType =
  /** Plain text. */
  | 'PLAIN'
  /** HTML. */
  | 'RICH'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN';

/** The text of a conversation item. */
export type TextItem = {
  __typename?: 'TextItem';
  /** The content of the text item. */
  content?: Maybe<Scalars['String']['output']>;
  /** The format of `content`: RICH (HTML) or PLAIN (text only). */
  contentType?: Maybe<TextContentType>;
  /** The meta data of a form in the item, as Circuit sent it. */
  formMetaData?: Maybe<Scalars['String']['output']>;
  /** Whether the item was posted through a webhook. */
  isWebhookMessage?: Maybe<Scalars['Boolean']['output']>;
  /** The users who liked the item; null entries for users that no longer exist. */
  likedBy?: Maybe<Array<Maybe<MessagingUser>>>;
  /** Array of IDs of the users who liked the item. */
  likedUserIds: Array<Scalars['ID']['output']>;
  /** The item this one replies to, in a thread. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** A preview of a link in the item. */
  preview?: Maybe<LinkPreview>;
  /** CREATED, EDITED or DELETED. */
  state?: Maybe<Scalars['String']['output']>;
  /** The subject of the item, when it has one. */
  subject?: Maybe<Scalars['String']['output']>;
};

/** A customer's trouble ticket: a query, request or complaint. */
export type Ticket = {
  __typename?: 'Ticket';
  /** Date-time when ticket was closed. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Date time that ticket was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The customer who opened the ticket. */
  customer?: Maybe<CustomerReference>;
  /** A brief description of the problem. */
  description?: Maybe<Scalars['String']['output']>;
  /** Key/value pairs the marketplace attaches to the ticket. */
  metadata: Array<MarketplaceMetadata>;
  /** The order the ticket was opened for (see `orderId`). Null when it names none or it does not exist. */
  order?: Maybe<Order>;
  /** The id of the order the ticket was opened for (its `orderId`, or the `orderId` metadata entry). */
  orderId?: Maybe<Scalars['String']['output']>;
  /** The ticket priority, as the upstream sent it. */
  priority?: Maybe<Scalars['String']['output']>;
  /** When the customer was promised a resolution. */
  sla?: Maybe<Scalars['DateTime']['output']>;
  /** The ticket's state. */
  status?: Maybe<TicketStatus>;
  /** The status exactly as the upstream sent it. */
  statusRaw?: Maybe<Scalars['String']['output']>;
  /** Short one line title describing ticket. */
  subject?: Maybe<Scalars['String']['output']>;
  /** The trouble ticket's id. */
  ticketId?: Maybe<Scalars['String']['output']>;
  /** The ticket type, as the upstream sent it. */
  type?: Maybe<Scalars['String']['output']>;
  /** Date-time with last update of this ticket. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A page of Ticket records (Relay cursor connection). */
export type TicketConnection = {
  __typename?: 'TicketConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<TicketEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of Ticket records, with its cursor. */
export type TicketEdge = {
  __typename?: 'TicketEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Ticket;
};

/** One message of a trouble ticket. */
export type TicketMessage = {
  __typename?: 'TicketMessage';
  /** Message text. */
  body?: Maybe<Scalars['String']['output']>;
  /** When the message was written. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The marketplace's own id of this record. */
  upstreamId?: Maybe<Scalars['ID']['output']>;
  /** Who sees the message: the customer too, or seller and marketplace only. */
  visibility?: Maybe<TicketMessageVisibility>;
  /** `visibility` exactly as the upstream sent it, also when it is a value `visibility` does not know (UNKNOWN). */
  visibilityRaw?: Maybe<Scalars['String']['output']>;
};

/** A page of TicketMessage records (Relay cursor connection). */
export type TicketMessageConnection = {
  __typename?: 'TicketMessageConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<TicketMessageEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages, as the upstream reports it. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of TicketMessage records, with its cursor. */
export type TicketMessageEdge = {
  __typename?: 'TicketMessageEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: TicketMessage;
};

/** CUSTOMER: the customer receives a copy; INTERNAL: seller and marketplace only. */
export type TicketMessageVisibility =
  /** The customer receives a copy. */
  | 'CUSTOMER'
  /** Seller and marketplace only. */
  | 'INTERNAL'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN';

/** A message added to a trouble ticket. */
export type TicketReplyInput = {
  /** Message text (at most 10,000 characters). */
  body: Scalars['String']['input'];
  /** Who sees the message. */
  visibility: TicketReplyVisibility;
};

/** Who sees a reply to a ticket. */
export type TicketReplyVisibility =
  /** The customer receives a copy. */
  | 'CUSTOMER'
  /** Seller and marketplace team only. */
  | 'INTERNAL';

/** State of a trouble ticket. UNKNOWN: a value this gateway does not know yet (see `statusRaw`). */
export type TicketStatus =
  /** Closed. */
  | 'CLOSED'
  /** Open. */
  | 'OPEN'
  /** Reopened after being closed. */
  | 'REOPENED'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN';

/** The statuses a seller may set on a ticket. */
export type TicketStatusChange =
  /** Close the ticket. */
  | 'CLOSED'
  /** Open the ticket again. */
  | 'REOPENED';

/** Which tickets to list, by state. */
export type TicketStatusFilter =
  /** Closed tickets. */
  | 'CLOSED'
  /** Open tickets. */
  | 'OPEN'
  /** Tickets reopened after being closed. */
  | 'REOPENED';

/** A model in the sales ranking of a region over the last 45 days. */
export type TopModel = {
  __typename?: 'TopModel';
  /** The brand's share of the region's sales, in percent. */
  brandMarketShare: Scalars['Float']['output'];
  /** The brand. */
  brandName: Scalars['String']['output'];
  /** The model. */
  modelName: Scalars['String']['output'];
  /** The model's share of its brand's sales, in percent. */
  percentOfBrandSales: Scalars['Float']['output'];
  /** Sales as a percentage of the top seller (80 = 8 sold for every 10 of the top model). */
  percentOfTopSales: Scalars['Float']['output'];
};

/** An addon a user has connected. */
export type UserAddon = Node & {
  __typename?: 'UserAddon';
  /** One external account by id. */
  account?: Maybe<AddonAccount>;
  /** External accounts behind this addon. */
  accounts?: Maybe<AddonAccountConnection>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
  /** Whether or not the user has access to this user addon. */
  userHasAuth?: Maybe<Scalars['Boolean']['output']>;
};


/** An addon a user has connected. */
export type UserAddonAccountArgs = {
  accountId: Scalars['String']['input'];
};


/** An addon a user has connected. */
export type UserAddonAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of UserAddon records (Relay cursor connection). */
export type UserAddonConnection = {
  __typename?: 'UserAddonConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<UserAddonEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of UserAddon records, with its cursor. */
export type UserAddonEdge = {
  __typename?: 'UserAddonEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: UserAddon;
};

/** An email address of a user. */
export type UserEmailAddress = {
  __typename?: 'UserEmailAddress';
  /** The email address. */
  address?: Maybe<Scalars['String']['output']>;
  /** The type of the email address. */
  type?: Maybe<Scalars['String']['output']>;
};

/** A phone number of a user. */
export type UserPhoneNumber = {
  __typename?: 'UserPhoneNumber';
  /** The phone number. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** The type of the phone number. */
  type?: Maybe<Scalars['String']['output']>;
};

/** Sale price and mileage of vehicles similar to a VIN: average, standard deviation and count. */
export type Valuation = {
  __typename?: 'Valuation';
  /** The brand of the vehicle. */
  brandName?: Maybe<Scalars['String']['output']>;
  /** How many days back the search looked. */
  daysBack?: Maybe<Scalars['Int']['output']>;
  /** Last day of the period searched. */
  endDate?: Maybe<Scalars['DateTime']['output']>;
  /** How many vehicles the mileage figures are drawn from. */
  mileCount?: Maybe<Scalars['Int']['output']>;
  /** Mean mileage of the similar vehicles. */
  milesAverage?: Maybe<Scalars['Float']['output']>;
  /** Standard deviation of their mileage. */
  milesStdDev?: Maybe<Scalars['Float']['output']>;
  /** The model of the vehicle. */
  modelName?: Maybe<Scalars['String']['output']>;
  /** How many new vehicles were found. */
  newCount?: Maybe<Scalars['Int']['output']>;
  /** Mean sale price of the new vehicles. */
  newSaleAverage?: Maybe<Scalars['Float']['output']>;
  /** Standard deviation of the new vehicles' sale prices. */
  newSaleStdDev?: Maybe<Scalars['Float']['output']>;
  /** The region searched. */
  regionName?: Maybe<Scalars['String']['output']>;
  /** First day of the period searched. */
  startDate?: Maybe<Scalars['DateTime']['output']>;
  /** How many used vehicles were found. */
  usedCount?: Maybe<Scalars['Int']['output']>;
  /** Mean sale price of the used vehicles. */
  usedSaleAverage?: Maybe<Scalars['Float']['output']>;
  /** Standard deviation of the used vehicles' sale prices. */
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
  /** GPS search: degrees north (with `longitude` and `radius`). */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** Degrees EAST: 100.41W is -100.41 (or 259.59). */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** Only vehicles with at most this many miles. */
  mileageHigh?: InputMaybe<Scalars['Int']['input']>;
  /** Only vehicles with at least this many miles. */
  mileageLow?: InputMaybe<Scalars['Int']['input']>;
  /** New or used vehicles (upstream default: new for search, used for valuation). */
  newCars?: InputMaybe<Scalars['Boolean']['input']>;
  /** Miles, for GPS and (optionally) ZIP searches. */
  radius?: InputMaybe<Scalars['Float']['input']>;
  /** Dealers in this region. */
  region?: InputMaybe<AutomotiveRegion>;
  /** YYYY-MM-DD. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** Dealers in this five-digit ZIP code (or within `radius` miles of it). */
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** A class of vehicle the licence covers. */
export type VehicleClass = {
  __typename?: 'VehicleClass';
  /** e.g. MCWG, LMV. */
  abbreviation?: Maybe<Scalars['String']['output']>;
  /** e.g. NT (non-transport). */
  code?: Maybe<Scalars['String']['output']>;
  /** What the class covers, in words. */
  description?: Maybe<Scalars['String']['output']>;
  /** When the class was endorsed on the licence. */
  endorseDate?: Maybe<Scalars['DateTime']['output']>;
  /** When the class was granted. */
  issueDate?: Maybe<Scalars['DateTime']['output']>;
};

/** A vehicle's sales history at dealerships (data back to early 2016). */
export type VehicleHistory = {
  __typename?: 'VehicleHistory';
  /** The vehicle's appearances, as the upstream lists them. */
  entries: Array<VehicleHistoryEntry>;
  /** The vehicle identification number. */
  vin: Scalars['String']['output'];
};

/** One appearance of a vehicle for sale at a dealership. */
export type VehicleHistoryEntry = {
  __typename?: 'VehicleHistoryEntry';
  /** The dealership. */
  dealerName: Scalars['String']['output'];
  /** The first day the vehicle was seen there. */
  firstSeen?: Maybe<Scalars['DateTime']['output']>;
  /** Whether it was offered as new (upstream `new`). */
  isNew: Scalars['Boolean']['output'];
  /** The last day the vehicle was seen there. */
  lastSeen?: Maybe<Scalars['DateTime']['output']>;
  /** The mileage shown. */
  miles: Scalars['Int']['output'];
  /** The asking price. */
  price: Scalars['Float']['output'];
  /** US state code of the dealership. */
  state: Scalars['String']['output'];
  /** Five-digit ZIP code of the dealership. */
  zipCode: Scalars['String']['output'];
};

/** The insurance of a registered vehicle. */
export type VehicleInsurance = {
  __typename?: 'VehicleInsurance';
  /** The insurer (attribute `companyName`). */
  company?: Maybe<Scalars['String']['output']>;
  /** The policy number (attribute `policyNo`). */
  policyNumber?: Maybe<Scalars['String']['output']>;
  /** When the insurance expires (attribute `validTill`). */
  validUntil?: Maybe<Scalars['DateTime']['output']>;
};

/** A model of a brand; its name is the `modelName` argument of other fields. */
export type VehicleModel = {
  __typename?: 'VehicleModel';
  /** The brand. */
  brandName: Scalars['String']['output'];
  /** The model name, e.g. `Camry`. */
  name: Scalars['String']['output'];
};

/** Key fields of a vehicle registration certificate (RVCER). */
export type VehicleRegistration = {
  __typename?: 'VehicleRegistration';
  /** e.g. BHARAT STAGE IV. */
  emissionNorms?: Maybe<Scalars['String']['output']>;
  /** The financer the vehicle is hypothecated to, when there is one. */
  financer?: Maybe<Scalars['String']['output']>;
  /** The vehicle's insurance. */
  insurance?: Maybe<VehicleInsurance>;
  /** Registering authority. */
  issuedAt?: Maybe<Scalars['String']['output']>;
  /** The registering authority. */
  issuer?: Maybe<CertificateIssuer>;
  /** The registered owner. */
  owner?: Maybe<CertificateHolder>;
  /** When the vehicle was registered (attribute `issueDate`). */
  registrationDate?: Maybe<Scalars['DateTime']['output']>;
  /** The registration number (attribute `number`). */
  registrationNumber?: Maybe<Scalars['String']['output']>;
  /** As the issuer writes it, e.g. A (active). */
  status?: Maybe<Scalars['String']['output']>;
  /** When the registration took its current status. */
  statusDate?: Maybe<Scalars['DateTime']['output']>;
  /** Start of validity (attribute `validFromDate`). */
  validFrom?: Maybe<Scalars['DateTime']['output']>;
  /** End of validity (attribute `expiryDate`). */
  validUntil?: Maybe<Scalars['DateTime']['output']>;
  /** The registered vehicle. */
  vehicle?: Maybe<RegisteredVehicle>;
};

/** A vehicle registration certificate pulled from the issuer. */
export type VehicleRegistrationCertificate = {
  __typename?: 'VehicleRegistrationCertificate';
  /** The format the certificate came back in. */
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

/** The vehicle and owner whose registration to pull (API Setu RC request). */
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
export type ViewOnlyLink = Node & {
  __typename?: 'ViewOnlyLink';
  /** Whether or not the view only link has anonymized contributors. */
  anonymous?: Maybe<Scalars['Boolean']['output']>;
  /** When the view only link was created (upstream `date_created`). */
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The name of the view only link. */
  name?: Maybe<Scalars['String']['output']>;
  /** Projects this link shows. */
  nodes?: Maybe<ResearchNodeConnection>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};


/** A secret link that shows a private record read-only. */
export type ViewOnlyLinkNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of ViewOnlyLink records (Relay cursor connection). */
export type ViewOnlyLinkConnection = {
  __typename?: 'ViewOnlyLinkConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<ViewOnlyLinkEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of ViewOnlyLink records, with its cursor. */
export type ViewOnlyLinkEdge = {
  __typename?: 'ViewOnlyLinkEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: ViewOnlyLink;
};

/** A decoded North American VIN with its recalls. `fields` holds every decoded field as sent. */
export type VinDecode = {
  __typename?: 'VinDecode';
  /** Body class, e.g. `Sedan/Saloon` (decoded `BodyClass`). */
  bodyClass?: Maybe<Scalars['String']['output']>;
  /** Engine displacement in litres (decoded `DisplacementL`). */
  displacementLiters?: Maybe<Scalars['Float']['output']>;
  /** Number of doors (decoded `Doors`). */
  doors?: Maybe<Scalars['Int']['output']>;
  /** Number of engine cylinders (decoded `EngineCylinders`). */
  engineCylinders?: Maybe<Scalars['Int']['output']>;
  /** The decoder's error code ("0" = clean decode). */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** The decoder's explanation of `errorCode` (decoded `ErrorText`). */
  errorText?: Maybe<Scalars['String']['output']>;
  /** The decoded fields by name (which ones depends on the vehicle; the spec types the answer as a free-form object, so JSON). Recalls are in `recalls`. */
  fields: Scalars['JSON']['output'];
  /** Primary fuel type (decoded `FuelTypePrimary`). */
  fuelType?: Maybe<Scalars['String']['output']>;
  /** The make (decoded `Make`). */
  make?: Maybe<Scalars['String']['output']>;
  /** The manufacturer (decoded `Manufacturer`). */
  manufacturer?: Maybe<Scalars['String']['output']>;
  /** The model (decoded `Model`). */
  model?: Maybe<Scalars['String']['output']>;
  /** The model year (decoded `ModelYear`). */
  modelYear?: Maybe<Scalars['Int']['output']>;
  /** Country of the assembly plant (decoded `PlantCountry`). */
  plantCountry?: Maybe<Scalars['String']['output']>;
  /** Null when recalls were not requested (includeRecall: false). */
  recalls?: Maybe<Array<Recall>>;
  /** The trim (decoded `Trim`). */
  trim?: Maybe<Scalars['String']['output']>;
  /** Vehicle type, e.g. `PASSENGER CAR` (decoded `VehicleType`). */
  vehicleType?: Maybe<Scalars['String']['output']>;
  /** The VIN decoded. */
  vin?: Maybe<Scalars['String']['output']>;
};

/** A file system in a capacity pool. */
export type Volume = AzureResource & Node & {
  __typename?: 'Volume';
  /** Unique Baremetal Tenant Identifier. */
  baremetalTenantId?: Maybe<Scalars['String']['output']>;
  /** The unique file path of the volume, used when mounting it. */
  creationToken?: Maybe<Scalars['String']['output']>;
  /** Empty when the upstream lists none. */
  exportPolicyRules?: Maybe<Array<Maybe<ExportPolicyRule>>>;
  /** UUID v4 used to identify the volume's file system. */
  fileSystemId?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The Azure region the resource lives in, e.g. `westeurope`. */
  location?: Maybe<Scalars['String']['output']>;
  /** The volume's mount targets. */
  mountTargets?: Maybe<Array<Maybe<MountTarget>>>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name: Scalars['String']['output'];
  /** Empty when the upstream lists none. */
  protocolTypes?: Maybe<Array<Scalars['String']['output']>>;
  /** Azure lifecycle state of the resource, e.g. `Succeeded`, `Creating`, `Failed` (upstream `properties.provisioningState`). */
  provisioningState?: Maybe<Scalars['String']['output']>;
  /** The resource group named in the resource's id. */
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  /** The service level of the file system. */
  serviceLevel?: Maybe<ServiceLevel>;
  /** The upstream's own `serviceLevel` value, as sent (also when `serviceLevel` is UNKNOWN). */
  serviceLevelRaw?: Maybe<Scalars['String']['output']>;
  /** The snapshot the volume was created from. */
  snapshotId?: Maybe<Scalars['String']['output']>;
  /** The volume's snapshots. */
  snapshots?: Maybe<Array<Maybe<Snapshot>>>;
  /** The Azure resource id of the delegated subnet the volume is in (delegated to `Microsoft.NetApp/volumes`). */
  subnetId?: Maybe<Scalars['String']['output']>;
  /** The subscription id named in the resource's id. */
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Resource tags as name/value pairs; empty when the resource has none. */
  tags?: Maybe<Array<Tag>>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
  /** The full Azure resource id (ARM). The global `id` is the one `Query.node` takes. */
  upstreamId: Scalars['ID']['output'];
  /** Maximum storage quota in bytes (100 GiB to 100 TiB). */
  usageThreshold?: Maybe<Scalars['Float']['output']>;
};

/** A new volume, or the whole of an existing one (PUT). */
export type VolumeInput = {
  /** The unique file path of the volume, used when mounting it. */
  creationToken: Scalars['String']['input'];
  /** Export policy (at most 5 rules). */
  exportPolicyRules?: InputMaybe<Array<ExportPolicyRuleInput>>;
  /** Azure region (the account's). */
  location: Scalars['String']['input'];
  /** Protocols the volume is served over. */
  protocolTypes?: InputMaybe<Array<FileStorageProtocol>>;
  /** Performance tier (default: the pool's). */
  serviceLevel?: InputMaybe<FileStorageServiceLevel>;
  /** Create the volume from this snapshot: its `snapshotId` (a UUID) or its `Snapshot.id`. */
  snapshotId?: InputMaybe<Scalars['String']['input']>;
  /** ARM id of the delegated subnet the volume is reached from. */
  subnetId: Scalars['String']['input'];
  /** Tags, replacing any the resource had (at most 50). */
  tags?: InputMaybe<Array<FileStorageTagInput>>;
  /** Storage quota in bytes, from 100 GiB (107374182400) to 100 TiB. */
  usageThreshold: Scalars['Float']['input'];
};

/** What to change on a volume (PATCH); at least one field. */
export type VolumePatchInput = {
  /** New export policy, replacing the old one (at most 5 rules). */
  exportPolicyRules?: InputMaybe<Array<ExportPolicyRuleInput>>;
  /** New performance tier. */
  serviceLevel?: InputMaybe<FileStorageServiceLevel>;
  /** Tags, replacing any the resource had (at most 50). */
  tags?: InputMaybe<Array<FileStorageTagInput>>;
  /** New quota in bytes (100 GiB to 100 TiB). */
  usageThreshold?: InputMaybe<Scalars['Float']['input']>;
};

/** The volume as the write left it (see its provisioningState), and the operation to follow. */
export type VolumePayload = {
  __typename?: 'VolumePayload';
  /** The long-running operation to follow until the resource is provisioned; null when the write completed at once. */
  operation?: Maybe<FileStorageOperationStatus>;
  /** The volume, with the provisioningState of the moment. */
  volume?: Maybe<Volume>;
};

/** A registered webhook: Circuit posts the filtered events to its URL. */
export type Webhook = Node & {
  __typename?: 'Webhook';
  /** When the webhook was registered. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The events the webhook receives (regular expressions over event names). */
  filter: Array<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The users whose presence events go to the webhook. */
  subscriptionIds: Array<Scalars['ID']['output']>;
  /** How the webhook was registered: MANUAL or EXTENSION. */
  type?: Maybe<WebhookType>;
  /** `type` exactly as the upstream sent it, also when it is a value `type` does not know (UNKNOWN). */
  typeRaw?: Maybe<Scalars['String']['output']>;
  /** Circuit's own id of this record. */
  upstreamId: Scalars['ID']['output'];
  /** WebHook callback URL. */
  url?: Maybe<Scalars['String']['output']>;
  /** The user who registered the webhook. */
  user?: Maybe<MessagingUser>;
  /** The id of the user who registered the webhook. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** How a webhook was registered. */
export type WebhookType =
  /** By an extension. */
  | 'EXTENSION'
  /** By hand. */
  | 'MANUAL'
  /** A value the upstream sent that this gateway does not know yet. */
  | 'UNKNOWN';

/** A wiki page of a record. */
export type Wiki = Node & {
  __typename?: 'Wiki';
  /** The page text (markdown). */
  content?: Maybe<Scalars['String']['output']>;
  /** Whether the current user is allowed to post comments on this wiki. */
  currentUserCanComment?: Maybe<Scalars['Boolean']['output']>;
  /** When the wiki was last modified (upstream `date_modified`). */
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again. */
  id: Scalars['ID']['output'];
  /** The kind of object, `file`. */
  kind?: Maybe<Scalars['String']['output']>;
  /** Materialized path to the wiki object. */
  materializedPath?: Maybe<Scalars['String']['output']>;
  /** The name/title of the wiki page. */
  name?: Maybe<Scalars['String']['output']>;
  /** Path to the wiki object. */
  path?: Maybe<Scalars['String']['output']>;
  /** Size of the wiki page, bytes. */
  size?: Maybe<Scalars['Int']['output']>;
  /** The OSF's own id of the record. */
  upstreamId: Scalars['ID']['output'];
};

/** A page of Wiki records (Relay cursor connection). */
export type WikiConnection = {
  __typename?: 'WikiConnection';
  /** The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path. */
  edges: Array<Maybe<WikiEdge>>;
  /** Where this page sits in the whole list, and the cursors to move on from it. */
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a list of Wiki records, with its cursor. */
export type WikiEdge = {
  __typename?: 'WikiEdge';
  /** An opaque position in the list; pass it as `after` to continue after this item. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Wiki;
};

/** A rule that matched the file, with the strings that made it match. */
export type YaraRuleMatch = {
  __typename?: 'YaraRuleMatch';
  /** The name of the rule that matched. */
  rule: Scalars['String']['output'];
  /** Index (from 0) of the `rules` entry that holds the rule, when the upstream reports it. */
  ruleSet?: Maybe<Scalars['Int']['output']>;
  /** The strings of the rule that were found in the file, with where they were found. */
  strings: Array<YaraStringMatch>;
};

/** One string of a generated rule: its identifier and value. */
export type YaraRuleString = {
  __typename?: 'YaraRuleString';
  /** Without the `$`. */
  identifier: Scalars['String']['output'];
  /** The string's value as YARA source (quoted text or a hex string). */
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


export type DashboardQuery = { __typename?: 'Query', messaging: { __typename?: 'MessagingQuery', profile?: { __typename?: 'MessagingUser', displayName?: string | null } | null, conversations?: { __typename?: 'ConversationConnection', edges: Array<{ __typename?: 'ConversationEdge', node: { __typename?: 'Conversation', topic?: string | null, participants?: Array<{ __typename?: 'MessagingUser', displayName?: string | null } | null> | null } } | null> } | null }, numbers: { __typename?: 'NumbersQuery', fact?: { __typename?: 'NumberFact', fact: string } | null }, fileStorage: { __typename?: 'FileStorageQuery', accounts?: Array<{ __typename?: 'FileStorageAccount', name: string, capacityPools?: Array<{ __typename?: 'CapacityPool', name: string } | null> | null } | null> | null }, scheduler: { __typename?: 'SchedulerQuery', jobCollections?: { __typename?: 'JobCollectionConnection', edges: Array<{ __typename?: 'JobCollectionEdge', node: { __typename?: 'JobCollection', name: string } } | null> } | null }, marketplace: { __typename?: 'MarketplaceQuery', orders?: { __typename?: 'OrderConnection', edges: Array<{ __typename?: 'OrderEdge', node: { __typename?: 'Order', orderId: string } } | null> } | null }, research: { __typename?: 'ResearchQuery', preprints?: { __typename?: 'PreprintConnection', edges: Array<{ __typename?: 'PreprintEdge', node: { __typename?: 'Preprint', title?: string | null, license?: { __typename?: 'License', name?: string | null } | null } } | null> } | null }, automotive: { __typename?: 'AutomotiveQuery', brands?: Array<{ __typename?: 'Brand', name: string }> | null }, content: { __typename?: 'ContentQuery', domains?: { __typename?: 'DomainConnection', edges: Array<{ __typename?: 'DomainEdge', node: { __typename?: 'Domain', domain?: string | null } } | null> } | null } };

export type RecentConversationsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentConversationsQuery = { __typename?: 'Query', messaging: { __typename?: 'MessagingQuery', conversations?: { __typename?: 'ConversationConnection', edges: Array<{ __typename?: 'ConversationEdge', node: { __typename?: 'Conversation', id: string, upstreamId: string, topic?: string | null } } | null> } | null } };

export type RefetchNodeQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RefetchNodeQuery = { __typename?: 'Query', node?: { __typename: 'Addon', id: string } | { __typename: 'AddonAccount', id: string } | { __typename: 'CapacityPool', id: string } | { __typename: 'CitationStyle', id: string } | { __typename: 'CollectedMetadata', id: string } | { __typename: 'Contributor', id: string } | { __typename: 'Conversation', upstreamId: string, topic?: string | null, id: string } | { __typename: 'ConversationItem', id: string } | { __typename: 'Dealer', id: string } | { __typename: 'Domain', id: string } | { __typename: 'DraftRegistration', id: string } | { __typename: 'FileStorageAccount', id: string } | { __typename: 'Institution', id: string } | { __typename: 'Job', id: string } | { __typename: 'JobCollection', id: string } | { __typename: 'Label', id: string } | { __typename: 'License', id: string } | { __typename: 'MessagingUser', upstreamId: string, displayName?: string | null, id: string } | { __typename: 'MountTarget', id: string } | { __typename: 'NodeAddon', id: string } | { __typename: 'Order', orderId: string, status?: OrderStatus | null, id: string } | { __typename: 'Preprint', id: string } | { __typename: 'PreprintProvider', id: string } | { __typename: 'Product', id: string } | { __typename: 'Registration', id: string } | { __typename: 'RegistrationSchema', id: string } | { __typename: 'ResearchAction', id: string } | { __typename: 'ResearchCollection', id: string } | { __typename: 'ResearchComment', id: string } | { __typename: 'ResearchFile', id: string } | { __typename: 'ResearchFileVersion', id: string } | { __typename: 'ResearchLog', id: string } | { __typename: 'ResearchNode', id: string } | { __typename: 'ResearchUser', id: string } | { __typename: 'SchemaBlock', id: string } | { __typename: 'SchemaResponse', id: string } | { __typename: 'SchemaResponseAction', id: string } | { __typename: 'Snapshot', id: string } | { __typename: 'Space', id: string } | { __typename: 'SpaceItem', id: string } | { __typename: 'SpaceTopic', id: string } | { __typename: 'Taxonomy', id: string } | { __typename: 'UserAddon', id: string } | { __typename: 'ViewOnlyLink', id: string } | { __typename: 'Volume', id: string } | { __typename: 'Webhook', id: string } | { __typename: 'Wiki', id: string } | null };

export type NumberFactsQueryVariables = Exact<{
  number: Scalars['Int']['input'];
}>;


export type NumberFactsQuery = { __typename?: 'Query', numbers: { __typename?: 'NumbersQuery', isPrime?: boolean | null, fact?: { __typename?: 'NumberFact', fact: string } | null, primeFactors?: Array<{ __typename?: 'PrimeFactor', factor: number, times: number }> | null, romanNumeral?: { __typename?: 'Numeral', text: string } | null } };

export type ResearchNodesQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ResearchNodesQuery = { __typename?: 'Query', research: { __typename?: 'ResearchQuery', nodes?: { __typename?: 'ResearchNodeConnection', totalCount?: number | null, edges: Array<{ __typename?: 'ResearchNodeEdge', cursor: string, node: { __typename?: 'ResearchNode', id: string, upstreamId: string, title?: string | null } } | null>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } | null } };

export type ResearchLicensesQueryVariables = Exact<{ [key: string]: never; }>;


export type ResearchLicensesQuery = { __typename?: 'Query', research: { __typename?: 'ResearchQuery', licenses?: { __typename?: 'LicenseConnection', edges: Array<{ __typename?: 'LicenseEdge', node: { __typename?: 'License', id: string, name?: string | null } } | null> } | null } };


export const DashboardDocument = {"__meta__":{"hash":"dcac17524020b88b0f0aeb48cecfedc8a0f6729cccb0dbddb8bfb15b2f98332a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messaging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"numbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"IntValue","value":"42"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileStorage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"StringValue","value":"5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"resourceGroupName"},"value":{"kind":"StringValue","value":"storage-rg","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"capacityPools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduler"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobCollections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"StringValue","value":"9b7e4c1a-3f62-4d85-a0e9-6c2b8d4f1e70","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"marketplace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"research"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preprints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"automotive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domains"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const RecentConversationsDocument = {"__meta__":{"hash":"7c39eeee05c2c915ec41bd865e6de25f88326c0300f210526bfd355cec6491e7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentConversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messaging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecentConversationsQuery, RecentConversationsQueryVariables>;
export const RefetchNodeDocument = {"__meta__":{"hash":"798ae6115aac5f272e4045a61e15faa7b78c94bd5c1eb8773d2ddae0ccf683e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefetchNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upstreamId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessagingUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upstreamId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RefetchNodeQuery, RefetchNodeQueryVariables>;
export const NumberFactsDocument = {"__meta__":{"hash":"6a162f03e04ba3efb96f0e8c644176935b5e737a0aff70a1543321edd3ca9efc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NumberFacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPrime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}]},{"kind":"Field","name":{"kind":"Name","value":"primeFactors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"times"}}]}},{"kind":"Field","name":{"kind":"Name","value":"romanNumeral"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<NumberFactsQuery, NumberFactsQueryVariables>;
export const ResearchNodesDocument = {"__meta__":{"hash":"bef9b792228b494ac3fd690588f11b98912da5c9c1fd798ccbb8d8f3bedfa749"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResearchNodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"research"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResearchNodesQuery, ResearchNodesQueryVariables>;
export const ResearchLicensesDocument = {"__meta__":{"hash":"ea1344312d9ff6a46341740f41dfb5fa7202b4310f2096c3183280aad6557aa1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResearchLicenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"research"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licenses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResearchLicensesQuery, ResearchLicensesQueryVariables>;