// The schema as an Apollo Federation v2 subgraph (FEDERATION=true, docs/federation.md): `_service { sdl }`,
// `_entities`, `@link` to the federation spec, every Relay `Node` an entity keyed by its global `id`, and the
// service namespaces `@shareable` so that another subgraph may add fields to them. Loaded only in that mode: the
// standalone schema (src/executable-schema.ts) is built without any of the marks made here.
import type { ObjectRef } from '@pothos/core';
import DirectivesPlugin from '@pothos/plugin-directives';
import FederationPlugin from '@pothos/plugin-federation';
import { printSubgraphSchema } from '@apollo/subgraph';
import { Kind, type GraphQLSchema, type StringValueNode } from 'graphql';
import type { GatewayContext } from '../context.js';
import { builder, NAMESPACES } from './builder.js';
import { applyDescriptions, describables } from './describe.js';
import { descriptions } from './descriptions/index.js';
import { badUserInput } from './errors.js';
import { decodeGlobalID, nodeTypes } from './global-id.js';
// Every type and field, registered on the builder (and the standalone schema built).
import './index.js';

/** The federation version linked; 2.6 is what composition libraries and routers of today all accept. */
export const FEDERATION_SPEC_URL = 'https://specs.apollo.dev/federation/v2.6';

/** Value types a relay-style subgraph next to this one is likely to define as well. */
const SHARED_VALUE_TYPES = ['PageInfo'];

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
type LoadMany = (keys: string[], context: GatewayContext) => Promise<unknown[]>;

/**
 * One representation `{ __typename, id }` of `_entities`: the id is checked exactly as `Query.node` checks it (a
 * malformed, tampered or foreign id, or the id of another type, is BAD_USER_INPUT with no call), then loaded through
 * the node type's own loader, so the entities of one request batch as `nodes(ids:)` does and each service's scopes
 * and credentials apply as for any other field.
 */
async function resolveEntity(typename: string, globalID: unknown, context: GatewayContext): Promise<unknown> {
  if (typeof globalID !== 'string') throw badUserInput('A representation needs the global `id` of its record');
  const decoded = decodeGlobalID(globalID, 'representations');
  if (decoded.typename !== typename) {
    throw badUserInput(`A representation of ${typename} carries the id of a ${decoded.typename}`, 'representations');
  }
  // The relay plugin keeps each node type's loader in its options (src/resolvers/node/identify.ts sets it).
  const { loadMany } = builder.configStore.getTypeConfig(typename, 'Object').pothosOptions as { loadMany: LoadMany };
  const [record] = await loadMany([decoded.id], context);
  if (record instanceof Error) throw record;
  return record ?? null;
}

let marked = false;

/** Adds the federation plugins and marks entities and shareable types; once, since they stay with the builder. */
function markFederationTypes(): void {
  if (marked) return;
  marked = true;
  // Pothos reads the plugin list at each build: the standalone schema, built before, has neither plugin (nothing
  // of federation in its types, no AST nodes), and the next build, the subgraph's, has both (federation after the
  // plugins that wrap resolvers, as it asks).
  builder.options.plugins = [...(builder.options.plugins ?? []), DirectivesPlugin, FederationPlugin];
  for (const typename of nodeTypes().keys()) {
    // asEntity takes a type's name as well as its ref (Pothos resolves either through its config store).
    const ref = typename as unknown as ObjectRef<BuilderTypes, object>;
    builder.asEntity(ref, {
      key: builder.selection<{ id: string }>('id'),
      resolveReference: (reference, context) => resolveEntity(typename, reference.id, context),
    });
  }
  // The federation plugin reads `shareable` from a type's or field's options when the schema is built.
  const share = (options: object) => Object.assign(options, { shareable: true });
  const queryFields = builder.configStore.getFields('Query');
  for (const { typeName, field } of NAMESPACES) {
    share(builder.configStore.getTypeConfig(typeName).pothosOptions);
    share(queryFields.get(field)!.pothosOptions);
  }
  for (const typeName of SHARED_VALUE_TYPES) share(builder.configStore.getTypeConfig(typeName).pothosOptions);
}

/**
 * Federation prints the SDL from each element's AST node, which the directives plugin made before the descriptions
 * were applied: give those nodes the descriptions too, so the supergraph reads as documented as this schema.
 */
function describeAstNodes(schema: GraphQLSchema): void {
  for (const { target } of describables(schema)) {
    // A type's AST node lists its fields' own nodes, so writing into a node reaches both.
    const node = target.astNode as { description?: StringValueNode } | null | undefined;
    if (node && target.description && node.description?.value !== target.description) {
      node.description = { kind: Kind.STRING, value: target.description, block: true };
    }
  }
}

let built: GraphQLSchema | undefined;

/** The subgraph schema, built on first use (one per process, like the standalone one). */
export function subgraphSchema(): GraphQLSchema {
  built ??= buildSubgraphSchema();
  return built;
}

/** Builds the subgraph schema; its `_service.sdl` is the final schema (descriptions included) as federation prints it. */
function buildSubgraphSchema(): GraphQLSchema {
  markFederationTypes();
  // Sorted by toSubGraphSchema; the descriptions fill what the shapes leave undescribed, as for the standalone one.
  const subgraph = applyDescriptions(builder.toSubGraphSchema({ linkUrl: FEDERATION_SPEC_URL }), descriptions);
  describeAstNodes(subgraph);
  const sdl = printSubgraphSchema(subgraph);
  const service = subgraph.getQueryType()!.getFields()._service!;
  service.resolve = () => ({ sdl });
  return subgraph;
}
