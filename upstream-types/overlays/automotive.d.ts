// Where CIS Automotive departs from its spec (H-cis-automotive.yaml): the shapes the gateway reads and the sandbox
// answers with, by the name the gateway gives them, are the spec's schemas (named in each line) with the departures
// below on top.
import type { components, operations } from '../automotive.js';

type Schemas = components['schemas'];

/**
 * Every `#/components/schemas/*Resp` (and `GenericResponse`): the envelope, `data` typed by the endpoint. The spec
 * requires `cacheTimeLimit`; nothing is read from it and an answer without it is still an answer, so it is optional.
 * `ListingResp` and `SimilarSalePriceResp` add the window they searched (`startDate`, `endDate`).
 */
export type Envelope<T> = Omit<Schemas['GenericResponse'], 'data' | 'cacheTimeLimit'> & {
  cacheTimeLimit?: number;
  startDate?: string;
  endDate?: string;
  data: T;
};

/**
 * `#/components/schemas/Listing` requires `mileage` and types `vinDecode` as an empty object; the API leaves the
 * mileage out where the dealer gives none and sends the decoded VIN's fields (or nothing) in `vinDecode`.
 */
export type Listing = Omit<Schemas['Listing'], 'mileage' | 'vinDecode'> & {
  mileage?: number;
  vinDecode?: Record<string, unknown>;
};
/** `#/components/schemas/ListingRespPaginated`, its listings as above. */
export type ListingPage = Omit<Schemas['ListingRespPaginated'], 'listings'> & { listings: Listing[] };
export type Model = Schemas['ModelDict'];
/**
 * `#/components/schemas/DealershipData`: `zipCode` an integer, so a ZIP code with leading zeros arrives without
 * them; the API may also send it as a string, which is read as well.
 */
export type Dealer = Omit<Schemas['DealershipData'], 'zipCode'> & { zipCode: number | string };
/** `#/components/schemas/DealershipDataPaginated`, its dealers as above. */
export type DealerPage = Omit<Schemas['DealershipDataPaginated'], 'dealers'> & { dealers: Dealer[] };
export type BasicModelStats = Schemas['BasicModelStats'];
export type Bucket = Schemas['BucketEntry'];
export type TopModel = Schemas['TopModelEntry'];
export type ModelYearShare = Schemas['ModelYearDistEntry'];
export type SimilarSalePrice = Schemas['SimilarSalePriceData'];
/** `#/components/schemas/VehHistory`: `zip` an integer, read like the dealer's `zipCode`. */
export type VehicleHistoryEntry = Omit<Schemas['VehHistory'], 'zip'> & { zip: number | string };
export type VehicleHistory = Omit<Schemas['VehHistoryData'], 'data'> & { data: VehicleHistoryEntry[] };

/**
 * `GET /daysSupply` and `/daysToSell` answer a `GenericResponse` (untyped `data`); their descriptions name these
 * statistics, and an upstream may send one number as the whole of `data` (read as `value`).
 */
export interface LotStatistics {
  average?: number;
  median?: number;
  stdDev?: number;
  pVariance?: number;
  pVar?: number;
  wholeRegionAverage?: number;
  regionAverage?: number;
  value?: number;
}
/** `GET /vinDecode` answers a `GenericResponse`: NHTSA-style decoded fields, with `recalls` when asked for. */
export type VinDecodeFields = Record<string, unknown> & { recalls?: unknown };

/**
 * `GET /getSubUserKeys` answers a `GenericResponse`; its `data` lists `#/components/schemas/SubUserJSONWebToken`
 * without the `token` (the key is shown once, when made), and any field may be missing.
 */
export type SubUserKey = Partial<Omit<Schemas['SubUserJSONWebToken'], 'token'>> & { revoked?: boolean };
/** `POST /makeSubUserKey`: `#/components/schemas/SubUserJSONWebToken`, only `token` relied upon. */
export type CreatedSubUserKey = SubUserKey & Pick<Schemas['SubUserJSONWebToken'], 'token'>;
/** `GET|POST /getToken`: `#/components/schemas/JSONWebToken`. */
export type Token = Schemas['JSONWebToken'];
export type EndpointList = Schemas['EndpointList'];
export type ValidationFailure = Schemas['HTTPValidationError'];

/** The query of `GET /listings2` (the criteria `/valuation` shares), without the token and the page. */
export type ListingSearchQuery = Omit<operations['getListings2_listings2_get']['parameters']['query'], 'jwt' | 'page'>;
