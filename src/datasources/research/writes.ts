// Writes to the OSF APIv2 (spec G): JSON:API documents sent as `application/json`, the media type every write
// operation of the spec `consumes` (the OSF accepts `application/vnd.api+json` too), the changed resource read
// from the answer. A write acts as a person, so it is never sent anonymously: without a token (the caller's
// own, or the gateway's for a caller scoped to write) it is refused before any call. POSTs are never retried;
// PATCH, PUT and DELETE set or remove a value, so they are retried like the reads.
import type { WriteDocument, WriteResource } from '@gateway/upstream-types/overlays/research';
import { expectObject, isRecord, missingMember, written } from '../../http/boundary.js';
import { path } from '../paths.js';
import { UpstreamError } from '../../http/errors.js';
import {
  JsonApiDataSource,
  withKnown,
  type JsonApiDocument,
  type JsonApiResource,
  type KnownKeys,
  type ResourceIdentifier,
} from '../jsonapi.js';

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';
/** What the spec's write operations `consume`: the request documents go out as this. */
export const WRITE_MEDIA_TYPE = 'application/json';

export type { WriteDocument, WriteResource };
/** A relationship of a request document: one resource identifier, or a list of them. */
export type RelationshipData = ResourceIdentifier | ResourceIdentifier[];

type WriteMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export abstract class JsonApiWriteSource extends JsonApiDataSource {
  /** Refuses a write that would go out without a token: the upstream would answer 401, and this costs no call. */
  requireIdentity(): void {
    if (!this.credential || Object.keys(this.credential.headers).length === 0) {
      throw new UpstreamError(this.service, 'missing-credential');
    }
  }

  /** Sends one write; the answer's document, or undefined for an empty answer (204). */
  private async write(
    method: WriteMethod,
    path: string,
    document?: WriteDocument,
  ): Promise<JsonApiDocument<unknown> | undefined> {
    this.requireIdentity();
    const body = await this.requestJson<unknown>(method, path, {
      json: document,
      headers: { accept: JSON_API_MEDIA_TYPE, ...(document ? { 'content-type': WRITE_MEDIA_TYPE } : {}) },
      idempotent: method !== 'POST',
    });
    if (body === undefined) return undefined;
    const answer = expectObject<JsonApiDocument<unknown>>(this.service, body, 'document');
    const failure = Array.isArray(answer.errors) && isRecord(answer.errors[0]) ? answer.errors[0] : undefined;
    // An `errors` document under a 2xx status is still a failure.
    if (failure && answer.data === undefined) {
      const status = Number(failure.status);
      throw UpstreamError.fromStatus(
        this.service,
        Number.isInteger(status) && status >= 400 ? status : 400,
        typeof failure.code === 'string' ? failure.code : undefined,
      );
    }
    return answer;
  }

  /**
   * A write answered with the resource it created or changed; `known` fills what the answer may omit, `requires`
   * names the members the operation's spec requires of it (absent: an UPSTREAM_ERROR, not fields that read null).
   * Most write operations of the spec declare no answer: one without a record (a 204, an empty body, no `data`) is
   * the record read again at `readPath` (a PATCH's or PUT's own path unless told), and where there is none to read
   * a WriteResultUnreadableError: the write is done, its result unknown.
   */
  protected async writeResource(
    method: Exclude<WriteMethod, 'DELETE'>,
    path: string,
    document: WriteDocument | undefined,
    known: KnownKeys,
    requires: ReadonlyArray<'attributes' | 'links'> = [],
    readPath: string | undefined = method === 'POST' ? undefined : path,
  ): Promise<JsonApiResource> {
    const answer = await this.write(method, path, document);
    if (answer?.data === undefined || answer.data === null) {
      const again = readPath === undefined ? null : await this.resource(readPath, known);
      return written(this.service, again, 'record');
    }
    const data = expectObject<JsonApiResource>(this.service, answer.data, 'data');
    for (const name of requires) if (!isRecord(data[name])) throw missingMember(this.service, `data.${name}`);
    return withKnown(data, known);
  }

  /** A write whose answer carries nothing the gateway needs (a DELETE's 204, a relationship change). */
  protected async writeOnly(method: WriteMethod, path: string, document?: WriteDocument): Promise<void> {
    await this.write(method, path, document);
  }
}

