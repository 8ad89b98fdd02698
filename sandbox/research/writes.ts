// The research sandbox's writes (OSF APIv2, upstream split spec G), over the same seed records the reads serve, so
// a read after a write sees it. As the OSF: JSON:API request documents (`application/vnd.api+json` or JSON), 401
// without a token, 403 without the permission the record needs, 409 when `data.type` (or `data.id`) does not match
// the endpoint, 400 with a `source.pointer` for a missing or invalid field, 201 with the new resource, 200 with the
// changed one, 204 after a delete.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WriteResource } from '@gateway/upstream-types/overlays/research';
import * as seed from './data.js';
import type { SeedRecord } from './data.js';
import { contributorRecord, JsonApiFailure, originOf, serialize, viewerOf, visible } from './jsonapi.js';
import type { ResearchRoutes } from './routes/kit.js';

type Body = Record<string, unknown>;
export const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A 400 naming the field at fault, as the OSF does (`source.pointer`). */
export class PointerFailure extends JsonApiFailure {
  constructor(detail: string, pointer: string) {
    super(400, detail, undefined, pointer);
  }
}

/**
 * A request document's `data` (the overlay's `WriteResource`) as received: its type checked, its attributes and
 * relationships not yet, so each is read field by field.
 */
export type Resource = Pick<WriteResource, 'id'> & { attributes: Body; relationships: Body };

const PERMISSIONS = ['read', 'write', 'admin'];

let created = 0;
/** Ids of records made by writes: a digit never drawn by the seed's guids, so they cannot collide. */
export const newId = (length = 5) => `w${String(++created).padStart(length - 1, '0')}`;
export const now = () => new Date().toISOString();

