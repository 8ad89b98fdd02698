// Node identity of the OSF records (spec G) that the API can fetch by id. Each loads exactly as its
// `Query.research` lookup does: the detail path, or the list filtered by id where the spec has no detail path
// (those are batched: one `filter[id]=a,b,...` call per type).
import type { GatewayContext } from '../../context.js';
import { isRecord, text } from '../../http/boundary.js';
import { relatedId, type JsonApiResource } from '../../datasources/jsonapi.js';
import { path } from '../../datasources/paths.js';
import {
  Addon,
  AddonAccount,
  CitationStyle,
  CollectedMetadata,
  Contributor,
  DraftRegistration,
  FileVersion,
  Institution,
  License,
  NodeAddon,
  Preprint,
  PreprintProvider,
  Registration,
  RegistrationSchema,
  ResearchAction,
  ResearchCollection,
  ResearchComment,
  ResearchFile,
  ResearchLog,
  ResearchNode,
  ResearchUser,
  SchemaBlock,
  SchemaResponse,
  SchemaResponseAction,
  Taxonomy,
  UserAddon,
  ViewOnlyLink,
  Wiki,
} from '../../schema/research/types.js';
import { CONTRIBUTOR_USER, researchId } from '../research/relations.js';
import { accepts, identify } from './identify.js';

type Load = (id: string, context: GatewayContext) => Promise<JsonApiResource | null>;
const detail =
  (pathOf: (id: string) => string): Load =>
  (id, { dataSources }) =>
    dataSources.research.resource(pathOf(id), { id });
const fromList =
  (collection: string): Load =>
  (id, { dataSources }) =>
    dataSources.research.load(collection, id);

const LOOKUPS: Array<[typeof ResearchNode, Load]> = [
  [ResearchNode, detail((id) => path`nodes/${id}/`)],
  [Registration, detail((id) => path`registrations/${id}/`)],
  [ResearchUser, detail((id) => path`users/${id}/`)],
  [Addon, fromList('addons/')],
  [ResearchAction, fromList('actions/')],
  [
    License,
    // As `Query.research.license`: the detail path both specs name, else the list filtered by id.
    async (id, context) =>
      (await detail((key) => path`license/${key}/`)(id, context)) ?? fromList('licenses/')(id, context),
  ],
  [Preprint, detail((id) => path`preprints/${id}/`)],
  [PreprintProvider, detail((id) => path`preprint_providers/${id}/`)],
  [Taxonomy, detail((id) => path`taxonomies/${id}/`)],
  [ResearchCollection, detail((id) => path`collections/${id}/`)],
  [Institution, detail((id) => path`institutions/${id}/`)],
  [ResearchLog, detail((id) => path`logs/${id}/`)],
  [CitationStyle, detail((id) => path`citations/styles/${id}/`)],
  [ResearchComment, detail((id) => path`comments/${id}/`)],
  [ResearchFile, detail((id) => path`files/${id}/`)],
  [RegistrationSchema, detail((id) => path`schemas/registrations/${id}`)],
  [SchemaResponse, detail((id) => path`schema_responses/${id}`)],
  [DraftRegistration, detail((id) => path`draft_registrations/${id}/`)],
  [ViewOnlyLink, detail((id) => path`view_only_links/${id}/`)],
  [Wiki, detail((id) => path`wikis/${id}/`)],
];

for (const [type, load] of LOOKUPS) {
  identify(type, {
    service: 'research',
    key: (resource) => (isRecord(resource) ? text(resource.id) : null),
    accepts: accepts(researchId),
    load,
    // Every OSF record type already has `upstreamId` (src/schema/research/jsonapi.ts).
    upstreamId: false,
  });
}

// Records the OSF addresses only below a parent (`/nodes/{node_id}/contributors/{user_id}/`). The key is that
// path without its trailing slash: parent collection, parent id, the child's collection and the child's key, so
// a contributor of a project and one of a preprint never share a key. Each path shape is checked before any call,
// and the record is loaded exactly as the parent's field for it (`ResearchNode.contributor(userId)`) loads it.
interface Below {
  /** The paths this type is read at: `{parent}/{id}/{collection}/{key}` with the parent collections allowed. */
  parents: readonly string[];
  collection: string;
  /**
   * Other lists of the same parent that hold these records (a preprint's `bibliographic_contributors`): a record
   * listed there has the key, and is loaded through the detail path, of `collection`.
   */
  alsoListedIn?: readonly string[];
  /** Whether the spec's detail path ends with `/` (OSF is not uniform; the sandbox and the API follow the spec). */
  slash: boolean;
  /** The child's key in the path, from the record (its id unless the OSF forms the id otherwise). */
  childKey?: (record: JsonApiResource, parentId: string) => string | undefined;
  /** The record's id from the path, where the OSF forms it from parent and child (as the parent's field does). */
  idFrom?: (parentId: string, childKey: string) => string;
}

