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
  dealersByZipCode?: Maybe<Array<Dealer>>;
  /** All of a brand's model names, discontinued ones included. */
  inactiveModels?: Maybe<Array<VehicleModel>>;
  /** Ask price statistics of new vehicles over the last 15 days, per model of a brand in a region. */
  listPrice?: Maybe<Array<PriceStatistics>>;
  /** Flexible listing search by location, vehicle and time (upstream /listings2). */
  listingSearch?: Maybe<ListingConnection>;
  /** Share of each model year among used vehicles of a model in a region (last 45 days). */
  modelYearDistribution?: Maybe<Array<ModelYearShare>>;
  /** A brand's active models (not discontinued, and sold recently). */
  models?: Maybe<Array<VehicleModel>>;
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
  data?: Maybe<Scalars['JSON']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  modelName?: Maybe<Scalars['String']['output']>;
  regionName?: Maybe<Scalars['String']['output']>;
};

export type BaseConversion = {
  __typename?: 'BaseConversion';
  /** The number written in base `to`. */
  answer: Scalars['String']['output'];
  from: Scalars['Int']['output'];
  number: Scalars['String']['output'];
  to: Scalars['Int']['output'];
};

/** A vehicle brand; its name is the `brandName` argument of other fields. */
export type Brand = {
  __typename?: 'Brand';
  /** The brand's active models. */
  models?: Maybe<Array<VehicleModel>>;
  name: Scalars['String']['output'];
};

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
  edges: Array<DealerEdge>;
  pageInfo: PageInfo;
};

export type DealerEdge = {
  __typename?: 'DealerEdge';
  cursor: Scalars['String']['output'];
  node: Dealer;
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
  mileage?: Maybe<Scalars['Float']['output']>;
  modelName: Scalars['String']['output'];
  msrp: Scalars['Float']['output'];
  vin: Scalars['String']['output'];
  /** Decoded VIN fields when the upstream includes them (untyped in the spec). */
  vinDecode?: Maybe<Scalars['JSON']['output']>;
  year: Scalars['Int']['output'];
};

export type ListingConnection = {
  __typename?: 'ListingConnection';
  edges: Array<ListingEdge>;
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

/** Share of one model year among used vehicles of the same model on the market. */
export type ModelYearShare = {
  __typename?: 'ModelYearShare';
  brandName: Scalars['String']['output'];
  modelName: Scalars['String']['output'];
  percentOfMarket: Scalars['Float']['output'];
  year: Scalars['Int']['output'];
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

/** Each service is a namespace field: `{ numbers { ... } }`. */
export type Query = {
  __typename?: 'Query';
  /** Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with recalls, supply and sales (CIS Automotive API). */
  automotive: AutomotiveQuery;
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

/** One $1000 bucket of a sale price histogram. */
export type SalePriceBucket = {
  __typename?: 'SalePriceBucket';
  /** Lower bound of the bucket. */
  bucket: Scalars['Float']['output'];
  modelName: Scalars['String']['output'];
  percentOfMarket: Scalars['Float']['output'];
};

export type SpelledNumber = {
  __typename?: 'SpelledNumber';
  language?: Maybe<Scalars['String']['output']>;
  number: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

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

/** A model of a brand; its name is the `modelName` argument of other fields. */
export type VehicleModel = {
  __typename?: 'VehicleModel';
  brandName: Scalars['String']['output'];
  name: Scalars['String']['output'];
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

export type NumberFactsQueryVariables = Exact<{
  number: Scalars['Int']['input'];
}>;


export type NumberFactsQuery = { __typename?: 'Query', numbers: { __typename?: 'NumbersQuery', isPrime?: boolean | null, fact?: { __typename?: 'NumberFact', fact: string } | null, primeFactors?: Array<{ __typename?: 'PrimeFactor', factor: number, times: number }> | null, romanNumeral?: { __typename?: 'Numeral', text: string } | null } };


export const NumberFactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NumberFacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPrime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}]},{"kind":"Field","name":{"kind":"Name","value":"primeFactors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"times"}}]}},{"kind":"Field","name":{"kind":"Name","value":"romanNumeral"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<NumberFactsQuery, NumberFactsQueryVariables>;