// Relay connections over the automotive upstream's numbered pages.
import {
  DEALERS_PAGE_SIZE,
  LISTINGS_PAGE_SIZE,
  type EnvelopeDto,
  type ListingDto,
} from '../../datasources/automotive/index.js';
import { Dealer, Listing } from '../../schema/automotive.js';
import { builder } from '../../schema/builder.js';
import { badUserInput } from '../../schema/errors.js';
import { paginate, type ConnectionArgs, type UpstreamPage } from '../../schema/pagination.js';

const LISTING_PAGING = { defaultSize: LISTINGS_PAGE_SIZE, maxSize: 100 };
export const DEALER_PAGING = { defaultSize: DEALERS_PAGE_SIZE, maxSize: 100 };

/** The continuation is the upstream's 1-based page number. */
function pageNumber(continuation: string | undefined): number {
  if (continuation === undefined) return 1;
  if (!/^\d{1,6}$/.test(continuation) || Number(continuation) < 1) {
    throw badUserInput('Argument "after" is not a cursor this gateway issued', 'after');
  }
  return Number(continuation);
}

interface PagedBody<T> {
  page: number;
  maxPages: number;
  items: T[];
}

/** A Relay connection over the upstream's `page`/`maxPages` paging. */
export function pagesOf<T>(
  args: ConnectionArgs,
  limits: typeof LISTING_PAGING,
  fetch: (page: number) => Promise<PagedBody<T>>,
) {
  return paginate(args, limits, async (continuation): Promise<UpstreamPage<T>> => {
    const page = pageNumber(continuation);
    const body = await fetch(page);
    return { items: body.items, next: page < body.maxPages && body.items.length > 0 ? String(page + 1) : undefined };
  });
}
export const listingPages = (
  args: ConnectionArgs,
  fetch: (page: number) => Promise<EnvelopeDto<{ page: number; maxPages: number; listings: ListingDto[] }>>,
) =>
  pagesOf(args, LISTING_PAGING, async (page) => {
    const { data } = await fetch(page);
    return { page: data.page, maxPages: data.maxPages, items: data.listings };
  });

export const ListingConnection = builder.connectionObject({ type: Listing, name: 'ListingConnection' });
export const DealerConnection = builder.connectionObject({ type: Dealer, name: 'DealerConnection' });