/** `nodes/abc12/contributors/u1` -> its four segments, when each is of the form the type accepts. */
function belowParts(key: string, below: Below): [string, string, string, string] | undefined {
  const parts = key.split('/');
  if (parts.length !== 4) return undefined;
  const [parent, parentId, collection, child] = parts as [string, string, string, string];
  if (!below.parents.includes(parent) || collection !== below.collection) return undefined;
  if (!researchId.safeParse(parentId).success || !researchId.safeParse(child).success) return undefined;
  return [parent, parentId, collection, child];
}

function belowKey(record: JsonApiResource, below: Below): string | undefined {
  const collectionPath = isRecord(record) ? text(record.collectionPath) : null;
  const parts = collectionPath?.replace(/\/$/, '').split('/');
  if (!parts || parts.length !== 3) return undefined;
  const [parent, parentId, listedIn] = parts as [string, string, string];
  const collection = below.alsoListedIn?.includes(listedIn) ? below.collection : listedIn;
  // The key the record was read at (a lookup, a write's own path) names it for sure; a listed record names it itself.
  const child =
    text(record.pathKey) ?? (below.childKey ? below.childKey(record, parentId) : (text(record.id) ?? undefined));
  if (!child) return undefined;
  const key = `${parent}/${parentId}/${collection}/${child}`;
  return belowParts(key, below) ? key : undefined;
}

/**
 * OSF names a contributorship `<record id>-<user id>`; the user is also its `users` (or `user`) relationship. A
 * relationship that names no OSF id (the spec types it as any string) gives way to the id's form.
 */
const contributorUser = (record: JsonApiResource, parentId: string) => {
  const id = text(record.id);
  const fromId = id?.startsWith(`${parentId}-`) ? id.slice(parentId.length + 1) : undefined;
  const related = CONTRIBUTOR_USER.map((name) => relatedId(record, name)).find(
    (user) => user && researchId.safeParse(user).success,
  );
  return related ?? fromId;
};

const BELOW: Array<[typeof ResearchNode, Below]> = [
  [
    Contributor,
    {
      parents: ['nodes', 'registrations', 'preprints', 'draft_registrations'],
      collection: 'contributors',
      alsoListedIn: ['bibliographic_contributors'],
      slash: true,
      childKey: contributorUser,
      idFrom: (parentId, userId) => `${parentId}-${userId}`,
    },
  ],
  [NodeAddon, { parents: ['nodes'], collection: 'addons', slash: true }],
  [UserAddon, { parents: ['users'], collection: 'addons', slash: true }],
  [FileVersion, { parents: ['files'], collection: 'versions', slash: true }],
  [CollectedMetadata, { parents: ['collections'], collection: 'collected_metadata', slash: false }],
  [SchemaBlock, { parents: ['schema_responses'], collection: 'schema_blocks', slash: false }],
  [SchemaResponseAction, { parents: ['schema_responses'], collection: 'actions', slash: false }],
];

for (const [type, below] of BELOW) {
  identify(type, {
    service: 'research',
    key: (record) => belowKey(record, below),
    accepts: (key) => belowParts(key, below) !== undefined,
    load: (key, { dataSources }) => {
      const [parent, parentId, collection, child] = belowParts(key, below)!;
      const detail = path`${parent}/${parentId}/${collection}/${child}` + (below.slash ? '/' : '');
      return dataSources.research.resource(detail, {
        id: below.idFrom ? below.idFrom(parentId, child) : child,
        parentId,
      });
    },
    upstreamId: false,
  });
}

// An addon account is two levels down (`/users/{user_id}/addons/{provider}/accounts/{account_id}/`): its key is
// that path, the user addon's key followed by the account's.
const ADDON_ACCOUNT = /^users\/([^/]+)\/addons\/([^/]+)\/accounts\/([^/]+)$/;
const accountParts = (key: string) => {
  const match = ADDON_ACCOUNT.exec(key);
  const parts = match ? [match[1]!, match[2]!, match[3]!] : [];
  return parts.length === 3 && parts.every((part) => researchId.safeParse(part).success) ? parts : undefined;
};
identify(AddonAccount, {
  service: 'research',
  key: (record) => {
    const collectionPath = isRecord(record) ? text(record.collectionPath) : null;
    const key = collectionPath && record.id ? `${collectionPath}${record.id}` : undefined;
    return key && accountParts(key) ? key : undefined;
  },
  accepts: (key) => accountParts(key) !== undefined,
  load: (key, { dataSources }) => {
    const [userId, provider, accountId] = accountParts(key)!;
    return dataSources.research.resource(path`users/${userId}/addons/${provider}/accounts/${accountId}/`, {
      id: accountId,
    });
  },
  upstreamId: false,
});
