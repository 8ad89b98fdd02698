// OSF APIv2 (spec G): a JSON:API upstream. Record paths and the collections relationship targets load from.
import type { RootMeta } from '@gateway/upstream-types/overlays/research';
import { expectList, isRecord, required } from '../../http/boundary.js';
import type { JsonApiDocument, JsonApiResource, ResourceIdentifier } from '../jsonapi.js';
import { ResearchWriteSource } from './writes.js';

/** OSF accepts `page[size]` up to 100; `filter[id]` batches are chunked at the same size. */
export const RESEARCH_MAX_PAGE_SIZE = 100;

export interface ResearchRootDto {
  version: string | null;
  message: string | null;
  currentUser: JsonApiResource | null;
}

export class ResearchDataSource extends ResearchWriteSource {
  protected readonly maxPageSize = RESEARCH_MAX_PAGE_SIZE;

  /** GET / : the API's meta and, when the request carries a token, the user it belongs to. */
  async getRoot(): Promise<ResearchRootDto> {
    const body = (await this.document<never>('')) as JsonApiDocument<never> & { meta?: RootMeta };
    const meta: RootMeta = isRecord(body.meta) ? body.meta : {};
    const user = isRecord(meta.current_user) ? meta.current_user.data : null;
    return {
      version: typeof meta.version === 'string' ? meta.version : null,
      message: typeof meta.message === 'string' ? meta.message : null,
      currentUser: isRecord(user) ? user : null,
    };
  }

  /** A `.../relationships/...` endpoint: the ids it links to, without the records. */
  async relationshipIds(path: string): Promise<string[]> {
    const body = await this.document<ResourceIdentifier[]>(path, { 'page[size]': this.maxPageSize });
    // JSON:API requires an identifier's id: one without it is an answer the gateway cannot read.
    return expectList<Partial<ResourceIdentifier> | null>(this.service, body.data, 'data').map((identifier) =>
      required(this.service, isRecord(identifier) ? identifier.id : undefined, 'identifier id'),
    );
  }

  /** A raw text body (a wiki page's markdown). */
  async getText(path: string): Promise<string> {
    const response = await this.send('GET', path, { headers: { accept: 'text/markdown, text/plain' } });
    return response.body.toString('utf8');
  }
}