export function writeTools(routes: ResearchRoutes) {
  const { app, header } = routes;
  // The OSF's own media type; plain JSON is accepted too, as the API does.
  app.addContentTypeParser('application/vnd.api+json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(String(body)));
    } catch {
      done(new JsonApiFailure(400, 'Malformed request.'), undefined);
    }
  });

  /** The signed-in user; 401 when anonymous. */
  const actor = (request: FastifyRequest) => {
    const viewer = viewerOf(request, header);
    if (!viewer) throw new JsonApiFailure(401, 'Authentication credentials were not provided.');
    return viewer;
  };

  /** `data` of a request document of one resource of `type`; `id` (an update) must match the body's. */
  const resourceOf = (request: FastifyRequest, type: string, id?: string): Resource => {
    const body = request.body;
    const data = isObject(body) ? body.data : undefined;
    if (!isObject(data)) throw new PointerFailure('Request must include /data.', '/data');
    if (data.type === undefined) throw new PointerFailure('This field may not be null.', '/data/type');
    if (data.type !== type) {
      throw new JsonApiFailure(
        409,
        `This resource has a type of "${type}", but you set the json body's type field to "${String(data.type)}".`,
      );
    }
    if (id !== undefined && data.id !== id) {
      if (data.id === undefined) throw new PointerFailure('This field may not be null.', '/data/id');
      throw new JsonApiFailure(409, `The id you used in the URL, "${id}", does not match the id in the body.`);
    }
    return {
      id: typeof data.id === 'string' ? data.id : undefined,
      attributes: isObject(data.attributes) ? data.attributes : {},
      relationships: isObject(data.relationships) ? data.relationships : {},
    };
  };

  /** `data` of a relationship document: resource identifiers of `type`. */
  const identifiersOf = (request: FastifyRequest, type: string): string[] => {
    const data = isObject(request.body) ? request.body.data : undefined;
    if (!Array.isArray(data)) throw new PointerFailure('Expected a list of items.', '/data');
    return data.map((item, index) => {
      if (!isObject(item) || typeof item.id !== 'string')
        throw new PointerFailure('This field is required.', `/data/${index}/id`);
      if (item.type !== type) throw new JsonApiFailure(409, `Invalid type. Expected "${type}".`);
      return item.id;
    });
  };

  /** The id of a to-one relationship `{ data: { type, id } }`, checked against `type`. */
  const relatedIdOf = (resource: Resource, name: string, type: string, required = false): string | undefined => {
    const entry = resource.relationships[name];
    const data = isObject(entry) ? entry.data : undefined;
    if (!isObject(data) || typeof data.id !== 'string') {
      if (required) throw new PointerFailure('This field is required.', `/data/relationships/${name}`);
      return undefined;
    }
    if (data.type !== type) throw new JsonApiFailure(409, `Invalid type for ${name}. Expected "${type}".`);
    return data.id;
  };

  const text = (resource: Resource, name: string, required: boolean, max = 512): string | undefined => {
    const value = resource.attributes[name];
    if (value === undefined || value === null) {
      if (required) throw new PointerFailure('This field is required.', `/data/attributes/${name}`);
      return undefined;
    }
    if (typeof value !== 'string' || (required && value.trim() === ''))
      throw new PointerFailure('This field may not be blank.', `/data/attributes/${name}`);
    if (value.length > max)
      throw new PointerFailure(`Ensure this field has no more than ${max} characters.`, `/data/attributes/${name}`);
    return value;
  };
  const choice = (resource: Resource, name: string, values: readonly string[], required = false) => {
    const value = resource.attributes[name];
    if (value === undefined && !required) return undefined;
    if (typeof value !== 'string' || !values.includes(value))
      throw new PointerFailure(`"${String(value)}" is not a valid choice.`, `/data/attributes/${name}`);
    return value;
  };
  const flag = (resource: Resource, name: string) => {
    const value = resource.attributes[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') throw new PointerFailure('Must be a valid boolean.', `/data/attributes/${name}`);
    return value;
  };
  const list = (resource: Resource, name: string) => {
    const value = resource.attributes[name];
    if (value === undefined) return undefined;
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
      throw new PointerFailure('Expected a list of items.', `/data/attributes/${name}`);
    return value as string[];
  };
  /** Sets the attributes the body gives (checked by `read`) on the record. */
  const assign = (record: SeedRecord, values: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(values)) if (value !== undefined) record.attributes[name] = value;
  };

  /** The user's permission on a record's contributor list (`node` = its id). */
  const permissionOf = (node: string, user: string) =>
    seed.contributorships.find((entry) => entry.node === node && entry.user === user)?.permission;
  /** 403 unless the user holds at least `level` on the record. */
  const requirePermission = (node: string, user: string, level: 'read' | 'write' | 'admin') => {
    const held = PERMISSIONS.indexOf(permissionOf(node, user) ?? '');
    if (held < PERMISSIONS.indexOf(level))
      throw new JsonApiFailure(403, 'You do not have permission to perform this action.');
  };

  const send = (request: FastifyRequest, reply: FastifyReply, status: number, record: SeedRecord) =>
    reply.code(status).send({ data: serialize(record, originOf(request)), meta: { version: '2.20' } });
  const sendContributor = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    parent: string,
    entry: (typeof seed.contributorships)[number],
    type: string,
  ) =>
    reply
      .code(status)
      .send({ data: serialize(contributorRecord({ ...entry, node: parent }, type), originOf(request)) });

  /**
   * Adds a contributor to the record `parent` (its id in the contributor list): `users` names the user, as the
   * OSF documents it. A private record becomes visible to them.
   */
  const addContributor = (resource: Resource, parent: SeedRecord, listId: string) => {
    const user = relatedIdOf(resource, 'users', 'users', true)!;
    if (!routes.byId(seed.users, user)) throw new JsonApiFailure(404, 'User not found.');
    if (permissionOf(listId, user)) throw new PointerFailure(`${user} is already a contributor.`, '/data');
    const team = seed.contributorships.filter((entry) => entry.node === listId);
    const entry = {
      node: listId,
      user,
      index: team.length,
      permission: choice(resource, 'permission', PERMISSIONS) ?? 'write',
      bibliographic: flag(resource, 'bibliographic') ?? true,
    };
    seed.contributorships.push(entry);
    if (parent.visibleTo && !parent.visibleTo.includes(user)) parent.visibleTo.push(user);
    return entry;
  };

  return {
    ...routes,
    actor,
    resourceOf,
    identifiersOf,
    relatedIdOf,
    text,
    choice,
    flag,
    list,
    assign,
    permissionOf,
    requirePermission,
    send,
    sendContributor,
    addContributor,
    visibleTo: visible,
  };
}

export type WriteTools = ReturnType<typeof writeTools>;