/** The records that take contributors through `POST /{parent}/{id}/contributors/`. */
export type ContributorParent = 'nodes' | 'preprints' | 'draft_registrations';
/** The relationship lists of a collection that take records by identifier. */
export type CollectionLinks = 'linked_nodes' | 'linked_registrations';

/** One method per write endpoint of the OSF APIv2 (upstream split spec, 40 operations). */
export abstract class ResearchWriteSource extends JsonApiWriteSource {
  // Projects and components.
  createNode(document: WriteDocument) {
    return this.writeResource('POST', 'nodes/', document, { collectionPath: 'nodes/' });
  }
  updateNode(nodeId: string, document: WriteDocument) {
    return this.writeResource('PATCH', path`nodes/${nodeId}/`, document, { id: nodeId, collectionPath: 'nodes/' });
  }
  deleteNode(nodeId: string) {
    return this.writeOnly('DELETE', path`nodes/${nodeId}/`);
  }
  createChild(nodeId: string, document: WriteDocument) {
    return this.writeResource('POST', path`nodes/${nodeId}/children/`, document, { collectionPath: 'nodes/' });
  }
  forkNode(nodeId: string, document: WriteDocument) {
    return this.writeResource('POST', path`nodes/${nodeId}/forks/`, document, { collectionPath: 'nodes/' });
  }
  updateNodeAddon(nodeId: string, provider: string, document: WriteDocument) {
    return this.writeResource('PATCH', path`nodes/${nodeId}/addons/${provider}/`, document, {
      id: provider,
      parentId: nodeId,
      collectionPath: path`nodes/${nodeId}/addons/`,
    });
  }

  // Contributors.
  /**
   * The contributorship written is the added user's (`{parent}/{parentId}/contributors/{userId}/`): where the answer
   * leaves them out, its id is the OSF's `{parentId}-{userId}` and its key the user's id.
   */
  addContributor(parent: ContributorParent, parentId: string, userId: string, document: WriteDocument) {
    const collectionPath = `${parent}/${path`${parentId}`}/contributors/`;
    const known = { id: `${parentId}-${userId}`, parentId, collectionPath, pathKey: userId };
    return this.writeResource('POST', collectionPath, document, known, [], `${collectionPath}${path`${userId}`}/`);
  }
  updateNodeContributor(nodeId: string, userId: string, document: WriteDocument) {
    return this.writeResource('PATCH', path`nodes/${nodeId}/contributors/${userId}/`, document, {
      id: `${nodeId}-${userId}`,
      parentId: nodeId,
      collectionPath: path`nodes/${nodeId}/contributors/`,
      pathKey: userId,
    });
  }
  removeNodeContributor(nodeId: string, userId: string) {
    return this.writeOnly('DELETE', path`nodes/${nodeId}/contributors/${userId}/`);
  }

  // Comments and files.
  createNodeComment(nodeId: string, document: WriteDocument) {
    return this.writeResource('POST', path`nodes/${nodeId}/comments/`, document, { collectionPath: 'comments/' });
  }
  updateComment(commentId: string, document: WriteDocument) {
    return this.writeResource('PUT', path`comments/${commentId}/`, document, {
      id: commentId,
      collectionPath: 'comments/',
    });
  }
  deleteComment(commentId: string) {
    return this.writeOnly('DELETE', path`comments/${commentId}/`);
  }
  updateFile(fileId: string, document: WriteDocument) {
    return this.writeResource('PATCH', path`files/${fileId}/`, document, { id: fileId, collectionPath: 'files/' });
  }

  // Draft registrations: at the top level, or (the older paths) below their project.
  createDraftRegistration(document: WriteDocument, nodeId?: string) {
    const target = nodeId ? path`nodes/${nodeId}/draft_registrations/` : 'draft_registrations/';
    return this.writeResource('POST', target, document, { collectionPath: 'draft_registrations/' }, [
      'attributes',
      'links',
    ]);
  }
  updateDraftRegistration(draftId: string, document: WriteDocument, nodeId?: string) {
    const target = nodeId
      ? path`nodes/${nodeId}/draft_registrations/${draftId}/`
      : path`draft_registrations/${draftId}/`;
    return this.writeResource('PATCH', target, document, { id: draftId, collectionPath: 'draft_registrations/' });
  }
  deleteDraftRegistration(draftId: string, nodeId?: string) {
    const target = nodeId
      ? path`nodes/${nodeId}/draft_registrations/${draftId}/`
      : path`draft_registrations/${draftId}/`;
    return this.writeOnly('DELETE', target);
  }

