// Where OSF APIv2 departs from its spec (G-osf.yaml), or the spec declares no shape: the JSON:API framing the
// gateway reads and writes, and the sandbox's write routes accept, and each record's attributes (below). The spec's
// request bodies (inline in `operations` of ../research.d.ts) name each write's attributes; the documents around
// them are here.
import type { operations } from '../research.js';

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

// The attributes of each record the gateway reads: the spec's, from the `200` of the operation that answers the
// record (its item where the spec declares a list), held to the gateway's record types by `AttributesOf`
// (src/schema/research/jsonapi.ts). The spec declares no schemas (`components['schemas']` is `never`): the shapes
// are inline in the operations.

/** The record an operation's `200` answers, or its item where the spec declares a list. */
type Answer<Op extends keyof operations> = operations[Op] extends {
  responses: { 200: { content: { '*/*': infer Body } } };
}
  ? Body extends readonly (infer Item)[]
    ? Item
    : Body
  : never;
/** The attributes of that record. */
type AttributesIn<Op extends keyof operations> = Answer<Op> extends { attributes?: infer A } ? NonNullable<A> : never;

/** What a record says about its license (`node_license`, `license_record`) as the API sends it: holders and year. */
interface LicenseRecord {
  copyright_holders?: string[];
  year?: string;
}

/**
 * `GET /nodes/{node_id}/` (`nodes_read`). Not among its attributes: `custom_citation`, a string (`""` or null when
 * none), which the API sends and the examples of `collections_linked_nodes_list` show.
 */
export type NodeAttributes = AttributesIn<'nodes_read'> & { custom_citation?: string | null };
/**
 * `GET /registrations/{registration_id}/` (`registrations_read`). `registered_meta` is declared a `string`; the
 * examples (and the API) send an object, the answers keyed by the registration schema's questions (`{}` when none).
 * `custom_citation` as on a node.
 */
export type RegistrationAttributes = Omit<AttributesIn<'registrations_read'>, 'registered_meta'> & {
  registered_meta?: Record<string, unknown>;
  custom_citation?: string | null;
};
/**
 * `GET /users/{user_id}/` (`users_read`). Not among its attributes: the profile's `social` (ids or handles by
 * service, a string or a list of them), `employment` and `education` (lists of positions and degrees), which the
 * users of the split upstream spec's examples (e.g. `preprints/contributors_list.yaml`) and the API send.
 */
export type UserAttributes = AttributesIn<'users_read'> & {
  social?: Record<string, string | string[]>;
  employment?: Record<string, unknown>[];
  education?: Record<string, unknown>[];
};
export type AddonAttributes = AttributesIn<'addons_list'>;
/**
 * `GET /license/{license_id}/` (`licenses_read`). Not among its attributes: `url` (the license's own page), which the
 * API sends.
 */
export type LicenseAttributes = AttributesIn<'licenses_read'> & { url?: string };
/**
 * `GET /preprints/{preprint_id}/` (`preprints_read`). Its attributes leave out `title`, `description`, `tags`,
 * `public`, `is_published`, `reviews_state`, `original_publication_date` and `date_withdrawn`, which the API sends
 * (`is_published` in its example, all of them in the example of `collections_linked_preprints_list`);
 * `license_record` is declared a `string`, the API sends `{ copyright_holders, year }` (or null).
 */
export type PreprintAttributes = Omit<AttributesIn<'preprints_read'>, 'license_record'> & {
  title?: string;
  description?: string;
  tags?: string[];
  public?: boolean;
  is_published?: boolean;
  reviews_state?: string;
  original_publication_date?: string | null;
  date_withdrawn?: string | null;
  license_record?: LicenseRecord | null;
};
/**
 * `GET /preprint_providers/{preprint_provider_id}/` (`preprint_provider_detail`). Not among its attributes:
 * `preprint_word` (what the provider calls a preprint), `allow_submissions` and `share_source`, which the API sends.
 */
export type PreprintProviderAttributes = AttributesIn<'preprint_provider_detail'> & {
  preprint_word?: string;
  allow_submissions?: boolean;
  share_source?: string;
};
/**
 * `GET /taxonomies/{taxonomy_id}/` (`taxonomies_read`). Not among its attributes: `share_title` (the taxonomy's
 * name, `bepress`) and `path` (the subject's ancestry, `|`-separated), which the API sends.
 */
