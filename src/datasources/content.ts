// HubSpot CMS domains v3 (spec J): the current domains, paged with `after`/`limit` (`paging.next.after`), and a
// domain by id. The API key travels as a query parameter, so no URL of this service is ever logged (RestDataSource
// logs the path only) and errors carry codes, never the request.
import type * as Upstream from '@gateway/upstream-types/overlays/content';
import { path } from './paths.js';
import { RestDataSource } from './rest.js';

/** The upstream's shapes: generated from the spec, with the overlay of what the real API sends beside it. */
export type DomainDto = Upstream.Domain;
export type DomainCdnConfigDto = Upstream.DomainCdnConfig;
export type DomainSetupInfoDto = Upstream.DomainSetupInfo;
export type DomainPageDto = Upstream.DomainPage;

/** The list's filters, dates as epoch milliseconds (the upstream's int64). */
export interface DomainFilters {
  createdAt?: number;
  createdAfter?: number;
  createdBefore?: number;
  updatedAt?: number;
  updatedAfter?: number;
  updatedBefore?: number;
  archived?: boolean;
  /** Properties to sort by, in order (`-name` descending): the spec's repeated `sort`. */
  sort?: readonly string[];
  /** Properties to return: the spec's repeated `properties`. */
  properties?: readonly string[];
  /** HubSpot's own `before` paging token. */
  before?: string;
}

export class ContentDataSource extends RestDataSource {
  protected override errorCodeFrom(body: unknown): string | undefined {
    const category = (body as { category?: unknown } | null)?.category;
    return typeof category === 'string' ? category : undefined;
  }

  listDomains(filters: DomainFilters, after: string | undefined, limit: number) {
    return this.get<DomainPageDto>('cms/v3/domains/', { ...filters, after, limit });
  }

  getDomain(domainId: string, archived?: boolean | null) {
    return this.getOrNull<DomainDto>(path`cms/v3/domains/${domainId}`, { archived });
  }
}