  // Registrations and their schema responses.
  updateRegistration(registrationId: string, document: WriteDocument) {
    return this.writeResource('PATCH', path`registrations/${registrationId}/`, document, {
      id: registrationId,
      collectionPath: 'registrations/',
    });
  }
  forkRegistration(registrationId: string, document: WriteDocument) {
    return this.writeResource('POST', path`registrations/${registrationId}/forks/`, document, {
      collectionPath: 'nodes/',
    });
  }
  createSchemaResponse(document: WriteDocument) {
    const known = { collectionPath: 'schema_responses/' };
    return this.writeResource('POST', 'schema_responses/', document, known, ['attributes']);
  }
  updateSchemaResponse(responseId: string, document: WriteDocument) {
    const known = { id: responseId, collectionPath: 'schema_responses/' };
    return this.writeResource('PATCH', path`schema_responses/${responseId}`, document, known, ['attributes']);
  }
  deleteSchemaResponse(responseId: string) {
    return this.writeOnly('DELETE', path`schema_responses/${responseId}`);
  }
  createSchemaResponseAction(responseId: string, document: WriteDocument) {
    const collectionPath = path`schema_responses/${responseId}/actions/`;
    return this.writeResource('POST', collectionPath, document, { parentId: responseId, collectionPath });
  }

  // Preprints.
  createPreprint(document: WriteDocument) {
    return this.writeResource('POST', 'preprints/', document, { collectionPath: 'preprints/' });
  }
  updatePreprint(preprintId: string, document: WriteDocument) {
    return this.writeResource('PATCH', path`preprints/${preprintId}/`, document, {
      id: preprintId,
      collectionPath: 'preprints/',
    });
  }

  // Users.
  updateUser(userId: string, document: WriteDocument) {
    return this.writeResource('PATCH', path`users/${userId}/`, document, { id: userId, collectionPath: 'users/' });
  }

  // Collections.
  createCollection(document: WriteDocument) {
    return this.writeResource('POST', 'collections/', document, { collectionPath: 'collections/' });
  }
  deleteCollection(collectionId: string) {
    return this.writeOnly('DELETE', path`collections/${collectionId}/`);
  }
  /** Adds (POST) or removes (DELETE) records of a collection's linked list, by resource identifier. */
  changeCollectionLinks(collectionId: string, links: CollectionLinks, add: boolean, document: WriteDocument) {
    const target = `${path`collections/${collectionId}`}/${links}/relationships/`;
    return this.writeOnly(add ? 'POST' : 'DELETE', target, document);
  }
  /**
   * The item added is `guid`'s, the key the OSF reads it by (`collected_metadata/{cgm_id}`): where the answer leaves
   * the id out it is `guid`, and where it holds no record the item is read at its detail path.
   */
  addCollectedMetadata(collectionId: string, guid: string, document: WriteDocument) {
    const collectionPath = path`collections/${collectionId}/collected_metadata/`;
    const known = { id: guid, parentId: collectionId, collectionPath, pathKey: guid };
    return this.writeResource('POST', collectionPath, document, known, [], `${collectionPath}${path`${guid}`}`);
  }
  /** The spec updates collected metadata with a POST to its detail path. */
  updateCollectedMetadata(collectionId: string, guid: string, document: WriteDocument) {
    const detail = path`collections/${collectionId}/collected_metadata/${guid}`;
    return this.writeResource(
      'POST',
      detail,
      document,
      { id: guid, parentId: collectionId, collectionPath: path`collections/${collectionId}/collected_metadata/` },
      [],
      detail,
    );
  }
  deleteCollectedMetadata(collectionId: string, guid: string) {
    return this.writeOnly('DELETE', path`collections/${collectionId}/collected_metadata/${guid}`);
  }
  setCollectedMetadataSubjects(collectionId: string, guid: string, document: WriteDocument) {
    return this.writeOnly(
      'POST',
      path`collections/${collectionId}/collected_metadata/${guid}/relationships/subjects/`,
      document,
    );
  }
}
