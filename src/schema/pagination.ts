// Relay connections over any upstream paging scheme. Connections page forward with first/after; those over an
// offset/limit upstream also page back with last/before (`pageBackward`), and only they offer those arguments
// (see forward-paging.ts). The cursor is opaque (base64url JSON) and carries the
// upstream's own continuation (an offset, a nextLink, a JSON:API `links.next`, a HubSpot `after`) plus how many
// items of that page were already returned, so walking with first/after yields every item exactly once.
import type { ServiceKey } from '../config/index.js';
import { invalidResponse } from '../http/boundary.js';
import { badUserInput } from './errors.js';

export interface UpstreamPage<T> {
  items: T[];
  /** Continuation for the page after this one; undefined on the last page. */
  next?: string;
  totalCount?: number | null;
}

/** Fetch the page at `continuation` (undefined = first page) with at most `size` items. */
export type PageFetcher<T> = (continuation: string | undefined, size: number) => Promise<UpstreamPage<T>>;

interface CursorState {
  /** Continuation of the page that holds the item. */
  p?: string;
  /** Items of that page up to and including this one. */
  s: number;
}

export function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, argument = 'after'): CursorState {
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorState;
    if (typeof state.s !== 'number' || state.s < 0 || (state.p !== undefined && typeof state.p !== 'string')) {
      throw new Error('bad cursor');
    }
    return state;
  } catch {
    throw badUserInput(`Argument "${argument}" is not a cursor this gateway issued`, argument);
  }
}

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

/** Arguments of a connection that also pages backward. */
export interface BidirectionalArgs extends ConnectionArgs {
  last?: number | null;
  before?: string | null;
}

export interface PagingLimits {
  /** `first` when the caller gives none. */
  defaultSize: number;
  /** The upstream's maximum page size; `first` above it is refused. */
  maxSize: number;
  /**
   * When an upstream page after the first fails, answer with the items already read and that failure as an error
   * at the edge that would have followed (the rest of the list is unread); `pageInfo` resumes at the failed page.
   */
  keepReadPages?: boolean;
}

/** Validates first/after before any upstream call. */
export function pagingRequest(args: ConnectionArgs, limits: PagingLimits): { size: number; cursor?: CursorState } {
  const size = args.first ?? limits.defaultSize;
  if (!Number.isInteger(size) || size < 1 || size > limits.maxSize) {
    throw badUserInput(`Argument "first" must be between 1 and ${limits.maxSize}`, 'first');
  }
  return { size, cursor: args.after ? decodeCursor(args.after) : undefined };
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number | null;
}

/**
 * Builds one connection page: resumes inside the upstream page named by the cursor, and keeps fetching the
 * following upstream pages until `first` items are collected or the upstream runs out.
 */
