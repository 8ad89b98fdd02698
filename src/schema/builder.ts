// The one Pothos builder. Fields are nullable unless declared otherwise: an upstream may omit a value or fail,
// and a failed field must be able to turn into `null` next to an error without failing its parent.
import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import ValidationPlugin from '@pothos/plugin-validation';
import ForwardPagingPlugin from './forward-paging.js';
import type { GatewayContext } from '../context.js';
import { badUserInput, validationFailure } from './errors.js';
import { decodeGlobalID, encodeGlobalID } from './global-id.js';

/** `nodes(ids:)` answers at most this many ids per call, so one field cannot fan out without bound. */
export const MAX_NODE_IDS = 100;

export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
  stream(): ReadableStream<Uint8Array>;
}

export const builder = new SchemaBuilder<{
  Context: GatewayContext;
  DefaultFieldNullability: true;
  // An edge is null (with an UPSTREAM_ERROR at its path) when its record lacks what its type cannot do without;
  // the rest of the page answers.
  DefaultEdgesNullability: { list: false; items: true };
  DefaultNodeNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    File: { Input: UploadedFile; Output: never };
  };
  Connection: { totalCount?: number | null };
}>({
  plugins: [RelayPlugin, ValidationPlugin, ForwardPagingPlugin],
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Global ids name the service, the type and the upstream key (src/schema/global-id.ts); decoding checks
    // them against the registered node types, so a foreign or tampered id never reaches an upstream.
    encodeGlobalID: (typename, id) => encodeGlobalID(typename, id),
    decodeGlobalID: (globalID) => decodeGlobalID(globalID),
    nodeTypeOptions: {
      description:
        'A record with a stable identity at its upstream. Its `id` is global and opaque; `Query.node` fetches it ' +
        "again; `upstreamId` is the upstream's own key.",
    },
    idFieldOptions: {
      description: 'Global, opaque id of this record (service, type and upstream key); `Query.node` fetches it again.',
    },
    nodeQueryOptions: {
      description: 'A record by its global id; null when the upstream has no such record.',
      args: { id: { description: 'A global id from the `id` field of a record of this gateway.' } },
    },
    nodesQueryOptions: {
      description:
        `Records by their global ids, in the order asked (null where none exists); ids of one type are fetched ` +
        `together, in one upstream call where the upstream has a batch lookup. At most ${MAX_NODE_IDS} ids.`,
      args: { ids: { description: `Global ids (at most ${MAX_NODE_IDS}).` } },
      resolve: (_root, args, _context, _info, resolveNodes) => {
        if (args.ids.length > MAX_NODE_IDS) {
          throw badUserInput(`Argument "ids" may hold at most ${MAX_NODE_IDS} ids`, 'ids');
        }
        return resolveNodes(args.ids);
      },
    },
    firstArgOptions: { description: 'How many items to return from the start, or from after `after`.' },
    afterArgOptions: { description: 'A cursor of this connection: the page starts after that item.' },
    lastArgOptions: { description: 'How many items to return from the end, or from before `before`.' },
    beforeArgOptions: { description: 'A cursor of this connection: the page ends before that item.' },
    edgesFieldOptions: { nullable: { list: false, items: true } },
    nodeFieldOptions: { nullable: false },
  },
  validation: { validationError: validationFailure },
});

builder.queryType({ description: 'Each service is a namespace field: `{ numbers { ... } }`.' });
builder.mutationType({ description: 'Writes and actions. Top-level so that GraphQL runs them one after another.' });
builder.subscriptionType({
  description:
    'Live events, over server-sent events or graphql-ws on the same endpoint: each field sends events until it ends.',
});

/** The service namespaces (`Query.<field>: <typeName>!`), which a federated subgraph shares (src/schema/federation.ts). */
export const NAMESPACES: Array<{ typeName: string; field: string }> = [];

/** A namespace object: `Query.<field>: <typeName>!`. Its fields resolve against the service's data source. */
export function defineNamespace(typeName: string, field: string, description: string) {
  NAMESPACES.push({ typeName, field });
  const ref = builder.objectRef<Record<string, never>>(typeName);
  ref.implement({ description, fields: () => ({}) });
  builder.queryField(field, (t) => t.field({ type: ref, nullable: false, description, resolve: () => ({}) }));
  return ref;
}