export type TaxonomyAttributes = AttributesIn<'taxonomies_read'> & { share_title?: string; path?: string };
export type CollectionAttributes = AttributesIn<'collections_detail'>;
/** `GET /institutions/{institution_id}/` (`institutions_detail`). Not among its attributes: `ror_iri`, sent by the API. */
export type InstitutionAttributes = AttributesIn<'institutions_detail'> & { ror_iri?: string | null };
export type LogAttributes = AttributesIn<'logs_read'>;
export type ContributorAttributes = AttributesIn<'nodes_contributors_read'>;
export type FileAttributes = AttributesIn<'nodes_files_read'>;
/**
 * `GET /wikis/{wiki_id}/` (`wiki_read`) declares every attribute a `string`; its example (and the API) sends `size` as
 * a number and `current_user_can_comment` as a boolean.
 */
export type WikiAttributes = Omit<AttributesIn<'wiki_read'>, 'size' | 'current_user_can_comment'> & {
  size: number;
  current_user_can_comment: boolean;
};
export type CommentAttributes = AttributesIn<'comments_read'>;
/**
 * `GET /nodes/{node_id}/citation/` (`nodes_citation_list`) with the `citation` of a styled one (`nodes_citation_read`).
 * `author` is declared a `string` but described (and sent by its example and the API) as a list of
 * `{ given, family }`; not among the attributes: the CSL `type` (e.g. `webpage`), which its example and the API send.
 */
export type CitationAttributes = Omit<AttributesIn<'nodes_citation_list'>, 'author'> &
  AttributesIn<'nodes_citation_read'> & { author?: { given?: string; family?: string }[] | string; type?: string };
export type ViewOnlyLinkAttributes = AttributesIn<'view_only_links_read'>;
export type CitationStyleAttributes = AttributesIn<'citations_styles_read'>;
export type IdentifierAttributes = AttributesIn<'nodes_identifiers_list'>;
/**
 * `GET /nodes/{node_id}/draft_registrations/{draft_id}/` (`nodes_draft_registrations_read`) declares only the dates,
 * `registration_supplement` and `registration_metadata`, the last a `string`: its example (and the API) sends the
 * metadata as an object. The API also sends the draft's `title`, `description`, `category`, `tags`, `node_license`,
 * `current_user_permissions`, `has_project` and `registration_responses` (an object keyed by question id), as the
 * split upstream spec's `draft_registrations/draft_registration_definition.yaml` declares them.
 */
export type DraftRegistrationAttributes = Omit<
  AttributesIn<'nodes_draft_registrations_read'>,
  'registration_metadata'
> & {
  registration_metadata?: Record<string, unknown>;
  registration_responses?: Record<string, unknown>;
  title?: string;
  description?: string;
  category?: NodeAttributes['category'];
  tags?: string[];
  node_license?: LicenseRecord | null;
  current_user_permissions?: string[];
  has_project?: boolean;
};
/**
 * `GET /metaschemas/{metaschema_id}` (`metaschemas_read`). Not among its attributes: `active` and `description`, which
 * the API sends.
 */
export type RegistrationSchemaAttributes = AttributesIn<'metaschemas_read'> & {
  active?: boolean;
  description?: string;
};
/**
 * `GET /files/{file_id}/versions/{version_id}/` (`files_version_detail`) declares `content_type` an `object`; its
 * example (and the API) sends the MIME type as a string. Not among its attributes: the version's `name`, which the API
 * sends.
 */
export type FileVersionAttributes = Omit<AttributesIn<'files_version_detail'>, 'content_type'> & {
  content_type?: string | null;
  name?: string;
};
export type NodeAddonAttributes = AttributesIn<'nodes_addon_read'>;
/**
 * `GET /nodes/{node_id}/addons/{provider}/folders/` (`nodes_addons_folders_list`) declares an addon's attributes
 * (`name`, `description`, `url`, `categories`) for each item; its example (and the API) sends a folder: its `name`, `folder_id`,
 * `path`, `kind` and `provider`.
 */
export type AddonFolderAttributes = AttributesIn<'nodes_addons_folders_list'> & {
  folder_id?: string;
  path?: string;
  kind?: string;
  provider?: string;
};
export type UserAddonAttributes = AttributesIn<'users_addons_read'>;
export type AddonAccountAttributes = AttributesIn<'Users_addon_accounts_read'>;

/**
 * Records whose attributes G-osf.yaml declares nowhere, so nothing holds them: a moderation action (`GET /actions/`,
 * `logs_actions`, is described as the list of log actions and declares a `200` without a body; the API answers
 * moderation actions there), a schema response, its actions and a schema's blocks (only in the split upstream spec,
 * which the types are not generated from), and a collection's collected metadata (`collections_collected_metadata`
 * declares a `200` whose body has no schema). Any attribute name and kind is accepted.
 */
export type UndeclaredAttributes = Record<string, unknown>;