export async function paginate<T>(
  args: ConnectionArgs,
  limits: PagingLimits,
  fetchPage: PageFetcher<T>,
): Promise<Connection<T>> {
  const { size, cursor } = pagingRequest(args, limits);
  const edges: Connection<T>['edges'] = [];
  let continuation = cursor?.p;
  let skip = cursor?.s ?? 0;
  let totalCount: number | null = null;
  let hasNextPage = false;
  let failure: Error | undefined;
  // Continuations already read by this call: an upstream that links back to one of them ends the list there.
  const read = new Set<string | undefined>([continuation]);
  // Bounded: after the first page every round adds at least one item or stops.
  for (let round = 0; round <= size + 1; round += 1) {
    let page: UpstreamPage<T>;
    try {
      page = await fetchPage(continuation, Math.min(limits.maxSize, skip + size - edges.length));
    } catch (error) {
      if (round === 0 || !limits.keepReadPages || !(error instanceof Error)) throw error;
      failure = error;
      hasNextPage = true;
      break;
    }
    totalCount = page.totalCount ?? totalCount;
    let index = skip;
    for (; index < page.items.length && edges.length < size; index += 1) {
      // The last item of an upstream page points at the next page itself, so resuming there costs no re-read.
      const endsPage = index + 1 === page.items.length && page.next !== undefined;
      const position = endsPage ? { p: page.next, s: 0 } : { p: continuation, s: index + 1 };
      edges.push({ node: page.items[index] as T, cursor: encodeCursor(position) });
    }
    if (edges.length >= size) {
      hasNextPage = index < page.items.length || Boolean(page.next);
      break;
    }
    if (!page.next || page.items.length === 0 || read.has(page.next)) break;
    continuation = page.next;
    read.add(continuation);
    skip = 0;
  }
  return {
    // An Error in place of an edge: graphql-js reports it at that position (edges are nullable), the edges before
    // it answer.
    edges: failure ? [...edges, failure as unknown as Connection<T>['edges'][number]] : edges,
    totalCount,
    pageInfo: {
      hasNextPage,
      hasPreviousPage: Boolean(cursor),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** Offset/limit upstreams: the continuation is the next offset, or none once a short page or the total says so. */
export function nextOffset(
  offset: number,
  pageLength: number,
  requested: number,
  total?: number | null,
): string | undefined {
  const next = offset + pageLength;
  if (pageLength === 0 || pageLength < requested) return undefined;
  if (total != null && next >= total) return undefined;
  return String(next);
}

/** A slice of an offset/limit list: `size` items from `offset`, and the list's length when the upstream says. */
export type RangeFetcher<T> = (offset: number, size: number) => Promise<{ items: T[]; totalCount?: number | null }>;

/** Whether a call pages backward; first/after and last/before cannot be mixed (checked before any call). */
export function pagesBackward(args: BidirectionalArgs): boolean {
  const backward = args.last != null || args.before != null;
  if (backward && (args.first != null || args.after != null)) {
    throw badUserInput(
      'Arguments "first"/"after" cannot be combined with "last"/"before"',
      args.first != null ? 'first' : 'after',
    );
  }
  return backward;
}

/**
 * Backward paging over an offset/limit list. Cursors carry an offset (`p`) and a count (`s`), the same as
 * forward cursors over such a list, so the item a cursor names is at `p + s - 1` whichever way it was issued:
 * `before` asks for the `last` items ahead of that position. `last` without `before` counts back from the end of
 * the list, whose length a first one-item call reads from the upstream's total (a page without one is an
 * UPSTREAM_ERROR).
 */
export async function pageBackward<T>(
  service: ServiceKey,
  args: BidirectionalArgs,
  limits: PagingLimits,
  fetchRange: RangeFetcher<T>,
): Promise<Connection<T>> {
  const size = args.last ?? limits.defaultSize;
  if (!Number.isInteger(size) || size < 1 || size > limits.maxSize) {
    throw badUserInput(`Argument "last" must be between 1 and ${limits.maxSize}`, 'last');
  }
  let end: number;
  let totalCount: number | null = null;
  if (args.before) {
    const cursor = decodeCursor(args.before, 'before');
    if (cursor.p !== undefined && !/^\d{1,9}$/.test(cursor.p)) {
      throw badUserInput('Argument "before" is not a cursor this gateway issued', 'before');
    }
    end = Math.max(0, Number(cursor.p ?? 0) + cursor.s - 1);
  } else {
    totalCount = (await fetchRange(0, 1)).totalCount ?? null;
    // The end of the list is unknown without the total the upstream is meant to report.
    if (totalCount === null) throw invalidResponse(service, 'a list page without its total');
    end = totalCount;
  }
  const start = Math.max(0, end - size);
  const page = end > start ? await fetchRange(start, end - start) : { items: [] as T[] };
  const edges = page.items
    .slice(0, end - start)
    .map((node, index) => ({ node, cursor: encodeCursor({ p: String(start), s: index + 1 }) }));
  return {
    edges,
    totalCount: page.totalCount ?? totalCount,
    pageInfo: {
      hasPreviousPage: start > 0,
      // With `before`, the item the cursor names follows this page.
      hasNextPage: Boolean(args.before) || start + edges.length < end,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
