// Where OSF APIv2 departs from its spec (G-osf.yaml), or the spec declares no shape: the JSON:API framing the
// gateway reads and writes, and the sandbox's write routes accept. The spec's request bodies
// (`components['schemas']` of ../research.d.ts) name each write's attributes; the documents around them are here.

/** A JSON:API resource identifier. The spec declares none: its relationships are each a string (the related link). */
export interface ResourceIdentifier {
  id: string;
  type: string;
}

/**
 * A relationship of a record. Every `relationships` property of the spec is a `string` (the related link); the API
 * sends a JSON:API relationship object, its link under `links.related` (with `meta`, or the bare URL).
 * A contributor's person is `user` in the spec's contributor schema; the API (and the spec's examples) send `users`.
 */
export interface Relationship {
  data?: ResourceIdentifier | ResourceIdentifier[] | null;
  links?: { related?: { href?: string; meta?: Record<string, unknown> } | string | null };
}

/**
 * A record. The spec requires no `id` on a record; the API leaves it out on some (a node's addons, citation styles
 * answered below a parent), which take it from their `links.self` (`…/v2/nodes/abc12/` -> `abc12`).
 */
export interface Resource {
  id?: string;
  type?: string;
  attributes?: Record<string, unknown>;
  /** A string (the related link) as the spec declares, or the relationship object the API sends. */
  relationships?: Record<string, Relationship | string | null>;
  links?: Record<string, unknown>;
  /** Related lists asked for with `embed=<relationship>`: each the document a GET of its related link returns. */
  embeds?: Record<string, Document<unknown> | undefined>;
}

/** A JSON:API error object; the spec's error answers declare no body. */
export interface ErrorObject {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

/**
 * A response document. The spec declares a list's `data` where the API sends one record (and the reverse), so a
 * reader takes one record as a list of one. The total is `meta.total`, or OSF v2.0's `links.meta.total`. A write's
 * answer (a `204`, or a `200`/`201` the spec gives a body) may come with no body at all.
 */
export interface Document<D> {
  data?: D;
  errors?: ErrorObject[];
  links?: { next?: string | null; self?: string | null; [name: string]: unknown };
  meta?: { total?: number; per_page?: number; [name: string]: unknown };
}

/** The primary data of a request document (JSON:API `data`): `id` on an update, none on a create. */
export interface WriteResource {
  type: string;
  id?: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] }>;
}

/** A request document: one resource, or resource identifiers (a `/relationships/` endpoint). */
export interface WriteDocument {
  data: WriteResource | ResourceIdentifier[];
}

/**
 * The `meta` of `GET /` (`base_read`), whose 200 the spec declares without a body (its description names `meta` and
 * `links`): the API's welcome message, the version, and the signed-in user as a document.
 */
export interface RootMeta {
  message?: string;
  version?: string;
  current_user?: Document<Resource | null> | null;
}
