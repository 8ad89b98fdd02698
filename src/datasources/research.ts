// OSF APIv2 (spec G): a JSON:API upstream. Record paths and the collections relationship targets load from.
import type { JsonApiDocument, JsonApiResource, ResourceIdentifier } from './jsonapi.js';
import { JsonApiDataSource } from './jsonapi.js';

/** OSF accepts `page[size]` up to 100; `filter[id]` batches are chunked at the same size. */
export const RESEARCH_MAX_PAGE_SIZE = 100;

export interface ResearchRootDto {
  version: string | null;
  message: string | null;
  currentUser: JsonApiResource | null;
}

interface RootMeta {
  version?: string;
  message?: string;
  current_user?: { data?: JsonApiResource | null } | null;
}

export class ResearchDataSource extends JsonApiDataSource {
  protected readonly maxPageSize = RESEARCH_MAX_PAGE_SIZE;

  /** GET / : the API's meta and, when the request carries a token, the user it belongs to. */
  async getRoot(): Promise<ResearchRootDto> {
    const body = (await this.document<never>('')) as JsonApiDocument<never> & { meta?: RootMeta };
    const meta = (body.meta ?? {}) as RootMeta;
    return {
      version: meta.version ?? null,
      message: meta.message ?? null,
      currentUser: meta.current_user?.data ?? null,
    };
  }

  /** A `.../relationships/...` endpoint: the ids it links to, without the records. */
  async relationshipIds(path: string): Promise<string[]> {
    const body = await this.document<ResourceIdentifier[]>(path, { 'page[size]': this.maxPageSize });
    return Array.isArray(body.data) ? body.data.map((identifier) => identifier.id) : [];
  }

  /** A raw text body (a wiki page's markdown). */
  async getText(path: string): Promise<string> {
    const response = await this.send('GET', path, { headers: { accept: 'text/markdown, text/plain' } });
    return response.body.toString('utf8');
  }
}
