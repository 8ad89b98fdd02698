// The boundary check every upstream answer passes, one rule for all services: what the spec may omit is optional
// in the DTO (and nullable in the schema); what a record cannot do without (its identity) is checked where it is
// read, so a record lacking it becomes an UPSTREAM_ERROR (`reason: invalid-response`) at that record's path while
// the rest of its list answers; a container of the wrong kind (a string where an object or a list belongs) is an
// UPSTREAM_ERROR on that field. The checks are structural and cheap: they look at the values the gateway reads.
import type { ServiceKey } from '../config/index.js';
import { UpstreamError } from './errors.js';

/** A plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An answer the gateway cannot read as the spec describes it. `detail` says what is wrong and `call` names the
 * upstream call (`GET /institutions/{}`), both for the log only.
 */
export function invalidResponse(service: ServiceKey, detail: string, call?: string): UpstreamError {
  return new UpstreamError(service, 'invalid-response', undefined, undefined, detail, call);
}

/** The body, or part of it, as an object: absent or null is `{}` only when `optional`. */
export function expectObject<T extends object>(service: ServiceKey, value: unknown, what = 'object'): T {
  if (isRecord(value)) return value as T;
  throw invalidResponse(service, `expected ${what} to be an object`);
}

/** An array the spec declares; absent or null is an empty list, anything else of the wrong kind is an error. */
export function expectList<T>(service: ServiceKey, value: unknown, what = 'list'): T[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value as T[];
  throw invalidResponse(service, `expected ${what} to be a list`);
}

/**
 * A value a record cannot do without (its id), read where a field needs it: absent, null or empty is an
 * UPSTREAM_ERROR at that field, which GraphQL reports at the record's path (list items are nullable for this).
 */
export function required<T>(service: ServiceKey, value: T | null | undefined, what: string): T {
  if (value === undefined || value === null || (value as unknown) === '') {
    throw invalidResponse(service, `a record has no ${what}`);
  }
  return value;
}

/** An optional string field that an upstream may send as a number (ids, codes): the string, or null. */
export function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}
