// Circuit's error bodies and query parameters, and its paging by modification time or search pointer.
import type { UserDto } from './data.js';

/**
 * Ids per batch call. The spec states no limit for the array parameters; 100 is the largest count it allows
 * anywhere (`results`, `pageSize`), and the sandbox refuses more with a 400 as a strict upstream would.
 */
export const MESSAGING_BATCH_LIMIT = 100;

export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}
/**
 * Circuit may answer fewer flagged items than asked for, with `hasMore` and a pointer to the rest; the sandbox
 * caps each answer here so clients must follow the pointer.
 */
export const FLAGGED_PAGE_CAP = 10;

export const badRequest = (message: string) => new HttpFailure(400, 'INVALID_PARAM', message);
export const notFound = (message: string) => new HttpFailure(404, 'NOT_FOUND', message);

export type Query = Record<string, string | string[] | undefined>;

export function text(query: Query, name: string): string | undefined {
  const value = query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}
export function required(query: Query, name: string): string {
  const value = text(query, name);
  if (value === undefined) throw badRequest(`Missing parameter ${name}`);
  return value;
}
/** Array parameters arrive comma-separated or repeated. */
export function list(query: Query, name: string): string[] {
  const value = query[name];
  const raw = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const values = raw.flatMap((entry) => entry.split(',')).filter(Boolean);
  if (values.length === 0) throw badRequest(`Missing parameter ${name}`);
  if (values.length > MESSAGING_BATCH_LIMIT) throw badRequest(`At most ${MESSAGING_BATCH_LIMIT} values in ${name}`);
  return values;
}
export function count(query: Query, name: string, fallback: number, min: number, max: number): number {
  const raw = text(query, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw badRequest(`Parameter ${name} must be an integer`);
  const value = Number(raw);
  if (value < min || value > max) throw badRequest(`Parameter ${name} must be between ${min} and ${max}`);
  return value;
}
export function oneOf<T extends string>(query: Query, name: string, values: readonly T[], fallback?: T): T {
  const raw = text(query, name) ?? fallback;
  if (raw === undefined) throw badRequest(`Missing parameter ${name}`);
  if (!values.includes(raw as T)) throw badRequest(`Parameter ${name} must be one of ${values.join(', ')}`);
  return raw as T;
}
export function time(query: Query, name: string): number | undefined {
  const raw = text(query, name);
  if (raw === undefined) return undefined;
  const parsed = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (Number.isNaN(parsed)) throw badRequest(`Parameter ${name} must be a date-time`);
  return parsed;
}

/** Circuit's "modified before/after a time" paging: newest first before, oldest first after. */
export function byTime<T>(
  entries: readonly T[],
  timeOf: (entry: T) => number,
  at: number | undefined,
  direction: string,
  take: number,
) {
  if (direction === 'AFTER') {
    const from = at ?? 0;
    return entries
      .filter((entry) => timeOf(entry) > from)
      .sort((a, b) => timeOf(a) - timeOf(b))
      .slice(0, take);
  }
  const until = at ?? Date.now();
  return entries
    .filter((entry) => timeOf(entry) < until)
    .sort((a, b) => timeOf(b) - timeOf(a))
    .slice(0, take);
}

/** Search-pointer paging: the pointer is an opaque token for the next offset. */
export function pointerSlice<T>(entries: readonly T[], pointer: string | undefined, take: number) {
  let offset = 0;
  if (pointer !== undefined) {
    const match = /^sp-(\d+)$/.exec(pointer);
    if (!match) throw badRequest('Invalid search pointer');
    offset = Number(match[1]);
  }
  const page = entries.slice(offset, offset + take);
  const hasMore = offset + page.length < entries.length;
  return { page, hasMore, searchPointer: hasMore ? `sp-${offset + page.length}` : undefined };
}

/** Adds a GET route answered from the query, the path parameters and the calling user. */
export type ReadRoute = (
  path: string,
  answer: (query: Query, params: Record<string, string>, caller: UserDto) => unknown,
) => unknown;
