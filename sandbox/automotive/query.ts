// The API's query parameters as FastAPI validates them: a bad one is a 422 naming it (ValidationFailure).
import { AUTOMOTIVE_REGIONS, DEFAULT_REGION } from '@gateway/upstream-types/values/automotive';
import { BRANDS, daysAgo } from './data.js';

export const LISTINGS_PER_PAGE = 20;
export const DEALERS_PER_PAGE = 30;
export const MAX_DAYS = 45;

export type Query = Record<string, string | undefined>;

/** FastAPI's 422 body: `{ detail: [{ loc, msg, type }] }`. */
export class ValidationFailure extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
  }
}

export function required(query: Query, name: string): string {
  const value = query[name];
  if (value === undefined || value === '') throw new ValidationFailure(name, 'field required');
  return value;
}
export function intParam(query: Query, name: string, fallback?: number): number {
  const raw = fallback === undefined ? required(query, name) : (query[name] ?? String(fallback));
  if (!/^-?\d+$/.test(raw)) throw new ValidationFailure(name, 'value is not a valid integer');
  return Number(raw);
}
export function numberParam(query: Query, name: string, fallback: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new ValidationFailure(name, 'value is not a valid float');
  return value;
}
export function boolParam(query: Query, name: string, fallback: boolean): boolean {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'True'].includes(raw)) return true;
  if (['false', '0', 'False'].includes(raw)) return false;
  throw new ValidationFailure(name, 'value could not be parsed to a boolean');
}
export function dateParam(query: Query, name: string): string {
  const value = required(query, name);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new ValidationFailure(name, 'invalid date format');
  }
  return value;
}
export function optionalDate(query: Query, name: string): string | undefined {
  return query[name] ? dateParam(query, name) : undefined;
}
export function pageParam(query: Query): number {
  const page = intParam(query, 'page', 1);
  if (page < 1) throw new ValidationFailure('page', 'ensure this value is greater than 0');
  return page;
}
/** `regionName`, defaulting to the spec's REGION_STATE_CA where the route has a default. */
export function regionParam(query: Query, required = false): string {
  const region = (query.regionName ?? (required ? '' : DEFAULT_REGION)).toUpperCase();
  if (!region) throw new ValidationFailure('regionName', 'field required');
  if (!(AUTOMOTIVE_REGIONS as readonly string[]).includes(region)) {
    throw new ValidationFailure('regionName', 'unknown region name');
  }
  return region;
}
export function brandParam(query: Query): string {
  const name = required(query, 'brandName');
  const brand = BRANDS.find((entry) => entry.name.toLowerCase() === name.toLowerCase());
  if (!brand) throw new ValidationFailure('brandName', 'unknown brand name');
  return brand.name;
}
export function vinParam(query: Query): string {
  const vin = required(query, 'vin').toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{12,17}$/.test(vin)) throw new ValidationFailure('vin', 'invalid vin');
  return vin;
}
/** [startDate, endDate) from explicit dates or daysBack, at most 45 days (the listings2 rules). */
export function interval(query: Query, defaultDaysBack: number): { start: string; end: string } {
  const daysBack = intParam(query, 'daysBack', defaultDaysBack);
  if (daysBack < 1 || daysBack > MAX_DAYS) throw new ValidationFailure('daysBack', 'must be between 1 and 45');
  const shift = (day: string, days: number) => {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  let start = optionalDate(query, 'startDate');
  let end = optionalDate(query, 'endDate');
  if (start && !end) end = shift(start, daysBack);
  if (end && !start) start = shift(end, -daysBack);
  // Neither given: the last daysBack days, today included (the end is exclusive).
  end ??= shift(daysAgo(0), 1);
  start ??= shift(end, -daysBack);
  const span = (Date.parse(end) - Date.parse(start)) / 86_400_000;
  if (span < 0) throw new ValidationFailure('endDate', 'endDate must not be before startDate');
  if (span > MAX_DAYS) throw new ValidationFailure('endDate', 'maximum time interval is 45 days');
  return { start, end };
}
