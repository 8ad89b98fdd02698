// Argument checks, cursor paging and relationship helpers shared by the messaging reads.
import { z } from 'zod';
import { type Direction, type MessagingDataSource, type PointerPage } from '../../datasources/messaging/index.js';
import { optionalList, isRecord, text } from '../../http/boundary.js';
import { badUserInput } from '../../schema/errors.js';
import { type PageFetcher, type PagingLimits } from '../../schema/pagination.js';
import { toDateTime } from '../../schema/scalars.js';
import { idSchema } from './inputs.js';

// --- argument checks -----------------------------------------------------------------------------------------

export const idListSchema = (max: number) =>
  z.array(idSchema).min(1, 'must name at least one id').max(max, `must name at most ${max} ids`);
/** Free text sent as a query parameter: bounded, no control characters. */
export const termSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(2048, 'must be at most 2048 characters')
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'must not contain control characters');
/** Free text that becomes one path segment. */
export const segmentSchema = termSchema
  .max(256, 'must be at most 256 characters')
  .refine((value) => value !== '.' && value !== '..', 'must not be a dot segment');
export const emailSchema = z.email('must be an email address').max(256);

/** Ids a root list field accepts at once (chunked into batch calls of the upstream's limit). */
export const MAX_IDS = 500;

export const limits = (maxSize: number, defaultSize = Math.min(25, maxSize)): PagingLimits => ({
  defaultSize,
  maxSize,
});
/** An upstream time as a cursor; a time no date can hold (an epoch of 2^53) ends the paging instead. */
const iso = (value: unknown) => toDateTime(value)?.toISOString();
export const isoArg = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

const foreignCursor = () => badUserInput('Argument "after" is not a cursor this gateway issued', 'after');
/** A numeric continuation (a start index, an epoch time) from a cursor. */
export function numberFrom(continuation: string | undefined, fallback: number): number {
  if (continuation === undefined) return fallback;
  if (!/^\d{1,15}$/.test(continuation)) throw foreignCursor();
  return Number(continuation);
}

/** "Modified before/after a time" paging: the continuation is the time of the last item of the previous page. */
export function byTime<T>(
  fetch: (time: string | undefined, size: number) => Promise<T[]>,
  timeOf: (item: T) => number | undefined,
  start: string | undefined,
): PageFetcher<T> {
  return async (continuation, size) => {
    if (continuation !== undefined && Number.isNaN(Date.parse(continuation))) throw foreignCursor();
    const items = await fetch(continuation ?? start, size);
    const last = items[items.length - 1];
    return { items, next: items.length >= size && isRecord(last) ? iso(timeOf(last)) : undefined };
  };
}

/** Search-pointer paging: the continuation is the upstream's own pointer. */
export function byPointer<T>(
  fetch: (pointer: string | undefined, size: number) => Promise<PointerPage<T>>,
): PageFetcher<T> {
  return (continuation, size) => fetch(continuation, size);
}

/** Where a flagged-items walk stands: the time and direction it started from, and Circuit's search pointer. */
export interface FlaggedContinuation {
  t: string;
  d: Direction;
  p?: string;
}
const flaggedContinuationSchema = z.object({
  t: z.iso.datetime(),
  d: z.enum(['BEFORE', 'AFTER']),
  p: z.string().max(2048).optional(),
});
export function flaggedContinuation(continuation: string): FlaggedContinuation {
  try {
    return flaggedContinuationSchema.parse(JSON.parse(continuation));
  } catch {
    throw foreignCursor();
  }
}

/** Users by a list of ids from an upstream record: a list of the wrong kind is an upstream error on the field. */
export const users = (ds: MessagingDataSource, ids: unknown) =>
  Promise.all(optionalList<unknown>('messaging', ids, 'ids').map((id) => userOrNull(ds, id)));
export const userOrNull = (ds: MessagingDataSource, id: unknown) => {
  const key = text(id);
  return key ? ds.users.load(key) : null;
};
/**
 * A relationship followed by the record's own id: without the id there is nothing to follow, so the field is null
 * (the record's id field reports the missing id where the type requires it).
 */
export function withKey<T>(id: unknown, follow: (key: string) => T): T | null {
  const key = text(id);
  return key ? follow(key) : null;
}
