// The boundary check every upstream answer passes, one rule for all services: what the spec may omit is optional
// in the DTO (and nullable in the schema); what a record cannot do without (its identity) is checked where it is
// read, so a record lacking it becomes an UPSTREAM_ERROR (`reason: invalid-response`) at that record's path while
// the rest of its list answers; a container of the wrong kind (a string where an object or a list belongs) is an
// UPSTREAM_ERROR on that field. The checks are structural and cheap: they look at the values the gateway reads.
import type { ServiceKey } from '../config/index.js';
import { UpstreamError, WriteResultUnreadableError } from './errors.js';

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

/**
 * A list the spec requires: absent or null is an UPSTREAM_ERROR (`invalid-response`) on the field that reads it,
 * never an empty list (an empty list is the answer only when the upstream sent one); anything else of the wrong
 * kind is an error too. `what` names the member for the log line.
 */
export function expectList<T>(service: ServiceKey, value: unknown, what = 'list'): T[] {
  if (value === undefined || value === null) throw missingMember(service, what);
  if (Array.isArray(value)) return value as T[];
  throw invalidResponse(service, `expected ${what} to be a list`);
}

/** A list the spec lets the upstream leave out: absent or null is an empty list; the wrong kind is an error. */
export function optionalList<T>(service: ServiceKey, value: unknown, what = 'list'): T[] {
  if (value === undefined || value === null) return [];
  return expectList<T>(service, value, what);
}

/**
 * A member the spec requires of a record (an object, a list, a value), read by the field that shows it: absent or
 * null is an UPSTREAM_ERROR (`invalid-response`) at that field, never a silent null. A list member is checked to
 * be a list, an object member to be an object, when `kind` says which.
 */
export function member<R extends object, K extends keyof R & string>(
  service: ServiceKey,
  record: R,
  key: K,
  kind?: 'list' | 'object',
): NonNullable<R[K]> {
  const value = isRecord(record) ? record[key] : undefined;
  if (value === undefined || value === null) throw missingMember(service, key);
  if (kind === 'list') expectList<unknown>(service, value, key);
  if (kind === 'object') expectObject<object>(service, value, key);
  return value as NonNullable<R[K]>;
}

/** The answer lacks a member its spec requires. */
export function missingMember(service: ServiceKey, what: string): UpstreamError {
  return invalidResponse(service, `the answer has no ${what}, which its spec requires`);
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

/**
 * The record a write answers with, or read again after it: when there is none, the write still happened, so the
 * field is a WriteResultUnreadableError (`reason: write-result-unreadable`), never a bare null.
 */
export function written<T>(service: ServiceKey, record: T | null | undefined, what: string): T {
  if (record === undefined || record === null) {
    throw new WriteResultUnreadableError(service, `the ${what} written could not be read back`);
  }
  return record;
}
