// The one Pothos builder. Fields are nullable unless declared otherwise: an upstream may omit a value or fail,
// and a failed field must be able to turn into `null` next to an error without failing its parent.
import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import ValidationPlugin from '@pothos/plugin-validation';
import type { GatewayContext } from '../context.js';
import { validationFailure } from './errors.js';

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
  plugins: [RelayPlugin, ValidationPlugin],
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // No global object identification: ids are the upstreams' own.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
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

/** A namespace object: `Query.<field>: <typeName>!`. Its fields resolve against the service's data source. */
export function defineNamespace(typeName: string, field: string, description: string) {
  const ref = builder.objectRef<Record<string, never>>(typeName);
  ref.implement({ description, fields: () => ({}) });
  builder.queryField(field, (t) => t.field({ type: ref, nullable: false, description, resolve: () => ({}) }));
  return ref;
}
